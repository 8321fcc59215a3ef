import "server-only";
import { createHmac } from "node:crypto";
import { builtInRealtimeUrl, env } from "@/lib/env";
import type { BrowserRealtimeConfig } from "./channels";

export type RealtimeCredentials = { appId: string; key: string; secret: string };

/** Where the `pusher` package publishes: an address, or hosted Pusher's cluster. */
export type PublishTarget = RealtimeCredentials & ({ host: string; port?: number; useTLS: boolean } | { cluster: string; useTLS: true });

/**
 * The built-in server's credentials, derived from NEXTAUTH_SECRET exactly as
 * server/realtime/built-in.ts derives them (both tests pin the same value).
 */
export function builtInCredentials(authSecret: string): RealtimeCredentials {
  const derive = (label: string) => createHmac("sha256", authSecret).update(`patitas realtime ${label}`).digest("hex");
  return { appId: "patitas", key: `patitas-${derive("key").slice(0, 20)}`, secret: derive("secret") };
}

function externalCredentials(): RealtimeCredentials | null {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = env;
  return appId && key && secret ? { appId, key, secret } : null;
}

/** Whether the app's own built-in server is in use (no PUSHER_* settings): it can end single sessions. */
export function usesBuiltInServer(): boolean {
  return externalCredentials() === null;
}

/** The credentials sign-ins are signed with, whichever server is in use. */
export function realtimeCredentials(): RealtimeCredentials {
  return externalCredentials() ?? builtInCredentials(env.NEXTAUTH_SECRET);
}

/** Where to publish, or null when no realtime server runs (`next dev` and tests without PUSHER_*). */
export function publishTarget(): PublishTarget | null {
  const external = externalCredentials();
  if (external && env.PUSHER_HOST) {
    return { ...external, host: env.PUSHER_HOST, port: env.PUSHER_PORT, useTLS: env.PUSHER_USE_TLS === "true" };
  }
  if (external && env.PUSHER_CLUSTER) return { ...external, cluster: env.PUSHER_CLUSTER, useTLS: true };
  const builtIn = builtInRealtimeUrl();
  if (!builtIn) return null;
  const { hostname, port } = new URL(builtIn);
  return { ...builtInCredentials(env.NEXTAUTH_SECRET), host: hostname, port: Number(port), useTLS: false };
}

/** What the browser needs to connect, or null when there is no server to connect to. */
export function browserRealtimeConfig(): BrowserRealtimeConfig | null {
  const external = externalCredentials();
  if (external && env.PUSHER_HOST) {
    const useTLS = env.PUSHER_USE_TLS === "true";
    return { kind: "host", key: external.key, host: env.PUSHER_WS_HOST ?? env.PUSHER_HOST, port: env.PUSHER_WS_PORT ?? env.PUSHER_PORT ?? (useTLS ? 443 : 80), useTLS };
  }
  if (external && env.PUSHER_CLUSTER) return { kind: "cluster", key: external.key, cluster: env.PUSHER_CLUSTER };
  return builtInRealtimeUrl() ? { kind: "built-in", key: builtInCredentials(env.NEXTAUTH_SECRET).key } : null;
}
