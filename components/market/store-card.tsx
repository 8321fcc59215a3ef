/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { responsiveImage } from "@/lib/storage/responsive-image";
import { cardImageUrl } from "@/lib/storage/thumbnails";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { StoreCard as Store } from "@/lib/market/queries";
import { countryName } from "@/lib/format/country";

/** docs/product-spec.md §2 Marketplace store card: banner, logo, Verificada, address, contact, country, ships-to-you. */
export async function StoreCard({
  store,
  locale,
  viewerCountry,
}: {
  store: Store;
  locale: string;
  viewerCountry: string | null;
}) {
  const t = await getTranslations("market");
  const shipsToViewer = viewerCountry !== null && store.shippingCountries.includes(viewerCountry);
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
      <StoreBanner store={store} />
      <div className="flex flex-1 flex-col gap-1 p-4 pt-0">
        <StoreBadges
          store={store}
          shipsToViewer={shipsToViewer}
          verifiedLabel={t("verified")}
          shipsLabel={t("shipsToYou")}
        />
        <h3 className="text-lg font-bold text-ink">{store.name}</h3>
        <StoreContact store={store} locale={locale} />
        <Link href={`/store/${store.id}`} className={buttonClasses("secondary", "sm", "mt-3 self-start")}>
          {t("viewProducts")}
        </Link>
      </div>
    </article>
  );
}

/** `priority`: the store page's banner is its largest paint, so it loads first instead of lazily. */
export function StoreBanner({ store, priority = false }: { store: Store; priority?: boolean }) {
  const loading = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
  return (
    <div className="relative">
      <div className="h-24 bg-gradient-to-r from-brand-200 to-brand-100">
        {store.bannerUrl && (
          <img
            {...responsiveImage(store.bannerUrl)}
            sizes="(min-width: 768px) 48rem, 100vw"
            alt=""
            width={640}
            height={160}
            {...loading}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="-mt-8 ml-4 h-16 w-16 overflow-hidden rounded-2xl bg-white text-3xl shadow ring-4 ring-white">
        {store.logoUrl ? (
          <img
            src={cardImageUrl(store.logoUrl)}
            alt={store.name}
            width={64}
            height={64}
            loading={priority ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center">🏪</span>
        )}
      </div>
    </div>
  );
}

export function StoreBadges({
  store,
  shipsToViewer,
  verifiedLabel,
  shipsLabel,
}: {
  store: Store;
  shipsToViewer: boolean;
  verifiedLabel: string;
  shipsLabel: string;
}) {
  if (!store.isVerified && !shipsToViewer) return null;
  return (
    <p className="flex flex-wrap gap-1 pt-2">
      {store.isVerified && (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-800">✓ {verifiedLabel}</span>
      )}
      {shipsToViewer && (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">{shipsLabel}</span>
      )}
    </p>
  );
}

export async function StoreContact({ store, locale }: { store: Store; locale: string }) {
  const t = await getTranslations("market");
  return (
    <ul className="space-y-0.5 text-sm text-ink/70">
      <li>
        📍 {store.address} · {countryName(store.country, locale)}
      </li>
      {store.email && (
        <li>
          ✉️{" "}
          <a href={`mailto:${store.email}`} className="hover:underline">
            {store.email}
          </a>
        </li>
      )}
      {store.phone && (
        <li>
          📞{" "}
          <a href={`tel:${store.phone}`} className="hover:underline">
            {store.phone}
          </a>
        </li>
      )}
      <li>
        {t("shipsTo", { countries: store.shippingCountries.map((code) => countryName(code, locale)).join(", ") })}
      </li>
    </ul>
  );
}
