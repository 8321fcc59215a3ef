import "server-only";
import { eq, sql } from "drizzle-orm";
import { pageTags, purgePublicPages, type PublicPageTag } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { moderationActions, pets, products, stores } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";

// Staff switches on pets, stores and products (docs/product-spec.md §2 Admin, §6: moderator level). Each one changes a
// flag only when it differs, logs the change in moderation_actions in the same transaction, and purges the
// public pages that show the flag. Setting a flag to the value it already has is a no-op that logs nothing.

export type ContentFlag = "petVerified" | "storeActive" | "storeVerified" | "productActive";

type FlagTarget = {
  table: typeof pets | typeof stores | typeof products;
  /** The column staff own; `hidden` columns store the switch inverted (on = not hidden). */
  column: "is_verified" | "is_active" | "hidden_by_staff";
  targetType: "pet" | "store" | "product";
  on: "verify" | "activate";
  off: "unverify" | "deactivate";
  /** The public pages that show the flag. */
  pages: (executor: Executor, id: string) => Promise<PublicPageTag[]>;
};

const targets: Record<ContentFlag, FlagTarget> = {
  // The badge shows on the pet page; the deck and discover are signed-in pages (never cached).
  petVerified: {
    table: pets,
    column: "is_verified",
    targetType: "pet",
    on: "verify",
    off: "unverify",
    pages: async (_, id) => [pageTags.pet(id)],
  },
  // A store's state shows on its page and on every one of its product pages, and an inactive store's
  // products leave the catalogue: every page of the store.
  storeActive: {
    table: stores,
    column: "is_active",
    targetType: "store",
    on: "activate",
    off: "deactivate",
    pages: storePages,
  },
  storeVerified: {
    table: stores,
    column: "is_verified",
    targetType: "store",
    on: "verify",
    off: "unverify",
    pages: storePages,
  },
  // Products have their seller's switch (is_active) and staff's own (hidden_by_staff, lib/db/staff-hold.ts):
  // staff hide and un-hide through theirs, and the seller's follows, so lifting a hold puts it back on sale.
  productActive: {
    table: products,
    column: "hidden_by_staff",
    targetType: "product",
    on: "activate",
    off: "deactivate",
    pages: productPages,
  },
};

async function storePages(executor: Executor, storeId: string): Promise<PublicPageTag[]> {
  const rows = await executor.select({ id: products.id }).from(products).where(eq(products.storeId, storeId));
  return [pageTags.store(storeId), ...rows.map((row) => pageTags.product(row.id))];
}

async function productPages(executor: Executor, productId: string): Promise<PublicPageTag[]> {
  const [row] = await executor.select({ storeId: products.storeId }).from(products).where(eq(products.id, productId));
  return row ? [pageTags.product(productId), pageTags.store(row.storeId)] : [];
}

/**
 * Sets one moderation flag of a pet, store or product. Unknown ids are not_found; a value equal to the
 * current one changes nothing and logs nothing.
 */
export async function setContentFlag(
  staffId: string,
  flag: ContentFlag,
  targetId: string,
  value: boolean,
): Promise<void> {
  const target = targets[flag];
  const column = sql.identifier(target.column);
  const db = await getDb();
  const pages = await db.transaction(async (tx) => {
    // Locked, so two staff members flipping the same switch at once log one change, not two.
    const stored = target.column === "hidden_by_staff" ? !value : value;
    const [current] = await queryRows<{ value: boolean }>(
      tx,
      sql`select ${column} as value from ${target.table} where id = ${targetId}::uuid for update`,
    );
    if (!current) throw new AppError("not_found", errorKeys.notFound);
    if (current.value === stored) return [];
    const seller = target.column === "hidden_by_staff" ? sql`, is_active = ${value}` : sql``;
    await tx.execute(sql`update ${target.table} set ${column} = ${stored}${seller} where id = ${targetId}::uuid`);
    await tx.insert(moderationActions).values({
      actionType: value ? target.on : target.off,
      targetType: target.targetType,
      targetId,
      moderatorId: staffId,
    });
    return target.pages(tx, targetId);
  });
  await purgePublicPages(pages, "hard");
}
