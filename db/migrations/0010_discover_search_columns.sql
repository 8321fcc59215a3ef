-- Decision 013 follow-up: discover's recheck of trigram candidates re-ran patitas_unaccent() and
-- to_tsvector() on every candidate row (5 000 rows for a common name with a typo: ~250 ms). The searchable
-- text and its tsvector are now stored columns, computed once per write, and the GIN indexes are on them.
ALTER TABLE "pets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (patitas_unaccent(lower("name" || ' ' || coalesce("breed", '') || ' ' || coalesce("location", '')))) STORED;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, patitas_unaccent(lower("name" || ' ' || coalesce("breed", '') || ' ' || coalesce("location", ''))))) STORED;--> statement-breakpoint
DROP INDEX "pets_search_trgm_idx";--> statement-breakpoint
DROP INDEX "pets_search_fts_idx";--> statement-breakpoint
CREATE INDEX "pets_search_trgm_idx" ON "pets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_search_fts_idx" ON "pets" USING gin ("search_tsv");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (patitas_unaccent(lower(coalesce("username", '') || ' ' || "full_name" || ' ' || coalesce("location", '')))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, patitas_unaccent(lower(coalesce("username", '') || ' ' || "full_name" || ' ' || coalesce("location", ''))))) STORED;--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_fts_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin ("search_tsv");
