import { expect, test, type Browser, type Page } from "./fixtures";
import { newUser, publishPost, signIn, signUp, toasts } from "./helpers";

// Issue 48 items 10–15 ("Finding things", "Words and small things"), each at the width where it was
// found: discover and guide search, words, the guide editor, and the small things. Screenshots of the
// changed pages at 390 and 1280 px go to test-results/done-finding-*.png.
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const word = `hallar${Date.now().toString(36).replace(/\d/g, "")}`;

async function newPage(browser: Browser, locale = "es-ES", viewport = phone): Promise<Page> {
  return (await browser.newContext({ locale, viewport })).newPage();
}

test("10. discover: species words filter in any language, # searches hashtags, people show on the pets tab", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signUp(page, newUser("hallar"));
  const pets = page.getByTestId("discover-pets").getByRole("listitem");
  for (const q of ["perro", "dog", "chien", "cão", "狗"]) {
    await page.goto(`/discover?q=${encodeURIComponent(q)}`);
    // The demo has 17 dogs (other flows may add theirs): a page of them, never "one pet", and only dogs.
    await expect(page.getByTestId("discover-pet").first()).toBeVisible();
    expect(await pets.count()).toBeGreaterThanOrEqual(17);
    await expect(page.locator('[data-testid="discover-pet"]:not([data-species="dog"])')).toHaveCount(0);
  }
  await page.goto(`/discover?q=${encodeURIComponent("perro madrid")}`);
  await expect(pets.filter({ hasText: "Toby" })).toHaveCount(1);
  await expect(pets.filter({ hasText: "Luna" })).toHaveCount(0);

  await page.goto(`/discover?q=${encodeURIComponent("#perros")}`);
  const tags = page.getByTestId("discover-hashtags").getByRole("link");
  await expect(tags.first()).toContainText("#perros");
  await expect(page.getByTestId("discover-pets")).toHaveCount(0);

  await page.goto("/discover?q=lucia");
  await expect(page.getByTestId("discover-people")).toContainText("@lucia");
  await expect(page.getByTestId("discover-empty")).toHaveCount(0);
  await page.screenshot({ path: "test-results/done-finding-discover-people-390.png", fullPage: true });
  await page.goto(`/discover?q=${encodeURIComponent("madrid")}`);
  await expect(page.getByTestId("discover-people")).toContainText("@lucia");
  await expect(pets.filter({ hasText: "Toby" })).toHaveCount(1);
  await page.setViewportSize(desktop);
  await page.screenshot({ path: "test-results/done-finding-discover-people-1280.png", fullPage: true });
  await page.context().close();
});

test("11. guide search forgives accents, other forms of a word and typos (390 px)", async ({ browser }) => {
  const page = await newPage(browser);
  for (const q of ["vacunacion", "vacnas"]) {
    await page.goto(`/guides?q=${q}`);
    await expect(page.getByRole("link", { name: /Vacunas y desparasitación del perro/ }).first()).toBeVisible();
  }
  await page.context().close();
});

test("13. one word per thing: Spanish profile counters and discover's love button (390 px)", async ({ browser }) => {
  const page = await newPage(browser);
  const user = newUser("palabras");
  await signUp(page, user);
  await page.goto("/profile");
  await expect(page.getByTestId("count-posts").locator("..")).toContainText("Publicaciones");
  await page.goto(`/discover?q=${encodeURIComponent("perro madrid")}`);
  await expect(page.getByTestId("discover-love").first()).toHaveText("💘 Amor");
  await page.context().close();
});

