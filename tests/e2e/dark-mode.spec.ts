import { e2eServer, expect, test, type Browser, type BrowserContextOptions, type Page } from "./fixtures";
import sharp from "sharp";
import { signIn } from "./helpers";

// Dark mode (docs/decisions/031-dark-mode.md): the `theme` cookie (light | dark; absent: the system's
// choice) reaches the page as <html data-theme> written by the front door, so the first paint already
// has the right colours, on cached pages too, without the cache keeping anyone's choice.

const DARK_LIMIT = 0.1;

/** The relative luminance of a computed CSS colour "rgb(r, g, b)". */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const bodyLuminance = async (page: Page) =>
  luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));

async function contextFor(browser: Browser, options: BrowserContextOptions & { theme?: string } = {}) {
  const { theme, ...rest } = options;
  const baseURL = e2eServer().url;
  const context = await browser.newContext({ baseURL, locale: "es-ES", ...rest });
  if (theme) await context.addCookies([{ name: "theme", value: theme, url: baseURL }]);
  return context;
}

test("a dark cookie is in the served HTML of a cached page, and the first paint is dark", async ({ browser }) => {
  const dark = await contextFor(browser, { theme: "dark", colorScheme: "light" });
  const plain = await contextFor(browser, { colorScheme: "light" });
  const answers: string[] = [];
  for (let request = 0; request < 6 && answers.at(-1) !== "hit"; request += 1) {
    const response = await dark.request.get("/");
    answers.push(response.headers()["x-patitas-cache"]!);
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html data-theme="dark" /);
  }
  // The same entry, served again: the attribute is this visitor's, not the cache's.
  expect(answers.at(-1)).toBe("hit");
  expect(await (await dark.request.get("/")).text()).toMatch(/^<!DOCTYPE html><html data-theme="dark" /);
  const other = await plain.request.get("/");
  expect(other.headers()["x-patitas-cache"]).toBe("hit");
  // The <html> tag only: the page's CSS class names mention data-theme (the switch's icon follows it).
  expect(/<html[^>]*>/.exec(await other.text())?.[0]).not.toContain("data-theme");

  // No script runs: what shows comes from the HTML and the stylesheet alone.
  const noScript = await contextFor(browser, { theme: "dark", colorScheme: "light", javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  const { channels } = await sharp(await page.screenshot()).stats();
  expect(
    channels
      .slice(0, 3)
      .map((channel) => channel.mean)
      .every((mean) => mean < 90),
  ).toBe(true);
  expect(await bodyLuminance(page)).toBeLessThan(DARK_LIMIT);
  await Promise.all([dark.close(), plain.close(), noScript.close()]);
});

test("without a cookie the page follows a dark system", async ({ browser }) => {
  const context = await contextFor(browser, { colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/hashtag/perros");
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  expect(await bodyLuminance(page)).toBeLessThan(DARK_LIMIT);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  await context.close();
});

test("a light cookie keeps a dark system's visitor in light", async ({ browser }) => {
  const context = await contextFor(browser, { theme: "light", colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/auth");
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  await context.close();
});

test("the header's switch changes the theme at once, and the choice survives a reload", async ({ browser }) => {
  const context = await contextFor(browser, { colorScheme: "light" });
  const page = await context.newPage();
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByTestId("theme-button").click();
  await expect(page.getByTestId("theme-menu")).toBeVisible();
  await page.getByTestId("theme-menu").getByText("Oscuro").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await bodyLuminance(page)).toBeLessThan(DARK_LIMIT);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect((await context.cookies()).find((cookie) => cookie.name === "theme")).toMatchObject({
    value: "dark",
    path: "/",
    sameSite: "Lax",
  });

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toMatch(/<html data-theme="dark" /);
  expect(await bodyLuminance(page)).toBeLessThan(DARK_LIMIT);
  await page.getByTestId("theme-button").click();
  await expect(page.getByTestId("theme-dark")).toBeChecked();

  await page.getByTestId("theme-menu").getByText("Como el sistema").click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  expect((await context.cookies()).find((cookie) => cookie.name === "theme")).toBeUndefined();
  await context.close();
});
