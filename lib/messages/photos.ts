import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { AppError } from "@/lib/errors";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { assertOwnedMedia, storedImageShape } from "@/lib/media/uploads";
import { publicUrl } from "@/lib/storage/storage";
import { originalKeyFor } from "@/lib/storage/thumbnails";
import type { ChatPhoto } from "@/lib/realtime/events";

// Chat photos (issue 46) are private: the key is unguessable, but that is not enough, so the media route
// asks mayViewChatPhoto before it serves a `chat` key.

/**
 * The photos of a message about to be sent, in the sender's order: each one the sender's own upload into
 * "chat" (assertOwnedMedia), its true shape and blur-up preview read from the stored file (decision 027, 030).
 */
export async function chatPhotos(actorId: string, urls: readonly string[]): Promise<Omit<ChatPhoto, "thumbnailUrl">[]> {
  if (new Set(urls).size !== urls.length) throw new AppError("validation", "messages.errors.photo");
  return Promise.all(
    urls.map(async (url) => {
      const { kind, key } = await assertOwnedMedia(actorId, url, "chat");
      const shape = kind === "image" ? await storedImageShape(key) : null;
      if (!shape) throw new AppError("validation", "messages.errors.photo");
      return { url, ...shape };
    }),
  );
}

/**
 * Whether `viewer` may fetch the chat photo stored at `key` (or its thumbnail): its uploader, or either
 * side of the message it was sent in, while neither blocked the other. An admin may too, for the audited
 * staff view of messages (lib/admin/messages.ts, issue 46): each fetch writes a `view` row to the audit log
 * (target: the message) in the same statement that finds the photo, so no look goes unrecorded. Moderators
 * and support get no way in. One indexed lookup (message_photos_url_idx).
 */
export async function mayViewChatPhoto(viewer: Pick<CurrentUser, "id" | "role"> | null, key: string): Promise<boolean> {
  if (!viewer) return false;
  const viewerId = viewer.id;
  const original = originalKeyFor(key);
  // An upload not sent yet: only its uploader, in the composer's preview.
  if (original.startsWith(`${viewerId}/chat/`)) return true;
  const url = publicUrl(original);
  if (hasRole(viewer, "admin")) {
    const audited = await queryRows<{ id: string }>(
      await getDb(),
      sql`with photo as (select ph.message_id from message_photos ph where ph.url = ${url} limit 1)
        insert into moderation_actions (action_type, target_type, target_id, moderator_id, reason)
        select 'view', 'message_photo', photo.message_id, ${viewerId}::uuid, ${key} from photo
        returning id`,
    );
    return audited.length > 0;
  }
  const rows = await queryRows<{ ok: boolean }>(
    await getDb(),
    sql`select true as ok from message_photos ph join messages m on m.id = ph.message_id
      where ph.url = ${url} and ${viewerId}::uuid in (m.sender_id, m.receiver_id)
        and ${notBlocked(viewerId, sql`case when m.sender_id = ${viewerId}::uuid then m.receiver_id else m.sender_id end`)}
      limit 1`,
  );
  return rows.length > 0;
}
