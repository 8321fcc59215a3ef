import { getTranslations } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";

// Requests outside any locale (rare: the proxy localises every page path) get a plain 404 in the default
// language. A server component on purpose: this boundary wraps every route, so a client one (next/error)
// put ~3 kB of JavaScript on every page's first load.
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "notFound" });
  return (
    <html lang={routing.defaultLocale}>
      <head>
        <title>{t("title")}</title>
      </head>
      <body>
        <main
          id="main"
          className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
        >
          <p aria-hidden className="text-7xl font-black text-brand-300">
            404
          </p>
          <h1 className="text-3xl font-black">{t("title")}</h1>
          {/* A full page load on purpose: the link leaves this bare document for the localised app. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="font-bold text-brand-700 underline">
            {t("home")}
          </a>
        </main>
      </body>
    </html>
  );
}
