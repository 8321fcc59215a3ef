// The heart of the built-in Pusher-protocol server: which socket listens on which channel, what a
// socket may do (sign in as a user, subscribe with a valid signature, unsubscribe, ping; of client
// events, only the chat's typing signal with the app's pass: typing-relay.ts), and the delivery of published events, presence changes and watchlist events. Transport-free: socket-server.ts feeds it the
// WebSocket connections, http-api.ts the published events, bus.ts the other processes' messages.
import {
  codes,
  errorFrame,
  frame,
  isClientEvent,
  isPresenceChannel,
  isValidChannelAuth,
  isValidChannelName,
  isValidUserAuth,
  needsAuthorization,
  SERVER_TO_USER_PREFIX,
  serverToUserChannel,
} from "./protocol";
import { log } from "../shared/log";
import {
  removedWatchIds,
  TYPING_EVENT,
  TYPING_SOCKET_EVENT,
  WATCHLIST_CHANGED_EVENT,
} from "../shared/realtime-contract";
import type { Bus, BusMessage, PublishedEvent } from "./bus";
import { type MemberInfo, PresenceView } from "./presence";
import type { AppKeys } from "./protocol";
import { createTypingRelay, readTypingPass } from "./typing-relay";
import { createRevocations, parseSignedInUser, type SignedInUser } from "./user-auth";

// Pusher's own limits on presence members' data.
const MAX_USER_ID_LENGTH = 128;
const MAX_USER_INFO_BYTES = 1024;
const HEARTBEAT_MS = 20_000;
const NODE_SILENCE_MS = 60_000;
/**
 * Who is signed in, across processes, kept in the presence view under a name no client can subscribe
 * to (channel names cannot start with "#"): a user is online while any process holds a signed-in
 * socket of theirs. Watchlist events are its transitions.
 */
const ONLINE = "#online";

/** Omit over each member of a union (the built-in Omit would merge them). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One open socket as the transport hands it to the hub. */
export interface Connection {
  id: string;
  /** channel → the presence member's user id on it, or null on other channels */
  channels: Map<string, string | null>;
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Who signed in on this socket (set by the hub). */
  user?: SignedInUser | null;
  signinTimer?: NodeJS.Timeout;
}

/** pusher:subscribe's data as a client sends it: anything, until checked. */
type SubscribeData = { channel?: unknown; auth?: unknown; channel_data?: unknown } | null | undefined;
type SigninData = { user_data?: unknown; auth?: unknown } | null | undefined;

function parseMemberData(channelData: string): { userId: string; info: MemberInfo } | null {
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown } | null;
    const userId = typeof parsed?.user_id === "number" ? String(parsed.user_id) : parsed?.user_id;
    if (typeof userId !== "string" || userId.length === 0 || userId.length > MAX_USER_ID_LENGTH) return null;
    const info = parsed?.user_info ?? {};
    if (Buffer.byteLength(JSON.stringify(info)) > MAX_USER_INFO_BYTES) return null;
    return { userId, info };
  } catch {
    return null;
  }
}

export interface HubOptions {
  app: AppKeys;
  bus: Bus;
  maxChannelsPerSocket: number;
  activityTimeoutSeconds: number;
  /** A socket that has not signed in by then is closed with 4009 (null: never). */
  signinTimeoutMs?: number | null;
}

export type Hub = ReturnType<typeof createHub>;

