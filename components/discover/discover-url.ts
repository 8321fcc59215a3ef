import type { DiscoverTab } from "@/lib/discover/schemas";

export type DiscoverState = {
  tab: DiscoverTab;
  q: string;
  near: boolean;
  species: "dog" | "cat" | null;
  verified: boolean;
};

/** The /discover URL of a state (chips and tabs are links, so the server renders every result). */
export function discoverHref(state: DiscoverState, cursor?: string): string {
  const params = new URLSearchParams();
  if (state.tab !== "pets") params.set("tab", state.tab);
  if (state.q) params.set("q", state.q);
  if (state.near) params.set("near", "1");
  if (state.species) params.set("species", state.species);
  if (state.verified) params.set("verified", "1");
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/discover?${query}` : "/discover";
}

type SearchParams = Record<string, string | string[] | undefined>;

/** Reads a /discover URL leniently: anything unknown is simply "off". */
export function discoverStateFromUrl(params: SearchParams): DiscoverState & { cursor: string | null } {
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  const species = one("species");
  return {
    tab: one("tab") === "users" ? "users" : "pets",
    q: one("q").replaceAll("\u0000", "").trim().slice(0, 80),
    near: one("near") === "1",
    species: species === "dog" || species === "cat" ? species : null,
    verified: one("verified") === "1",
    cursor: one("cursor") || null,
  };
}
