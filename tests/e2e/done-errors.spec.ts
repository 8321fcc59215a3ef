import { expect, test, type Browser, type Page } from "./fixtures";
import { logIn, newUser, openCart, publishPost, signIn, signUp, toasts } from "./helpers";

// Issue 25, items 11, 14 and 15 (item 22 is mentions.spec): one message per mistake in the forms; a ban
// that asks why and for how long, confirms, and tells the banned user both in their language; report
// reasons in words in the staff's queue.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: "es-ES", viewport: phone })).newPage();
}

test("an empty signup shows one short message under each field, no box and no toast, and focuses the first", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await page.goto("/auth?mode=signup");
  const form = page.getByTestId("signup-form");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByLabel("Nombre completo")).toBeFocused();
  await expect(form.getByText("Escribe tu nombre completo.")).toBeVisible();
  await expect(form.getByText("Escribe tu correo electrónico.")).toBeVisible();
  await expect(form.getByText("Escribe una contraseña.")).toBeVisible();
  // Three messages, three fields: nothing above the button repeats them.
  await expect(form.getByRole("alert")).toHaveCount(3);
  await expect(form.getByText("Revisa los datos del formulario.")).toHaveCount(0);
  await page.screenshot({ path: "test-results/done-errors-signup-390.png", fullPage: true });

  // The server's verdict on what was filled in wrongly comes back the same way.
  await form.getByLabel("Nombre completo").fill("Ana Prueba");
  await form.getByLabel("Correo electrónico").fill("ana@");
  await form.getByLabel("Contraseña").fill("123");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByText("Escribe un correo electrónico válido.")).toBeVisible();
  await expect(form.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();
  await expect(form.getByLabel("Correo electrónico")).toBeFocused();
  await expect(form.getByRole("alert")).toHaveCount(2);
  await expect(toasts(page)).toHaveCount(0);

  await page.setViewportSize(desktop);
  await page.screenshot({ path: "test-results/done-errors-signup-1280.png", fullPage: true });
  await page.context().close();
});

test("an empty checkout names what each field lacks, says the spec's sentence once, and shows no toast", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await signUp(page, newUser("chk"));
  const product = "Heno de montaña para conejos (1 kg)";
  await page.goto(`/es/marketplace?q=${encodeURIComponent(product)}`);
  await page.getByRole("region", { name: "Productos" }).getByRole("link", { name: product }).first().click();
  // The grid's card has an add-to-cart button too: click the product page's, once the page is there.
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The "added" toast goes first, so that any toast after this would be the checkout's.
  await expect(toasts(page)).toHaveCount(0);
  await openCart(page);
  const sheet = page.getByTestId("cart-sheet");
  await sheet.getByRole("button", { name: "Proceder al pago" }).click();
  // The form starts from the account's name and e-mail (issue 48, item 7): empty them, as someone would.
  await expect(sheet.getByLabel("Nombre completo")).not.toHaveValue("");
  await sheet.getByLabel("Nombre completo").fill("");
  await sheet.getByLabel("Email").fill("");
  await sheet.getByTestId("pay-with-stripe").click();

  await expect(sheet.getByLabel("Nombre completo")).toBeFocused();
  for (const message of [
    "Escribe el nombre de quien recibe el pedido.",
    "Escribe un email de contacto.",
    "Escribe un teléfono de contacto.",
    "Escribe la calle y el número.",
    "Escribe la ciudad.",
    "Escribe el código postal.",
  ]) {
    await expect(sheet.getByText(message, { exact: true })).toHaveCount(1);
  }
  await expect(
    sheet.getByText("Por favor completa todos los campos obligatorios de envío", { exact: false }),
  ).toHaveCount(1);
  // Six fields and one summary; the country (Spain by default) is fine.
  await expect(sheet.getByRole("alert")).toHaveCount(7);
  await expect(toasts(page)).toHaveCount(0);
  await page.screenshot({ path: "test-results/done-errors-checkout-390.png" });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: "test-results/done-errors-checkout-1280.png" });

  // Filled in but a bad e-mail: one message, under the e-mail, and no summary.
  await sheet.getByLabel("Nombre completo").fill("Lucía Compradora");
  await sheet.getByLabel("Email").fill("lucia-sin-arroba");
  await sheet.getByLabel("Teléfono").fill("+34 600 111 222");
  await sheet.getByLabel("Dirección", { exact: true }).fill("Calle Mayor 1");
  await sheet.getByLabel("Ciudad").fill("Madrid");
  await sheet.getByLabel("Código postal").fill("28013");
  await sheet.getByTestId("pay-with-stripe").click();
  await expect(sheet.getByText("Escribe un email válido.")).toBeVisible();
  await expect(sheet.getByRole("alert")).toHaveCount(1);
  await expect(sheet.getByLabel("Email")).toBeFocused();
  await page.context().close();
});

