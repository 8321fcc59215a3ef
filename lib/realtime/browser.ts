// The browser's realtime connection: pusher-js, loaded only when a page first asks for it, subscribed
// to the signed-in user's private channel and the presence channel. One per tab, shared by every
// component (use-realtime.ts); the state says when events may be missed, so callers fall back to
// fetching (DESIGN §5: PostgreSQL is the source of truth, realtime only signals).
import type PusherType from "pusher-js";
import type { ChannelAuthorizationHandler, Options as PusherOptions } from "pusher-js";
import { BUILT_IN_SOCKET_PATH, PRESENCE_CHANNEL, userChannel, type BrowserRealtimeConfig, type MemberInfo } from "./channels";

/**
 * off: not started or stopped; connecting: on the way (first time or again); live: connected and
 * subscribed to the user's channel, so events arrive; down: the server cannot be reached for now
 * (pusher-js keeps retrying) or refused the subscription.
 */
export type RealtimeState = "off" | "connecting" | "live" | "down";

export type RealtimeSnapshot = { state: RealtimeState; online: ReadonlyMap<string, MemberInfo> };

/** The page's address, for the built-in server which listens on the app's own origin. */
type PageLocation = Pick<Location, "protocol" | "hostname" | "port">;

export function pusherOptions(config: BrowserRealtimeConfig, page: PageLocation, authorize?: ChannelAuthorizationHandler): PusherOptions {
  // WebSocket only: no HTTP fallbacks to other hosts, no stats beacon (and a small connect-src).
  const common = {
    enabledTransports: ["ws", "wss"] as PusherOptions["enabledTransports"],
    disableStats: true,
    channelAuthorization: authorize ? { customHandler: authorize } : { endpoint: "/api/realtime/auth", transport: "ajax" as const },
  };
  if (config.kind === "cluster") return { ...common, cluster: config.cluster, forceTLS: true };
  if (config.kind === "host") return { ...common, cluster: "", wsHost: config.host, wsPort: config.port, wssPort: config.port, forceTLS: config.useTLS };
  const secure = page.protocol === "https:";
  const port = Number(page.port) || (secure ? 443 : 80);
  return { ...common, cluster: "", wsHost: page.hostname, wsPort: port, wssPort: port, wsPath: BUILT_IN_SOCKET_PATH, forceTLS: secure };
}

export type RealtimeConnection = {
  snapshot(): RealtimeSnapshot;
  /** Called on every state or presence change. Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Every event published to the user's private channel (publishToUser). Returns the unsubscribe function. */
  onEvent(handler: (event: string, payload: unknown) => void): () => void;
  close(): void;
};

/**
 * Connects for `userId`. `authorize` replaces the POST to /api/realtime/auth (tests); `page` is the
 * page's address (window.location in a browser).
 */
export async function openRealtime({ config, userId, page, authorize }: { config: BrowserRealtimeConfig; userId: string; page: PageLocation; authorize?: ChannelAuthorizationHandler }): Promise<RealtimeConnection> {
  const { default: Pusher } = (await import("pusher-js")) as { default: typeof PusherType };
  const pusher = new Pusher(config.key, pusherOptions(config, page, authorize));
  let snapshot: RealtimeSnapshot = { state: "connecting", online: new Map() };
  let subscribed = false;
  const listeners = new Set<() => void>();
  const handlers = new Set<(event: string, payload: unknown) => void>();

  const update = (next: Partial<RealtimeSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const connectionState = (): RealtimeState => {
    const current = pusher.connection.state;
    if (current === "connected") return subscribed ? "live" : "connecting";
    return current === "connecting" || current === "initialized" ? "connecting" : "down";
  };

  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    // A new connection must subscribe again before events flow.
    if (current !== "connected") subscribed = false;
    update({ state: connectionState() });
  });

  const own = pusher.subscribe(userChannel(userId));
  own.bind("pusher:subscription_succeeded", () => {
    subscribed = true;
    update({ state: connectionState() });
  });
  own.bind("pusher:subscription_error", () => update({ state: "down" }));
  own.bind_global((event: string, payload: unknown) => {
    if (!event.startsWith("pusher:")) for (const handler of handlers) handler(event, payload);
  });

  type Member = { id: string; info: MemberInfo };
  const presence = pusher.subscribe(PRESENCE_CHANNEL);
  presence.bind("pusher:subscription_succeeded", (members: { each(callback: (member: Member) => void): void }) => {
    const online = new Map<string, MemberInfo>();
    members.each((member) => online.set(member.id, member.info));
    update({ online });
  });
  presence.bind("pusher:member_added", (member: Member) => update({ online: new Map(snapshot.online).set(member.id, member.info) }));
  presence.bind("pusher:member_removed", (member: Member) => {
    const online = new Map(snapshot.online);
    online.delete(member.id);
    update({ online });
  });

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
    close() {
      pusher.disconnect();
      update({ state: "off", online: new Map() });
      listeners.clear();
      handlers.clear();
    },
  };
}
