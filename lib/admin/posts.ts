import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { ADMIN_PAGE_SIZE, likePattern } from "./queries";

// Staff's posts and comments screen (issue 11): newest first, searched by text or author, keyset paged on
// posts_created_idx / comments' created_at, each with what a moderator needs to judge it.

export type StaffContentKind = "posts" | "comments";
export type StaffContentRow = {
  id: string;
  postId: string;
  text: string;
  imageUrl: string | null;
  author: { username: string | null; fullName: string };
  createdAt: string;
};

export async function listContentForStaff(
  kind: StaffContentKind,
  query: string,
  rawCursor?: string | null,
): Promise<{ rows: StaffContentRow[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const q = query.trim();
  const table = kind === "posts" ? sql`posts c` : sql`comments c`;
  const rows = await queryRows<{
    id: string;
    post_id: string;
    text: string;
    image_url: string | null;
    username: string | null;
    full_name: string;
    created_at: string;
  }>(
    db,
    sql`select c.id, ${kind === "posts" ? sql`c.id` : sql`c.post_id`} as post_id, c.content as text,
          ${kind === "posts" ? sql`coalesce(c.thumbnail_url, c.image_url)` : sql`null`} as image_url,
          u.username, u.full_name, ${cursorTimestamp(sql`c.created_at`)} as created_at
        from ${table} join users u on u.id = c.user_id
        where true
        ${q ? sql`and (c.content ilike ${likePattern(q)} or u.username ilike ${likePattern(q)} or u.full_name ilike ${likePattern(q)})` : sql``}
        ${afterCursor(cursor, sql`c.created_at`, sql`c.id`)}
        order by c.created_at desc, c.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (row) => ({
      id: row.id,
      postId: row.post_id,
      text: row.text,
      imageUrl: row.image_url,
      author: { username: row.username, fullName: row.full_name },
      createdAt: row.created_at,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { rows: items, nextCursor };
}
