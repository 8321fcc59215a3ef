import { expect, test } from "./fixtures";
import sharp from "sharp";
import { choose, firstOwnPetId, newUser, signIn, signUp } from "./helpers";

test("a user registers a pet with a photo, edits it, deactivates it, and its public page follows", async ({
  page,
  browser,
}) => {
  const user = newUser("pets");
  await signUp(page, user);

  await page.goto("/pets");
  await expect(page.getByRole("heading", { name: "Aún no tienes mascotas" })).toBeVisible();
  await page.getByRole("link", { name: "Registrar mi primera mascota" }).click();
  await expect(page).toHaveURL(/\/pets\/new$/);

  // A real picture, made here, uploaded through the real picker.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#f4a261" } })
    .png()
    .toBuffer();
  await expect(page.getByText(/Hasta 6 fotos JPG, PNG, WebP o GIF/)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "toby.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("pet-photos").getByRole("img", { name: "Foto 1" })).toBeVisible();

  await page.getByLabel("Nombre").fill("Toby");
  await page.getByLabel("Edad (años)").fill("4");
  await choose(page, "Perro");
  await page.getByLabel("Raza", { exact: true }).selectOption("Beagle");
  await choose(page, "Macho");
  await choose(page, "Grande");
  await choose(page.getByRole("group", { name: "Le gusta", exact: true }), "Jugar");
  await choose(page.getByRole("group", { name: "No le gusta", exact: true }), "Baño");
  await page.getByLabel("Descripción").fill("Goloso y cariñoso.");
  await page.getByRole("button", { name: "Registrar mascota" }).click();

  await expect(page.getByText("¡Mascota registrada!")).toBeVisible();
  await expect(page).toHaveURL(/\/pets$/);
  const card = page.getByTestId("pet-card").filter({ hasText: "Toby" });
  await expect(card.getByRole("img", { name: "Foto de Toby" })).toHaveAttribute("src", /\/api\/media\//);
  await expect(card).toContainText("Perro · Beagle");
  await expect(card).toContainText("Macho");
  await expect(card.getByTestId("pet-status")).toHaveText("Activa");

  // Edit: a new name is saved.
  await card.getByRole("link", { name: "Editar a Toby" }).click();
  await expect(page).toHaveURL(/\/pets\/[0-9a-f-]{36}\/edit$/);
  const petId = /\/pets\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
  await page.getByLabel("Nombre").fill("Toby el Grande");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("¡Mascota actualizada!")).toBeVisible();
  await expect(page.getByTestId("pet-card").filter({ hasText: "Toby el Grande" })).toBeVisible();

  // The public page, signed out: indexable, with the facts and the owner.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/pet/${petId}`);
  await expect(publicPage.getByTestId("pet-name")).toHaveText("Toby el Grande");
  await expect(publicPage.getByText("Beagle")).toBeVisible();
  await expect(publicPage.getByText("4 años")).toBeVisible();
  await expect(publicPage.getByRole("img", { name: "Foto 1 de Toby el Grande" })).toBeVisible();
  await expect(publicPage.getByTestId("pet-owner")).toContainText(`@${user.username}`);
  await expect(publicPage.getByTestId("pet-owner")).toHaveAttribute("href", `/u/${user.username}`);
  await expect(publicPage).toHaveTitle(/Toby el Grande/);
  await expect(publicPage.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/api\/media\//);

  // The same public page signed in (one shared copy for signed-in visitors, decision 032): its owner's
  // edit link comes with their layer, and the signed-out visitor never had one.
  await expect(publicPage.getByRole("link", { name: "Editar", exact: true })).toHaveCount(0);
  await page.goto(`/pet/${petId}`);
  await expect(page.locator("html")).toHaveAttribute("data-viewer-layer", "ready");
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveAttribute("href", `/pets/${petId}/edit`);

  // Changing the species clears the breed; mixed breed hides the breed select.
  await page.goto(`/pets/${petId}/edit`);
  const breed = page.getByLabel("Raza", { exact: true });
  await expect(breed).toHaveValue("Beagle");
  await choose(page, "Gato");
  await expect(breed).toHaveValue("");
  await page.getByLabel("Raza mixta (criollo)").check();
  await expect(breed).toBeHidden();

  // Deactivate without saving the form: the pet stays a dog, becomes inactive, and leaves the public web.
  await page.getByRole("button", { name: "Desactivar mascota" }).click();
  await expect(page.getByText("Mascota desactivada")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivar mascota" })).toBeVisible();
  await page.goto("/pets");
  const inactiveCard = page.getByTestId("pet-card").filter({ hasText: "Toby el Grande" });
  await expect(inactiveCard.getByTestId("pet-status")).toHaveText("Inactiva");
  await expect(inactiveCard).toContainText("Perro · Beagle");

  const gone = await publicPage.goto(`/pet/${petId}`);
  expect(gone?.status()).toBe(404);
  await visitor.close();
});

test("someone else's pet cannot be edited", async ({ page }) => {
  // A demo pet of Lucía's…
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  const editHref = `/pets/${await firstOwnPetId(page)}/edit`;
  await page.context().clearCookies();

  // …is a 404 for anyone else, like an unknown id.
  await signUp(page, newUser("pets"));
  expect((await page.goto(editHref))?.status()).toBe(404);
  expect((await page.goto("/pets/5f0c6a4e-9d1b-4c8e-8a57-0b7c7f6f9e21/edit"))?.status()).toBe(404);
});
