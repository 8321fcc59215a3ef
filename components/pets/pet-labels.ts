import { breedSlug, type Species } from "@/lib/pets/breeds";

/** A translator of the `pets` namespace (its `breeds`, `mixed` and `species` messages). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A stored breed in the reader's language ("Pastor Alemán" → "German Shepherd"). */
export function breedName(breed: string, t: Translate): string {
  const slug = breedSlug(breed);
  return slug ? t(`breeds.${slug}`) : breed;
}

/** "Golden Retriever", "Criollo" for a mixed breed, else the species name (docs/product-spec.md §3: breed may be missing). */
export function breedLabel(
  pet: { species: Species; breed: string | null; isMixedBreed: boolean },
  t: Translate,
): string {
  if (pet.isMixedBreed) return t("mixed");
  return pet.breed ? breedName(pet.breed, t) : t(`species.${pet.species}`);
}
