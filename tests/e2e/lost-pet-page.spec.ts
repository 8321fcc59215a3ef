import { expect, test } from "./fixtures";
import { addPet, choose, newUser, pickPlace, pngBuffer, pressUntil, signUp } from "./helpers";

// Issue 45: while a case about one of your pets is open, the pet's public page (cached, the same for
// every reader) says so with a banner linking to the case; reunited, the banner goes at once.
// Teruel is this flow's own city: no other flow registers pets or cases there.

test("a pet reported lost shows the banner on its public page to a signed-out reader until it is reunited", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).replace(/[0-9]/g, "");
  const petName = `Canela${stamp}`;
  await signUp(page, { ...newUser("lostpet"), fullName: `Ramona Teruel ${stamp}` });
  await addPet(page, { name: petName, species: "Perro", city: "Teruel", typed: "terue" });
  const petHref = await page
    .getByTestId("pet-card")
    .filter({ hasText: petName })
    .getByRole("link", { name: petName, exact: true })
    .getAttribute("href");
  expect(petHref).toMatch(/^\/pet\/[0-9a-f-]{36}$/);

  // A signed-out reader loads the pet page first, so the cached copy predates the report.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(petHref!);
  await expect(guest.getByRole("heading", { level: 1 })).toContainText(petName);
  await expect(guest.getByTestId("pet-lost-banner")).toHaveCount(0);

  // The owner reports it lost, from the pet itself, picked before the page's scripts run (a slow phone):
  // the form takes the pick over once it comes alive and fills in what it knows of the pet.
  // The page's scripts only: its stylesheet (also under chunks/) holds the parser, and the pick with it.
  const script = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/lost/new", { waitUntil: "domcontentloaded" });
  await page.getByLabel("¿Qué mascota?").selectOption({ label: petName });
  // Released, the handler lets every script through (unrouting with requests held would drop them).
  release();
  await expect(page.getByRole("radio", { name: "Perro", exact: true })).toBeChecked();
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue(petName);
  await page
    .getByTestId("pet-photos")
    .locator('input[type="file"]')
    .setInputFiles({ name: "canela.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(page.getByTestId("pet-photos").getByRole("img", { name: "Foto 1" })).toBeVisible();
  await choose(page, "Marrón");
  await page.getByLabel("Descripción").fill(`${petName} salió corriendo por la plaza del Torico.`);
  await pickPlace(page, "terue", "Teruel");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page).toHaveURL(/\/lost\/[0-9a-f-]{36}$/);
  const caseUrl = new URL(page.url()).pathname;

  // The guest's next visit shows the banner: the date, the city only, and the way to the case. Opening a
  // case purges the pet page with the new-content kind, which may serve the old copy for up to 2 s
  // (NEW_CONTENT_STALE_MS), so the guest reloads until it shows, well within that bound.
  const banner = guest.getByTestId("pet-lost-banner");
  await expect(async () => {
    await guest.goto(petHref!);
    await expect(banner).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(banner).toContainText("¡Se ha perdido!");
  await expect(banner).toContainText("cerca de Teruel");
  await expect(banner).toHaveAttribute("href", caseUrl);
  // The owner's own list says so too.
  await page.goto("/pets");
  await expect(page.getByTestId("pet-card").filter({ hasText: petName })).toContainText("Perdido");

  // Reunited (a hard purge, awaited before the action answers): the banner is gone on the very next load.
  await page.goto(caseUrl);
  const confirm = page.getByRole("button", { name: "Sí, cerrar el caso" });
  await pressUntil(page.getByTestId("lost-reunited"), confirm);
  await confirm.click();
  await expect(page.getByTestId("lost-case")).toContainText("¡Reencontrados!");
  await guest.goto(petHref!);
  await expect(guest.getByRole("heading", { level: 1 })).toContainText(petName);
  await expect(guest.getByTestId("pet-lost-banner")).toHaveCount(0);
  await guestContext.close();
});
