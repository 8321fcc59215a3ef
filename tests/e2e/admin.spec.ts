import { expect, test, type Browser, type Page } from "./fixtures";
import { gzipSync } from "node:zlib";
import { newUser, publishPost, signIn, signUp, type TestUser } from "./helpers";

// One server with a fresh database: the first test makes the first admin, the rest use it.
test.describe.configure({ mode: "serial" });

const admin = newUser("adm");
const member = newUser("mem");
let adminPage: Page;

async function signedInPage(browser: Browser, user: TestUser, locale = "es-ES"): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage();
  await signUp(page, user);
  return page;
}

/** The gzip size of the scripts the page's HTML loads (docs/design.md §9 first-load JS). */
async function firstLoadKb(page: Page): Promise<number> {
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll("script[src]")]
      .filter((s) => !s.hasAttribute("nomodule"))
      .map((s) => (s as HTMLScriptElement).src),
  );
  let bytes = 0;
  for (const source of new Set(sources)) bytes += gzipSync(await (await page.request.get(source)).body()).length;
  return bytes / 1024;
}

test("the first admin is made on /admin/setup, which then closes", async ({ browser }) => {
  adminPage = await signedInPage(browser, admin);
  // Not staff yet: the staff area sends people home, and setup is closed while the demo admin exists.
  await adminPage.goto("/admin");
  await expect(adminPage).not.toHaveURL(/\/admin/);
  await adminPage.goto("/admin/setup");
  await expect(adminPage).not.toHaveURL(/\/admin/);

  // The seeded demo admin steps down: no admin is left, so setup opens (docs/product-spec.md §5).
  const demoPage = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await signIn(demoPage, "admin@patitas.dev", "patitas-demo");
  await demoPage.goto("/admin/users?q=admin%40patitas.dev");
  const self = demoPage.getByTestId("admin-user-admin@patitas.dev");
  await self.getByLabel("Rol").selectOption("none");
  await self.getByRole("button", { name: "Guardar rol" }).click();
  // No longer staff: the refreshed page sends them home.
  await expect(demoPage).not.toHaveURL(/\/admin/);
  await demoPage.context().close();

  await adminPage.goto("/admin/setup");
  await adminPage.getByLabel("Correo de la cuenta").fill("nadie-existe@example.com");
  await adminPage.getByRole("button", { name: "Hacer administrador" }).click();
  await expect(adminPage.getByText("Ningún usuario tiene este correo", { exact: false })).toBeVisible();

  await adminPage.getByLabel("Correo de la cuenta").fill(admin.email);
  await adminPage.getByRole("button", { name: "Hacer administrador" }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole("heading", { name: "Panel" })).toBeVisible();

  // Closed again (to /auth, which sends a signed-in user on home).
  await adminPage.goto("/admin/setup");
  await expect(adminPage).not.toHaveURL(/\/admin\/setup/);

  await adminPage.goto("/admin/users");
  const kb = await firstLoadKb(adminPage);
  console.log(`first-load JS /admin/users: ${kb.toFixed(1)} kB gzip`);
  expect(kb).toBeLessThanOrEqual(200);
});

test("a ban ends the member's open session at once; restore lets them back in", async ({ browser }) => {
  const memberPage = await signedInPage(browser, member);

  await adminPage.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = adminPage.getByTestId(`admin-user-${member.email}`);
  await row.getByRole("button", { name: "Banear" }).click();
  const dialog = adminPage.getByRole("dialog", { name: /^Banear a / });
  await dialog.getByLabel("Spam o publicidad").check();
  await dialog.getByLabel("Nota para la persona (opcional)").fill("Spam en los comentarios");
  await dialog.getByLabel("Permanente").check();
  await dialog.getByRole("button", { name: "Confirmar baneo" }).click();
  await expect(
    row.getByText("Baneado para siempre: Spam o publicidad. Nota del equipo: Spam en los comentarios"),
  ).toBeVisible();

  // The member's open tab: the next request is signed out.
  await memberPage.goto("/home");
  await expect(memberPage).not.toHaveURL(/\/home$/);

  await row.getByRole("button", { name: "Restaurar" }).click();
  await expect(row.getByText("Activo")).toBeVisible();
  await signIn(memberPage, member.email, member.password);

  // Both are in the audit log, filtered by action.
  await adminPage.goto("/admin/audit");
  await adminPage.getByLabel("Acción").selectOption("ban");
  await adminPage.getByRole("button", { name: "Filtrar" }).click();
  await expect(adminPage).toHaveURL(/action=ban/);
  await expect(adminPage.getByText("Baneo · spam: Spam en los comentarios")).toBeVisible();
  await memberPage.context().close();
});

