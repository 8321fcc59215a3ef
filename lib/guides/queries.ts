import "server-only";
import type * as z from "zod";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { routing } from "@/lib/i18n/routing";
import { listCatalogueProducts } from "@/lib/market/queries";
import { isUuid } from "@/lib/validation/uuid";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import {
  ADMIN_GUIDE_PAGE_SIZE,
  GUIDE_PAGE_SIZE,
  GUIDE_LIMITS,
  type GuideSpecies,
  type GuideStatus,
  type GuideTopic,
} from "./fields";
import { guidePickerSearchSchema } from "./schemas";
import { stemOf, trigramsOf } from "./search-words";

// Reading the care guides (decision 045). A visitor reads the guides of their language; a guide with no
// translation in it is shown in the first language of es, en, fr, pt, zh it has (Spanish is the app's
// default, English the most read after it), marked with its language: one guide per group, never two
// versions of the same text in one list.

export type GuideCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string | null;
  language: string;
  species: GuideSpecies;
  topic: GuideTopic;
  readingMinutes: number;
  publishedAt: string;
};

export type GuidePage = GuideCard & {
  body: string;
  updatedAt: string;
  authorName: string | null;
  /** The published versions of this guide, its own included: language and slug. */
  translations: { language: string; slug: string }[];
  productIds: string[];
};

export type GuideFilters = { species: GuideSpecies | null; topic: GuideTopic | null; q: string };

const languageOrder = sql.raw(`array[${routing.locales.map((code) => `'${code}'`).join(", ")}]::text[]`);

type CardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover_url: string | null;
  language: string;
  species: GuideSpecies;
  topic: GuideTopic;
  reading_minutes: number;
  published_at: string;
};

const cardColumns = sql`g.id, g.slug, g.title, g.excerpt, g.cover_url, g.language, g.species, g.topic, g.reading_minutes,
  ${cursorTimestamp(sql`g.published_at`)} as published_at`;

function toCard(row: CardRow): GuideCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverUrl: row.cover_url,
    language: row.language,
    species: row.species,
    topic: row.topic,
    readingMinutes: Number(row.reading_minutes),
    publishedAt: row.published_at,
  };
}

/** The version of its group a reader of `locale` gets: theirs, else the first of the default order. */
function shownIn(locale: string): SQL {
  return sql`(g.language = ${locale} or not exists (
    select 1 from guides t where t.group_id = g.group_id and t.status = 'published' and t.id <> g.id
      and (t.language = ${locale} or array_position(${languageOrder}, t.language) < array_position(${languageOrder}, g.language))))`;
}

/**
 * Every word of the search in the title or the text, accents and case aside, as discover reads words
 * (issue 48 item 11): the word itself, its stem ("vacunacion" → "vacun", found in "vacunas"), or, for a
 * word of 4 letters or more, a look-alike in the text: pg_trgm word similarity ≥ LOOK_ALIKE ("vacnas"
 * is 0.57 like "vacunas"; pg_trgm's own `<%` stops at 0.6, a setting discover's vocabulary relies on).
 * The look-alike test needs a 3-letter piece of the word in the text, so guides_search_idx (trigrams)
 * answers every branch and word_similarity only rechecks its candidates. Only words of letters get
 * look-alikes: a code or number ("b12", "2024") means exactly itself.
 */
function matches(q: string): SQL[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const doc = sql`patitas_unaccent(lower(g.title || ' ' || g.body))`;
  const contains = (part: string) => sql`${doc} like '%' || patitas_unaccent(lower(${escapeLike(part)})) || '%'`;
  return words.map((word) => {
    const stem = stemOf(word);
    const pieces = LETTERS.test(word) ? trigramsOf(word) : [];
    const alike = pieces.length
      ? sql` or ((${sql.join(pieces.map(contains), sql` or `)}) and word_similarity(patitas_unaccent(lower(${word})), ${doc}) >= ${LOOK_ALIKE})`
      : sql``;
    return sql`(${contains(word)}${stem ? sql` or ${contains(stem)}` : sql``}${alike})`;
  });
}

