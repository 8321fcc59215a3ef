// The answers of the front door when it refuses a request: a small translated page for people, the
// app's JSON error shape for API routes and server actions (lib/errors.ts, app/api/uploads/route.ts).
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_LOCALE, LOCALES } from "../shared/front-door-contract";
import path from "node:path";

/** The app's locales (the contract's one list): Spanish at the root, others prefixed. */
export const localeSettings: LocaleSettings = { locales: LOCALES, defaultLocale: DEFAULT_LOCALE };

export interface LocaleSettings {
  locales: readonly string[];
  defaultLocale: string;
}

/** Why a request is refused: its status, the app's error code and the message key (messages/*.json). */
export interface Refusal {
  status: number;
  code: "validation" | "forbidden";
  messageKey: string;
}

/** locale → message key → text, for the keys the refusal pages show. */
export type RefusalMessages = Record<string, Record<string, string>>;

/** What sendRefusal needs besides the request: the locales and their messages. */
export interface RefusalOptions extends LocaleSettings {
  messages: RefusalMessages;
}

/** Why a request is refused: its status, the app's error code and the message key (messages/*.json). */
export const refusals = {
  malformedPath: { status: 400, code: "validation", messageKey: "httpErrors.malformedPath" },
  foreignOrigin: { status: 403, code: "forbidden", messageKey: "httpErrors.foreignOrigin" },
  lengthRequired: { status: 411, code: "validation", messageKey: "httpErrors.lengthRequired" },
  bodyTooLarge: { status: 413, code: "validation", messageKey: "httpErrors.bodyTooLarge" },
  invalidBody: { status: 400, code: "validation", messageKey: "httpErrors.invalidBody" },
} as const satisfies Record<string, Refusal>;

// Besides each refusal's own message, the page shows these; the not-found page's link is reused.
const pageKeys = ["httpErrors.title", "notFound.home", "meta.siteName"];

function lookup(catalogue: unknown, key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );
  if (typeof value !== "string") throw new Error(`Message "${key}" is missing from a catalogue`);
  return value;
}

/**
 * The messages the refusals need, per locale, read once at start from messages/{locale}.json. The
 * catalogues are plain ICU strings; these messages have no arguments, so they are used as they are.
 */
export function loadRefusalMessages(dir: string, locales: readonly string[]): RefusalMessages {
  const keys = [...Object.values(refusals).map((refusal) => refusal.messageKey), ...pageKeys];
  return Object.fromEntries(
    locales.map((locale) => {
      const catalogue: unknown = JSON.parse(readFileSync(path.join(dir, "messages", `${locale}.json`), "utf8"));
      return [locale, Object.fromEntries(keys.map((key) => [key, lookup(catalogue, key)]))];
    }),
  );
}

/** Accept-Language's languages, most wanted first: "fr-CH, en;q=0.8" → ["fr-ch", "en"]. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: (tag ?? "").trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale next-intl would choose (lib/i18n/routing.ts): the path's prefix, else the NEXT_LOCALE
 * cookie, else Accept-Language by primary language, else the default. The path is read undecoded: it
 * may be the malformed one being refused.
 */
export function chooseLocale(
  {
    url,
    cookie,
    acceptLanguage,
  }: { url?: string | undefined; cookie?: string | undefined; acceptLanguage?: string | undefined },
  { locales, defaultLocale }: LocaleSettings,
): string {
  const prefix = /^\/([^/?#]+)/.exec(url ?? "")?.[1];
  if (prefix && locales.includes(prefix)) return prefix;
  const fromCookie = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie ?? "")?.[1]?.trim();
  if (fromCookie && locales.includes(fromCookie)) return fromCookie;
  for (const tag of acceptedLanguages(acceptLanguage ?? "")) {
    const language = tag.split("-")[0];
    if (language && locales.includes(language)) return language;
  }
  return defaultLocale;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page (no scripts, no external files): the app's layout is not rendered for these. */
export function refusalPage(
  messages: Record<string, string>,
  locale: string,
  defaultLocale: string,
  messageKey: string,
): string {
  const t = (key: string) => escapeHtml(messages[key] ?? key);
  const home = locale === defaultLocale ? "/" : `/${locale}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("httpErrors.title")} · ${t("meta.siteName")}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff7ed;color:#1c1917}main{max-width:32rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.5rem}a{color:#9a3412;font-weight:600}</style>
</head>
<body>
<main>
<h1>${t("httpErrors.title")}</h1>
<p>${t(messageKey)}</p>
<p><a href="${home}">${t("notFound.home")}</a></p>
</main>
</body>
</html>
`;
}

/**
 * Answers a refused request and closes the connection: its body may still be on the way (a refused
 * upload), and reading it only to throw it away would cost what the refusal saves.
 */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
  { messages, locales, defaultLocale, json }: RefusalOptions & { json: boolean },
): void {
  const headers = { "Cache-Control": "no-store", Connection: "close" };
  if (json) {
    res.writeHead(refusal.status, { ...headers, "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { code: refusal.code, message: refusal.messageKey } }));
    return;
  }
  const locale = chooseLocale(
    { url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] },
    { locales, defaultLocale },
  );
  res.writeHead(refusal.status, { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Language": locale });
  // Node leaves the body out of an answer to HEAD by itself.
  res.end(refusalPage(messages[locale] ?? {}, locale, defaultLocale, refusal.messageKey));
}
