// Channel names and the browser's connection settings, shared by the server (which authorizes and
// publishes) and the browser (which subscribes). docs/decisions/010-realtime-transport.md.

/** Everything published to one user (new message, notification, badge counts) goes to their private channel. */
export function userChannel(userId: string): string {
  return `private-user-${userId}`;
}

/** Who is online: every signed-in user joins it as themself, with their username and avatar. */
export const PRESENCE_CHANNEL = "presence-online";

/** Where the built-in server takes sockets (pusher-js's wsPath); scripts/realtime/built-in.mjs says the same. */
export const BUILT_IN_SOCKET_PATH = "/api/realtime";

/** What a presence member carries besides their id. */
export type MemberInfo = { username: string; avatarUrl: string | null };

/**
 * How the browser reaches the realtime server: the built-in one on the page's own origin, hosted
 * Pusher by cluster, or another Pusher-protocol server (soketi) by address.
 */
export type BrowserRealtimeConfig =
  | { kind: "built-in"; key: string }
  | { kind: "cluster"; key: string; cluster: string }
  | { kind: "host"; key: string; host: string; port: number; useTLS: boolean };
