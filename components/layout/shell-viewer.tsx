"use client";

import { CartButton } from "@/components/market/cart-button";
import type { Badges } from "@/lib/messages/queries";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { LazyLiveBadge } from "./lazy-live-badge";
import { useShellViewer } from "./viewer-layer-store";

/** A header badge (unread messages or notifications), live once the viewer's counts arrive. */
export function ShellBadge({
  kind,
  label,
  config,
}: {
  kind: keyof Badges;
  label: string;
  config: BrowserRealtimeConfig | null;
}) {
  const viewer = useShellViewer();
  if (!viewer) return null;
  return <LazyLiveBadge kind={kind} initial={viewer.badges[kind]} label={label} config={config} userId={viewer.id} />;
}

/** The header's cart button, with the viewer's count once it arrives. */
export function ShellCartButton() {
  const count = useShellViewer()?.cartUnits ?? 0;
  // Keyed by the count it starts from: the button keeps its own count afterwards (cart events).
  return <CartButton key={count} initialCount={count} signedIn />;
}
