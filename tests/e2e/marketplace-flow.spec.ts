import { expect, test, type Browser, type Page } from "./fixtures";
import { listProduct, newUser, openStore, signIn, signUp } from "./helpers";

// Issue 9's whole loop in one run (decisions 018, 019): a new seller opens a store and lists a product;
// a buyer buys it together with a demo store's product; both stores see their order and the stock went
// down; payment success shows the real orders; the seller ships and the buyer sees "Enviado"; then the
// seller refunds part of it and the buyer sees that too.

const demoProduct = {
  name: "Pienso para gatos esterilizados (3 kg)",
  store: "Le Chat Chic",
  ownerEmail: "claire.paris@patitas.dev",
};

async function newContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "es-ES" });
  return context.newPage();
}

async function stockOnProductPage(page: Page, name: string): Promise<number> {
  await page.goto(`/marketplace?q=${encodeURIComponent(name)}`);
  await page.getByRole("region", { name: "Productos" }).getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return Number((await page.getByText(/\d+ disponibles?/).innerText()).replace(/\D/g, ""));
}

test("sell, buy from two stores, pay, ship, refund: each side sees the real state", async ({ browser }) => {
  test.setTimeout(300_000);
  const seller = await newContextPage(browser);
  const sellerUser = newUser("shop");
  await signUp(seller, sellerUser);
  const storeName = `Arneses ${sellerUser.username}`;
  const productName = `Arnés ${sellerUser.username}`;
  await openStore(seller, storeName);
  await listProduct(seller, productName);

  const buyer = await newContextPage(browser);
  await signUp(buyer, newUser("cust"));
  const demoStock = await stockOnProductPage(buyer, demoProduct.name);
  expect(await stockOnProductPage(buyer, productName)).toBe(3);
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByTestId("cart-count")).toHaveText("1");
  await stockOnProductPage(buyer, demoProduct.name);
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByTestId("cart-count")).toHaveText("2");

  await buyer.getByTestId("cart-button").click();
  const sheet = buyer.getByTestId("cart-sheet");
  await sheet.getByRole("button", { name: "Proceder al pago" }).click();
  await sheet.getByLabel("Nombre completo").fill("Marta Compradora");
  await sheet.getByLabel("Email").fill("marta@example.com");
  await sheet.getByLabel("Teléfono").fill("+34 600 333 444");
  await sheet.getByLabel("Dirección", { exact: true }).fill("Calle Larios 5");
  await sheet.getByLabel("Ciudad").fill("Málaga");
  await sheet.getByLabel("Código postal").fill("29005");
  // The new store ships only to Spain (the default): Germany is refused before paying.
  await sheet.getByLabel("País").selectOption("DE");
  await expect(sheet.getByTestId("not-shipping")).toContainText(storeName);
  await sheet.getByLabel("País").selectOption("ES");
  const [payTab] = await Promise.all([
    buyer.context().waitForEvent("page"),
    sheet.getByTestId("pay-with-stripe").click(),
  ]);
  await payTab.waitForURL(/\/payment\/test\?session_id=/);
  await payTab.getByTestId("test-pay").click();
  await payTab.waitForURL(/\/payment\/success\?session_id=/);
  const paidOrders = payTab.getByTestId("order-card");
  await expect(paidOrders).toHaveCount(2);
  await expect(paidOrders.filter({ hasText: storeName }).getByTestId("order-total")).toHaveText(/20,00\s€/);
  await expect(paidOrders.filter({ hasText: demoProduct.store }).getByText(demoProduct.name)).toBeVisible();
  await expect(paidOrders.getByTestId("order-status")).toHaveText(["Pagado", "Pagado"]);

  // The stock went down on both stores' products.
  expect(await stockOnProductPage(payTab, productName)).toBe(2);
  expect(await stockOnProductPage(payTab, demoProduct.name)).toBe(demoStock - 1);

  // Both stores see their order with the buyer's address.
  const demoSeller = await newContextPage(browser);
  await signIn(demoSeller, demoProduct.ownerEmail, "patitas-demo");
  await demoSeller.goto("/store/manage/orders");
  await expect(demoSeller.getByTestId("seller-order").first()).toContainText("Marta Compradora");
  await expect(demoSeller.getByTestId("seller-order").first()).toContainText(demoProduct.name);

  await seller.goto("/store/manage/orders");
  const order = seller.getByTestId("seller-order").first();
  await expect(order).toContainText("Marta Compradora");
  await expect(order).toContainText("Málaga");
  await expect(order.getByTestId("order-status")).toHaveText("Pagado · por preparar");
  await order.getByRole("button", { name: "Marcar en preparación" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("En preparación");
  await order.getByLabel("Número de seguimiento").fill("SEUR-778899");
  await order.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("Enviado");

  // The buyer sees it shipped, with the tracking number, and was told.
  await buyer.goto("/orders");
  const mine = buyer.getByTestId("order-card").filter({ hasText: storeName });
  await expect(mine.getByTestId("order-status")).toHaveText("Enviado");
  await expect(mine.getByTestId("order-tracking")).toHaveText("Seguimiento: SEUR-778899");
  await buyer.goto("/activity");
  await expect(buyer.getByText(`${storeName} ha enviado tu pedido · seguimiento SEUR-778899`)).toBeVisible();
  await expect(buyer.getByText(`${storeName} ha recibido tu pago y prepara tu pedido`)).toBeVisible();

  // A partial refund: the amount is checked before sending, then both sides see it.
  await order.getByTestId("refund-open").click();
  const refund = order.getByTestId("refund-form");
  await refund.getByLabel("Importe a reembolsar (€)").fill("25");
  await expect(refund.getByRole("button", { name: "Reembolsar —" })).toBeDisabled();
  await refund.getByLabel("Importe a reembolsar (€)").fill("5,50");
  await refund.getByRole("button", { name: /Reembolsar 5,50\s€/ }).click();
  await expect(seller.getByText(/Reembolso de 5,50\s€ hecho\./)).toBeVisible();
  await expect(order.getByTestId("order-refunded")).toContainText(/5,50\s€/);
  await buyer.goto("/orders");
  await expect(mine.getByTestId("order-refunded")).toContainText(/5,50\s€/);
  await buyer.goto("/activity");
  await expect(buyer.getByText(new RegExp(`${storeName} te ha devuelto 5,50\\s€ de tu pedido`))).toBeVisible();
  await seller.screenshot({ path: "test-results/marketplace-flow-seller-orders-1280.png", fullPage: true });

  for (const page of [seller, buyer, demoSeller]) await page.context().close();
});
