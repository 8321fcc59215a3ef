import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Discover's vocabulary (decision 051): every distinct word of the pets' and the users' search
 * documents (`search_tsv` of pets and users: names, breeds, places, usernames) with the number of rows
 * that hold it. A query's words are resolved here first (exact, prefix, substring or typo, through the
 * trigram index of a few thousand words), and only then matched on the rows through their full-text
 * GIN index. Triggers on pets and users keep it current in the writing transaction (migration
 * "search-words-sync"); a bulk load rebuilds it with patitas_search_words_rebuild().
 */
export const searchWords = pgTable(
  "search_words",
  {
    // Whose documents the word comes from: a typo of a pet's name resolves among pets' words only.
    kind: text().notNull(),
    word: text().notNull(),
    // How many rows of that kind hold the word: the search's estimate of a word's hits.
    rowCount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.word] }),
    check("search_words_kind", sql`${t.kind} in ('pet', 'user')`),
    // Prefixes (`like 'lu%'`, even of one letter) by byte order, whatever the database's collation.
    index("search_words_prefix_idx").on(t.kind, sql`(${t.word} collate "C")`),
    // Typos (`%`, `<%`: similarity) and substrings (`like '%uci%'`). Without a pending list: new words
    // are rare, and a pending list is read whole by every search until a vacuum empties it (measured
    // 200 pages per scan after the backfill), which also made the planner prefer scanning every word.
    index("search_words_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Discover's posting lists (decision 054): one row per (row, distinct word of its search_tsv), keyed so
 * that a word's rows are read newest first from one index. A rare word's page is then its newest
 * postings after the cursor, as few as the page needs, instead of every hit of the full-text GIN index
 * sorted by date (a town's pets grow with the data). The same triggers as the vocabulary keep it
 * current in the writing transaction; patitas_search_words_rebuild() rebuilds it after a bulk load.
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    kind: text().notNull(),
    word: text().notNull(),
    // The row's created_at and id, copied: the list's keyset order, read without visiting the row.
    createdAt: timestamp({ withTimezone: true }).notNull(),
    // pets.id or users.id, by kind (no foreign key: the triggers delete a row's postings with it).
    id: uuid().notNull(),
  },
  (t) => [
    // The only index: a word's postings newest first are a backward index-only range scan of it (the
    // key holds every column), so a separate (created_at desc, id desc) index would double the size and
    // the writes for nothing. Index-only needs the visibility map: autovacuum sets it on an
    // insert-mostly table; a posting on a page not yet vacuumed costs one heap visit, still per row read.
    primaryKey({ name: "search_postings_pkey", columns: [t.kind, t.word, t.createdAt, t.id] }),
    check("search_postings_kind", sql`${t.kind} in ('pet', 'user')`),
  ],
);
