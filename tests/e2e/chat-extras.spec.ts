import { expect, test } from "./fixtures";
import { followBack, newUser, pngBuffer, publishPost, signUp } from "./helpers";

// Issue 46 in two signed-in browsers: a photo, typing, a reply, a reaction and an unsend seen live on the
// other side, and a post sent from a hashtag page into the chat.

test("photos, typing, a reply, a reaction and an unsend arrive live; a post from a hashtag page is sent into the chat", async ({
  browser,
}) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("chatx"), fullName: "Ana Fotos" },
    { ...newUser("chatx"), fullName: "Bruno Fotos" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);

  await ana.goto(`/messages?with=${brunoUser.username}`);
  await bruno.goto(`/messages?with=${anaUser.username}`);
  const anaThread = ana.getByTestId("chat-messages");
  const brunoThread = bruno.getByTestId("chat-messages");

  // Typing: shown on the other side while Ana types, gone when her message arrives.
  // Both sockets live (each sees the other online): a typing signal is never stored, so one sent before
  // the other side listens is lost by design.
  await expect(ana.getByTestId("chat-status")).toHaveText("En línea");
  await expect(bruno.getByTestId("chat-status")).toHaveText("En línea");
  // The signal rides Ana's own socket with the thread's pass (decision 081): no request to the app.
  const anaPosts: string[] = [];
  ana.on("request", (request) => {
    if (request.method() === "POST") anaPosts.push(request.url());
  });
  await ana.getByPlaceholder("Escribe un mensaje…").pressSequentially("Hola", { delay: 50 });
  await expect(bruno.getByTestId("typing-indicator")).toBeVisible();
  await expect(bruno.getByTestId("chat-status")).toHaveText("escribiendo…");
  expect(anaPosts).toEqual([]);
  await ana.keyboard.press("Enter");
  await expect(brunoThread.getByTestId("chat-bubble").filter({ hasText: "Hola" })).toBeVisible();
  await expect(bruno.getByTestId("typing-indicator")).toHaveCount(0);

  // A photo alone, uploaded through the pipeline, seen live on Bruno's side at its true shape.
  await ana
    .getByTestId("chat-photo-input")
    .setInputFiles({ name: "toby.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(ana.getByTestId("composer-photos").locator("img")).toHaveCount(1);
  await ana.getByTestId("chat-thread").getByRole("button", { name: "Enviar", exact: true }).click();
  const brunoPhoto = brunoThread.getByTestId("message-photos").locator("img");
  await expect(brunoPhoto).toHaveCount(1);
  await expect
    .poll(() => brunoPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(480);
  await expect(bruno.getByTestId(`conversation-${anaUser.username}`)).toContainText("📷 Foto");

  // Bruno replies to "Hola" and reacts to the photo.
  const hola = brunoThread.getByTestId("chat-message").filter({ hasText: "Hola" });
  await hola.getByTestId("message-actions").click();
  await hola.getByRole("button", { name: "Responder" }).click();
  await expect(bruno.getByTestId("reply-preview")).toContainText("Respondiendo a Ana Fotos");
  await bruno.getByPlaceholder("Escribe un mensaje…").fill("¡Hola Ana!");
  await bruno.keyboard.press("Enter");
  const reply = anaThread.getByTestId("chat-message").filter({ hasText: "¡Hola Ana!" });
  await expect(reply.getByTestId("message-quote")).toContainText("Hola");
  const photoMessage = brunoThread.getByTestId("chat-message").filter({ has: bruno.getByTestId("message-photos") });
  await photoMessage.getByTestId("message-actions").click();
  await photoMessage.getByRole("button", { name: "Reaccionar con 🐾" }).click();
  await expect(
    anaThread
      .getByTestId("chat-message")
      .filter({ has: ana.getByTestId("message-photos") })
      .getByTestId("message-reactions"),
  ).toHaveText("🐾");

  // Ana unsends her photo: "Mensaje eliminado" on both sides, live.
  ana.once("dialog", (dialog) => void dialog.accept());
  const anaPhotoMessage = anaThread.getByTestId("chat-message").filter({ has: ana.getByTestId("message-photos") });
  await anaPhotoMessage.getByTestId("message-actions").click();
  await anaPhotoMessage.getByRole("button", { name: "Eliminar para todos" }).click();
  await expect(anaThread.getByTestId("message-deleted")).toHaveCount(1);
  await expect(brunoThread.getByTestId("message-deleted")).toHaveText("Mensaje eliminado");
  await expect(brunoThread.getByTestId("message-photos")).toHaveCount(0);
  await expect(brunoThread.getByTestId("message-reactions")).toHaveCount(0);

  // A post with a hashtag, sent from the hashtag page into the chat with Bruno.
  const tag = `chatx${Date.now().toString(36)}`;
  await publishPost(ana, `Toby en la playa #${tag}`);
  await ana.goto(`/hashtag/${tag}`);
  await ana.getByTestId("post-card").getByTestId("share-button").click();
  const dialog = ana.getByTestId("share-dialog");
  await dialog.getByTestId(`share-to-${brunoUser.username}`).check();
  await dialog.getByTestId("share-send").click();
  await expect(ana.getByText("Enviado")).toBeVisible();
  const card = brunoThread.getByTestId("shared-card");
  await expect(card).toHaveAttribute("data-available", "true");
  await expect(card).toContainText("Ana Fotos");
  await card.click();
  await expect(bruno).toHaveURL(/\/p\/[0-9a-f-]{36}$/);

  await first.close();
  await second.close();
});
