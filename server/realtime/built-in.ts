// The built-in Pusher-protocol server of `npm start`, on the app's own port: WebSocket upgrades under
// /api/realtime/app/{key} and the HTTP events API under /apps/{id}/. It runs when no PUSHER_* setting
// names another server (docs/decisions/010-realtime-transport.md). server/server.ts wires it in.
import { EventEmitter } from "node:events";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { log } from "../shared/log";
import { localRealtime, registerLocalRealtime, type LocalRealtime } from "../shared/realtime-contract";
import { BUILT_IN_APP_ID, builtInCredentials as deriveCredentials } from "../shared/realtime-credentials";
import type { NotifyBus } from "../bus/notify-bus";
import { type Bus, createChannelBus, createLocalBus } from "./bus";
import { createHttpApi, createPublisher, type OutageSwitch } from "./http-api";
import { createHub, type Hub } from "./hub";
import type { AppCredentials } from "./protocol";
import { createSocketServer } from "./socket-server";

/** pusher-js's wsPath: sockets connect to `${REALTIME_PATH}/app/{key}`. lib/realtime/config.ts says the same. */
export const REALTIME_PATH = "/api/realtime";
export { BUILT_IN_APP_ID };

const DEFAULT_MAX_SOCKETS_PER_IP = 100;

/** The built-in server's key and secret (server/shared/realtime-credentials.ts derives them), in the hub's shape. */
export function builtInCredentials(authSecret: string): AppCredentials {
  const { appId, key, secret } = deriveCredentials(authSecret);
  return { id: appId, key, secret };
}

/** Whether PUSHER_* settings point the app at hosted Pusher or another Pusher-protocol server. */
export function usesExternalServer(env: Environment): boolean {
  return Boolean(env.PUSHER_APP_ID || env.PUSHER_KEY || env.PUSHER_SECRET);
}

/** REALTIME_MAX_SOCKETS_PER_IP, parsed strictly like TRUSTED_PROXY_HOPS (lib/env.ts validates it too). */
export function parseMaxSocketsPerIp(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_MAX_SOCKETS_PER_IP;
  const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= 100_000))
    throw new Error(
      `Invalid configuration: REALTIME_MAX_SOCKETS_PER_IP must be a whole number from 1 to 100000, not "${raw}".`,
    );
  return value;
}

type Environment = Record<string, string | undefined>;

export interface BuiltInRealtimeOptions {
  credentials: AppCredentials;
  trustedHops?: number;
  /** With a database, the processes hear each other through its LISTEN/NOTIFY: the process's bus (server/bus/notify-bus.ts). */
  notifyBus?: NotifyBus | null;
  bus?: Bus;
  activityTimeoutSeconds?: number;
  pongTimeoutMs?: number;
  maxSocketsPerIp?: number;
  maxChannelsPerSocket?: number;
  maxMessageBytes?: number;
  signinTimeoutMs?: number | null;
  testControl?: boolean;
}

export interface BuiltInRealtime {
  credentials: AppCredentials;
  bus: Bus;
  hub: Hub;
  /** Hears the WebSocket upgrades that are not the realtime server's: Next.js listens on it. */
  upgradesForNext: EventEmitter;
  /** Answers the signed events API (and returns true), or returns false for any other request. */
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  /** Takes the server's upgrades and, once it listens, registers itself for app code in this process. */
  attach(server: Server): void;
  /** How many sockets are open on this process. */
  socketsOpen(): number;
  /** Tells the sockets to reconnect (elsewhere, if there is another worker) and stops. */
  close(): Promise<void>;
}

/**
 * The server's parts, not yet attached to an HTTP server. Options are for tests and the benchmark;
 * `npm start` takes the defaults.
 */
