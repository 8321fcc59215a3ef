import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { listAudit, listStaff } from "@/lib/admin/queries";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ staff?: string; action?: string; cursor?: string }> };

const actionTypes = ["ban", "restore", "delete", "activate", "deactivate", "verify", "unverify", "role"] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.audit" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/audit" });
}

export default async function AdminAuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("support");
  const query = await searchParams;
  // The URL is anyone's to edit: unknown values read as "all", never as a database error.
  const staffId = typeof query.staff === "string" && uuid.test(query.staff) ? query.staff : null;
  const action = actionTypes.find((a) => a === query.action) ?? null;
  const [t, format, staff, page] = await Promise.all([
    getTranslations("admin.audit"),
    getFormatter(),
    listStaff(),
    listAudit({ staffId, action }, typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const select = "h-10 rounded-full border border-brand-200 bg-white px-3 text-sm";

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          {t("staff")}
          <select name="staff" defaultValue={staffId ?? ""} className={select}>
            <option value="">{t("all")}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          {t("action")}
          <select name="action" defaultValue={action ?? ""} className={select}>
            <option value="">{t("all")}</option>
            {actionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`actions.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="h-10 rounded-full bg-brand-500 px-4 font-bold text-white">
          {t("filter")}
        </button>
      </form>
      {page.entries.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ol className="flex flex-col gap-2">
        {page.entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-white p-3 text-sm ring-1 ring-brand-100">
            <p className="font-bold">
              {t(`actions.${entry.actionType}` as "actions.ban")}
              {entry.reason ? ` · ${entry.reason}` : ""}
            </p>
            <p className="text-ink/70">
              {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })} · {entry.targetType} {entry.targetId.slice(0, 8)}
              {entry.staff ? ` · ${t("by", { email: entry.staff.email })}` : ""}
            </p>
          </li>
        ))}
      </ol>
      {page.nextCursor && (
        <Link href={{ pathname: "/admin/audit", query: { staff: staffId ?? "", action: action ?? "", cursor: page.nextCursor } }} className="mt-4 inline-block font-bold text-brand-700">
          {t("more")}
        </Link>
      )}
    </section>
  );
}
