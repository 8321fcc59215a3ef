import { createHmac } from "node:crypto";
import { POST } from "@/app/api/realtime/user-auth/route";
import { banUser } from "@/lib/admin/users";
import { revokeSessions } from "@/lib/auth/accounts";
import { changePassword, signOutDevice } from "@/tests/auth-inputs";
import { env } from "@/lib/env";
import { deleteAccount } from "@/lib/privacy/delete-account";
import { blockUser } from "@/lib/social/blocks";
import { befriend, createMatch } from "@/tests/chat-factories";
import { createUser, DEFAULT_PASSWORD, type TestUser } from "@/tests/factories";
import { authRequest, browserRealtimeHarness } from "@/tests/realtime";
import { signInAs, signInAsBanned, type SignedInClaims } from "@/tests/session";
import type { RealtimeConnection } from "./browser";
import { builtInCredentials } from "@/server/shared/realtime-credentials";
import { publishToUser } from "./publish";

const socketId = "123456.654321";

function expectedAuth(userData: string): string {
  const { key, secret } = builtInCredentials(env.NEXTAUTH_SECRET);
  return `${key}:${createHmac("sha256", secret).update(`${socketId}::user::${userData}`).digest("hex")}`;
}

async function signedUserData(): Promise<{
  id: string;
  user_info: { session: string; iat: number };
  watchlist: string[];
}> {
  const response = await POST(authRequest({ socket_id: socketId }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { auth: string; user_data: string };
  expect(body.auth).toBe(expectedAuth(body.user_data));
  return JSON.parse(body.user_data);
}

describe("POST /api/realtime/user-auth", () => {
  it("refuses an anonymous caller, a banned user with a still valid cookie and an account without a username with 403", async () => {
    const anonymous = await POST(authRequest({ socket_id: socketId }));
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ error: { code: "forbidden", message: "errors.forbidden" } });

    await signInAsBanned(await createUser());
    expect((await POST(authRequest({ socket_id: socketId }))).status).toBe(403);

    await signInAs(await createUser({ username: null }));
    expect((await POST(authRequest({ socket_id: socketId }))).status).toBe(403);
  });

  it("signs the socket in as the caller, for their device session, whatever else the body says", async () => {
    const user = await createUser();
    const claims = await signInAs(user);
    const before = Date.now();
    const response = await POST(authRequest({ socket_id: socketId, id: "someone-else", watchlist: '["x"]' }));
    const body = (await response.json()) as { user_data: string };
    const data = JSON.parse(body.user_data);
    expect(data).toMatchObject({ id: user.id, user_info: { session: claims.sessionId }, watchlist: [] });
    expect(data.user_info.iat).toBeGreaterThanOrEqual(before);
  });

  it("watches exactly the people the caller may message: mutual follows and accepted matches, never across a block or a ban", async () => {
    const [me, friend, fan, idol, matched, pending, blocked, blocker, banned] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    await befriend(me, friend);
    await befriend(fan, me, { mutual: false });
    await befriend(me, idol, { mutual: false });
    await createMatch(me, matched);
    await createMatch(pending, me, "pending");
    await befriend(me, blocked);
    await blockUser(me.id, blocked.id);
    await befriend(me, blocker);
    await blockUser(blocker.id, me.id);
    await befriend(me, banned);
    await banUser((await createUser({ role: "admin" })).id, banned.id);

    await signInAs(me);
    expect((await signedUserData()).watchlist.sort()).toEqual([friend.id, matched.id].sort());
    // The relation is symmetric: the friend watches me back.
    await signInAs(friend);
    expect((await signedUserData()).watchlist).toEqual([me.id]);
  });

  it("answers malformed input with 400 and an oversized body with 413", async () => {
    await signInAs(await createUser());
    for (const fields of [{}, { socket_id: "abc" }, { socket_id: "1.2.3" }, { socket_id: "" }] as Record<
      string,
      string
    >[]) {
      const response = await POST(authRequest(fields));
      expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
    }
    expect((await POST(authRequest({ socket_id: socketId, padding: "x".repeat(4096) }))).status).toBe(413);
  });
});

