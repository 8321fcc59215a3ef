import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { OrderCard } from "@/components/orders/order-card";
import { OrderReviews } from "@/components/reviews/order-reviews";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { listBuyerOrders } from "@/lib/orders/queries";
import { listOwnReviews } from "@/lib/reviews/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "orders" });
  return pageMetadata({ locale, title: t("metaTitle"), path: "/orders" });
}

/** The buyer's order history, newest first, one store's order per card, keyset paged by ?cursor=. */
export default async function OrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const cursor = (await searchParams).cursor;
  const [t, page] = await Promise.all([
    getTranslations("orders"),
    listBuyerOrders(user.id, typeof cursor === "string" ? cursor : null),
  ]);
  // The buyer's reviews of what the delivered orders of this page hold, for "Editar reseña".
  const delivered = page.items.filter((order) => order.status === "delivered");
  const own = await listOwnReviews(user.id, {
    productIds: delivered.flatMap((order) => order.items.flatMap((item) => (item.productId ? [item.productId] : []))),
    storeIds: delivered.map((order) => order.store.id),
  });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-3xl font-black">
        <Icon name="package" className="h-7 w-7 text-brand-600" />
        {t("title")}
      </h1>
      {page.items.length === 0 ? (
        <div className="space-y-4 rounded-3xl bg-white p-8 text-center ring-1 ring-brand-100">
          <p className="text-muted">{t("empty")}</p>
          <Link href="/marketplace" className={buttonClasses("primary", "md")}>
            {t("browse")}
          </Link>
        </div>
      ) : (
        page.items.map((order) => (
          <OrderCard key={order.id} order={order} locale={locale}>
            <OrderReviews order={order} own={own} />
          </OrderCard>
        ))
      )}
      {page.nextCursor ? (
        <Link
          href={`/orders?cursor=${encodeURIComponent(page.nextCursor)}`}
          className={buttonClasses("secondary", "md", "self-center")}
        >
          {t("loadMore")}
        </Link>
      ) : null}
    </section>
  );
}