const LOOK_ALIKE = 0.5;
const LETTERS = /^\p{L}{4,}$/u;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** /guides: published guides for a reader of `locale`, newest first, filtered, keyset paged, one round trip. */
export async function listPublishedGuides(
  locale: string,
  filters: GuideFilters,
  rawCursor: string | null,
): Promise<{ items: GuideCard[]; nextCursor: string | null }> {
  const where: SQL[] = [sql`g.status = 'published'`, shownIn(locale)];
  if (filters.species) where.push(sql`g.species = ${filters.species}`);
  if (filters.topic) where.push(sql`g.topic = ${filters.topic}`);
  const words = matches(filters.q);
  // The matches are collected apart, through guides_search_idx: beside an ORDER BY … LIMIT the planner
  // walked guides_published_idx and tested the text of every guide (32 s for a typo over 20 000 guides;
  // 14 ms this way, docs/measurements/guide-search.md).
  if (words.length) where.push(sql`g.id in (select id from found)`);
  const found = words.length
    ? sql`with found as materialized (select g.id from guides g where g.status = 'published' and ${sql.join(words, sql` and `)}) `
    : sql``;
  const after = afterCursor(readCursor(rawCursor), sql`g.published_at`, sql`g.id`);
  const rows = await queryRows<CardRow>(
    await getDb(),
    sql`${found}select ${cardColumns} from guides g where ${sql.join(where, sql` and `)} ${after}
      order by g.published_at desc, g.id desc ${keysetLimit(GUIDE_PAGE_SIZE)}`,
  );
  return keysetPage(rows, GUIDE_PAGE_SIZE, toCard, (last) => encodeCursor({ at: last.published_at, id: last.id }));
}

/**
 * A guide's page at /{locale}/guides/{slug}: the published guide of that address in the reader's
 * language, else in the first language of the default order that has it; null when none is published.
 */
export async function getPublishedGuide(slug: string, locale: string): Promise<GuidePage | null> {
  if (slug.length === 0 || slug.length > GUIDE_LIMITS.slugMax) return null;
  const [row] = await queryRows<
    CardRow & {
      body: string;
      updated_at: string;
      author_name: string | null;
      translations: { language: string; slug: string }[];
      product_ids: string[];
    }
  >(
    await getDb(),
    sql`select ${cardColumns}, g.body, g.updated_at, author.full_name as author_name,
        (select coalesce(json_agg(json_build_object('language', t.language, 'slug', t.slug) order by array_position(${languageOrder}, t.language)), '[]'::json)
          from guides t where t.group_id = g.group_id and t.status = 'published') as translations,
        array(select gp.product_id::text from guide_products gp where gp.guide_id = g.id order by gp.position) as product_ids
      from guides g left join users author on author.id = g.author_id
      where g.slug = ${slug.toLowerCase()} and g.status = 'published'
      order by (g.language = ${locale}) desc, array_position(${languageOrder}, g.language) limit 1`,
  );
  if (!row) return null;
  return {
    ...toCard(row),
    body: row.body,
    updatedAt: new Date(row.updated_at).toISOString(),
    authorName: row.author_name,
    translations: row.translations,
    productIds: row.product_ids,
  };
}

// ---- staff ------------------------------------------------------------------------------------------

export type StaffGuideRow = {
  id: string;
  title: string;
  slug: string;
  language: string;
  status: GuideStatus;
  topic: GuideTopic;
  species: GuideSpecies;
  updatedAt: string;
};

