import { InlineSelect } from "@/components/ui/compact-select";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { BanDialog } from "@/components/admin/ban-dialog";
import { assignRoleAction, banUserAction, restoreUserAction } from "@/lib/admin/actions";
import { mayLiftBan } from "@/lib/admin/ban-rank";
import { searchUsers } from "@/lib/admin/queries";
import { banEndParts, banReasonText } from "@/lib/auth/ban-reasons";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminSearchForm } from "@/components/admin/search-form";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string; cursor?: string }> };

const roleChoices = ["none", "support", "moderator", "admin"] as const;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.users" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/users" });
}

export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const { q = "", cursor } = await searchParams;
  const query = typeof q === "string" ? q.slice(0, 100) : "";
  const [t, tRoles, tErrors, tRoot, page] = await Promise.all([
    getTranslations("admin.users"),
    getTranslations("admin.roles"),
    getTranslations("admin.errors"),
    getTranslations(),
    searchUsers(query, typeof cursor === "string" ? cursor : null),
  ]);
  const canBan = hasRole(staff, "moderator");
  const isAdmin = hasRole(staff, "admin");

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <AdminSearchForm id="admin-user-search" label={t("searchLabel")} submitLabel={t("search")} defaultValue={query} />
      {!canBan && <p className="mb-3 text-sm text-ink/70">{t("needModerator")}</p>}
      {page.users.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.users.map((user) => (
          <li
            key={user.id}
            data-testid={`admin-user-${user.email}`}
            className="rounded-2xl bg-white p-4 ring-1 ring-brand-100"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold">
                  {user.fullName} {user.username && <span className="font-normal text-ink/70">@{user.username}</span>}
                </p>
                <p className="truncate text-sm text-ink/70">{user.email}</p>
              </div>
              <p className="text-sm">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold">
                  {tRoles(user.role ?? "none")}
                </span>{" "}
                <span className={user.isBanned ? "font-semibold text-red-700" : "text-green-700"}>
                  {user.isBanned
                    ? user.bannedUntil
                      ? t("bannedUntil", {
                          reason: banReasonText(tRoot, user.banReasonCode, user.banReason),
                          until: banEndParts(new Date(user.bannedUntil), locale).date,
                        })
                      : t("permanent", { reason: banReasonText(tRoot, user.banReasonCode, user.banReason) })
                    : t("active")}
                </span>
              </p>
            </div>
            {(canBan || isAdmin) && (
              <div className="mt-3 flex flex-wrap gap-3">
                {canBan &&
                  user.id !== staff.id &&
                  (user.isBanned ? (
                    mayLiftBan(staff.role, user.bannedByRole) ? (
                      <ActionForm
                        action={restoreUserAction}
                        hidden={{ userId: user.id }}
                        submitLabel={t("restore")}
                        doneLabel={t("done")}
                      />
                    ) : (
                      <p className="text-sm text-ink/70" data-testid="restore-outranked">
                        {tErrors("banOutranks")}
                      </p>
                    )
                  ) : (
                    <BanDialog
                      action={banUserAction}
                      hidden={{ userId: user.id }}
                      name={user.username ? `${user.fullName} (@${user.username})` : user.fullName}
                    />
                  ))}
                {isAdmin && (
                  <ActionForm
                    action={assignRoleAction}
                    hidden={{ userId: user.id }}
                    submitLabel={t("assign")}
                    doneLabel={t("done")}
                  >
                    <InlineSelect
                      name="role"
                      label={t("role")}
                      defaultValue={user.role ?? "none"}
                      choices={roleChoices.map((role) => ({ value: role, label: tRoles(role) }))}
                    />
                  </ActionForm>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <Link
          href={{ pathname: "/admin/users", query: { q: query, cursor: page.nextCursor } }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
