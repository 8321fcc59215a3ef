import { expect, test } from "./fixtures";
import { toasts } from "./helpers";

// The read side of the marketplace on the demo seed (decision 012), and how the cart's sheet gets its words
// (decision 075). Buying is in checkout.spec.ts and marketplace-flow.spec.ts, selling in store-manage.spec.ts.

test("browse, search with a typo and accents, filter, sort and open a product and its store", async ({ page }) => {
  await page.goto("/es/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lo más visto" })).toBeVisible();
  // The phone's first row of photos is the page's largest paint: it loads at once and first; the rest lazily.
  const photoLoading = async (scope: ReturnType<typeof page.locator>) =>
    scope
      .locator("article img")
      .evaluateAll((images) =>
        images.slice(0, 3).map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]),
      );
  expect(
    await photoLoading(page.locator("section", { has: page.getByRole("heading", { name: "Lo más visto" }) })),
  ).toEqual([
    ["eager", "high"],
    ["eager", "high"],
    ["lazy", null],
  ]);
  // Below "Lo más visto", the catalogue's photos all wait for the scroll.
  expect((await photoLoading(page.getByRole("region", { name: "Productos" }))).map(([loading]) => loading)).toEqual([
    "lazy",
    "lazy",
    "lazy",
  ]);

  // "pienzo" (typo) and no accents still find the dog food.
  await page.getByRole("searchbox", { name: "Buscar en el marketplace" }).fill("pienzo natural");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=pienzo/);
  const list = page.getByRole("region", { name: "Productos" });
  await expect(list.getByRole("link", { name: "Pienso natural para perros adultos (12 kg)" }).first()).toBeVisible();
  // 45,90 € with a 13 % discount from 52,90 €.
  await expect(list.getByText("-13 %")).toBeVisible();
  await expect(list.getByText(/45,90\s€/)).toBeVisible();

  // A category chip keeps the search; "Sin stock" shows at zero stock.
  await page.goto("/es/marketplace?category=toys&sort=price_asc");
  const toys = page.getByRole("region", { name: "Productos" });
  await expect(toys.getByRole("link", { name: "Hueso de nailon sabor bacon" }).first()).toBeVisible();
  // No "Lo más visto" above a filtered or sorted list: its own first row is the top of the page.
  expect(await photoLoading(toys)).toEqual([
    ["eager", "high"],
    ["eager", "high"],
    ["lazy", null],
  ]);
  await expect(toys.getByText("Sin stock").first()).toBeVisible();
  const prices = await toys.locator("article p span.text-lg").allInnerTexts();
  const cents = prices.map((text) => Number(text.replace(/[^\d]/g, "")));
  expect(cents).toEqual([...cents].sort((a, b) => a - b));

  await toys.getByRole("link", { name: "Cuerda de nudos para morder" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Cuerda de nudos para morder" }).first()).toBeVisible();
  await expect(page.getByText("22 disponibles")).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    name: "Cuerda de nudos para morder",
    offers: { price: "8.50", priceCurrency: "EUR" },
  });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Cuerda de nudos/);

  await page.getByRole("link", { name: "Vendido por Guau Market" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guau Market" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Correa extensible de 5 m" }).first()).toBeVisible();
});

test("links prefetch their page when the reader reaches for one, not as they scroll into view", async ({ page }) => {
  // Each prefetch is a request of Next.js's router: `_rsc` in its address and a Next-Router-Prefetch header.
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/es/marketplace");
  const list = page.getByRole("region", { name: "Productos" });
  await expect(list.getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Dozens of product, store and tab links on screen, and not one of their pages was asked for.
  expect(await page.locator("a[href]").count()).toBeGreaterThan(30);
  expect(prefetched).toEqual([]);

  // A pointer over a product's name asks for that page, and the click that follows opens it.
  const product = list
    .getByRole("article")
    .first()
    .getByRole("link")
    .filter({ hasNot: page.locator("img") })
    .first();
  const name = (await product.innerText()).trim();
  const href = (await product.getAttribute("href"))!;
  await product.hover();
  await expect.poll(() => [...new Set(prefetched)]).toEqual([href]);
  await product.click();
  await expect(page.getByRole("heading", { level: 1, name }).first()).toBeVisible();
});

test("stores tab, and unknown product ids are a 404", async ({ page }) => {
  await page.goto("/es/marketplace?view=stores");
  await expect(page.getByRole("heading", { name: "Patitas de Lucía" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver productos" }).first()).toBeVisible();
  const response = await page.goto("/es/product/not-a-product");
  expect(response?.status()).toBe(404);
});

test("the first HTML is the catalogue itself; a chip shows six placeholder cards until its list is in (decision 086)", async ({
  page,
}) => {
  // The page's content is in <main> as sent, not behind a Suspense placeholder that React would swap for
  // it at least 300 ms after the first paint.
  const html = await (await page.request.get("/es/marketplace")).text();
  const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
  expect(main.includes("Lo más visto")).toBe(true);
  expect(/<template id="B:\d+"|role="status"/.test(main)).toBe(false);

  await page.goto("/es/marketplace");
  const list = page.getByRole("region", { name: "Productos" });
  await expect(list.getByRole("article").first()).toBeVisible();
  // The next list is held back until the placeholder has been seen (the router's request carries `rsc`).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/category=toys/, async (route) => {
    if (route.request().headers().rsc) await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Categorías" }).getByRole("link", { name: "Juguetes" }).click();
  const placeholder = page.getByRole("status", { name: "Cargando productos…" });
  await expect(placeholder).toBeVisible();
  await expect(placeholder.locator(":scope > div")).toHaveCount(6);
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
  release();
  await expect(page).toHaveURL(/category=toys/);
  await expect(list.getByRole("link", { name: "Hueso de nailon sabor bacon" }).first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
});

test("the cart's words arrive with its first open, in the page's language, and a failed fetch says so", async ({
  page,
}) => {
  // Every page has the cart's button; the sheet's and the checkout form's words are not in its payload (decision 075).
  const html = await (await page.request.get("/en/marketplace")).text();
  expect(html).toContain("Open cart");
  expect(html).not.toContain("Pay with Stripe");
  expect(html).not.toContain("You must sign in to see your cart");

  await page.goto("/en/marketplace");
  await page.route(/\/api\/messages\//, (route) => route.abort(), { times: 1 });
  await page.getByTestId("cart-button").click();
  await expect(toasts(page).filter({ hasText: "Could not load the cart" })).toBeVisible();
  await expect(page.getByTestId("cart-sheet")).toHaveCount(0);

  const part = page.waitForResponse(/\/api\/messages\/en\/cart-sheet\?v=/);
  await page.getByTestId("cart-button").click();
  expect((await part).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await expect(page.getByTestId("cart-sheet")).toContainText("You must sign in to see your cart");
});

test("screenshots of the catalogue and a product at phone and desktop widths", async ({ page }) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/es/marketplace");
    await page.screenshot({ path: `test-results/marketplace-${width}.png` });
    await page.getByRole("link", { name: "Cuerda de nudos para morder" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Cuerda de nudos para morder" })).toBeVisible();
    await page.screenshot({ path: `test-results/product-${width}.png` });
  }
});
