import "server-only";
import { env } from "@/lib/env";
import { localRealtime } from "@/server/shared/realtime-contract";
import { builtInCredentials, type RealtimeCredentials } from "@/server/shared/realtime-credentials";
import type { BrowserRealtimeConfig } from "./channels";

export type { RealtimeCredentials };

/** Where the `pusher` package publishes over HTTP: an address, or hosted Pusher's cluster. */
export type PublishTarget = RealtimeCredentials &
  ({ host: string; port?: number; useTLS: boolean } | { cluster: string; useTLS: true });

function externalCredentials(): RealtimeCredentials | null {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = env;
  return appId && key && secret ? { appId, key, secret } : null;
}

/** The credentials sign-ins are signed with, whichever server is in use. */
export function realtimeCredentials(): RealtimeCredentials {
  return externalCredentials() ?? builtInCredentials(env.NEXTAUTH_SECRET);
}

/**
 * Where to publish over HTTP: the server PUSHER_* name. Null without them: the built-in server, when one
 * runs in this process, is reached in process (localRealtime, server/shared/realtime-contract.ts), and
 * under `next dev` and in tests that start none there is nothing to publish to.
 */
export function publishTarget(): PublishTarget | null {
  const external = externalCredentials();
  if (external && env.PUSHER_HOST) {
    return { ...external, host: env.PUSHER_HOST, port: env.PUSHER_PORT, useTLS: env.PUSHER_USE_TLS === "true" };
  }
  if (external && env.PUSHER_CLUSTER) return { ...external, cluster: env.PUSHER_CLUSTER, useTLS: true };
  return null;
}

/** What the browser needs to connect, or null when there is no server to connect to. */
export function browserRealtimeConfig(): BrowserRealtimeConfig | null {
  const external = externalCredentials();
  if (external && env.PUSHER_HOST) {
    const useTLS = env.PUSHER_USE_TLS === "true";
    return {
      kind: "host",
      key: external.key,
      host: env.PUSHER_WS_HOST ?? env.PUSHER_HOST,
      port: env.PUSHER_WS_PORT ?? env.PUSHER_PORT ?? (useTLS ? 443 : 80),
      useTLS,
    };
  }
  if (external && env.PUSHER_CLUSTER) return { kind: "cluster", key: external.key, cluster: env.PUSHER_CLUSTER };
  // The built-in server, on the page's own origin, once it listens in this process.
  const builtIn = localRealtime();
  return builtIn ? { kind: "built-in", key: builtIn.key } : null;
}
