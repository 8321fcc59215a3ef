import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { CATEGORY_SLUGS, PRODUCT_SORTS, catalogueHref, type CatalogueParams } from "@/lib/market/catalogue-params";

const chip = (on: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition ${on ? "bg-brand-500 text-white" : "bg-white text-ink ring-1 ring-brand-200 hover:bg-brand-50"}`;

/**
 * Search, the Productos/Tiendas toggle, category chips and sorts as a GET form and plain links: the
 * catalogue works without any client JavaScript, and every state has its own shareable URL.
 */
export async function CatalogueControls({ params }: { params: CatalogueParams }) {
  const t = await getTranslations("market");
  const keep = { q: params.q, view: params.view };
  return (
    <div className="space-y-3">
      <form role="search" action="/marketplace" className="flex gap-2">
        {params.view === "stores" && <input type="hidden" name="view" value="stores" />}
        {params.category && <input type="hidden" name="category" value={params.category} />}
        {params.sort !== "newest" && <input type="hidden" name="sort" value={params.sort} />}
        <label className="sr-only" htmlFor="market-q">
          {t("searchLabel")}
        </label>
        <input
          id="market-q"
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          className="h-11 min-w-0 flex-1 rounded-full bg-white px-4 ring-1 ring-brand-200 focus:outline-2 focus:outline-brand-500"
        />
        <button type="submit" className="h-11 rounded-full bg-brand-500 px-5 font-bold text-white hover:bg-brand-600">
          {t("search")}
        </button>
      </form>
      <nav aria-label={t("viewToggle")} className="flex gap-2">
        <Link
          showsPending
          href={catalogueHref({ q: params.q })}
          className={chip(params.view === "products")}
          aria-current={params.view === "products" ? "page" : undefined}
        >
          {t("products")}
        </Link>
        <Link
          showsPending
          href={catalogueHref({ q: params.q, view: "stores" })}
          className={chip(params.view === "stores")}
          aria-current={params.view === "stores" ? "page" : undefined}
        >
          {t("stores")}
        </Link>
      </nav>
      {params.view === "products" && (
        <>
          <nav aria-label={t("categoriesLabel")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
            <Link
              showsPending
              href={catalogueHref({ ...keep, sort: params.sort })}
              className={chip(params.category === null)}
            >
              {t("categories.all")}
            </Link>
            {CATEGORY_SLUGS.map((slug) => (
              <Link
                showsPending
                key={slug}
                href={catalogueHref({ ...keep, sort: params.sort, category: slug })}
                className={chip(params.category === slug)}
              >
                {t(`categories.${slug}`)}
              </Link>
            ))}
          </nav>
          <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-muted">{t("sortLabel")}:</span>
            {PRODUCT_SORTS.map((sort) => (
              <Link
                showsPending
                key={sort}
                href={catalogueHref({ ...keep, category: params.category, sort })}
                className={params.sort === sort ? "font-bold text-brand-700 underline" : "text-ink/70 hover:underline"}
              >
                {t(`sort.${sort}`)}
              </Link>
            ))}
          </nav>
          {params.sort === "rating" && (
            <p data-testid="rating-sort-note" className="text-xs text-muted">
              {t("sortRatingNote")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
