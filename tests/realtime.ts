// The built-in realtime server for TypeScript tests: its ES modules do not load into Jest's CommonJS
// test files, so it runs in a process of its own (scripts/realtime/standalone.mjs) with this test's
// session secret, and the app publishes to it as it does to the one of `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { UserAuthenticationHandler } from "pusher-js";
import { POST } from "@/app/api/realtime/user-auth/route";
import type { SessionClaims } from "@/lib/auth/session-claims";
import { env } from "@/lib/env";
import { openRealtime, type RealtimeConnection } from "@/lib/realtime/browser";
import { builtInCredentials } from "@/lib/realtime/config";
import { setClaims } from "./session";

export async function startRealtimeServer(): Promise<{ port: number; stop(): void }> {
  // Through tsx: the realtime modules import the front door's TypeScript (server/front-door/client-ip.ts).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts/realtime/standalone.mjs")], {
    // No DATABASE_URL: one process, so the in-process bus.
    env: { ...process.env, NEXTAUTH_SECRET: env.NEXTAUTH_SECRET, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  const { port } = JSON.parse(String(first.value)) as { port: number };
  // What scripts/realtime/built-in.mjs sets in the app's process once it listens.
  process.env.PATITAS_REALTIME_BUILTIN_URL = `http://127.0.0.1:${port}`;
  return {
    port,
    stop() {
      delete process.env.PATITAS_REALTIME_BUILTIN_URL;
      child.kill();
    },
  };
}

export function authRequest(fields: Record<string, string>): Request {
  return new Request("http://localhost/api/realtime/user-auth", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * pusher-js's user authentication through the real route handler, as the signed-in test user, or as the
 * holder of `claims` (a cookie: each connection of a test keeps its own, whoever signed in since).
 */
export function authenticateAs(claims?: SessionClaims | null): UserAuthenticationHandler {
  return ({ socketId }, callback) => {
    // The route reads the claims before its first await, so another connection's claims cannot slip in.
    if (claims !== undefined) setClaims(claims);
    POST(authRequest({ socket_id: socketId }))
      .then(async (response) => (response.ok ? callback(null, await response.json()) : callback(new Error(`status ${response.status}`), null)))
      .catch((error: Error) => callback(error, null));
  };
}

/**
 * For a test file: the built-in server started before its tests and stopped after them, and `open`, the
 * browser module's connection to it as `userId`, signed in through the route with `claims` (a cookie) or
 * as the signed-in test user; every connection opened is closed with the server.
 */
export function browserRealtimeHarness(): { open(userId: string, claims?: SessionClaims | null): Promise<RealtimeConnection> } {
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const opened: RealtimeConnection[] = [];
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterAll(() => {
    for (const connection of opened) connection.close();
    server.stop();
  });
  return {
    async open(userId, claims) {
      const connection = await openRealtime({
        config: { kind: "built-in", key: builtInCredentials(env.NEXTAUTH_SECRET).key },
        userId,
        page: { protocol: "http:", hostname: "127.0.0.1", port: String(server.port) },
        authenticate: authenticateAs(claims),
      });
      opened.push(connection);
      return connection;
    },
  };
}
