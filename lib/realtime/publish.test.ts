/** @no-database — the app publishes to the built-in server of its own process without HTTP (decision 069). */
import type PusherClient from "pusher-js";
import { rawSocket, startRealtimeServer, until } from "@/tests/realtime";
import { BADGES_EVENT } from "./events";
import { checkRealtime, endRealtimeSessions, publishToUsers } from "./publish";

let server: Awaited<ReturnType<typeof startRealtimeServer>>;
let socket: { client: PusherClient; heard: string[] };

beforeAll(async () => {
  server = await startRealtimeServer();
  socket = await rawSocket(server.port, "local-user", []);
});

afterAll(async () => {
  socket.client.disconnect();
  await server.stop();
});

describe("with the built-in server in this process", () => {
  it("publishes, checks and ends sessions in process: its events API hears no request", async () => {
    expect(await checkRealtime()).toBe("up");
    expect(
      await publishToUsers([
        { userId: "local-user", event: BADGES_EVENT, payload: { n: 1 } },
        { userId: "someone-else", event: BADGES_EVENT, payload: "text" },
      ]),
    ).toBe(true);
    await until(() => socket.heard.includes(BADGES_EVENT));
    expect(await endRealtimeSessions("local-user", null)).toBe(true);
    await until(() => socket.client.connection.state !== "connected");
    expect(server.apiRequests()).toBe(0);
  });

  it("refuses what the events API refuses, and says so as a failed publish", async () => {
    expect(await publishToUsers([{ userId: "local-user", event: "", payload: {} }])).toBe(false);
  });
});
