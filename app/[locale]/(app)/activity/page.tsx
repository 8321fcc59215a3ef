import { getTranslations, setRequestLocale } from "next-intl/server";
import { ActivityMore } from "@/components/notifications/activity-more";
import { ActivityRow } from "@/components/notifications/activity-row";
import { MarkAllReadButton } from "@/components/notifications/mark-all-read-button";
import { PushToggleLoader } from "@/components/notifications/push-toggle-loader";
import { Icon } from "@/components/icons/icon";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UserAvatar } from "@/components/ui/user-avatar";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { activityCounts, listActivity, recentMatches } from "@/lib/notifications/queries";
import { ACTIVITY_FILTERS, type ActivityFilter } from "@/lib/notifications/schemas";
import { vapidPublicKey } from "@/lib/push/vapid";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ filter?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("activity"), path: "/activity" });
}

function parseFilter(raw: string | string[] | undefined): ActivityFilter {
  return ACTIVITY_FILTERS.find((filter) => filter === raw) ?? "all";
}

/**
 * docs/product-spec.md §2 Activity, from real rows: the viewer's notifications (filters with their counts as links, so the
 * page works without JavaScript), the recent matches, mark all read and keyset "load more" as the only
 * client parts (decision 016), and the switch for push notifications on this device (decision 028).
 */
export default async function ActivityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const filter = parseFilter((await searchParams).filter);
  const [t, page, counts, matches, pushKey] = await Promise.all([
    getTranslations("activity"),
    listActivity(user.id, { filter }),
    activityCounts(user.id),
    recentMatches(user.id),
    vapidPublicKey(),
  ]);
  const now = new Date();

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 pb-10 pt-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black text-ink">{t("title")}</h1>
          <p className="text-sm font-semibold text-muted" data-testid="activity-unread">
            {counts.unread > 0 ? t("unread", { count: counts.unread }) : t("upToDate")}
          </p>
        </div>
        {counts.unread > 0 ? (
          <ClientMessages namespaces={["activity"]}>
            <MarkAllReadButton />
          </ClientMessages>
        ) : null}
      </header>

      {pushKey ? (
        <ClientMessages namespaces={["push.toggle"]}>
          <PushToggleLoader publicKey={pushKey} />
        </ClientMessages>
      ) : null}

      {/* The filters wrap on a phone rather than run off its edge unseen (issue 25). */}
      <nav aria-label={t("filtersLabel")}>
        <ul className="flex flex-wrap gap-2" data-testid="activity-filters">
          {/* "Sales" only for those who have sold something: most people never will. */}
          {ACTIVITY_FILTERS.filter((option) => option !== "sale" || counts.sale > 0 || filter === "sale").map(
            (option) => {
              const active = option === filter;
              return (
                <li key={option}>
                  <Link
                    href={option === "all" ? "/activity" : `/activity?filter=${option}`}
                    aria-current={active ? "page" : undefined}
                    data-testid={`activity-filter-${option}`}
                    className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors ${active ? "bg-brand-500 text-white shadow-sm" : "bg-white text-ink ring-1 ring-brand-100 hover:bg-brand-50"}`}
                  >
                    {t(`filters.${option}`)}
                    <span
                      className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs ${active ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700"}`}
                      data-testid="activity-count"
                    >
                      {counts[option]}
                    </span>
                  </Link>
                </li>
              );
            },
          )}
        </ul>
      </nav>

      {filter === "all" || filter === "match" ? (
        <section aria-labelledby="recent-matches" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id="recent-matches" className="flex items-center gap-2 text-lg font-black text-ink">
              <Icon name="heart" className="h-5 w-5 fill-brand-500 text-brand-500" />
              {t("recentMatches")}
            </h2>
            <Link href="/match/matches" className="text-sm font-bold text-brand-600 hover:underline">
              {t("seeAllMatches")}
            </Link>
          </div>
          {matches.length === 0 ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">{t("noMatches")}</p>
              <Link href="/match" className={buttonClasses("primary", "sm")}>
                {t("findMatches")}
              </Link>
            </div>
          ) : (
            <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1" data-testid="recent-matches">
              {matches.map((match) => (
                <li key={match.id} className="w-18 shrink-0">
                  <Link
                    href={`/messages?with=${match.username}`}
                    title={t("chatWith", { name: match.fullName })}
                    className="flex flex-col items-center gap-1 rounded-2xl p-1 hover:bg-brand-50"
                  >
                    <UserAvatar url={match.avatarUrl} name={match.fullName} size={56} className="ring-brand-200" />
                    <span className="w-full truncate text-center text-xs font-bold text-ink">
                      {match.fullName.split(" ")[0]}
                    </span>
                    <span className="sr-only">{t("chatWith", { name: match.fullName })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {page.items.length === 0 ? (
        <div
          className="rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-brand-100"
          data-testid="activity-empty"
        >
          <span className="mx-auto mb-3 grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <Icon name="bell" className="h-7 w-7" />
          </span>
          <p className="text-lg font-black text-ink">{t(`empty.${filter}`)}</p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-muted">{t("emptyHint")}</p>
        </div>
      ) : (
        <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
          <ol className="divide-y divide-brand-100" data-testid="activity-list">
            {page.items.map((item) => (
              <ActivityRow key={item.id} item={item} now={now} />
            ))}
          </ol>
          {page.nextCursor ? (
            <ClientMessages namespaces={["activity", "posts.age", "storeManage.notifications"]}>
              <ActivityMore key={filter} filter={filter} cursor={page.nextCursor} />
            </ClientMessages>
          ) : null}
        </div>
      )}
    </section>
  );
}
