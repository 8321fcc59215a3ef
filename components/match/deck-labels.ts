import { breedLabel } from "@/components/pets/pet-labels";
import { isPetActivity } from "@/lib/pets/breeds";
import type { DeckCard } from "@/lib/matches/queries";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A stored activity id in the reader's language; free-text interests show as they are. */
export function tagName(value: string, tPets: Translate): string {
  return isPetActivity(value) ? tPets(`activities.${value}`) : value;
}

/** "Golden Retriever", "Mixed breed" or the species, as the pet pages say it. */
export function cardBreed(card: Pick<DeckCard, "species" | "breed" | "isMixedBreed">, tPets: Translate): string {
  return breedLabel(card, tPets);
}

/** "a 67 km" or "Distance unknown": the server's rounded haversine km, never made up. */
export function distanceText(km: number | null, t: Translate): string {
  return km === null ? t("card.distanceUnknown") : t("card.km", { km });
}
