// Delivered orders to review (decision 046): a seller's store with a product, and a buyer whose order of
// it was delivered, written straight to the tables as tests/store-factories.ts does.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { createUser, type TestUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createOrder } from "@/tests/store-factories";

type Status = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

/** A store with one product, and `buyer`'s order of it in `status` (delivered unless told). */
export async function deliveredOrder(buyer?: TestUser, status: Status = "delivered") {
  const seller = await createUser();
  const store = await createStore(seller.id, { name: "Huellitas" });
  const product = await createProduct(store.id, { name: "Pelota de caucho" });
  const owner = buyer ?? (await createUser());
  const order = await createOrder(store.id, owner.id, {
    status,
    items: [{ productId: product.id, name: product.name }],
  });
  return { seller, store, product, buyer: owner, order };
}

/** A review written straight to the table (ratings are not recounted: for tests of who may act on it). */
export async function insertReview(values: {
  userId: string;
  orderId: string;
  storeId: string;
  productId?: string | null;
  rating?: number;
  body?: string;
  daysAgo?: number;
}) {
  const db = await getDb();
  const [row] = await db
    .insert(reviews)
    .values({
      userId: values.userId,
      orderId: values.orderId,
      storeId: values.storeId,
      productId: values.productId ?? null,
      rating: values.rating ?? 4,
      body: values.body ?? "Muy buena",
      createdAt: values.daysAgo ? sql`now() - make_interval(days => ${values.daysAgo})` : undefined,
    })
    .returning();
  return row!;
}
