"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { countryName } from "@/lib/format/country";
import { nearestPlaceAction, searchPlacesAction } from "@/lib/places/actions";
import type { Place } from "@/lib/places/queries";
import { Icon } from "@/components/icons/icon";
import { useListboxKeys } from "@/components/ui/use-listbox-keys";

const SEARCH_DELAY_MS = 250;
const NO_PLACES: Place[] = [];

export type PlaceValue = { text: string; placeId: number | null };

type Props = {
  label: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  maxLength: number;
  error?: string;
};

/**
 * The location field of the profile and pet forms: free text with gazetteer suggestions as one types,
 * and "use my location" (browser geolocation, asked only on that click) that picks the nearest city.
 * Choosing a city stores its id next to the text; editing the text afterwards drops the id. The keys
 * are a combobox's: arrows move through the suggestions, Enter picks one, Escape closes the list (so
 * it no longer covers the form's button under it).
 */
export function PlacePicker({ label, value, onChange, maxLength, error }: Props) {
  const t = useTranslations("places");
  const locale = useLocale();
  const id = useId();
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<"idle" | "locating" | "denied">("idle");
  const query = value.placeId ? "" : value.text.trim();

  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await searchPlacesAction({ query });
      if (current && result.ok) setSuggestions(result.data);
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  // The text people read on the profile, in discover and in match: the country by name, as one would
  // write it ("Madrid, España"), not the gazetteer's code.
  function choose(place: Place) {
    onChange({ text: `${place.name}, ${countryName(place.country, locale)}`, placeId: place.id });
    setOpen(false);
  }

  function locate() {
    if (!("geolocation" in navigator)) return setStatus("denied");
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const result = await nearestPlaceAction({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        });
        setStatus(result.ok ? "idle" : "denied");
        if (result.ok) choose(result.data);
      },
      () => setStatus("denied"),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  const shown = query.length >= 2 ? suggestions : NO_PLACES;
  const listOpen = open && shown.length > 0;
  // Enter submits the form until an arrow key makes a suggestion active.
  const keys = useListboxKeys({
    options: shown,
    open: listOpen,
    pick: (index) => choose(shown[index]!),
    dismiss: () => setOpen(false),
    first: -1,
  });
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Icon
            name="map-pin"
            className={`absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 ${value.placeId ? "text-leaf-600" : "text-muted"}`}
          />
          <input
            id={id}
            name="location"
            role="combobox"
            aria-expanded={listOpen}
            aria-controls={`${id}-list`}
            aria-activedescendant={listOpen && keys.active >= 0 ? optionId(keys.active) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            data-testid="place-input"
            value={value.text}
            maxLength={maxLength}
            placeholder={t("placeholder")}
            onChange={(event) => {
              onChange({ text: event.target.value, placeId: null });
              setOpen(true);
            }}
            onKeyDown={keys.onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            className="h-12 w-full rounded-2xl border border-brand-100 bg-white pl-10 pr-4 text-base shadow-inner outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <button
          type="button"
          onClick={locate}
          disabled={status === "locating"}
          className="inline-flex h-12 items-center gap-1 rounded-full px-3 text-sm font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          <Icon name="locate-fixed" className="h-4 w-4" />
          <span className="hidden sm:inline">{status === "locating" ? t("locating") : t("useMyLocation")}</span>
          <span className="sr-only sm:hidden">{t("useMyLocation")}</span>
        </button>
      </div>
      {listOpen ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-20 mt-1 w-full overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-brand-100"
        >
          {shown.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === keys.active}
              // Keep the focus in the field: the pick happens on mouse down, before the blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              className={`cursor-pointer px-4 py-2 hover:bg-brand-50 ${index === keys.active ? "bg-brand-50" : ""}`}
            >
              {place.name} <span className="text-muted">· {countryName(place.country, locale)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted">{status === "denied" ? t("geoDenied") : t("hint")}</p>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
