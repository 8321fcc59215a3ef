/** @no-database — the built-in Pusher-protocol server driven by the real `pusher` and pusher-js clients. */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { jest } from "@jest/globals";
import { createSignedQueryString } from "pusher/lib/requests.js";
import Token from "pusher/lib/token.js";
import type { PresenceChannel } from "pusher-js";
import WebSocket from "ws";
import { parseMaxSocketsPerIp } from "./built-in";
import {
  cleanUpAfterEach,
  connected,
  credentials,
  nextEvent,
  publisher,
  signedPost,
  subscribed,
  subscriber,
  type TestServer,
  wait,
} from "./test-support";

type Frame = { event: string; channel?: string; data: unknown };

const each = cleanUpAfterEach();
let server: TestServer;
const client = (options?: Parameters<typeof subscriber>[1]) => each.track(subscriber(server.port, options));

beforeEach(async () => {
  server = await each.start();
});

describe("connection", () => {
  it("greets pusher-js with protocol 7's connection_established: a socket id and the activity timeout", async () => {
    const pusher = await connected(client());
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    // pusher-js takes the smaller of its own 120 s and the server's value.
    expect(pusher.connection.activityTimeout).toBe(120_000);
  });

  it("refuses an unknown app key and an unsupported protocol with the protocol's codes", async () => {
    const closeOf = (path: string) =>
      new Promise<{ code: number; frames: Frame[] }>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
        const frames: Frame[] = [];
        socket.on("message", (data) => frames.push(JSON.parse(String(data))));
        socket.on("close", (code) => resolve({ code, frames }));
      });
    const unknownKey = await closeOf("/api/realtime/app/not-our-key?protocol=7");
    expect(unknownKey.code).toBe(4001);
    expect(unknownKey.frames[0]).toEqual({ event: "pusher:error", data: { code: 4001, message: "Unknown app key" } });
    expect((await closeOf(`/api/realtime/app/${credentials.key}?protocol=5`)).code).toBe(4007);
    expect((await closeOf(`/api/realtime/app/${credentials.key}`)).code).toBe(4008);
  });
});

describe("private channels", () => {
  it("delivers an event published with the pusher package to the subscriber of the channel, and only to it", async () => {
    const receiver = await connected(client());
    const bystander = await connected(client());
    const { channel } = await subscribed(receiver, "private-user-a");
    const { channel: other } = await subscribed(bystander, "private-user-b");
    const stray = jest.fn();
    other.bind("message.created", stray);

    const received = nextEvent(channel, "message.created");
    await publisher(server.port).trigger("private-user-a", "message.created", { id: "m1", text: "¡Hola! 🐾" });
    expect(await received).toEqual({ id: "m1", text: "¡Hola! 🐾" });
    await wait(100);
    expect(stray).not.toHaveBeenCalled();
    // What the metrics read: two open sockets, neither signed in, one event published.
    expect(server.realtime.hub.stats()).toEqual({ sockets: 2, signedIn: 0, published: 1 });
  });

  it("refuses a subscription whose signature is for another channel, another socket or another secret", async () => {
    const signer = publisher(server.port);
    const forgers = {
      "another user's channel": (socketId: string) => signer.authorizeChannel(socketId, "private-user-mine"),
      "another socket": () => signer.authorizeChannel("1234.5678", "private-user-victim"),
      "another secret": (socketId: string, channel: string) =>
        publisher(server.port, "not-the-secret").authorizeChannel(socketId, channel),
      "no signature": () => ({}) as { auth: string },
    };
    for (const [name, sign] of Object.entries(forgers)) {
      const pusher = await connected(client({ sign }));
      const refusal = subscribed(pusher, "private-user-victim");
      await expect(refusal).rejects.toMatchObject({ details: { type: "AuthError", status: 401 } });
      // The refused socket receives nothing published on the channel.
      const channel = pusher.channel("private-user-victim");
      const stray = jest.fn();
      channel.bind("secret", stray);
      await publisher(server.port).trigger("private-user-victim", "secret", { n: 1 });
      await wait(50);
      expect({ name, calls: stray.mock.calls.length }).toEqual({ name, calls: 0 });
    }
  });

  it("stops delivering after unsubscribe", async () => {
    const pusher = await connected(client());
    const { channel } = await subscribed(pusher, "private-user-a");
    const listener = jest.fn();
    channel.bind("ping", listener);
    pusher.unsubscribe("private-user-a");
    await wait(50);
    await publisher(server.port).trigger("private-user-a", "ping", {});
    await wait(100);
    expect(listener).not.toHaveBeenCalled();
  });

  // The chat's own typing signal is the one client event relayed, with the app's pass: typing-relay.test.ts.
  it("refuses client events with pusher:error 4301 and relays nothing", async () => {
    const sender = await connected(client());
    const receiver = await connected(client());
    const { channel } = await subscribed(sender, "private-user-a");
    const { channel: receiving } = await subscribed(receiver, "private-user-a");
    const relayed = jest.fn();
    receiving.bind("client-wave", relayed);
    const error = nextEvent(sender.connection, "error");
    channel.trigger("client-wave", { hello: true });
    expect(await error).toEqual({
      type: "PusherError",
      data: { code: 4301, message: "Client events are not enabled on this server" },
    });
    await wait(50);
    expect(relayed).not.toHaveBeenCalled();
    expect(sender.connection.state).toBe("connected");
  });
});

