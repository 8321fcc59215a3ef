import { InlineSelect } from "@/components/ui/compact-select";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { BanDialog } from "@/components/admin/ban-dialog";
import { banReportedAuthorAction, deleteReportedPostAction, setReportStatusAction } from "@/lib/admin/actions";
import { listReports, type ReportStatus } from "@/lib/admin/queries";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { removeReviewAction } from "@/lib/reviews/actions";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string; cursor?: string }> };

const statuses: readonly ReportStatus[] = ["pending", "reviewed", "action_taken", "dismissed"];

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.reports" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/reports" });
}

export default async function AdminReportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const { status: rawStatus, cursor } = await searchParams;
  const status = statuses.find((s) => s === rawStatus) ?? "pending";
  const [t, tReviews, format, page] = await Promise.all([
    getTranslations("admin.reports"),
    getTranslations("reviews.admin"),
    getFormatter(),
    listReports(status, typeof cursor === "string" ? cursor : null),
  ]);
  // docs/product-spec.md §6 shows no role check for report changes; we require moderator (decision 014).
  const canAct = hasRole(staff, "moderator");

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <AdminTabs
        pathname="/admin/reports"
        current={status}
        tabs={statuses.map((s) => ({ key: s, label: t(`status.${s}`), query: { status: s } }))}
      />
      {page.reports.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.reports.map((report) => (
          <li key={report.id} data-testid="admin-report" className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
            <p className="text-sm font-bold text-brand-700">
              {t(`type.${report.contentType}` as "type.post")} ·{" "}
              {format.dateTime(new Date(report.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <p className="text-sm">
              {t("reporter", {
                name: report.reporter.username ? `@${report.reporter.username}` : report.reporter.email,
              })}
            </p>
            <p className="text-sm">
              {t("reason", {
                reason: t.has(`reasons.${report.reason}`)
                  ? t(`reasons.${report.reason}` as "reasons.other")
                  : report.reason,
              })}
            </p>
            {/* A chat report's details say where it came from, as a marker: that is told in words. */}
            {report.details && (
              <p className="text-sm text-ink/70">
                {report.details === "conversation" ? t("fromConversation") : report.details}
              </p>
            )}
            {report.contentType === "post" &&
              (report.post ? (
                <blockquote className="mt-2 rounded-xl bg-cream p-3 text-sm">
                  <p className="mb-1 font-semibold">{t("postBy", { username: report.post.authorUsername ?? "" })}</p>
                  <p className="line-clamp-4 whitespace-pre-wrap">{report.post.content}</p>
                </blockquote>
              ) : (
                <p className="mt-2 text-sm italic text-ink/70">{t("itemGone")}</p>
              ))}
            {report.contentType === "lost_case" && (
              <Link href={`/lost/${report.contentId}`} className="mt-2 inline-block text-sm font-bold text-brand-700">
                {t("openLostCase")}
              </Link>
            )}
            {report.contentType === "review" &&
              (report.review ? (
                <blockquote className="mt-2 rounded-xl bg-cream p-3 text-sm" data-testid="reported-review">
                  <p className="mb-1 font-semibold">
                    {tReviews("reviewBy", {
                      username: report.review.authorUsername ?? "",
                      rating: report.review.rating,
                    })}
                  </p>
                  <p className="line-clamp-4 whitespace-pre-wrap">{report.review.body}</p>
                </blockquote>
              ) : (
                <p className="mt-2 text-sm italic text-ink/70">{t("itemGone")}</p>
              ))}
            {report.reviewer && report.reviewedAt && (
              <p className="mt-2 text-xs text-ink/70">
                {t("reviewer", {
                  name: report.reviewer.username ? `@${report.reviewer.username}` : report.reviewer.email,
                  date: format.dateTime(new Date(report.reviewedAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </p>
            )}
            {canAct && (
              <div className="mt-3 flex flex-wrap gap-3">
                <ActionForm
                  action={setReportStatusAction}
                  hidden={{ reportId: report.id }}
                  submitLabel={t("setStatus")}
                  doneLabel={t("done")}
                >
                  <InlineSelect
                    name="status"
                    label={t("setStatus")}
                    defaultValue={report.status}
                    choices={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                  />
                </ActionForm>
                {report.post && (
                  <ActionForm
                    action={deleteReportedPostAction}
                    hidden={{ reportId: report.id, postId: report.contentId }}
                    submitLabel={t("deletePost")}
                    doneLabel={t("done")}
                    variant="danger"
                  />
                )}
                {report.review && (
                  <ActionForm
                    action={removeReviewAction}
                    hidden={{ reportId: report.id, reviewId: report.contentId }}
                    submitLabel={tReviews("remove")}
                    doneLabel={t("done")}
                    variant="danger"
                  />
                )}
                {report.post && !report.post.authorBanned && report.post.authorId !== staff.id && (
                  <BanDialog
                    action={banReportedAuthorAction}
                    hidden={{ reportId: report.id, userId: report.post.authorId }}
                    name={`@${report.post.authorUsername ?? ""}`}
                    label={t("banAuthor")}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <Link
          href={{ pathname: "/admin/reports", query: { status, cursor: page.nextCursor } }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
