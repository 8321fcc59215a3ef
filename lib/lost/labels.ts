// The words of a case that several places say the same way: its title, and when it was last seen.
import type { LostKind } from "./fields";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Lost: Toby", or "Found: Dog" when nobody knows its name. `t` reads the lost namespace, `pets` the pets one. */
export function caseTitle(
  found: { kind: LostKind; name: string | null; species: string },
  t: Translate,
  pets: Translate,
): string {
  return t("cardTitle", { kind: t(`kind.${found.kind}`), name: found.name ?? pets(`species.${found.species}`) });
}

/** Where it was, as pages say it: the neighbourhood in its city, or the city. */
export function caseWhere(found: { neighbourhood: string | null; place: string }, t: Translate): string {
  return found.neighbourhood
    ? t("whereNeighbourhood", { neighbourhood: found.neighbourhood, place: found.place })
    : t("where", { place: found.place });
}