export function createBuiltInRealtime({
  credentials,
  trustedHops = 0,
  notifyBus = null,
  bus = notifyBus ? createChannelBus(notifyBus) : createLocalBus(),
  activityTimeoutSeconds = 120,
  pongTimeoutMs = 30_000,
  maxSocketsPerIp = DEFAULT_MAX_SOCKETS_PER_IP,
  maxChannelsPerSocket = 20,
  maxMessageBytes = 16 * 1024,
  // Every Patitas socket signs in (Pusher's user authentication) as soon as it connects; one that has
  // not within this time is closed, as hosted Pusher does when "authorized connections" is on.
  signinTimeoutMs = 30_000,
  testControl = false,
}: BuiltInRealtimeOptions): BuiltInRealtime {
  const hub = createHub({ app: credentials, bus, maxChannelsPerSocket, activityTimeoutSeconds, signinTimeoutMs });
  // The end-to-end tests' outage switch (REALTIME_TEST_CONTROL=1, never set in production): while down,
  // every socket is closed, upgrades are refused and publishing answers 503, as if this server stopped.
  // The switch itself is a signed API call (http-api.ts), so only the app secret's holder can flip it.
  let down = false;
  const outage: OutageSwitch | null = testControl
    ? {
        isDown: () => down,
        set(next) {
          if (next && !down) hub.disconnectAll(1001, "Server stopped");
          down = next;
        },
      }
    : null;
  const sockets = createSocketServer({
    hub,
    appKey: credentials.key,
    path: REALTIME_PATH,
    trustedHops,
    maxMessageBytes,
    maxSocketsPerIp,
    activityTimeoutSeconds,
    pongTimeoutMs,
    isDown: () => down,
  });
  const handleHttp = createHttpApi({ app: credentials, hub, outage });
  // App code in this process publishes without HTTP: what the events API does once a call is verified.
  const publisher = createPublisher({ hub, outage });
  const local: LocalRealtime = {
    key: credentials.key,
    publish: (events) => publisher.publish(events),
    terminate: (userId, sessions) => publisher.terminate(userId, sessions && [...sessions]),
    check: async () => publisher.refuseWhileDown(),
  };
  // Next.js ends every upgrade whose path one of its routes matches, and the [locale] catch-all
  // matches them all, sockets included. It only listens on the `httpServer` it is given, so it gets
  // this emitter, which hears the upgrades that are not ours.
  const upgradesForNext = new EventEmitter();

  return {
    credentials,
    bus,
    hub,
    upgradesForNext,
    /** For the request listener: answers the events API and returns true, or returns false. */
    handleHttp,
    attach(server) {
      server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (sockets.handleUpgrade(req, socket, head)) return;
        if (upgradesForNext.listenerCount("upgrade") > 0) upgradesForNext.emit("upgrade", req, socket, head);
        else socket.destroy();
      });
      // Browsers are told to connect only once sockets can be accepted.
      server.once("listening", () => registerLocalRealtime(local));
    },
    socketsOpen: sockets.socketsOpen,
    async close() {
      if (localRealtime() === local) registerLocalRealtime(null);
      await hub.close();
      await bus.close();
    },
  };
}

/**
 * REALTIME_TEST_CONTROL=1 turns on the tests' outage switch (playwright.config.ts sets it for the e2e
 * server). Only "1" counts, and the server says so at start, so it is never on by accident unnoticed.
 */
export function testControlFromEnv(env: Environment): boolean {
  if (env.REALTIME_TEST_CONTROL !== "1") return false;
  log.warn("Realtime: REALTIME_TEST_CONTROL=1, the test outage switch is on (never set this in production).");
  return true;
}

/** What server/server.ts calls: the built-in server from the environment, or null when PUSHER_* name another. */
export function builtInRealtimeFromEnv({
  trustedHops,
  env = process.env,
  notifyBus = null,
}: {
  trustedHops: number;
  env?: Environment;
  notifyBus?: NotifyBus | null;
}): BuiltInRealtime | null {
  if (usesExternalServer(env)) return null;
  if (!env.NEXTAUTH_SECRET)
    throw new Error(
      "Invalid configuration: the built-in realtime server derives its keys from NEXTAUTH_SECRET, which is not set.",
    );
  return createBuiltInRealtime({
    credentials: builtInCredentials(env.NEXTAUTH_SECRET),
    trustedHops,
    notifyBus,
    maxSocketsPerIp: parseMaxSocketsPerIp(env.REALTIME_MAX_SOCKETS_PER_IP),
    testControl: testControlFromEnv(env),
  });
}
