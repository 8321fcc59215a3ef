import { e2eServer, expect, test, type Browser, type Page } from "./fixtures";
import { listProduct, newUser, openStore, publishPost as publish, signIn, signUp } from "./helpers";

// The anonymous page cache of the front door (docs/decisions/009-public-page-cache.md), on the real
// server: signed-out visitors get stored pages, which every write purges at once; signed-in visitors
// get one shell shared by all of them on /home (decision 029) and on hashtag and post pages (decision
// 032), filled for each one by a request of its own, and their own render elsewhere. `x-patitas-cache`
// says which answer a response was.

/** A signed-out visitor in a browser of their own. */
async function guest(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServer().url, locale: "es-ES" });
  return context.newPage();
}

/** Opens the path and returns what the page cache said about the answer. */
async function visit(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(path);
  return response?.headers()["x-patitas-cache"];
}

/**
 * Visits until the answer comes from the cache (what the visitor keeps seeing from then on). With
 * several server processes (PostgreSQL) a visit may reach one that has not stored the page yet.
 */
async function cache(page: Page, path: string): Promise<void> {
  const answers = [];
  for (let visits = 0; visits < 6 && answers.at(-1) !== "hit"; visits += 1) answers.push(await visit(page, path));
  expect(answers.at(-1)).toBe("hit");
}

/** The /home shell as the cache keeps it for this browser's cookies and language. */
async function storedShell(page: Page): Promise<string> {
  for (let requests = 0; requests < 6; requests += 1) {
    const response = await page.request.get("/home");
    if (response.headers()["x-patitas-cache"] === "hit") return response.text();
  }
  throw new Error("/home never came from the cache");
}

/**
 * A signed-in visit of a hashtag or post page (decision 032): until the shell comes from the cache, and
 * until the viewer's layer has been applied to its cards. Returns the shell's HTML as stored.
 */
async function cacheShell(page: Page, path: string): Promise<string> {
  await cache(page, path);
  await layerApplied(page);
  for (let requests = 0; requests < 6; requests += 1) {
    const response = await page.request.get(path);
    if (response.headers()["x-patitas-cache"] === "hit") return response.text();
  }
  throw new Error(`${path} never came from the cache`);
}

/** Waits until a shell page reads as its viewer's: the layer has arrived and, on pages with cards, reached them. */
async function layerApplied(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-viewer-layer", "ready");
  if ((await page.locator("[data-post-id]").count()) > 0)
    await expect(page.locator('[data-viewer-layer="applied"]')).toHaveCount(1);
}

// A rendered answer carries its own script nonce (decision 009), a cached one none (decision 039);
// apart from them, the bytes are the same.
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

