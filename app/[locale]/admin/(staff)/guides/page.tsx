import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { GUIDE_STATUSES, type GuideStatus } from "@/lib/guides/fields";
import { listGuidesForStaff } from "@/lib/guides/queries";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string; cursor?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.guides" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/guides" });
}

/** The care guides (decision 045): moderators and admins write them; last edited first, by status. */
export default async function AdminGuidesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("moderator");
  const query = await searchParams;
  // The URL is anyone's to edit: an unknown status reads as "all".
  const status: GuideStatus | null = GUIDE_STATUSES.find((value) => value === query.status) ?? null;
  const [t, tRoot, format, page] = await Promise.all([
    getTranslations("admin.guides"),
    getTranslations(),
    getFormatter(),
    listGuidesForStaff(status, typeof query.cursor === "string" ? query.cursor : null),
  ]);

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t("title")}</h1>
        <Link href="/admin/guides/new" className={buttonClasses("primary", "md")}>
          {t("new")}
        </Link>
      </div>
      <AdminTabs
        pathname="/admin/guides"
        label={t("filterLabel")}
        current={status ?? "all"}
        tabs={[
          { key: "all", label: t("all"), query: {} },
          ...GUIDE_STATUSES.map((value) => ({
            key: value,
            label: t(`form.statuses.${value}`),
            query: { status: value },
          })),
        ]}
      />
      {page.items.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.items.map((guide) => (
          <li
            key={guide.id}
            data-testid={`admin-guide-${guide.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
          >
            <div className="min-w-0">
              <Link href={`/admin/guides/${guide.id}`} className="font-bold hover:text-brand-700">
                {guide.title}
              </Link>
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold text-ink/70">
                <span className={guide.status === "published" ? "text-green-700" : "text-amber-800"}>
                  {t(`form.statuses.${guide.status}`)}
                </span>
                <span>{tRoot(`language.${guide.language}` as "language.es")}</span>
                <span>{tRoot(`guides.species.${guide.species}`)}</span>
                <span>{tRoot(`guides.topics.${guide.topic}`)}</span>
                <span>
                  {t("edited", {
                    date: format.dateTime(new Date(guide.updatedAt), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </span>
              </p>
            </div>
            {guide.status === "published" && (
              <Link
                href={`/guides/${guide.slug}`}
                locale={guide.language as "es"}
                className="text-sm font-bold text-brand-700 hover:underline"
              >
                {t("view")}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <Link
          href={{ pathname: "/admin/guides", query: { ...(status ? { status } : {}), cursor: page.nextCursor } }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
