import { getTranslations, setRequestLocale } from "next-intl/server";
import { OrderCard } from "@/components/orders/order-card";
import { TestPayButtons } from "@/components/payments/test-pay-buttons";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { getPaymentForBuyer } from "@/lib/orders/queries";
import { CHECKOUT_TTL_MINUTES } from "@/lib/payments/limits";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("testPayment"), path: "/payment/test" });
}

/** The test provider's pay page (decision 018): what Stripe Checkout would show, clearly marked TEST MODE. */
export default async function TestPaymentPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const sessionId = (await searchParams).session_id;
  const [t, payment] = await Promise.all([
    getTranslations("payments"),
    typeof sessionId === "string" && sessionId.startsWith("test_") ? getPaymentForBuyer(user.id, sessionId) : null,
  ]);
  const amount = payment ? formatMoney(payment.amountCents, locale) : "";

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-6">
      <p
        data-testid="test-mode"
        className="rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-2 text-center text-sm font-black tracking-widest text-amber-900"
      >
        {t("testMode")}
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-black">{t("testTitle")}</h1>
        <p className="text-sm text-muted">{t("testIntro")}</p>
      </header>
      {!payment ? (
        <div className="space-y-3 rounded-3xl bg-white p-6 text-center ring-1 ring-brand-100">
          <p className="font-bold">{t("notFoundTitle")}</p>
          <p className="text-sm text-muted">{t("notFoundIntro")}</p>
        </div>
      ) : (
        <>
          <div className="space-y-3">
            {payment.orders.map((order) => (
              <OrderCard key={order.id} order={order} locale={locale} showDate={false} />
            ))}
          </div>
          <p className="flex items-baseline justify-between rounded-3xl bg-brand-50 px-5 py-4 text-lg font-black">
            <span>{t("amountToPay")}</span>
            <span className="tabular-nums">{amount}</span>
          </p>
          {payment.status === "open" ? (
            <TestPayButtons
              sessionId={sessionId as string}
              labels={{
                pay: t("testPay", { amount }),
                paying: t("testPaying"),
                cancel: t("testCancel"),
                cancelled: t("testCancelled"),
                failed: t("testClosed"),
              }}
            />
          ) : (
            <div className="space-y-3 text-center">
              <p className="font-semibold" data-testid="test-payment-state">
                {payment.status === "paid"
                  ? t("successTitle")
                  : payment.status === "expired"
                    ? t("testExpired", { minutes: CHECKOUT_TTL_MINUTES })
                    : t("testCancelled")}
              </p>
              <Link
                href={
                  payment.status === "paid"
                    ? `/payment/success?session_id=${encodeURIComponent(sessionId as string)}`
                    : "/marketplace"
                }
                className={buttonClasses("primary", "md")}
              >
                {payment.status === "paid" ? (await getTranslations("orders"))("viewAll") : t("toMarketplace")}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
