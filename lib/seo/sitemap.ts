import "server-only";
import { sql, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb, queryRows } from "@/lib/db/client";
import { env } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { localizedUrl } from "@/lib/i18n/urls";

// The sitemap (issue 25, item 20): /sitemap.xml is an index of child sitemaps, one list of public pages
// per kind, each cut into files of at most 50 000 URLs (the protocol's limit). Every page is listed once
// per language, each entry naming all the language versions (hreflang alternates, as the pages' heads
// do, lib/seo/metadata.ts). Files are keyset paged on the rows' primary key: a file starts after the
// last key of the one before, so a file's contents never depend on OFFSET or on rows inserted before it.
// Only what a signed-out visitor can open is listed: no banned user's profile, pets, posts or store, no
// inactive pet, product or store, no user without a username, no unused hashtag.

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Each page is one URL per language: this many pages fill a file. */
export const SITEMAP_PAGES_PER_FILE = Math.floor(SITEMAP_URLS_PER_FILE / routing.locales.length);

export const sitemapKinds = ["users", "pets", "posts", "hashtags", "stores", "products", "guides", "lost"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** The pages with no row behind them. */
const STATIC_PATHS = ["/", "/auth", "/marketplace", "/guides"];

/**
 * Each kind's listed pages as (key, slug, lastmod): `key` pages the files, `slug` makes the path,
 * `lastmod` is the newest change the data shows on that page (a profile: its newest post; a post: its
 * newest comment; a pet: its edit or newest post; a store: its newest product).
 */
const sources: Record<
  SitemapKind,
  { path: (slug: string) => string; rows: SQL; versions?: (slug: string) => SitemapVersion[] }
> = {
  users: {
    path: (slug) => `/u/${slug}`,
    rows: sql`select u.id as key, u.username as slug,
        greatest(u.created_at, (select max(p.created_at) from posts p where p.user_id = u.id)) as lastmod
      from users u where u.username is not null and not u.is_banned`,
  },
  pets: {
    path: (slug) => `/pet/${slug}`,
    rows: sql`select pe.id as key, pe.id::text as slug,
        greatest(pe.updated_at, (select max(p.created_at) from posts p where p.pet_id = pe.id)) as lastmod
      from pets pe join users owner on owner.id = pe.user_id
      where pe.is_active and owner.username is not null and not owner.is_banned`,
  },
  posts: {
    path: (slug) => `/p/${slug}`,
    rows: sql`select p.id as key, p.id::text as slug,
        greatest(p.created_at, (select max(c.created_at) from comments c where c.post_id = p.id)) as lastmod
      from posts p join users author on author.id = p.user_id
      where author.username is not null and not author.is_banned`,
  },
  hashtags: {
    path: (slug) => `/hashtag/${encodeURIComponent(slug)}`,
    rows: sql`select h.id as key, h.name as slug, h.updated_at as lastmod from hashtags h where h.usage_count > 0`,
  },
  stores: {
    path: (slug) => `/store/${slug}`,
    rows: sql`select s.id as key, s.id::text as slug,
        greatest(s.created_at, (select max(pr.created_at) from products pr where pr.store_id = s.id and pr.is_active)) as lastmod
      from stores s join users owner on owner.id = s.user_id
      where s.is_active and not owner.is_banned`,
  },
  products: {
    path: (slug) => `/product/${slug}`,
    rows: sql`select p.id as key, p.id::text as slug, p.created_at as lastmod
      from products p join stores s on s.id = p.store_id join users owner on owner.id = s.user_id
      where p.is_active and s.is_active and not owner.is_banned`,
  },
  // Lost & found (issue 45): open cases only; a reunited, expired or removed one leaves at once.
  lost: {
    path: (slug) => `/lost/${slug}`,
    rows: sql`select c.id as key, c.id::text as slug, c.updated_at as lastmod
      from lost_cases c join users owner on owner.id = c.user_id
      where c.status = 'open' and not owner.is_banned and owner.username is not null`,
  },
  // A care guide lives in one language at its own address (decision 045): one entry per group of
  // translations, each published version listed in its language, all naming each other.
  guides: {
    path: (slug) => guideVersions(slug)[0]?.path ?? "/guides",
    versions: guideVersions,
    rows: sql`select g.group_id as key,
        json_agg(json_build_object('language', g.language, 'slug', g.slug) order by g.language)::text as slug,
        max(g.updated_at) as lastmod
      from guides g where g.status = 'published' group by g.group_id`,
  },
};

/** One language's address of a page that has a different one per language. */
export type SitemapVersion = { language: string; path: string };

function guideVersions(slug: string): SitemapVersion[] {
  const versions = JSON.parse(slug) as { language: string; slug: string }[];
  return versions.map((version) => ({
    language: version.language,
    path: `/guides/${encodeURIComponent(version.slug)}`,
  }));
}

/** One child sitemap: its kind ("static" for the pages without rows) and the key it starts after. */
export type SitemapFile = { kind: SitemapKind | "static"; after: string | null; lastmod: string | null };
export type SitemapEntry = { path: string; lastmod: string | null; versions?: SitemapVersion[] };

/**
 * The child sitemaps of the index, in order: the static pages, then each kind's files. One statement
 * per kind numbers its rows in key order and returns, per file, the newest lastmod and the key its last
 * row has (the next file starts after it). A kind without rows has no file.
 */
export async function listSitemapFiles(perFile = SITEMAP_PAGES_PER_FILE): Promise<SitemapFile[]> {
  const db = await getDb();
  const files: SitemapFile[] = [{ kind: "static", after: null, lastmod: null }];
  for (const kind of sitemapKinds) {
    const chunks = await queryRows<{ chunk: number; lastmod: string | null; last_key: string | null }>(
      db,
      sql`with numbered as (select key, lastmod, row_number() over (order by key) as n from (${sources[kind].rows}) listed)
        select ((n - 1) / ${perFile})::int as chunk, max(lastmod) as lastmod, max(key::text) filter (where n % ${perFile} = 0) as last_key
        from numbered group by 1 order by 1`,
    );
    let after: string | null = null;
    for (const chunk of chunks) {
      files.push({ kind, after, lastmod: toIso(chunk.lastmod) });
      after = chunk.last_key;
    }
  }
  return files;
}

/** One child sitemap's pages: the kind's rows after `after` in key order, `perFile` of them. */
export async function listSitemapEntries(
  kind: SitemapKind | "static",
  after: string | null,
  perFile = SITEMAP_PAGES_PER_FILE,
): Promise<SitemapEntry[]> {
  if (kind === "static") return after ? [] : STATIC_PATHS.map((path) => ({ path, lastmod: null }));
  const source = sources[kind];
  const rows = await queryRows<{ slug: string; lastmod: string | null }>(
    await getDb(),
    sql`select slug, lastmod from (${source.rows}) listed
      ${after ? sql`where key > ${after}::uuid` : sql``}
      order by key limit ${perFile}`,
  );
  return rows.map((row) => ({
    path: source.path(row.slug),
    lastmod: toIso(row.lastmod),
    ...(source.versions ? { versions: source.versions(row.slug) } : {}),
  }));
}

function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// ---- the files' names -------------------------------------------------------------------------------

const fileNameSchema = z.object({
  kind: z.enum(["static", ...sitemapKinds]),
  // "start" for a kind's first file, else the key it starts after.
  page: z.union([z.literal("start"), z.uuid()]),
});

/** The path of a child sitemap: /sitemaps/{kind}/{start | key}.xml */
export function sitemapFilePath(file: Pick<SitemapFile, "kind" | "after">): string {
  return `/sitemaps/${file.kind}/${file.after ?? "start"}.xml`;
}

/** A child sitemap's route parameters read back, or null when they name no file. */
export function readSitemapFile(params: {
  kind: string;
  page: string;
}): { kind: SitemapKind | "static"; after: string | null } | null {
  const parsed = fileNameSchema.safeParse({ kind: params.kind, page: params.page.replace(/\.xml$/, "") });
  if (!parsed.success) return null;
  const { kind, page } = parsed.data;
  if (kind === "static" && page !== "start") return null;
  return { kind, after: page === "start" ? null : page.toLowerCase() };
}

// ---- XML ------------------------------------------------------------------------------------------

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The index document: one <sitemap> per child file, with the newest lastmod of its pages. */
export function sitemapIndexXml(files: SitemapFile[], origin: (path: string) => string = absoluteFile): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(origin(sitemapFilePath(file)))}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

