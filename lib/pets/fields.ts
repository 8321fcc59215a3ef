// The pet form's fixed choices and limits, without zod: the form imports these in the browser, and the
// first-load budget keeps schemas out of client bundles (docs/decisions/003-first-load-budget.md).
import { breedsBySpecies, type Species } from "./breeds";

// docs/product-spec.md §3: the values stored in the database; the interface translates them (pets.species.*, …).
export const petSpeciesValues = [
  "dog",
  "cat",
  "rabbit",
  "bird",
  "reptile",
  "rodent",
  "other",
] as const satisfies readonly Species[];
export const petGenderValues = ["male", "female"] as const;
export const petSizeValues = ["small", "medium", "large"] as const;
export const lookingForValues = ["friendship", "love", "playmate"] as const;

export type PetGender = (typeof petGenderValues)[number];
export type PetSize = (typeof petSizeValues)[number];
export type LookingFor = (typeof lookingForValues)[number];

export const PET_LIMITS = {
  nameMax: 40,
  ageMin: 0,
  ageMax: 30,
  interestsMax: 10,
  interestMax: 30,
  descriptionMax: 500,
  locationMax: 80,
  photosMax: 6,
  /** Nobody keeps more pets than this; it stops a script from filling the match deck. */
  petsPerUser: 20,
} as const;

/** A breed of the species' list (docs/product-spec.md §3); "other" has no list, so it never has a breed. */
export function isBreedOf(species: Species, breed: string): boolean {
  return breedsBySpecies[species].includes(breed);
}

/** Whether the form shows the breed select: only for species with a list and not mixed breed (docs/product-spec.md §5). */
export function hasBreedChoice(species: Species | "", isMixedBreed: boolean): boolean {
  return species !== "" && species !== "other" && !isMixedBreed;
}
