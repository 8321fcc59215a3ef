import { getFormatter, getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { CommunityStats } from "@/lib/landing/queries";

export async function CommunityStrip({ stats }: { stats: CommunityStats }) {
  const [t, format] = await Promise.all([getTranslations("landing"), getFormatter()]);
  const items = [
    { key: "pets", count: stats.pets },
    { key: "matches", count: stats.loveMatches },
    { key: "friendships", count: stats.friendships },
  ] as const;
  return (
    <section className="bg-brand-500 text-white" aria-labelledby="community-title">
      <div className="mx-auto max-w-5xl px-5 py-12">
        <h2 id="community-title" className="mb-6 text-2xl font-black sm:text-3xl">
          {t("communityTitle")}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {items.map(({ key, count }) => (
            <div
              key={key}
              className="flex flex-col-reverse rounded-3xl bg-brand-600 p-4 text-center"
              data-testid={`stat-${key}`}
            >
              <dt className="text-sm font-bold sm:text-base">{t(`stats.${key}`, { count })}</dt>
              <dd className="text-3xl font-black sm:text-4xl">{format.number(count)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-col items-start gap-3 rounded-3xl bg-white p-6 text-ink sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-xl font-black">{t("ctaTitle")}</p>
            <p className="text-muted">{t("ctaBody")}</p>
          </div>
          <Link href="/auth?mode=signup" className={buttonClasses("primary", "md")}>
            {t("ctaButton")}
          </Link>
        </div>
      </div>
    </section>
  );
}
