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
  [
    "Patitas de Lucía",
    "carlos_bcn",
    0.05,
    "pending",
    [
      [0, 1],
      [1, 2],
    ],
  ],
  ["Patitas de Lucía", "ana_sevilla", 1.2, "pending", [[2, 1]]],
  ["Patitas de Lucía", "sofia_gatuna", 3.5, "processing", [[0, 2]]],
  [
    "Patitas de Lucía",
    "louis_lyon",
    6,
    "shipped",
    [
      [1, 1],
      [2, 1],
    ],
  ],
  ["Patitas de Lucía", "javi_perruno", 11, "delivered", [[0, 1]]],
  ["Patitas de Lucía", "pablo_vet", 19, "delivered", [[2, 3]]],
  ["Patitas de Lucía", "claire_paris", 27, "delivered", [[1, 1]]],
  ["Guau Market", "lucia", 2, "processing", [[0, 1]]],
  ["Guau Market", "ana_sevilla", 9, "delivered", [[1, 2]]],
  ["Le Chat Chic", "louis_lyon", 4, "shipped", [[0, 1]]],
  // Delivered orders their buyers reviewed (decision 046).
  [
    "Guau Market",
    "javi_perruno",
    15,
    "delivered",
    [
      [0, 1],
      [2, 1],
    ],
  ],
  [
    "Le Chat Chic",
    "sofia_gatuna",
    21,
    "delivered",
    [
      [0, 2],
      [3, 1],
    ],
  ],
  ["Le Chat Chic", "ana_sevilla", 17, "delivered", [[0, 1]]],
  ["Huellitas Pet Shop", "pablo_vet", 13, "delivered", [[2, 1]]],
  // Left for Pablo to review (tests/e2e/reviews.spec.ts): the leash has no review yet.
  ["Guau Market", "pablo_vet", 8, "delivered", [[3, 1]]],
];

/**
 * Reviews of delivered orders above: [store, buyer, product index in the store or null for the store
 * itself, stars, text, the store's answer or null]. Written three days after the order.
 */
const reviewPlan: Array<[string, string, number | null, number, string, string | null]> = [
  [
    "Patitas de Lucía",
    "javi_perruno",
    0,
    5,
    "Precioso y muy bien cosido. A Trasto le queda perfecto y la chapita con la huella es un detalle enorme.",
    "¡Gracias, Javier! Nos encanta saber que a Trasto le gusta. 🐾",
  ],
  [
    "Patitas de Lucía",
    "javi_perruno",
    null,
    5,
    "Envío rápido y todo muy bien empaquetado, con una notita escrita a mano. Así da gusto comprar.",
    null,
  ],
  [
    "Patitas de Lucía",
    "pablo_vet",
    2,
    4,
    "Abriga mucho y se lava bien en la lavadora. Talla un poco pequeño: pedid una talla más de la habitual.",
    null,
  ],
  [
    "Patitas de Lucía",
    "claire_paris",
    1,
    3,
    "Bonita y de buen algodón, pero el velcro se despega con facilidad cuando corre por el parque.",
    "Gracias por contarlo, Claire. Te hemos escrito para cambiarte el cierre por uno más firme.",
  ],
  [
    "Guau Market",
    "ana_sevilla",
    1,
    5,
    "A Simba le encanta y no le ha sentado nada mal. Los trocitos son de verdad, no una pasta. Repetiré.",
    null,
  ],
  [
    "Guau Market",
    "javi_perruno",
    0,
    4,
    "Buena calidad y se nota en el pelo al cabo de un mes. El saco de 12 kg pesa, pero llegó sin un rasguño.",
    null,
  ],
  [
    "Guau Market",
    "javi_perruno",
    2,
    2,
    "Les duró una semana a mis dos perros. Para mordedores fuertes no es.",
    "Sentimos que no aguantara, Javier. Para mordedores intensos te recomendamos el hueso de nailon.",
  ],
  [
    "Le Chat Chic",
    "sofia_gatuna",
    0,
    5,
    "Mis gatos se vuelven locos con este ratón. El catnip huele muchísimo y siguen jugando con él semanas después.",
    null,
  ],
  [
    "Le Chat Chic",
    "sofia_gatuna",
    3,
    4,
    "Quita muchísimo pelo muerto sin tirones y el botón de limpieza es comodísimo. Algo grande para gatos pequeños.",
    "¡Gracias, Sofía! Tomamos nota para traer una talla mini.",
  ],
  [
    "Le Chat Chic",
    "sofia_gatuna",
    null,
    4,
    "Todo correcto y bien protegido, aunque el paquete tardó una semana en llegar a Málaga.",
    null,
  ],
  [
    "Le Chat Chic",
    "ana_sevilla",
    0,
    4,
    "Simba lo destrozó en dos días, pero se lo pasó en grande. Para gatos grandes, pedid dos.",
    null,
  ],
  [
    "Huellitas Pet Shop",
    "pablo_vet",
    2,
    5,
    "Tamaño perfecto y el fieltro no desgasta el esmalte de los dientes, algo que siempre recomiendo en consulta.",
    null,
  ],
];

