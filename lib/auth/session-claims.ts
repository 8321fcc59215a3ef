import "server-only";
import { decode } from "next-auth/jwt";
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

/**
 * What the signed session cookie says, before the database has confirmed it (lib/auth/session.ts). The
 * token is decrypted with next-auth's own `decode` (its expiry checked there); `getServerSession` did
 * the same and then ran the whole session endpoint, re-encrypting a refreshed cookie that a page or
 * route handler cannot set anyway: twice the key derivation for nothing, on every signed-in request.
 */
export async function readSessionClaims(): Promise<SessionClaims | null> {
  const token = readToken(await cookies(), sessionCookieName());
  if (!token) return null;
  let payload: Awaited<ReturnType<typeof decode>>;
  try {
    payload = await decode({ token, secret: env.NEXTAUTH_SECRET });
  } catch {
    return null; // Expired, tampered with, or sealed with another secret: signed out.
  }
  if (!payload || typeof payload.sub !== "string" || !payload.sub) return null;
  return { userId: payload.sub, sessionVersion: Number(payload.sv ?? 0), sessionId: typeof payload.sid === "string" ? payload.sid : null };
}
