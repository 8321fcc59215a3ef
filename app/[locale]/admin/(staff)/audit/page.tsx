import { FilterSelect } from "@/components/ui/compact-select";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { listAudit, listStaff } from "@/lib/admin/queries";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { isUuid } from "@/lib/validation/uuid";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ staff?: string; action?: string; from?: string; until?: string; cursor?: string }>;
};

const actionTypes = [
  "ban",
  "restore",
  "delete",
  "activate",
  "deactivate",
  "verify",
  "unverify",
  "role",
  "view",
  "config",
  "status",
  "create",
  "edit",
  "publish",
  "unpublish",
] as const;

/** A YYYY-MM-DD day from the URL, or null for anything else (including impossible dates like 2024-02-30). */
function day(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

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
  const staffId = isUuid(query.staff) ? query.staff : null;
  const action = actionTypes.find((a) => a === query.action) ?? null;
  const from = day(query.from);
  const until = day(query.until);
  const [t, format, staff, page] = await Promise.all([
    getTranslations("admin.audit"),
    getFormatter(),
    listStaff(),
    listAudit({ staffId, action, from, until }, typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const select = "h-10 rounded-full border border-brand-200 bg-white px-3 text-sm";

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <FilterSelect
          name="staff"
          label={t("staff")}
          anyLabel={t("all")}
          value={staffId}
          choices={staff.map((member) => ({ value: member.id, label: member.email }))}
        />
        <FilterSelect
          name="action"
          label={t("action")}
          anyLabel={t("all")}
          value={action}
          choices={actionTypes.map((type) => ({ value: type, label: t(`actions.${type}`) }))}
        />
        <label className="flex flex-col text-sm font-semibold">
          {t("from")}
          <input type="date" name="from" defaultValue={from ?? ""} className={select} />
        </label>
        <label className="flex flex-col text-sm font-semibold">
          {t("until")}
          <input type="date" name="until" defaultValue={until ?? ""} className={select} />
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
              {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })} ·{" "}
              {entry.targetType} {entry.targetId.slice(0, 8)}
              {entry.staff ? ` · ${t("by", { email: entry.staff.email })}` : ""}
            </p>
          </li>
        ))}
      </ol>
      {page.nextCursor && (
        <Link
          href={{
            pathname: "/admin/audit",
            query: {
              staff: staffId ?? "",
              action: action ?? "",
              from: from ?? "",
              until: until ?? "",
              cursor: page.nextCursor,
            },
          }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
