import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import zh from "@/messages/zh.json";
import { routing, type Locale } from "./routing";

const catalogues = { es, en, fr, pt, zh } satisfies Record<Locale, unknown>;

/** A whole catalogue, as the build compiled it (the form the browser's provider takes). */
export function catalogueOf(locale: Locale): object {
  return catalogues[locale];
}

export function toLocale(value: string | null | undefined): Locale {
  return (routing.locales as readonly string[]).includes(value ?? "") ? (value as Locale) : routing.defaultLocale;
}

/** A translator usable outside a request (e-mails, background work), for any locale. Dates in UTC, as mails say. */
export function translatorFor(locale: string | null | undefined) {
  const resolved = toLocale(locale);
  return createTranslator({ locale: resolved, messages: catalogues[resolved], timeZone: "UTC" });
}
