import { expect, test, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { newUser, signUp } from "./helpers";

// The built-in realtime server of `npm start`, reached the way a browser reaches it: a WebSocket on
// the page's own origin, subscriptions signed by POST /api/realtime/auth with the session cookie.
// (No page uses pusher-js yet; the chat will. Here the page speaks the protocol by hand.)

// The public key derives from the e2e server's NEXTAUTH_SECRET (playwright.config.ts) as
// scripts/realtime/built-in.mjs derives it.
const key = `patitas-${createHmac("sha256", "e2e-secret-e2e-secret-e2e-secret").update("patitas realtime key").digest("hex").slice(0, 20)}`;

type Frame = { event: string; channel?: string; data: unknown };

/** Opens a socket in the page, joins presence-online and the user's own private channel; returns the user's id. */
async function joinRealtime(page: Page): Promise<string> {
  return page.evaluate(async (appKey) => {
    const frames: Frame[] = [];
    const waiters: [(frame: Frame) => boolean, (frame: Frame) => void][] = [];
    const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/api/realtime/app/${appKey}?protocol=7&client=js&version=8.6.0&flash=false`);
    socket.onmessage = (message) => {
      const frame = JSON.parse(message.data) as Frame;
      frames.push(frame);
      const waiting = waiters.findIndex(([matches]) => matches(frame));
      if (waiting >= 0) waiters.splice(waiting, 1)[0]![1](frame);
    };
    const next = (matches: (frame: Frame) => boolean) =>
      new Promise<Frame>((resolve) => {
        const seen = frames.find(matches);
        if (seen) resolve(seen);
        else waiters.push([matches, resolve]);
      });
    const authorize = (socketId: string, channel: string) =>
      fetch("/api/realtime/auth", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ socket_id: socketId, channel_name: channel }) });

    const established = await next((frame) => frame.event === "pusher:connection_established");
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const presence = (await (await authorize(socketId, "presence-online")).json()) as { auth: string; channel_data: string };
    const userId = (JSON.parse(presence.channel_data) as { user_id: string }).user_id;
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "presence-online", ...presence } }));
    await next((frame) => frame.event === "pusher_internal:subscription_succeeded" && frame.channel === "presence-online");
    const own = await (await authorize(socketId, `private-user-${userId}`)).json();
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: `private-user-${userId}`, ...own } }));
    await next((frame) => frame.event === "pusher_internal:subscription_succeeded" && frame.channel === `private-user-${userId}`);
    Object.assign(window, { realtimeFrames: frames, realtimeSocket: socket, realtimeAuthorize: authorize, realtimeSocketId: socketId });
    return userId;
  }, key);
}

function presenceEvents(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { realtimeFrames: Frame[] }).realtimeFrames
      .filter((frame) => frame.event.startsWith("pusher_internal:member_"))
      .map((frame) => [frame.event, (JSON.parse(frame.data as string) as { user_id: string }).user_id]),
  );
}

test("two signed-in browsers see each other come and go on the presence channel, and neither may join the other's channel", async ({ browser }) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  await signUp(ana, newUser("rt"));
  await signUp(bruno, newUser("rt"));
  // Signed-in pages now connect themselves (the header's live badges, decision 011); the hand-made
  // sockets below must be each user's only one to see presence come and go, so they run on a page
  // of the same origin that renders no React.
  await ana.goto("/api/health");
  await bruno.goto("/api/health");

  await joinRealtime(ana);
  const brunoId = await joinRealtime(bruno);
  await expect.poll(() => presenceEvents(ana)).toEqual([["pusher_internal:member_added", brunoId]]);

  // Ana's session may not sign Bruno's private channel.
  const refused = await ana.evaluate(async (channel) => {
    const state = window as unknown as { realtimeAuthorize: (socketId: string, channel: string) => Promise<Response>; realtimeSocketId: string };
    return (await state.realtimeAuthorize(state.realtimeSocketId, channel)).status;
  }, `private-user-${brunoId}`);
  expect(refused).toBe(403);

  await second.close();
  await expect.poll(() => presenceEvents(ana)).toEqual([
    ["pusher_internal:member_added", brunoId],
    ["pusher_internal:member_removed", brunoId],
  ]);
  await first.close();
});

test("a signed-out browser gets its subscriptions refused", async ({ page }) => {
  await page.goto("/auth");
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/realtime/auth", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "socket_id=1.2&channel_name=presence-online" });
    return response.status;
  });
  expect(status).toBe(403);
});
