// Which requests the anonymous page cache may answer, under which key, and the tags its entries carry
// (docs/decisions/009-public-page-cache.md). The tags are the ones app code purges through
// lib/cache/public-pages.ts, spelled once in server/shared/front-door-contract.ts; public-pages.test.ts
// checks that the tags of page paths and of app code meet.
import { shouldServeStreamingMetadata } from "next/dist/server/lib/streaming-metadata.js";
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot.js";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { pageTags, SHELL_HEADER, type PublicPageTag } from "../shared/front-door-contract";
import { localeSettings } from "./refusals";

// next-auth's session cookie; a large one is split into `.0`, `.1`… chunks.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;
// Next.js draft mode: its pages render differently and must never be shared.
const DRAFT_MODE_COOKIE = /(?:^|;)\s*(?:__prerender_bypass|__next_preview_data)=/;
// Headers of the client router (RSC payloads, prefetches, server actions): those answers stay dynamic.
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];

const localePrefix = new RegExp(`^/(?:${localeSettings.locales.join("|")})(?=/|$)`);
const authPages = new Set(["/auth", "/auth/forgot", "/auth/reset", "/auth/verify", "/auth/username"]);

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The hashtag a /hashtag/{tag} page shows, as lib/hashtags/extract.ts normalizeHashtag() writes it. */
export function hashtagTag(rawSegment: string): PublicPageTag {
  return pageTags.hashtag(decodeSegment(rawSegment));
}

/** The user of a /u/{username} page, as lib/profiles/username-param.ts reads it. */
export function userTag(rawSegment: string): PublicPageTag {
  return pageTags.user(decodeSegment(rawSegment));
}

/**
 * The tags of the public page at this path (no query string), or null when it is no cacheable page.
 * Pages whose content no write changes (the sign-in forms) have no tag: only a full purge or the TTL
 * removes them.
 */
export function tagsForPath(pathname: string): PublicPageTag[] | null {
  const path = pathname.replace(localePrefix, "") || "/";
  if (path === "/") return [pageTags.landing];
  if (authPages.has(path)) return [];
  if (path === "/guides") return [pageTags.guides];
  if (path === "/marketplace") return [pageTags.marketplace];
  const [, section, id, sub, ...rest] = path.split("/");
  if (!id || rest.length > 0) return null;
  if (section === "hashtag" && sub === undefined) return [hashtagTag(id)];
  if (section === "p" && sub === undefined) return [pageTags.post(decodeSegment(id))];
  if (section === "pet" && sub === undefined) return [pageTags.pet(decodeSegment(id))];
  if (section === "product" && sub === undefined) return [pageTags.product(decodeSegment(id))];
  // /store/manage is the seller's own (signed-in) dashboard, never a public store page.
  if (section === "store" && sub === undefined && id !== "manage") return [pageTags.store(decodeSegment(id))];
  if (section === "guides" && sub === undefined) return [pageTags.guide(decodeSegment(id))];
  // /lost/new is the signed-in report form; /lost/{id}/edit the reporter's own.
  if (section === "lost" && id !== "new" && (sub === undefined || sub === "poster"))
    return [pageTags.lost(decodeSegment(id))];
  if (section === "u" && (sub === undefined || sub === "followers" || sub === "following")) return [userTag(id)];
  return null;
}

// Shell pages (decision 029): rendered without reading the session, the same for every signed-in
// visitor; the viewer's part arrives in a request of its own. Cached for visitors with a session cookie
// only (guests are sent to /auth), rendered without their cookies, and kept apart from public pages.
const shellPages = new Set(["/home"]);

/** Whether this path (no query string) is a shell page. */
export function isShellPath(pathname: string): boolean {
  return shellPages.has(pathname.replace(localePrefix, "") || "/");
}

// Public pages whose signed-in visitors get a shell too (decision 032): the page as a guest's, in the
// signed-in frame, with the viewer's layer (header counts, hearts, blocks) fetched from GET /api/viewer.
// Their entries carry the page's own tags, so the writes that purge the public copy purge this one.
// Product, store and guide pages show nothing per viewer but the header. A profile's follower and following
// lists (a Follow button per row) stay rendered for their viewer.
const viewerShellSections = new Set(["hashtag", "p", "pet", "u", "product", "store", "guides"]);

/** Whether a signed-in visitor of this path (no query string) gets the page's shell. */
export function isViewerShellPath(pathname: string): boolean {
  const [, section, id, sub] = (pathname.replace(localePrefix, "") || "/").split("/");
  return (
    section !== undefined &&
    viewerShellSections.has(section) &&
    id !== undefined &&
    sub === undefined &&
    tagsForPath(pathname) !== null
  );
}

