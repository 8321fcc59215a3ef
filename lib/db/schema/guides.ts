import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { guideStatus, guideTopic, species } from "./enums";
import { products } from "./market";
import { users } from "./users";

/**
 * Care guides written by staff (decision 045). Translations of one guide share `group_id` (the id of the
 * guide they were translated from, or their own): one guide per language in a group, which is what the
 * pages' hreflang alternates list. The slug is unique per language: /guides/{slug} under the language's
 * prefix.
 */
export const guides = pgTable(
  "guides",
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid().notNull(),
    language: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    // The first words of the body as plain text, kept at each save for cards, the page's description and search.
    excerpt: text().notNull(),
    body: text().notNull(),
    coverUrl: text(),
    species: species().notNull(),
    topic: guideTopic().notNull(),
    status: guideStatus().notNull().default("draft"),
    // Minutes at an adult's reading pace, counted at each save.
    readingMinutes: integer().notNull().default(1),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The first time it was published; kept when it is edited or unpublished and published again.
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("guides_language_known", sql`${t.language} in ('es', 'en', 'fr', 'pt', 'zh')`),
    check("guides_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("guides_published_dated", sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    uniqueIndex("guides_language_slug_idx").on(t.language, t.slug),
    uniqueIndex("guides_group_language_idx").on(t.groupId, t.language),
    // /guides: published guides, newest first.
    index("guides_published_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // The staff list, last edited first, all or by status.
    index("guides_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("guides_status_updated_idx").on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("guides_author_idx").on(t.authorId),
    // Search over title and text: substrings, accents and case folded (lib/guides/queries.ts).
    index("guides_search_idx").using("gin", sql`patitas_unaccent(lower(${t.title} || ' ' || ${t.body})) gin_trgm_ops`),
  ],
);

/** The marketplace products a guide recommends ("Shop the guide"), in the editor's order. */
export const guideProducts = pgTable(
  "guide_products",
  {
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.productId] }),
    // Which guides show a product: their pages are purged with the product's (lib/cache/guide-tags.ts).
    index("guide_products_product_idx").on(t.productId),
  ],
);
