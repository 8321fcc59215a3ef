-- Decision 051: discover's vocabulary (search_words) follows the words of pets' and users' search
-- documents in the transaction that changes them, whichever code path writes (actions, staff tools,
-- seeds, tests' factories). A bulk load sets patitas.bulk_load = 'on' for its transaction and calls
-- patitas_search_words_rebuild() at its end instead of paying a trigger per row.
CREATE OR REPLACE FUNCTION patitas_search_words_rebuild() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM search_words;
    INSERT INTO search_words (kind, word, row_count)
      SELECT 'pet', word, ndoc FROM ts_stat('SELECT search_tsv FROM pets')
      UNION ALL
      SELECT 'user', word, ndoc FROM ts_stat('SELECT search_tsv FROM users');
  $$;--> statement-breakpoint
-- TG_ARGV[0] is the kind ('pet' or 'user'). A word is counted once per row that holds it, and deleted
-- when no row holds it any more. The changed words are visited in word order, so two writers lock
-- vocabulary rows in the same order and never wait on each other in a circle.
CREATE OR REPLACE FUNCTION patitas_search_words_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_words text[] := '{}';
    new_words text[] := '{}';
    changed text;
    delta int;
    remaining int;
  BEGIN
    IF current_setting('patitas.bulk_load', true) = 'on' THEN
      RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      old_words := tsvector_to_array(OLD.search_tsv);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      new_words := tsvector_to_array(NEW.search_tsv);
    END IF;
    FOR changed, delta IN
      SELECT c.w, sum(c.d)::int FROM (
        SELECT unnest(new_words) AS w, 1 AS d
        UNION ALL
        SELECT unnest(old_words), -1
      ) c
      GROUP BY c.w HAVING sum(c.d) <> 0 ORDER BY c.w
    LOOP
      IF delta > 0 THEN
        INSERT INTO search_words AS v (kind, word, row_count) VALUES (TG_ARGV[0], changed, 1)
          ON CONFLICT (kind, word) DO UPDATE SET row_count = v.row_count + 1;
      ELSE
        UPDATE search_words v SET row_count = v.row_count - 1
          WHERE v.kind = TG_ARGV[0] AND v.word = changed
          RETURNING v.row_count INTO remaining;
        IF remaining <= 0 THEN
          DELETE FROM search_words v WHERE v.kind = TG_ARGV[0] AND v.word = changed;
        END IF;
      END IF;
    END LOOP;
    RETURN NULL;
  END;
  $$;--> statement-breakpoint
CREATE TRIGGER pets_search_words_insert AFTER INSERT ON pets
  FOR EACH ROW EXECUTE FUNCTION patitas_search_words_sync('pet');--> statement-breakpoint
CREATE TRIGGER pets_search_words_update AFTER UPDATE ON pets
  FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv) EXECUTE FUNCTION patitas_search_words_sync('pet');--> statement-breakpoint
CREATE TRIGGER pets_search_words_delete AFTER DELETE ON pets
  FOR EACH ROW EXECUTE FUNCTION patitas_search_words_sync('pet');--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION patitas_search_words_sync('user');--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv) EXECUTE FUNCTION patitas_search_words_sync('user');--> statement-breakpoint
CREATE TRIGGER users_search_words_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION patitas_search_words_sync('user');--> statement-breakpoint
-- The backfill: the words of every existing row.
SELECT patitas_search_words_rebuild();
--> statement-breakpoint
-- Typos are resolved in the vocabulary now: nothing tests trigrams on the rows any more, and their
-- trigram indexes would only cost every write of a pet or a user.
DROP INDEX IF EXISTS "pets_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm_idx";
