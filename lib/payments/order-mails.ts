import "server-only";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import type { ShippingAddress } from "@/lib/db/schema";
import { countryName } from "@/lib/format/country";
import { formatMoney } from "@/lib/format/money";
import { localizedUrl } from "@/lib/i18n/urls";
import { translatorFor, toLocale } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/mailer";

// The e-mails of a paid checkout: the buyer's confirmation (one per payment, every store order in it)
// and one to each store's owner per order. Called by fulfilment only right after the payment's
// open → paid step, so a replayed webhook or a second click on the test page sends nothing again.

type OrderRow = {
  id: string;
  total: number;
  commission: number;
  address: ShippingAddress;
  items: { name: string; quantity: number; unit: number }[];
  store_name: string;
  owner_id: string;
  owner_email: string;
  owner_locale: string | null;
  owner_banned: boolean;
  buyer_id: string;
  buyer_email: string;
  buyer_name: string;
  buyer_locale: string | null;
};

/** The short order number people read on /orders and in the dashboard (the id's first 8 characters). */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

function addressLines(address: ShippingAddress, locale: string): string {
  return [
    address.name,
    address.address,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale),
    address.phone,
    address.email,
  ].join("\n");
}

function itemLines(t: ReturnType<typeof translatorFor>, order: OrderRow, locale: string): string {
  return order.items
    .map((item) =>
      t("mail.order.itemLine", {
        quantity: item.quantity,
        name: item.name,
        amount: formatMoney(item.unit * item.quantity, locale),
      }),
    )
    .join("\n");
}

/** The buyer's confirmation and each seller's "new order", in each receiver's language. Never throws. */
export async function sendOrderMails(paymentId: string): Promise<void> {
  const db = await getDb();
  const orders = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.total_amount_cents as total, o.commission_cents as commission, o.shipping_address as address,
          coalesce((select json_agg(json_build_object('name', oi.product_name, 'quantity', oi.quantity, 'unit', oi.unit_price_cents) order by oi.product_name)
            from order_items oi where oi.order_id = o.id), '[]'::json) as items,
          s.name as store_name, owner.id as owner_id, owner.email as owner_email, owner.locale as owner_locale, owner.is_banned as owner_banned,
          buyer.id as buyer_id, buyer.email as buyer_email, buyer.full_name as buyer_name, buyer.locale as buyer_locale
        from orders o join stores s on s.id = o.store_id join users owner on owner.id = s.user_id join users buyer on buyer.id = o.buyer_id
        where o.payment_id = ${paymentId}::uuid and o.paid_at is not null
        order by s.name, o.id`,
  );
  if (orders.length === 0) return;
  const mails: { to: string; subject: string; text: string }[] = [];

  const first = orders[0]!;
  const buyerLocale = toLocale(first.buyer_locale);
  const tb = translatorFor(buyerLocale);
  const total = orders.reduce((sum, order) => sum + Number(order.total), 0);
  const blocks = orders.map((order) =>
    tb("mail.order.buyerBlock", {
      store: order.store_name,
      number: orderNumber(order.id),
      items: itemLines(tb, order, buyerLocale),
      total: formatMoney(Number(order.total), buyerLocale),
    }),
  );
  mails.push({
    to: first.buyer_email,
    subject: tb("mail.order.buyerSubject", { count: orders.length, number: orderNumber(first.id) }),
    text: tb("mail.order.buyerBody", {
      name: first.buyer_name,
      orders: blocks.join("\n\n"),
      total: formatMoney(total, buyerLocale),
      address: addressLines(first.address, buyerLocale),
      link: localizedUrl(buyerLocale, "/orders"),
    }),
  });

  for (const order of orders) {
    // A banned seller's store is off sale; nobody buys from themselves.
    if (order.owner_banned || order.owner_id === order.buyer_id) continue;
    const locale = toLocale(order.owner_locale);
    const ts = translatorFor(locale);
    mails.push({
      to: order.owner_email,
      subject: ts("mail.order.sellerSubject", { store: order.store_name, number: orderNumber(order.id) }),
      text: ts("mail.order.sellerBody", {
        store: order.store_name,
        number: orderNumber(order.id),
        items: itemLines(ts, order, locale),
        total: formatMoney(Number(order.total), locale),
        share: formatMoney(Number(order.total) - Number(order.commission), locale),
        address: addressLines(order.address, locale),
        link: localizedUrl(locale, "/store/manage/orders"),
      }),
    });
  }

  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      // No address in the log: the payment id is enough to find who was not told.
      log.error({ err: error, paymentId }, "An order e-mail could not be sent");
    }
  }
}
