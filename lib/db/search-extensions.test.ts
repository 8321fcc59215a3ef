import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";

// Discover and the marketplace rely on these; PGlite needs them loaded explicitly (lib/db/client.ts).
describe("search extensions", () => {
  it("folds accents with the immutable patitas_unaccent", async () => {
    const db = await getDb();
    const [row] = await queryRows<{ folded: string }>(db, sql`select patitas_unaccent('Ñandú Café Zoë') as folded`);
    expect(row?.folded).toBe("Nandu Cafe Zoe");
  });

  it("scores a one-letter typo above an unrelated word with pg_trgm", async () => {
    const db = await getDb();
    const [row] = await queryRows<{ typo: number; other: number }>(
      db,
      sql`select similarity('canela', 'canella') as typo, similarity('canela', 'bobby') as other`,
    );
    expect(Number(row?.typo)).toBeGreaterThan(0.5);
    expect(Number(row?.other)).toBeLessThan(0.1);
  });
});