describe("presence channels", () => {
  const member = (id: string) => ({ user_id: id, user_info: { username: `name-${id}`, avatarUrl: null } });

  it("lists the members on subscription and announces member_added / member_removed to the others", async () => {
    const ana = await connected(client({ member: member("ana") }));
    const { data: alone } = await subscribed(ana, "presence-online");
    expect(alone.count).toBe(1);
    expect(alone.me).toEqual({ id: "ana", info: { username: "name-ana", avatarUrl: null } });
    const anaChannel = ana.channel("presence-online") as PresenceChannel;

    const added = nextEvent(anaChannel, "pusher:member_added");
    const bruno = await connected(client({ member: member("bruno") }));
    const { data: both } = await subscribed(bruno, "presence-online");
    expect(await added).toEqual({ id: "bruno", info: { username: "name-bruno", avatarUrl: null } });
    expect(both.count).toBe(2);
    expect(both.get("ana")).toEqual({ id: "ana", info: { username: "name-ana", avatarUrl: null } });

    const removed = nextEvent(anaChannel, "pusher:member_removed");
    bruno.disconnect();
    expect(await removed).toEqual({ id: "bruno", info: { username: "name-bruno", avatarUrl: null } });
    expect(anaChannel.members.count).toBe(1);
  });

  it("counts a user with two sockets once: no member_removed until the last one leaves", async () => {
    const watcher = await connected(client({ member: member("watcher") }));
    await subscribed(watcher, "presence-online");
    const channel = watcher.channel("presence-online") as PresenceChannel;
    const added = jest.fn();
    const removed = jest.fn();
    channel.bind("pusher:member_added", added);
    channel.bind("pusher:member_removed", removed);

    const firstTab = await connected(client({ member: member("carla") }));
    const secondTab = await connected(client({ member: member("carla") }));
    await subscribed(firstTab, "presence-online");
    await subscribed(secondTab, "presence-online");
    await wait(50);
    expect(added).toHaveBeenCalledTimes(1);
    expect(channel.members.count).toBe(2);

    firstTab.disconnect();
    await wait(100);
    expect(removed).not.toHaveBeenCalled();
    secondTab.disconnect();
    await wait(100);
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it("refuses presence without channel_data or with channel_data the signature does not cover", async () => {
    const signer = publisher(server.port);
    // pusher-js itself will not send a presence subscription without channel_data; a raw socket does.
    const refusal = await new Promise<Frame>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime/app/${credentials.key}?protocol=7`);
      socket.on("message", (raw) => {
        const message = JSON.parse(String(raw)) as Frame;
        if (message.event === "pusher:connection_established") {
          const { auth } = signer.authorizeChannel(
            (JSON.parse(message.data as string) as { socket_id: string }).socket_id,
            "presence-online",
          );
          socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "presence-online", auth } }));
        } else {
          resolve(message);
          socket.close();
        }
      });
    });
    expect(refusal).toEqual({
      event: "pusher:subscription_error",
      channel: "presence-online",
      data: { type: "AuthError", error: "Presence channels need channel_data", status: 401 },
    });

    // Signed as "eva", presented as "admin": the signature covers the channel_data, so it fails.
    const impostor = await connected(
      client({
        sign: (socketId: string, channel: string) => ({
          ...signer.authorizeChannel(socketId, channel, member("eva")),
          channel_data: JSON.stringify(member("admin")),
        }),
        member: member("admin"),
      }),
    );
    await expect(subscribed(impostor, "presence-online")).rejects.toMatchObject({
      details: { type: "AuthError", status: 401 },
    });
  });

  it("answers channel info with presence counts and users through the pusher package", async () => {
    const api = publisher(server.port);
    for (const id of ["p1", "p2"]) await subscribed(await connected(client({ member: member(id) })), "presence-online");
    await subscribed(await connected(client()), "private-user-z");

    const info = await (
      await api.get({ path: "/channels/presence-online", params: { info: "user_count,subscription_count" } })
    ).json();
    expect(info).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const list = await (
      await api.get({ path: "/channels", params: { filter_by_prefix: "presence-", info: "user_count" } })
    ).json();
    expect(list).toEqual({ channels: { "presence-online": { user_count: 2 } } });
    const users = await (await api.get({ path: "/channels/presence-online/users" })).json();
    expect((users as { users: { id: string }[] }).users.map((user) => user.id).sort()).toEqual(["p1", "p2"]);
    const empty = await (
      await api.get({ path: "/channels/private-user-nobody", params: { info: "subscription_count" } })
    ).json();
    expect(empty).toEqual({ occupied: false, subscription_count: 0 });
  });
});

describe("events API", () => {
  it("delivers a batch of events to their channels in order", async () => {
    const ana = await connected(client());
    const bruno = await connected(client());
    const { channel: anaChannel } = await subscribed(ana, "private-user-ana");
    const { channel: brunoChannel } = await subscribed(bruno, "private-user-bruno");
    const anaEvents: [string, unknown][] = [];
    anaChannel.bind_global((name: string, data: unknown) => !name.startsWith("pusher") && anaEvents.push([name, data]));
    const brunoGot = nextEvent(brunoChannel, "notification.created");

    const response = await publisher(server.port).triggerBatch([
      { channel: "private-user-ana", name: "message.created", data: { id: 1 } },
      { channel: "private-user-bruno", name: "notification.created", data: { id: 2 } },
      { channel: "private-user-ana", name: "message.created", data: { id: 3 } },
    ]);
    expect(await response.json()).toEqual({ batch: [{}, {}, {}] });
    expect(await brunoGot).toEqual({ id: 2 });
    await wait(50);
    expect(anaEvents).toEqual([
      ["message.created", { id: 1 }],
      ["message.created", { id: 3 }],
    ]);
  });

  it("leaves out the socket named by socket_id", async () => {
    const sender = await connected(client());
    const other = await connected(client());
    const { channel: senderChannel } = await subscribed(sender, "private-user-a");
    const { channel: otherChannel } = await subscribed(other, "private-user-a");
    const echoed = jest.fn();
    senderChannel.bind("message.created", echoed);
    const delivered = nextEvent(otherChannel, "message.created");
    await publisher(server.port).trigger(
      "private-user-a",
      "message.created",
      { id: 1 },
      { socket_id: sender.connection.socket_id },
    );
    await delivered;
    await wait(50);
    expect(echoed).not.toHaveBeenCalled();
  });

  it("refuses a wrong secret, a changed body, a stale timestamp and a missing signature with 401", async () => {
    await expect(publisher(server.port, "wrong-secret").trigger("private-user-a", "x", {})).rejects.toMatchObject({
      status: 401,
    });

    const token = new Token(credentials.key, credentials.secret);
    const path = `/apps/${credentials.id}/events`;
    const body = JSON.stringify({ name: "x", data: "{}", channels: ["private-user-a"] });
    const post = (query: string, sentBody = body) =>
      fetch(`http://127.0.0.1:${server.port}${path}?${query}`, {
        method: "POST",
        body: sentBody,
        headers: { "content-type": "application/json" },
      });

    const signed = createSignedQueryString(token, { method: "POST", path, body });
    expect((await post(signed)).status).toBe(200);
    const changed = await post(signed, body.replace("private-user-a", "private-user-b"));
    expect(changed.status).toBe(401);
    expect(await changed.json()).toEqual({ error: "body_md5 does not match the body" });

    const realNow = Date.now;
    Date.now = () => realNow() - 15 * 60 * 1000;
    const stale = createSignedQueryString(token, { method: "POST", path, body });
    Date.now = realNow;
    expect((await post(stale)).status).toBe(401);

    expect((await post("")).status).toBe(401);
  });

  it("refuses malformed events with 400 and oversized data with 413", async () => {
    const api = publisher(server.port);
    // The pusher package checks channel names itself; a hand-signed request gets past it.
    const path = `/apps/${credentials.id}/events`;
    const body = JSON.stringify({ name: "x", data: "{}", channels: ["bad channel name"] });
    const query = createSignedQueryString(new Token(credentials.key, credentials.secret), {
      method: "POST",
      path,
      body,
    });
    const badChannel = await fetch(`http://127.0.0.1:${server.port}${path}?${query}`, { method: "POST", body });
    expect(badChannel.status).toBe(400);
    expect(await badChannel.json()).toEqual({ error: "Invalid channels" });
    await expect(api.trigger("private-user-a", "x", { text: "x".repeat(11 * 1024) })).rejects.toMatchObject({
      status: 413,
    });
    const tooMany = Array.from({ length: 11 }, () => ({ channel: "private-user-a", name: "x", data: {} }));
    await expect(api.triggerBatch(tooMany)).rejects.toMatchObject({ status: 400 });
  });
});

