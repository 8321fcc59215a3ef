import "server-only";
import { sql } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp } from "@/lib/paging/cursor";
import { moderationActions } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { thumbnailUrlFor } from "@/lib/storage/thumbnails";

export const ADMIN_LATEST_MESSAGES = 100;

export type AdminMessageRow = {
  id: string;
  content: string;
  sender: { username: string | null; email: string };
  receiver: { username: string | null; email: string };
  isRead: boolean;
  createdAt: string;
  /** The message's photos as thumbnails: each fetch of one is itself audited (lib/messages/photos.ts). */
  photos: string[];
};

/**
 * docs/product-spec.md §2 Admin "messages (latest 100)": admins only. Reading private conversations is itself logged:
 * each view writes a `view` row to the audit log (target: the messages, moderator: the admin), in the
 * same transaction as the read, so no view goes unrecorded.
 */
export async function readLatestMessages(staff: CurrentUser): Promise<AdminMessageRow[]> {
  if (!hasRole(staff, "admin")) throw new AppError("forbidden", errorKeys.forbidden);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: string;
      content: string;
      is_read: boolean;
      created_at: string;
      sender_username: string | null;
      sender_email: string;
      receiver_username: string | null;
      receiver_email: string;
      photos: string[];
    }>(
      tx,
      sql`select m.id, m.content, m.is_read, ${cursorTimestamp(sql`m.created_at`)} as created_at,
            coalesce((select array_agg(ph.url order by ph.position) from message_photos ph where ph.message_id = m.id), '{}') as photos,
            s.username as sender_username, s.email as sender_email, r.username as receiver_username, r.email as receiver_email
          from (select * from messages order by created_at desc limit ${ADMIN_LATEST_MESSAGES}) m
          join users s on s.id = m.sender_id
          join users r on r.id = m.receiver_id
          order by m.created_at desc, m.id desc`,
    );
    await tx.insert(moderationActions).values({
      actionType: "view",
      targetType: "messages",
      targetId: staff.id,
      moderatorId: staff.id,
      reason: String(rows.length),
    });
    return rows.map((row) => ({
      id: row.id,
      content: row.content,
      isRead: row.is_read,
      createdAt: row.created_at,
      sender: { username: row.sender_username, email: row.sender_email },
      receiver: { username: row.receiver_username, email: row.receiver_email },
      photos: row.photos.map((url) => thumbnailUrlFor(url) ?? url),
    }));
  });
}
