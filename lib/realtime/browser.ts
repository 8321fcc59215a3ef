// The browser's realtime connection: pusher-js, loaded only when a page first asks for it, signed in as
// the user for this device session (Pusher's user authentication): events published to the user arrive
// on their own channel, and watchlist events say which of the people they may message are online. One
// per tab, shared by every component (use-realtime.ts); the state says when events may be missed, so
// callers fall back to fetching (docs/design.md §5: PostgreSQL is the source of truth, realtime only signals).
import type PusherType from "pusher-js";
import type { Options as PusherOptions, UserAuthenticationHandler } from "pusher-js";
import { BUILT_IN_SOCKET_PATH, serverToUserChannel, USER_AUTH_ENDPOINT, type BrowserRealtimeConfig } from "./channels";
import { WATCHLIST_CHANGED_EVENT } from "./events";

/**
 * off: not started or stopped; connecting: on the way (first time or again); live: signed in and
 * listening on the user's channel, so events arrive; down: the server cannot be reached for now
 * (pusher-js keeps retrying), or it refused the sign-in (a session that ended stays down).
 */
export type RealtimeState = "off" | "connecting" | "live" | "down";

export type RealtimeSnapshot = { state: RealtimeState; online: ReadonlySet<string> };

/** The page's address, for the built-in server which listens on the app's own origin. */
type PageLocation = Pick<Location, "protocol" | "hostname" | "port">;

/** The close code of a socket whose sign-in was refused or whose session the app ended (Pusher's 4009). */
const UNAUTHORIZED = 4009;
/** After a 4009, pusher-js does not reconnect: we do, as long as the session signs in, with this back-off. */
const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

export function pusherOptions(
  config: BrowserRealtimeConfig,
  page: PageLocation,
  authenticate?: UserAuthenticationHandler,
): PusherOptions {
  // WebSocket only: no HTTP fallbacks to other hosts, no stats beacon (and a small connect-src).
  const common = {
    enabledTransports: ["ws", "wss"] as PusherOptions["enabledTransports"],
    disableStats: true,
    userAuthentication: authenticate
      ? { customHandler: authenticate }
      : { endpoint: USER_AUTH_ENDPOINT, transport: "ajax" as const },
  };
  if (config.kind === "cluster") return { ...common, cluster: config.cluster, forceTLS: true };
  if (config.kind === "host")
    return {
      ...common,
      cluster: "",
      wsHost: config.host,
      wsPort: config.port,
      wssPort: config.port,
      forceTLS: config.useTLS,
    };
  const secure = page.protocol === "https:";
  const port = Number(page.port) || (secure ? 443 : 80);
  return {
    ...common,
    cluster: "",
    wsHost: page.hostname,
    wsPort: port,
    wssPort: port,
    wsPath: BUILT_IN_SOCKET_PATH,
    forceTLS: secure,
  };
}

export type RealtimeConnection = {
  snapshot(): RealtimeSnapshot;
  /** Called on every state or online change. Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Every event published to the user (publishToUser). Returns the unsubscribe function. */
  onEvent(handler: (event: string, payload: unknown) => void): () => void;
  /** Sends a client event on the socket (the chat's typing signal); false unless the connection is live. */
  send(event: string, data: unknown): boolean;
  close(): void;
};

type PusherMessage = { event: string; channel?: string; data?: unknown };

/**
 * Connects and signs in for `userId`. `authenticate` replaces the POST to /api/realtime/user-auth
 * (tests); `page` is the page's address (window.location in a browser).
 */
export async function openRealtime({
  config,
  userId,
  page,
  authenticate,
}: {
  config: BrowserRealtimeConfig;
  userId: string;
  page: PageLocation;
  authenticate?: UserAuthenticationHandler;
}): Promise<RealtimeConnection> {
  const { default: Pusher } = (await import("pusher-js")) as { default: typeof PusherType };
  const pusher = new Pusher(config.key, pusherOptions(config, page, authenticate));
  const ownChannel = serverToUserChannel(userId);
  let snapshot: RealtimeSnapshot = { state: "connecting", online: new Set() };
  let listening = false;
  /** The server closed the socket with 4009: reconnect, unless the session turned out to be over. */
  let refused = false;
  let sessionOver = false;
  let closed = false;
  let reconnects = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const handlers = new Set<(event: string, payload: unknown) => void>();

  const update = (next: Partial<RealtimeSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const connectionState = (): RealtimeState => {
    if (sessionOver) return "down";
    const current = pusher.connection.state;
    if (current === "connected") return listening ? "live" : "connecting";
    return current === "connecting" || current === "initialized" ? "connecting" : "down";
  };

  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    if (current !== "connected") {
      // A new connection signs in again, and the server then says again who is online.
      listening = false;
      update({ state: connectionState(), online: new Set() });
    } else update({ state: connectionState() });
    if (current === "disconnected" && refused && !sessionOver && !closed) {
      refused = false;
      const delay = RECONNECT_DELAYS_MS[Math.min(reconnects, RECONNECT_DELAYS_MS.length - 1)]!;
      reconnects += 1;
      reconnectTimer = setTimeout(() => pusher.connect(), delay);
    }
  });

  pusher.connection.bind("message", (message: PusherMessage) => {
    if (message.event === "pusher_internal:subscription_succeeded" && message.channel === ownChannel) {
      listening = true;
      reconnects = 0;
      update({ state: connectionState() });
    }
    if (message.event === "pusher:error" && (message.data as { code?: number } | undefined)?.code === UNAUTHORIZED)
      refused = true;
  });

  // Refused by the app (401/403): this session is over, so stop for good. Anything else (the app
  // unreachable for a moment) leaves the socket to the server's sign-in timeout and a reconnect.
  pusher.user.bind("pusher:signin_error", ({ status }: { status?: number }) => {
    if (status === 401 || status === 403) {
      sessionOver = true;
      pusher.disconnect();
    }
    update({ state: "down" });
  });

  pusher.user.bind_global((event: string, payload: unknown) => {
    if (event.startsWith("pusher:")) return;
    // Whom the user may see online changed: sign in again for the new watchlist.
    if (event === WATCHLIST_CHANGED_EVENT) {
      pusher.disconnect();
      pusher.connect();
      return;
    }
    for (const handler of handlers) handler(event, payload);
  });

  const setOnline = (ids: string[], online: boolean) => {
    const next = new Set(snapshot.online);
    for (const id of ids) {
      if (online) next.add(id);
      else next.delete(id);
    }
    update({ online: next });
  };
  pusher.user.watchlist.bind("online", ({ user_ids }: { user_ids: string[] }) => setOnline(user_ids, true));
  pusher.user.watchlist.bind("offline", ({ user_ids }: { user_ids: string[] }) => setOnline(user_ids, false));

  pusher.signin();

  return {
    snapshot: () => snapshot,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    send(event, data) {
      return connectionState() === "live" && pusher.send_event(event, data);
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      pusher.disconnect();
      update({ state: "off", online: new Set() });
      listeners.clear();
      handlers.clear();
    },
  };
}