describe("activity and limits", () => {
  it("pings a silent socket after activity_timeout and closes it with 4201 when no pong comes", async () => {
    server = await each.start({ activityTimeoutSeconds: 1, pongTimeoutMs: 500 });
    const frames: string[] = [];
    const started = Date.now();
    const closed = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime/app/${credentials.key}?protocol=7`);
      socket.on("message", (data) => frames.push((JSON.parse(String(data)) as Frame).event));
      socket.on("close", (code) => resolve(code));
    });
    expect(closed).toBe(4201);
    expect(frames).toEqual(["pusher:connection_established", "pusher:ping"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);

    // pusher-js keeps the link alive at the announced timeout, so it stays connected across several.
    // Both ends run a 1 s timer: whichever fires first sends the ping and the other answers, which
    // resets the other's timer. So count keep-alive frames of either kind the client receives (its
    // pings' pongs, the server's pings), not pongs alone.
    const live = await connected(client());
    const keepAlives: string[] = [];
    live.connection.bind(
      "message",
      (message: Frame) => /^pusher:p[io]ng$/.test(message.event) && keepAlives.push(message.event),
    );
    await wait(3200);
    expect(live.connection.state).toBe("connected");
    expect(keepAlives.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses sockets over the per-address limit with 4100, and channels over the per-socket limit", async () => {
    server = await each.start({ maxSocketsPerIp: 2, maxChannelsPerSocket: 2 });
    const [first] = [await connected(client()), await connected(client())];
    const third = client();
    // Refused during the handshake, so pusher-js wraps the protocol error in its WebSocketError.
    expect(await nextEvent(third.connection, "error")).toMatchObject({ error: { data: { code: 4100 } } });

    await subscribed(first, "private-user-1");
    await subscribed(first, "private-user-2");
    await expect(subscribed(first, "private-user-3")).rejects.toMatchObject({ details: { type: "LimitReached" } });
  });

  it("closes a socket that sends a frame over the size limit (1009)", async () => {
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime/app/${credentials.key}?protocol=7`);
      socket.on("open", () =>
        socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "x".repeat(20 * 1024) } })),
      );
      socket.on("close", (closeCode) => resolve(closeCode));
    });
    expect(code).toBe(1009);
  });
});

