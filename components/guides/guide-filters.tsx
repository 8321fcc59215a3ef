import { getTranslations } from "next-intl/server";
import { FilterSelect } from "@/components/ui/compact-select";
import { GUIDE_SPECIES, GUIDE_TOPICS } from "@/lib/guides/fields";
import { guideListQuery, type GuideListParams } from "@/lib/guides/list-params";
import { getPathname, Link } from "@/lib/i18n/navigation";

const chip = (on: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition ${on ? "bg-brand-500 text-white" : "bg-white text-ink ring-1 ring-brand-200 hover:bg-brand-50"}`;

/**
 * Search and species as a GET form, topics as plain links: the list works without any client script, and
 * every filter has its own shareable URL.
 */
export async function GuideFilters({ params, locale }: { params: GuideListParams; locale: string }) {
  const t = await getTranslations("guides");
  const action = getPathname({ href: "/guides", locale });
  return (
    <div className="space-y-3">
      <form role="search" action={action} className="flex flex-wrap items-end gap-2">
        {params.topic && <input type="hidden" name="topic" value={params.topic} />}
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
        <FilterSelect name="species" label={t("speciesLabel")} anyLabel={t("anySpecies")} value={params.species} choices={GUIDE_SPECIES.map((value) => ({ value, label: t(`species.${value}`) }))} />
        <button type="submit" className="h-11 rounded-full bg-brand-500 px-5 font-bold text-white hover:bg-brand-600">
          {t("search")}
        </button>
      </form>
      <nav aria-label={t("topicLabel")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <Link href={{ pathname: "/guides", query: guideListQuery({ q: params.q, species: params.species }) }} className={chip(params.topic === null)} aria-current={params.topic === null ? "true" : undefined}>
          {t("allTopics")}
        </Link>
        {GUIDE_TOPICS.map((topic) => (
          <Link key={topic} href={{ pathname: "/guides", query: guideListQuery({ q: params.q, species: params.species, topic }) }} className={chip(params.topic === topic)} aria-current={params.topic === topic ? "true" : undefined}>
            {t(`topics.${topic}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
