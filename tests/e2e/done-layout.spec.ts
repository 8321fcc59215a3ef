import { expect, test, type Locator, type Page } from "./fixtures";
import { followBack, logIn, newUser, signIn, signUp } from "./helpers";

// Issue 25 ("Done right"), items 12, 13, 16–20: the offline page, empty and narrow states, the phone
// header, one <main>, the signed-in entry, the 404 title and the sitemap.

const phone = { width: 390, height: 844 };

/** The element lies inside the window's width: nothing runs off a phone's edge unseen. */
async function expectInsideWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

// The service worker keeps the offline page and the thumbnails; the other flows block it (playwright.config.ts).
test.describe("the offline page", () => {
  test.use({ serviceWorkers: "allow" });

  test("12: the offline page says when the feed was saved (a date and a time) and shows its thumbnails", async ({
    page,
    context,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, "lucia@patitas.dev", "patitas-demo");
    await page.goto("/home");
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const thumbnails: string[] = await page.evaluate(() =>
      (JSON.parse(window.localStorage.getItem("patitas.lastFeed") ?? "null")?.posts ?? []).flatMap(
        (post: { imageUrl: string | null }) => (post.imageUrl ? [post.imageUrl] : []),
      ),
    );
    expect(thumbnails.length).toBeGreaterThan(0);
    // The worker keeps every thumbnail the offline page will list, though the feed showed larger images.
    await expect
      .poll(() =>
        page.evaluate(
          async (urls) =>
            (await Promise.all(urls.map((url) => caches.match(new URL(url, location.origin).href)))).filter(Boolean)
              .length,
          thumbnails,
        ),
      )
      .toBe(thumbnails.length);

    await context.setOffline(true);
    await page.goto("/discover").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
    // "Guardado el 26/11/26 a las 10:05": a date, then a time, never the date twice.
    await expect(page.getByTestId("offline-saved-at")).toHaveText(
      /^Guardado el \d{1,2}\/\d{1,2}\/\d{2,4} a las \d{1,2}:\d{2}$/,
    );
    const images = page.getByTestId("offline-posts").locator("img");
    await expect(images.first()).toBeVisible();
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) =>
            all.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
              .length,
        ),
      )
      .toBe(await images.count());
    await context.setOffline(false);
  });
});

test("13: a new store's chart says there are no sales yet; its tabs fit a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  const user = newUser("shop");
  await signUp(page, user);
  await page.goto("/store/manage?create=1");
  const dialog = page.getByRole("dialog", { name: "Crear tu tienda" });
  await dialog.getByLabel("Nombre de la tienda").fill(`Tienda ${user.username}`);
  await dialog.getByLabel("Dirección").fill("Calle Mayor 1, Madrid");
  await dialog.getByRole("button", { name: "Crear tienda" }).click();
  await expect(page.getByText("Tienda creada correctamente")).toBeVisible();
  await page.goto("/store/manage");
  await expect(page.getByTestId("chart-empty")).toHaveText(
    "Aún no hay ventas en estos 30 días. Cada venta aparecerá aquí, día a día.",
  );
  const tabs = page.getByTestId("manage-tabs").getByRole("link");
  await expect(tabs).toHaveCount(6);
  for (const tab of await tabs.all()) await expectInsideWidth(tab, phone.width);
  await noSidewaysScroll(page);
});

test("13: the activity filters fit a phone, and a chat is one activity row however many messages", async ({
  browser,
}) => {
  const [first, second] = [
    await browser.newContext({ viewport: phone }),
    await browser.newContext({ viewport: phone }),
  ];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("grp"), fullName: "Ana Grupo" },
    { ...newUser("grp"), fullName: "Bruno Grupo" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);

  const send = async (text: string) => {
    await ana.getByPlaceholder("Escribe un mensaje…").fill(text);
    await ana.keyboard.press("Enter");
    await expect(ana.getByTestId("chat-bubble").filter({ hasText: text })).toHaveAttribute("data-status", "stored");
  };
  await ana.goto(`/messages?with=${brunoUser.username}`);
  await send("Hola");
  // Bruno reads it and leaves, then two more arrive: still one row, unread again, at the top.
  await bruno.goto(`/messages?with=${anaUser.username}`);
  await expect(bruno.getByTestId("chat-bubble").filter({ hasText: "Hola" })).toBeVisible();
  await bruno.goto("/marketplace");
  await expect(bruno.getByTestId("badge-messages")).toHaveCount(0);
  await send("¿Paseo?");
  await send("¿A las cinco?");
  await bruno.goto("/activity");
  const messageRows = bruno.locator('[data-testid="activity-row"][data-kind="message"]');
  await expect(messageRows).toHaveCount(1);
  await expect(messageRows).toHaveAttribute("data-unread", "true");
  await expect(bruno.getByTestId("activity-row").first()).toHaveAttribute("data-kind", "message");

  for (const filter of await bruno.getByTestId("activity-filters").getByRole("link").all())
    await expectInsideWidth(filter, phone.width);
  await noSidewaysScroll(bruno);
  await first.close();
  await second.close();
});

