"use client";
// React's view of the tab's one realtime connection (browser.ts). Components that mount these hooks
// share it; pusher-js is downloaded when the first of them mounts, so other pages never ship it.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { openRealtime, type RealtimeConnection, type RealtimeSnapshot } from "./browser";
import type { BrowserRealtimeConfig } from "./channels";

const OFF: RealtimeSnapshot = { state: "off", online: new Set() };
// Navigating between two pages that both use realtime should not drop and reopen the socket.
const CLOSE_DELAY_MS = 5000;

let snapshot = OFF;
const snapshotListeners = new Set<() => void>();
const eventHandlers = new Map<string, Set<(payload: unknown) => void>>();
let shared: {
  identity: string;
  users: number;
  connection: Promise<RealtimeConnection | null>;
  closeTimer?: ReturnType<typeof setTimeout>;
} | null = null;

function setSnapshot(next: RealtimeSnapshot) {
  snapshot = next;
  for (const listener of snapshotListeners) listener();
}

function dispatch(event: string, payload: unknown) {
  for (const handler of eventHandlers.get(event) ?? []) handler(payload);
}

function stop(entry: NonNullable<typeof shared>) {
  if (shared === entry) shared = null;
  void entry.connection.then((connection) => connection?.close());
  setSnapshot(OFF);
}

/** Holds the shared connection for this config and user; the returned function lets go of it. */
function acquire(config: BrowserRealtimeConfig, userId: string): () => void {
  const identity = JSON.stringify([config, userId]);
  if (shared && shared.identity !== identity) stop(shared);
  if (!shared) {
    setSnapshot({ state: "connecting", online: new Set() });
    const connection = openRealtime({ config, userId, page: window.location })
      .then((opened) => {
        opened.onChange(() => setSnapshot(opened.snapshot()));
        opened.onEvent(dispatch);
        setSnapshot(opened.snapshot());
        return opened;
      })
      .catch((error) => {
        // The script could not load (offline, a new deployment): callers keep fetching.
        console.error("Realtime unavailable", error);
        setSnapshot({ state: "down", online: new Set() });
        return null;
      });
    shared = { identity, users: 0, connection };
  }
  const entry = shared;
  clearTimeout(entry.closeTimer);
  entry.users += 1;
  return () => {
    entry.users -= 1;
    if (entry.users === 0) entry.closeTimer = setTimeout(() => stop(entry), CLOSE_DELAY_MS);
  };
}

/**
 * Signs the user in on the realtime connection (their events and the online status of their watchlist) while the calling component is
 * mounted, and returns the connection state and who is online. Pass a null config (no realtime server)
 * or user (signed out) to stay off. While the state is not "live", events can be missed: fetch instead,
 * and fetch what was missed when it becomes "live" again.
 */
export function useRealtime(config: BrowserRealtimeConfig | null, userId: string | null): RealtimeSnapshot {
  const identity = config && userId ? JSON.stringify([config, userId]) : null;
  useEffect(() => {
    if (!identity) return;
    const [parsedConfig, parsedUser] = JSON.parse(identity) as [BrowserRealtimeConfig, string];
    return acquire(parsedConfig, parsedUser);
  }, [identity]);
  return useSyncExternalStore(
    (listener) => {
      snapshotListeners.add(listener);
      return () => snapshotListeners.delete(listener);
    },
    () => snapshot,
    () => OFF,
  );
}

/** Sends a client event on the tab's connection (the chat's typing signal); false when there is no live one. */
export async function sendOnRealtime(event: string, data: unknown): Promise<boolean> {
  const connection = await shared?.connection;
  return connection?.send(event, data) ?? false;
}

/** Calls `handler` for each `event` published to the signed-in user (publishToUser), while mounted. */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward = (payload: unknown) => latest.current(payload);
    let set = eventHandlers.get(event);
    if (!set) eventHandlers.set(event, (set = new Set()));
    set.add(forward);
    return () => {
      set.delete(forward);
    };
  }, [event]);
}
