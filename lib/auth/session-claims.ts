import "server-only";
import { getServerSession } from "next-auth";
import { authOptions } from "./options";

// sessionId names the sign-in (user_sessions row); cookies issued before devices existed have none.
export type SessionClaims = { userId: string; sessionVersion: number; sessionId: string | null };

/** What the signed session cookie says, before the database has confirmed it. */
export async function readSessionClaims(): Promise<SessionClaims | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) return null;
  return { userId: session.user.id, sessionVersion: session.user.sv, sessionId: session.user.sid ?? null };
}
