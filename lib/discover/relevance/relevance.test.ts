import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/scripts/seed/demo";
import { createUser } from "@/tests/factories";
import { discoverResults } from "../results";
import { labelledQueries } from "./queries";
import { meanPrecision, precisionAt10 } from "./precision";

// The pictures are drawn but kept in memory (as scripts/seed/demo.test.ts does).
jest.mock("@/lib/storage/storage", () => {
  const actual = jest.requireActual<typeof import("@/lib/storage/storage")>("@/lib/storage/storage");
  return { ...actual, putObject: jest.fn(async (key: string) => ({ key, url: actual.publicUrl(key) })) };
});

/**
 * The floor of Discover's mean precision@10 over the labelled set (issue 48 item 10). It may only go up:
 * raise it when search gets better, never lower it to let a change through. Measured 0.384 before issue 48
 * item 10 (species words, hashtags and people on the pets tab), 0.968 after.
 */
const PRECISION_FLOOR = 0.968;

// @pglite-only: the demo data is seeded into this file's private PGlite; a shared PostgreSQL holds other
// files' rows, which would make the scores drift, and may hold the demo accounts already, so `npm test`
// (scripts/test.mjs) runs this file in its PGlite lane only.

/** What Discover shows for `q` on its default tab, first to last, as labelled keys. */
async function shownFor(viewerId: string, q: string): Promise<string[]> {
  const results = await discoverResults(viewerId, { tab: "pets", q });
  if (results.kind === "hashtags") return results.hashtags.map((tag) => `tag:${tag.name}`);
  if (results.kind === "users") return results.page.items.map((user) => `user:${user.username}`);
  return [
    ...results.people.map((user) => `user:${user.username}`),
    ...results.page.items.map((pet) => `pet:${pet.name}`),
  ];
}

describe("Discover's search over the labelled demo set", () => {
  it("keeps precision@10 at or above its floor", async () => {
    await seedDemo(await getDb());
    const viewer = await createUser();
    const scores: number[] = [];
    const lines: string[] = [];
    for (const { q, expected } of labelledQueries) {
      const shown = await shownFor(viewer.id, q);
      const score = precisionAt10(expected, shown);
      scores.push(score);
      lines.push(`${score.toFixed(2)}  ${q}  →  ${shown.slice(0, 10).join(", ") || "(nothing)"}`);
    }
    const mean = meanPrecision(scores);
    console.log(`precision@10 over ${scores.length} queries: ${mean.toFixed(3)}\n${lines.join("\n")}`);
    expect(labelledQueries.length).toBeGreaterThanOrEqual(40);
    expect(mean).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  }, 180_000);
});
