// Channel names and the browser's connection settings, shared by the server (which authorizes and
// publishes) and the browser (which subscribes). docs/decisions/010-realtime-transport.md.

/**
 * Everything published to one user (new message, notification, badge counts) goes to the sockets signed
 * in as them: Pusher's server-to-user channel, which only a socket signed in as that user may join.
 */
export function serverToUserChannel(userId: string): string {
  return `#server-to-user-${userId}`;
}

/** Where pusher-js asks to sign its socket in (Pusher's user authentication). */
export const USER_AUTH_ENDPOINT = "/api/realtime/user-auth";

/** Where the built-in server takes sockets (pusher-js's wsPath); server/realtime/built-in.ts says the same. */
export const BUILT_IN_SOCKET_PATH = "/api/realtime";

/**
 * How the browser reaches the realtime server: the built-in one on the page's own origin, hosted
 * Pusher by cluster, or another Pusher-protocol server (soketi) by address.
 */
export type BrowserRealtimeConfig =
  | { kind: "built-in"; key: string }
  | { kind: "cluster"; key: string; cluster: string }
  | { kind: "host"; key: string; host: string; port: number; useTLS: boolean };
