"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";

export const LOCALE_STORAGE_KEY = "patitas.locale";

/** Spec §1: the chosen language is kept in local storage too (the cookie serves server rendering). */
export function LocaleMemory() {
  const locale = useLocale();
  useEffect(() => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  }, [locale]);
  return null;
}
