import { expect, test } from "./fixtures";
import { lastMailTo, logIn, newUser, signUp, signUpWithForm } from "./helpers";

test("a new user signs up, picks a username, lands on the home feed and logs out", async ({ page }) => {
  const user = newUser();
  await signUpWithForm(page, user);
  await expect(page.getByRole("navigation", { name: "Secciones principales" })).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByTestId("profile-username")).toHaveText(`@${user.username}`);

  await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the username step checks availability and keeps confirm disabled until the name is free", async ({ page }) => {
  const first = newUser();
  await signUp(page, first);
  await page.context().clearCookies();

  const second = newUser();
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Nombre completo").fill(second.fullName);
  await page.getByLabel("Correo electrónico").fill(second.email);
  await page.getByLabel("Contraseña").fill(second.password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/auth\/username$/);

  const input = page.getByLabel("Nombre de usuario");
  const confirm = page.getByRole("button", { name: "Confirmar" });
  await input.fill("ab");
  await expect(page.getByTestId("username-status")).toHaveText("Mínimo 3 caracteres");
  await expect(confirm).toBeDisabled();
  // Upper case and spaces are normalised away, so this is the first user's name again.
  await input.fill(` ${first.username.toUpperCase()} `);
  await expect(input).toHaveValue(first.username);
  await expect(page.getByTestId("username-status")).toHaveText("No disponible");
  await expect(confirm).toBeDisabled();
  await input.fill(second.username);
  await expect(page.getByTestId("username-status")).toHaveText("¡Disponible!");
  await expect(confirm).toBeEnabled();
});

test("a wrong password shows an error and signs nobody in", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await page.context().clearCookies();

  await logIn(page, user.email, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Correo o contraseña incorrectos." })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/marketplace$/);
});

test("signup validation errors are shown per field and nothing is created", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Correo electrónico").fill("not-an-email");
  await page.getByLabel("Contraseña").fill("123");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Escribe tu nombre completo.")).toBeVisible();
  await expect(page.getByText("Escribe un correo electrónico válido.")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();

  // The server's own rule: a common password is refused with the reason.
  const user = newUser();
  await page.getByLabel("Nombre completo").fill(user.fullName);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill("password123");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(
    page.getByText("Esta contraseña es una de las más usadas y fáciles de adivinar. Elige otra.").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await page.context().clearCookies();

  await page.goto("/auth/forgot");
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status")).toContainText("Si existe una cuenta con ese correo");

  const mail = lastMailTo(user.email);
  expect(mail?.subject).toBe("Restablece tu contraseña de Patitas");
  const link = mail!.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await page.getByLabel("Nueva contraseña").fill("Un-paseo-por-el-parque-9");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Contraseña actualizada. Ya puedes iniciar sesión.")).toBeVisible();

  await logIn(page, user.email, "Un-paseo-por-el-parque-9");
  await expect(page).toHaveURL(/\/marketplace$/);
});
