import { expect, test, type Browser, type Page } from "./fixtures";
import { newUser, pngBuffer, signIn, signUp } from "./helpers";

// Care guides (decision 045): a moderator publishes a guide in Spanish and its English translation; a
// signed-out visitor finds it from the landing and from the search, reads it, and a product card in it
// adds to the cart once they have an account. Screenshots of the list and a guide at 390 and 1280 px.
test.describe.configure({ mode: "serial" });

const word = `guia${Date.now().toString(36)}`;
const spanishTitle = `Paseos de verano con tu perro ${word}`;
const englishTitle = `Summer walks with your dog ${word}`;
let spanishPath = "";

async function moderatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await signIn(page, "mod@patitas.dev", "patitas-demo");
  return page;
}

test("a moderator publishes a guide in Spanish and its English translation", async ({ browser }) => {
  const page = await moderatorPage(browser);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Guías", exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Guías de cuidado" })).toBeVisible();
  await page.getByRole("link", { name: "Nueva guía" }).click();

  await page.getByLabel("Título").fill(spanishTitle);
  // The address follows the title.
  await expect(page.getByLabel("Dirección")).toHaveValue(`paseos-de-verano-con-tu-perro-${word}`);
  await page.locator("#guide-species").selectOption("dog");
  await page.locator("#guide-topic").selectOption("health");
  await page
    .getByTestId("guides-file")
    .setInputFiles({ name: "portada.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();
  await page
    .getByLabel("Texto (Markdown)")
    .fill(
      "En verano el asfalto quema: pon la mano cinco segundos en el suelo antes de salir.\n\n## Horarios\n\n- Pasea temprano\n- Lleva agua\n\n<script>alert('x')</script>\n\n",
    );
  // A photo inside the text: uploaded and written where the cursor is, its description ready to type over.
  await page
    .getByLabel("Insertar una foto en el texto")
    .setInputFiles({ name: "sombra.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(page.getByLabel("Texto (Markdown)")).toHaveValue(
    /!\[describe la foto\]\(\/api\/media\/.+\/guides\/.+\.webp\)/,
  );
  await page.keyboard.type("Perro descansando a la sombra");

  await page.getByLabel("Productos relacionados").fill("pelota");
  await page.getByLabel("Productos relacionados").press("Enter");
  await page
    .getByRole("list", { name: "Resultados de la búsqueda" })
    .getByRole("button", { name: "Añadir" })
    .first()
    .click();
  await expect(page.getByRole("list", { name: "Productos elegidos" }).getByRole("listitem")).toHaveCount(1);

  // A mistake is said under its field and nothing is saved.
  await page.getByLabel("Dirección").fill("no vale con espacios");
  await page.locator("#guide-status").selectOption("published");
  await page.getByRole("button", { name: "Guardar y publicar" }).click();
  await expect(page.getByText("La dirección solo puede tener letras minúsculas")).toBeVisible();
  await page.getByLabel("Dirección").fill(`paseos-de-verano-${word}`);
  await page.getByRole("button", { name: "Guardar y publicar" }).click();
  await expect(page.getByText("Guía publicada").last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/guides$/);
  spanishPath = `/guides/paseos-de-verano-${word}`;

  await page.getByRole("link", { name: "Nueva guía" }).click();
  await page.getByLabel("Título").fill(englishTitle);
  await page.locator("#guide-language").selectOption("en");
  await page.locator("#guide-topic").selectOption("health");
  await page
    .getByLabel("Texto (Markdown)")
    .fill(
      "In summer the pavement burns: hold your hand on it for five seconds before you go out.\n\n## Timing\n\n- Walk early\n- Take water",
    );
  await page.getByLabel("Traducción de").fill(word);
  await page.getByLabel("Traducción de").press("Enter");
  await page
    .getByRole("list", { name: "Resultados de la búsqueda" })
    .getByRole("button", { name: "Añadir" })
    .first()
    .click();
  await expect(page.getByText(`Traduce «${spanishTitle}» (Español)`)).toBeVisible();
  await page.locator("#guide-status").selectOption("published");
  await page.getByRole("button", { name: "Guardar y publicar" }).click();
  await expect(page.getByText("Guía publicada").last()).toBeVisible();
  await expect(page.getByTestId(/^admin-guide-/).filter({ hasText: englishTitle })).toBeVisible();

  // Both in the audit log, each by its own id (other flows on this server publish guides too).
  const ids = await Promise.all(
    [spanishTitle, englishTitle].map(async (title) =>
      (await page
        .getByTestId(/^admin-guide-/)
        .filter({ hasText: title })
        .getAttribute("data-testid"))!.replace("admin-guide-", ""),
    ),
  );
  await page.goto("/admin/audit?action=publish");
  for (const id of ids)
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: "Publicación" })
        .filter({ hasText: `guide ${id.slice(0, 8)}` }),
    ).toHaveCount(1);
  await page.context().close();
});

