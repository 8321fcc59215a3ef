// `npm run bench:queries`: the database cost of five pages, measured on the query functions the pages
// call (decision 040): the feed's data request (/api/home, both modes), a cold hashtag page (its header,
// its posts, the trending tags beside them: what a page-cache miss runs), discover's search (common
// words, a typo, names, rare words), the match deck and /activity. Each runs BENCH_RUNS times (default 30)
// for a few bench viewers, after two warm-up runs (BENCH_CASES=feed,deck runs only the cases named so); then every statement one run sent is shown with
// EXPLAIN (ANALYZE, BUFFERS). Run it on `db:seed:large` data at two scales (SEED_SCALE) and compare.
// Needs DATABASE_URL (PostgreSQL): PGlite answers EXPLAIN too, but its timings say little about a server.
// Run with `tsx --conditions=react-server` so `server-only` imports resolve outside Next.js.
import { sql } from "drizzle-orm";
import { closeDb, getDb, onQuery, queryRows } from "@/lib/db/client";
import { getHashtag, listTrendingHashtags } from "@/lib/hashtags/queries";
import { activityCounts, listActivity, recentMatches } from "@/lib/notifications/queries";
import { listFeed, listHashtagPosts } from "@/lib/posts/queries";
import { searchPets, searchUsers } from "@/lib/discover/queries";
import { loadDeck } from "@/lib/matches/queries";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
// Bench accounts that exist at every scale; n % 5 <> 0, so each one owns pets (scripts/seed-large.ts).
const VIEWERS = (process.env.BENCH_VIEWERS ?? "bench_7,bench_2024,bench_7777").split(",");
// The most used tag (one post in 30 carries it at every scale) and one of the long tail.
const HASHTAGS = ["perros", "paseomadrid"];

type Viewer = { id: string; username: string };
type Case = { name: string; run: (viewer: Viewer) => Promise<unknown> };

const cases: Case[] = [
  // The feed of /api/home (lib/views/home-view.ts). Its other read, the header's counts, is the viewer's
  // own unread rows; its module loads next-intl, which does not run outside Next.js.
  ...(["all", "following"] as const).map((mode): Case => ({
    name: `feed (${mode})`,
    run: (viewer) => listFeed(viewer.id, { mode }),
  })),
  ...HASHTAGS.map((tag): Case => ({
    name: `hashtag #${tag} (cold)`,
    run: async () => {
      const hashtag = await getHashtag(tag);
      if (!hashtag) throw new Error(`No #${tag}: seed with npm run db:seed:large first.`);
      await Promise.all([listHashtagPosts(hashtag.id, null), listTrendingHashtags(6)]);
    },
  })),
  { name: 'discover pets "luna"', run: (viewer) => searchPets(viewer.id, { tab: "pets", q: "luna" }) },
  { name: 'discover pets "bimva" (typo)', run: (viewer) => searchPets(viewer.id, { tab: "pets", q: "bimva" }) },
  // A rare word: a town among the gazetteer's 3 329 (one pet in 3 000 or so, at any scale).
  { name: 'discover pets "toledo" (rare)', run: (viewer) => searchPets(viewer.id, { tab: "pets", q: "toledo" }) },
  // A common word behind a chip (one pet in ten is verified): the window of the newest pets falls short,
  // and the page is read from the word's postings, past the unverified ones (decision 054).
  {
    name: 'discover pets "luna" verified (chip)',
    run: (viewer) => searchPets(viewer.id, { tab: "pets", q: "luna", verified: true }),
  },
  // A first name and a surname (one user in twenty each), then one username (a single account).
  { name: 'discover users "lucia"', run: (viewer) => searchUsers(viewer.id, { tab: "users", q: "lucia" }) },
  { name: 'discover users "garcia"', run: (viewer) => searchUsers(viewer.id, { tab: "users", q: "garcia" }) },
  {
    name: 'discover users "bench_4242" (rare)',
    run: (viewer) => searchUsers(viewer.id, { tab: "users", q: "bench_4242" }),
  },
  { name: "match deck (friend)", run: (viewer) => loadDeck(viewer.id, { mode: "friend" }) },
  {
    name: "activity",
    run: (viewer) =>
      Promise.all([listActivity(viewer.id, { filter: "all" }), activityCounts(viewer.id), recentMatches(viewer.id)]),
  },
];