/** The header that tells the app a request is a shell render with the visitor's cookies removed (lib/auth/shell-header.ts). */
export { SHELL_HEADER };

/** Every value of the cookie `name` in a Cookie header, in order. */
export function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) values.push(part.slice(separator + 1).trim());
  }
  return values;
}

/**
 * What Next.js renders differently by User-Agent, with its own functions: crawlers that run no script
 * ("html-limited bots", next.config's htmlLimitedBots) get their metadata in <head> before the body
 * instead of streamed, and Googlebot counts as a bot too. Browsers all share one variant.
 */
export function userAgentVariant(userAgent: string | undefined, htmlLimitedBots: string | undefined): string {
  const ua = userAgent ?? "";
  return `${getBotType(ua) ?? "browser"}/${shouldServeStreamingMetadata(ua, htmlLimitedBots) ? "streamed" : "blocking"}`;
}

const single = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(",") : (value ?? "");

/**
 * Whether the page cache may answer this request: { key, tags } or { bypass: reason }. Only anonymous
 * GETs of a public page without query string, from a document navigation (or a client that does not
 * say, like crawlers and curl). The key holds every input the shared render reads: the path, the
 * locale cookie and Accept-Language (next-intl negotiates the locale and may set its cookie from
 * them), the Host and forwarded host/proto (next-intl builds its alternate-language `Link` header
 * from them) and the User-Agent's variant (see userAgentVariant).
 */
/** The page cache's verdict on one request: why it is not cached, or its key and tags. */
export type CacheDecision =
  | { bypass: string; key?: undefined; tags?: undefined; shell?: undefined }
  | { bypass?: undefined; key: string; tags: string[]; shell: boolean };

/** What cacheDecision reads of a request. */
export type CacheableRequest = Pick<IncomingMessage, "method" | "headers"> & { url: string };

export function cacheDecision(
  req: CacheableRequest,
  { htmlLimitedBots }: { htmlLimitedBots?: string | undefined } = {},
): CacheDecision {
  if (req.method !== "GET") return { bypass: "method" };
  const queryAt = req.url.indexOf("?");
  if (queryAt !== -1) return { bypass: "query" };
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return { bypass: "router" };
  const cookie = single(req.headers.cookie);
  const signedIn = SESSION_COOKIE.test(cookie);
  const shell = signedIn && (isShellPath(req.url) || isViewerShellPath(req.url));
  if (signedIn && !shell) return { bypass: "session" };
  if (DRAFT_MODE_COOKIE.test(cookie)) return { bypass: "draft" };
  // next-intl updates its locale cookie on document requests only; other fetches of a page would be
  // answered without that Set-Cookie.
  const destination = req.headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return { bypass: "fetch" };
  const tags: string[] | null = shell
    ? ["shell", ...(isShellPath(req.url) ? [] : (tagsForPath(req.url) ?? []))]
    : tagsForPath(req.url);
  if (!tags) return { bypass: "page" };
  const key = [
    shell ? "shell" : "public",
    req.url,
    cookieValues(cookie, "NEXT_LOCALE").join(","),
    single(req.headers["accept-language"]).trim(),
    single(req.headers.host),
    single(req.headers["x-forwarded-host"]),
    single(req.headers["x-forwarded-proto"]),
    userAgentVariant(single(req.headers["user-agent"]), htmlLimitedBots),
  ].join("\n");
  return { key, tags, shell };
}

/**
 * A shell page's request as Next.js gets it: without the visitor's cookies (the locale cookie aside,
 * which is part of the key), so the render cannot depend on who asked even if a page started reading
 * the session; and marked, so the app's proxy does not send it to /auth for lack of a session cookie.
 */
export function stripToShellRequest(req: { headers: IncomingHttpHeaders }): void {
  const locale = cookieValues(single(req.headers.cookie), "NEXT_LOCALE");
  if (locale.length > 0) req.headers.cookie = locale.map((value) => `NEXT_LOCALE=${value}`).join("; ");
  else delete req.headers.cookie;
  req.headers[SHELL_HEADER] = "1";
}

/**
 * Whether a response to a cacheable request may be stored and replayed to others: a 200 HTML page
 * whose only cookie is next-intl's locale cookie (a function of the key: the path, the locale cookie
 * and Accept-Language decide it). Any other cookie belongs to one visitor.
 */
export function isStorableResponse(res: Pick<ServerResponse, "statusCode" | "getHeader">): boolean {
  if (res.statusCode !== 200) return false;
  if (!/^text\/html/i.test(String(res.getHeader("content-type") ?? ""))) return false;
  const setCookie = res.getHeader("set-cookie");
  const cookies = setCookie === undefined ? [] : [setCookie].flat();
  return cookies.every((cookie) => /^\s*NEXT_LOCALE=/.test(String(cookie)));
}
