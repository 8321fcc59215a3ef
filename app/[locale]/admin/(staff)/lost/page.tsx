import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { removeLostCaseAction } from "@/lib/lost/actions";
import { listCasesForStaff } from "@/lib/lost/queries";
import { encodeCursor } from "@/lib/paging/cursor";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ cursor?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "lost.admin" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/lost" });
}

/** Every lost & found case, newest first, with its pending reports; moderators up remove one (audited). */
export default async function AdminLostPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const query = await searchParams;
  const [t, lost, pets, format, page] = await Promise.all([
    getTranslations("lost.admin"),
    getTranslations("lost"),
    getTranslations("pets"),
    getFormatter(),
    listCasesForStaff(typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const canRemove = hasRole(staff, "moderator");
  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      {page.rows.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.rows.map((row) => (
          <li
            key={row.id}
            data-testid={`admin-lost-${row.id}`}
            className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
          >
            <div className="min-w-0">
              <p className="font-bold">
                {lost(`kind.${row.kind}`)} · {row.name ?? pets(`species.${row.species}`)} · {row.place}
              </p>
              <p className="text-sm text-ink/70">
                {t("owner")}: {row.owner.username ? `@${row.owner.username}` : row.owner.email} ·{" "}
                {format.dateTime(new Date(row.createdAt), { dateStyle: "medium" })}
              </p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                <span className={row.status === "open" ? "text-green-700" : "text-ink/70"}>
                  {lost(`status.${row.status}`)}
                </span>
                {row.reports > 0 && <span className="text-red-700">{t("reports", { count: row.reports })}</span>}
              </p>
              {row.status !== "removed" && (
                <Link href={`/lost/${row.id}`} className="text-sm font-bold text-brand-700">
                  {t("open")}
                </Link>
              )}
            </div>
            {canRemove && row.status !== "removed" && (
              <ActionForm
                action={removeLostCaseAction}
                hidden={{ caseId: row.id }}
                submitLabel={t("remove")}
                doneLabel={t("removed")}
                variant="danger"
              >
                <label className="flex flex-col text-xs font-semibold">
                  {t("reason")}
                  <input
                    name="reason"
                    required
                    maxLength={500}
                    className="mt-1 rounded-lg px-2 py-1 text-sm ring-1 ring-brand-200"
                  />
                </label>
              </ActionForm>
            )}
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <Link
          href={{ pathname: "/admin/lost", query: { cursor: encodeCursor(page.nextCursor) } }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
