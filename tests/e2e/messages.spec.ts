import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp, type TestUser } from "./helpers";

// Two signed-in browsers on `npm start`'s built-in realtime server (decision 011).

async function followBack(page: Page, other: TestUser) {
  await page.goto(`/u/${other.username}`);
  await page.getByRole("button", { name: /^Seguir/ }).click();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
}

test("a message appears live, the unread badge counts up and clears when the thread opens, the online dot follows presence", async ({ browser }) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [{ ...newUser("chat"), fullName: "Ana Chat" }, { ...newUser("chat"), fullName: "Bruno Chat" }];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);

  // Bruno waits on /home; Ana opens the conversation from the URL the profile's "Mensaje" button uses.
  await bruno.goto("/home");
  await expect(bruno.getByTestId("badge-messages")).toHaveCount(0);
  await ana.goto(`/messages?with=${brunoUser.username}`);
  await expect(ana.getByText("No hay mensajes aún")).toBeVisible();
  const input = ana.getByPlaceholder("Escribe un mensaje…");
  await input.fill("   ");
  await expect(ana.getByTestId("chat-thread").getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();
  await input.fill("¡Hola Bruno! 🐶");
  await input.press("Enter");
  await expect(ana.getByTestId("chat-bubble").filter({ hasText: "¡Hola Bruno! 🐶" })).toHaveAttribute("data-status", "stored");

  // Live on Bruno's header, without a reload.
  await expect(bruno.getByTestId("badge-messages")).toHaveText("1");
  await input.fill("¿Paseamos?");
  await ana.getByTestId("chat-thread").getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(bruno.getByTestId("badge-messages")).toHaveText("2");

  await bruno.goto("/messages");
  const row = bruno.getByTestId(`conversation-${anaUser.username}`);
  await expect(row.getByTestId("conversation-unread")).toHaveText("2");
  await expect(row.getByTestId("online-dot")).toHaveAttribute("data-online", "true");
  await row.click();
  await expect(bruno.getByTestId("chat-bubble")).toHaveText([/¡Hola Bruno! 🐶/, /¿Paseamos\?/]);
  await expect(bruno.getByTestId("badge-messages")).toHaveCount(0);
  // Ana sees her messages read, and Bruno's answer arrives live.
  await expect(ana.getByTestId("read-receipt")).toHaveCount(2);
  await bruno.getByPlaceholder("Escribe un mensaje…").fill("¡Claro!");
  await bruno.keyboard.press("Enter");
  await expect(ana.getByTestId("chat-bubble").filter({ hasText: "¡Claro!" })).toBeVisible();
  await expect(bruno.getByTestId("chat-status")).toHaveText("En línea");

  // Ana leaves: her dot goes grey on Bruno's screen.
  await first.close();
  await expect(bruno.getByTestId("chat-status")).toContainText("Desconectado");
  await second.close();
});