export type DemoOrderRows = {
  payments: Array<{
    id: string;
    userId: string;
    provider: string;
    providerSessionId: string;
    status: "paid";
    amountCents: number;
    createdAt: Date;
    paidAt: Date;
  }>;
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
  reviews: Array<{
    id: string;
    userId: string;
    orderId: string;
    storeId: string;
    productId: string | null;
    rating: number;
    body: string;
    answer: string | null;
    answeredAt: Date | null;
    createdAt: Date;
  }>;
};

export function buildDemoOrders(
  rng: Random,
  now: number,
  storeIdByName: Map<string, string>,
  products: Product[],
  buyerOf: (username: string) => Buyer,
): DemoOrderRows {
  const rows: DemoOrderRows = { payments: [], orders: [], items: [], reviews: [] };
  for (const [storeName, username, daysAgo, status, lines] of plan) {
    const storeId = storeIdByName.get(storeName);
    if (!storeId) continue;
    const storeProducts = products.filter((p) => p.storeId === storeId);
    const buyer = buyerOf(username);
    const createdAt = new Date(now - daysAgo * DAY);
    const orderId = rng.uuid();
    const items = lines.flatMap(([index, quantity]) => {
      const product = storeProducts[index % Math.max(1, storeProducts.length)];
      return product
        ? [{ orderId, productId: product.id, productName: product.name, unitPriceCents: product.priceCents, quantity }]
        : [];
    });
    if (items.length === 0) continue;
    const total = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const paymentId = rng.uuid();
    rows.payments.push({
      id: paymentId,
      userId: buyer.id,
      provider: "test",
      providerSessionId: `demo_${paymentId}`,
      status: "paid",
      amountCents: total,
      createdAt,
      paidAt: createdAt,
    });
    rows.orders.push({
      id: orderId,
      paymentId,
      buyerId: buyer.id,
      storeId,
      status,
      totalAmountCents: total,
      // 12 %, half-up to the cent (docs/design.md §6).
      commissionCents: Math.round(total * 0.12),
      shippingAddress: {
        name: buyer.fullName,
        email: buyer.email,
        phone: "+34 600 123 456",
        address: "Calle de la Amistad 7, 2.º B",
        city: buyer.city,
        postalCode: "28001",
        country: buyer.country,
      },
      trackingNumber: status === "shipped" || status === "delivered" ? `PK${orderId.slice(0, 8).toUpperCase()}` : null,
      createdAt,
      paidAt: createdAt,
    });
    rows.items.push(...items);
  }
  for (const [storeName, username, index, rating, body, answer] of reviewPlan) {
    const storeId = storeIdByName.get(storeName);
    const buyerId = buyerOf(username).id;
    const order = rows.orders.find((o) => o.storeId === storeId && o.buyerId === buyerId && o.status === "delivered");
    if (!storeId || !order) continue;
    const storeProducts = products.filter((p) => p.storeId === storeId);
    const productId = index === null ? null : (storeProducts[index % Math.max(1, storeProducts.length)]?.id ?? null);
    // Only what the order holds is reviewed.
    if (index !== null && !rows.items.some((item) => item.orderId === order.id && item.productId === productId))
      continue;
    const createdAt = new Date(Math.min(now, order.createdAt.getTime() + 3 * DAY));
    rows.reviews.push({
      id: rng.uuid(),
      userId: buyerId,
      orderId: order.id,
      storeId,
      productId,
      rating,
      body,
      answer,
      answeredAt: answer ? new Date(Math.min(now, createdAt.getTime() + DAY)) : null,
      createdAt,
    });
  }
  return rows;
}
