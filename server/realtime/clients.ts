// pusher-js clients (its Node build) of the built-in server, as its tests (test-support.ts) and the
// realtime benchmark (scripts/bench-realtime.mjs) open them: WebSocket only, no stats, the socket path
// of REALTIME_PATH, and the channel authorization or sign-in done by a function instead of an HTTP call.
import PusherClient from "pusher-js";
import type {
  ChannelAuthorizationCallback,
  ChannelAuthorizationHandler,
  UserAuthenticationCallback,
  UserAuthenticationHandler,
} from "pusher-js";
import { REALTIME_PATH } from "./built-in";

type ChannelAuthorizationData = NonNullable<Parameters<ChannelAuthorizationCallback>[1]>;
type UserAuthenticationData = NonNullable<Parameters<UserAuthenticationCallback>[1]>;

export interface BuiltInClientOptions {
  host?: string;
  port: number;
  /** Signs a channel subscription (private-, presence-), as /api/realtime/auth does. */
  authorize?: (socketId: string, channel: string) => ChannelAuthorizationData;
  /** Signs the user in (Pusher's user authentication), as /api/realtime/user-auth does. */
  authenticate?: (socketId: string) => UserAuthenticationData | Promise<UserAuthenticationData>;
  /** pusher-js's own idle time before it pings, in ms. */
  activityTimeout?: number;
}

/** Calls back with what `sign` returns or resolves to, or with the error it throws or rejects with. */
function answer<Data>(
  sign: () => Data | Promise<Data>,
  callback: (error: Error | null, data: Data | null) => void,
): void {
  new Promise<Data>((resolve) => resolve(sign())).then(
    (data) => callback(null, data),
    (error: Error) => callback(error, null),
  );
}

/** A pusher-js client of the built-in server at host:port (127.0.0.1 by default) for the app `key`. */
export function builtInClient(
  key: string,
  { host = "127.0.0.1", port, authorize, authenticate, activityTimeout }: BuiltInClientOptions,
): PusherClient {
  const channelHandler: ChannelAuthorizationHandler | undefined =
    authorize && (({ socketId, channelName }, callback) => answer(() => authorize(socketId, channelName), callback));
  const userHandler: UserAuthenticationHandler | undefined =
    authenticate && (({ socketId }, callback) => answer(() => authenticate(socketId), callback));
  return new PusherClient(key, {
    cluster: "built-in",
    wsHost: host,
    wsPort: port,
    wsPath: REALTIME_PATH,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    ...(activityTimeout ? { activityTimeout } : {}),
    ...(channelHandler ? { channelAuthorization: { customHandler: channelHandler } } : {}),
    ...(userHandler ? { userAuthentication: { customHandler: userHandler } } : {}),
  } as ConstructorParameters<typeof PusherClient>[1]);
}

/**
 * Resolves once the client's server-to-user channel is subscribed, i.e. events sent to its user arrive;
 * rejects when the sign-in is refused or takes longer than `ms`. The client signs in by itself (signin()).
 */
export function signedIn(client: PusherClient, ms = 3000): Promise<PusherClient> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Not signed in within ${ms} ms (state ${client.connection.state})`)),
      ms,
    );
    const listener = (message: { event: string; channel?: string }) => {
      if (
        message.event !== "pusher_internal:subscription_succeeded" ||
        !message.channel?.startsWith("#server-to-user-")
      )
        return;
      clearTimeout(timer);
      client.connection.unbind("message", listener);
      resolve(client);
    };
    client.connection.bind("message", listener);
    client.user.bind("pusher:signin_error", (error: unknown) => {
      clearTimeout(timer);
      reject(new Error(`Sign-in refused: ${JSON.stringify(error)}`));
    });
  });
}
