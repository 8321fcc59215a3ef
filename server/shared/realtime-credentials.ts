// The built-in realtime server's credentials, derived in this one place (docs/decisions/069-one-server-pipeline.md):
// the server (server/realtime/built-in.ts) accepts signatures made with them and the app
// (lib/realtime/config.ts) signs sign-ins with them. Apart from realtime-contract.ts because this needs
// node:crypto, and that module is also compiled into the browser's bundle (lib/realtime/events.ts).
import { createHmac } from "node:crypto";

export const BUILT_IN_APP_ID = "patitas";

export type RealtimeCredentials = { appId: string; key: string; secret: string };

/**
 * Derived from NEXTAUTH_SECRET: every worker and instance that shares the session secret agrees on them
 * without another file or setting, and a new session secret rotates them too.
 */
export function builtInCredentials(authSecret: string): RealtimeCredentials {
  const derive = (label: string) => createHmac("sha256", authSecret).update(`patitas realtime ${label}`).digest("hex");
  return { appId: BUILT_IN_APP_ID, key: `patitas-${derive("key").slice(0, 20)}`, secret: derive("secret") };
}

/**
 * A typing pass's signature (realtime-contract.ts, decision 081): the app signs passes with it and the
 * built-in server checks them with it. The "typing::" prefix keeps it apart from every other signature
 * made with the app secret.
 */
export function typingPassSignature(secret: string, from: string, to: string, exp: number): string {
  return createHmac("sha256", secret).update(`typing::${from}::${to}::${exp}`, "utf8").digest("hex");
}
