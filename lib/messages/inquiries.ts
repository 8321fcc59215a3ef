import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import type { InquirySubject } from "@/lib/realtime/events";

// Store inquiries (decision 038): besides mutual follows and accepted matches, a buyer may write to a
// store's owner about the store or one of its products, as on Etsy, and the owner may answer in that
// thread. Blocks, bans and the message rate still apply (findPartner, requireUser, sendMessage).


/**
 * SQL true when `a` and `b` (uuid expressions) already have a store inquiry between them: a message of
 * theirs, either way, that names a store one of the two owns. Either side may then go on writing.
 */
export function inquiryThreadSql(a: unknown, b: unknown) {
  return sql`exists (select 1 from messages im join stores ist on ist.id = im.store_id
      where ((im.sender_id = ${a} and im.receiver_id = ${b}) or (im.sender_id = ${b} and im.receiver_id = ${a}))
        and ist.user_id in (${a}, ${b}))`;
}

/**
 * SQL true when `a` and `b` already have a thread about a lost & found case one of them reported
 * (issue 45): either side may then go on writing, as in a store inquiry.
 */
export function lostCaseThreadSql(a: unknown, b: unknown) {
  return sql`exists (select 1 from messages lm join lost_cases lc on lc.id = lm.lost_case_id
      where ((lm.sender_id = ${a} and lm.receiver_id = ${b}) or (lm.sender_id = ${b} and lm.receiver_id = ${a}))
        and lc.user_id in (${a}, ${b}))`;
}

export type LostCaseFacts = { lostCaseId: string; ownerId: string; kind: "lost" | "found"; name: string | null; species: string; photo: string };

/** The open lost & found case a new message may be about, of a reporter who is not banned; else not found. */
export async function lostCaseSubject(executor: Executor, caseId: string): Promise<LostCaseFacts> {
  const [row] = await queryRows<{ id: string; user_id: string; kind: "lost" | "found"; name: string | null; species: string; photo: string }>(
    executor,
    sql`select c.id, c.user_id, c.kind, c.name, c.species, c.photos[1] as photo
      from lost_cases c join users owner on owner.id = c.user_id
      where c.id = ${caseId}::uuid and c.status = 'open' and not owner.is_banned and owner.username is not null`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return { lostCaseId: row.id, ownerId: row.user_id, kind: row.kind, name: row.name, species: row.species, photo: row.photo };
}

type SubjectRow = { store_id: string; store_name: string; owner_id: string; product_id: string | null; product_name: string | null; product_image: string | null };

/**
 * The store (and product) a new inquiry may be about: an active store whose owner is not banned, and a
 * product of it that is on sale (the catalogue's rule). Anything else reads as not found.
 */
export async function inquirySubject(executor: Executor, about: { productId?: string | undefined; storeId?: string | undefined }): Promise<InquirySubject> {
  const rows = about.productId
    ? await queryRows<SubjectRow>(
        executor,
        sql`select s.id as store_id, s.name as store_name, s.user_id as owner_id, p.id as product_id, p.name as product_name, p.images[1] as product_image
          from products p join stores s on s.id = p.store_id join users owner on owner.id = s.user_id
          where p.id = ${about.productId}::uuid and p.is_active and s.is_active and not owner.is_banned
            ${about.storeId ? sql`and s.id = ${about.storeId}::uuid` : sql``}`,
      )
    : about.storeId
      ? await queryRows<SubjectRow>(
          executor,
          sql`select s.id as store_id, s.name as store_name, s.user_id as owner_id, null as product_id, null as product_name, null as product_image
            from stores s join users owner on owner.id = s.user_id
            where s.id = ${about.storeId}::uuid and s.is_active and not owner.is_banned`,
        )
      : [];
  const [row] = rows;
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return {
    storeId: row.store_id,
    storeName: row.store_name,
    ownerId: row.owner_id,
    product: row.product_id ? { id: row.product_id, name: row.product_name ?? "", image: row.product_image } : null,
  };
}
