import { expect, test } from "./fixtures";

test("the landing shows the community counted from the database", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donde las mascotas hacen amigos");
  // The demo seed has active pets; the strip shows the real number, not a placeholder.
  const pets = page.getByTestId("stat-pets");
  await expect(pets).toContainText(/\d+/);
  expect(Number((await pets.locator("dd").textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
});

test("a signed-out visit to a tab lands on /auth, and old ?tab= links still work", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/?tab=match");
  await expect(page).toHaveURL(/\/auth$/);
});

test("unknown pages show the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "¡Ups! Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("switching the language to Chinese renders the page in Chinese and remembers it", async ({ page }) => {
  await page.goto("/auth");
  await page.getByTestId("language-picker").selectOption("zh");
  await expect(page).toHaveURL(/\/zh\/auth$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  // The choice is remembered by a cookie that outlives the session (about a year), not by local storage.
  const cookie = (await page.context().cookies()).find((item) => item.name === "NEXT_LOCALE");
  expect(cookie?.value).toBe("zh");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);

  // The cookie makes the server render Chinese on the next visit to the root too.
  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);

  await page.getByTestId("language-picker").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/auth$/);
});

test("links keep the reader's language and open in place; a new-tab click is left to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/en");
  const guides = page.locator('main a[href="/en/guides"]').first();
  // Until React has hydrated the link, a click is a plain document load (as with next/link): wait for it.
  await guides.evaluate(
    (link) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(link).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 20);
        check();
      }),
  );
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // A mark on the window outlives a client navigation, not a document load.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await guides.click();
  await expect(page).toHaveURL(/\/en\/guides$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/guides/i);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(documents).toEqual([]);

  // Ctrl (⌘ on a Mac) and click: the browser opens the link in a new tab, and this page stays.
  const opened = context.waitForEvent("page");
  await page.getByTestId("logo").click({ modifiers: ["ControlOrMeta"] });
  await (await opened).waitForURL((url) => url.pathname === "/en");
  await expect(page).toHaveURL(/\/en\/guides$/);
});

test("public pages carry canonical, hreflang and social tags", async ({ page, request }) => {
  await page.goto("/en/auth");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/auth$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/auth$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  expect((await request.get("/robots.txt")).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain("<sitemapindex");
  expect(await (await request.get("/sitemaps/static/start.xml")).text()).toContain("<urlset");
});