test("a ban asks why and for how long, confirms, and the user reads both in their language; the queue names reasons", async ({
  browser,
}) => {
  const member = newUser("bnd");
  const memberPage = await (await browser.newContext({ locale: "es-ES" })).newPage();
  await signUp(memberPage, member);
  const postId = await publishPost(memberPage, `Sigue mi tienda de collares ${member.username}`);
  await memberPage.context().close();

  const reporter = await phonePage(browser);
  await signUp(reporter, newUser("rpt"));
  await reporter.goto(`/p/${postId}`);
  await reporter.getByTestId("post-menu").first().click();
  await reporter.getByRole("menuitem", { name: "Denunciar" }).click();
  const reportDialog = reporter.getByRole("dialog", { name: "Denunciar publicación" });
  await reportDialog.getByLabel("Contenido inapropiado").check();
  await reportDialog.getByRole("button", { name: "Enviar denuncia" }).click();
  await expect(reporter.getByText("Gracias. Revisaremos la publicación.")).toBeVisible();
  await reporter.context().close();

  const moderator = await phonePage(browser);
  await signIn(moderator, "mod@patitas.dev", "patitas-demo");
  await moderator.goto("/admin/reports");
  const report = moderator.getByTestId("admin-report").filter({ hasText: `@${member.username}` });
  // Item 15: the reason in words, not its code.
  await expect(report.getByText("Motivo: Contenido inapropiado")).toBeVisible();
  await expect(moderator.getByText("Motivo: inappropriate")).toHaveCount(0);

  // Item 14: the button opens a dialog; nothing is banned until it is confirmed with a reason and a duration.
  await report.getByRole("button", { name: "Banear al autor" }).click();
  const dialog = moderator.getByRole("dialog", { name: `Banear a @${member.username}` });
  await dialog.getByRole("button", { name: "Confirmar baneo" }).click();
  await expect(dialog.getByText("Elige un motivo.")).toBeVisible();
  await expect(dialog.getByText("Elige cuánto dura.")).toBeVisible();
  await expect(dialog.getByLabel("Spam o publicidad")).toBeFocused();
  await dialog.getByLabel("Incumplir las normas de la comunidad").check();
  await dialog.getByLabel("30 días").check();
  await dialog.getByRole("button", { name: "Confirmar baneo" }).click();
  await expect(dialog.getByText("Explica en la nota qué norma incumplió.")).toBeVisible();
  await dialog.getByLabel("Acoso o insultos").check();
  await dialog.getByLabel("Nota para la persona (opcional)").fill("Insultos a otros dueños en los comentarios");
  await dialog.getByLabel("7 días").check();
  // The end as a date and a time (it once read "el 3/12/2026 a las 3/12/2026").
  await expect(dialog.getByTestId("ban-ends")).toHaveText(
    /^Terminará el \d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d{2}\.$/u,
  );
  await moderator.screenshot({ path: "test-results/done-errors-ban-dialog-390.png" });
  await moderator.setViewportSize(desktop);
  await moderator.screenshot({ path: "test-results/done-errors-ban-dialog-1280.png" });
  await dialog.getByRole("button", { name: "Confirmar baneo" }).click();
  await expect(dialog).toBeHidden();
  await expect(report.getByRole("button", { name: "Banear al autor" })).toHaveCount(0);

  // The staff's list says it in words too.
  await moderator.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  await expect(moderator.getByTestId(`admin-user-${member.email}`)).toContainText("Suspendido hasta el");
  await expect(moderator.getByTestId(`admin-user-${member.email}`)).toContainText(
    "Acoso o insultos. Nota del equipo: Insultos a otros dueños en los comentarios",
  );
  await moderator.context().close();

  // The banned user, in Spanish and then in English: the reason in their language, the note, the end.
  const banned = await phonePage(browser);
  await logIn(banned, member.email, member.password);
  const refusal = banned.getByRole("alert").filter({ hasText: "Tu cuenta está suspendida hasta el" });
  await expect(refusal).toHaveText(
    /^Tu cuenta está suspendida hasta el \d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d{2}\. Motivo: Acoso o insultos\. Nota del equipo: Insultos a otros dueños en los comentarios$/u,
  );
  await expect(banned.getByText("Banned by admin")).toHaveCount(0);
  await banned.goto("/en/auth");
  await banned.locator('input[name="email"]').fill(member.email);
  await banned.locator('input[name="password"]').fill(member.password);
  await banned.getByRole("button", { name: "Log in" }).click();
  await expect(banned.getByRole("alert").filter({ hasText: "Your account is suspended until" })).toHaveText(
    /^Your account is suspended until \p{L}+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M\. Reason: Harassment or insults\. Note from the team: Insultos a otros dueños en los comentarios$/u,
  );
  await banned.context().close();
});