describe("the end-to-end tests' outage switch", () => {
  it("does not exist unless REALTIME_TEST_CONTROL turned it on", async () => {
    const response = await signedPost(publisher(server.port), "/test/outage", { down: true }).catch(
      (error: { status: number }) => error,
    );
    expect(response.status).toBe(404);
    // Still up: a client connects and hears events.
    const pusher = client();
    const { channel } = await subscribed(pusher, "private-user-a");
    const heard = nextEvent(channel, "ping");
    await publisher(server.port).trigger("private-user-a", "ping", {});
    await heard;
  });

  it("stops the server as far as clients and publishers can tell, only when signed, and comes back", async () => {
    server = await each.start({ testControl: true });
    const api = publisher(server.port);
    const forged = await signedPost(publisher(server.port, "not-the-secret"), "/test/outage", { down: true }).catch(
      (error: { status: number }) => error,
    );
    expect(forged.status).toBe(401);

    const pusher = client();
    const { channel } = await subscribed(pusher, "private-user-a");
    const closed = nextEvent<{ current: string }>(pusher.connection, "state_change");
    expect((await signedPost(api, "/test/outage", { down: true })).status).toBe(200);
    expect((await closed).current).not.toBe("connected");
    expect(server.realtime.socketsOpen()).toBe(0);
    expect((await api.trigger("private-user-a", "lost", {}).catch((error: { status: number }) => error)).status).toBe(
      503,
    );
    const refused = await new Promise<number | string | undefined>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime/app/${credentials.key}?protocol=7`);
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode));
      socket.on("error", () => resolve("error"));
    });
    expect(refused).toBe(503);

    expect((await signedPost(api, "/test/outage", { down: false })).status).toBe(200);
    // pusher-js retries on its own (a second after the close, then with its back-off) and resubscribes.
    await nextEvent(channel, "pusher:subscription_succeeded", 40_000);
    const heard = nextEvent(channel, "back", 5000);
    await api.trigger("private-user-a", "back", { ok: true });
    expect(await heard).toEqual({ ok: true });
  }, 60_000);
});

describe("sharing the app's HTTP server", () => {
  it("takes only its own upgrades and passes the others to the listener Next.js registers", async () => {
    // The server of beforeEach: listenAlone's HTTP server, as server/server.ts attaches it to the app's.
    const forwarded: (string | undefined)[] = [];
    server.realtime.upgradesForNext.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
      forwarded.push(req.url);
      socket.destroy();
    });
    const outcome = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
        socket.on("message", (data) => {
          resolve((JSON.parse(String(data)) as Frame).event);
          socket.close();
        });
        socket.on("error", () => resolve("refused"));
      });
    expect(await outcome(`/api/realtime/app/${credentials.key}?protocol=7`)).toBe("pusher:connection_established");
    expect(await outcome("/_next/webpack-hmr")).toBe("refused");
    expect(forwarded).toEqual(["/_next/webpack-hmr"]);
  });
});

describe("configuration", () => {
  it("reads REALTIME_MAX_SOCKETS_PER_IP strictly", () => {
    expect(parseMaxSocketsPerIp(undefined)).toBe(100);
    expect(parseMaxSocketsPerIp(" 500 ")).toBe(500);
    for (const bad of ["0", "-1", "1e3", "many"])
      expect(() => parseMaxSocketsPerIp(bad)).toThrow(/REALTIME_MAX_SOCKETS_PER_IP/);
  });
});
