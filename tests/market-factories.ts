// Stores and products for marketplace tests. Names carry a unique word, so a test can search for
// exactly its own rows on a shared database.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { productCategories, products, stores } from "@/lib/db/schema";
import type { CategorySlug } from "@/lib/market/catalogue-params";

export async function createStore(userId: string, values: Partial<Omit<typeof stores.$inferInsert, "userId">> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(stores)
    .values({ userId, name: "Tienda de prueba", address: "Calle Mayor 1, Madrid", ...values })
    .returning();
  return row!;
}

export async function categoryId(slug: CategorySlug): Promise<string> {
  const db = await getDb();
  await db
    .insert(productCategories)
    .values({ slug, icon: "tag" })
    .onConflictDoNothing({ target: productCategories.slug });
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.slug, slug));
  return row!.id;
}

export async function createProduct(
  storeId: string,
  values: Partial<Omit<typeof products.$inferInsert, "storeId">> = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ storeId, name: "Producto", priceCents: 1000, stockQuantity: 5, ...values })
    .returning();
  return row!;
}