test("a report filed from a post reaches the queue and is resolved", async ({ browser }) => {
  const authorPage = await signedInPage(browser, newUser("aut"));
  const text = `Vendo seguidores baratos ${Date.now()}`;
  const postId = await publishPost(authorPage, text);

  const reporterPage = await signedInPage(browser, newUser("rep"));
  await reporterPage.goto(`/p/${postId}`);
  await reporterPage.getByTestId("post-menu").first().click();
  await reporterPage.getByRole("menuitem", { name: "Denunciar" }).click();
  await reporterPage.getByText("Spam o publicidad").click();
  await reporterPage.getByRole("button", { name: "Enviar denuncia" }).click();
  await expect(reporterPage.getByText("Gracias. Revisaremos la publicación.")).toBeVisible();

  await adminPage.goto("/admin/reports");
  const report = adminPage.getByTestId("admin-report").filter({ hasText: text });
  await expect(report).toBeVisible();
  await report.getByRole("button", { name: "Eliminar publicación" }).click();
  await expect(report).toHaveCount(0);
  // For people to look at: the queue on a phone and on a laptop.
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await adminPage.setViewportSize({ width, height });
    await adminPage.goto("/admin/users");
    await adminPage.screenshot({ path: test.info().outputPath(`admin-users-${width}.png`), fullPage: true });
  }

  await adminPage.goto("/admin/reports?status=action_taken");
  const done = adminPage
    .getByTestId("admin-report")
    .filter({ hasText: "El contenido reportado ya no existe." })
    .first();
  await expect(done.getByText(/Revisado por/)).toBeVisible();
  await reporterPage.goto(`/p/${postId}`);
  await expect(reporterPage.getByText(text)).toHaveCount(0);
  await Promise.all([authorPage.context().close(), reporterPage.context().close()]);
});

