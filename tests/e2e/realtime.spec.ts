import { expect, test, type Browser, type Page } from "./fixtures";
import { createHmac } from "node:crypto";
import Pusher from "pusher";
import { followBack, logIn, newUser, signUp } from "./helpers";

// The built-in realtime server of `npm start`, reached the way a browser reaches it: a WebSocket on the
// page's own origin, signed in (Pusher's user authentication) by POST /api/realtime/user-auth with the
// session cookie. The page speaks the protocol by hand, so each test sees every frame.

// The public key and secret derive from the e2e server's NEXTAUTH_SECRET (playwright.config.ts) as
// server/realtime/built-in.ts derives them.
const derive = (label: string) =>
  createHmac("sha256", "e2e-secret-e2e-secret-e2e-secret").update(`patitas realtime ${label}`).digest("hex");
const key = `patitas-${derive("key").slice(0, 20)}`;

type Frame = { event: string; channel?: string; data: unknown };
type RealtimeWindow = { realtimeFrames: Frame[]; realtimeClosed: number | null };

/** Opens a socket in the page and signs it in as the page's session; returns the user's id. */
async function signInSocket(page: Page): Promise<string> {
  return page.evaluate(async (appKey) => {
    const frames: Frame[] = [];
    const state = window as unknown as RealtimeWindow;
    state.realtimeFrames = frames;
    state.realtimeClosed = null;
    const socket = new WebSocket(
      `${location.origin.replace(/^http/, "ws")}/api/realtime/app/${appKey}?protocol=7&client=js&version=8.6.0&flash=false`,
    );
    socket.onclose = (event) => (state.realtimeClosed = event.code);
    const seen = new Promise<void>((resolve) => {
      socket.onmessage = (message) => {
        frames.push(JSON.parse(message.data) as Frame);
        resolve();
      };
    });
    await seen;
    const socketId = (JSON.parse(frames[0]!.data as string) as { socket_id: string }).socket_id;
    const response = await fetch("/api/realtime/user-auth", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ socket_id: socketId }),
    });
    const signed = (await response.json()) as { auth: string; user_data: string };
    socket.send(JSON.stringify({ event: "pusher:signin", data: signed }));
    const userId = (JSON.parse(signed.user_data) as { id: string }).id;
    socket.send(
      JSON.stringify({ event: "pusher:subscribe", data: { channel: `#server-to-user-${userId}`, auth: "" } }),
    );
    return userId;
  }, key);
}

function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as RealtimeWindow).realtimeFrames);
}

/** The watchlist events the page's socket heard, as [name, user id] pairs. */
async function watchlistEvents(page: Page): Promise<[string, string][]> {
  return (await frames(page))
    .filter((frame) => frame.event === "pusher_internal:watchlist_events")
    .flatMap((frame) =>
      (JSON.parse(frame.data as string) as { events: { name: string; user_ids: string[] }[] }).events.flatMap((event) =>
        event.user_ids.map((id) => [event.name, id] as [string, string]),
      ),
    );
}

/** Whom the page's socket holds online now, from the watchlist events in order. */
async function onlineNow(page: Page): Promise<string[]> {
  const online = new Set<string>();
  for (const [name, id] of await watchlistEvents(page)) {
    if (name === "online") online.add(id);
    else online.delete(id);
  }
  return [...online];
}

async function received(page: Page, event: string): Promise<number> {
  return (await frames(page)).filter((frame) => frame.event === event).length;
}

/** A page of its own browser context, on a same-origin page that renders no React (no socket of its own). */
async function quietPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

function publisher(page: Page): Pusher {
  const { hostname, port } = new URL(page.url());
  return new Pusher({ appId: "patitas", key, secret: derive("secret"), host: hostname, port, useTLS: false });
}

test("friends see each other come and go by watchlist events, a stranger sees nothing, and a device signed out elsewhere loses its socket", async ({
  browser,
}) => {
  const [ana, bruno, stranger] = [await quietPage(browser), await quietPage(browser), await quietPage(browser)];
  const [anaUser, brunoUser] = [newUser("rt"), newUser("rt")];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await signUp(stranger, newUser("rt"));
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);
  await followBack(stranger, anaUser);
  // Ana's second device, signed in with the same account.
  const anaPhone = await quietPage(browser);
  await logIn(anaPhone, anaUser.email, anaUser.password);
  await expect(anaPhone).not.toHaveURL(/\/auth$/);

  for (const page of [ana, bruno, stranger, anaPhone]) await page.goto("/api/health");
  const anaId = await signInSocket(ana);
  await signInSocket(anaPhone);
  await signInSocket(stranger);
  const brunoId = await signInSocket(bruno);
  await expect.poll(() => onlineNow(ana)).toEqual([brunoId]);
  await expect.poll(() => onlineNow(bruno)).toEqual([anaId]);
  expect(await watchlistEvents(stranger)).toEqual([]);

  // Ana signs the phone out from her devices list: only the phone's socket closes (4009).
  const profile = await ana.context().newPage();
  await profile.goto("/profile");
  const devices = profile.getByTestId("devices");
  await devices
    .getByRole("listitem")
    .filter({ hasNot: profile.getByText("Este dispositivo") })
    .first()
    .getByRole("button", { name: "Cerrar sesión" })
    .click();
  await expect(profile.getByText("Sesión cerrada en ese dispositivo.")).toBeVisible();
  await expect.poll(() => anaPhone.evaluate(() => (window as unknown as RealtimeWindow).realtimeClosed)).toBe(4009);

  // What is sent to Ana afterwards reaches her laptop and not the phone, and the phone cannot sign in again.
  await publisher(ana).sendToUser(anaId, "message:new", { id: "after" });
  await expect.poll(() => received(ana, "message:new")).toBe(1);
  expect(await received(anaPhone, "message:new")).toBe(0);
  const again = await anaPhone.evaluate(
    async () =>
      (
        await fetch("/api/realtime/user-auth", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "socket_id=1.2",
        })
      ).status,
  );
  expect(again).toBe(403);
  // Ana's laptop is still signed in: Bruno still sees her online.
  expect(await onlineNow(bruno)).toEqual([anaId]);

  await bruno.context().close();
  await expect.poll(() => onlineNow(ana)).toEqual([]);
});

test("a signed-out browser gets no socket signed in", async ({ page }) => {
  await page.goto("/auth");
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/realtime/user-auth", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "socket_id=1.2",
    });
    return response.status;
  });
  expect(status).toBe(403);
});
