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

/** The 20 "likes" options of the pet form; dislikes are picked from the same list. */
export const petActivities = [
  "Jugar",
  "Dormir",
  "Caricias",
  "Treats/premios",
  "Correr",
  "Nadar",
  "Pasear",
  "Buscar la pelota",
  "Juguetes",
  "Socializar",
  "Explorar",
  "Tomar el sol",
  "Mimos",
  "Cepillado",
  "Baño",
  "Viajar en coche",
  "Saltar",
  "Morder",
  "Esconderse",
  "Comer",
] as const;

export type PetActivity = (typeof petActivities)[number];
