// The built-in realtime server for the app's tests, in the test's own process with this test's session
// secret (the one-process bus: no DATABASE_URL), and the app publishes to it as it does to the one of
// `npm start`: once it listens, it registers itself in this process (server/shared/realtime-contract.ts).
import Pusher from "pusher";
import type PusherClient from "pusher-js";
import type { UserAuthenticationHandler } from "pusher-js";
import { POST } from "@/app/api/realtime/user-auth/route";
import type { SessionClaims } from "@/lib/auth/session-claims";
import { env } from "@/lib/env";
import { openRealtime, type RealtimeConnection } from "@/lib/realtime/browser";
import { builtInCredentials, createBuiltInRealtime } from "@/server/realtime/built-in";
import { builtInClient, signedIn } from "@/server/realtime/clients";
import { listenAlone } from "@/server/realtime/listen-alone";
import { setClaims } from "./session";

/** The server on loopback; `apiRequests()` counts the HTTP requests its events API received. */
export async function startRealtimeServer(): Promise<{ port: number; apiRequests(): number; stop(): Promise<void> }> {
  let apiRequests = 0;
  const listening = await listenAlone(
    createBuiltInRealtime({ credentials: builtInCredentials(env.NEXTAUTH_SECRET) }),
    0,
    (req) => {
      if (req.url?.startsWith("/apps/")) apiRequests += 1;
    },
  );
  return { port: listening.port, apiRequests: () => apiRequests, stop: () => listening.stop() };
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
      .then(async (response) =>
        response.ok ? callback(null, await response.json()) : callback(new Error(`status ${response.status}`), null),
      )
      .catch((error: Error) => callback(error, null));
  };
}

/**
 * For a test file: the built-in server started before its tests and stopped after them, and `open`, the
 * browser module's connection to it as `userId`, signed in through the route with `claims` (a cookie) or
 * as the signed-in test user; every connection opened is closed with the server.
 */
export function browserRealtimeHarness(): {
  open(userId: string, claims?: SessionClaims | null): Promise<RealtimeConnection>;
} {
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const opened: RealtimeConnection[] = [];
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterAll(async () => {
    for (const connection of opened) connection.close();
    await server.stop();
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

export { until } from "@/server/realtime/test-support";

/**
 * A raw pusher-js socket signed in as `id` watching `watchlist`, signed as the app signs, which never
 * signs in again by itself (as a tampered browser would not): what it hears, the server decided. `heard`
 * lists in order its watchlist events ("online <id>", "offline <id>") and the names of its user's events.
 */
export async function rawSocket(
  port: number,
  id: string,
  watchlist: string[],
): Promise<{ client: PusherClient; heard: string[] }> {
  const app = builtInCredentials(env.NEXTAUTH_SECRET);
  const signer = new Pusher({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: "127.0.0.1",
    port: String(port),
    useTLS: false,
  });
  const client = builtInClient(app.key, {
    port,
    authenticate: (socketId) =>
      signer.authenticateUser(socketId, { id, user_info: { session: `${id}-raw`, iat: Date.now() }, watchlist }),
  });
  const heard: string[] = [];
  client.user.watchlist.bind("online", ({ user_ids }: { user_ids: string[] }) =>
    heard.push(...user_ids.map((user) => `online ${user}`)),
  );
  client.user.watchlist.bind("offline", ({ user_ids }: { user_ids: string[] }) =>
    heard.push(...user_ids.map((user) => `offline ${user}`)),
  );
  client.user.bind_global((event: string) => void (event.startsWith("pusher:") || heard.push(event)));
  client.signin();
  await signedIn(client);
  return { client, heard };
}
