import { getTranslations } from "next-intl/server";
import { GUIDE_SPECIES, GUIDE_TOPICS } from "@/lib/guides/fields";
import { guideListQuery, type GuideListParams } from "@/lib/guides/list-params";
import { getPathname, Link } from "@/lib/i18n/navigation";

const chip = (on: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition ${on ? "bg-brand-500 text-white" : "bg-white text-ink ring-1 ring-brand-200 hover:bg-brand-50"}`;

/**
 * Search as a GET form, species and topics as plain links that apply at once, both alike (issue 48
 * item 15: the species used to wait for "Buscar" while the topics did not): the list works without any client script, and
 * every filter has its own shareable URL.
 */
export async function GuideFilters({ params, locale }: { params: GuideListParams; locale: string }) {
  const t = await getTranslations("guides");
  const action = getPathname({ href: "/guides", locale });
  return (
    <div className="space-y-3">
      <form role="search" action={action} className="flex flex-wrap items-end gap-2">
        {params.topic && <input type="hidden" name="topic" value={params.topic} />}
        {params.species && <input type="hidden" name="species" value={params.species} />}
        <label className="sr-only" htmlFor="guides-q">
          {t("searchLabel")}
        </label>
        <input
          id="guides-q"
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          className="h-11 min-w-0 flex-[1_1_16rem] rounded-full bg-white px-4 ring-1 ring-brand-200 focus:outline-2 focus:outline-brand-500"
        />
        <button type="submit" className="h-11 rounded-full bg-brand-500 px-5 font-bold text-white hover:bg-brand-600">
          {t("search")}
        </button>
      </form>
      <nav
        aria-label={t("speciesLabel")}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
        data-testid="guides-species"
      >
        <Link
          href={{ pathname: "/guides", query: guideListQuery({ q: params.q, topic: params.topic }) }}
          className={chip(params.species === null)}
          aria-current={params.species === null ? "true" : undefined}
        >
          {t("anySpecies")}
        </Link>
        {GUIDE_SPECIES.map((species) => (
          <Link
            key={species}
            href={{ pathname: "/guides", query: guideListQuery({ q: params.q, topic: params.topic, species }) }}
            className={chip(params.species === species)}
            aria-current={params.species === species ? "true" : undefined}
          >
            {t(`species.${species}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("topicLabel")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <Link
          href={{ pathname: "/guides", query: guideListQuery({ q: params.q, species: params.species }) }}
          className={chip(params.topic === null)}
          aria-current={params.topic === null ? "true" : undefined}
        >
          {t("allTopics")}
        </Link>
        {GUIDE_TOPICS.map((topic) => (
          <Link
            key={topic}
            href={{ pathname: "/guides", query: guideListQuery({ q: params.q, species: params.species, topic }) }}
            className={chip(params.topic === topic)}
            aria-current={params.topic === topic ? "true" : undefined}
          >
            {t(`topics.${topic}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
