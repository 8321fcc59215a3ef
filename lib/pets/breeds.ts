import type { species } from "@/lib/db/schema/enums";

export type Species = (typeof species.enumValues)[number];

// Spanish names, as the pet form shows them; "other" has no breed list (spec §3).
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

/**
 * The 20 "likes" options of the pet form (spec §3: Jugar, Dormir, Caricias, Treats/premios…); dislikes
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
