import { expect, test, type Page } from "./fixtures";
import { firstOwnPetId, newUser, signIn, signUp } from "./helpers";

// Decision 088: React's server sends a Suspense boundary of more than 500 bytes, after a shell of 12.8 kB
// (every page's), as a hidden copy after the page that it shows 300 ms after the first paint. A lazy part
// is such a boundary; so the frame (rail, tab bar), a shared profile's or pet's content behind its block
// gate and the address reminder are not lazy parts, and the lost-pet case's lazy buttons hold their place.

/** Where React's hidden copies start in a page's HTML (they follow the page), or its end. */
function hiddenCopiesStart(html: string): number {
  const at = html.indexOf('<div hidden id="S:');
  return at === -1 ? html.length : at;
}

/** `marker` is in the page as first sent, not only in a copy React shows later. */
async function expectInPlace(page: Page, path: string, markers: string[]) {
  const html = await (await page.request.get(path)).text();
  for (const marker of markers) {
    const at = html.indexOf(marker);
    expect(at, `${path}: ${marker}`).toBeGreaterThan(-1);
    expect(at, `${path}: ${marker} before React's hidden copies`).toBeLessThan(hiddenCopiesStart(html));
  }
}

const FRAME = ['data-testid="nav-rail"', 'data-testid="tab-bar"'];

test("a signed-in page's frame and a shared profile's or pet's content are in its first HTML", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  const petId = await firstOwnPetId(page);

  await expectInPlace(page, "/home", FRAME);
  await expectInPlace(page, "/marketplace", FRAME);
  // Shared pages served to a signed-in visitor as the guests' copy with a block gate (decision 032).
  await expectInPlace(page, "/u/max_hamburg", [...FRAME, "data-viewer-profile="]);
  await expectInPlace(page, `/pet/${petId}`, [...FRAME, "data-viewer-user=", 'data-testid="pet-name"']);
});

test("a guest's marketplace has its tab bar in its first HTML", async ({ page }) => {
  await expectInPlace(page, "/marketplace", FRAME);
});

test("a new member's address reminder is in the first HTML of their pages", async ({ page }) => {
  await signUp(page, newUser("inplace"));
  await expectInPlace(page, "/marketplace", ['data-testid="verification-banner"', ...FRAME]);
  await expectInPlace(page, "/pets", ['data-testid="verification-banner"', ...FRAME]);
});

test("a member's actions on a lost-pet case stay where they first appear", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newUser("inplace"));
  // Where the "write to them" link is drawn in every frame of the page's first two seconds.
  await page.addInitScript(() => {
    const w = window as unknown as { __places: string[] };
    w.__places = [];
    const start = performance.now();
    const watch = () => {
      const link = document.querySelector('[data-testid="lost-write"]');
      if (link) {
        const { x, y } = link.getBoundingClientRect();
        const place = `${Math.round(x)},${Math.round(y)}`;
        if (w.__places.at(-1) !== place) w.__places.push(place);
      }
      if (performance.now() - start < 2000) requestAnimationFrame(watch);
    };
    // From the first frame with the web font: a font swap would move it for another reason.
    void document.fonts.ready.then(() => requestAnimationFrame(watch));
  });
  await page.goto("/lost");
  const caseHref = (await page.getByTestId("lost-card").first().getAttribute("href"))!;
  await page.goto(caseHref);
  // A case still open, someone else's: the sighting button first in the row, the link after it.
  await expect(page.getByTestId("lost-add-sighting")).toBeVisible();
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForTimeout(2000);
  const places = await page.evaluate(() => (window as unknown as { __places: string[] }).__places);
  expect(places.length, `the link's places: ${places.join(" → ")}`).toBe(1);
});
