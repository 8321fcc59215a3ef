"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PlacePicker, type PlaceValue } from "@/components/places/place-picker";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useRouter } from "@/lib/i18n/navigation";
import { lostKinds, petSpeciesValues } from "@/lib/lost/fields";

type Props = { place: PlaceValue; kind: string; species: string };

/** /lost's filters: the city the list is read around, lost or found, the species; they go in the URL. */
export function NearFilters({ place: start, kind: startKind, species: startSpecies }: Props) {
  const t = useTranslations("lost");
  const tPets = useTranslations("pets");
  const router = useRouter();
  const [place, setPlace] = useState<PlaceValue>(start);
  const [kind, setKind] = useState(startKind);
  const [species, setSpecies] = useState(startSpecies);
  function apply() {
    const query = new URLSearchParams();
    if (place.placeId) query.set("place", String(place.placeId));
    if (kind) query.set("kind", kind);
    if (species) query.set("species", species);
    const search = query.toString();
    router.push(search ? `/lost?${search}` : "/lost");
  }
  return (
    <form
      aria-label={t("filters.label")}
      className="grid gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {/* The place, with its "use my location" button, gets a row of its own from phone width up. */}
      <div className="sm:col-span-3">
        <PlacePicker label={t("around")} value={place} maxLength={80} onChange={setPlace} />
      </div>
      <SelectField
        label={t("filters.label")}
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value)}
      >
        <option value="">{t("filters.all")}</option>
        {lostKinds.map((value) => (
          <option key={value} value={value}>
            {t(`filters.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("details.species")}
        name="species"
        value={species}
        onChange={(event) => setSpecies(event.target.value)}
      >
        <option value="">{t("filters.allSpecies")}</option>
        {petSpeciesValues.map((value) => (
          <option key={value} value={value}>
            {tPets(`species.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">{t("filters.apply")}</Button>
    </form>
  );
}
