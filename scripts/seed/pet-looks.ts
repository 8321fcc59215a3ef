// How a seeded pet looks: its drawing kind, colours and markings, chosen from species and breed, so a
// Husky gets blue eyes and a Siamese dark points, and every photo of one pet shows the same animal.
import type { Species } from "@/lib/pets/breeds";
import { createRandom, seedFrom, type Random } from "./random";

export type PetKind =
  | "dog"
  | "cat"
  | "rabbit"
  | "bird"
  | "lizard"
  | "turtle"
  | "snake"
  | "hamster"
  | "guinea-pig"
  | "chinchilla"
  | "fish"
  | "hedgehog";

export type EarStyle = "floppy" | "long" | "folded" | "pointy" | "bat" | "fluffy" | "lop" | "round" | "big";

export type Marking =
  | "none"
  | "patch"
  | "blaze"
  | "mask"
  | "saddle"
  | "spots"
  | "tabby"
  | "points"
  | "tuxedo"
  | "calico"
  | "husky"
  | "beard";

export type PetLook = {
  kind: PetKind;
  /** Main coat, lighter muzzle/belly, and the colour of markings or ears. */
  fur: string;
  fur2: string;
  patch: string;
  eye: string;
  /** Only for odd-eyed cats. */
  eye2?: string;
  ears: EarStyle;
  marking: Marking;
  fluffy: boolean;
  flatFace: boolean;
  /** Beak, cere or cheek colour for birds; shell for turtles. */
  extra: string;
};

type Coat = { fur: string; fur2: string; patch: string };

const dogCoats = {
  golden: { fur: "#e9b872", fur2: "#fbe8c8", patch: "#c98e45" },
  cream: { fur: "#f3e3c9", fur2: "#fff9f0", patch: "#d7b98f" },
  chocolate: { fur: "#8d5a34", fur2: "#d2a77f", patch: "#5e3a20" },
  black: { fur: "#3d3638", fur2: "#f5efe8", patch: "#231e20" },
  white: { fur: "#fbf8f3", fur2: "#ffffff", patch: "#b07a4c" },
  grey: { fur: "#9ea3aa", fur2: "#f4f4f6", patch: "#5f646b" },
  red: { fur: "#cd7a43", fur2: "#f6dcc3", patch: "#8f4f25" },
  tan: { fur: "#d4a066", fur2: "#f7e6d0", patch: "#3d3638" },
  fawn: { fur: "#e2c295", fur2: "#f4e2c6", patch: "#3a3234" },
} satisfies Record<string, Coat>;

const catCoats = {
  orange: { fur: "#f2a65a", fur2: "#fde9d2", patch: "#d9772f" },
  grey: { fur: "#9aa3b0", fur2: "#eef0f4", patch: "#6c7584" },
  black: { fur: "#34313a", fur2: "#f4f1ee", patch: "#1e1c22" },
  white: { fur: "#fbf9f6", fur2: "#ffffff", patch: "#e2d6c8" },
  cream: { fur: "#f1dfc3", fur2: "#fff8ee", patch: "#6b4a38" },
  brown: { fur: "#a97b52", fur2: "#eedcc4", patch: "#5f4029" },
  blue: { fur: "#8c97a8", fur2: "#c9d0db", patch: "#6f7a8c" },
  golden: { fur: "#e0b36a", fur2: "#f8e8c8", patch: "#7a4e25" },
  pink: { fur: "#f1c9bd", fur2: "#f8dfd7", patch: "#e1a99a" },
} satisfies Record<string, Coat>;

const dogEyes = ["#3a2417", "#4a2c1a", "#2e1f16"];
const catEyes = ["#8cc152", "#f5b935", "#6cc3b8", "#e69a3c", "#a3c957"];

function base(kind: PetKind, coat: Coat, rest: Partial<PetLook> = {}): PetLook {
  return {
    kind,
    ...coat,
    eye: "#3a2417",
    ears: "round",
    marking: "none",
    fluffy: false,
    flatFace: false,
    extra: "#f6a93b",
    ...rest,
  };
}

