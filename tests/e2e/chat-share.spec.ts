import { expect, test, type Page } from "./fixtures";
import { addPet, followBack, listProduct, newUser, openStore, signUp } from "./helpers";

// Issue 46 "Send in a message" from a pet's, a product's and a lost & found case's page: the other
// browser sees each as a card, live, that opens its page.

async function sendFromPage(page: Page, shareButton: string, to: string) {
  await page.getByTestId(shareButton).click();
  const dialog = page.getByTestId("share-dialog");
  await dialog.getByTestId(`share-to-${to}`).check();
  await dialog.getByTestId("share-send").click();
  await expect(dialog).toHaveCount(0);
}

test("a pet, a product and a lost & found case are sent into a chat; the other side opens each card", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("chsh"), fullName: "Ana Comparte" },
    { ...newUser("chsh"), fullName: "Bruno Recibe" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);

  const stamp = Date.now().toString(36).replace(/[0-9]/g, "");
  const petName = `Chispa${stamp}`;
  const productName = `Mordedor ${anaUser.username}`;
  // Cuenca: the match flows own Soria (their 5 km deck must hold their own pets only).
  await addPet(ana, { name: petName, species: "Perro", city: "Cuenca", typed: "Cuen" });
  await openStore(ana, `Juguetes ${anaUser.username}`);
  await listProduct(ana, productName);

  // The dialog offers one's conversations: Bruno opens theirs.
  await bruno.goto(`/messages?with=${anaUser.username}`);
  await bruno.getByPlaceholder("Escribe un mensaje…").fill("¿Qué me mandas?");
  await bruno.keyboard.press("Enter");
  await expect(
    bruno.getByTestId("chat-messages").getByTestId("chat-bubble").filter({ hasText: "¿Qué me mandas?" }),
  ).toBeVisible();
  const cards = bruno.getByTestId("chat-messages").getByTestId("shared-card");

  // The pet, from its page.
  await ana.goto("/pets");
  await ana
    .getByTestId("pet-card")
    .filter({ hasText: petName })
    .getByRole("link", { name: petName, exact: true })
    .click();
  await expect(ana.getByRole("heading", { level: 1, name: petName })).toBeVisible();
  await sendFromPage(ana, "share-button", brunoUser.username);
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText(petName);

  // The product, from its page.
  await ana.goto(`/marketplace?q=${encodeURIComponent(productName)}`);
  await ana.getByRole("region", { name: "Productos" }).getByRole("link", { name: productName }).first().click();
  await expect(ana.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await sendFromPage(ana, "share-button", brunoUser.username);
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText(productName);

  // An open lost & found case of the demo (Luna, lost in Lavapiés), from its page.
  await ana.goto("/lost");
  await ana.getByTestId("lost-card").filter({ hasText: "Lavapiés" }).first().click();
  await expect(ana).toHaveURL(/\/lost\/[0-9a-f-]{36}$/);
  const casePath = new URL(ana.url()).pathname;
  // The case page's own words reach its Share button (a nested messages provider once hid them).
  await expect(ana.getByTestId("lost-share")).toHaveText("Compartir");
  await sendFromPage(ana, "lost-share", brunoUser.username);
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toHaveAttribute("data-available", "true");
  await expect(cards.nth(2)).toContainText("Perdidos y encontrados");

  // The conversation list says what the last message is, not an empty line.
  await expect(bruno.getByTestId(`conversation-${anaUser.username}`)).toContainText("📢 Aviso de mascota perdida");

  // Each card opens its page on Bruno's side.
  await cards.nth(2).click();
  await expect(bruno).toHaveURL(new RegExp(`${casePath}$`));
  await bruno.goto(`/messages?with=${anaUser.username}`);
  await cards.nth(0).click();
  await expect(bruno).toHaveURL(/\/pet\/[0-9a-f-]{36}$/);
  await expect(bruno.getByRole("heading", { level: 1, name: petName })).toBeVisible();
  await bruno.goto(`/messages?with=${anaUser.username}`);
  await cards.nth(1).click();
  await expect(bruno).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(bruno.getByRole("heading", { level: 1, name: productName })).toBeVisible();

  await first.close();
  await second.close();
});
