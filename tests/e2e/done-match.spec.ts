import { expect, test, type Browser, type Page } from "./fixtures";
import sharp from "sharp";
import { choose, newUser, pressOnDeck, signUp, type TestUser } from "./helpers";

// Issue 25, items 1–5: love keeps to species and sex, the deck fits a phone, "It's a match" and undo,
// the owner's place and a new pet seen first, the filters panel and the verified chip.
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
/** Soria: a city no other spec uses, so a deck limited to 5 km holds this file's pets only. */
const CITY = "Soria";
const stamp = Date.now().toString(36).replace(/[0-9]/g, "");
const names = {
  aDog: `Rex${stamp}`,
  aCat: `Misi${stamp}`,
  bFemaleDog: `Luna${stamp}`,
  bMaleDog: `Thor${stamp}`,
  bMaleCat: `Garfield${stamp}`,
  cNew: `Nuevo${stamp}`,
};
const alice = newUser("dma");
const bob = newUser("dmb");
let alicePage: Page;
let bobPage: Page;

async function pickPlace(page: Page) {
  await page.getByTestId("place-input").fill(CITY.toLowerCase());
  await page.getByRole("option").filter({ hasText: CITY }).first().click();
  await expect(page.getByTestId("place-input")).toHaveValue(new RegExp(`^${CITY},`));
}

/** Signs up and sets the profile's city. */
async function member(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext({ locale: "es-ES", viewport: PHONE })).newPage();
  await signUp(page, user);
  await page.goto("/profile/edit");
  await pickPlace(page);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  return page;
}

/** Registers a pet through the real form, with a photo; `place: false` leaves its place empty. */
async function addPet(
  page: Page,
  pet: { name: string; species: "Perro" | "Gato"; gender: "Macho" | "Hembra"; colour: string; place?: boolean },
) {
  await page.goto("/pets/new");
  const png = await sharp({ create: { width: 320, height: 400, channels: 3, background: pet.colour } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "pet.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("pet-photos").getByRole("img", { name: "Foto 1" })).toBeVisible();
  await page.getByLabel("Nombre").fill(pet.name);
  await page.getByLabel("Edad (años)").fill("3");
  await choose(page, pet.species);
  await choose(page, pet.gender);
  await choose(page, "Mediano");
  if (pet.place !== false) await pickPlace(page);
  await page.getByRole("button", { name: "Registrar mascota" }).click();
  await expect(page.getByText("¡Mascota registrada!")).toBeVisible();
  // The form then opens the pets list: wait for it, or the caller's next goto may be aborted by it.
  await expect(page.getByTestId("pet-card").filter({ hasText: pet.name })).toBeVisible();
}

/** The names of the deck's cards, passing each (← key) until the deck is empty or repeats. */
async function deckNames(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const card = page.getByTestId("deck-card");
    if ((await page.getByTestId("deck-empty").count()) > 0) break;
    await expect(card).toBeVisible();
    const id = await card.getAttribute("data-pet-id");
    const name = (await page.getByTestId("deck-name").textContent())!.split(",")[0]!;
    if (seen.includes(name)) break;
    seen.push(name);
    await pressOnDeck(page, "ArrowLeft");
    await expect(page.getByTestId("deck-card").and(page.locator(`[data-pet-id="${id}"]`))).toHaveCount(0);
  }
  return seen;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  alicePage = await member(browser, alice);
  await addPet(alicePage, { name: names.aDog, species: "Perro", gender: "Macho", colour: "#e9c46a" });
  await addPet(alicePage, { name: names.aCat, species: "Gato", gender: "Hembra", colour: "#8ecae6" });
  bobPage = await member(browser, bob);
  await addPet(bobPage, { name: names.bFemaleDog, species: "Perro", gender: "Hembra", colour: "#f4a261" });
  await addPet(bobPage, { name: names.bMaleDog, species: "Perro", gender: "Macho", colour: "#2a9d8f" });
  await addPet(bobPage, { name: names.bMaleCat, species: "Gato", gender: "Macho", colour: "#b5838d" });
});

test("1. love shows my chosen pet's species and the other sex; the deck says whom I match for; friend crosses species", async () => {
  const page = alicePage;
  await page.goto("/match?maxKm=5");
  await expect(page.getByTestId("deck-for-pets")).toContainText("Buscando para");
  await expect(page.getByTestId("deck-for-pet").filter({ hasText: names.aDog })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("deck-love-rule")).toHaveText("Amor: misma especie (Perro) y otro sexo.");
  // My male dog: Bob's female dog, and nothing else (not his male dog, not his cat).
  await expect(page.getByTestId("deck-name")).toContainText(names.bFemaleDog);
  await pressOnDeck(page, "ArrowLeft");
  await expect(page.getByTestId("deck-empty")).toBeVisible();
  // Undo brings the passed card back (test 3 likes it).
  await page.getByTestId("deck-undo").click();
  await expect(page.getByText(`Pase deshecho: ${names.bFemaleDog} vuelve a estar aquí`)).toBeVisible();
  await expect(page.getByTestId("deck-name")).toContainText(names.bFemaleDog);

  // Switching to my cat (a female): only the male cat.
  await page.getByTestId("deck-for-pet").filter({ hasText: names.aCat }).click();
  await expect(page).toHaveURL(/pet=/);
  await expect(page.getByTestId("deck-for-pet").filter({ hasText: names.aCat })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("deck-love-rule")).toHaveText("Amor: misma especie (Gato) y otro sexo.");
  expect(await deckNames(page)).toEqual([names.bMaleCat]);

  // Friend mode: every species and sex, newest first.
  await page.getByTestId("deck-mode-friend").click();
  await expect(page).toHaveURL(/mode=friend/);
  await expect(page.getByTestId("deck-love-rule")).toHaveCount(0);
  expect(await deckNames(page)).toEqual([names.bMaleCat, names.bMaleDog, names.bFemaleDog]);
});

