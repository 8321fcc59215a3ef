import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

// Reviews (decision 046): Pablo reviews the leash of his delivered demo order from /orders (stars, text),
// the marketplace card shows its rating, Carlos (Guau Market's owner) answers from his dashboard, and the
// product page shows both, with the rating in its structured data. Screenshots at 390 and 1280 px.

const leash = "Correa extensible de 5 m";
const text = "Se recoge sola sin atascarse y el freno responde al momento. Perfecta para paseos por el monte.";
const answer = "¡Gracias, Pablo! Que disfrutéis de muchos paseos.";
const storeText = "Llegó bien, pero tardó diez días y nadie contestó a mis correos.";

async function productCard(page: Page) {
  await page.goto(`/es/marketplace?q=${encodeURIComponent(leash)}`);
  return page.getByRole("region", { name: "Productos" }).getByRole("article").filter({ hasText: leash }).first();
}

test("a buyer reviews a delivered order, the card shows the rating, the seller answers", async ({ browser }) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, "pablo.vet@patitas.dev", "patitas-demo");
  // Before: no rating on the leash's card.
  await expect((await productCard(buyer)).getByTestId("product-rating")).toHaveCount(0);

  await buyer.goto("/orders");
  const order = buyer.getByTestId("order-card").filter({ hasText: "Guau Market" }).filter({ hasText: leash });
  const line = order.getByTestId("order-review-line").filter({ hasText: leash });
  await line.getByRole("button", { name: "Escribir reseña" }).click();
  const dialog = buyer.getByRole("dialog", { name: `Reseña de ${leash}` });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the form says what is missing, under each field.
  await dialog.getByTestId("review-submit").click();
  await expect(dialog.getByText("Elige de 1 a 5 estrellas.")).toBeVisible();
  await expect(dialog.getByText("Escribe tu reseña.")).toBeVisible();
  await dialog.locator("label").filter({ hasText: "5 estrellas" }).click();
  await dialog.getByLabel("Tu reseña").fill(text);
  await dialog.getByTestId("review-submit").click();
  await expect(buyer.getByText("¡Gracias por tu reseña!")).toBeVisible();
  await expect(line.getByRole("button", { name: "Editar reseña" })).toBeVisible();

  // The card in the marketplace: one star, 5,0 and (1).
  const card = await productCard(buyer);
  await expect(card.getByTestId("product-rating")).toContainText("5,0");
  await expect(card.getByTestId("product-rating")).toContainText("(1)");
  await card.screenshot({ path: "test-results/reviews-card.png" });

  // The seller answers from the dashboard's reviews tab.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, "carlos.bcn@patitas.dev", "patitas-demo");
  await seller.goto("/store/manage");
  await seller
    .getByRole("navigation", { name: "Secciones de la tienda" })
    .getByRole("link", { name: "Reseñas" })
    .click();
  const review = seller.getByTestId("seller-review").filter({ hasText: text });
  await expect(review).toContainText(`Sobre ${leash}`);
  await review.getByLabel("Tu respuesta").fill(answer);
  await review.getByTestId("answer-submit").click();
  await expect(seller.getByText("Respuesta publicada")).toBeVisible();
  await expect(review.getByTestId("review-answer")).toContainText(answer);
  await expect(review.getByTestId("answer-submit")).toHaveCount(0);

  // The product page, cached for everyone: the review, the answer and the rating in its JSON-LD.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await card.getByRole("link", { name: leash }).click();
  await buyer.waitForURL(/\/product\/[0-9a-f-]{36}$/);
  const productUrl = buyer.url();
  await expect(async () => {
    await page.goto(productUrl);
    await expect(page.getByTestId("review").filter({ hasText: text }).getByTestId("review-answer")).toContainText(
      answer,
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("reviews-summary")).toContainText("5,0 de 5 · 1 reseña");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.aggregateRating).toMatchObject({
    "@type": "AggregateRating",
    ratingValue: 5,
    reviewCount: 1,
    bestRating: 5,
  });
  expect(ld.review[0]).toMatchObject({
    "@type": "Review",
    reviewBody: text,
    reviewRating: { ratingValue: 5 },
    author: { "@type": "Person" },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/reviews-product-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/reviews-product-390.png", fullPage: true });

  // Issue 48, item 9. The buyer finds no "Denunciar" on their own review (a visitor does), on a phone.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto(productUrl);
  const own = buyer.getByTestId("review").filter({ hasText: text });
  await expect(own.getByTestId("review-answer")).toContainText(answer);
  // Rendered for everyone (a cached page), the button goes once the page knows its viewer.
  await expect(own.getByRole("button", { name: "Denunciar" })).toHaveCount(0);
  const report = page.getByTestId("review").filter({ hasText: text }).getByRole("button", { name: "Denunciar" });
  await expect(report).toBeVisible();
  // Its dialog loads with the first press (it is not in the page's first scripts); a signed-out visitor
  // who sends a report is asked to sign in, and the dialog closes.
  await report.click();
  const reportDialog = page.getByRole("dialog", { name: "Denunciar reseña" });
  await reportDialog.getByLabel("Spam o publicidad").check();
  await reportDialog.getByRole("button", { name: "Enviar denuncia" }).click();
  await expect(page.getByText("Inicia sesión para denunciar una reseña.")).toBeVisible();
  await expect(reportDialog).toBeHidden();

  // Pablo reviews the store too; Carlos answers both: two rows on /activity that say which review.
  await buyer.goto("/orders");
  const storeLine = order.getByTestId("order-review-line").filter({ hasText: "La tienda Guau Market" });
  await storeLine.getByRole("button", { name: "Escribir reseña" }).click();
  const storeDialog = buyer.getByRole("dialog");
  await storeDialog.locator("label").filter({ hasText: "2 estrellas" }).click();
  await storeDialog.getByLabel("Tu reseña").fill(storeText);
  await storeDialog.getByTestId("review-submit").click();
  await expect(buyer.getByText("¡Gracias por tu reseña!")).toBeVisible();
  await seller.goto("/store/manage");
  await seller
    .getByRole("navigation", { name: "Secciones de la tienda" })
    .getByRole("link", { name: "Reseñas" })
    .click();
  const storeReview = seller.getByTestId("seller-review").filter({ hasText: storeText });
  await storeReview.getByLabel("Tu respuesta").fill("Lo sentimos, Pablo: lo mejoraremos.");
  await storeReview.getByTestId("answer-submit").click();
  await expect(storeReview.getByTestId("review-answer")).toBeVisible();
  await buyer.goto("/activity");
  const answers = buyer.getByTestId("activity-row").filter({ hasText: "respondió a tu reseña" });
  await expect(answers).toHaveCount(2);
  await expect(answers.filter({ hasText: `respondió a tu reseña de ${leash}` })).toHaveCount(1);
  await expect(answers.filter({ hasText: "respondió a tu reseña de Guau Market" })).toHaveCount(1);
  await buyer.screenshot({ path: "test-results/reviews-activity-390.png" });

  // The store page names its own rating apart from its products', and its reviews do not wait below the grid.
  const storeId = await storeIdOf(page);
  const storePage = await visitor.newPage();
  await storePage.setViewportSize({ width: 1280, height: 800 });
  await expect(async () => {
    await storePage.goto(`/es/store/${storeId}`);
    await expect(storePage.getByTestId("store-rating")).toContainText("Tienda");
    await expect(storePage.getByTestId("store-rating")).toContainText("2,0");
  }).toPass({ timeout: 30_000 });
  await expect(storePage.getByTestId("products-rating")).toContainText("Sus productos");
  const reviewsBox = (await storePage.getByTestId("reviews-section").boundingBox())!;
  const gridBox = (await storePage.getByRole("heading", { level: 2, name: /Productos de Guau Market/ }).boundingBox())!;
  // Beside the grid at 1280 px: it starts level with the products' heading, to its right.
  expect(reviewsBox.y).toBeLessThan(gridBox.y + 100);
  expect(reviewsBox.x).toBeGreaterThan(gridBox.x + gridBox.width);
  await storePage.screenshot({ path: "test-results/reviews-store-1280.png" });
  await storePage.setViewportSize({ width: 390, height: 844 });
  const phoneReviews = (await storePage.getByTestId("reviews-section").boundingBox())!;
  const phoneGrid = (await storePage
    .getByRole("heading", { level: 2, name: /Productos de Guau Market/ })
    .boundingBox())!;
  expect(phoneReviews.y).toBeLessThan(phoneGrid.y);
  await storePage.screenshot({ path: "test-results/reviews-store-390.png", fullPage: true });

  await buyerContext.close();
  await sellerContext.close();
  await visitor.close();
});

/** The store of the product page on screen, from its link to the store. */
async function storeIdOf(page: Page): Promise<string> {
  const hrefs = await page
    .locator('a[href*="/store/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.match(/\/store\/([0-9a-f-]{36})/)?.[1]).find(Boolean)!;
}
