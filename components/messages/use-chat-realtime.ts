"use client";
// When a chat view must fetch what it may have missed: when the socket becomes live (again after being
// down, or already live when the view hydrated: events sent meanwhile were lost) and when the tab regains
// focus (docs/design.md §5).
import { useEffect, useRef } from "react";
import type { RealtimeState } from "@/lib/realtime/browser";

/**
 * Whether a part that saw the connection go from `previous` to `next` may have missed events: whenever it
 * becomes live. That includes "off" to "live": a part hydrated while another part's connection was already
 * live reads "off" (the server's snapshot) and then "live", and what was published before it listened (a
 * header badge whose code came late, say) reached no one.
 */
export function becameLive(previous: RealtimeState, next: RealtimeState): boolean {
  return next === "live" && previous !== "live";
}

export function useCatchUp(state: RealtimeState, catchUp: () => void): void {
  const latest = useRef(catchUp);
  const previous = useRef<RealtimeState>(state);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(() => {
    if (becameLive(previous.current, state)) latest.current();
    previous.current = state;
  }, [state]);
  useEffect(() => {
    const onFocus = () => latest.current();
    const onVisible = () => document.visibilityState === "visible" && latest.current();
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
