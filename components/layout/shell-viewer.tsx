"use client";

import { createContext, useContext } from "react";
import { CartButton } from "@/components/market/cart-button";
import type { Badges } from "@/lib/messages/queries";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { LazyLiveBadge } from "./lazy-live-badge";

/**
 * What the header of a shell page (decisions 029, 032) shows of its viewer, once the page's per-viewer
 * request has answered: null until then, and for a visitor whose session the server refused.
 */
export type ShellViewer = { id: string; badges: Badges; cartUnits: number } | null;

export const ShellViewerContext = createContext<ShellViewer>(null);

/** A header badge (unread messages or notifications), live once the viewer's counts arrive. */
export function ShellBadge({ kind, label, config }: { kind: keyof Badges; label: string; config: BrowserRealtimeConfig | null }) {
  const viewer = useContext(ShellViewerContext);
  if (!viewer) return null;
  return <LazyLiveBadge kind={kind} initial={viewer.badges[kind]} label={label} config={config} userId={viewer.id} />;
}

/** The header's cart button, with the viewer's count once it arrives. */
export function ShellCartButton() {
  const count = useContext(ShellViewerContext)?.cartUnits ?? 0;
  // Keyed by the count it starts from: the button keeps its own count afterwards (cart events).
  return <CartButton key={count} initialCount={count} signedIn />;
}