describe("the live connection follows the session (the built-in server, pusher-js through the route)", () => {
  const realtime = browserRealtimeHarness();

  /** Opens the browser module's connection with the claims of `cookie`, and waits until it is live. */
  async function openAs(
    user: { id: string },
    cookie: SignedInClaims,
  ): Promise<{ connection: RealtimeConnection; events: string[] }> {
    const connection = await realtime.open(user.id, cookie);
    await until(() => connection.snapshot().state === "live");
    const events: string[] = [];
    connection.onEvent((_, payload) => events.push((payload as { id: string }).id));
    return { connection, events };
  }

  async function until(check: () => boolean, ms = 5000): Promise<void> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > ms) throw new Error("Condition not met in time");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * After `end` ends the session of `cookie` (the stolen copy keeps its claims), its socket closes, a
   * message published later does not reach it, and it never goes live again: its new sign-ins are refused.
   */
  async function expectCutOff(
    user: TestUser,
    cookie: SignedInClaims,
    end: () => Promise<unknown>,
    survivor?: SignedInClaims,
  ): Promise<void> {
    const stolen = await openAs(user, cookie);
    const kept = survivor ? await openAs(user, survivor) : null;
    await end();
    await until(() => stolen.connection.snapshot().state !== "live");
    await publishToUser(user.id, "message:new", { id: "after-the-end" });
    // Longer than the browser module's first reconnect (1 s): the reconnect's sign-in is refused too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stolen.connection.snapshot().state).not.toBe("live");
    expect(stolen.events).toEqual([]);
    if (kept) {
      expect(kept.connection.snapshot().state).toBe("live");
      expect(kept.events).toEqual(["after-the-end"]);
    }
  }

  it("delivers what is published to the user once signed in", async () => {
    const user = await createUser();
    const { events } = await openAs(user, await signInAs(user));
    await publishToUser(user.id, "message:new", { id: "m1" });
    await until(() => events.length === 1);
    expect(events).toEqual(["m1"]);
  });

  it("sign out everywhere closes every socket of the user", async () => {
    const user = await createUser();
    await expectCutOff(user, await signInAs(user), () => revokeSessions(user.id));
  });

  it("signing out one device closes that device's socket and no other", async () => {
    const user = await createUser();
    const [phone, laptop] = [await signInAs(user), await signInAs(user)];
    await expectCutOff(user, phone, () => signOutDevice({ id: user.id }, phone.sessionId), laptop);
  });

  it("a password change closes the other devices' sockets and keeps this one", async () => {
    const user = await createUser();
    const [other, current] = [await signInAs(user), await signInAs(user)];
    await expectCutOff(
      user,
      other,
      () =>
        changePassword(
          { id: user.id, sessionId: current.sessionId },
          { currentPassword: DEFAULT_PASSWORD, newPassword: "Otra-Clave-Segura-2026" },
        ),
      current,
    );
  });

  it("a ban closes the banned user's sockets", async () => {
    const [user, admin] = [await createUser(), await createUser({ role: "admin" })];
    await expectCutOff(user, await signInAs(user), () => banUser(admin.id, user.id));
  });

  it("deleting the account closes its sockets", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    await expectCutOff(user, cookie, () => deleteAccount({ id: user.id }, { password: DEFAULT_PASSWORD }));
  });

  it("shows online status only between people who may message each other, and not after a block", async () => {
    const [ana, bruno, stranger] = await Promise.all([createUser(), createUser(), createUser()]);
    await befriend(ana, bruno);
    await befriend(stranger, ana, { mutual: false });
    const anaLive = await openAs(ana, await signInAs(ana));
    const brunoLive = await openAs(bruno, await signInAs(bruno));
    const strangerLive = await openAs(stranger, await signInAs(stranger));
    await until(
      () => anaLive.connection.snapshot().online.has(bruno.id) && brunoLive.connection.snapshot().online.has(ana.id),
    );
    expect([...anaLive.connection.snapshot().online]).toEqual([bruno.id]);
    expect([...strangerLive.connection.snapshot().online]).toEqual([]);

    // Bruno blocks Ana: both sign in again with their new watchlists, and neither sees the other.
    await blockUser(bruno.id, ana.id);
    await until(
      () => !anaLive.connection.snapshot().online.has(bruno.id) && !brunoLive.connection.snapshot().online.has(ana.id),
    );
    // Still signed in and live, only no longer watching each other.
    await until(
      () => anaLive.connection.snapshot().state === "live" && brunoLive.connection.snapshot().state === "live",
    );
    await publishToUser(ana.id, "message:new", { id: "still-live" });
    await until(() => anaLive.events.includes("still-live"));
  });
});
