import { getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { setContentFlagAction } from "@/lib/admin/actions";
import { listContent, type AdminContentRow, type ContentKind } from "@/lib/admin/queries";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminSearchForm } from "@/components/admin/search-form";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ kind?: string; q?: string; cursor?: string }>;
};

const kinds: ContentKind[] = ["pets", "stores", "products"];

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.content" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/content" });
}

/** docs/product-spec.md §2 Admin: verify pets, activate / deactivate and verify stores, toggle products. */
export default async function AdminContentPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const query = await searchParams;
  // The URL is anyone's to edit: an unknown kind reads as pets.
  const kind = kinds.find((k) => k === query.kind) ?? "pets";
  const q = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const [t, page] = await Promise.all([
    getTranslations("admin.content"),
    listContent(kind, q, typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const canModerate = hasRole(staff, "moderator");

  function Switch({
    item,
    flag,
    on,
  }: {
    item: AdminContentRow;
    flag: "petVerified" | "storeActive" | "storeVerified" | "productActive";
    on: boolean;
  }) {
    const label = flag.endsWith("Verified") ? (on ? t("unverify") : t("verify")) : on ? t("deactivate") : t("activate");
    return (
      <ActionForm
        action={setContentFlagAction}
        hidden={{ flag, targetId: item.id, value: String(!on) }}
        submitLabel={label}
        doneLabel={t("done")}
        variant={on && flag.endsWith("Active") ? "danger" : "secondary"}
      />
    );
  }

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <AdminTabs
        pathname="/admin/content"
        label={t("title")}
        current={kind}
        tabs={kinds.map((k) => ({ key: k, label: t(`kinds.${k}`), query: { kind: k } }))}
      />
      <AdminSearchForm
        id="admin-content-search"
        label={t("searchLabel")}
        submitLabel={t("search")}
        defaultValue={q}
        hidden={{ kind }}
      />
      {!canModerate && <p className="mb-3 text-sm text-ink/70">{t("needModerator")}</p>}
      {page.items.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.items.map((item) => (
          <li
            key={item.id}
            data-testid={`admin-content-${item.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
          >
            <div className="min-w-0">
              <Link href={item.href} className="font-bold hover:text-brand-700">
                {item.name}
              </Link>
              {item.owner && (
                <p className="truncate text-sm text-ink/70">
                  {kind === "products" ? t("store", { name: item.owner }) : `@${item.owner}`}
                </p>
              )}
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                <span className={item.active ? "text-green-700" : "text-red-700"}>
                  {item.staffHidden ? t("hiddenByStaff") : item.active ? t("active") : t("inactive")}
                </span>
                {item.verified !== null && (
                  <span className={item.verified ? "text-green-700" : "text-ink/70"}>
                    {item.verified ? t("verified") : t("notVerified")}
                  </span>
                )}
              </p>
            </div>
            {canModerate && (
              <div className="flex flex-wrap gap-2">
                {kind === "pets" && <Switch item={item} flag="petVerified" on={Boolean(item.verified)} />}
                {kind === "stores" && <Switch item={item} flag="storeVerified" on={Boolean(item.verified)} />}
                {kind === "stores" && <Switch item={item} flag="storeActive" on={item.active} />}
                {/* Staff's own switch, apart from the seller's (lib/admin/content.ts). */}
                {kind === "products" && <Switch item={item} flag="productActive" on={!item.staffHidden} />}
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <Link
          href={{ pathname: "/admin/content", query: { kind, q, cursor: page.nextCursor } }}
          className="mt-4 inline-block font-bold text-brand-700"
        >
          {t("more")}
        </Link>
      )}
    </section>
  );
}
