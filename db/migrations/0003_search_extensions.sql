-- Search for the discover and marketplace pages: trigram similarity (typo tolerance) and accent folding.
-- Both extensions are "trusted": a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path), so it cannot appear in an index
-- expression; this wrapper names the dictionary explicitly and may be declared IMMUTABLE.
CREATE OR REPLACE FUNCTION patitas_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, value);
