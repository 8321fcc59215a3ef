import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { newUser, signIn, signUp } from "./helpers";

// The seller half of the marketplace (decision 019): a new user opens a store from the marketplace,
// publishes a product with a photo that the public catalogue and product page then show; Lucía moves a
// paid demo order (scripts/seed/demo-orders.ts) through processing, shipped and delivered, and the buyer
// is notified at each step.

async function notificationCount(page: Page): Promise<number> {
  // The header's badges stream in after the first bytes (a lazy chunk): read them once the page has loaded.
  await page.waitForLoadState("load");
  const badge = page.getByTestId("badge-notifications").first();
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.innerText());
}

test("a new user opens a store and publishes a product with a photo; the catalogue shows it", async ({ page }) => {
  const user = newUser("seller");
  await signUp(page, user);

  await page.goto("/marketplace");
  await page.getByRole("link", { name: "Abrir mi tienda" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear tu tienda" });
  await expect(dialog).toBeVisible();
  // The spec's defaults: country ES, ships to ES.
  await expect(dialog.getByLabel("País")).toHaveValue("ES");
  await expect(dialog.getByRole("checkbox", { name: "España" })).toBeChecked();
  // Required fields are checked before anything is sent.
  await dialog.getByRole("button", { name: "Crear tienda" }).click();
  await expect(dialog.getByText("Escribe el nombre de la tienda")).toBeVisible();
  await expect(dialog.getByText("Escribe la dirección")).toBeVisible();

  const storeName = `Tienda ${user.username}`;
  await dialog.getByLabel("Nombre de la tienda").fill(storeName);
  await dialog.getByLabel("Dirección").fill("Calle Mayor 1, Madrid");
  await dialog.getByLabel("Email de contacto").fill("hola@example.com");
  await dialog.getByRole("button", { name: "Crear tienda" }).click();
  await expect(page.getByText("Tienda creada correctamente")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: storeName })).toBeVisible();
  await expect(page.getByRole("list", { name: "Estado de la tienda" })).toContainText("Activa");
  await expect(page.getByTestId("overview-products")).toHaveText("0");

  await page
    .getByRole("navigation", { name: "Secciones de la tienda" })
    .getByRole("link", { name: "Productos" })
    .click();
  await page.getByRole("link", { name: "Añadir producto" }).click();
  await expect(page).toHaveURL(/\/store\/manage\/products\/new$/);
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await page.getByTestId("products-file").setInputFiles({ name: "pelota.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();

  const productName = `Pelota ${user.username}`;
  await page.getByLabel("Nombre", { exact: true }).fill(productName);
  await page.getByLabel("Descripción").fill("Pelota de goma natural que rebota y flota.");
  await page.getByLabel("Categoría").selectOption({ label: "Juguetes" });
  // A price that is not one is refused in the form.
  await page.getByLabel("Precio (€)").fill("doce");
  await page.getByLabel("Stock").fill("3");
  await page.getByRole("button", { name: "Publicar producto" }).click();
  await expect(page.getByText("Escribe un precio válido, por ejemplo 12,50")).toBeVisible();
  await page.getByLabel("Precio (€)").fill("12,50");
  await page.getByLabel("Precio original (€)").fill("15");
  await page.getByRole("button", { name: "Publicar producto" }).click();
  await expect(page.getByText("Producto publicado")).toBeVisible();
  await expect(page).toHaveURL(/\/store\/manage\/products$/);
  const row = page.getByTestId("seller-products").getByRole("listitem").filter({ hasText: productName });
  await expect(row).toContainText("3 disponibles");

  // The public catalogue and the product page show it, with its photo and the discount.
  await page.goto(`/marketplace?q=${encodeURIComponent(productName)}`);
  const results = page.getByRole("region", { name: "Productos" });
  await results.getByRole("link", { name: productName }).click();
  await expect(page.getByRole("heading", { level: 1, name: productName }).first()).toBeVisible();
  await expect(page.getByText(/12,50\s€/).first()).toBeVisible();
  await expect(page.getByText("-17 %").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Vendido por ${storeName}` })).toBeVisible();
  const productUrl = page.url();

  // Deactivated, it leaves the catalogue and its page.
  await page.goto("/store/manage/products");
  await row.getByRole("button", { name: `Desactivar: ${productName}` }).click();
  await expect(page.getByText("Producto desactivado: ya no está a la venta")).toBeVisible();
  await expect(row).toContainText("Desactivado");
  const gone = await page.goto(productUrl);
  expect(gone?.status()).toBe(404);
  await page.goto("/store/manage");
  await expect(page.getByTestId("overview-products")).toHaveText("1");
});

test("Lucía moves a paid order to processing, shipped with tracking and delivered; the buyer is notified", async ({
  browser,
}) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, "carlos.bcn@patitas.dev", "patitas-demo");
  // Start from zero unread, so the count after the three steps says exactly what they sent (reading a
  // badge "before" raced with its lazy chunk and with notifications of earlier tests).
  // Each try reloads: a click that landed before the page hydrated did nothing, and a badge waiting for
  // its realtime update would keep the old count.
  await expect(async () => {
    await buyer.goto("/activity");
    const markAll = buyer.getByTestId("mark-all-read");
    if (await markAll.isVisible()) {
      await buyer.waitForLoadState("load");
      await markAll.click();
      await buyer.reload();
    }
    expect(await notificationCount(buyer)).toBe(0);
  }).toPass({ timeout: 60_000 });

  const sellerContext = await browser.newContext();
  const page = await sellerContext.newPage();
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/store/manage");
  await expect(page.getByRole("heading", { level: 1, name: "Patitas de Lucía" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Estado de la tienda" })).toContainText("Verificada");
  await page.getByRole("navigation", { name: "Secciones de la tienda" }).getByRole("link", { name: "Pedidos" }).click();

  // The newest order: Carlos's, paid and waiting, with his shipping address.
  const order = page.getByTestId("seller-order").first();
  await expect(order).toContainText("Carlos Martínez");
  await expect(order).toContainText("Barcelona");
  await expect(order.getByTestId("order-status")).toHaveText("Pagado · por preparar");

  await order.getByRole("button", { name: "Marcar en preparación" }).click();
  await expect(page.getByText("Pedido en preparación. Avisamos al comprador.")).toBeVisible();
  await expect(order.getByTestId("order-status")).toHaveText("En preparación");

  // Shipping needs a tracking number.
  await order.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(order.getByText("Escribe el número de seguimiento")).toBeVisible();
  await order.getByLabel("Número de seguimiento").fill("CORREOS-PK-4242");
  await order.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("Enviado");
  await expect(order).toContainText("CORREOS-PK-4242");

  await order.getByRole("button", { name: "Marcar como entregado" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("Entregado");
  // No step is left; only the refund control stays (a delivered order may still be refunded).
  await expect(order.getByRole("button")).toHaveText(["Reembolsar"]);

  // Three steps, three notifications for the buyer (the header badge counts unread ones).
  await buyer.reload();
  await expect.poll(() => notificationCount(buyer)).toBe(3);
  await buyerContext.close();
  await sellerContext.close();
});

test("the dashboard asks guests to sign in and offers a store to users without one", async ({ page }) => {
  await page.goto("/store/manage/orders");
  await expect(page).toHaveURL(/\/auth/);
  await signUp(page, newUser("nostore"));
  await page.goto("/store/manage/orders");
  await expect(page).toHaveURL(/\/store\/manage$/);
  await expect(page.getByRole("heading", { name: "Abre tu tienda en Patitas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abrir mi tienda" })).toBeVisible();
});
