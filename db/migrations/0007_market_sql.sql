-- Marketplace search (decision 012): full-text over name and description for whole words, trigram word
-- similarity over the name for typos; both on the accent-folded text, so "cafe" finds "café".
CREATE INDEX IF NOT EXISTS products_search_fts_idx ON products
  USING gin (to_tsvector('simple', patitas_unaccent(name || ' ' || coalesce(description, ''))))
  WHERE is_active;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (patitas_unaccent(lower(name)) gin_trgm_ops) WHERE is_active;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stores_name_trgm_idx ON stores USING gin (patitas_unaccent(lower(name)) gin_trgm_ops) WHERE is_active;--> statement-breakpoint
-- The price sorts of the catalogue page by keyset: (price, id) in both directions.
CREATE INDEX IF NOT EXISTS products_active_price_idx ON products (price_cents, id) WHERE is_active;
