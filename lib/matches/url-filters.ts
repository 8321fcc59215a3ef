import * as z from "zod/mini";
import { deckFiltersSchema, type DeckFilters } from "./schemas";

type SearchParams = Record<string, string | string[] | undefined>;

/** The deck filters of a /match URL; anyone can edit a URL, so a bad value just reads as "no filter". */
export function deckFiltersFromUrl(params: SearchParams): DeckFilters {
  const one = (key: string) => {
    const value = params[key];
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const int = (key: string) => {
    const value = one(key);
    return value && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
  };
  const filters: DeckFilters = { mode: one("mode") === "friend" ? "friend" : "love" };
  for (const [key, value] of [
    ["pet", one("pet")],
    ["species", one("species")],
    ["size", one("size")],
    ["maxKm", int("maxKm")],
    ["minAge", int("minAge")],
    ["maxAge", int("maxAge")],
  ] as const) {
    if (value === undefined) continue;
    const candidate = { ...filters, [key]: value };
    if (z.safeParse(deckFiltersSchema, candidate).success) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/** The /match URL of a filter set (mode tabs and the pet chooser are links, so the server renders each deck). */
export function deckHref(filters: DeckFilters): string {
  const params = new URLSearchParams();
  if (filters.mode !== "love") params.set("mode", filters.mode);
  for (const key of ["pet", "species", "size", "maxKm", "minAge", "maxAge"] as const) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/match?${query}` : "/match";
}
