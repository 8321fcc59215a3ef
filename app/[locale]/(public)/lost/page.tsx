import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { LostCaseCard } from "@/components/lost/lost-card";
import { LostIntl } from "@/components/lost/lost-intl";
import { NearFilters } from "@/components/lost/near-filters";
import { buttonClasses } from "@/components/ui/button-styles";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { placeLabel } from "@/lib/format/country";
import { Link } from "@/lib/i18n/navigation";
import {
  encodeNearCursor,
  listMyCases,
  listNearby,
  readNearCursor,
  type LostCard,
  type NearCard,
} from "@/lib/lost/queries";
import { nearFiltersSchema } from "@/lib/lost/schemas";
import { pageMetadata } from "@/lib/seo/metadata";

type Query = {
  place?: string | string[];
  kind?: string | string[];
  species?: string | string[];
  cursor?: string | string[];
};
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "lost" });
  return pageMetadata({ locale, title: t("title"), description: t("metaDescription"), path: "/lost", index: true });
}

/**
 * /lost: open cases around a city (`?place=`, else the viewer's, else the language's biggest), nearest
 * band first then newest, keyset paged by `?cursor=`; filters for lost or found and the species.
 */
export default async function LostListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { user } = await readPageViewer();
  const placeId = Number(one(query.place));
  const parsed = nearFiltersSchema.safeParse({
    kind: one(query.kind) || undefined,
    species: one(query.species) || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  const cursor = readNearCursor(one(query.cursor));
  const [page, mine, t] = await Promise.all([
    listNearby({
      placeId: Number.isSafeInteger(placeId) && placeId > 0 && placeId < 2_147_483_647 ? placeId : null,
      viewerId: user?.id ?? null,
      locale,
      filters,
      cursor,
    }),
    user?.username && !cursor ? listMyCases(user.id) : Promise.resolve([] as LostCard[]),
    getTranslations("lost"),
  ]);
  const originName = page.origin ? placeLabel(page.origin.name, page.origin.country, locale) : "";
  const more = new URLSearchParams(
    Object.entries({ place: one(query.place), kind: filters.kind, species: filters.species }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
  if (page.nextCursor) more.set("cursor", encodeNearCursor(page.nextCursor));
  // Cards of one band sit under its heading ("Within 5 km"…).
  const bands = groupByBand(page.cards);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pt-4 pb-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t("title")}</h1>
        <p className="text-muted">{t("intro", { place: originName })}</p>
        <div className="flex flex-wrap gap-2">
          <Link href="/lost/new" className={buttonClasses("primary", "md")} data-testid="lost-report-lost">
            <Icon name="search" className="h-5 w-5" />
            {t("reportLost")}
          </Link>
          <Link href="/lost/new?kind=found" className={buttonClasses("secondary", "md")}>
            <Icon name="paw-print" className="h-5 w-5" />
            {t("reportFound")}
          </Link>
        </div>
      </header>
      {mine.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby="lost-mine">
          <h2 id="lost-mine" className="text-lg font-black">
            {t("yourCases")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {mine.map((item) => (
              <LostCaseCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
      <LostIntl>
        <NearFilters
          place={{ text: originName, placeId: page.origin?.id ?? null }}
          kind={filters.kind ?? ""}
          species={filters.species ?? ""}
        />
      </LostIntl>
      {page.cards.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center text-muted ring-1 ring-brand-100">
          {t("empty", { place: originName })}
        </p>
      ) : null}
      {bands.map(({ band, cards }) => (
        <section key={band} className="flex flex-col gap-2">
          <h2 className="text-sm font-extrabold tracking-wide text-muted uppercase">
            {t(`bands.${band as 0 | 1 | 2 | 3}`)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="lost-near">
            {cards.map((item) => (
              <LostCaseCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {page.nextCursor ? (
        <Link
          href={`/lost?${more.toString()}`}
          className={buttonClasses("secondary", "md", "self-center")}
          data-testid="lost-more"
        >
          {t("more")}
        </Link>
      ) : null}
    </section>
  );
}

function groupByBand(cards: NearCard[]): { band: number; cards: NearCard[] }[] {
  const groups: { band: number; cards: NearCard[] }[] = [];
  for (const card of cards) {
    const last = groups.at(-1);
    if (last?.band === card.band) last.cards.push(card);
    else groups.push({ band: card.band, cards: [card] });
  }
  return groups;
}