test("a new post shows at once on the hashtag page and the profile a signed-out visitor had cached; a deleted one goes everywhere", async ({
  page,
  browser,
}) => {
  const author = newUser("cache");
  await signUp(page, author);
  const tag = tagOf("cache");
  const first = await publish(page, `Primera siesta #${tag}`);

  const visitor = await guest(browser);
  await cache(visitor, `/hashtag/${tag}`);
  await cache(visitor, `/u/${author.username}`);
  await cache(visitor, `/p/${first}`);
  await expect(visitor.getByTestId("post-card")).toContainText("Primera siesta");

  const second = await publish(page, `Segunda siesta #${tag}`);
  expect(await visit(visitor, `/hashtag/${tag}`)).toBe("miss");
  await expect(visitor.getByTestId("post-card").filter({ hasText: "Segunda siesta" })).toBeVisible();
  await expect(visitor.getByTestId("hashtag-count")).toHaveText("2 publicaciones");
  expect(await visit(visitor, `/u/${author.username}`)).toBe("miss");
  await expect(visitor.locator(`a[href="/p/${second}"]`)).toBeVisible();

  // The author deletes the first post from its own page.
  await cache(visitor, `/hashtag/${tag}`);
  await cache(visitor, `/u/${author.username}`);
  await page.goto(`/p/${first}`);
  await layerApplied(page);
  await page.getByTestId("post-menu").click();
  await page.getByRole("menuitem", { name: "Eliminar publicación" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Publicación eliminada")).toBeVisible();

  expect((await visitor.goto(`/p/${first}`))?.status()).toBe(404);
  await visitor.goto(`/hashtag/${tag}`);
  await expect(visitor.getByTestId("hashtag-count")).toHaveText("1 publicación");
  await expect(visitor.getByText("Primera siesta")).toHaveCount(0);
  await visitor.goto(`/u/${author.username}`);
  await expect(visitor.locator(`a[href="/p/${first}"]`)).toHaveCount(0);
  await expect(visitor.locator(`a[href="/p/${second}"]`)).toBeVisible();
  await visitor.context().close();
});

test("a like reaches a signed-out visitor's cached hashtag and post pages within the counts bound (decision 039)", async ({
  page,
  browser,
}) => {
  const author = newUser("counts");
  await signUp(page, author);
  const tag = tagOf("counts");
  const postId = await publish(page, `Cuenta mis likes #${tag}`);
  const visitor = await guest(browser);
  await cache(visitor, `/hashtag/${tag}`);
  await cache(visitor, `/p/${postId}`);
  await expect(visitor.getByTestId("likes-count")).toHaveText("0 me gusta");

  await page.context().clearCookies();
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto(`/p/${postId}`);
  await layerApplied(page);
  const liked = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
  );
  await page.getByTestId("like-button").click();
  await liked;

  // A counts purge: the old copy may be served (marked stale) for at most 10 s while one request
  // renders the new one; here the visitor's own next visit is that request.
  for (const path of [`/hashtag/${tag}`, `/p/${postId}`]) {
    await expect
      .poll(
        async () => {
          await visitor.goto(path);
          return visitor.getByTestId("likes-count").first().textContent();
        },
        { timeout: 12_000 },
      )
      .toBe("1 me gusta");
  }
  await visitor.context().close();
});

test("a signed-out visitor's cached marketplace shows a product as soon as it is listed, and drops it as soon as it is withdrawn", async ({
  page,
  browser,
}) => {
  const seller = newUser("mkt");
  await signUp(page, seller);
  await openStore(page, `Correas ${seller.username}`);
  const visitor = await guest(browser);
  await cache(visitor, "/marketplace");
  const products = visitor.getByRole("region", { name: "Productos" });
  const productName = `Correa ${seller.username}`;
  await expect(products.getByRole("link", { name: productName })).toHaveCount(0);

  // A new product purges its store's pages, and with them the marketplace (lib/cache/public-pages.ts).
  await listProduct(page, productName);
  expect(await visit(visitor, "/marketplace")).toBe("miss");
  await expect(products.getByRole("link", { name: productName }).first()).toBeVisible();

  // Withdrawn: a hard purge, so the visitor's next page is rendered without it.
  await cache(visitor, "/marketplace");
  await page.goto("/store/manage/products");
  const row = page.getByTestId("seller-products").getByRole("listitem").filter({ hasText: productName });
  await row.getByRole("button", { name: `Desactivar: ${productName}` }).click();
  await expect(page.getByText("Producto desactivado: ya no está a la venta")).toBeVisible();
  expect(await visit(visitor, "/marketplace")).toBe("miss");
  await expect(products.getByRole("link", { name: productName })).toHaveCount(0);
  await visitor.context().close();
});

test("no viewer sees another's liked-by-me or follow state; signed-in visitors share a shell that holds nobody's", async ({
  page,
  browser,
}) => {
  // Lucía likes a post and follows its author.
  const author = newUser("star");
  await signUp(page, author);
  const tag = tagOf("likes");
  const postId = await publish(page, `Mírame #${tag}`);
  await page.context().clearCookies();
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  expect(await visit(page, `/hashtag/${tag}`)).not.toBe("bypass");
  await layerApplied(page);
  await page.getByTestId("post-card").getByTestId("like-button").click();
  await expect(page.getByTestId("post-card").getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await cacheShell(page, `/u/${author.username}`);
  await page.getByTestId("follow-button").click();
  await expect(page.getByTestId("follow-button")).toHaveText("Siguiendo");
  await expect(page.getByTestId("count-followers")).toHaveText("1");
  // Her pages again: the shared shells, with her heart and her follow filled in by her layer.
  const luciasShell = withoutNonces(await cacheShell(page, `/hashtag/${tag}`));
  await expect(page.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await cacheShell(page, `/p/${postId}`);
  await expect(page.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("like-button")).toHaveAccessibleName("Ya no me gusta");
  const luciasProfile = withoutNonces(await cacheShell(page, `/u/${author.username}`));
  await expect(page.getByTestId("follow-button")).toHaveText("Siguiendo");
  await expect(page.getByTestId("count-followers")).toHaveText("1");
  for (const hers of ["Lucía", "lucia@patitas.dev", 'aria-pressed="true"']) expect(luciasShell).not.toContain(hers);

  // A signed-out visitor: the guests' copy is apart from the shell, with nobody's like and the sign-in link.
  const visitor = await guest(browser);
  expect(await visit(visitor, `/hashtag/${tag}`)).toBe("miss");
  await expect(visitor.getByTestId("like-button")).toHaveAttribute("aria-pressed", "false");
  await expect(visitor.getByTestId("likes-count")).toHaveText("1 me gusta");
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  expect(await visit(visitor, `/u/${author.username}`)).toBe("miss");
  await expect(visitor.getByRole("link", { name: "Seguir", exact: true })).toBeVisible();
  await cache(visitor, `/hashtag/${tag}`);
  await cache(visitor, `/p/${postId}`);

  // Another signed-in user gets the very bytes Lucía got, and reads the card unliked, the author unfollowed.
  const other = await guest(browser);
  await signUp(other, newUser("other"));
  expect(withoutNonces(await cacheShell(other, `/hashtag/${tag}`))).toBe(luciasShell);
  await expect(other.getByTestId("like-button")).toHaveAttribute("aria-pressed", "false");
  await expect(other.getByTestId("likes-count")).toHaveText("1 me gusta");
  await expect(other.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  expect(withoutNonces(await cacheShell(other, `/u/${author.username}`))).toBe(luciasProfile);
  await expect(other.getByTestId("follow-button")).toHaveText("Seguir");
  await expect(other.getByTestId("count-followers")).toHaveText("1");
  await expect(other.getByTestId("profile-message")).toHaveCount(0);
  // Liking through the shell counts as theirs; Lucía's heart and the count follow on a fresh visit.
  await cacheShell(other, `/hashtag/${tag}`);
  // The heart and the count change at once (optimistic); the server's answer (the like stored, the page's
  // copies purged) is awaited before the next visit, which would otherwise race it.
  const likeStored = other.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
  );
  await other.getByTestId("like-button").click();
  await expect(other.getByTestId("likes-count")).toHaveText("2 me gusta");
  await likeStored;
  await cacheShell(other, `/hashtag/${tag}`);
  await expect(other.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await expect(other.getByTestId("likes-count")).toHaveText("2 me gusta");
  // The author on the same shared copy of their own profile: their own buttons instead of Follow.
  await page.context().clearCookies();
  await signIn(page, author.email, author.password);
  await cacheShell(page, `/u/${author.username}`);
  await expect(page.getByRole("link", { name: "Editar perfil" })).toBeVisible();
  await expect(page.getByTestId("follow-button")).toHaveCount(0);
  await visitor.context().close();
  await other.context().close();
});

test("a blocked user's posts never show to the blocker, though the page's copy is shared", async ({
  page,
  browser,
}) => {
  const blocked = newUser("blocked");
  await signUp(page, blocked);
  const tag = tagOf("block");
  const postId = await publish(page, `Contenido de @${blocked.username} #${tag}`);
  await publish(page, `Otro más #${tag}`);

  const visitor = await guest(browser);
  await cache(visitor, `/hashtag/${tag}`);
  await expect(visitor.getByTestId("post-card")).toHaveCount(2);

  const blocker = await guest(browser);
  await signUp(blocker, newUser("blocker"));
  await cacheShell(blocker, `/hashtag/${tag}`);
  await expect(blocker.locator('[data-testid="post-card"]:visible')).toHaveCount(2);
  await blocker.goto(`/u/${blocked.username}`);
  await blocker.getByRole("button", { name: "Más opciones" }).click();
  await blocker.getByRole("menuitem", { name: `Bloquear a @${blocked.username}` }).click();
  await blocker.getByRole("alertdialog").getByRole("button", { name: "Bloquear" }).click();
  await expect(blocker.getByText(`Has bloqueado a @${blocked.username}`)).toBeVisible();

  // The same shell as before the block, with the blocked author's cards gone for the blocker.
  await cacheShell(blocker, `/hashtag/${tag}`);
  await expect(blocker.locator('[data-testid="post-card"]:visible')).toHaveCount(0);
  await cacheShell(blocker, `/p/${postId}`);
  await expect(blocker.getByTestId("post-unavailable")).toHaveText("Esta publicación no está disponible.");
  await expect(blocker.locator('[data-testid="post-card"]:visible')).toHaveCount(0);
  await cacheShell(blocker, `/u/${blocked.username}`);
  await expect(blocker.getByTestId("profile-unavailable")).toHaveText("Este perfil no está disponible.");
  await expect(blocker.getByTestId("profile-full-name")).toHaveCount(0);
  // The author still reads their own post on the same shared copy.
  await cacheShell(page, `/p/${postId}`);
  await expect(page.getByTestId("post-unavailable")).toBeHidden();
  await expect(page.getByTestId("post-card")).toBeVisible();
  // Signed-out visitors still see the posts: a block is between two people.
  await visitor.goto(`/hashtag/${tag}`);
  await expect(visitor.getByTestId("post-card")).toHaveCount(2);
  await visitor.context().close();
  await blocker.context().close();
});

test("signed-in /home is one shell for everyone; each viewer's feed, likes, header and blocks arrive for them alone", async ({
  page,
  browser,
}) => {
  const author = newUser("shell");
  await signUp(page, author);
  const tag = tagOf("shell");
  const postId = await publish(page, `Recién publicado #${tag}`);

  // Lucía likes it; the shell she gets holds nothing of hers, and the next signed-in visitor gets the same bytes.
  const lucia = await guest(browser);
  await signIn(lucia, "lucia@patitas.dev", "patitas-demo");
  await cache(lucia, "/home");
  const card = (viewer: Page) => viewer.locator(`[data-post-id="${postId}"]`);
  await card(lucia).getByTestId("like-button").click();
  await expect(card(lucia).getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  const holdsNobodys = (html: string) => {
    for (const personal of ["Lucía", "lucia@patitas.dev", "@lucia", "Recién publicado", 'data-testid="post-card"'])
      expect(html).not.toContain(personal);
  };
  holdsNobodys(withoutNonces(await storedShell(lucia)));

  const blocker = await guest(browser);
  const blockerUser = newUser("shellblk");
  await signUp(blocker, blockerUser);
  // The shell's key holds the language cookie: Lucía's sign-in page (a cached public page) wrote it, the
  // sign-up form (a query string, never cached) need not have; sign-up now ends on the marketplace, not
  // on a /home render that wrote it (decision 044). Same language, same key.
  await blocker.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: e2eServer().url }]);
  // Until a hit: a parallel test's post may purge /home's copy (its trending tags) between two visits.
  // Both then read the copy stored now, which must be the same bytes whoever asks, and (if it was
  // rendered again) still hold nothing of Lucía's.
  await cache(blocker, "/home");
  const shellHtml = withoutNonces(await storedShell(blocker));
  expect(shellHtml).toBe(withoutNonces(await storedShell(lucia)));
  holdsNobodys(shellHtml);
  // Lucía's like is hers: the same card reads unliked here, with the like counted.
  await expect(card(blocker).getByTestId("like-button")).toHaveAttribute("aria-pressed", "false");
  await expect(card(blocker).getByTestId("likes-count")).toHaveText("1 me gusta");
  await expect(card(lucia).getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");

  // A block reaches the shared page at once: the blocked author's post leaves the blocker's feed only.
  await blocker.goto(`/u/${author.username}`);
  await blocker.getByRole("button", { name: "Más opciones" }).click();
  await blocker.getByRole("menuitem", { name: `Bloquear a @${author.username}` }).click();
  await blocker.getByRole("alertdialog").getByRole("button", { name: "Bloquear" }).click();
  await expect(blocker.getByText(`Has bloqueado a @${author.username}`)).toBeVisible();
  await cache(blocker, "/home");
  await expect(blocker.getByTestId("post-list")).toBeVisible();
  await expect(card(blocker)).toHaveCount(0);
  await lucia.reload();
  await expect(card(lucia)).toBeVisible();

  // A session that ended gets the shell, then the sign-in page: the shell gives nothing away.
  await blocker.context().clearCookies();
  await blocker.context().addCookies([{ name: "next-auth.session-token", value: "forged", url: e2eServer().url }]);
  expect(await visit(blocker, "/home")).not.toBe("bypass");
  await expect(blocker).toHaveURL(/\/auth$/);
  await lucia.context().close();
  await blocker.context().close();
});
