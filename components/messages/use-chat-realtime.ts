"use client";
// When a chat view must fetch what it may have missed: when the socket becomes live again after being
// down (events sent meanwhile were lost) and when the tab regains focus (docs/design.md §5).
import { useEffect, useRef } from "react";
import type { RealtimeState } from "@/lib/realtime/browser";

export function useCatchUp(state: RealtimeState, catchUp: () => void): void {
  const latest = useRef(catchUp);
  const previous = useRef<RealtimeState>(state);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(() => {
    if (state === "live" && previous.current !== "live" && previous.current !== "off") latest.current();
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
