import { createHmac } from "node:crypto";
import PusherClient from "pusher-js";
import { POST } from "@/app/api/realtime/auth/route";
import { env } from "@/lib/env";
import { createUser } from "@/tests/factories";
import { authorizeThroughRoute, authRequest, startRealtimeServer } from "@/tests/realtime";
import { signInAs, signInAsBanned } from "@/tests/session";
import { BUILT_IN_SOCKET_PATH, PRESENCE_CHANNEL, userChannel } from "./channels";
import { builtInCredentials } from "./config";
import { publishToUser } from "./publish";

const socketId = "123456.654321";

function expectedAuth(signed: string): string {
  const { key, secret } = builtInCredentials(env.NEXTAUTH_SECRET);
  return `${key}:${createHmac("sha256", secret).update(signed).digest("hex")}`;
}

describe("POST /api/realtime/auth", () => {
  it("refuses an anonymous caller with 403", async () => {
    const response = await POST(authRequest({ socket_id: socketId, channel_name: "private-user-x" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: "errors.forbidden" } });
  });

  it("refuses a banned user whose session token is still valid with 403", async () => {
    const user = await signInAsBanned(await createUser());
    const response = await POST(authRequest({ socket_id: socketId, channel_name: userChannel(user.id) }));
    expect(response.status).toBe(403);
  });

  it("refuses an account without a username with 403", async () => {
    const user = await createUser({ username: null });
    await signInAs(user);
    expect((await POST(authRequest({ socket_id: socketId, channel_name: userChannel(user.id) }))).status).toBe(403);
  });

  it("refuses another user's private channel and every channel but the caller's own with 403", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    await signInAs(user);
    for (const channel of [userChannel(other.id), `private-user-${user.id}x`, `private-encrypted-user-${user.id}`, "presence-admins", "private-user-"]) {
      const response = await POST(authRequest({ socket_id: socketId, channel_name: channel }));
      expect({ channel, status: response.status }).toEqual({ channel, status: 403 });
    }
  });

  it("signs the caller's own private channel for this socket", async () => {
    const user = await createUser();
    await signInAs(user);
    const response = await POST(authRequest({ socket_id: socketId, channel_name: userChannel(user.id) }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ auth: expectedAuth(`${socketId}:${userChannel(user.id)}`) });
  });

  it("signs the presence channel only as the caller, with their username and avatar", async () => {
    const user = await createUser();
    await signInAs(user);
    // Whatever else the form says, the identity comes from the session.
    const response = await POST(authRequest({ socket_id: socketId, channel_name: PRESENCE_CHANNEL, user_id: "someone-else", channel_data: "{}" }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: user.id, user_info: { username: user.username, avatarUrl: null } });
    expect(body.auth).toBe(expectedAuth(`${socketId}:${PRESENCE_CHANNEL}:${body.channel_data}`));
  });

  it("answers malformed input with 400 and an oversized body with 413", async () => {
    const user = await createUser();
    await signInAs(user);
    const malformed: Record<string, string>[] = [
      { channel_name: userChannel(user.id) },
      { socket_id: "abc", channel_name: userChannel(user.id) },
      { socket_id: socketId },
      { socket_id: socketId, channel_name: "private user" },
      { socket_id: socketId, channel_name: "x".repeat(201) },
    ];
    for (const fields of malformed) {
      const response = await POST(authRequest(fields));
      expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
      expect((await response.json()).error.code).toBe("validation");
    }
    const huge = await POST(authRequest({ socket_id: socketId, channel_name: userChannel(user.id), padding: "x".repeat(4096) }));
    expect(huge.status).toBe(413);
  });
});

describe("the whole chain: route handler → built-in server → publishToUser", () => {
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const clients: PusherClient[] = [];

  beforeAll(async () => {
    server = await startRealtimeServer();
  });

  afterAll(() => {
    for (const client of clients) client.disconnect();
    server.stop();
  });

  /** pusher-js as the browser runs it, its authorization going through the route handler. */
  function browserClient(): PusherClient {
    const client = new PusherClient(builtInCredentials(env.NEXTAUTH_SECRET).key, {
      cluster: "built-in",
      wsHost: "127.0.0.1",
      wsPort: server.port,
      wsPath: BUILT_IN_SOCKET_PATH,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: { customHandler: authorizeThroughRoute },
    });
    clients.push(client);
    return client;
  }

  function subscription(client: PusherClient, channelName: string) {
    const channel = client.subscribe(channelName);
    return new Promise<typeof channel>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve(channel));
      channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(JSON.stringify(error))));
    });
  }

  it("delivers publishToUser to the signed-in user's socket, and refuses them another user's channel", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    await signInAs(user);
    const client = browserClient();
    const channel = await subscription(client, userChannel(user.id));
    const received = new Promise((resolve) => channel.bind("message.created", resolve));
    expect(await publishToUser(user.id, "message.created", { id: "m1" })).toBe(true);
    expect(await received).toEqual({ id: "m1" });

    await expect(subscription(client, userChannel(other.id))).rejects.toThrow(/status 403/);
  });

  it("shows the user in the presence channel to another signed-in user", async () => {
    const [ana, bruno] = await Promise.all([createUser(), createUser()]);
    await signInAs(ana);
    const anaChannel = await subscription(browserClient(), PRESENCE_CHANNEL);
    const added = new Promise((resolve) => anaChannel.bind("pusher:member_added", resolve));
    await signInAs(bruno);
    await subscription(browserClient(), PRESENCE_CHANNEL);
    expect(await added).toEqual({ id: bruno.id, info: { username: bruno.username, avatarUrl: null } });
  });

  it("reports false, without throwing, when no realtime server runs", async () => {
    const url = process.env.PATITAS_REALTIME_BUILTIN_URL;
    delete process.env.PATITAS_REALTIME_BUILTIN_URL;
    try {
      expect(await publishToUser("someone", "message.created", {})).toBe(false);
    } finally {
      process.env.PATITAS_REALTIME_BUILTIN_URL = url;
    }
  });
});