test("a moderator cannot assign roles, a plain user cannot open the staff area", async ({ browser }) => {
  const moderator = newUser("mod");
  const moderatorPage = await signedInPage(browser, moderator);
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(moderator.email)}`);
  const row = adminPage.getByTestId(`admin-user-${moderator.email}`);
  await row.getByLabel("Rol").selectOption("moderator");
  await row.getByRole("button", { name: "Guardar rol" }).click();
  await expect(row.locator("span", { hasText: /^Moderador$/ })).toBeVisible();

  await moderatorPage.goto("/admin/users");
  await expect(moderatorPage.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  await expect(moderatorPage.getByRole("button", { name: "Banear" }).first()).toBeVisible();
  await expect(moderatorPage.getByRole("button", { name: "Guardar rol" })).toHaveCount(0);
  // Private messages are for admins only: no menu entry, and the page sends a moderator away.
  await expect(
    moderatorPage.getByRole("navigation", { name: "Área de staff" }).getByRole("link", { name: "Mensajes" }),
  ).toHaveCount(0);
  await moderatorPage.goto("/admin/messages");
  await expect(moderatorPage).not.toHaveURL(/\/admin\/messages/);
  // Settings too: no menu entry, and the page sends a moderator away.
  await moderatorPage.goto("/admin/users");
  await expect(
    moderatorPage.getByRole("navigation", { name: "Área de staff" }).getByRole("link", { name: "Configuración" }),
  ).toHaveCount(0);
  await moderatorPage.goto("/admin/config");
  await expect(moderatorPage).not.toHaveURL(/\/admin\/config/);
  await moderatorPage.context().close();

  const userPage = await signedInPage(browser, newUser("usr"));
  await userPage.goto("/admin/reports");
  await expect(userPage).not.toHaveURL(/\/admin/);
  await userPage.context().close();
});

test("staff verify a pet and deactivate a store: the badge shows, the store leaves the public pages, the audit log has both", async ({
  browser,
}) => {
  // Demo pets and stores: e2e specs that run earlier create and deactivate their own.
  await adminPage.goto("/admin/content?q=Schnitzel");
  const pet = adminPage.locator('[data-testid^="admin-content-"]').filter({ hasText: "Schnitzel" }).first();
  const petHref = await pet.getByRole("link").first().getAttribute("href");
  await pet.getByRole("button", { name: "Verificar" }).click();
  await expect(pet.getByText("Verificado", { exact: true })).toBeVisible();
  await expect(pet.getByRole("button", { name: "Quitar verificación" })).toBeVisible();

  // Signed out (the public page cache was purged): the pet page carries the badge.
  const visitor = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await visitor.goto(petHref!);
  await expect(visitor.getByTestId("pet-verified")).toHaveText("Verificado");

  await adminPage.getByRole("link", { name: "Tiendas", exact: true }).click();
  await expect(adminPage).toHaveURL(/kind=stores/);
  await adminPage.getByLabel("Buscar por nombre").fill("Guau Market");
  await adminPage.getByLabel("Buscar por nombre").press("Enter");
  const store = adminPage.locator('[data-testid^="admin-content-"]').filter({ hasText: "Guau Market" });
  const storeHref = (await store.getByRole("link").first().getAttribute("href"))!;
  expect((await visitor.request.get(storeHref)).status()).toBe(200);
  await store.getByRole("button", { name: "Desactivar" }).click();
  // A store switched off by staff reads as staff's decision, which its owner cannot lift (issue 43 item 2).
  await expect(store.getByText("Oculto por el equipo", { exact: true })).toBeVisible();
  expect((await visitor.request.get(storeHref)).status()).toBe(404);
  await store.getByRole("button", { name: "Activar" }).click();
  await expect(store.getByText("Activo", { exact: true })).toBeVisible();
  expect((await visitor.request.get(storeHref)).status()).toBe(200);
  await visitor.context().close();

  await adminPage.goto("/admin/audit?action=verify");
  // The entries, not the action filter's <option> of the same name.
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Verificación" }).first()).toBeVisible();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto("/admin/content?kind=stores");
  await adminPage.screenshot({ path: "test-results/admin-content-390.png", fullPage: true });
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await adminPage.screenshot({ path: "test-results/admin-content-1280.png", fullPage: true });
});

test("an admin reads the latest messages, and the visit is in the audit log", async () => {
  await adminPage.goto("/admin");
  await adminPage.getByRole("navigation", { name: "Área de staff" }).getByRole("link", { name: "Mensajes" }).click();
  await expect(adminPage.getByRole("heading", { name: "Últimos mensajes" })).toBeVisible();
  // The demo seed has conversations.
  await expect(adminPage.getByTestId("admin-message").first()).toBeVisible();
  await adminPage.goto("/admin/audit?action=view");
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Lectura de mensajes" }).first()).toBeVisible();
});

test("a Chinese browser gets Chinese staff screens", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: "zh-CN" })).newPage();
  // The admin's session, without the language cookie their Spanish browser got.
  await page
    .context()
    .addCookies((await adminPage.context().cookies()).filter((cookie) => cookie.name !== "NEXT_LOCALE"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/zh\/admin$/);
  await expect(page.getByRole("heading", { name: "仪表盘" })).toBeVisible();
  await page.goto("/zh/admin/reports");
  await expect(page.getByRole("link", { name: "待处理" })).toBeVisible();
  await page.context().close();
});

test("an admin sets the commission to 10 %: the cart and the store invitation say so; then puts it back", async ({
  browser,
}) => {
  await adminPage.goto("/admin/config");
  const form = adminPage.getByTestId("config-form");
  await form.getByLabel("Comisión de la plataforma (%)").fill("60");
  await form.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(form.getByRole("alert")).toHaveText("La comisión debe ser un número entero entre 0 y 50.");
  await form.getByLabel("Comisión de la plataforma (%)").fill("10");
  await form.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(adminPage.getByText("Configuración guardada")).toBeVisible();

  const shopper = await signedInPage(browser, newUser("cfg"));
  await shopper.goto(`/marketplace?q=${encodeURIComponent("Bandana de algodón con lunares")}`);
  await shopper
    .getByRole("region", { name: "Productos" })
    .getByRole("link", { name: "Bandana de algodón con lunares" })
    .first()
    .click();
  await expect(shopper.getByRole("heading", { level: 1, name: "Bandana de algodón con lunares" })).toBeVisible();
  await shopper.getByTestId("add-to-cart").click();
  await expect(shopper.getByTestId("cart-count")).toHaveText("1");
  await shopper.getByTestId("cart-button").click();
  await expect(shopper.getByTestId("cart-sheet").getByText("Comisión Patitas (10 %), incluida")).toBeVisible();
  // Sellers are told the same rate when they open a store.
  await shopper.goto("/store/manage");
  await expect(shopper.getByText("Recibes el 90 % de cada venta; Patitas se queda el 10 %")).toBeVisible();
  await shopper.context().close();

  await adminPage.goto("/admin/config");
  await adminPage.getByTestId("config-form").getByLabel("Comisión de la plataforma (%)").fill("12");
  await adminPage.getByTestId("config-form").getByRole("button", { name: "Guardar configuración" }).click();
  await expect(adminPage.getByText("Configuración guardada")).toBeVisible();
  await adminPage.goto("/admin/audit");
  await expect(adminPage.getByText("commissionPercent: 10 → 12")).toBeVisible();
});

test("a post removed by staff with a reason disappears, and its author reads why", async ({ browser }) => {
  const author = newUser("rmv");
  const authorPage = await signedInPage(browser, author);
  const text = `Oferta ${author.username} compra ya`;
  const postId = await publishPost(authorPage, text);

  await adminPage.goto(`/admin/posts?q=${encodeURIComponent(text)}`);
  const row = adminPage.getByTestId("staff-content-row").filter({ hasText: text });
  await row.getByLabel("Motivo (lo verá el autor)").fill("Publicidad no permitida");
  await row.getByRole("button", { name: "Eliminar" }).click();
  await expect(adminPage.getByText("Eliminado. Avisamos al autor.")).toBeVisible();
  expect((await authorPage.goto(`/p/${postId}`))!.status()).toBe(404);

  await authorPage.goto("/activity");
  await expect(authorPage.getByTestId("activity-row").first()).toContainText("Motivo: Publicidad no permitida");
  await authorPage.context().close();
});
