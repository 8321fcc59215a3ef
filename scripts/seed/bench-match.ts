// Decision 013's numbers: p50/p95 of the match deck and discover queries on the large seed
// (`npm run db:seed:large`), and the plan of each. Run with DATABASE_URL pointing at that database:
//   npx tsx --conditions=react-server scripts/seed/bench-match.ts
import { sql, type SQL } from "drizzle-orm";
import { closeDb, getDb, queryRows } from "@/lib/db/client";
import { searchPets, searchUsers } from "@/lib/discover/queries";
import { loadDeck } from "@/lib/matches/queries";

const RUNS = 40;

async function main(): Promise<void> {
  const db = await getDb();
  const viewers = await queryRows<{ id: string }>(
    db,
    sql`select id from users where username like 'bench\\_%' and place_id is not null order by username limit ${RUNS}`,
  );
  // Print the plan of the next statement a query function runs, by wrapping the client's execute once.
  const execute = db.execute.bind(db);
  let explainNext = false;
  (db as unknown as { execute: (query: SQL) => Promise<unknown> }).execute = async (query: SQL) => {
    if (explainNext) {
      explainNext = false;
      const plan = (await execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return execute(query);
  };

  const cases: [string, (viewer: string) => Promise<unknown>][] = [
    ["deck love, no filters", (viewer) => loadDeck(viewer, { mode: "love" })],
    [
      "deck friend, dogs ≤ 300 km, age 2-8",
      (viewer) => loadDeck(viewer, { mode: "friend", species: "dog", maxKm: 300, minAge: 2, maxAge: 8 }),
    ],
    ["discover pets 'lun' (typo/substring)", (viewer) => searchPets(viewer, { tab: "pets", q: "lunna" })],
    ["discover pets 'beagle madrid'", (viewer) => searchPets(viewer, { tab: "pets", q: "beagle madrid" })],
    ["discover pets near me, dogs", (viewer) => searchPets(viewer, { tab: "pets", near: true, species: "dog" })],
    ["discover users 'garcia'", (viewer) => searchUsers(viewer, { tab: "users", q: "garcia" })],
  ];
  for (const [name, run] of cases) {
    console.log(`\n=== ${name}`);
    explainNext = true;
    await run(viewers[0]!.id);
    const times: number[] = [];
    for (const viewer of viewers) {
      const start = performance.now();
      await run(viewer.id);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`--> ${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${times.length} viewers`);
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