function absoluteFile(path: string): string {
  return new URL(path, env.APP_URL).toString();
}

/** A child document: each page once per language, every entry naming all the languages and x-default. */
export function sitemapUrlsetXml(entries: SitemapEntry[]): string {
  const items = entries.flatMap(({ path, lastmod, versions }) => {
    if (versions) return versionUrls(versions, lastmod);
    const alternates = [
      ...routing.locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(localizedUrl(locale, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(routing.defaultLocale, path))}"/>`,
    ].join("");
    return routing.locales.map(
      (locale) =>
        `<url><loc>${escapeXml(localizedUrl(locale, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join("\n")}\n</urlset>\n`;
}

/** A page with its own address per language: each version once, naming every version and x-default (Spanish, else the first). */
function versionUrls(versions: SitemapVersion[], lastmod: string | null): string[] {
  const fallback = versions.find((version) => version.language === routing.defaultLocale) ?? versions[0];
  const alternates = [
    ...versions.map(
      (version) =>
        `<xhtml:link rel="alternate" hreflang="${version.language}" href="${escapeXml(localizedUrl(version.language, version.path))}"/>`,
    ),
    fallback
      ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(fallback.language, fallback.path))}"/>`
      : "",
  ].join("");
  return versions.map(
    (version) =>
      `<url><loc>${escapeXml(localizedUrl(version.language, version.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
  );
}
