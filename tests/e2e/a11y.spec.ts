import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

// Issue 25 item 21: axe (WCAG 2.1 A and AA rules) over every signed-in page and the staff area on a
// 390 px phone, so what was fixed (Discover's chips, the active activity count's contrast) stays fixed
// and nothing new slips in. Demo accounts: Lucía has pets, a store, orders and conversations; the demo
// admin opens the staff area. The file sorts before admin.spec.ts, which demotes the demo admin.
const PHONE = { width: 390, height: 844 };
const DEMO_PASSWORD = "patitas-demo";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The violations on the page as "rule: selector, …" lines, so a failure says what and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function signedIn(page: Page, email: string) {
  await page.setViewportSize(PHONE);
  await signIn(page, email, DEMO_PASSWORD);
}

/** Visits each path and collects every page's violations; one failure lists them all. */
async function walk(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible();
    // Client parts (deck, chat, charts) render after hydration: wait until the network is idle.
    await page.waitForLoadState("networkidle");
    for (const line of await violations(page)) found.push(`${path} → ${line}`);
  }
  expect(found).toEqual([]);
}

test("every signed-in page passes axe (WCAG 2.1 AA) at 390 px", async ({ page }) => {
  test.setTimeout(300_000);
  await signedIn(page, "lucia@patitas.dev");
  await page.goto("/pets");
  const petHref = await page.locator('a[href*="/pets/"][href$="/edit"]').first().getAttribute("href");
  await page.goto("/store/manage/products");
  const productHref = await page
    .locator('a[href*="/store/manage/products/"]:not([href$="/new"])')
    .first()
    .getAttribute("href");
  await walk(page, [
    "/home",
    "/discover",
    "/discover?species=dog&verified=1",
    "/discover?tab=users",
    "/marketplace",
    "/match",
    "/match?mode=friend",
    "/match/matches",
    "/activity",
    "/activity?filter=match",
    "/messages",
    "/profile",
    "/profile/edit",
    "/pets",
    "/pets/new",
    ...(petHref ? [petHref.replace(/^\/es/, "")] : []),
    "/orders",
    "/store/manage",
    "/store/manage/products",
    "/store/manage/products/new",
    ...(productHref ? [productHref.replace(/^\/es/, "")] : []),
    "/store/manage/orders",
    "/store/manage/settings",
    "/store/manage/payments",
    "/u/lucia",
  ]);
});

test("the staff area passes axe (WCAG 2.1 AA) at 390 px", async ({ page }) => {
  test.setTimeout(300_000);
  await signedIn(page, "admin@patitas.dev");
  await walk(page, [
    "/admin",
    "/admin/users",
    "/admin/posts",
    "/admin/content",
    "/admin/reports",
    "/admin/messages",
    "/admin/orders",
    "/admin/audit",
    "/admin/config",
  ]);
});

test("Discover's chips are links marked with aria-current, and the active activity count reads at 4.5:1", async ({
  page,
}) => {
  await signedIn(page, "lucia@patitas.dev");
  await page.goto("/discover?species=dog");
  await expect(page.getByTestId("chip-dogs")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("chip-cats")).not.toHaveAttribute("aria-current", /.*/);
  expect(await page.locator("a[aria-pressed]").count()).toBe(0);
  await page.goto("/activity");
  const count = page.getByTestId("activity-filter-all").getByTestId("activity-count");
  const results = await new AxeBuilder({ page })
    .include('[data-testid="activity-filter-all"]')
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations).toEqual([]);
  expect(results.passes.map((rule) => rule.id)).toContain("color-contrast");
  await expect(count).toBeVisible();
});

test("people whose system asks for less motion get no fades or pulses; spinners still turn", async ({ page }) => {
  // The app's own classes on throw-away elements: what any fade, skeleton or spinner of the app computes to.
  const motion = () =>
    page.evaluate(() => {
      const probe = (className: string) => {
        const element = document.createElement("div");
        element.className = className;
        document.body.append(element);
        const { animationName, transitionDuration } = getComputedStyle(element);
        element.remove();
        return { animationName, transitionDuration };
      };
      return {
        pulse: probe("animate-pulse").animationName,
        spin: probe("animate-spin").animationName,
        fade: probe("transition-colors").transitionDuration,
      };
    });
  await page.goto("/");
  expect(await motion()).toEqual({ pulse: "pulse", spin: "spin", fade: "0.15s" });
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await motion()).toEqual({ pulse: "none", spin: "spin", fade: "0s" });
});