function dogLook(breed: string | null, rng: Random): PetLook {
  const eye = rng.pick(dogEyes);
  const dog = (coat: Coat, rest: Partial<PetLook>) => base("dog", coat, { eye, ...rest });
  switch (breed) {
    case "Labrador Retriever":
      return dog(rng.pick([dogCoats.golden, dogCoats.black, dogCoats.chocolate, dogCoats.cream]), { ears: "floppy" });
    case "Golden Retriever":
      return dog(dogCoats.golden, { ears: "floppy", fluffy: rng.chance(0.5) });
    case "Pastor Alemán":
      return dog(dogCoats.tan, { ears: "pointy", marking: "saddle" });
    case "Bulldog Francés":
      return dog(rng.pick([dogCoats.fawn, dogCoats.grey, dogCoats.cream]), {
        ears: "bat",
        flatFace: true,
        marking: rng.pick(["none", "mask"]),
      });
    case "Beagle":
      return dog({ fur: "#c98c4f", fur2: "#fffaf3", patch: "#6b4226" }, { ears: "long", marking: "blaze" });
    case "Chihuahua":
      return dog(rng.pick([dogCoats.cream, dogCoats.tan, dogCoats.fawn]), { ears: "bat", marking: "none" });
    case "Yorkshire Terrier":
      return dog(
        { fur: "#d6a86b", fur2: "#f2d8ae", patch: "#59606b" },
        { ears: "pointy", marking: "saddle", fluffy: true },
      );
    case "Caniche":
      return dog(rng.pick([dogCoats.cream, dogCoats.white, dogCoats.chocolate, dogCoats.black]), {
        ears: "fluffy",
        fluffy: true,
      });
    case "Border Collie":
      return dog(rng.pick([dogCoats.black, { fur: "#7a4a2e", fur2: "#fffaf3", patch: "#4e2d1b" }]), {
        ears: "folded",
        marking: "blaze",
      });
    case "Teckel":
      return dog(rng.pick([dogCoats.red, dogCoats.chocolate, { fur: "#3d3638", fur2: "#c98e5a", patch: "#231e20" }]), {
        ears: "long",
      });
    case "Bulldog Inglés":
      return dog(
        { fur: "#fbf6ee", fur2: "#ffffff", patch: "#c5854d" },
        { ears: "folded", flatFace: true, marking: "patch" },
      );
    case "Husky Siberiano":
      return dog(
        { fur: "#7f868f", fur2: "#fbfbfd", patch: "#4f555d" },
        { ears: "pointy", marking: "husky", eye: "#5aa9e6" },
      );
    case "Bóxer":
      return dog(dogCoats.red, { ears: "folded", marking: "mask", flatFace: true });
    case "Shih Tzu":
      return dog(
        { fur: "#f6ecdf", fur2: "#ffffff", patch: "#c49560" },
        { ears: "fluffy", fluffy: true, marking: "patch", flatFace: true },
      );
    case "Pomerania":
      return dog({ fur: "#f0a656", fur2: "#fde3c3", patch: "#c77a2c" }, { ears: "pointy", fluffy: true });
    case "Cocker Spaniel":
      return dog(rng.pick([dogCoats.golden, dogCoats.red, dogCoats.black]), { ears: "fluffy" });
    case "Carlino":
      return dog(dogCoats.fawn, { ears: "folded", marking: "mask", flatFace: true });
    case "Schnauzer":
      return dog({ fur: "#8d929a", fur2: "#eef0f2", patch: "#5d6168" }, { ears: "folded", marking: "beard" });
    case "Galgo Español":
      return dog(rng.pick([dogCoats.cream, dogCoats.grey, dogCoats.fawn, dogCoats.black]), { ears: "folded" });
    case "Bichón Maltés":
      return dog(dogCoats.white, { ears: "fluffy", fluffy: true });
    default:
      return dog(rng.pick(Object.values(dogCoats)), {
        ears: rng.pick(["floppy", "pointy", "folded", "long"] as const),
        marking: rng.pick(["none", "patch", "blaze", "spots"] as const),
      });
  }
}

