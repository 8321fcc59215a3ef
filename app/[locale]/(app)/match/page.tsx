import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { DeckFiltersForm } from "@/components/matches/deck-filters";
import { MatchDeck } from "@/components/matches/match-deck";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { listMyMatchPets, loadDeck } from "@/lib/matches/queries";
import { deckFiltersFromUrl } from "@/lib/matches/url-filters";
import { pageMetadata } from "@/lib/seo/metadata";
import { Icon } from "@/components/icons/icon";
import { isFeatureOn } from "@/lib/config/config";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("match"), path: "/match" });
}

// The deck names species, breeds, sizes, genders and activities in the reader's language.
const clientNamespaces = [
  "match",
  ...["species", "breeds", "mixed", "size", "gender", "activities"].map((key) => `pets.${key}`),
];

export default async function MatchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const filters = deckFiltersFromUrl(await searchParams);
  // The deck is for the pet in the URL when it is mine, else my first active pet (loadDeck reads the same).
  const [t, myPets, deck, matchOn] = await Promise.all([
    getTranslations("match"),
    listMyMatchPets(user.id),
    loadDeck(user.id, filters),
    isFeatureOn("match"),
  ]);
  const forPet = myPets.find((pet) => pet.id === filters.pet) ?? myPets[0] ?? null;
  return (
    // The deck fills what the header and the e-mail reminder leave of the window (app/globals.css), so its
    // buttons stay above the fold whatever sits above it (issue 48 item 3).
    <section data-fills-window className="mx-auto flex h-full max-w-xl flex-col gap-3 px-4 pb-4 pt-3 sm:gap-4 sm:pt-6">
      <header className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-black sm:text-3xl">{t("title")}</h1>
          <p className="hidden text-muted sm:block">{t("subtitle")}</p>
        </div>
        <Link
          href="/match/matches"
          className={buttonClasses("secondary", "sm", "whitespace-nowrap")}
          data-testid="matches-link"
        >
          {t("matches.link")}
        </Link>
      </header>
      <DeckFiltersForm filters={filters} myPets={myPets} forPet={forPet} />
      {!matchOn ? (
        <div
          className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
          data-testid="deck-paused"
        >
          <Icon name="heart-off" className="h-12 w-12 text-brand-500" />
          <h2 className="text-xl font-black">{t("paused.title")}</h2>
          <p className="text-muted">{t("paused.body")}</p>
        </div>
      ) : myPets.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
          data-testid="deck-need-pet"
        >
          <span aria-hidden className="text-5xl">
            🐶
          </span>
          <h2 className="text-xl font-black">{t("needPet.title")}</h2>
          <p className="text-muted">{t("needPet.body")}</p>
          <Link href="/pets/new" className={buttonClasses("primary", "md")}>
            {t("needPet.action")}
          </Link>
        </div>
      ) : (
        <ClientMessages namespaces={clientNamespaces}>
          {/* A new key per filter set: changing filters starts a fresh deck instead of mixing pages. */}
          <MatchDeck
            key={JSON.stringify(filters)}
            initial={deck}
            filters={{ ...filters, pet: forPet?.id ?? null }}
            myPet={forPet?.id ?? ""}
          />
        </ClientMessages>
      )}
    </section>
  );
}
