import type { Species } from "@/lib/pets/breeds";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Golden Retriever", "Criollo" for a mixed breed, else the species name (spec §3: breed may be missing). */
export function breedLabel(pet: { species: Species; breed: string | null; isMixedBreed: boolean }, t: Translate): string {
  if (pet.isMixedBreed) return t("mixed");
  return pet.breed ?? t(`species.${pet.species}`);
}
