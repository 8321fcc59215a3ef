import type { DeckCard } from "@/lib/matches/queries";

// Client code: labels come from the card and the `pets` messages only, never from the breed and activity
// lists (lib/pets/breeds), which would add ~1 kB to the deck's first load.
type Translate = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

/** A stored activity id in the reader's language; free-text interests show as they are. */
export function tagName(value: string, tPets: Translate): string {
  const key = `activities.${value}`;
  return tPets.has(key) ? tPets(key) : value;
}

/** "Golden Retriever", "Mixed breed" or the species, as the pet pages say it (components/pets/pet-labels). */
export function cardBreed(
  card: Pick<DeckCard, "species" | "breed" | "breedKey" | "isMixedBreed">,
  tPets: Translate,
): string {
  if (card.isMixedBreed) return tPets("mixed");
  if (card.breedKey) return tPets(`breeds.${card.breedKey}`);
  return card.breed ?? tPets(`species.${card.species}`);
}

/** "a 67 km" or "Distance unknown": the server's rounded haversine km, never made up. */
export function distanceText(km: number | null, t: Translate): string {
  return km === null ? t("card.distanceUnknown") : t("card.km", { km });
}
