import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import { logIn, newUser, publishPost, signUp } from "./helpers";

// Issue 12, privacy (decision 021): both tools are reachable from the profile settings.

test("a user downloads their data, then deletes their account, which erases their post and ends the session", async ({
  page,
  browser,
}) => {
  const user = newUser("bye");
  await signUp(page, user);
  const text = `Último paseo de ${user.username}`;
  const postId = await publishPost(page, text);

  await page.goto("/profile");
  const yourData = page.getByTestId("your-data");
  await expect(yourData.getByRole("heading", { name: "Tus datos" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), yourData.getByTestId("export-data").click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^patitas-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const archive = readFileSync((await download.path())!);
  // A ZIP (local header signature) whose JSON carries the post's text.
  expect(archive.subarray(0, 4).toString("hex")).toBe("504b0304");
  expect(archive.toString("utf8")).toContain(text);

  await yourData.getByTestId("delete-account").click();
  const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta?" });
  await dialog.getByLabel("Tu contraseña").fill("not-the-password");
  await dialog.getByRole("button", { name: "Eliminar mi cuenta para siempre" }).click();
  await expect(dialog.getByText("La contraseña no es correcta.")).toBeVisible();
  await dialog.getByLabel("Tu contraseña").fill(user.password);
  await dialog.getByRole("button", { name: "Eliminar mi cuenta para siempre" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed out, the post and the profile are gone for everyone, and the old credentials open nothing.
  const visitor = await browser.newContext({ locale: "es-ES" });
  const other = await visitor.newPage();
  expect((await other.goto(`/p/${postId}`))!.status()).toBe(404);
  expect((await other.goto(`/u/${user.username}`))!.status()).toBe(404);
  await logIn(other, user.email, user.password);
  await expect(other.getByText("Correo o contraseña incorrectos")).toBeVisible();
  await visitor.close();
});
