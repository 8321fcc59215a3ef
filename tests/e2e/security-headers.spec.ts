import { e2eServer, expect, test, type BrowserContext } from "./fixtures";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { choose, newUser, publishPost, signIn, signUp } from "./helpers";

// The front door's security headers (docs/decisions/009-public-page-cache.md): on every kind of
// response, a CSP under which the main flows run without a single violation, no framing by other
// sites, and no way for what users write to become a script.

/** Every CSP or Permissions-Policy complaint of the pages of this context, as the browser reports it. */
async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const complaints: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  context.on("console", (message) => {
    if (/securitypolicyviolation|Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      complaints.push(message.text());
  });
  context.on("weberror", (error) => complaints.push(`page error: ${error.error().message}`));
  return complaints;
}

/**
 * Every script of the page is allowed by its CSP, and nothing else could be: a rendered page has this
 * response's nonce on each script tag ('strict-dynamic'); a page from the page cache (decision 039)
 * has none, and its policy allows 'self' plus exactly the sha256 of each inline script in it.
 */
function expectOnlyOurScripts(html: string, policy: string, what: string) {
  const scriptSources = policy
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))!
    .trim();
  expect(scriptSources, what).not.toMatch(/unsafe|\*|https?:|data:/);
  const tags = html.match(/<script\b[^>]*>/g)!;
  expect(tags.length, what).toBeGreaterThan(3);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (nonce) {
    expect(scriptSources, what).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    for (const tag of tags) expect(tag, what).toContain(`nonce="${nonce}"`);
    return;
  }
  expect(html, what).not.toContain("nonce=");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(` ${match[1]}`))
    .map((match) => match[2]!);
  const hashes = [
    ...new Set(inline.map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`)),
  ];
  expect(scriptSources, what).toBe(["script-src 'self'", ...hashes].join(" "));
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) expect(src, what).toMatch(/^\/_next\//);
}

const png = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], what).toContain("object-src 'none'");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["permissions-policy"], what).toContain("microphone=()");
  // Served over plain HTTP here: no HSTS (server/front-door/front-door.test.ts covers HTTPS).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

test("pages, API answers, media, static files and errors all carry the security headers", async ({ page }) => {
  const landing = await page.request.get("/");
  expectSecurityHeaders(landing.headers(), "landing");
  const html = await landing.text();
  expectOnlyOurScripts(html, landing.headers()["content-security-policy"]!, "landing");
  // A rendered page (never cached: signed in elsewhere, here a query string) has its nonce.
  const rendered = await page.request.get("/?utm=1");
  expect(rendered.headers()["x-patitas-cache"]).toBe("bypass");
  expect(rendered.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);
  expectOnlyOurScripts(await rendered.text(), rendered.headers()["content-security-policy"]!, "rendered landing");

  const staticFile = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  const avatar = await page.request.get("/u/lucia").then((response) => response.text());
  const media = /src="(\/api\/media\/[^"]+)"/.exec(avatar)![1]!;
  for (const path of ["/api/health", staticFile, media, "/hashtag/no-existe-nunca", "/u/%ZZ", "/robots.txt"]) {
    const response = await page.request.get(path);
    expectSecurityHeaders(response.headers(), path);
  }
});

test("the main flows run without a CSP or permissions complaint", async ({ page, context }) => {
  const complaints = await watchPolicies(context);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/auth");
  const user = newUser("csp");
  await signUp(page, user);
  await page.goto("/home");

  // A post with a photo (a blob: preview while it uploads), a like, a comment.
  const tag = `csp${Date.now().toString(36)}`;
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(`Foto sin quejas #${tag}`);
  await page
    .getByTestId("post-media-input")
    .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await png("#f4a261") });
  await expect(dialog.getByRole("button", { name: /^Quitar (archivo|la foto 1)$/ })).toBeVisible();
  await dialog.getByTestId("publish-post").click();
  await expect(page.getByText("¡Publicación creada!")).toBeVisible();
  // By its tag: a new account's feed also shows other users' recent posts, a retry's earlier one too.
  const post = page.getByTestId("post-card").filter({ hasText: tag });
  await post.getByTestId("like-button").click();
  await expect(post.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await post.getByTestId("comments-toggle").click();
  await post.getByLabel("Escribe un comentario").fill("¡Sin violaciones!");
  await post.getByRole("button", { name: "Enviar" }).click();
  await expect(post.getByTestId("comments-list")).toContainText("¡Sin violaciones!");

  // Profiles: one's own, its editor with an avatar upload, and a public one.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Editar perfil" }).click();
  await page
    .locator("input#avatar")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png("#2a9d8f") });
  await expect(page.getByText("¡Archivo subido!")).toBeVisible();
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await page.goto(`/u/${user.username}`);
  await expect(page.getByTestId("profile-username")).toHaveText(`@${user.username}`);

  // The pets form, with a photo.
  await page.goto("/pets/new");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "kira.png", mimeType: "image/png", buffer: await png("#e76f51") });
  await expect(page.getByTestId("pet-photos").getByRole("img", { name: "Foto 1" })).toBeVisible();
  await page.getByLabel("Nombre").fill("Kira");
  await page.getByLabel("Edad (años)").fill("2");
  await choose(page, "Perro");
  await choose(page, "Hembra");
  await choose(page, "Mediano");
  await page.getByRole("button", { name: "Registrar mascota" }).click();
  await expect(page.getByText("¡Mascota registrada!")).toBeVisible();
  // The form then opens the pets list; a goto while that navigation is in flight is aborted.
  await expect(page).toHaveURL(/\/pets$/);
  await expect(page.getByRole("link", { name: "Kira", exact: true })).toBeVisible();

  // The hashtag page, signed out, twice: rendered, then from the page cache.
  await context.clearCookies();
  for (let round = 0; round < 2; round += 1) {
    await page.goto(`/hashtag/${tag}`);
    await expect(page.getByTestId("post-card")).toContainText("Foto sin quejas");
  }
  // The scripts of the cached page run: a client-side navigation to the post.
  await page.getByTestId("post-card").locator('a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("comments-list")).toContainText("¡Sin violaciones!");

  expect(complaints).toEqual([]);
});