test("2. on a 390 × 844 phone the card, its name and the buttons fit one screen; ← passes and → likes", async () => {
  const page = bobPage;
  await page.goto("/match?maxKm=5");
  await expect(page.getByTestId("deck-card")).toHaveCSS("opacity", "1");
  const viewport = page.viewportSize()!;
  expect(viewport).toEqual(PHONE);
  for (const id of ["deck-card", "deck-name", "deck-pass", "deck-like", "deck-info", "deck-undo"]) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  // Nothing (the tab bar) covers the buttons, and the page did not scroll.
  for (const id of ["deck-pass", "deck-like"]) {
    const box = (await page.getByTestId(id).boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-testid]")?.getAttribute("data-testid"),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(id);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: "test-results/done-match-deck-390.png" });

  // Bob's first pet (his female dog) is the default: Alice's male dog is the card. → likes it.
  await expect(page.getByTestId("deck-name")).toContainText(names.aDog);
  await pressOnDeck(page, "ArrowRight");
  await expect(page.getByText("¡Match de amor enviado!")).toBeVisible();
  await expect(page.getByTestId("deck-empty")).toBeVisible();
  // ← passes: in friend mode Alice's cat (newest) goes, her dog follows.
  await page.goto("/match?mode=friend&maxKm=5");
  await expect(page.getByTestId("deck-name")).toContainText(names.aCat);
  await pressOnDeck(page, "ArrowLeft");
  await expect(page.getByTestId("deck-name")).toContainText(names.aDog);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/done-match-deck-1280.png" });
  // The pass can be undone: the cat is back in front.
  await page.getByTestId("deck-undo").click();
  await expect(page.getByTestId("deck-name")).toContainText(names.aCat);
  await page.setViewportSize(PHONE);
});

test('3. a mutual like opens "It\'s a match" with both pets and a message button that opens the conversation', async () => {
  const page = alicePage;
  await page.goto("/match?maxKm=5");
  await expect(page.getByTestId("deck-name")).toContainText(names.bFemaleDog);
  await page.getByTestId("deck-like").click();
  const dialog = page.getByRole("dialog", { name: "¡Es un match!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Foto de ${names.aDog}` })).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Foto de ${names.bFemaleDog}` })).toBeVisible();
  await expect(dialog).toContainText(`${names.aDog} y ${names.bFemaleDog} se gustan mutuamente.`);
  await page.screenshot({ path: "test-results/done-match-its-a-match-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/done-match-its-a-match-1280.png" });
  await page.setViewportSize(PHONE);
  await dialog.getByRole("link", { name: "Enviar un mensaje" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?with=${bob.username}`));
  await page.getByPlaceholder("Escribe un mensaje…").fill("¡Hola, Bob!");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-bubble").filter({ hasText: "¡Hola, Bob!" })).toHaveAttribute(
    "data-status",
    "stored",
  );
});

test("4. a new pet without a place is where its owner is, with a known distance, and comes first", async ({
  browser,
}) => {
  const carol = newUser("dmc");
  const carolPage = await member(browser, carol);
  await addPet(carolPage, { name: names.cNew, species: "Perro", gender: "Macho", colour: "#a3b18a", place: false });
  // Bob's female dog, no distance limit: the newest pet of the nearest band is the first card.
  await bobPage.goto("/match");
  await expect(bobPage.getByTestId("deck-name")).toContainText(names.cNew);
  await expect(bobPage.getByTestId("deck-card")).toContainText(`${CITY}, España`);
  await expect(bobPage.getByTestId("deck-distance")).toHaveText("a 0 km");
  // Discover says the same.
  await bobPage.goto(`/discover?q=${names.cNew}`);
  await expect(bobPage.getByTestId("discover-pet").filter({ hasText: names.cNew })).toContainText(`${CITY}, España`);
  await carolPage.context().close();
});

test("5. the filters panel holds its Apply button; the Verified chip finds verified pets", async () => {
  const page = alicePage;
  await page.goto("/match");
  const apply = page.getByTestId("deck-filters-apply");
  await expect(apply).toBeHidden();
  await page.getByTestId("deck-filters-toggle").click();
  const panel = page.getByTestId("deck-filters-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("deck-filters-apply")).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: "test-results/done-match-filters-390.png" });
  await panel.getByLabel("Especie").selectOption("cat");
  await apply.click();
  await expect(page).toHaveURL(/species=cat/);
  await expect(page.getByTestId("deck-filters-toggle")).toContainText("1");
  await expect(page.getByTestId("deck-filters-apply")).toBeHidden();
  await page.getByTestId("deck-filters-toggle").click();
  await page.getByTestId("deck-filters-reset").click();
  await expect(page).not.toHaveURL(/species=/);

  await page.goto("/discover");
  await page.getByTestId("chip-verified").click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByTestId("chip-verified")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("chip-verified")).not.toHaveAttribute("aria-pressed", /.*/);
  const cards = page.getByTestId("discover-pet");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.filter({ hasText: "Verificada" })).toHaveCount(count);
});
