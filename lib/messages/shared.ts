import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { notBlocked } from "@/lib/db/not-blocked";
import { cardImageUrl } from "@/lib/storage/thumbnails";
import type { SharedCard } from "@/lib/realtime/events";
import type { SharedKind } from "./schemas";

// "Send in a message" (issue 46): a message stores what it shares as a reference (kind + id), never a
// copy, and its card is read for whoever looks, when they look: a post deleted since, one whose author
// blocked the viewer or was banned, an inactive pet, product or store, a lost & found case closed (reunited,
// expired, removed) or deleted since all read as "unavailable". A new kind is one more entry here, in
// SHARED_KINDS (schemas.ts) and in lib/format/message-preview.ts (its label where the card is not drawn).

type CardSql = (viewerId: string, id: SQL) => SQL;

/** Each kind's card as one json object (title, subtitle, image, href), or null when the viewer may not see it. */
const cards: Record<SharedKind, CardSql> = {
  post: (viewerId, id) => sql`(select json_build_object('title', u.full_name, 'subtitle', nullif(left(p.content, 140), ''),
      'image', coalesce(p.thumbnail_url, p.image_url), 'href', '/p/' || p.id)
    from posts p join users u on u.id = p.user_id
    where p.id = ${id} and not u.is_banned and ${notBlocked(viewerId, sql`p.user_id`)})`,
  pet: (viewerId, id) => sql`(select json_build_object('title', pt.name, 'subtitle', u.full_name, 'image', pt.photos[1], 'href', '/pet/' || pt.id)
    from pets pt join users u on u.id = pt.user_id
    where pt.id = ${id} and pt.is_active and not u.is_banned and ${notBlocked(viewerId, sql`pt.user_id`)})`,
  product: (viewerId, id) => sql`(select json_build_object('title', pr.name, 'subtitle', s.name, 'image', pr.images[1], 'href', '/product/' || pr.id)
    from products pr join stores s on s.id = pr.store_id join users u on u.id = s.user_id
    where pr.id = ${id} and pr.is_active and s.is_active and not u.is_banned and ${notBlocked(viewerId, sql`s.user_id`)})`,
  // A found animal may have no name: its description's start stands in. Only the public place, never the point.
  lost: (viewerId, id) => sql`(select json_build_object('title', coalesce(lc.name, left(lc.description, 80)), 'subtitle', concat_ws(', ', lc.neighbourhood, pl.name),
      'image', lc.photos[1], 'href', '/lost/' || lc.id)
    from lost_cases lc join places pl on pl.id = lc.place_id join users u on u.id = lc.user_id
    where lc.id = ${id} and lc.status = 'open' and not u.is_banned and ${notBlocked(viewerId, sql`lc.user_id`)})`,
};

/** SQL: the card of the row's `shared_kind` / `shared_id` columns as `viewerId` may see it (json, null when unavailable). */
export function sharedCardSql(viewerId: string, kind: SQL = sql`shared_kind`, id: SQL = sql`shared_id`): SQL {
  const branches = Object.entries(cards).map(([name, card]) => sql`when ${name} then ${card(viewerId, id)}`);
  return sql`case ${kind} ${sql.join(branches, sql` `)} end`;
}

type CardRow = { title: string; subtitle: string | null; image: string | null; href: string };

/** The card a message shows, from its stored reference and the json sharedCardSql read. */
export function toSharedCard(kind: string | null, id: string | null, card: CardRow | null): SharedCard | null {
  if (!kind || !id) return null;
  return card ? { kind, id, available: true, ...card, image: cardImageUrl(card.image) } : { kind, id, available: false };
}
