// The browser's reads of `GET /api/viewer` (decision 032): the shell page's whole layer
// (components/layout/viewer-layer-request.tsx), and the two narrow questions asked of it later, the
// header's badges and a profile's relation. A GET, not a server action: Next.js runs a page's actions
// one at a time, so a read among them would hold up what the user presses.
import type { Badges } from "@/lib/messages/queries";
import type { ProfileRelation, ViewerLayer } from "./viewer-layer";

/**
 * The layer for these ids; "banned" when the session's account is banned (its owner is shown why), null when
 * the session is refused otherwise (a guest's page stays as it is).
 */
export const askLayer = (query: URLSearchParams): Promise<ViewerLayer | "banned" | null> =>
  fetch(`/api/viewer?${query}`, { credentials: "same-origin" })
    .then(async (response) => {
      if (response.ok) return (await response.json()) as ViewerLayer;
      const refusal = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      return refusal?.error?.code === "banned" ? "banned" : null;
    })
    .catch(() => null);

/** The layer, or null for any refusal (the narrow questions below leave a refused page as it is). */
const layerOrNull = async (query: URLSearchParams): Promise<ViewerLayer | null> => {
  const layer = await askLayer(query);
  return layer === "banned" ? null : layer;
};

/** The header's unread counts now: the layer asked about nothing else. */
export async function askBadges(): Promise<Badges | null> {
  return (await layerOrNull(new URLSearchParams({ posts: "", users: "" })))?.badges ?? null;
}

/** How the viewer relates to a profile's user now (after they followed them), from the same layer; null when refused. */
export async function askProfileRelation(profileId: string): Promise<ProfileRelation | null> {
  return (await layerOrNull(new URLSearchParams({ posts: "", users: "", profile: profileId })))?.profile ?? null;
}
