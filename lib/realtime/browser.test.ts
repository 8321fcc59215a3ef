import { createUser } from "@/tests/factories";
import { befriend } from "@/tests/chat-factories";
import { browserRealtimeHarness } from "@/tests/realtime";
import { signInAs, type SignedInClaims } from "@/tests/session";
import { pusherOptions, type RealtimeConnection, type RealtimeState } from "./browser";
import { publishToUser } from "./publish";

const realtime = browserRealtimeHarness();
const open = (userId: string, claims?: SignedInClaims | null) => realtime.open(userId, claims);

function until(connection: RealtimeConnection, done: () => boolean, ms = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve();
    const timer = setTimeout(() => reject(new Error(`Timed out in state ${connection.snapshot().state}`)), ms);
    const stop = connection.onChange(() => {
      if (!done()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

describe("openRealtime", () => {
  it("goes live once the user's channel is subscribed, then hands over what is published to the user", async () => {
    const user = await createUser();
    await signInAs(user);
    const connection = await open(user.id);
    const states: RealtimeState[] = [connection.snapshot().state];
    connection.onChange(() => states.push(connection.snapshot().state));
    await until(connection, () => connection.snapshot().state === "live");
    expect(states[0]).toBe("connecting");

    const events: [string, unknown][] = [];
    connection.onEvent((event, payload) => events.push([event, payload]));
    await publishToUser(user.id, "message.created", { id: "m1" });
    await publishToUser(user.id, "notification.created", { id: "n1" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([
      ["message.created", { id: "m1" }],
      ["notification.created", { id: "n1" }],
    ]);
  });

  it("keeps the set of online users from the watchlist events: only people the user may message", async () => {
    const [ana, bruno, carla] = [await createUser(), await createUser(), await createUser()];
    await befriend(ana, bruno);
    const anaConnection = await open(ana.id, await signInAs(ana));
    await open(carla.id, await signInAs(carla));
    const brunoConnection = await open(bruno.id, await signInAs(bruno));
    await until(anaConnection, () => anaConnection.snapshot().online.has(bruno.id));
    expect([...anaConnection.snapshot().online]).toEqual([bruno.id]);

    brunoConnection.close();
    expect(brunoConnection.snapshot().state).toBe("off");
    await until(anaConnection, () => !anaConnection.snapshot().online.has(bruno.id));
  });

  it("reports down when the sign-in is refused (signed out meanwhile), so callers fetch instead", async () => {
    const user = await createUser();
    await signInAs(null);
    const connection = await open(user.id);
    await until(connection, () => connection.snapshot().state === "down");
  });
});

describe("pusherOptions", () => {
  const page = { protocol: "https:", hostname: "patitas.example", port: "" };

  it("built-in: the page's own host and port, under /api/realtime, over wss on an https page", () => {
    expect(pusherOptions({ kind: "built-in", key: "k" }, page)).toMatchObject({
      wsHost: "patitas.example",
      wsPort: 443,
      wssPort: 443,
      wsPath: "/api/realtime",
      forceTLS: true,
      enabledTransports: ["ws", "wss"],
      disableStats: true,
      userAuthentication: { endpoint: "/api/realtime/user-auth", transport: "ajax" },
    });
    expect(
      pusherOptions({ kind: "built-in", key: "k" }, { protocol: "http:", hostname: "localhost", port: "3000" }),
    ).toMatchObject({ wsPort: 3000, forceTLS: false });
  });

  it("hosted Pusher by cluster; another server by its public address", () => {
    expect(pusherOptions({ kind: "cluster", key: "k", cluster: "eu" }, page)).toMatchObject({
      cluster: "eu",
      forceTLS: true,
    });
    expect(
      pusherOptions({ kind: "host", key: "k", host: "ws.example", port: 6001, useTLS: false }, page),
    ).toMatchObject({
      wsHost: "ws.example",
      wsPort: 6001,
      forceTLS: false,
    });
  });
});