// BENCH_CASES=feed,deck keeps the cases whose name contains one of the words.
const only = process.env.BENCH_CASES?.split(",").filter(Boolean);
const chosen = only ? cases.filter((c) => only.some((word) => c.name.includes(word))) : cases;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Statement = { text: string; params: unknown[] };

/** The statements one run of `run` sends, in order. */
async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const stop = onQuery((text, params) => statements.push({ text, params }));
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}

type PlanNode = { "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number };

async function explain(statement: Statement): Promise<{ text: string; hit: number; read: number; ms: number }> {
  const db = await getDb();
  // The parameters go in as literals: EXPLAIN cannot take bind parameters of a statement it has not prepared.
  const [json] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
    db,
    sql`explain (analyze, buffers, format json) ${sql.raw(inline(statement))}`,
  );
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain (analyze, buffers, costs off) ${sql.raw(inline(statement))}`,
  );
  const top = json!["QUERY PLAN"][0];
  return {
    text: rows.map((row) => row["QUERY PLAN"]).join("\n"),
    hit: top.Plan["Shared Hit Blocks"] ?? 0,
    read: top.Plan["Shared Read Blocks"] ?? 0,
    ms: top["Execution Time"],
  };
}

/** The statement with $1, $2… replaced by quoted literals (our own bench values, never input). */
function inline({ text, params }: Statement): string {
  return text.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return "null";
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    const literal =
      value instanceof Date ? value.toISOString() : Array.isArray(value) ? `{${value.join(",")}}` : String(value);
    return `'${literal.replaceAll("'", "''")}'`;
  });
}

async function loadViewers(): Promise<Viewer[]> {
  const db = await getDb();
  const rows = await queryRows<Viewer>(
    db,
    sql`select id, username from users where username = any(${`{${VIEWERS.join(",")}}`}::text[]) order by username`,
  );
  if (rows.length === 0) throw new Error("No bench viewers: seed with npm run db:seed:large first.");
  return rows;
}

async function main(): Promise<void> {
  const db = await getDb();
  const [size] = await queryRows<{ users: number; posts: number; pets: number; notifications: number }>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from posts) as posts,
        (select count(*)::int from pets) as pets, (select count(*)::int from notifications) as notifications`,
  );
  const viewers = await loadViewers();
  console.log(`Data: ${JSON.stringify(size)}. ${viewers.length} viewers × ${RUNS} runs per case.`);

  const results: { name: string; p50: number; p95: number; hit: number; read: number; plans: string[] }[] = [];
  for (const benchCase of chosen) {
    const times: number[] = [];
    for (const viewer of viewers) {
      for (let warm = 0; warm < 2; warm += 1) await benchCase.run(viewer);
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await benchCase.run(viewer);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    // The plans of the first viewer's run: every statement the case sent, with the buffers it touched.
    const statements = await capture(() => benchCase.run(viewers[0]!));
    let hit = 0;
    let read = 0;
    const plans: string[] = [];
    for (const statement of statements) {
      const plan = await explain(statement);
      hit += plan.hit;
      read += plan.read;
      plans.push(`-- ${statement.text.replace(/\s+/g, " ").slice(0, 160)}…\n${plan.text}`);
    }
    results.push({ name: benchCase.name, p50: percentile(times, 50), p95: percentile(times, 95), hit, read, plans });
    console.log(
      `${benchCase.name.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms  buffers ${hit} hit ${read} read`,
    );
  }

  if (process.env.BENCH_PLANS !== "0") {
    for (const result of results) {
      console.log(`\n=== ${result.name}\n`);
      console.log(result.plans.join("\n\n"));
    }
  }
  console.log("\n| case | p50 ms | p95 ms | buffers (hit / read) |\n|---|---|---|---|");
  for (const result of results)
    console.log(
      `| ${result.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.hit} / ${result.read} |`,
    );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