function catLook(breed: string | null, rng: Random): PetLook {
  const eye = rng.pick(catEyes);
  const cat = (coat: Coat, rest: Partial<PetLook>) => base("cat", coat, { eye, ears: "pointy", ...rest });
  switch (breed) {
    case "Siamés":
      return cat({ fur: "#f3e6d2", fur2: "#fbf4ea", patch: "#5a4034" }, { marking: "points", eye: "#5aa9e6" });
    case "Persa":
      return cat(rng.pick([catCoats.white, catCoats.cream, catCoats.grey]), {
        fluffy: true,
        flatFace: true,
        eye: "#e69a3c",
        ears: "round",
      });
    case "Maine Coon":
      return cat(catCoats.brown, { fluffy: true, marking: "tabby" });
    case "Británico de Pelo Corto":
      return cat(catCoats.blue, { eye: "#e69a3c", flatFace: true, ears: "round" });
    case "Ragdoll":
      return cat(
        { fur: "#f7f0e6", fur2: "#ffffff", patch: "#8a7a70" },
        { marking: "points", eye: "#5aa9e6", fluffy: true },
      );
    case "Bengalí":
      return cat(catCoats.golden, { marking: "spots", eye: "#8cc152" });
    case "Sphynx":
      return cat(catCoats.pink, { ears: "big", eye: "#8cc152" });
    case "Azul Ruso":
      return cat(catCoats.blue, { eye: "#7cc36a" });
    case "Scottish Fold":
      return cat(rng.pick([catCoats.grey, catCoats.cream, catCoats.blue]), { ears: "folded", eye: "#e69a3c" });
    case "Angora Turco":
      return cat(catCoats.white, { fluffy: true, eye: "#5aa9e6", eye2: "#f5b935" });
    case "Bosque de Noruega":
      return cat({ fur: "#a88668", fur2: "#fbf4ea", patch: "#5f4634" }, { fluffy: true, marking: "tabby" });
    default: {
      const coat = rng.pick(["orange-tabby", "grey-tabby", "black", "tuxedo", "calico", "white"] as const);
      if (coat === "orange-tabby") return cat(catCoats.orange, { marking: "tabby" });
      if (coat === "grey-tabby") return cat(catCoats.grey, { marking: "tabby" });
      if (coat === "black") return cat(catCoats.black, { eye: "#f5b935" });
      if (coat === "tuxedo") return cat(catCoats.black, { marking: "tuxedo", eye: "#8cc152" });
      if (coat === "calico") return cat({ fur: "#fbf7f1", fur2: "#ffffff", patch: "#e8924a" }, { marking: "calico" });
      return cat(catCoats.white, { eye: rng.pick(catEyes) });
    }
  }
}

function rabbitLook(breed: string | null, rng: Random): PetLook {
  const coat = rng.pick<Coat>([
    { fur: "#f7f3ee", fur2: "#ffffff", patch: "#c9b8a8" },
    { fur: "#b99170", fur2: "#f1e2d1", patch: "#8b6547" },
    { fur: "#8f8a86", fur2: "#e7e3df", patch: "#615c58" },
    { fur: "#3f3a3a", fur2: "#f3ede8", patch: "#262222" },
    { fur: "#e7c59b", fur2: "#fbf0e0", patch: "#c09569" },
  ]);
  return base("rabbit", coat, {
    ears: breed === "Belier" ? "lop" : "long",
    fluffy: breed === "Cabeza de León" || breed === "Angora",
    marking: breed === "Enano Holandés" ? "blaze" : "none",
  });
}

function birdLook(breed: string | null, rng: Random): PetLook {
  switch (breed) {
    case "Canario":
      return base("bird", { fur: "#ffd43b", fur2: "#fff3b0", patch: "#ffe066" }, { extra: "#f4a259", marking: "none" });
    case "Agapornis":
      return base("bird", { fur: "#6cc24a", fur2: "#b7e4a0", patch: "#ff8c5a" }, { extra: "#e63946", marking: "mask" });
    case "Ninfa":
      return base(
        "bird",
        { fur: "#b9b5b0", fur2: "#e9e6e1", patch: "#ffd43b" },
        { extra: "#f08a4b", ears: "pointy", marking: "patch" },
      );
    case "Loro Gris Africano":
      return base(
        "bird",
        { fur: "#8d939a", fur2: "#c4c9cf", patch: "#ffffff" },
        { extra: "#2f2f33", marking: "points" },
      );
    default: {
      const body = rng.pick(["#5cc35a", "#4ea5e8", "#9bd65d", "#8fb5f0"]);
      return base(
        "bird",
        { fur: body, fur2: "#ffffff", patch: rng.pick(["#ffe15c", "#ffffff"]) },
        { extra: "#7aa7e0", marking: "spots" },
      );
    }
  }
}

