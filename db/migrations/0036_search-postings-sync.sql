-- Decision 054: discover's posting lists (search_postings) follow the rows' words in the writing
-- transaction, by the same trigger function as the vocabulary (one trigger per write, one diff of the
-- words for both). A bulk load still sets patitas.bulk_load = 'on' and calls
-- patitas_search_words_rebuild() at its end, which now rebuilds the postings too.
CREATE OR REPLACE FUNCTION patitas_search_words_rebuild() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM search_words;
    INSERT INTO search_words (kind, word, row_count)
      SELECT 'pet', word, ndoc FROM ts_stat('SELECT search_tsv FROM pets')
      UNION ALL
      SELECT 'user', word, ndoc FROM ts_stat('SELECT search_tsv FROM users');
    -- Millions of rows at scale: emptied at once rather than row by row (no dead rows left), and
    -- inserted in the index's order, so the B-tree fills page after page instead of at random.
    TRUNCATE search_postings;
    INSERT INTO search_postings (kind, word, created_at, id)
      SELECT 'pet', w.word, p.created_at, p.id FROM pets p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_tsv)) w(word)
      UNION ALL
      SELECT 'user', w.word, u.created_at, u.id FROM users u CROSS JOIN LATERAL unnest(tsvector_to_array(u.search_tsv)) w(word)
      ORDER BY 1, 2, 3, 4;
  $$;--> statement-breakpoint
-- TG_ARGV[0] is the kind ('pet' or 'user'). The vocabulary as before (decision 051): a word is counted
-- once per row that holds it and deleted when no row holds it any more, the changed words visited in
-- word order so two writers lock vocabulary rows in the same order. The postings: the row's posting of
-- each word it lost is deleted and one for each word it gained inserted; a row whose key moved (its
-- created_at, which no code path changes today, or its id) moves all of its postings. Postings are the
-- row's own keys, which no other writer touches, so they need no order beyond the vocabulary's.
CREATE OR REPLACE FUNCTION patitas_search_words_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_words text[] := '{}';
    new_words text[] := '{}';
    moved boolean := false;
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
    IF TG_OP = 'UPDATE' THEN
      moved := OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id;
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
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      DELETE FROM search_postings s
        WHERE s.kind = TG_ARGV[0] AND s.created_at = OLD.created_at AND s.id = OLD.id
          AND s.word = ANY (CASE WHEN moved OR TG_OP = 'DELETE' THEN old_words
                                 ELSE ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(new_words)) END);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO search_postings (kind, word, created_at, id)
        SELECT TG_ARGV[0], w, NEW.created_at, NEW.id
        FROM unnest(CASE WHEN moved OR TG_OP = 'INSERT' THEN new_words
                         ELSE ARRAY(SELECT unnest(new_words) EXCEPT SELECT unnest(old_words)) END) w
        ORDER BY w;
    END IF;
    RETURN NULL;
  END;
  $$;--> statement-breakpoint
-- An update fires the sync when the words change (as before) or when the row's key in the postings does.
DROP TRIGGER pets_search_words_update ON pets;--> statement-breakpoint
CREATE TRIGGER pets_search_words_update AFTER UPDATE ON pets
  FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION patitas_search_words_sync('pet');--> statement-breakpoint
DROP TRIGGER users_search_words_update ON users;--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION patitas_search_words_sync('user');--> statement-breakpoint
-- The backfill: the vocabulary again (unchanged) and the postings of every existing row.
SELECT patitas_search_words_rebuild();