test("another site cannot frame a page, not even the signed-in profile editor", async ({ page, baseURL }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("frame-ancestors")) refusals.push(message.text());
  });
  // The attacker's site: a server of its own on this machine, reached as "localhost" (another site
  // than 127.0.0.1). A public site could not even try: Chromium keeps it from framing a local server.
  const attacker = createServer((_, res) => {
    res.setHeader("Content-Type", "text/html");
    res.end(`<h1>Win a prize</h1><iframe src="${baseURL}/profile/edit" width="800" height="600"></iframe>`);
  });
  attacker.listen(0, "127.0.0.1");
  await once(attacker, "listening");
  await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const framed = page.frames().find((frame) => frame !== page.mainFrame())!;
  await expect(framed.getByRole("button", { name: "Guardar cambios" })).toHaveCount(0);
  attacker.close();
});

test("what users write never becomes a script: a post and a comment made of <script> tags", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("xss"));
  const tag = `xss${Date.now().toString(36)}`;
  const attack = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> #${tag}`;
  const id = await publishPost(page, attack);
  const card = page.locator(`[data-post-id="${id}"]`);
  await card.getByTestId("comments-toggle").click();
  await card.getByLabel("Escribe un comentario").fill("<script>window.__pwned = 3</script>");
  await card.getByRole("button", { name: "Enviar" }).click();
  await expect(card.getByTestId("comments-list")).toContainText("window.__pwned = 3");

  const visitor = await (await browser.newContext({ baseURL: e2eServer().url })).newPage();
  for (const path of [`/p/${id}`, `/hashtag/${tag}`, `/p/${id}`]) {
    const response = await visitor.goto(path);
    const html = await response!.text();
    // Every script in the page is one of ours, allowed by this response's nonce or hashes; the post's is text.
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toContain('<img src=x onerror="window.__pwned');
    expect(html).not.toContain("<script>window.__pwned = 3");
    expectOnlyOurScripts(
      html,
      response!.headers()["content-security-policy"]!,
      `${path}: ${response!.headers()["x-patitas-cache"]}`,
    );
    await expect(visitor.getByTestId("post-card")).toContainText("<script>window.__pwned = 1</script>");
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  await visitor.context().close();
});
