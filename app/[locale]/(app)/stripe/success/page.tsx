import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { StripeSuccessStatus } from "@/components/payments/stripe-success";
import { requirePageUser } from "@/lib/auth/page-guards";
import { checkConnectStatus } from "@/lib/payments/connect";
import { getConfig } from "@/lib/config/config";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("stripeSuccess"), path: "/stripe/success" });
}

/**
 * Where Connect onboarding returns, finished or not: the account's real state with its next step
 * (re-checked after 2 s), and the 12 % / 88 % split.
 */
export default async function StripeSuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [t, status, { commissionPercent }] = await Promise.all([
    getTranslations("payments"),
    checkConnectStatus(user.id),
    getConfig(),
  ]);
  const storePercent = 100 - commissionPercent;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center">
      <ClientMessages namespaces={["payments"]}>
        <StripeSuccessStatus initialStatus={status} />
      </ClientMessages>
      <section className="w-full space-y-3 rounded-3xl bg-white p-5 text-left ring-1 ring-brand-100">
        <h2 className="font-black">{t("splitTitle")}</h2>
        <div className="flex h-4 overflow-hidden rounded-full" aria-hidden>
          <span className="bg-green-500" style={{ width: `${storePercent}%` }} />
          <span className="bg-brand-400" style={{ width: `${commissionPercent}%` }} />
        </div>
        <ul className="space-y-1 text-sm">
          <li className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-full bg-green-500" />
            {t("splitStore", { percent: storePercent })}
          </li>
          <li className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-full bg-brand-400" />
            {t("splitPlatform", { percent: commissionPercent })}
          </li>
        </ul>
      </section>
    </section>
  );
}
