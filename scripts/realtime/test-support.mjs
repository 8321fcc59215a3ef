// Helpers for the built-in server's tests: a server on a random port, and the real clients (the
// `pusher` package publishing, pusher-js's Node build subscribing) pointed at it.
import { createServer } from "node:http";
import PusherServer from "pusher";
import PusherClient from "pusher-js";
import { builtInCredentials, createBuiltInRealtime, REALTIME_PATH } from "./built-in.mjs";

export const credentials = builtInCredentials("test-secret-for-the-realtime-tests");

/** The built-in server alone on an http server of its own, listening on a random loopback port. */
export async function startRealtimeServer(options = {}) {
  const realtime = createBuiltInRealtime({ credentials, ...options });
  const server = createServer((req, res) => {
    if (!realtime.handleHttp(req, res)) res.writeHead(404).end();
  });
  realtime.attach(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    port,
    realtime,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function publisher(port, secret = credentials.secret) {
  return new PusherServer({ appId: credentials.id, key: credentials.key, secret, host: "127.0.0.1", port: String(port), useTLS: false });
}

/**
 * A pusher-js client as the browser module configures it, whose channel authorization signs with the
 * `pusher` package (the route handler /api/realtime/auth does the same). `member` is the presence
 * identity, `sign` replaces the signer (to forge or misdirect signatures).
 */
export function subscriber(port, { member = { user_id: "u1", user_info: { username: "u1" } }, sign, activityTimeout } = {}) {
  const signer = publisher(port);
  const authorize = sign ?? ((socketId, channel) => signer.authorizeChannel(socketId, channel, channel.startsWith("presence-") ? member : undefined));
  const clients = new PusherClient(credentials.key, {
    cluster: "built-in",
    wsHost: "127.0.0.1",
    wsPort: port,
    wsPath: REALTIME_PATH,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    ...(activityTimeout ? { activityTimeout } : {}),
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        try {
          callback(null, authorize(socketId, channelName));
        } catch (error) {
          callback(error, null);
        }
      },
    },
  });
  return clients;
}

/** Resolves with the first `event` a pusher-js channel, connection or client emits; rejects after `ms`. */
export function nextEvent(emitter, event, ms = 3000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.unbind(event, listener);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const listener = (data) => {
      clearTimeout(timer);
      emitter.unbind(event, listener);
      resolve(data);
    };
    emitter.bind(event, listener);
  });
}

export async function connected(client) {
  if (client.connection.state !== "connected") await nextEvent(client.connection, "connected");
  return client;
}

/** Subscribes and waits for the server's answer: succeeded (its data) or the subscription error (thrown). */
export function subscribed(client, channelName) {
  const channel = client.subscribe(channelName);
  return new Promise((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", (data) => resolve({ channel, data }));
    channel.bind("pusher:subscription_error", (error) => reject(Object.assign(new Error(`Subscription refused: ${JSON.stringify(error)}`), { details: error })));
  });
}

export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pusher-js client that signs in (Pusher's user authentication) as `id`, its user data signed with
 * the `pusher` package as the route handler /api/realtime/user-auth signs it: `session` and `iat` in
 * user_info, `watchlist` the ids whose online state it hears. `sign` replaces the signer.
 */
export function signedInClient(port, { id, session = `${id}-device`, watchlist = [], signedAt = Date.now(), sign } = {}) {
  const signer = publisher(port);
  const authenticate = sign ?? ((socketId) => signer.authenticateUser(socketId, { id, user_info: { session, iat: signedAt }, watchlist }));
  const client = new PusherClient(credentials.key, {
    cluster: "built-in",
    wsHost: "127.0.0.1",
    wsPort: port,
    wsPath: REALTIME_PATH,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        try {
          callback(null, authenticate(socketId));
        } catch (error) {
          callback(error, null);
        }
      },
    },
  });
  client.signin();
  return client;
}

/** Resolves once the client's server-to-user channel is subscribed, i.e. events sent to the user arrive. */
export function signedIn(client, ms = 3000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not signed in within ${ms} ms (state ${client.connection.state})`)), ms);
    const listener = (message) => {
      if (message.event === "pusher_internal:subscription_succeeded" && message.channel?.startsWith("#server-to-user-")) {
        clearTimeout(timer);
        client.connection.unbind("message", listener);
        resolve(client);
      }
    };
    client.connection.bind("message", listener);
  });
}

/** Collects the user ids a signed-in client hears online, as the browser module does. */
export function watchOnline(client) {
  const online = new Set();
  client.user.watchlist.bind("online", ({ user_ids }) => user_ids.forEach((id) => online.add(id)));
  client.user.watchlist.bind("offline", ({ user_ids }) => user_ids.forEach((id) => online.delete(id)));
  return online;
}

/** Resolves with the close event's code once the client's socket is closed by the server. */
export function closedWith(client, ms = 3000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still open after ${ms} ms`)), ms);
    client.connection.bind("message", (message) => {
      if (message.event === "pusher:error") {
        clearTimeout(timer);
        resolve(message.data.code);
      }
    });
  });
}

/** Polls until `check()` is true, or throws after `ms`. */
export async function until(check, ms = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("Condition not met in time");
    await wait(20);
  }
}
