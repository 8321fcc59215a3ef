import { expect, test, type Page } from "./fixtures";
import { followBack, newUser, signIn, signUp } from "./helpers";

// Issue 13, "a real desktop layout" and "who to follow": from 1024 px up a navigation rail replaces the
// bottom tab bar and the home page gets a third column; phones keep their layout.

const tabs = ["Inicio", "Descubrir", "Tienda", "Match", "Actividad", "Perfil"];

/**
 * The answer of the next server action about a user (its arguments name one), to await before leaving the
 * page. Not just any action's: the header's badges load through one too when the realtime socket connects,
 * and Next.js queues actions one at a time, so a reload after *that* answer could drop the one we sent.
 */
function actionAnswer(page: Page) {
  return page.waitForResponse((response) => {
    const request = response.request();
    return (
      request.method() === "POST" &&
      request.headers()["next-action"] !== undefined &&
      (request.postData() ?? "").includes('"user"')
    );
  });
}

test("the rail with labels replaces the tab bar from 1024 px up; phones keep the tab bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/home");

  // One of each, in place as sent (decision 088): the stylesheet shows one of the two.
  const rail = page.getByTestId("nav-rail");
  const tabBar = page.getByTestId("tab-bar");
  await expect(rail).toBeVisible();
  await expect(tabBar).toBeHidden();
  // The bar's spacer goes with it: no empty band under the content.
  await expect(page.getByTestId("tab-bar-spacer").filter({ visible: true })).toBeHidden();
  // One main navigation for assistive technology, with every section named.
  const main = page.getByRole("navigation", { name: "Secciones principales" });
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAttribute("data-testid", "nav-rail");
  // Below the six sections the rail also leads to lost & found (issue 45); the phone's tab bar keeps six.
  await expect(main.getByRole("link")).toHaveText([...tabs, "Perdidos"]);
  await expect(main.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  // The header drops the shortcuts the rail shows; messages and notifications stay.
  await expect(page.getByTestId("header-home")).toBeHidden();
  await expect(page.getByTestId("header-messages")).toBeVisible();

  // Three columns: rail | feed | trending and suggestions, side by side.
  const feed = page.getByTestId("post-list");
  const trending = page.getByTestId("trending-hashtags").filter({ visible: true });
  await expect(feed).toBeVisible();
  await expect(trending).toHaveCount(1);
  const [railBox, feedBox, trendingBox] = [
    await rail.boundingBox(),
    await feed.boundingBox(),
    await trending.boundingBox(),
  ];
  expect(railBox!.x + railBox!.width).toBeLessThanOrEqual(feedBox!.x);
  expect(feedBox!.x + feedBox!.width).toBeLessThanOrEqual(trendingBox!.x);

  // The rail navigates, and the current section follows.
  await main.getByRole("link", { name: "Descubrir" }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(main.getByRole("link", { name: "Descubrir" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current", "page");

  // At exactly 1024 px the rail is there; one pixel less, the phone layout.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(rail).toBeVisible();
  await expect(tabBar).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(rail).toBeHidden();
  await expect(tabBar).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/home");
  await expect(rail).toBeHidden();
  await expect(tabBar).toBeVisible();
  await expect(page.getByTestId("tab-bar-spacer").filter({ visible: true })).toBeVisible();
  await expect(tabBar.getByRole("link")).toHaveText(tabs);
  await expect(tabBar.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Secciones principales" })).toHaveAttribute(
    "data-testid",
    "tab-bar",
  );
  // The phone's trending card sits above the feed; the third column and its suggestions are not shown.
  await expect(page.getByTestId("trending-hashtags").filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId("who-to-follow").filter({ visible: true })).toHaveCount(0);
});

test("who to follow suggests whom my follows follow; × removes one for good, following one ends its suggestion", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [carla, diego, bea, me] = [newUser("wtf"), newUser("wtf"), newUser("wtf"), newUser("wtf")];
  for (const user of [carla, diego]) {
    await signUp(page, user);
    await page.context().clearCookies();
  }
  // Bea follows Carla and Diego; I follow Bea.
  await signUp(page, bea);
  await followBack(page, carla);
  await followBack(page, diego);
  await page.context().clearCookies();
  await signUp(page, me);
  // Following nobody yet and no posts: nobody to suggest, so no card at all (a full load: the card streams).
  await page.goto("/home");
  await expect(page.getByTestId("post-list").or(page.getByTestId("feed-empty"))).toBeVisible();
  await expect(page.getByTestId("who-to-follow")).toHaveCount(0);
  await followBack(page, bea);

  await page.goto("/home");
  const card = page.getByTestId("who-to-follow");
  await expect(card.getByRole("heading", { name: "A quién seguir" })).toBeVisible();
  const rows = card.getByTestId("follow-suggestion");
  await expect(rows).toHaveCount(2);
  const carlaRow = rows.filter({ hasText: `@${carla.username}` });
  await expect(carlaRow).toContainText(carla.fullName);
  await expect(carlaRow).toContainText(`Seguido por ${bea.fullName}`);
  await expect(carlaRow.getByRole("link", { name: carla.fullName })).toHaveAttribute("href", `/u/${carla.username}`);
  await expect(carlaRow.getByTestId("follow-button")).toHaveText("Seguir");

  // ×: the row goes at once, and the dismissal is stored.
  const dismissed = actionAnswer(page);
  await carlaRow.getByRole("button", { name: `No sugerir a @${carla.username}` }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`@${diego.username}`);
  expect((await dismissed).ok()).toBe(true);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`@${diego.username}`);
  await expect(card).not.toContainText(carla.username);

  // Following from the card: the row says so (and could undo); once reloaded, nobody is left to suggest.
  const diegoRow = rows.filter({ hasText: `@${diego.username}` });
  await diegoRow.getByTestId("follow-button").click();
  await expect(diegoRow.getByTestId("follow-button")).toHaveText("Siguiendo");
  await expect(page.getByText("¡Siguiendo!")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("post-list").or(page.getByTestId("feed-empty"))).toBeVisible();
  await expect(page.getByTestId("who-to-follow")).toHaveCount(0);
  await page.goto(`/u/${diego.username}`);
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
});