test.describe("guides by staff", () => {
  test.describe.configure({ mode: "serial" });
  const title = `Cepillado del gato ${word}`;
  let path = "";

  test('14. the editor: chosen products under their heading, a Markdown preview, "Guía actualizada" on a published guide (1280 px)', async ({
    browser,
  }) => {
    const page = await newPage(browser, "es-ES", desktop);
    await signIn(page, "mod@patitas.dev", "patitas-demo");
    await page.goto("/admin/guides/new");
    await page.getByLabel("Título").fill(title);
    await page.locator("#guide-species").selectOption("cat");
    await page
      .getByLabel("Texto (Markdown)")
      .fill("Cepilla **a diario** en primavera.\n\n## Material\n\n- Un cepillo de púas");
    await page.getByTestId("guide-preview-show").click();
    const preview = page.getByTestId("guide-preview");
    await expect(preview.getByRole("heading", { name: "Material" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("a diario");

    await page.getByLabel("Productos relacionados").fill("pelota");
    await page.getByLabel("Productos relacionados").press("Enter");
    await page
      .getByRole("list", { name: "Resultados de la búsqueda" })
      .getByRole("button", { name: "Añadir" })
      .first()
      .click();
    const chosen = page.getByRole("list", { name: "Productos elegidos" });
    await expect(chosen.getByRole("listitem")).toHaveCount(1);
    const heading = await page.getByText("Productos relacionados", { exact: true }).boundingBox();
    const list = await chosen.boundingBox();
    expect(heading!.y).toBeLessThan(list!.y);
    await page.screenshot({ path: "test-results/done-finding-guide-editor-1280.png", fullPage: true });

    await page.locator("#guide-status").selectOption("published");
    await page.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(toasts(page).filter({ hasText: "Guía publicada" })).toHaveCount(1);
    await expect(page).toHaveURL(/\/admin\/guides$/);
    const row = page.getByTestId(/^admin-guide-/).filter({ hasText: title });
    await row.getByRole("link").first().click();
    await expect(page.getByLabel("Título")).toHaveValue(title);
    path = `/guides/${await page.getByLabel("Dirección").inputValue()}`;
    await page.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(toasts(page).filter({ hasText: "Guía actualizada" })).toHaveCount(1);
    await page.context().close();
  });

  test('12. an English reader of a Spanish-only guide reads "only available in Spanish" (1280 px)', async ({
    browser,
  }) => {
    const page = await newPage(browser, "en-US", desktop);
    await page.goto(`/en${path}`);
    await expect(page.getByText("This guide is only available in Spanish for now.")).toBeVisible();
    await page.context().close();
  });
});

test("15. a saved post says so; guide species apply at once; /orders lights the marketplace tab (390 px)", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signUp(page, newUser("guardar"));
  const postId = await publishPost(page, `Para guardar #${word}`);
  await page.goto(`/hashtag/${word}`);
  await page.locator(`[data-post-id="${postId}"]`).getByTestId("save-button").click();
  await expect(toasts(page).filter({ hasText: "Publicación guardada en Guardados" })).toHaveCount(1);

  await page.goto("/guides");
  await page.getByTestId("guides-species").getByRole("link", { name: "Gatos" }).click();
  await expect(page).toHaveURL(/species=cat/);
  await expect(page.getByTestId("guides-species").getByRole("link", { name: "Gatos" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.screenshot({ path: "test-results/done-finding-guides-390.png", fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: "test-results/done-finding-guides-1280.png" });
  await page.setViewportSize(phone);

  await page.goto("/orders");
  const tabBar = page.getByTestId("tab-bar");
  await expect(tabBar.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(tabBar.getByRole("link", { name: "Tienda" })).toHaveAttribute("aria-current", "page");
  await page.context().close();
});

test("15. the staff's user list dates a ban as its dialog does, and the header names its shortcuts (1280 px)", async ({
  browser,
}) => {
  const member = newUser("fecha");
  const memberPage = await newPage(browser);
  await signUp(memberPage, member);
  await memberPage.context().close();

  const page = await newPage(browser, "es-ES", desktop);
  await signIn(page, "mod@patitas.dev", "patitas-demo");
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = page.getByTestId(`admin-user-${member.email}`);
  await row.getByTestId("ban-open").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Spam o publicidad").check();
  await dialog.getByLabel("7 días").check();
  const ends = (await dialog.getByTestId("ban-ends").textContent())!;
  const date = /el (.+) a las/u.exec(ends)![1]!;
  expect(date).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u);
  await dialog.getByTestId("ban-confirm").click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(row).toContainText(`Suspendido hasta el ${date}`);

  // The header without the rail: each shortcut shows its name.
  for (const name of ["Inicio", "Mensajes", "Perfil"])
    await expect(page.locator("header").getByText(name, { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/done-finding-staff-header-1280.png" });
  await page.context().close();
});