function reptileLook(breed: string | null, rng: Random): PetLook {
  switch (breed) {
    case "Tortuga Mediterránea":
      return base("turtle", { fur: "#9cc57a", fur2: "#d8ebb5", patch: "#6f8f4e" }, { extra: "#b9873f" });
    case "Pitón Real":
      return base("snake", { fur: "#7b5a3c", fur2: "#e3c48f", patch: "#3b2a1d" }, { eye: "#2b2b2b" });
    case "Dragón Barbudo":
      return base(
        "lizard",
        { fur: "#e0b46c", fur2: "#f3dcae", patch: "#b7834a" },
        { eye: "#e69a3c", marking: "beard" },
      );
    case "Gecko Leopardo":
      return base(
        "lizard",
        { fur: "#f3d162", fur2: "#fbeec0", patch: "#4a3f35" },
        { eye: "#3a3a3a", marking: "spots" },
      );
    default:
      return base(
        "lizard",
        { fur: rng.pick(["#7fcf7a", "#6cc4a8"]), fur2: "#d6f2c9", patch: "#4f9a57" },
        { eye: "#e6b422", marking: "spots" },
      );
  }
}

function rodentLook(breed: string | null, rng: Random): PetLook {
  switch (breed) {
    case "Cobaya":
      return base(
        "guinea-pig",
        rng.pick([
          { fur: "#c98a4b", fur2: "#fbf6ee", patch: "#3d3331" },
          { fur: "#fbf6ee", fur2: "#ffffff", patch: "#d58f4e" },
        ]),
        { marking: "patch", ears: "lop" },
      );
    case "Chinchilla":
      return base("chinchilla", { fur: "#a4a9b0", fur2: "#eef0f2", patch: "#7d828a" }, { ears: "big", fluffy: true });
    case "Jerbo":
      return base("hamster", { fur: "#d7a771", fur2: "#fbf3e6", patch: "#b98652" }, { ears: "big" });
    default:
      return base(
        "hamster",
        rng.pick([
          { fur: "#e9b97c", fur2: "#fff7ea", patch: "#c98f52" },
          { fur: "#f3e4cf", fur2: "#ffffff", patch: "#d9bf9c" },
          { fur: "#9b9591", fur2: "#f4f1ee", patch: "#6e6864" },
        ]),
        { ears: "round" },
      );
  }
}

function otherLook(rng: Random, hint?: "fish" | "hedgehog"): PetLook {
  const kind = hint ?? rng.pick(["fish", "hedgehog"] as const);
  if (kind === "fish") {
    return base(
      "fish",
      rng.pick([
        { fur: "#f7931e", fur2: "#ffd08a", patch: "#ffffff" },
        { fur: "#ff6b6b", fur2: "#ffc2a8", patch: "#ffffff" },
        { fur: "#ffc93c", fur2: "#fff1b8", patch: "#f57f17" },
      ]),
    );
  }
  return base("hedgehog", { fur: "#f2dfc4", fur2: "#fff6ea", patch: "#6d4c3d" }, { extra: "#a98467" });
}

/** The same species, breed and name always give the same look. */
export function petLookFor(
  species: Species,
  breed: string | null,
  name: string,
  otherKind?: "fish" | "hedgehog",
): PetLook {
  const rng = createRandom(seedFrom(`${species}:${breed ?? ""}:${name}`));
  switch (species) {
    case "dog":
      return dogLook(breed, rng);
    case "cat":
      return catLook(breed, rng);
    case "rabbit":
      return rabbitLook(breed, rng);
    case "bird":
      return birdLook(breed, rng);
    case "reptile":
      return reptileLook(breed, rng);
    case "rodent":
      return rodentLook(breed, rng);
    case "other":
      return otherLook(rng, otherKind);
  }
}
