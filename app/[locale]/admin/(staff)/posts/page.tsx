/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { removeCommentAction, removePostAction } from "@/lib/admin/actions";
import { listContentForStaff, type StaffContentKind } from "@/lib/admin/posts";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminSearchForm } from "@/components/admin/search-form";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string; kind?: string; cursor?: string }>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.posts" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/posts" });
}

const kinds: StaffContentKind[] = ["posts", "comments"];

/** Posts and comments, newest first, searched by text or author; moderators remove them with a reason. */
export default async function AdminPostsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const query = await searchParams;
  const kind: StaffContentKind = query.kind === "comments" ? "comments" : "posts";
  const q = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const [t, format, page] = await Promise.all([
    getTranslations("admin.posts"),
    getFormatter(),
    listContentForStaff(kind, q, typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const canRemove = hasRole(staff, "moderator");
  const href = (next: Record<string, string>) =>
    `/admin/posts?${new URLSearchParams({ kind, ...(q ? { q } : {}), ...next })}`;

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <AdminTabs
        pathname="/admin/posts"
        label={t("kindsLabel")}
        current={kind}
        tabs={kinds.map((name) => ({ key: name, label: t(`kinds.${name}`), query: { kind: name } }))}
      />
      <AdminSearchForm
        id="admin-content-search"
        label={t("searchLabel")}
        submitLabel={t("search")}
        defaultValue={q}
        hidden={{ kind }}
      />
      {!canRemove && <p className="mb-3 text-sm text-ink/70">{t("needModerator")}</p>}
      {page.rows.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3" data-testid="staff-content">
        {page.rows.map((row) => (
          <li
            key={row.id}
            data-testid="staff-content-row"
            className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
          >
            {row.imageUrl ? (
              <img
                src={row.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded-xl object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-bold">{row.author.fullName}</span>{" "}
                {row.author.username ? <span className="text-ink/70">@{row.author.username}</span> : null}
                {" · "}
                <time dateTime={row.createdAt} className="text-ink/70">
                  {format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </p>
              <p className="mt-1 line-clamp-3 whitespace-pre-line break-words">{row.text || t("noText")}</p>
              <Link href={`/p/${row.postId}`} className="text-sm font-semibold text-brand-700 hover:underline">
                {t("open")}
              </Link>
              {canRemove ? (
                <div className="mt-2">
                  <ActionForm
                    action={kind === "posts" ? removePostAction : removeCommentAction}
                    hidden={{ id: row.id }}
                    submitLabel={t("remove")}
                    doneLabel={t("removed")}
                    variant="danger"
                  >
                    <input
                      name="reason"
                      aria-label={t("reason")}
                      placeholder={t("reason")}
                      maxLength={500}
                      required
                      className="h-9 min-w-0 flex-1 rounded-full border border-brand-200 px-3 text-sm"
                    />
                  </ActionForm>
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {page.nextCursor ? (
        <Link
          href={href({ cursor: page.nextCursor })}
          className="mt-4 inline-block font-bold text-brand-700 hover:underline"
        >
          {t("more")}
        </Link>
      ) : null}
    </section>
  );
}
