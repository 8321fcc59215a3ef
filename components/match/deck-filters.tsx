import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import type { DeckFilters } from "@/lib/matches/schemas";
import { petSizeValues, petSpeciesValues } from "@/lib/pets/fields";

/**
 * Mode tabs and filters as a plain GET form: the filters live in the URL, so the server renders the
 * filtered deck and the form works before any JavaScript loads.
 */
export async function DeckFiltersForm({ filters }: { filters: DeckFilters }) {
  const t = await getTranslations("match");
  const tPets = await getTranslations("pets");
  const select = "w-full rounded-xl border border-brand-200 bg-white px-3 py-2";
  const number = (name: "maxKm" | "minAge" | "maxAge", max: number) => (
    <label className="flex flex-col gap-1 text-sm font-bold">
      {t(`filters.${name}`)}
      <input type="number" name={name} min={name === "maxKm" ? 1 : 0} max={max} defaultValue={filters[name] ?? ""} className={select} />
    </label>
  );
  return (
    <form method="get" className="flex flex-col gap-3">
      <fieldset className="flex justify-center gap-2" aria-label={t("modes.label")}>
        {(["love", "friend"] as const).map((mode) => (
          <label key={mode} className={`cursor-pointer rounded-full px-5 py-2 font-bold ring-1 has-[:checked]:bg-brand-500 has-[:checked]:text-white bg-white ring-brand-200`}>
            <input type="radio" name="mode" value={mode} defaultChecked={mode === filters.mode} className="sr-only" />
            {t(`modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <details className="rounded-2xl bg-white p-3 ring-1 ring-brand-100" open={Boolean(filters.species || filters.size || filters.maxKm || filters.minAge != null || filters.maxAge != null)}>
        <summary className="cursor-pointer font-bold">{t("filters.title")}</summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <label className="flex flex-col gap-1 text-sm font-bold">
            {t("filters.species")}
            <select name="species" defaultValue={filters.species ?? ""} className={select}>
              <option value="">{t("filters.any")}</option>
              {petSpeciesValues.map((value) => (
                <option key={value} value={value}>
                  {tPets(`species.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-bold">
            {t("filters.size")}
            <select name="size" defaultValue={filters.size ?? ""} className={select}>
              <option value="">{t("filters.any")}</option>
              {petSizeValues.map((value) => (
                <option key={value} value={value}>
                  {tPets(`size.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {number("maxKm", 20000)}
          {number("minAge", 30)}
          {number("maxAge", 30)}
        </div>
      </details>
      <button type="submit" className={buttonClasses("secondary", "sm", "self-center")}>
        {t("filters.apply")}
      </button>
    </form>
  );
}