export function createHub({
  app,
  bus,
  maxChannelsPerSocket,
  activityTimeoutSeconds,
  signinTimeoutMs = null,
}: HubOptions) {
  const node = bus.nodeId;
  /** every open connection */
  const connections = new Set<Connection>();
  /** channel → connections subscribed on this process */
  const subscribers = new Map<string, Set<Connection>>();
  /** presence channel → user id → how many of this process's connections hold that membership */
  const localMemberships = new Map<string, Map<string, number>>();
  const presence = new PresenceView();
  const lastHeard = new Map<string, number>();
  /** user id → this process's sockets signed in as them */
  const signedIn = new Map<string, Set<Connection>>();
  /** user id → this process's signed-in sockets whose watchlist holds that user */
  const watchers = new Map<string, Set<Connection>>();
  const revocations = createRevocations();
  const typing = createTypingRelay(app.secret);
  let closing = false;
  let published = 0;

  const sendToChannel = (channel: string, text: string, skip: (connection: Connection) => boolean) => {
    for (const connection of subscribers.get(channel) ?? []) if (!skip(connection)) connection.send(text);
  };

  const announceMember = (
    event: "pusher_internal:member_added" | "pusher_internal:member_removed",
    channel: string,
    userId: string,
    info?: MemberInfo,
  ) => {
    const data = JSON.stringify(
      event === "pusher_internal:member_added" ? { user_id: userId, user_info: info } : { user_id: userId },
    );
    // A user's own sockets never hear of themselves, as with Pusher.
    sendToChannel(channel, frame(event, data, channel), (connection) => connection.channels.get(channel) === userId);
  };

  const watchlistEvent = (name: "online" | "offline", userIds: string[]) =>
    frame("pusher_internal:watchlist_events", JSON.stringify({ events: [{ name, user_ids: userIds }] }));

  /** A user came online (or went offline) on every process: tell the sockets watching them. */
  const announceOnline = (userId: string, online: boolean) => {
    const text = watchlistEvent(online ? "online" : "offline", [userId]);
    for (const connection of watchers.get(userId) ?? []) connection.send(text);
  };

  /** A presence transition, from this process or another: member events, or watchlist events for ONLINE. */
  const announceTransition = (added: boolean, channel: string, userId: string, info?: MemberInfo) => {
    if (channel === ONLINE) return announceOnline(userId, added);
    announceMember(added ? "pusher_internal:member_added" : "pusher_internal:member_removed", channel, userId, info);
  };

  const applyTransitions = ({ added, removed }: ReturnType<PresenceView["replaceNode"]>) => {
    for (const [channel, userId, info] of added) announceTransition(true, channel, userId, info);
    for (const [channel, userId] of removed) announceTransition(false, channel, userId);
  };

  /** Tells the other processes; a lost message is repaired by the next state announcement. */
  const tellOthers = (message: DistributiveOmit<BusMessage, "n">) => {
    if (!bus.distributed || closing) return;
    bus
      .publish({ ...message, n: node } as BusMessage)
      .catch((error: Error) => log.error({ err: error }, "Realtime bus: publish failed"));
  };

  const announceState = () => tellOthers({ t: "state", entries: presence.entriesOf(node) });

  /** Stops the socket watching these ids; answers those it was watching. */
  const unwatch = (connection: Connection, ids: Iterable<string>): string[] => {
    const dropped: string[] = [];
    for (const watched of ids) {
      if (!connection.user?.watchlist.delete(watched)) continue;
      dropped.push(watched);
      const set = watchers.get(watched);
      set?.delete(connection);
      if (set?.size === 0) watchers.delete(watched);
    }
    return dropped;
  };

  /**
   * The app's word that a user may no longer see some people online (a block, an unfollow, an unmatch,
   * realtime-contract.ts): their sockets stop watching them here and now, not when (or if) the client
   * signs in again, and hear them go offline so no screen keeps showing them. The app sends both sides of
   * a pair in one publish, so both stop within one delivery.
   */
  const applyWatchlistChange = (channel: string, data: string) => {
    const removed = removedWatchIds(data);
    if (removed.length === 0 || !channel.startsWith(SERVER_TO_USER_PREFIX)) return;
    const userId = channel.slice(SERVER_TO_USER_PREFIX.length);
    typing.revoke(userId, removed);
    for (const connection of signedIn.get(userId) ?? []) {
      const dropped = unwatch(connection, removed);
      if (dropped.length > 0) connection.send(watchlistEvent("offline", dropped));
    }
  };

  function deliverEvents(events: PublishedEvent[]) {
    for (const { channels, name, data, except } of events) {
      for (const channel of channels) {
        if (name === WATCHLIST_CHANGED_EVENT) applyWatchlistChange(channel, data);
        sendToChannel(channel, frame(name, data, channel), (connection) => connection.id === except);
      }
    }
  }

  bus.onMessage((message) => {
    // Our own events and terminations were applied here as they were published (publish, terminate).
    if (message.t === "events" || message.t === "terminate") {
      if (message.n !== undefined && message.n === node) return;
      return message.t === "events" ? deliverEvents(message.events) : terminateLocal(message.u, message.s, message.at);
    }
    if (message.n === undefined || message.n === node) return; // our own presence changes were applied when they happened
    lastHeard.set(message.n, Date.now());
    switch (message.t) {
      case "join":
        if (presence.add(message.n, message.c, message.u, message.i))
          announceTransition(true, message.c, message.u, message.i);
        break;
      case "leave":
        if (presence.remove(message.n, message.c, message.u)) announceTransition(false, message.c, message.u);
        break;
      case "hello":
        announceState();
        break;
      case "state":
        applyTransitions(presence.replaceNode(message.n, message.entries));
        break;
      case "bye":
        applyTransitions(presence.replaceNode(message.n, []));
        lastHeard.delete(message.n);
        break;
    }
  });

  // A process that starts (or reconnects) asks for everyone's members and tells its own.
  bus.onConnected(() => {
    tellOthers({ t: "hello" });
    announceState();
  });

  // Processes that stop without a "bye" (killed, cut off) fall silent: their members leave after a minute.
  const heartbeat = bus.distributed
    ? setInterval(() => {
        tellOthers({ t: "alive" });
        const now = Date.now();
        for (const other of presence.nodes()) {
          if (other !== node && now - (lastHeard.get(other) ?? 0) > NODE_SILENCE_MS) {
            applyTransitions(presence.replaceNode(other, []));
            lastHeard.delete(other);
          }
        }
      }, HEARTBEAT_MS).unref()
    : null;

  function subscriptionError(connection: Connection, channel: string, type: string, error: string, status: number) {
    connection.send(frame("pusher:subscription_error", { type, error, status }, channel));
  }

  function subscribe(connection: Connection, data: SubscribeData) {
    const channel = data?.channel;
    if (typeof channel === "string" && channel.startsWith(SERVER_TO_USER_PREFIX))
      return subscribeToOwnUser(connection, channel);
    if (!isValidChannelName(channel))
      return subscriptionError(connection, String(channel ?? ""), "InvalidChannel", "Invalid channel name", 400);
    if (!connection.channels.has(channel) && connection.channels.size >= maxChannelsPerSocket) {
      return subscriptionError(
        connection,
        channel,
        "LimitReached",
        `At most ${maxChannelsPerSocket} channels per connection`,
        429,
      );
    }
    let member: { userId: string; info: MemberInfo } | null = null;
    if (needsAuthorization(channel)) {
      const presenceChannel = isPresenceChannel(channel);
      const channelData = presenceChannel ? data?.channel_data : undefined;
      if (presenceChannel && typeof channelData !== "string")
        return subscriptionError(connection, channel, "AuthError", "Presence channels need channel_data", 401);
      if (
        !isValidChannelAuth(app, {
          socketId: connection.id,
          channel,
          auth: data?.auth,
          channelData: channelData as string | undefined,
        })
      ) {
        return subscriptionError(connection, channel, "AuthError", "Invalid signature", 401);
      }
      if (presenceChannel) {
        member = parseMemberData(channelData as string);
        if (!member) return subscriptionError(connection, channel, "AuthError", "Invalid channel_data", 401);
      }
    }
    if (connection.channels.has(channel)) unsubscribe(connection, channel);

    connection.channels.set(channel, member?.userId ?? null);
    let set = subscribers.get(channel);
    if (!set) subscribers.set(channel, (set = new Set()));
    set.add(connection);
    if (!member) return connection.send(frame("pusher_internal:subscription_succeeded", "{}", channel));

    let counts = localMemberships.get(channel);
    if (!counts) localMemberships.set(channel, (counts = new Map()));
    counts.set(member.userId, (counts.get(member.userId) ?? 0) + 1);
    const arrived = presence.add(node, channel, member.userId, member.info);
    const members = presence.members(channel);
    const hash = Object.fromEntries(members);
    connection.send(
      frame(
        "pusher_internal:subscription_succeeded",
        JSON.stringify({ presence: { ids: [...members.keys()], hash, count: members.size } }),
        channel,
      ),
    );
    if (arrived) announceMember("pusher_internal:member_added", channel, member.userId, member.info);
    if (counts.get(member.userId) === 1) tellOthers({ t: "join", c: channel, u: member.userId, i: member.info });
  }

  /** Only a socket signed in as that user may listen to a `#server-to-user-{id}` channel. */
  function subscribeToOwnUser(connection: Connection, channel: string) {
    if (!connection.user || channel !== serverToUserChannel(connection.user.id)) {
      return subscriptionError(connection, channel, "AuthError", "Sign in as this user first", 403);
    }
    if (connection.channels.has(channel))
      return connection.send(frame("pusher_internal:subscription_succeeded", "{}", channel));
    connection.channels.set(channel, null);
    let set = subscribers.get(channel);
    if (!set) subscribers.set(channel, (set = new Set()));
    set.add(connection);
    connection.send(frame("pusher_internal:subscription_succeeded", "{}", channel));
  }

  /**
   * The chat's typing signal (TYPING_SOCKET_EVENT with the app's pass): relayed to the partner's own
   * channel as TYPING_EVENT, on this process's sockets, and through the bus only when the partner is
   * signed in on another process (the bus is PostgreSQL's NOTIFY: a signal for nobody there costs nothing).
   */
  function relayTyping(connection: Connection, data: unknown) {
    const from = connection.user?.id;
    const pass = readTypingPass(data);
    const verdict = from && pass ? typing.check(from, pass) : "refused";
    if (verdict === "refused" || !from || !pass)
      return connection.send(errorFrame(codes.clientEventRefused, "This typing signal is not allowed"));
    if (verdict === "too-soon" || !presence.has(ONLINE, pass.to)) return;
    const event: PublishedEvent = {
      channels: [serverToUserChannel(pass.to)],
      name: TYPING_EVENT,
      data: JSON.stringify({ from }),
    };
    published += 1;
    deliverEvents([event]);
    if (presence.listedElsewhere(ONLINE, pass.to, node)) tellOthers({ t: "events", events: [event] });
  }

  function refuseSignin(connection: Connection, message: string) {
    connection.send(errorFrame(codes.unauthorized, message));
    connection.close(codes.unauthorized, message);
  }

  /**
   * pusher:signin: checks the app's signature of the user data for this socket, refuses a session a
   * terminate call ended, binds the socket to the user, tells the socket which of its watchlist is
   * online, and makes the user online for those who watch them.
   */
  function signin(connection: Connection, data: SigninData) {
    if (connection.user) return connection.send(errorFrame(null, "Already signed in"));
    const userData = data?.user_data;
    if (typeof userData !== "string" || !isValidUserAuth(app, { socketId: connection.id, userData, auth: data?.auth }))
      return refuseSignin(connection, "Connection not authorized.");
    const user = parseSignedInUser(userData);
    if (!user) return refuseSignin(connection, "The user data must hold an id, and at most 100 watched ids.");
    if (revocations.refuses(user)) return refuseSignin(connection, "This session has ended.");
    clearTimeout(connection.signinTimer);
    connection.user = user;

    let sockets = signedIn.get(user.id);
    if (!sockets) signedIn.set(user.id, (sockets = new Set()));
    sockets.add(connection);
    for (const watched of user.watchlist) {
      let set = watchers.get(watched);
      if (!set) watchers.set(watched, (set = new Set()));
      set.add(connection);
    }
    connection.send(frame("pusher:signin_success", JSON.stringify({ user_data: userData })));
    const online = [...user.watchlist].filter((watched) => presence.has(ONLINE, watched));
    if (online.length > 0) connection.send(watchlistEvent("online", online));

    if (sockets.size === 1) {
      if (presence.add(node, ONLINE, user.id, {})) announceOnline(user.id, true);
      tellOthers({ t: "join", c: ONLINE, u: user.id, i: {} });
    }
  }

  function signout(connection: Connection) {
    const user = connection.user;
    if (!user) return;
    unwatch(connection, [...user.watchlist]);
    connection.user = null;
    const sockets = signedIn.get(user.id);
    sockets?.delete(connection);
    if (sockets && sockets.size > 0) return;
    signedIn.delete(user.id);
    if (presence.remove(node, ONLINE, user.id)) announceOnline(user.id, false);
    tellOthers({ t: "leave", c: ONLINE, u: user.id });
  }

  /** A terminate call, heard from the bus: closes this process's sockets of those sessions (4009). */
  function terminateLocal(userId: string, sessionIds: string[] | null, at: number) {
    revocations.record(userId, sessionIds, at);
    for (const connection of [...(signedIn.get(userId) ?? [])]) {
      if (!connection.user || !revocations.ends(connection.user, userId, sessionIds)) continue;
      connection.send(errorFrame(codes.unauthorized, "You got disconnected by the app."));
      connection.close(codes.unauthorized, "Session ended");
      disconnect(connection);
    }
  }

  function disconnect(connection: Connection) {
    if (!connections.delete(connection)) return;
    clearTimeout(connection.signinTimer);
    for (const channel of [...connection.channels.keys()]) unsubscribe(connection, channel);
    signout(connection);
  }

  function unsubscribe(connection: Connection, channel: unknown) {
    if (typeof channel !== "string") return;
    if (!connection.channels.has(channel)) return;
    const userId = connection.channels.get(channel) ?? null;
    connection.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
    if (userId === null) return;

    const counts = localMemberships.get(channel);
    const remaining = (counts?.get(userId) ?? 1) - 1;
    if (remaining > 0) {
      counts?.set(userId, remaining);
      return;
    }
    counts?.delete(userId);
    if (counts?.size === 0) localMemberships.delete(channel);
    if (presence.remove(node, channel, userId)) announceMember("pusher_internal:member_removed", channel, userId);
    tellOthers({ t: "leave", c: channel, u: userId });
  }

  return {
    /** Registers an open connection and greets it (protocol 7 handshake). */
    connect(connection: Connection): void {
      connections.add(connection);
      connection.user = null;
      if (signinTimeoutMs !== null) {
        connection.signinTimer = setTimeout(
          () => refuseSignin(connection, "Connection not authorized within timeout."),
          signinTimeoutMs,
        );
        connection.signinTimer.unref?.();
      }
      connection.send(
        frame(
          "pusher:connection_established",
          JSON.stringify({ socket_id: connection.id, activity_timeout: activityTimeoutSeconds }),
        ),
      );
    },

    /** One text frame from a client. */
    receive(connection: Connection, text: string): void {
      let message: { event?: unknown; data?: unknown } | null;
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        return connection.send(errorFrame(null, "Messages must be JSON"));
      }
      const event = message?.event;
      if (event === "pusher:ping") return connection.send(frame("pusher:pong", {}));
      if (event === "pusher:signin") return signin(connection, message?.data as SigninData);
      if (event === "pusher:subscribe") return subscribe(connection, message?.data as SubscribeData);
      if (event === "pusher:unsubscribe") return unsubscribe(connection, (message?.data as SubscribeData)?.channel);
      if (event === TYPING_SOCKET_EVENT) return relayTyping(connection, message?.data);
      if (isClientEvent(event))
        return connection.send(errorFrame(codes.clientEventRefused, "Client events are not enabled on this server"));
      // pusher:pong needs no answer (any frame counts as activity); other events are not part of what we serve.
    },

    disconnect,

    /**
     * Ends sign-ins on every process (the HTTP API's terminate_connections): every socket of the user
     * (sessionIds null) or those of the device sessions listed, and refuses their signatures from now on.
     */
    terminate(userId: string, sessionIds: string[] | null): Promise<void> {
      const message = { t: "terminate" as const, u: userId, s: sessionIds, at: Date.now() };
      if (!bus.distributed) return bus.publish(message);
      // This process's sockets at once, not after a round trip through PostgreSQL; the others through the bus.
      terminateLocal(userId, sessionIds, message.at);
      return bus.publish({ ...message, n: node });
    },

    /** User ids signed in on any process (for the benchmark and tests). */
    onlineUsers: (): string[] => [...presence.members(ONLINE).keys()],

    /** For the metrics: this process's open sockets, those signed in, and the events published through it. */
    stats(): { sockets: number; signedIn: number; published: number } {
      let signedInSockets = 0;
      for (const sockets of signedIn.values()) signedInSockets += sockets.size;
      return { sockets: connections.size, signedIn: signedInSockets, published };
    },

    /** Publishes events ({ channels, name, data, except? socket id }) to every process's subscribers. */
    publish(events: PublishedEvent[]): Promise<void> {
      published += events.length;
      const message = { t: "events" as const, events };
      if (!bus.distributed) return bus.publish(message);
      // This process's sockets hear them at once, not after a round trip through PostgreSQL; the others through the bus.
      deliverEvents(events);
      return bus.publish({ ...message, n: node });
    },

    /** Channel info for the HTTP API; presence counts span every process, subscriptions only this one. */
    channelInfo(channel: string): { occupied: boolean; subscriptionCount: number; userCount?: number } {
      const subscriptionCount = subscribers.get(channel)?.size ?? 0;
      if (!isPresenceChannel(channel)) return { occupied: subscriptionCount > 0, subscriptionCount };
      const userCount = presence.members(channel).size;
      return { occupied: userCount > 0 || subscriptionCount > 0, subscriptionCount, userCount };
    },

    occupiedChannels(): { name: string; userCount: number | undefined }[] {
      const counts = presence.channelCounts();
      counts.delete(ONLINE);
      // Users' own channels (#server-to-user-…) are not listed, as with Pusher.
      const names = new Set([...subscribers.keys(), ...counts.keys()].filter((name) => !name.startsWith("#")));
      return [...names].map((name) => ({ name, userCount: counts.get(name) }));
    },

    presenceMembers: (channel: string): string[] => [...presence.members(channel).keys()],

    /**
     * Closes every connection cleanly with `code` (a test outage uses 1001, "going away", as a stopping
     * server does; pusher-js retries after a second and keeps retrying with its back-off).
     */
    disconnectAll(code: number, reason: string): void {
      for (const connection of [...connections]) {
        connection.close(code, reason);
        disconnect(connection);
      }
    },

    /**
     * Sends every connection away with "reconnect now" (4200), e.g. to another worker while this one
     * stops, then tells the other processes that this one's members are gone (one "bye", not a
     * "leave" per member).
     */
    async close(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      closing = true;
      for (const connection of [...connections]) {
        connection.send(errorFrame(codes.reconnect, "Server is restarting; reconnect"));
        connection.close(codes.reconnect, "Server is restarting");
        disconnect(connection);
      }
      if (bus.distributed) await bus.publish({ t: "bye", n: node }).catch(() => {});
    },
  };
}
