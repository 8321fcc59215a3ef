// Lost & found in the demo (issue 45): open and reunited cases in the demo cities, with sightings, so
// /lost, a case page, its timeline, its matches and its poster show real rows. A lost case is one of its
// owner's demo pets (its photos); a found animal gets a photo of its own. Points are the cities' centres.
import { sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import type { Species } from "@/lib/pets/breeds";

const DAY = 24 * 60 * 60 * 1000;

type DemoSighting = { author: string; daysAgo: number; note: string };
export type DemoLostCase = {
  owner: string;
  kind: "lost" | "found";
  foundState?: "keeping" | "seen";
  /** A lost case: the owner's demo pet of this name. */
  pet?: string;
  /** A found animal: what it looks like (its photo is drawn from this). */
  looks?: {
    species: Species;
    breed: string | null;
    sex: "male" | "female" | null;
    size: "small" | "medium" | "large" | null;
  };
  colours: string[];
  description: string;
  neighbourhood: string;
  daysAgo: number;
  reward?: string;
  /** Days ago it was closed as reunited; open when absent. */
  reunitedDaysAgo?: number;
  sightings: DemoSighting[];
};

export const demoLostCases: DemoLostCase[] = [
  {
    owner: "lucia",
    kind: "lost",
    pet: "Luna",
    colours: ["black"],
    description:
      "Se escapó por la ventana del patio. Es muy asustadiza: si la veis, no la persigáis y avisadme. Lleva un collar rosa con cascabel.",
    neighbourhood: "Lavapiés",
    daysAgo: 2,
    reward: "50 €",
    sightings: [
      {
        author: "patitas_admin",
        daysAgo: 1.6,
        note: "Una gata negra con collar rosa debajo de un coche en la calle Argumosa, esta mañana.",
      },
      {
        author: "lucia",
        daysAgo: 1.2,
        note: "He dejado su manta y comida en el portal. ¡Gracias a todos por compartir!",
      },
    ],
  },
  {
    owner: "patitas_admin",
    kind: "found",
    foundState: "seen",
    looks: { species: "cat", breed: "Europeo Común", sex: null, size: "small" },
    colours: ["orange"],
    description: "Gata pequeña y naranja, muy tímida, rondando los contenedores. No se deja coger.",
    neighbourhood: "Embajadores",
    daysAgo: 1,
    sightings: [],
  },
  {
    owner: "ana_sevilla",
    kind: "found",
    foundState: "keeping",
    looks: { species: "dog", breed: "Podenco", sex: "female", size: "medium" },
    colours: ["golden", "white"],
    description: "Perrita muy buena, sin chip, encontrada junto al río. La tengo en casa mientras aparece su familia.",
    neighbourhood: "Triana",
    daysAgo: 3,
    sightings: [],
  },
  {
    owner: "javi_perruno",
    kind: "lost",
    pet: "Lola",
    colours: ["brown", "white", "tricolour"],
    description: "Se soltó persiguiendo un rastro en el monte Artxanda. Responde a su nombre y a las galletas.",
    neighbourhood: "Artxanda",
    daysAgo: 5,
    reward: "Una cena para dos",
    sightings: [
      { author: "pablo_vet", daysAgo: 4, note: "Vista una beagle cerca del funicular, bajando hacia el centro." },
      { author: "marta_mod", daysAgo: 3, note: "Un vecino dice que durmió en su jardín, junto al parque Etxebarria." },
    ],
  },
  {
    owner: "emily_nyc",
    kind: "found",
    foundState: "seen",
    looks: { species: "rabbit", breed: null, sex: null, size: "small" },
    colours: ["white", "brown"],
    description: "White bunny with brown ears hopping around Prospect Park this morning. Looks like someone's pet.",
    neighbourhood: "Prospect Park",
    daysAgo: 0.5,
    sightings: [],
  },
  {
    owner: "claire_paris",
    kind: "lost",
    pet: "Caramel",
    colours: ["orange", "cream"],
    description: "Caramel est sorti par la fenêtre de la cuisine. Très câlin, il n'a pas peur des gens.",
    neighbourhood: "Montmartre",
    daysAgo: 14,
    reunitedDaysAgo: 11,
    sightings: [
      { author: "louis_lyon", daysAgo: 12, note: "Un chat roux dort sur le toit de la boulangerie rue Lepic !" },
    ],
  },
  {
    owner: "tiago_porto",
    kind: "lost",
    pet: "Bolt",
    colours: ["black", "white"],
    description: "O Bolt fugiu durante o fogo de artifício de São João. Tem coleira azul com o meu número.",
    neighbourhood: "Ribeira",
    daysAgo: 20,
    reunitedDaysAgo: 18,
    sightings: [{ author: "ines_lisboa", daysAgo: 19, note: "Visto a correr junto ao rio, perto da ponte D. Luís." }],
  },
];

type CaseInsert = DemoLostCase & {
  id: string;
  userId: string;
  city: string;
  country: string;
  photos: string[];
  name: string | null;
  species: Species;
  sex: string | null;
  size: string | null;
};

/**
 * Inserts the demo cases and their sightings (inside the seed's transaction, after the users' places are
 * linked): each at its owner's city, its public point the city's centre.
 */
export async function insertDemoLost(
  tx: Executor,
  now: number,
  cases: CaseInsert[],
  userIdOf: (username: string) => string,
): Promise<void> {
  for (const item of cases) {
    const created = new Date(now - item.daysAgo * DAY).toISOString();
    const closed = item.reunitedDaysAgo != null ? new Date(now - item.reunitedDaysAgo * DAY).toISOString() : null;
    await tx.execute(sql`insert into lost_cases (id, user_id, kind, found_state, name, species, sex, size, colours, description, photos, last_seen_at,
        place_id, neighbourhood, public_lat, public_lng, reward_text, status, created_at, updated_at, closed_at)
      select ${item.id}::uuid, ${item.userId}::uuid, ${item.kind}, ${item.foundState ?? null}, ${item.name}, ${item.species}, ${item.sex}, ${item.size},
        ${`{${item.colours.join(",")}}`}::text[], ${item.description}, ${`{${item.photos.map((url) => `"${url}"`).join(",")}}`}::text[], ${created}::timestamptz,
        pl.id, ${item.neighbourhood}, pl.latitude, pl.longitude, ${item.reward ?? null}, ${closed ? "reunited" : "open"}, ${created}::timestamptz,
        ${closed ?? created}::timestamptz, ${closed}::timestamptz
      from places pl where pl.country = ${item.country} and patitas_unaccent(lower(pl.name)) = patitas_unaccent(lower(${item.city})) limit 1`);
    for (const sighting of item.sightings) {
      const at = new Date(now - sighting.daysAgo * DAY).toISOString();
      await tx.execute(sql`insert into lost_sightings (case_id, author_id, place_id, public_lat, public_lng, seen_at, note, created_at)
        select c.id, ${userIdOf(sighting.author)}::uuid, c.place_id, c.public_lat, c.public_lng, ${at}::timestamptz, ${sighting.note}, ${at}::timestamptz
        from lost_cases c where c.id = ${item.id}::uuid`);
    }
  }
}
