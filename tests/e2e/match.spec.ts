import { expect, test } from "./fixtures";
import { addPet, newUser, pickPlace, pressOnDeck, signUp } from "./helpers";

test("discover finds a pet with a typo, chips filter, a love match is sent and accepted, the deck is honest", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).replace(/[0-9]/g, "");
  const dogName = `Bigotes${stamp}`;
  const catName = `Bigotes${stamp} Michi`;

  // B: a dog in Toledo and a cat, both findable by the same word.
  const owner = newUser("mb");
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signUp(ownerPage, owner);
  // Love is for the same species and the other sex: a female dog for A's male dog.
  await addPet(ownerPage, { name: dogName, species: "Perro", city: "Toledo", typed: "Toled", gender: "Hembra" });
  await addPet(ownerPage, { name: catName, species: "Gato", city: "Toledo", typed: "toledo" });

  // A: lives in Madrid (chosen in the profile) and has a pet of their own.
  const me = newUser("ma");
  await signUp(page, me);
  await page.goto("/profile/edit");
  await pickPlace(page, "madri", "Madrid");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  const myPet = `Luna${stamp}`;
  await addPet(page, { name: myPet, species: "Perro", city: "Madrid", typed: "Madrid" });

  // A one-letter typo still finds the dog; its card shows the real distance Madrid–Toledo.
  await page.goto("/discover");
  await page.getByTestId("discover-q").fill(`Bigotez${stamp}`);
  await page.getByTestId("discover-q").press("Enter");
  const dogCard = page.getByTestId("discover-pet").filter({ hasText: dogName }).filter({ hasNotText: "Michi" });
  await expect(dogCard).toBeVisible();
  await expect(dogCard).toContainText("a 67 km");

  // The dogs chip hides the cat.
  await page.getByTestId("discover-q").fill(dogName);
  await page.getByTestId("discover-q").press("Enter");
  await expect(page.getByTestId("discover-pet").filter({ hasText: catName })).toBeVisible();
  await page.getByTestId("chip-dogs").click();
  await expect(page).toHaveURL(/species=dog/);
  await expect(page.getByTestId("discover-pet").filter({ hasText: catName })).toHaveCount(0);
  await expect(dogCard).toBeVisible();

  // Love match from the card.
  await dogCard.getByTestId("discover-love").click();
  await expect(page.getByText("¡Match de amor enviado!")).toBeVisible();
  await expect(dogCard.getByTestId("discover-love")).toBeDisabled();
  await page.goto("/match/matches");
  await expect(page.getByTestId("match-sent").filter({ hasText: owner.username })).toBeVisible();

  // The deck: never my own pet, and the distance of a card does not change between visits.
  await page.goto("/match");
  const first = page.getByTestId("deck-card");
  await expect(first).toBeVisible();
  const firstId = await first.getAttribute("data-pet-id");
  const firstDistance = await page.getByTestId("deck-distance").textContent();
  await page.reload();
  await expect(page.getByTestId("deck-card")).toHaveAttribute("data-pet-id", firstId!);
  await expect(page.getByTestId("deck-distance")).toHaveText(firstDistance!);
  // Friend mode crosses species and sex, so its deck is long enough to pass eight cards (love keeps to
  // female dogs for A's male dog).
  await page.goto("/match?mode=friend");
  for (let i = 0; i < 8; i += 1) {
    await expect(page.getByTestId("deck-name")).not.toContainText(myPet);
    const current = await page.getByTestId("deck-card").getAttribute("data-pet-id");
    await pressOnDeck(page, "ArrowLeft");
    await expect(page.getByTestId("deck-card").and(page.locator(`[data-pet-id="${current}"]`))).toHaveCount(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("deck-card")).toHaveCSS("opacity", "1");
  await page.screenshot({ path: "test-results/match-deck-390.png", fullPage: true });

  // B accepts: both now have an accepted match (which is what opens their conversation).
  await ownerPage.goto("/match/matches");
  const incoming = ownerPage.getByTestId("match-incoming").filter({ hasText: me.username });
  await incoming.getByTestId("match-accept").click();
  await expect(ownerPage.getByText("¡Match aceptado! Ya podéis chatear")).toBeVisible();
  await expect(ownerPage.getByTestId("match-accepted").filter({ hasText: me.username })).toBeVisible();
  await page.goto("/match/matches");
  const accepted = page.getByTestId("match-accepted").filter({ hasText: owner.username });
  await expect(accepted).toBeVisible();

  // The accepted match opens their conversation (neither follows the other): A writes, B reads it.
  await accepted.getByRole("link", { name: "Chatear" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?with=${owner.username}`));
  await page.getByPlaceholder("Escribe un mensaje…").fill("¡Hola! ¿Paseamos a los perros?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-bubble").filter({ hasText: "¿Paseamos a los perros?" })).toHaveAttribute(
    "data-status",
    "stored",
  );
  await ownerPage.goto(`/messages?with=${me.username}`);
  await expect(ownerPage.getByTestId("chat-bubble").filter({ hasText: "¿Paseamos a los perros?" })).toBeVisible();

  // Unmatching closes the conversation for new messages on both sides.
  await ownerPage.goto("/match/matches");
  await ownerPage
    .getByTestId("match-accepted")
    .filter({ hasText: me.username })
    .getByRole("button", { name: "Deshacer match" })
    .click();
  await expect(ownerPage.getByText("Match deshecho")).toBeVisible();
  await page.goto(`/messages?with=${owner.username}`);
  await expect(page.getByTestId("chat-bubble").filter({ hasText: "¿Paseamos a los perros?" })).toBeVisible();
  await expect(page.getByText(/No puedes escribir a esta persona/)).toBeVisible();
  await expect(page.getByPlaceholder("Escribe un mensaje…")).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/discover?q=${dogName}`);
  await page.screenshot({ path: "test-results/discover-1280.png", fullPage: true });
  await ownerContext.close();
});
