import type { species } from "@/lib/db/schema/enums";

export type Species = (typeof species.enumValues)[number];

// The stored values: the Spanish names of the spec's lists, kept as stable keys. People see them translated
// (the pets namespace's breeds, see breedSlug); "other" has no breed list (docs/product-spec.md §3).
export const breedsBySpecies: Record<Species, readonly string[]> = {
  dog: [
    "Labrador Retriever",
    "Golden Retriever",
    "Pastor Alemán",
    "Bulldog Francés",
    "Beagle",
    "Chihuahua",
    "Yorkshire Terrier",
    "Caniche",
    "Border Collie",
    "Teckel",
    "Bulldog Inglés",
    "Husky Siberiano",
    "Bóxer",
    "Shih Tzu",
    "Pomerania",
    "Cocker Spaniel",
    "Carlino",
    "Schnauzer",
    "Galgo Español",
    "Bichón Maltés",
  ],
  cat: [
    "Europeo Común",
    "Siamés",
    "Persa",
    "Maine Coon",
    "Británico de Pelo Corto",
    "Ragdoll",
    "Bengalí",
    "Sphynx",
    "Azul Ruso",
    "Scottish Fold",
    "Angora Turco",
    "Bosque de Noruega",
  ],
  rabbit: ["Belier", "Cabeza de León", "Enano Holandés", "Rex", "Angora"],
  bird: ["Periquito", "Canario", "Agapornis", "Ninfa", "Loro Gris Africano"],
  reptile: ["Gecko Leopardo", "Dragón Barbudo", "Tortuga Mediterránea", "Pitón Real"],
  rodent: ["Hámster Sirio", "Cobaya", "Chinchilla", "Jerbo"],
  other: [],
};

/** "Pastor Alemán" → "pastor_aleman": a breed's message key in the breeds of the pets namespace. */
function slugOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

const slugs = new Map(
  Object.values(breedsBySpecies)
    .flat()
    .map((name) => [name, slugOf(name)]),
);

/** The message key of a catalogue breed, or null for a value outside the lists (shown as stored). */
export function breedSlug(name: string): string | null {
  return slugs.get(name) ?? null;
}

/** Every catalogue breed's slug (for the catalogue test). */
export function allBreedSlugs(): string[] {
  return [...slugs.values()];
}

/**
 * The 20 "likes" options of the pet form (docs/product-spec.md §3: Jugar, Dormir, Caricias, Treats/premios…); dislikes
 * are picked from the same list. Stored as these stable ids, shown through `pets.activities.<id>`.
 */
export const petActivities = [
  "play",
  "sleep",
  "petting",
  "treats",
  "run",
  "swim",
  "walk",
  "fetch",
  "toys",
  "socialize",
  "explore",
  "sunbathe",
  "cuddles",
  "brushing",
  "bath",
  "car_rides",
  "jump",
  "chew",
  "hide",
  "eat",
] as const;

export type PetActivity = (typeof petActivities)[number];

export function isPetActivity(value: string): value is PetActivity {
  return (petActivities as readonly string[]).includes(value);
}
