import { FilterSelect } from "@/components/ui/compact-select";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Icon } from "@/components/icons/icon";
import { Link } from "@/lib/i18n/navigation";
import type { MyMatchPet } from "@/lib/matches/queries";
import type { DeckFilters } from "@/lib/matches/schemas";
import { deckHref } from "@/lib/matches/url-filters";
import { petSizeValues, petSpeciesValues } from "@/lib/pets/fields";

type Props = { filters: DeckFilters; myPets: MyMatchPet[]; forPet: MyMatchPet | null };

/**
 * The deck's controls, all in the URL so the server renders each deck and they work before any
 * JavaScript: mode tabs and "matching for" (links), and the filters panel (a GET form whose Apply and
 * Reset live inside the panel; closed, the panel is one button with the number of filters on).
 */
export async function DeckFiltersForm({ filters, myPets, forPet }: Props) {
  const t = await getTranslations("match");
  const tPets = await getTranslations("pets");
  const select = "w-full rounded-xl border border-brand-200 bg-white px-3 py-2";
  const active = [filters.species, filters.size, filters.maxKm, filters.minAge, filters.maxAge].filter(
    (value) => value != null,
  ).length;
  const number = (name: "maxKm" | "minAge" | "maxAge", max: number) => (
    <label className="flex flex-col gap-1 text-sm font-bold">
      {t(`filters.${name}`)}
      <input
        type="number"
        name={name}
        min={name === "maxKm" ? 1 : 0}
        max={max}
        defaultValue={filters[name] ?? ""}
        className={select}
      />
    </label>
  );
  const chip = (on: boolean) =>
    `inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-bold ring-1 ${on ? "bg-brand-500 text-white ring-brand-500" : "bg-white text-ink ring-brand-200 hover:bg-brand-50"}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <nav aria-label={t("modes.label")} className="flex gap-1.5">
          {(["love", "friend"] as const).map((mode) => (
            <Link
              key={mode}
              href={deckHref({ ...filters, mode })}
              aria-current={mode === filters.mode ? "page" : undefined}
              data-testid={`deck-mode-${mode}`}
              className={chip(mode === filters.mode)}
            >
              {t(`modes.${mode}`)}
            </Link>
          ))}
        </nav>
        <details className="group relative" open={false} data-testid="deck-filters">
          <summary
            className={`${chip(active > 0)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            data-testid="deck-filters-toggle"
          >
            <Icon name="sliders-horizontal" className="h-4 w-4" />
            {t("filters.title")}
            {active > 0 ? <span className="rounded-full bg-white px-1.5 text-xs text-brand-700">{active}</span> : null}
            <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open:rotate-180" />
          </summary>
          <form
            method="get"
            className="absolute right-0 z-20 mt-2 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-brand-100"
            data-testid="deck-filters-panel"
          >
            {filters.mode !== "love" ? <input type="hidden" name="mode" value={filters.mode} /> : null}
            {filters.pet ? <input type="hidden" name="pet" value={filters.pet} /> : null}
            <div className="grid grid-cols-2 gap-3">
              <FilterSelect
                shape="box"
                name="species"
                label={t("filters.species")}
                anyLabel={t("filters.any")}
                value={filters.species}
                choices={petSpeciesValues.map((value) => ({ value, label: tPets(`species.${value}`) }))}
              />
              <FilterSelect
                shape="box"
                name="size"
                label={t("filters.size")}
                anyLabel={t("filters.any")}
                value={filters.size}
                choices={petSizeValues.map((value) => ({ value, label: tPets(`size.${value}`) }))}
              />
              <div className="col-span-2">{number("maxKm", 20000)}</div>
              {number("minAge", 30)}
              {number("maxAge", 30)}
            </div>
            <div className="flex items-center justify-end gap-2">
              {active > 0 ? (
                <Link
                  href={deckHref({ mode: filters.mode, pet: filters.pet })}
                  className={buttonClasses("ghost", "sm")}
                  data-testid="deck-filters-reset"
                >
                  {t("filters.reset")}
                </Link>
              ) : null}
              <button type="submit" className={buttonClasses("primary", "sm")} data-testid="deck-filters-apply">
                {t("filters.apply")}
              </button>
            </div>
          </form>
        </details>
      </div>
      {myPets.length > 1 ? (
        <nav
          aria-label={t("actions.matchingFor")}
          className="-mx-4 flex items-center gap-1.5 overflow-x-auto px-4"
          data-testid="deck-for-pets"
        >
          <span className="shrink-0 text-sm font-bold text-muted">{t("actions.matchingFor")}</span>
          {myPets.map((pet) => (
            <Link
              key={pet.id}
              href={deckHref({ ...filters, pet: pet.id })}
              aria-current={pet.id === forPet?.id ? "page" : undefined}
              data-testid="deck-for-pet"
              className={chip(pet.id === forPet?.id)}
            >
              {pet.name}
            </Link>
          ))}
        </nav>
      ) : forPet ? (
        <p className="text-sm font-bold text-muted" data-testid="deck-for-pets">
          {t("actions.matchingFor")} <span className="text-ink">{forPet.name}</span>
        </p>
      ) : null}
      {forPet && filters.mode === "love" ? (
        <p className="-mt-1 text-xs text-muted" data-testid="deck-love-rule">
          {t("loveRule", { species: tPets(`species.${forPet.species}`) })}
        </p>
      ) : null}
    </div>
  );
}
