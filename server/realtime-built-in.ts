// The built-in realtime server as server/server.ts uses it. Its code is still plain JavaScript under
// scripts/realtime/ (it moves to server/realtime/ as TypeScript later); this module is the one place
// where the server meets it, and states the types of what it calls.
import type { EventEmitter } from "node:events";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
// @ts-expect-error -- plain JavaScript without declarations until it moves to server/realtime/.
import { builtInRealtimeFromEnv as untypedBuiltInRealtimeFromEnv } from "../scripts/realtime/built-in.mjs";

export interface BuiltInRealtime {
  /** Hears the WebSocket upgrades that are not the realtime server's: Next.js listens on it. */
  upgradesForNext: EventEmitter;
  /** Answers the signed events API (and returns true), or returns false for any other request. */
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  /** Takes the server's upgrades and, once it listens, publishes its address to app code. */
  attach(server: Server): void;
  /** Tells the sockets to reconnect (elsewhere, if there is another worker) and stops. */
  close(): Promise<void>;
}

/** The built-in server from the environment, or null when PUSHER_* settings name another one. */
export const builtInRealtimeFromEnv: (options: { trustedHops: number; env?: Record<string, string | undefined> }) => BuiltInRealtime | null =
  untypedBuiltInRealtimeFromEnv;
