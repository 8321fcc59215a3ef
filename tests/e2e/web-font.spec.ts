import { expect, test, type Page } from "./fixtures";

// Decision 089: Nunito is `font-display: optional`, with fallbacks drawn at its size. A phone on a slow network
// gets the font after the first paint; the page must not move when it arrives (it did: the header's buttons
// by 21 px and the captions by a line, measured with the font 600 ms late), and the fallback it keeps instead
// must take the room Nunito would.

const PHONE = { width: 412, height: 823 };
const PAGES = ["/hashtag/mascotas", "/u/max_hamburg"];

/** Loads `path` with the web font held back `delayMs` (or never served), and returns the page. */
async function loadWithFont(page: Page, path: string, font: { delayMs: number } | "never") {
  await page.route(/\.woff2$/, async (route) => {
    if (font === "never") return route.abort();
    await new Promise((resolve) => setTimeout(resolve, font.delayMs));
    await route.continue();
  });
  await page.goto(path, { waitUntil: "load" });
}

test("a web font that arrives after the first paint moves nothing on the page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of PAGES) {
    await loadWithFont(page, path, { delayMs: 600 });
    // The font has arrived by now (it was held 600 ms); a swap would have moved the page.
    await page.waitForTimeout(1_000);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts, `${path}: layout shifts`).toEqual([]);
  }
});

test("the fallback font takes the room Nunito takes", async ({ browser, baseURL }) => {
  // The widths of the page's words, drawn once in Nunito and once in the fallback a late font leaves.
  async function widths(font: "nunito" | "fallback") {
    const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "es" });
    const page = await context.newPage();
    if (font === "fallback") await loadWithFont(page, "/hashtag/mascotas", "never");
    else await page.goto("/hashtag/mascotas");
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() => document.fonts.check("16px nunito"));
    // Each line of text as one width: the heading, the header's buttons, the captions.
    const measured = await page.evaluate(() =>
      [...document.querySelectorAll("h1, header a, [data-testid='post-card'] p")].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width;
      }),
    );
    await context.close();
    return { loaded, measured };
  }
  const nunito = await widths("nunito");
  const fallback = await widths("fallback");
  expect(nunito.loaded).toBe(true);
  expect(fallback.loaded).toBe(false);
  const total = (list: number[]) => list.reduce((sum, width) => sum + width, 0);
  expect(fallback.measured.length).toBe(nunito.measured.length);
  // Within 5 % over the page's text; the fallback before decision 089 (DejaVu Sans here, unscaled) was 10 % wider.
  expect(total(fallback.measured) / total(nunito.measured)).toBeGreaterThan(0.95);
  expect(total(fallback.measured) / total(nunito.measured)).toBeLessThan(1.05);
});
