import { expect, test, type Page } from "./fixtures";
import { readdirSync } from "node:fs";
import path from "node:path";
import { choose, firstOwnPetId, lastMailTo, newUser, pressUntil, signIn, signUp } from "./helpers";

// The main sections: the bottom tab bar on phones, the navigation rail from 1024 px up (desktop.spec.ts);
// only one of the two is displayed, so this finds the one on screen.
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Secciones principales" });

test("a new user goes from sign-up to a registered pet with clicks only, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = newUser("nav");
  // The only address typed: the site itself.
  await page.goto("/");
  await page.getByRole("link", { name: "Crear mi cuenta" }).click();
  await page.getByLabel("Nombre completo").fill(user.fullName);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.getByLabel("Nombre de usuario").fill(user.username);
  await expect(page.getByTestId("username-status")).toHaveText("¡Disponible!");
  await page.getByRole("button", { name: "Confirmar" }).click();

  // Signed in, the user lands on the marketplace (docs/product-spec.md §2, decision 044); the feed is the first tab.
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByTestId("tab-bar")).toBeVisible();
  await mainNav(page).getByRole("link", { name: "Inicio" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The create-post dialog's hint leads to the pets.
  await page.getByTestId("create-post-open").click();
  await page.getByRole("dialog", { name: "Nueva publicación" }).getByRole("link", { name: "Mis mascotas" }).click();
  await expect(page).toHaveURL(/\/pets$/);
  await page.getByRole("link", { name: "Registrar mi primera mascota" }).click();
  await expect(page).toHaveURL(/\/pets\/new$/);

  await page.getByLabel("Nombre").fill("Canela");
  await page.getByLabel("Edad (años)").fill("2");
  await choose(page, "Gato");
  await page.getByLabel("Raza", { exact: true }).selectOption({ label: "Bosque de Noruega" });
  await choose(page, "Hembra");
  await choose(page, "Mediano");
  await page.getByRole("button", { name: "Registrar mascota" }).click();
  await expect(page.getByText("¡Mascota registrada!")).toBeVisible();
  await expect(page.getByTestId("pet-card").filter({ hasText: "Canela" })).toContainText("Gato · Bosque de Noruega");

  // The profile's pets tab shows it, and the profile links back to the pets.
  await mainNav(page).getByRole("link", { name: "Perfil" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("navigation", { name: "Secciones del perfil" }).getByRole("link", { name: "Mascotas" }).click();
  await expect(page.getByTestId("profile-pets")).toContainText("Canela");
  await page.getByRole("main").getByRole("link", { name: "Mis mascotas" }).click();
  await expect(page).toHaveURL(/\/pets$/);

  // Home again through the tab bar: the new pet can be tagged in a post.
  await mainNav(page).getByRole("link", { name: "Inicio" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId("create-post-open").click();
  await expect(page.getByRole("dialog").getByLabel("Mascota (opcional)")).toContainText("Canela");
});

test("a new user with no pets is offered the first one on their profile", async ({ page }) => {
  await signUp(page, newUser("nav"));
  // At the default 1280 px the rail, not the header, leads to the profile.
  await mainNav(page).getByRole("link", { name: "Perfil" }).click();
  await page.getByRole("navigation", { name: "Secciones del perfil" }).getByRole("link", { name: "Mascotas" }).click();
  await page.getByTestId("first-pet-prompt").getByRole("link", { name: "Registrar mi primera mascota" }).click();
  await expect(page).toHaveURL(/\/pets\/new$/);
  await page.getByTestId("header-pets").click();
  await expect(page).toHaveURL(/\/pets$/);
});

/** Every page route of the app, as the file system has it: "/pets/[id]/edit", "/[...rest]"… */
function pageRoutes(dir = path.join(process.cwd(), "app", "[locale]"), prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    // Route groups such as (app) and (public) are not part of the URL.
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageRoutes(path.join(dir, entry.name), prefix + segment);
  });
}

// Over sixty pages, split in two tests, each with its own time budget, so the two Playwright workers share
// them and a slow machine does not run one test out of time at its end.
const VISIT_PARTS = 2;
const PHONE = { width: 390, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

/** Phones: the bottom tab bar; from 1024 px up: the rail, and no tab bar (nor its spacer). */
async function expectMainNavigation(page: Page, route: string) {
  const width = page.viewportSize()!.width;
  const [shown, hidden] = width >= 1024 ? ["nav-rail", "tab-bar"] : ["tab-bar", "nav-rail"];
  const home = mainNav(page).getByRole("link", { name: "Inicio" });
  await expect(home, `${route} at ${width} px: main navigation`).toBeVisible();
  await expect(home).toHaveAttribute("href", "/home");
  await expect(mainNav(page), `${route} at ${width} px`).toHaveAttribute("data-testid", shown);
  // One of each, in place as sent (decision 088): the other one is hidden by the stylesheet.
  await expect(page.getByTestId(hidden), `${route} at ${width} px: ${hidden} hidden`).toBeHidden();
  // A page that fills the window (the chat, the deck: app/globals.css) ends above the tab bar: no spacer.
  const fills = (await page.locator("[data-fills-window]").count()) > 0;
  await expect(
    page.getByTestId("tab-bar-spacer").filter({ visible: true }),
    `${route} at ${width} px: spacer`,
  ).toBeVisible({ visible: width < 1024 && !fills });
  await expect(page.getByTestId("logo"), `${route} at ${width} px: logo`).toHaveAttribute("href", "/marketplace");
}

test.describe("the main navigation and a way home on every signed-in page, on phones and desktops", () => {
  for (let part = 0; part < VISIT_PARTS; part += 1) {
    test(`part ${part + 1} of ${VISIT_PARTS}`, async ({ page }) => {
      await signIn(page, "lucia@patitas.dev", "patitas-demo");

      // Real ids from the demo data: one of Lucía's pets, one of her posts, a used hashtag.
      const petId = await firstOwnPetId(page);
      await page.goto("/u/lucia");
      const postHref = (await page.locator('a[href^="/p/"]').first().getAttribute("href"))!;
      await page.goto("/marketplace");
      const productHref = (await page.locator('a[href^="/product/"]').first().getAttribute("href"))!;
      const storeHref = (await page.locator('a[href^="/store/"]').first().getAttribute("href"))!;
      await page.goto("/store/manage/products");
      const ownProductHref = (await page
        .locator('a[href^="/store/manage/products/"]:not([href$="/new"])')
        .first()
        .getAttribute("href"))!;
      await page.goto("/lost");
      const caseHref = (
        await page.locator('a[href^="/lost/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      ).find((href) => /^\/lost\/[0-9a-f-]{36}$/.test(href ?? ""))!;
      await page.goto("/guides");
      const guideHref = (await page.locator('a[href^="/guides/"]').first().getAttribute("href"))!;

      // Where each route is opened; `home` marks routes that send a signed-in user to /home.
      const visits: Record<string, { path: string; home?: true; offline?: true }> = {
        "/": { path: "/", home: true },
        "/auth": { path: "/auth", home: true },
        "/auth/username": { path: "/auth/username", home: true },
        "/auth/forgot": { path: "/auth/forgot" },
        "/auth/reset": { path: "/auth/reset" },
        "/auth/verify": { path: "/auth/verify" },
        // Only a banned member's session reads it; anyone else goes on to the sign-in page, and so home.
        "/auth/banned": { path: "/auth/banned", home: true },
        "/home": { path: "/home" },
        "/discover": { path: "/discover" },
        "/marketplace": { path: "/marketplace" },
        "/match": { path: "/match" },
        "/match/matches": { path: "/match/matches" },
        "/activity": { path: "/activity" },
        "/messages": { path: "/messages" },
        "/profile": { path: "/profile" },
        "/profile/edit": { path: "/profile/edit" },
        "/pets": { path: "/pets" },
        "/pets/new": { path: "/pets/new" },
        "/pets/[id]/edit": { path: `/pets/${petId}/edit` },
        "/store/manage": { path: "/store/manage" },
        "/store/manage/products": { path: "/store/manage/products" },
        "/store/manage/products/new": { path: "/store/manage/products/new" },
        "/store/manage/products/[id]": { path: ownProductHref },
        "/store/manage/orders": { path: "/store/manage/orders" },
        "/store/manage/payments": { path: "/store/manage/payments" },
        "/store/manage/settings": { path: "/store/manage/settings" },
        "/store/manage/reviews": { path: "/store/manage/reviews" },
        "/payment/success": { path: "/payment/success" },
        "/payment/test": { path: "/payment/test" },
        "/orders": { path: "/orders" },
        "/saved": { path: "/saved" },
        "/stripe/success": { path: "/stripe/success" },
        "/hashtag/[tag]": { path: "/hashtag/mascotas" },
        "/u/[username]": { path: "/u/lucia" },
        "/u/[username]/followers": { path: "/u/lucia/followers" },
        "/u/[username]/following": { path: "/u/lucia/following" },
        "/p/[id]": { path: postHref },
        "/pet/[id]": { path: `/pet/${petId}` },
        "/product/[id]": { path: productHref },
        "/store/[id]": { path: storeHref },
        "/guides": { path: "/guides" },
        "/lost": { path: "/lost" },
        "/lost/new": { path: "/lost/new" },
        "/lost/[id]": { path: caseHref },
        "/lost/[id]/poster": { path: `${caseHref}/poster` },
        "/lost/[id]/edit": { path: `${caseHref}/edit` },
        "/guides/[slug]": { path: guideHref },
        "/[...rest]": { path: "/no-existe-esta-pagina" },
        // The service worker's page for lost connections: static, no session, so no tab bar (pwa.spec.ts).
        "/offline": { path: "/offline", offline: true },
        // The staff area sends a non-staff user home.
        "/admin": { path: "/admin", home: true },
        "/admin/setup": { path: "/admin/setup", home: true },
        "/admin/users": { path: "/admin/users", home: true },
        "/admin/reports": { path: "/admin/reports", home: true },
        "/admin/audit": { path: "/admin/audit", home: true },
        "/admin/content": { path: "/admin/content", home: true },
        "/admin/messages": { path: "/admin/messages", home: true },
        "/admin/config": { path: "/admin/config", home: true },
        "/admin/posts": { path: "/admin/posts", home: true },
        "/admin/orders": { path: "/admin/orders", home: true },
        "/admin/guides": { path: "/admin/guides", home: true },
        "/admin/lost": { path: "/admin/lost", home: true },
        "/admin/guides/new": { path: "/admin/guides/new", home: true },
        "/admin/guides/[id]": { path: "/admin/guides/00000000-0000-4000-8000-000000000000", home: true },
      };
      // A new page must be added above: the list is checked against the file system.
      expect(Object.keys(visits).sort()).toEqual(pageRoutes().sort());

      // Each page is loaded once, at one width, and checked there and again at the other: the tab bar and the
      // rail are chosen by CSS alone. Every other page is loaded at each width, so both first renders are seen.
      const entries = Object.entries(visits);
      const partSize = Math.ceil(entries.length / VISIT_PARTS);
      let loads = 0;
      for (const [route, visit] of entries.slice(part * partSize, (part + 1) * partSize)) {
        const [first, second] = loads++ % 2 === 0 ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
        await page.setViewportSize(first);
        await page.goto(visit.path);
        if (visit.home) await expect(page, route).toHaveURL(/\/marketplace$/);
        if (visit.offline) {
          await expect(page.getByRole("button", { name: "Reintentar" }), route).toBeVisible();
          continue;
        }
        await expectMainNavigation(page, route);
        await page.setViewportSize(second);
        await expectMainNavigation(page, route);
      }
    });
  }
});

test("the 404 page sends a signed-in user home", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/esta-tampoco-existe");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});

test("the feed shows skeletons when it opens and when switching Para ti / Siguiendo", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/home");

  // First open: the page is the shared shell (decision 029), skeletons where the posts will come. The shell
  // is in place as sent, not in React's hidden copy behind a route's loading placeholder (decision 086).
  const html = await (await page.request.get("/home")).text();
  expect(html).toContain('data-testid="feed-skeleton"');
  expect(html).not.toContain('data-testid="post-list"');
  expect(html.lastIndexOf('<div hidden id="S:', html.indexOf('<main id="main"'))).toBe(-1);
  await expect(page.getByTestId("post-list")).toBeVisible();

  // Switching: with the server's answer held back, the old mode's posts give way to skeletons at once.
  await page.route(/\/home\?mode=following/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await expect(page.getByTestId("post-list")).toBeVisible();
  await page.getByRole("link", { name: "Siguiendo" }).click();
  const loading = page.getByRole("status", { name: "Cargando…", exact: true });
  await expect(loading.first()).toBeVisible();
  await expect(page.getByTestId("post-list")).toBeHidden();
  await expect(page).toHaveURL(/\/home\?mode=following$/);
  // Lucía's "following" feed: her followees' posts, or the empty state if she follows nobody.
  await expect(page.getByTestId("post-list").or(page.getByTestId("feed-empty"))).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Siguiendo" })).toHaveAttribute("aria-current", "page");
});

test("an unverified user is reminded, gets a new link, verifies, and the profile says so", async ({ page }) => {
  const user = newUser("verify");
  await signUp(page, user);
  const banner = page.getByTestId("verification-banner");
  await expect(banner).toContainText(user.email);
  await page.goto("/profile");
  await expect(page.getByTestId("email-verification-status")).toContainText("Sin verificar");

  const before = lastMailTo(user.email)!;
  // The button works once the page has hydrated.
  await pressUntil(
    banner.getByRole("button", { name: "Reenviar correo" }),
    page.getByText("Te enviamos un enlace nuevo. Revisa tu bandeja de entrada."),
  );
  await expect.poll(() => lastMailTo(user.email)?.text).not.toBe(before.text);

  const link = lastMailTo(user.email)!.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
  await expect(page.getByText("¡Correo verificado! Gracias.")).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByTestId("email-verification-status")).toContainText("Verificado");
  await expect(page.getByTestId("verification-banner")).toHaveCount(0);
});

test("hashtags can be searched from the trending card", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/home");
  // /home is a shell the browser fills: its feed is there once the page has hydrated, and only then does
  // the box keep what is typed into it.
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  const search = page.getByTestId("hashtag-search").filter({ visible: true });
  await search.fill("#MASCO");
  const results = page.getByTestId("hashtag-search-results").filter({ visible: true });
  await expect(results.getByRole("link", { name: /^mascotas \d/ })).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/hashtag\/mascotas$/);

  // The hashtag page has the box too; a term nobody used says so.
  const again = page.getByTestId("hashtag-search").filter({ visible: true });
  await again.fill("zzzz-nadie");
  await expect(page.getByText("Ningún hashtag contiene «zzzz-nadie».").filter({ visible: true })).toBeVisible();
});

test("the profile's activity tab uses the post cards' age labels", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/profile?tab=activity");
  const times = page.getByTestId("profile-activity").locator("time");
  await expect(times.first()).toHaveText(/^Hace (menos de 1h|\d+h|\d+d)$/);
});
