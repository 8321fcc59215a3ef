// Online status after a block, an unfollow or an unmatch (issue 43, item 5): the app tells the hub, which
// stops the pair's watching itself. The sockets here are raw pusher-js clients that never sign in again
// on "watchlist:changed", as a tampered browser would not: whatever they hear, the server decided.
import type PusherClient from "pusher-js";
import { unmatch } from "@/lib/matches/responses";
import { blockUser } from "@/lib/social/blocks";
import { unfollowUser } from "@/lib/social/follows";
import { befriend, createMatch } from "@/tests/chat-factories";
import { createUser } from "@/tests/factories";
import { rawSocket, startRealtimeServer, until } from "@/tests/realtime";
import { WATCHLIST_CHANGED_EVENT } from "./events";
import { publishToUser } from "./publish";

const MARK = "test:mark";
let server: Awaited<ReturnType<typeof startRealtimeServer>>;
const opened: PusherClient[] = [];
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterEach(() => {
  for (const client of opened.splice(0)) client.disconnect();
});
afterAll(() => server.stop());

/** A raw socket (rawSocket) closed after the test. */
async function socketOf(id: string, watchlist: string[]): Promise<{ client: PusherClient; heard: string[] }> {
  const socket = await rawSocket(server.port, id, watchlist);
  opened.push(socket.client);
  return socket;
}

/** Everything the socket heard up to a mark published now: events arrive in order, so nothing else is on its way. */
async function heardUntilMark(userId: string, heard: string[]): Promise<string[]> {
  await publishToUser(userId, MARK, {});
  await until(() => heard.includes(MARK));
  return heard.splice(0).slice(0, -1);
}

describe("ending a pair's watching", () => {
  it("a block stops both sockets watching each other at once, and the blocked one hears nothing of the blocker after", async () => {
    const [ana, bruno, carla] = await Promise.all([createUser(), createUser(), createUser()]);
    await befriend(ana, bruno);
    await befriend(ana, carla);
    const brunoSocket = await socketOf(bruno.id, [ana.id]);
    const carlaSocket = await socketOf(carla.id, [ana.id]);
    const anaSocket = await socketOf(ana.id, [bruno.id, carla.id]);
    await until(() => brunoSocket.heard.includes(`online ${ana.id}`) && anaSocket.heard.includes(`online ${bruno.id}`));
    brunoSocket.heard.length = anaSocket.heard.length = carlaSocket.heard.length = 0;

    await blockUser(ana.id, bruno.id);
    // Each is told the other is gone, so no screen keeps showing them online.
    expect(await heardUntilMark(bruno.id, brunoSocket.heard)).toEqual([`offline ${ana.id}`, WATCHLIST_CHANGED_EVENT]);
    expect(await heardUntilMark(ana.id, anaSocket.heard)).toEqual([`offline ${bruno.id}`, WATCHLIST_CHANGED_EVENT]);

    // Ana goes offline and online again: Carla hears both (the positive control), Bruno nothing.
    anaSocket.client.disconnect();
    await until(() => carlaSocket.heard.includes(`offline ${ana.id}`));
    await socketOf(ana.id, [carla.id]);
    await until(() => carlaSocket.heard.includes(`online ${ana.id}`));
    expect(await heardUntilMark(bruno.id, brunoSocket.heard)).toEqual([]);
  });

  it("an unfollow that ends the pair's last tie stops the unfollower hearing the other", async () => {
    const [ana, bruno, carla] = await Promise.all([createUser(), createUser(), createUser()]);
    await befriend(ana, bruno);
    await befriend(bruno, carla);
    const anaSocket = await socketOf(ana.id, [bruno.id]);
    const carlaSocket = await socketOf(carla.id, [bruno.id]);
    const brunoSocket = await socketOf(bruno.id, [ana.id, carla.id]);
    await until(() => anaSocket.heard.includes(`online ${bruno.id}`));
    anaSocket.heard.length = 0;

    await unfollowUser(ana.id, bruno.id);
    expect(await heardUntilMark(ana.id, anaSocket.heard)).toEqual([`offline ${bruno.id}`, WATCHLIST_CHANGED_EVENT]);
    brunoSocket.client.disconnect();
    await until(() => carlaSocket.heard.includes(`offline ${bruno.id}`));
    expect(await heardUntilMark(ana.id, anaSocket.heard)).toEqual([]);
  });

  it("an unmatch ends the watching, but not while the two still follow each other", async () => {
    const [ana, bruno, carla, dani] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const endedMatch = await createMatch(ana, bruno);
    await befriend(carla, dani);
    const keptMatch = await createMatch(carla, dani);
    const anaSocket = await socketOf(ana.id, [bruno.id]);
    const carlaSocket = await socketOf(carla.id, [dani.id]);

    await unmatch(bruno.id, { match: endedMatch });
    await unmatch(dani.id, { match: keptMatch });
    expect(await heardUntilMark(ana.id, anaSocket.heard)).toEqual([`offline ${bruno.id}`, WATCHLIST_CHANGED_EVENT]);
    // Still friends: the app refreshes the watchlist, the server takes nothing away.
    expect(await heardUntilMark(carla.id, carlaSocket.heard)).toEqual([WATCHLIST_CHANGED_EVENT]);
  });
});