test("a signed-out visitor finds the guide from the landing and from the search, and reads it safely", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await page.goto("/");
  await page.getByRole("link", { name: /Artículos de cuidado/ }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guías de cuidado" })).toBeVisible();
  // The demo's guides are there in Spanish.
  await expect(page.getByRole("heading", { name: /Cómo alimentar a tu perro adulto/ })).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar en las guías" }).fill(`${word} asfalto`);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=/);
  const results = page.getByRole("article");
  await expect(results).toHaveCount(1);
  await results.getByRole("link", { name: spanishTitle }).click();

  await expect(page).toHaveURL(new RegExp(`${spanishPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: spanishTitle })).toBeVisible();
  await expect(page.getByText("1 min de lectura")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Horarios" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Perro descansando a la sombra" })).toBeVisible();
  // The author's <script> is text on the page, never a script.
  await expect(page.getByText(/^<script>alert\(.x.\)<\/script>$/)).toBeVisible();
  // hreflang to the English translation, canonical to itself, and the Article for search engines.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/guides/summer-walks-with-your-dog-${word}$`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${spanishPath}$`));
  const article = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(article).toMatchObject({
    "@type": "Article",
    headline: spanishTitle,
    inLanguage: "es",
    author: { name: "Marta Ruiz" },
  });

  // Shop the guide: a signed-out visitor is asked to sign in.
  const shop = page.getByRole("region", { name: "Compra la guía" });
  await expect(shop.getByRole("article")).toHaveCount(1);
  await shop.getByTestId("add-to-cart").click();
  await expect(shop.getByRole("link", { name: "Inicia sesión para comprar" })).toBeVisible();

  // The English reader gets the translation at its own address.
  await page.getByRole("navigation", { name: "Leer en otro idioma" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/guides/summer-walks-with-your-dog-${word}$`));
  await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
  await page.context().close();
});

test("a product card in the guide adds to the cart", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await signUp(page, newUser("gd"));
  await page.goto(spanishPath);
  const shop = page.getByRole("region", { name: "Compra la guía" });
  await shop.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.context().close();
});

test("screenshots of the list and a guide, phone and desktop", async ({ browser }) => {
  for (const [name, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const) {
    const page = await (await browser.newContext({ locale: "es-ES", viewport: { width, height } })).newPage();
    await page.goto("/guides");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`guides-${name}.png`), fullPage: true });
    await page.goto("/guides");
    await page.getByRole("link", { name: /Cómo alimentar a tu perro adulto/ }).click();
    await expect(page).toHaveURL(/\/guides\/como-alimentar-a-tu-perro-adulto/);
    await expect(page.getByRole("heading", { level: 1, name: /Cómo alimentar a tu perro adulto/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`guide-${name}.png`), fullPage: true });
    // Text set for reading: the text's lines are at most 68 "0"s wide (about 42 em, some 75 characters of
    // Nunito), whatever the screen.
    const widest = await page
      .locator("article div[lang] > p")
      .evaluateAll((paragraphs) =>
        Math.max(...paragraphs.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize))),
      );
    expect(widest).toBeLessThanOrEqual(42);
    await page.context().close();
  }
});
