import { expect, test } from "./fixtures";

// Issue 48, item 8 (the strip's part), found at 1280 × 800: with a sort chosen, "Lo más visto" no longer
// sits above the sorted results; without one, it leads with what can be bought (no "Sin stock" card).

test("a chosen sort shows its results first; the most viewed strip holds only products in stock", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/es/marketplace?sort=rating");
  await expect(page.getByRole("region", { name: "Productos" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lo más visto" })).toHaveCount(0);
  // The weighted order says what it is (one 5★ review no longer outranks two of 4.5★).
  await expect(page.getByTestId("rating-sort-note")).toContainText("valoración ponderada");
  await page.screenshot({ path: "test-results/market-sorted-1280.png" });

  await page.goto("/es/marketplace");
  const strip = page.locator("section", { has: page.getByRole("heading", { name: "Lo más visto" }) });
  await expect(strip.getByRole("article").first()).toBeVisible();
  await expect(strip.getByText("Sin stock")).toHaveCount(0);
  await page.screenshot({ path: "test-results/market-popular-1280.png" });
});
