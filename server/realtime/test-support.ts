// Helpers for the built-in server's tests: a server on a random port, and the real clients (the
// `pusher` package publishing, pusher-js's Node build subscribing) pointed at it.
import PusherServer from "pusher";
import type PusherClient from "pusher-js";
import { builtInCredentials, type BuiltInRealtimeOptions, createBuiltInRealtime } from "./built-in";
import { builtInClient, signedIn } from "./clients";
import { listenAlone } from "./listen-alone";

export { signedIn };

export const credentials = builtInCredentials("test-secret-for-the-realtime-tests");

export type TestServer = Awaited<ReturnType<typeof startRealtimeServer>>;

/** The built-in server alone on an http server of its own, listening on a random loopback port. */
export async function startRealtimeServer(options: Partial<BuiltInRealtimeOptions> = {}) {
  const realtime = createBuiltInRealtime({ credentials, ...options });
  return { realtime, ...(await listenAlone(realtime)) };
}

/**
 * For a test file: every server `start`ed and every client passed to `track` during a test is
 * disconnected and stopped after it (afterEach).
 */
export function cleanUpAfterEach(): {
  start(options?: Partial<BuiltInRealtimeOptions>): Promise<TestServer>;
  track<Client extends PusherClient>(client: Client): Client;
} {
  const servers: TestServer[] = [];
  const clients: PusherClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const server of servers.splice(0)) await server.stop();
  });
  return {
    async start(options) {
      const server = await startRealtimeServer(options);
      servers.push(server);
      return server;
    },
    track(client) {
      clients.push(client);
      return client;
    },
  };
}

export function publisher(port: number, secret = credentials.secret): PusherServer {
  return new PusherServer({
    appId: credentials.id,
    key: credentials.key,
    secret,
    host: "127.0.0.1",
    port: String(port),
    useTLS: false,
  });
}

/** A signed call of the events API with a JSON body (the `pusher` package's types say a string; it sends JSON of what it is given). */
export function signedPost(api: PusherServer, path: string, body: object): ReturnType<PusherServer["post"]> {
  return api.post({ path, body: body as unknown as string });
}

type ChannelSigner = (socketId: string, channel: string) => { auth: string; channel_data?: string };

/**
 * A pusher-js client as the browser module configures it, whose channel authorization signs with the
 * `pusher` package (the route handler /api/realtime/auth does the same). `member` is the presence
 * identity, `sign` replaces the signer (to forge or misdirect signatures).
 */
export function subscriber(
  port: number,
  {
    member = { user_id: "u1", user_info: { username: "u1" } },
    sign,
    activityTimeout,
  }: { member?: { user_id: string; user_info: object }; sign?: ChannelSigner; activityTimeout?: number } = {},
): PusherClient {
  const signer = publisher(port);
  const authorize =
    sign ??
    ((socketId, channel) =>
      signer.authorizeChannel(socketId, channel, channel.startsWith("presence-") ? member : undefined));
  return builtInClient(credentials.key, { port, authorize, activityTimeout });
}

/** Something pusher-js emits from: a channel, its connection, a user's watchlist. */
/* eslint-disable @typescript-eslint/no-explicit-any -- pusher-js's own listener type takes any */
type Emitter = {
  bind(event: string, listener: (data: any) => void): unknown;
  unbind(event: string, listener: (data: any) => void): unknown;
};

/** Resolves with the first `event` a pusher-js channel, connection or client emits; rejects after `ms`. */
export function nextEvent<T = any>(emitter: Emitter, event: string, ms = 3000): Promise<T> {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.unbind(event, listener);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const listener = (data: T) => {
      clearTimeout(timer);
      emitter.unbind(event, listener);
      resolve(data);
    };
    emitter.bind(event, listener);
  });
}

export async function connected(client: PusherClient): Promise<PusherClient> {
  if (client.connection.state !== "connected") await nextEvent(client.connection, "connected");
  return client;
}

/** Subscribes and waits for the server's answer: succeeded (its data) or the subscription error (thrown). */
export function subscribed(client: PusherClient, channelName: string) {
  const channel = client.subscribe(channelName);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the members of a presence channel, or {}
  return new Promise<{ channel: typeof channel; data: any }>((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", (data: unknown) => resolve({ channel, data }));
    channel.bind("pusher:subscription_error", (error: unknown) =>
      reject(Object.assign(new Error(`Subscription refused: ${JSON.stringify(error)}`), { details: error })),
    );
  });
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pusher-js client that signs in (Pusher's user authentication) as `id`, its user data signed with
 * the `pusher` package as the route handler /api/realtime/user-auth signs it: `session` and `iat` in
 * user_info, `watchlist` the ids whose online state it hears. `sign` replaces the signer.
 */
export function signedInClient(
  port: number,
  {
    id,
    session = `${id}-device`,
    watchlist = [],
    signedAt = Date.now(),
    sign,
  }: {
    id: string;
    session?: string;
    watchlist?: string[];
    signedAt?: number;
    sign?: (socketId: string) => { auth: string; user_data: string };
  },
): PusherClient {
  const signer = publisher(port);
  const authenticate =
    sign ?? ((socketId) => signer.authenticateUser(socketId, { id, user_info: { session, iat: signedAt }, watchlist }));
  const client = builtInClient(credentials.key, { port, authenticate });
  client.signin();
  return client;
}

/** Collects the user ids a signed-in client hears online, as the browser module does. */
export function watchOnline(client: PusherClient): Set<string> {
  const online = new Set<string>();
  client.user.watchlist.bind("online", ({ user_ids }: { user_ids: string[] }) =>
    user_ids.forEach((id) => online.add(id)),
  );
  client.user.watchlist.bind("offline", ({ user_ids }: { user_ids: string[] }) =>
    user_ids.forEach((id) => online.delete(id)),
  );
  return online;
}

/** Resolves with the close event's code once the client's socket is closed by the server. */
export function closedWith(client: PusherClient, ms = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still open after ${ms} ms`)), ms);
    client.connection.bind("message", (message: { event: string; data: { code: number } }) => {
      if (message.event === "pusher:error") {
        clearTimeout(timer);
        resolve(message.data.code);
      }
    });
  });
}

/** Polls until `check()` is true, or throws after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("Condition not met in time");
    await wait(20);
  }
}
