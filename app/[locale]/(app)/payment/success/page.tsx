import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { CartCountSync } from "@/components/market/cart-count-sync";
import { OrderCard } from "@/components/orders/order-card";
import { RefreshSoon } from "@/components/payments/refresh-soon";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { cartCount } from "@/lib/cart/queries";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { getPaymentForBuyer } from "@/lib/orders/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("paymentSuccess"), path: "/payment/success" });
}

/** The real orders of one checkout session, to their buyer only (anyone else reads "not found"). */
export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const sessionId = (await searchParams).session_id;
  const [t, payment, units] = await Promise.all([
    getTranslations("payments"),
    typeof sessionId === "string" ? getPaymentForBuyer(user.id, sessionId) : null,
    cartCount(user.id),
  ]);
  const state = !payment
    ? "notFound"
    : payment.status === "paid"
      ? "paid"
      : payment.status === "open"
        ? "processing"
        : "failed";
  const heading = {
    notFound: ["notFoundTitle", "notFoundIntro"],
    paid: ["successTitle", "successIntro"],
    processing: ["processingTitle", "processingIntro"],
    failed: ["failedTitle", "failedIntro"],
  }[state];

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
      {state === "processing" ? <RefreshSoon /> : null}
      {/* Paying emptied the cart of what was bought; the header came from the pay page, before that. */}
      <CartCountSync count={units} />
      <header className="flex flex-col items-center gap-3 text-center">
        <span
          className={`grid h-16 w-16 place-items-center rounded-full ${state === "paid" ? "bg-green-100 text-green-700" : "bg-brand-100 text-brand-700"}`}
        >
          <Icon
            name={state === "paid" ? "check" : state === "processing" ? "loader-circle" : "shopping-bag"}
            className={`h-8 w-8 ${state === "processing" ? "animate-spin" : ""}`}
          />
        </span>
        <h1 className="text-3xl font-black" data-testid="payment-title">
          {t(heading[0]!)}
        </h1>
        <p className="text-muted">{t(heading[1]!)}</p>
      </header>
      {payment ? (
        <>
          <div className="space-y-3">
            {payment.orders.map((order) => (
              <OrderCard key={order.id} order={order} locale={locale} showDate={false} />
            ))}
          </div>
          <p className="flex items-baseline justify-between rounded-3xl bg-brand-50 px-5 py-4 text-lg font-black">
            <span>{t("paidTotal")}</span>
            <span className="tabular-nums" data-testid="payment-total">
              {formatMoney(payment.amountCents, locale)}
            </span>
          </p>
        </>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href="/marketplace" className={buttonClasses("primary", "md")}>
          {t("toMarketplace")}
        </Link>
        {payment ? (
          <Link href="/orders" className={buttonClasses("secondary", "md")}>
            {(await getTranslations("orders"))("viewAll")}
          </Link>
        ) : null}
        <Link href="/home" className={buttonClasses("ghost", "md")}>
          {t("toHome")}
        </Link>
      </div>
    </section>
  );
}
