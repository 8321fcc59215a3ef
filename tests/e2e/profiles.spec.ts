import { e2eServer, expect, test, type Page } from "./fixtures";
import { newUser, signIn, signUp } from "./helpers";

// A valid 8×8 PNG; the server re-encodes it to WebP, so any real image works.
const avatarPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4kiWOFTEMLQkApyRdQe8GunwAAAAASUVORK5CYII=",
  "base64",
);

async function followersCount(page: Page): Promise<number> {
  return Number(await page.getByTestId("count-followers").innerText());
}

test("a new user follows and unfollows a demo user, with the counter and toasts following along", async ({ page }) => {
  await signUp(page, newUser("prof"));
  await page.goto("/u/lucia");
  await expect(page.getByTestId("profile-username")).toHaveText("@lucia");
  // A follow renders nothing again on the server: no request for the page's data after the action.
  const pageRenders: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (request.method() === "GET" && headers["rsc"] === "1" && !headers["next-router-prefetch"])
      pageRenders.push(request.url());
  });
  await expect(page.getByTestId("profile-bio")).toContainText("Toby");
  const before = await followersCount(page);

  await page.getByRole("button", { name: "Seguir", exact: true }).click();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
  await expect(page.getByText("¡Siguiendo!")).toBeVisible();
  await expect(page.getByTestId("count-followers")).toHaveText(String(before + 1));

  // It is stored: a fresh load shows the same state.
  await page.reload();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
  await expect(page.getByTestId("count-followers")).toHaveText(String(before + 1));

  await page.getByRole("button", { name: "Siguiendo" }).click();
  await expect(page.getByRole("button", { name: "Seguir", exact: true })).toBeVisible();
  await expect(page.getByText("No sigues más")).toBeVisible();
  await expect(page.getByTestId("count-followers")).toHaveText(String(before));
  await page.waitForLoadState("networkidle");
  expect(pageRenders).toEqual([]);

  // The tabs are real data: Lucía's pets and activity.
  await page.getByRole("link", { name: "Mascotas", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/lucia\?tab=pets$/);
  await expect(page.getByTestId("profile-pets").getByText("Toby")).toBeVisible();
  await expect(page.getByTestId("profile-pets").getByText("Macho").first()).toBeVisible();
});

test("a follow back opens the chat at once: the Message button and the counter come from the server's answer", async ({
  page,
  browser,
}) => {
  const fan = newUser("fan");
  await signUp(page, fan);
  await page.goto("/u/lucia");
  await page.getByRole("button", { name: "Seguir", exact: true }).click();
  await expect(page.getByText("¡Siguiendo!")).toBeVisible();

  const lucia = await (await browser.newContext({ baseURL: e2eServer().url, locale: "es-ES" })).newPage();
  await signIn(lucia, "lucia@patitas.dev", "patitas-demo");
  await lucia.goto(`/u/${fan.username}`);
  await expect(lucia.getByTestId("count-followers")).toHaveText("0");
  // One-way: the fan follows her, so she may not write to them yet (decision 011).
  await expect(lucia.getByTestId("profile-message")).toHaveCount(0);
  await lucia.getByRole("button", { name: "Seguir también" }).click();
  await expect(lucia.getByRole("button", { name: "Siguiendo" })).toBeVisible();
  await expect(lucia.getByTestId("count-followers")).toHaveText("1");
  await expect(lucia.getByTestId("profile-message")).toBeVisible();
  await lucia.getByTestId("profile-message").click();
  await expect(lucia).toHaveURL(/\/messages\?with=/);
  await lucia.context().close();
});

test("a user edits their profile and everyone sees it on their public page", async ({ page }) => {
  const user = newUser("prof");
  await signUp(page, user);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Editar perfil" }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.locator("input#avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: avatarPng });
  await expect(page.getByText("¡Archivo subido!")).toBeVisible();
  await page.getByLabel("Biografía").fill("Paseo a Kira cada mañana por el Retiro 🐕");
  // The location's suggestions work from the keyboard: Escape closes them (they would cover the save
  // button), an arrow and Enter pick the city.
  const location = page.getByRole("combobox", { name: "Ubicación" });
  const suggestions = page.getByRole("listbox", { name: "Ubicación" });
  await location.fill("Madr");
  await expect(suggestions.getByRole("option").first()).toHaveText("Madrid · España");
  await location.press("Escape");
  await expect(suggestions).toHaveCount(0);
  await expect(location).toHaveValue("Madr");
  await location.fill("Madrid");
  await expect(suggestions.getByRole("option").first()).toHaveText("Madrid · España");
  await location.press("ArrowDown");
  await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await location.press("Enter");
  await expect(location).toHaveValue("Madrid, España");
  await expect(suggestions).toHaveCount(0);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-bio")).toHaveText("Paseo a Kira cada mañana por el Retiro 🐕");

  await page.context().clearCookies();
  await page.goto(`/u/${user.username}`);
  await expect(page.getByTestId("profile-full-name")).toHaveText(user.fullName);
  await expect(page.getByTestId("profile-bio")).toHaveText("Paseo a Kira cada mañana por el Retiro 🐕");
  await expect(page.getByTestId("profile-location")).toHaveText("Madrid, España");
  const avatar = page.getByRole("img", { name: `Foto de perfil de ${user.fullName}` });
  // The upload's avatar copy (lib/storage/responsive-image.ts avatarSrc), made when the picture was stored.
  await expect(avatar).toHaveAttribute("src", /\/api\/media\/.+\/profiles\/.+-a192\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Signed out, Follow leads to sign-in.
  await page.getByRole("link", { name: "Seguir", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("blocking a user hides their profile until it is unblocked", async ({ page }) => {
  await signUp(page, newUser("prof"));
  await page.goto("/u/lucia");
  await page.getByRole("button", { name: "Más opciones" }).click();
  await page.getByRole("menuitem", { name: "Bloquear a @lucia" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Bloquear" }).click();
  await expect(page.getByText("Has bloqueado a @lucia")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // The profile is one copy for every signed-in visitor (decision 032): the blocker's layer hides it.
  await page.goto("/u/lucia");
  await expect(page.getByTestId("profile-unavailable")).toHaveText("Este perfil no está disponible.");
  await expect(page.getByTestId("profile-username")).toHaveCount(0);
  // Rendered for the blocker alone (a list, or a client navigation): a 404.
  expect((await page.goto("/u/lucia/followers"))?.status()).toBe(404);
  expect((await page.goto("/u/lucia?tab=pets"))?.status()).toBe(404);

  await page.goto("/profile");
  const blocked = page.getByTestId("blocked-users");
  await expect(blocked.getByText("@lucia")).toBeVisible();
  await blocked.getByRole("button", { name: "Desbloquear" }).click();
  await expect(page.getByText("Has desbloqueado a @lucia")).toBeVisible();
  expect((await page.goto("/u/lucia"))?.status()).toBe(200);
  await expect(page.getByTestId("profile-username")).toHaveText("@lucia");
});

test("an unknown user is a 404", async ({ page }) => {
  expect((await page.goto("/u/nadie_se_llama_asi"))?.status()).toBe(404);
});
