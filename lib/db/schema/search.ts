import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

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
    index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
