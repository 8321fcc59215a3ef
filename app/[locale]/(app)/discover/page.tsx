import { getTranslations, setRequestLocale } from "next-intl/server";
import { discoverHref, discoverStateFromUrl, type DiscoverState } from "@/components/discover/discover-url";
import { DiscoverPetCard, DiscoverUserCard } from "@/components/discover/discover-results";
import { HashtagSearch } from "@/components/posts/hashtag-search";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { encodeCursor, readCursor } from "@/lib/paging/cursor";
import { discoverResults } from "@/lib/discover/results";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { Icon } from "@/components/icons/icon";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("discover"), path: "/discover" });
}

// The match buttons need the match toasts and errors, and the "It's a match" screen its words.
const clientNamespaces = [
  ...["toasts", "errors", "itsAMatch", "info.close", "card.photoAlt"].map((key) => `match.${key}`),
  "discover",
  "follows",
  "errors",
  "hashtags",
];

export default async function DiscoverPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const { cursor: rawCursor, ...state } = discoverStateFromUrl(await searchParams);
  const request = { ...state, q: state.q || undefined, cursor: readCursor(rawCursor) };
  const [t, nav, tags, results] = await Promise.all([
    getTranslations("discover"),
    getTranslations("nav"),
    getTranslations("hashtags"),
    discoverResults(user.id, request),
  ]);
  const chip = (key: "near" | "dogs" | "cats" | "verified", active: boolean, next: DiscoverState) => (
    <Link
      key={key}
      href={discoverHref(next)}
      // A filter link, not a toggle button: aria-pressed is not allowed on links; aria-current marks the on ones.
      aria-current={active ? "true" : undefined}
      data-testid={`chip-${key}`}
      className={`rounded-full px-4 py-1.5 text-sm font-bold ring-1 ${active ? "bg-brand-500 text-white ring-brand-500" : "bg-white text-ink ring-brand-200 hover:bg-brand-50"}`}
    >
      {t(`chips.${key}`)}
    </Link>
  );

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-5 px-4 pb-10 pt-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black">{t("title")}</h1>
          <p className="text-muted">{t("subtitle")}</p>
        </div>
        {/* Lost & found is not a tab on phones: this is where people looking around find it. */}
        <Link href="/lost" className={buttonClasses("secondary", "sm")} data-testid="discover-lost">
          <Icon name="search" className="h-4 w-4" />
          {nav("lost")}
        </Link>
      </header>
      <form method="get" role="search" className="flex gap-2">
        {state.tab === "users" ? <input type="hidden" name="tab" value="users" /> : null}
        <label className="flex flex-1 items-center gap-2 rounded-full bg-white px-4 ring-1 ring-brand-200 focus-within:ring-2 focus-within:ring-brand-500">
          <Icon name="search" className="h-5 w-5 text-muted" />
          <span className="sr-only">{t("searchLabel")}</span>
          <input
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={80}
            placeholder={t("searchPlaceholder")}
            data-testid="discover-q"
            className="h-11 w-full bg-transparent outline-none"
          />
        </label>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {t("search")}
        </button>
      </form>
      <nav className="flex gap-2" aria-label={t("title")}>
        {(["pets", "users"] as const).map((tab) => (
          <Link
            key={tab}
            href={discoverHref({ ...state, tab })}
            aria-current={state.tab === tab ? "page" : undefined}
            className={`border-b-2 px-3 py-1 font-black ${state.tab === tab ? "border-brand-500 text-brand-700" : "border-transparent text-muted"}`}
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap gap-2">
        {chip("near", state.near, { ...state, near: !state.near })}
        {state.tab === "pets" ? (
          <>
            {chip("dogs", state.species === "dog", { ...state, species: state.species === "dog" ? null : "dog" })}
            {chip("cats", state.species === "cat", { ...state, species: state.species === "cat" ? null : "cat" })}
            {chip("verified", state.verified, { ...state, verified: !state.verified })}
          </>
        ) : null}
      </div>
      <ClientMessages namespaces={clientNamespaces}>
        {results.kind === "hashtags" ? (
          <section className="flex flex-col gap-2" data-testid="discover-hashtags">
            <h2 className="font-black">{t("hashtagResults", { term: state.q.trim() })}</h2>
            {results.hashtags.length === 0 ? (
              <p
                className="rounded-3xl bg-white p-6 text-center text-muted ring-1 ring-brand-100"
                data-testid="discover-empty"
              >
                {t("empty")}
              </p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {results.hashtags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      href={`/hashtag/${encodeURIComponent(tag.name)}`}
                      className="flex items-baseline gap-2 rounded-full bg-white px-4 py-2 font-bold ring-1 ring-brand-200 hover:bg-brand-50"
                    >
                      #{tag.name}
                      <span className="text-sm font-normal text-muted">{tags("count", { count: tag.usageCount })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <>
            {results.kind === "pets" && results.people.length > 0 ? (
              // People the words match, above the pets (issue 48 item 10): "lucia" on the pets tab finds her.
              <section className="flex flex-col gap-3" data-testid="discover-people">
                <h2 className="font-black">{t("tabs.users")}</h2>
                <ul className="flex flex-col gap-3">
                  {results.people.map((found) => (
                    <li key={found.id}>
                      <DiscoverUserCard user={found} />
                    </li>
                  ))}
                </ul>
                {results.morePeople ? (
                  <Link
                    href={discoverHref({ ...state, tab: "users" })}
                    className="self-start font-bold text-brand-700 underline"
                    data-testid="discover-all-users"
                  >
                    {t("allUsers")}
                  </Link>
                ) : null}
                {results.page.items.length > 0 ? <h2 className="mt-2 font-black">{t("tabs.pets")}</h2> : null}
              </section>
            ) : null}
            {results.page.items.length === 0 ? (
              results.kind === "pets" && results.people.length > 0 ? null : (
                <p
                  className="rounded-3xl bg-white p-6 text-center text-muted ring-1 ring-brand-100"
                  data-testid="discover-empty"
                >
                  {state.near ? `${t("empty")} ${t("nearNeedsPlace")}` : t("empty")}
                </p>
              )
            ) : results.kind === "pets" ? (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="discover-pets">
                {results.page.items.map((pet) => (
                  <li key={pet.id} className="flex flex-col">
                    <DiscoverPetCard pet={pet} mine={pet.owner.id === user.id} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="flex flex-col gap-3">
                {results.page.items.map((found) => (
                  <li key={found.id}>
                    <DiscoverUserCard user={found} />
                  </li>
                ))}
              </ul>
            )}
            {results.page.nextCursor ? (
              <Link
                href={discoverHref(state, encodeCursor(results.page.nextCursor))}
                className={buttonClasses("secondary", "md", "self-center")}
              >
                {t("more")}
              </Link>
            ) : null}
          </>
        )}
        <section className="flex flex-col gap-2 rounded-3xl bg-white p-4 ring-1 ring-brand-100">
          <h2 className="font-black">{t("hashtags")}</h2>
          <HashtagSearch />
        </section>
      </ClientMessages>
    </section>
  );
}
