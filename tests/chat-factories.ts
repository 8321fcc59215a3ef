// Relationships that let two users chat (decision 011): mutual follows and matches.
import { getDb } from "@/lib/db/client";
import { matches } from "@/lib/db/schema";
import { follow } from "./post-factories";

/** a and b follow each other (or only a follows b). */
export async function befriend(
  a: { id: string },
  b: { id: string },
  options: { mutual?: boolean } = {},
): Promise<void> {
  await follow(a.id, b.id);
  if (options.mutual ?? true) await follow(b.id, a.id);
}

export async function createMatch(
  a: { id: string },
  b: { id: string },
  status: "pending" | "accepted" | "rejected" = "accepted",
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(matches)
    .values({ user1Id: a.id, user2Id: b.id, matchType: "friend", status })
    .returning({ id: matches.id });
  return row!.id;
}