/** /admin/guides: every guide, last edited first, all or by status, keyset paged (guides_updated_idx, guides_status_updated_idx). */
export async function listGuidesForStaff(
  status: GuideStatus | null,
  rawCursor: string | null,
): Promise<{ items: StaffGuideRow[]; nextCursor: string | null }> {
  const after = afterCursor(readCursor(rawCursor), sql`g.updated_at`, sql`g.id`);
  const rows = await queryRows<{
    id: string;
    title: string;
    slug: string;
    language: string;
    status: GuideStatus;
    topic: GuideTopic;
    species: GuideSpecies;
    updated_at: string;
  }>(
    await getDb(),
    sql`select g.id, g.title, g.slug, g.language, g.status, g.topic, g.species, ${cursorTimestamp(sql`g.updated_at`)} as updated_at
      from guides g where ${status ? sql`g.status = ${status}` : sql`true`} ${after}
      order by g.updated_at desc, g.id desc ${keysetLimit(ADMIN_GUIDE_PAGE_SIZE)}`,
  );
  return keysetPage(
    rows,
    ADMIN_GUIDE_PAGE_SIZE,
    (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      language: row.language,
      status: row.status,
      topic: row.topic,
      species: row.species,
      updatedAt: row.updated_at,
    }),
    (last) => encodeCursor({ at: last.updated_at, id: last.id }),
  );
}

export type GuideChoice = { id: string; title: string; language: string };
export type ProductChoice = { id: string; name: string; image: string | null; storeName: string };

export type EditableGuide = {
  id: string;
  title: string;
  slug: string;
  language: string;
  species: GuideSpecies;
  topic: GuideTopic;
  status: GuideStatus;
  body: string;
  coverUrl: string | null;
  products: ProductChoice[];
  /** Another guide of its group (the original when there is one), or null for a guide on its own. */
  translationOf: GuideChoice | null;
};

/** A guide for the staff form, or null when the id names none. */
export async function getGuideForEditing(id: string): Promise<EditableGuide | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<{
    id: string;
    title: string;
    slug: string;
    language: string;
    species: GuideSpecies;
    topic: GuideTopic;
    status: GuideStatus;
    body: string;
    cover_url: string | null;
    products: ProductChoice[];
    translation_of: GuideChoice | null;
  }>(
    await getDb(),
    sql`select g.id, g.title, g.slug, g.language, g.species, g.topic, g.status, g.body, g.cover_url,
        (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'image', p.images[1], 'storeName', s.name) order by gp.position), '[]'::json)
          from guide_products gp join products p on p.id = gp.product_id join stores s on s.id = p.store_id where gp.guide_id = g.id) as products,
        (select json_build_object('id', t.id, 'title', t.title, 'language', t.language) from guides t
          where t.group_id = g.group_id and t.id <> g.id order by (t.id = g.group_id) desc, t.created_at limit 1) as translation_of
      from guides g where g.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language,
    species: row.species,
    topic: row.topic,
    status: row.status,
    body: row.body,
    coverUrl: row.cover_url,
    products: row.products,
    translationOf: row.translation_of,
  };
}

/** The form's "translation of" picker: guides whose title has these words, newest first, at most 10. */
export async function searchGuideChoices({ q }: z.output<typeof guidePickerSearchSchema>): Promise<GuideChoice[]> {
  const where = q
    ? sql.join(
        q
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, 8)
          .map(
            (word) =>
              sql`patitas_unaccent(lower(g.title)) like '%' || patitas_unaccent(lower(${escapeLike(word)})) || '%'`,
          ),
        sql` and `,
      )
    : sql`true`;
  return queryRows<GuideChoice>(
    await getDb(),
    sql`select g.id, g.title, g.language from guides g where ${where} order by g.updated_at desc, g.id desc limit 10`,
  );
}

/** The form's product picker: the catalogue's own search (what a shopper would find), first page. */
export async function searchProductChoices({ q }: z.output<typeof guidePickerSearchSchema>): Promise<ProductChoice[]> {
  const page = await listCatalogueProducts({ q, category: null, sort: "newest", cursor: null });
  return page.items
    .slice(0, 10)
    .map((product) => ({ id: product.id, name: product.name, image: product.image, storeName: product.store.name }));
}
