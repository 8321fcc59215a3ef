import { expect, test } from "./fixtures";
import { newUser, signIn, signUp } from "./helpers";

// Issue 13, mentions: "@luc" in the post box lists Lucía, Enter picks her, the post links her profile, and
// she reads "… te mencionó en una publicación" on /activity; the comment box completes the same way.

test("the post and comment boxes complete @mentions, and the mentioned user is told", async ({ page, browser }) => {
  const user = newUser("men");
  // Her name is this run's own: a repeated run adds notifications of the same words for Lucía.
  const author = { ...user, fullName: `Marta ${user.username}` };
  await signUp(page, author);
  await page.goto("/home");
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  const box = dialog.getByLabel("Texto");
  await box.pressSequentially("Paseo con @luc");
  const suggestions = dialog.getByRole("listbox", { name: "Personas que puedes mencionar" });
  await expect(suggestions.getByRole("option").first()).toContainText("@lucia");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await dialog.screenshot({ path: "test-results/mentions-composer.png" });
  await box.press("Enter");
  await expect(box).toHaveValue("Paseo con @lucia ");
  await expect(suggestions).toHaveCount(0);
  // The place names this run's post: a repeated run (or --repeat-each) adds posts of the same text.
  const place = `por el parque ${author.username}`;
  await box.pressSequentially(place);
  // The pick's caret must not land among the keys typed after it (it was placed a frame later).
  await expect(box).toHaveValue(`Paseo con @lucia ${place}`);
  await dialog.getByTestId("publish-post").click();
  await expect(page.getByText("¡Publicación creada!")).toBeVisible();
  const card = page.getByTestId("post-card").filter({ hasText: `Paseo con @lucia ${place}` });
  await expect(card.getByRole("link", { name: "@lucia" })).toHaveAttribute("href", "/u/lucia");

  // The comment box: Escape closes the list and keeps what was typed; a click picks.
  await card.getByTestId("comments-toggle").click();
  const comment = card.getByLabel("Escribe un comentario");
  await comment.pressSequentially("Gracias @car");
  const commentList = card.getByRole("listbox", { name: "Personas que puedes mencionar" });
  await expect(commentList.getByRole("option").first()).toContainText("@carlos_bcn");
  await comment.press("Escape");
  await expect(commentList).toHaveCount(0);
  // It stays closed while the text does not change: Escape's own key-up (and End here) found the same
  // "@car" and opened it again once the search answered (debounced 120 ms), which failed this test 1 run in 2.
  await comment.press("End");
  await page.waitForTimeout(1000);
  await expect(commentList).toHaveCount(0);
  await expect(comment).toHaveValue("Gracias @car");
  await comment.pressSequentially("l");
  await commentList.getByRole("option", { name: /@carlos_bcn/ }).click();
  await expect(comment).toHaveValue("Gracias @carlos_bcn ");

  const lucia = await browser.newPage();
  await signIn(lucia, "lucia@patitas.dev", "patitas-demo");
  await lucia.goto("/activity");
  await expect(
    lucia.getByTestId("activity-row").filter({ hasText: `${author.fullName} te mencionó en una publicación` }),
  ).toBeVisible();
  await lucia.context().close();
});
