import { firstLoadBytes } from "../../scripts/first-load.mjs";
import { publicPages } from "../../scripts/public-pages.mjs";
import { e2eServer, expect, test } from "./fixtures";

// docs/design.md §9: the first-load JavaScript of a page is at most 150 kB gzip, measured as
// `node scripts/measure-first-load.mjs` does (the scripts the HTML loads, gzip, kB = 1 024 bytes), on
// every kind of public page issue 47 names, as a guest sees it (the cached page).
const BUDGET = 150 * 1024;

/**
 * The pages still over the budget (2026-11-29, kB: hashtag 153.3, post 152.5, profile 151.2, product
 * 150.2; the marketplace and the store, at 150.6 and 150.8 when this test came, are under now), each held
 * to a ceiling so it can only shrink: lower a ceiling when its page shrinks, and take the page out once it
 * is under the budget. Next.js's and React's own chunks are 133 of every page's first load (measurement 079).
 */
const CEILINGS: Record<string, number> = {
  hashtag: 154 * 1024,
  post: 153 * 1024,
  profile: 152 * 1024,
  product: 150.5 * 1024,
};

test("every kind of public page loads at most 150 kB gzip of scripts first, and those still over it do not grow", async () => {
  const base = e2eServer().url;
  const pages = await publicPages(base, { hashtag: "mascotas" });
  const found: string[] = [];
  const over: string[] = [];
  for (const [kind, path] of pages) {
    expect(path, `the demo seed has a ${kind} page`).toBeTruthy();
    const { bytes } = await firstLoadBytes(base, path!);
    const limit = CEILINGS[kind] ?? BUDGET;
    found.push(`${kind} ${(bytes / 1024).toFixed(1)}`);
    if (bytes > limit)
      over.push(`${kind} (${path}): ${(bytes / 1024).toFixed(1)} kB > ${(limit / 1024).toFixed(0)} kB`);
  }
  console.log(`First-load scripts, kB gzip: ${found.join(", ")}`);
  expect(over).toEqual([]);
});
