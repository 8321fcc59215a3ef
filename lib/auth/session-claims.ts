import "server-only";
import { hkdfSync } from "node:crypto";
import { jwtDecrypt, type JWTPayload } from "jose";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

// sessionId names the sign-in (user_sessions row); cookies issued before devices existed have none.
export type SessionClaims = { userId: string; sessionVersion: number; sessionId: string | null };

/** next-auth's cookie: `__Secure-` when the app is served over HTTPS (its own rule, from NEXTAUTH_URL). */
function sessionCookieName(): string {
  const secure = (process.env.NEXTAUTH_URL ?? env.APP_URL).startsWith("https://");
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** The token, whole or in the numbered chunks next-auth splits a long one into (`name.0`, `name.1`…). */
function readToken(jar: Awaited<ReturnType<typeof cookies>>, name: string): string | null {
  const whole = jar.get(name)?.value;
  if (whole) return whole;
  const chunks: string[] = [];
  for (let index = 0; ; index += 1) {
    const chunk = jar.get(`${name}.${index}`)?.value;
    if (!chunk) break;
    chunks.push(chunk);
  }
  return chunks.length > 0 ? chunks.join("") : null;
}

let derived: { secret: string; key: Uint8Array } | null = null;

/**
 * next-auth's key for its session token (next-auth/jwt's getDerivedEncryptionKey: HKDF-SHA256 of the
 * secret, no salt, its own info string, 32 bytes), derived once per secret. Its `decode` derives it
 * again for every token: 70 µs of CPU on every signed-in request, about half of reading the cookie.
 */
function sessionKey(secret: string): Uint8Array {
  if (derived?.secret !== secret)
    derived = {
      secret,
      key: new Uint8Array(hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32)),
    };
  return derived.key;
}

/**
 * What the signed session cookie says, before the database has confirmed it (lib/auth/session.ts). The
 * token is decrypted as next-auth's own `decode` does (dir + A256GCM, its expiry checked with the same 15 s
 * tolerance), with the key derived once; session-claims.test.ts reads tokens made by next-auth's `encode`.
 * `getServerSession` did the same and then ran the whole session endpoint, re-encrypting a refreshed
 * cookie that a page or route handler cannot set anyway.
 */
export async function readSessionClaims(): Promise<SessionClaims | null> {
  const token = readToken(await cookies(), sessionCookieName());
  if (!token) return null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtDecrypt(token, sessionKey(env.NEXTAUTH_SECRET), { clockTolerance: 15 }));
  } catch {
    return null; // Expired, tampered with, or sealed with another secret: signed out.
  }
  if (typeof payload.sub !== "string" || !payload.sub) return null;
  return {
    userId: payload.sub,
    sessionVersion: Number(payload.sv ?? 0),
    sessionId: typeof payload.sid === "string" ? payload.sid : null,
  };
}
