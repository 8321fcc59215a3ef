import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { readSessionClaims } from "./session-claims";

export type BanNotice = { reasonCode: string | null; note: string | null; until: Date | null };

/**
 * The ban of the account named by this browser's session cookie, when a ban is what ended that session
 * (issue 48 item 4): the open tab of a banned member is told why, the staff's note and the end at once,
 * instead of a bare sign-in form. The cookie is signed and sealed (session-claims.ts), so only the holder
 * of that account's session reads its ban. Null for any other visitor, and for a suspension already over.
 */
export async function sessionBanNotice(): Promise<BanNotice | null> {
  const claims = await readSessionClaims();
  if (!claims) return null;
  const [user] = await (
    await getDb()
  )
    .select({
      isBanned: users.isBanned,
      reasonCode: users.banReasonCode,
      note: users.banReason,
      until: users.bannedUntil,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!user?.isBanned || (user.until && user.until <= new Date())) return null;
  return { reasonCode: user.reasonCode, note: user.note, until: user.until };
}
