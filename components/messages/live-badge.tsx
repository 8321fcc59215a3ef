"use client";
// An unread count in the header that follows the realtime events: any message, read or notification
// change refetches both counts (one small GET of the viewer's layer, shared by the two badges), as does
// a reconnect or the tab regaining focus, so a missed event never leaves a wrong number for long.
import { useEffect, useState } from "react";
import { askBadges } from "@/lib/views/ask-viewer-layer";
import { BADGES_EVENT, MESSAGE_EVENT, READ_EVENT } from "@/lib/realtime/events";
import type { Badges } from "@/lib/messages/queries";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { useCatchUp } from "./use-chat-realtime";

const listeners = new Set<(badges: Badges) => void>();
let running = false;
let pending = false;

/**
 * Refetches the counts. Calls in the same tick (each badge hears the same event) share one fetch; a call
 * while a fetch runs asks for one more after it, because that fetch may have read the counts before the
 * change the new event announces (e.g. the thread marked read while a message's refetch was in flight).
 */
function refetch(): void {
  pending = true;
  if (!running) void drain();
}

async function drain(): Promise<void> {
  running = true;
  await Promise.resolve();
  while (pending) {
    pending = false;
    const badges = await askBadges();
    if (badges) listeners.forEach((listener) => listener(badges));
  }
  running = false;
}

type Props = { kind: keyof Badges; initial: number; label: string; config: BrowserRealtimeConfig | null; userId: string };

export function LiveBadge({ kind, initial, label, config, userId }: Props) {
  const [count, setCount] = useState(initial);
  const realtime = useRealtime(config, userId);
  useEffect(() => {
    const listener = (badges: Badges) => setCount(badges[kind]);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [kind]);
  useRealtimeEvent(MESSAGE_EVENT, refetch);
  useRealtimeEvent(READ_EVENT, refetch);
  useRealtimeEvent(BADGES_EVENT, refetch);
  useCatchUp(realtime.state, refetch);
  if (count <= 0) return null;
  return (
    <span
      data-testid={`badge-${kind}`}
      aria-label={label}
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white ring-2 ring-cream"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
