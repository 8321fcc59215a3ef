// Steers the request mocks of tests/setup/request-mocks.ts: who is signed in, from which IP, in which
// locale. A real session is a signed JWT cookie frozen at sign-in time; signInAs copies that: it records
// a device session and reads the user's session version once, so a later sign-out, ban,
// logout-everywhere or password reset makes the same claims stale, exactly as it does for a browser
// still holding its cookie.
import { eq } from "drizzle-orm";
import { getLocale } from "next-intl/server";
import { banUser } from "@/lib/admin/users";
import { startSession } from "@/lib/auth/device-sessions";
import { readSessionClaims, type SessionClaims } from "@/lib/auth/session-claims";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { clientIp } from "@/lib/request";
import { createUser, uniqueIp } from "./factories";

/** The claims of a fresh sign-in: they always name a device session. */
export type SignedInClaims = SessionClaims & { sessionId: string };

/** Signs the user in (a new device session, their current session version) or, with null, signs out. Returns the claims. */
export async function signInAs(user: { id: string }): Promise<SignedInClaims>;
export async function signInAs(user: null): Promise<null>;
export async function signInAs(user: { id: string } | null): Promise<SignedInClaims | null>;
export async function signInAs(user: { id: string } | null): Promise<SignedInClaims | null> {
  if (!user) {
    jest.mocked(readSessionClaims).mockResolvedValue(null);
    return null;
  }
  const db = await getDb();
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, user.id));
  if (!row) throw new Error(`signInAs: no user ${user.id}`);
  const sessionId = await startSession(user.id, { userAgent: "jest", ip: "::1" });
  const claims = { userId: user.id, sessionVersion: row.sessionVersion, sessionId };
  jest.mocked(readSessionClaims).mockResolvedValue(claims);
  return claims;
}

/**
 * Signs the user in, then has a moderator ban them and replays the cookie from before the ban: the
 * "banned user" every action must refuse. Returns the user.
 */
export async function signInAsBanned<U extends { id: string }>(user: U): Promise<U> {
  const cookie = await signInAs(user);
  const moderator = await createUser({ role: "moderator" });
  await banUser(moderator.id, user.id);
  setClaims(cookie);
  return user;
}

/** Replays claims captured earlier, e.g. a cookie that outlived a ban. */
export function setClaims(claims: SessionClaims | null): void {
  jest.mocked(readSessionClaims).mockResolvedValue(claims);
}

/** The IP that clientIp() reports; returns it. */
export function setClientIp(ip: string = uniqueIp()): string {
  jest.mocked(clientIp).mockResolvedValue(ip);
  return ip;
}

export function setLocale(locale: string): void {
  jest.mocked(getLocale).mockResolvedValue(locale);
}

/** Anonymous, from a fresh IP, in Spanish: the state every test starts in. */
export function resetRequest(): void {
  setClaims(null);
  setClientIp();
  setLocale("es");
}
