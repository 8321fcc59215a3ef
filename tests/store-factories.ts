// Orders and payouts for seller-dashboard tests, written straight to the tables (the checkout that makes
// them lives on another branch): a payment, one order of one store with its items, paid unless told.
import { getDb } from "@/lib/db/client";
import { orderItems, orders, payments, payouts, type ShippingAddress } from "@/lib/db/schema";

export const testShipping: ShippingAddress = {
  name: "Ana Compradora",
  email: "ana@test.patitas.dev",
  phone: "+34 600 000 000",
  address: "Calle Falsa 123",
  city: "Sevilla",
  postalCode: "41001",
  country: "ES",
};

type OrderOptions = {
  items?: Array<{ productId?: string | null; name?: string; unitPriceCents?: number; quantity?: number }>;
  paid?: boolean;
  status?: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  createdAt?: Date;
};

/** A paid order (status pending: waiting for the store) of `storeId` by `buyerId`, 12 % commission. */
export async function createOrder(storeId: string, buyerId: string, options: OrderOptions = {}) {
  const db = await getDb();
  const items = (options.items ?? [{}]).map((item, index) => ({
    productId: item.productId ?? null,
    productName: item.name ?? `Artículo ${index + 1}`,
    unitPriceCents: item.unitPriceCents ?? 1250,
    quantity: item.quantity ?? 1,
  }));
  const total = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const commission = Math.round(total * 0.12);
  const paid = options.paid ?? true;
  const createdAt = options.createdAt ?? new Date();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyerId,
      provider: "test",
      status: paid ? "paid" : "open",
      amountCents: total,
      paidAt: paid ? createdAt : null,
      createdAt,
    })
    .returning({ id: payments.id });
  const [order] = await db
    .insert(orders)
    .values({
      paymentId: payment!.id,
      buyerId,
      storeId,
      status: options.status ?? "pending",
      totalAmountCents: total,
      commissionCents: commission,
      shippingAddress: testShipping,
      createdAt,
      paidAt: paid ? createdAt : null,
    })
    .returning();
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  return order!;
}

export async function createPayout(
  orderId: string,
  storeId: string,
  amountCents: number,
  status: "pending" | "paid" | "failed" = "paid",
) {
  const db = await getDb();
  const [row] = await db
    .insert(payouts)
    .values({ orderId, storeId, amountCents, status, providerTransferId: `tr_test_${orderId.slice(0, 8)}` })
    .returning();
  return row!;
}
