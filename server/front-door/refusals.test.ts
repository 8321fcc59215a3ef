/** @no-database — the refusal pages and the catalogues they read. */
import path from "node:path";
import { routing } from "@/lib/i18n/routing";
import { chooseLocale, loadRefusalMessages, localeSettings, refusalPage, refusals } from "./refusals";

const root = path.resolve(__dirname, "../..");

describe("chooseLocale", () => {
  const pick = (request: Parameters<typeof chooseLocale>[0]) => chooseLocale(request, localeSettings);

  it("follows the app: path prefix, then NEXT_LOCALE, then Accept-Language, then Spanish", () => {
    expect(pick({ url: "/pt/u/%ZZ", cookie: "NEXT_LOCALE=fr", acceptLanguage: "en" })).toBe("pt");
    expect(pick({ url: "/u/%ZZ", cookie: "a=1; NEXT_LOCALE=fr", acceptLanguage: "en" })).toBe("fr");
    expect(pick({ url: "/u/%ZZ", cookie: "NEXT_LOCALE=xx", acceptLanguage: "de-DE, zh-CN;q=0.8, en;q=0.5" })).toBe(
      "zh",
    );
    expect(pick({ url: "/u/%ZZ", acceptLanguage: "en;q=0.2, fr;q=0.9" })).toBe("fr");
    expect(pick({ url: "/u/%ZZ", acceptLanguage: "de, en;q=0" })).toBe("es");
    expect(pick({ url: "/english/x" })).toBe("es");
  });

  it("knows the locales of lib/i18n/routing.ts, with Spanish at the root", () => {
    expect(localeSettings).toEqual({ locales: [...routing.locales], defaultLocale: routing.defaultLocale });
    expect(localeSettings.defaultLocale).toBe("es");
  });
});

describe("refusal messages", () => {
  it("exist in every catalogue, and every refusal has its own", () => {
    const messages = loadRefusalMessages(root, localeSettings.locales);
    for (const locale of localeSettings.locales) {
      const texts = Object.values(refusals).map((refusal) => messages[locale]?.[refusal.messageKey]);
      expect(new Set(texts).size).toBe(Object.keys(refusals).length);
    }
  });

  it("render a page in the locale, linking home under its prefix", () => {
    const messages = loadRefusalMessages(root, localeSettings.locales);
    const page = refusalPage(messages.en!, "en", "es", refusals.bodyTooLarge.messageKey);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("What you sent is too large.");
    expect(page).toContain('<a href="/en">Back home</a>');
    expect(refusalPage(messages.es!, "es", "es", refusals.malformedPath.messageKey)).toContain(
      '<a href="/">Volver al inicio</a>',
    );
  });
});
