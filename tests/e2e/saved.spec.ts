import { expect, test, type Page } from "./fixtures";
import { newUser, pressUntil, publishPost, signUp } from "./helpers";

// Issue 26 §3, decision 047: a post saved and a product favourited from shared cached pages (decision
// 032: one copy for every signed-in visitor, their own state from GET /api/viewer), seen in /saved, and
// gone from it once taken back.

/** Visits until the page comes from the cache, then waits until the viewer's layer has reached it. */
async function cachedForViewer(page: Page, path: string): Promise<void> {
  const answers: (string | undefined)[] = [];
  for (let visits = 0; visits < 6 && answers.at(-1) !== "hit"; visits += 1)
    answers.push((await page.goto(path))?.headers()["x-patitas-cache"]);
  expect(answers.at(-1)).toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("data-viewer-layer", "ready");
  if ((await page.locator("[data-post-id]").count()) > 0)
    await expect(page.locator('[data-viewer-layer="applied"]')).toHaveCount(1);
}

/** The stored copy of a cached page, as the cache sends it to any signed-in visitor. */
async function storedCopy(page: Page, path: string): Promise<string> {
  for (let requests = 0; requests < 6; requests += 1) {
    const response = await page.request.get(path);
    if (response.headers()["x-patitas-cache"] === "hit") return response.text();
  }
  throw new Error(`${path} never came from the cache`);
}

test("save and unsave a post and a product from cached pages, and see them in /saved and gone after", async ({
  page,
}) => {
  const user = newUser("saved");
  await signUp(page, user);
  const tag = `guardar${Date.now().toString(36)}`;
  const text = `Siesta para guardar #${tag}`;
  const postId = await publishPost(page, text);

  // The hashtag page, as its cached shell: the bookmark starts empty, a press saves at once.
  const hashtag = `/hashtag/${tag}`;
  await cachedForViewer(page, hashtag);
  const card = page.locator(`[data-post-id="${postId}"]`);
  const bookmark = card.getByTestId("save-button");
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  await expect(bookmark).toHaveAccessibleName("Guardar");
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await expect(bookmark).toHaveAccessibleName("Quitar de guardados");

  // The same cached copy again: the layer says it is saved; the copy itself says so to nobody.
  await cachedForViewer(page, hashtag);
  await expect(card.getByTestId("save-button")).toHaveAttribute("aria-pressed", "true");
  const storedHashtag = await storedCopy(page, hashtag);
  expect(storedHashtag).toMatch(/data-action="save" aria-pressed="false"/);
  expect(storedHashtag).not.toMatch(/data-action="save" aria-pressed="true"/);

  // A product page from the demo catalogue, cached likewise: its heart.
  await page.goto("/marketplace?q=cuerda");
  const productLink = page.getByRole("link", { name: "Cuerda de nudos para morder" }).first();
  const productPath = (await productLink.getAttribute("href"))!;
  await cachedForViewer(page, productPath);
  const heart = page.getByTestId("favourite-button");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Añadido a tus favoritos")).toBeVisible();
  await cachedForViewer(page, productPath);
  await expect(page.getByTestId("favourite-button")).toHaveAttribute("aria-pressed", "true");
  const storedProduct = await storedCopy(page, productPath);
  expect(storedProduct).toMatch(/aria-pressed="false" data-product-id=/);
  expect(storedProduct).not.toMatch(/aria-pressed="true" data-product-id=/);

  // /saved: the post in the first tab, the product in the second; counts nowhere.
  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Guardados" })).toBeVisible();
  await expect(page.getByTestId("saved-posts").getByTestId("post-card")).toHaveCount(1);
  await expect(page.getByTestId("saved-posts")).toContainText("Siesta para guardar");
  await expect(page.getByTestId("saved-posts").getByTestId("save-button")).toHaveAttribute("aria-pressed", "true");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/saved-posts-${width}.png`, fullPage: true });
  }
  await page.getByTestId("saved-tab-products").click();
  await expect(page).toHaveURL(/\/saved\?tab=products$/);
  const products = page.getByTestId("saved-products");
  await expect(products.getByRole("link", { name: "Cuerda de nudos para morder" })).toBeVisible();
  await expect(products.getByTestId("favourite-button")).toHaveAttribute("aria-pressed", "true");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/saved-products-${width}.png`, fullPage: true });
  }

  // Taken back from the same cached pages: gone from /saved.
  await cachedForViewer(page, hashtag);
  await card.getByTestId("save-button").click();
  await expect(card.getByTestId("save-button")).toHaveAttribute("aria-pressed", "false");
  await cachedForViewer(page, productPath);
  await page.getByTestId("favourite-button").click();
  await expect(page.getByTestId("favourite-button")).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("favourite-button")).toHaveAccessibleName("Añadir a favoritos");

  await page.goto("/saved");
  await expect(page.getByTestId("saved-empty")).toContainText("Aún no has guardado publicaciones");
  await page.goto("/saved?tab=products");
  await expect(page.getByTestId("saved-empty")).toContainText("Aún no tienes productos favoritos");
});

test("a guest is asked to log in, and /saved sends them to sign in", async ({ page }) => {
  await page.goto("/marketplace?q=cuerda");
  const productPath = (await page
    .getByRole("link", { name: "Cuerda de nudos para morder" })
    .first()
    .getAttribute("href"))!;
  await page.goto(productPath);
  await pressUntil(
    page.getByTestId("favourite-button"),
    page.getByText("Inicia sesión para guardar productos en favoritos").first(),
  );
  await expect(page.getByTestId("favourite-button")).toHaveAttribute("aria-pressed", "false");
  await page.goto("/saved");
  await expect(page).toHaveURL(/\/auth/);
});
