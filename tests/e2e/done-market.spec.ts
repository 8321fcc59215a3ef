import { expect, test, type Browser, type Page } from "./fixtures";
import { lastMailTo, newUser, signIn, signUp } from "./helpers";

// "Done right" walk-through defects of the marketplace (items 6–10): a sale is heard of by seller and
// buyer, /stripe/success tells the account's real state, the header's cart count is right after paying,
// add-to-cart fits a phone's product card and offers a signed-out visitor the way back, and a buyer can
// message a seller about a product.

const hay = {
  name: "Heno de montaña para conejos (1 kg)",
  store: "Patinhas Lisboa",
  ownerEmail: "ines.lisboa@patitas.dev",
};
const mouse = {
  name: "Ratón de juguete con hierba gatera",
  store: "Le Chat Chic",
  ownerEmail: "claire.paris@patitas.dev",
};

async function newContextPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ locale: "es-ES", viewport });
  return context.newPage();
}

async function openProduct(page: Page, name: string): Promise<string> {
  await page.goto(`/es/marketplace?q=${encodeURIComponent(name)}`);
  await page.getByRole("region", { name: "Productos" }).getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url().split("/product/")[1]!.split(/[?#]/)[0]!;
}

test("6 + 8: after paying the header's cart is empty; the seller is notified and e-mailed in Portuguese, the buyer gets a confirmation", async ({
  page,
  context,
  browser,
}) => {
  const buyer = newUser("sale");
  await signUp(page, buyer);
  await openProduct(page, hay.name);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByTestId("cart-button").click();
  const sheet = page.getByTestId("cart-sheet");
  await sheet.getByRole("button", { name: "Proceder al pago" }).click();
  await sheet.getByLabel("Nombre completo").fill(buyer.fullName);
  await sheet.getByLabel("Email").fill(buyer.email);
  await sheet.getByLabel("Teléfono").fill("+34 600 333 444");
  await sheet.getByLabel("Dirección", { exact: true }).fill("Calle Luna 7");
  await sheet.getByLabel("Ciudad").fill("Madrid");
  await sheet.getByLabel("Código postal").fill("28004");
  // The sheet empties the cart 2 s after the pay page opens; the buyer here pays before that happens (a
  // quick buyer, or a tab whose timer never ran): the cart's last no-argument action is held back.
  await page.route("**/*", (route) =>
    route.request().method() === "POST" && route.request().postData() === "[]" ? route.abort() : route.continue(),
  );
  const [payTab] = await Promise.all([context.waitForEvent("page"), sheet.getByTestId("pay-with-stripe").click()]);
  await payTab.waitForURL(/\/payment\/test\?session_id=test_cs_/);
  await expect(payTab.getByTestId("cart-count")).toHaveText("1");
  await payTab.getByTestId("test-pay").click();
  await payTab.waitForURL(/\/payment\/success\?session_id=test_cs_/);
  await expect(payTab.getByTestId("payment-title")).toHaveText("¡Pago completado!");
  // Item 8: the header counts what is left in the cart: nothing.
  await expect(payTab.getByTestId("cart-count")).toHaveCount(0);
  await payTab.reload();
  await expect(payTab.getByTestId("payment-title")).toHaveText("¡Pago completado!");
  await expect(payTab.getByTestId("cart-count")).toHaveCount(0);
  const number = (await payTab.getByTestId("order-card").first().innerText()).match(/[0-9A-F]{8}/)![0];

  // Item 6: the buyer's confirmation (Spanish), the seller's new-order mail (Portuguese: Inês's language).
  await expect.poll(() => lastMailTo(buyer.email)?.subject).toBe(`Tu pedido ${number} está confirmado`);
  const confirmation = lastMailTo(buyer.email)!.text.replace(/\u00a0/g, " ");
  expect(confirmation).toContain(`${hay.store} · pedido ${number}`);
  expect(confirmation).toContain(`1 × ${hay.name}`);
  expect(confirmation).toMatch(/Total pagado: \d+,\d\d €/);
  expect(confirmation).toContain("Calle Luna 7\n28004 Madrid\nEspaña");
  expect(confirmation).toMatch(/http:\/\/[^\s]+\/orders/);
  await expect.poll(() => lastMailTo(hay.ownerEmail)?.subject).toBe(`Novo pedido ${number} em ${hay.store}`);
  const sellerMail = lastMailTo(hay.ownerEmail)!.text;
  expect(sellerMail).toContain(buyer.fullName);
  expect(sellerMail).toContain("Você recebe:");
  expect(sellerMail).toMatch(/http:\/\/[^\s]+\/pt\/store\/manage\/orders/);

  // The seller's bell and /activity, under the "Vendas" filter.
  const seller = await newContextPage(browser);
  await signIn(seller, hay.ownerEmail, "patitas-demo");
  await seller.goto("/pt/activity");
  await expect(seller.getByTestId("activity-filter-sale")).toContainText("Vendas");
  await seller.getByTestId("activity-filter-sale").click();
  const row = seller.getByTestId("activity-row").filter({ hasText: buyer.fullName }).first();
  await expect(row).toHaveAttribute("data-kind", "sale");
  await expect(row).toContainText(`comprou em ${hay.store}`);
  await expect(row).toHaveAttribute("href", "/pt/store/manage/orders");
  await seller.context().close();
});

test("7: /stripe/success says what the account really is, with the next step", async ({ page, context }) => {
  const user = newUser("stripe");
  await signUp(page, user);
  await page.goto("/stripe/success");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aún no tienes tienda");
  await expect(page.getByText("¡Configuración completa!")).toHaveCount(0);
  await page.getByTestId("stripe-next").click();
  const dialog = page.getByRole("dialog", { name: "Crear tu tienda" });
  await dialog.getByLabel("Nombre de la tienda").fill(`Tienda ${user.username}`);
  await dialog.getByLabel("Dirección").fill("Calle Mayor 1, Madrid");
  await dialog.getByRole("button", { name: "Crear tienda" }).click();
  await expect(page.getByText("Tienda creada correctamente")).toBeVisible();

  // A store without a payments account: not "connected", and the badge agrees, even after the re-check.
  await page.goto("/stripe/success");
  await expect(page.getByTestId("stripe-state")).toHaveAttribute("data-state", "not_connected");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu tienda aún no está conectada");
  await expect(page.getByTestId("payment-setup-badge")).toHaveText("No conectado");
  await expect(page.getByText("Verificando el estado de tu cuenta…")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu tienda aún no está conectada");
  await expect(page.getByText("Tu tienda está conectada a Stripe")).toHaveCount(0);
  await page.screenshot({ path: "test-results/done-stripe-not-connected-1280.png" });
  await page.getByTestId("stripe-next").click();
  await expect(page).toHaveURL(/\/store\/manage\/payments$/);

  // Connecting (the test provider enables the account at once) returns to an honest "complete".
  const [onboarding] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Conectar con Stripe" }).click(),
  ]);
  await onboarding.waitForURL(/\/stripe\/success$/);
  await expect(onboarding.getByRole("heading", { level: 1 })).toHaveText("¡Configuración completa!");
  await expect(onboarding.getByTestId("payment-setup-badge")).toHaveText("Activo");
  await expect(onboarding.getByTestId("stripe-next")).toHaveText("Ir a mi tienda");
});

test("9: on a 390 px phone add-to-cart fits one line, and a signed-out visitor is offered sign-in that comes back to the product", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es/marketplace");
  const card = page
    .getByRole("region", { name: "Productos" })
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Añadir al carrito" }) })
    .first();
  const button = card.getByRole("button", { name: "Añadir al carrito" });
  await expect(button).toBeVisible();
  // One line: the label's box is one line high and the button keeps a comfortable touch target.
  const label = button.locator("span").first();
  const [labelBox, buttonBox] = [await label.boundingBox(), await button.boundingBox()];
  expect(labelBox!.height).toBeLessThan(26);
  expect(buttonBox!.height).toBeGreaterThanOrEqual(24);
  expect(buttonBox!.height).toBeLessThan(48);
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/done-grid-card-390.png" });

  const productHref = await card.getByRole("link").first().getAttribute("href");
  const productId = productHref!.split("/product/")[1];
  await button.click();
  await expect(page.getByText("Debes iniciar sesión para agregar productos al carrito")).toBeVisible();
  const signInLink = card.getByTestId("sign-in-to-buy");
  await expect(signInLink).toHaveText("Inicia sesión para comprar");
  await signInLink.click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fproduct%2F${productId}$`));
  await page.getByLabel("Correo electrónico").fill("lucia@patitas.dev");
  await page.getByLabel("Contraseña").fill("patitas-demo");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByTestId("add-to-cart")).toBeVisible();

  // A return path to another site is ignored: signing in lands on the usual page.
  await page.goto("/auth?next=%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(/\/marketplace$/);
});

test("10: a buyer messages the seller about a product; the seller sees which product and replies", async ({
  page,
  browser,
}) => {
  const buyer = newUser("ask");
  await signUp(page, buyer);
  const productId = await openProduct(page, mouse.name);
  await page.getByTestId("message-seller").click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?product=${productId}$`));
  const strip = page.getByTestId("inquiry-subject");
  await expect(strip).toContainText(`Consulta a ${mouse.store} sobre`);
  await expect(strip.getByRole("link")).toHaveAttribute("href", `/product/${productId}`);
  await page.getByLabel("Escribe un mensaje").fill("¿Lleva hierba gatera de verdad?");
  await page.keyboard.press("Enter");
  const bubble = page.getByTestId("chat-bubble").filter({ hasText: "¿Lleva hierba gatera de verdad?" });
  await expect(bubble).toHaveAttribute("data-status", "stored");
  await expect(bubble.getByTestId("message-product")).toContainText(mouse.name);

  const seller = await newContextPage(browser);
  await signIn(seller, mouse.ownerEmail, "patitas-demo");
  await seller.goto(`/messages?with=${buyer.username}`);
  const asked = seller.getByTestId("chat-bubble").filter({ hasText: "¿Lleva hierba gatera de verdad?" });
  await expect(asked.getByTestId("message-product")).toContainText(mouse.name);
  await seller.getByLabel("Escribe un mensaje").fill("¡Sí, orgánica!");
  await seller.keyboard.press("Enter");
  await expect(seller.getByTestId("chat-bubble").filter({ hasText: "¡Sí, orgánica!" })).toHaveAttribute(
    "data-status",
    "stored",
  );
  await seller.context().close();

  await page.goto("/messages?with=claire_paris");
  await expect(page.getByTestId("chat-bubble").filter({ hasText: "¡Sí, orgánica!" })).toBeVisible();
});

test("screenshots: the product grid and a product page with 'Message the seller', at 390 and 1280 px", async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/es/marketplace");
    await expect(page.getByRole("region", { name: "Productos" }).getByRole("article").first()).toBeVisible();
    await page.screenshot({ path: `test-results/done-grid-${viewport.width}.png` });
    await openProduct(page, mouse.name);
    await expect(page.getByTestId("message-seller")).toHaveText("Escribir al vendedor");
    await page.screenshot({ path: `test-results/done-product-${viewport.width}.png`, fullPage: true });
  }
});