test("16: a phone's header holds the logo, the cart, messages and the bell, all named; the rest is on the profile", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  const header = page.locator("header").first();
  const shown = header.locator("a, button, select").filter({ visible: true });
  await expect(shown).toHaveCount(4);
  await expect(header.getByTestId("logo")).toBeVisible();
  await expect(header.getByTestId("cart-button")).toBeVisible();
  await expect(header.getByTestId("header-messages")).toBeVisible();
  await expect(header.getByTestId("header-activity")).toBeVisible();
  for (const control of await shown.all()) {
    await expect(control).toHaveAccessibleName(/\S/);
    await expectInsideWidth(control, phone.width);
  }

  // Language, theme and sign-out on the profile.
  await page.goto("/profile");
  const preferences = page.getByTestId("device-preferences");
  await preferences.scrollIntoViewIfNeeded();
  await preferences.getByLabel("Oscuro").check({ force: true });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await preferences.getByLabel("Como el sistema").check({ force: true });
  await preferences.getByTestId("profile-language").selectOption("en");
  await expect(page).toHaveURL(/\/en\/profile$/);
  await page.getByTestId("profile-logout").click();
  await expect(page).toHaveURL(/\/(en)?$/);

  // A guest's header: the sign-in button on one line, everything inside the window.
  await page.goto("/");
  const login = page.getByTestId("header-login");
  await expect(login).toBeVisible();
  expect(
    await login.evaluate(
      (element) =>
        element.getClientRects().length === 1 &&
        element.scrollHeight <= element.clientHeight + 1 &&
        element.getBoundingClientRect().height < 44,
    ),
  ).toBe(true);
  for (const control of await page
    .locator("header")
    .first()
    .locator("a, button, select")
    .filter({ visible: true })
    .all()) {
    await expect(control).toHaveAccessibleName(/\S/);
    await expectInsideWidth(control, phone.width);
  }
});

test("17: the messages page has one <main>, with a conversation open too", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/messages");
  await expect(page.locator("main")).toHaveCount(1);
  await page.locator('a[href^="/messages?with="]').first().click();
  await expect(page.getByTestId("chat-thread")).toBeVisible();
  await expect(page.locator("main")).toHaveCount(1);
});

test("18: signed in, the landing, sign-in and the logo lead to the marketplace (spec §2)", async ({ page }) => {
  await page.setViewportSize(phone);
  // The sign-in form itself, on a phone: where it leaves its user is part of what this checks.
  await logIn(page, "lucia@patitas.dev", "patitas-demo");
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.goto("/activity");
  await expect(page.getByTestId("logo")).toHaveAttribute("href", "/marketplace");
  // The feed is still the first tab.
  await page.getByTestId("tab-bar").getByRole("link", { name: "Inicio" }).click();
  await expect(page).toHaveURL(/\/home$/);
  // In another language too.
  await page.goto("/fr");
  await expect(page).toHaveURL(/\/fr\/marketplace$/);
});

test("19: the 404 page's title is the spec's, in the page's language", async ({ page }) => {
  const missing = await page.goto("/esta-pagina-no-existe");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("¡Ups! Página no encontrada");
  await page.goto("/en/this-page-does-not-exist");
  await expect(page).toHaveTitle("Oops! Page not found");
  // A page whose post, pet or profile does not exist says so too.
  for (const path of [
    "/pt/p/00000000-0000-4000-8000-000000000000",
    "/pt/pet/00000000-0000-4000-8000-000000000000",
    "/pt/u/nadie_existe",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle("Ops! Página não encontrada");
  }
});

test("20: the sitemap is an index of child sitemaps listing profiles, pets, posts and more, in every language", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const body = await index.text();
  expect(body).toContain("<sitemapindex");
  const files = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const kind of ["static", "users", "pets", "posts", "hashtags", "stores", "products"])
    expect(files).toContain(`/sitemaps/${kind}/start.xml`);

  const text = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const users = await text("/sitemaps/users/start.xml");
  expect(users).toMatch(/<loc>[^<]+\/u\/lucia<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  for (const prefix of ["", "/en", "/fr", "/pt", "/zh"]) expect(users).toContain(`${prefix}/u/lucia</loc>`);
  expect(users).toMatch(/hreflang="zh" href="[^"]+\/zh\/u\/lucia"/);
  expect(users).toMatch(/hreflang="x-default" href="[^"]+\/u\/lucia"/);
  expect(await text("/sitemaps/pets/start.xml")).toMatch(/\/pet\/[0-9a-f-]{36}<\/loc>/);
  expect(await text("/sitemaps/posts/start.xml")).toMatch(/\/p\/[0-9a-f-]{36}<\/loc>/);
  expect((await request.get("/sitemaps/users/nope.xml")).status()).toBe(404);
});
