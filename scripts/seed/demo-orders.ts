// Paid demo orders, so every store's dashboard (decision 019) has real orders to fulfil, sales to count and
// a 30-day chart to draw, and the fulfilment steps can be tried (and tested end to end) without a
// checkout. The statuses cover each step; the newest order of Lucía's store waits for her, from Carlos.
import type { ShippingAddress } from "@/lib/db/schema";
import type { Random } from "./random";

const DAY = 86_400_000;

type Status = "pending" | "processing" | "shipped" | "delivered";
type Buyer = { id: string; fullName: string; email: string; city: string; country: string };
type Product = { id: string; storeId: string; name: string; priceCents: number };

/** [store owner's store name, buyer username, days ago, status, [product index in the store, quantity][]] */
const plan: Array<[string, string, number, Status, Array<[number, number]>]> = [
  ["Patitas de Lucía", "carlos_bcn", 0.05, "pending", [[0, 1], [1, 2]]],
  ["Patitas de Lucía", "ana_sevilla", 1.2, "pending", [[2, 1]]],
  ["Patitas de Lucía", "sofia_gatuna", 3.5, "processing", [[0, 2]]],
  ["Patitas de Lucía", "louis_lyon", 6, "shipped", [[1, 1], [2, 1]]],
  ["Patitas de Lucía", "javi_perruno", 11, "delivered", [[0, 1]]],
  ["Patitas de Lucía", "pablo_vet", 19, "delivered", [[2, 3]]],
  ["Patitas de Lucía", "claire_paris", 27, "delivered", [[1, 1]]],
  ["Guau Market", "lucia", 2, "processing", [[0, 1]]],
  ["Guau Market", "ana_sevilla", 9, "delivered", [[1, 2]]],
  ["Le Chat Chic", "louis_lyon", 4, "shipped", [[0, 1]]],
];

export type DemoOrderRows = {
  payments: Array<{ id: string; userId: string; provider: string; providerSessionId: string; status: "paid"; amountCents: number; createdAt: Date; paidAt: Date }>;
  orders: Array<{
    id: string;
    paymentId: string;
    buyerId: string;
    storeId: string;
    status: Status;
    totalAmountCents: number;
    commissionCents: number;
    shippingAddress: ShippingAddress;
    trackingNumber: string | null;
    createdAt: Date;
    paidAt: Date;
  }>;
  items: Array<{ orderId: string; productId: string; productName: string; unitPriceCents: number; quantity: number }>;
};

export function buildDemoOrders(
  rng: Random,
  now: number,
  storeIdByName: Map<string, string>,
  products: Product[],
  buyerOf: (username: string) => Buyer,
): DemoOrderRows {
  const rows: DemoOrderRows = { payments: [], orders: [], items: [] };
  for (const [storeName, username, daysAgo, status, lines] of plan) {
    const storeId = storeIdByName.get(storeName);
    if (!storeId) continue;
    const storeProducts = products.filter((p) => p.storeId === storeId);
    const buyer = buyerOf(username);
    const createdAt = new Date(now - daysAgo * DAY);
    const orderId = rng.uuid();
    const items = lines.flatMap(([index, quantity]) => {
      const product = storeProducts[index % Math.max(1, storeProducts.length)];
      return product ? [{ orderId, productId: product.id, productName: product.name, unitPriceCents: product.priceCents, quantity }] : [];
    });
    if (items.length === 0) continue;
    const total = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const paymentId = rng.uuid();
    rows.payments.push({ id: paymentId, userId: buyer.id, provider: "test", providerSessionId: `demo_${paymentId}`, status: "paid", amountCents: total, createdAt, paidAt: createdAt });
    rows.orders.push({
      id: orderId,
      paymentId,
      buyerId: buyer.id,
      storeId,
      status,
      totalAmountCents: total,
      // 12 %, half-up to the cent (DESIGN §6).
      commissionCents: Math.round(total * 0.12),
      shippingAddress: { name: buyer.fullName, email: buyer.email, phone: "+34 600 123 456", address: "Calle de la Amistad 7, 2.º B", city: buyer.city, postalCode: "28001", country: buyer.country },
      trackingNumber: status === "shipped" || status === "delivered" ? `PK${orderId.slice(0, 8).toUpperCase()}` : null,
      createdAt,
      paidAt: createdAt,
    });
    rows.items.push(...items);
  }
  return rows;
}
