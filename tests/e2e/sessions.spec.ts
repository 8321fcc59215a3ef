import { expect, test, type Browser } from "./fixtures";
import { logIn, newUser, signUp } from "./helpers";

// Issue 6.3: a signed-out cookie must stop working, and the profile's "Devices" list signs out others.

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: "es-ES" });
  return { context, page: await context.newPage() };
}

test("a cookie replayed after sign-out no longer opens signed-in pages", async ({ browser, page, context }) => {
  const user = newUser("so");
  await signUp(page, user);
  const stolen = await context.cookies();
  // Signed in, the sign-in page moves on, to its return path (decision 063).
  await page.goto("/auth?next=%2Fpets");
  await expect(page).toHaveURL(/\/pets$/);

  await page.goto("/profile");
  await page.getByTestId("profile-logout").click();
  await expect(page).toHaveURL(/\/$/);

  const thief = await freshPage(browser);
  await thief.context.addCookies(stolen);
  await thief.page.goto("/profile");
  await expect(thief.page).toHaveURL(/\/auth$/);
  // The sign-in page shows its form to the ended session's cookie, and drops the cookie.
  await expect(thief.page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  expect((await thief.context.cookies()).filter((cookie) => cookie.name.includes("session-token"))).toEqual([]);
  await thief.context.close();
});

test("the devices list signs out another device, and a password change signs out the rest", async ({
  browser,
  page,
}) => {
  const user = newUser("dev");
  await signUp(page, user);

  const laptop = await freshPage(browser);
  await logIn(laptop.page, user.email, user.password);
  await expect(laptop.page).not.toHaveURL(/\/auth$/);
  const tablet = await freshPage(browser);
  await logIn(tablet.page, user.email, user.password);
  await expect(tablet.page).not.toHaveURL(/\/auth$/);

  await page.goto("/profile");
  const devices = page.getByTestId("devices");
  await expect(devices.getByRole("listitem")).toHaveCount(3);
  await expect(devices.getByText("Este dispositivo")).toBeVisible();
  await devices
    .getByRole("listitem")
    .filter({ hasNot: page.getByText("Este dispositivo") })
    .first()
    .getByRole("button", { name: "Cerrar sesión" })
    .click();
  await expect(page.getByText("Sesión cerrada en ese dispositivo.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(2);

  const newPassword = "Croquetas-y-Paseos-42";
  await page.getByLabel("Contraseña actual").fill(user.password);
  await page.getByLabel("Nueva contraseña").fill(newPassword);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Contraseña cambiada. Cerramos la sesión en tus otros dispositivos.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // Whichever device was signed out first, neither of the others is signed in any more; this one is.
  for (const other of [laptop, tablet]) {
    await other.page.goto("/profile");
    await expect(other.page).toHaveURL(/\/auth$/);
    await other.context.close();
  }
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
});
