import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

// These flows test the service worker, which the other flows block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// Issue 13, installable app (decision 022): the manifest and icons, the service worker, and the offline
// page listing the last feed seen when the network is cut.

test("the manifest names the app and its icons, which are real PNGs", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    short_name: "Patitas",
    start_url: "/home",
    display: "standalone",
    theme_color: "#f46a17",
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // Width and height from the IHDR chunk match what the manifest says.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect((await request.get("/pwa-icon/77.png")).status()).toBe(404);
});

test("the service worker registers, and with the network cut a page shows the offline page with the last feed", async ({
  page,
  context,
}) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/home");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem("patitas.lastFeed") ?? "null"));
  const firstAuthor = `@${saved.posts[0].username}`;
  const firstPostId = await page.getByTestId("post-card").first().getAttribute("data-post-id");
  expect(saved.posts[0].id).toBe(firstPostId);

  // The worker controls the page and has kept the offline page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/offline")))).toBe(true);
  // Chromium's own installability check (what its install prompt and Lighthouse used to read). Test
  // browsers are incognito windows, which Chromium never offers to install from: that one reason aside.
  const cdp = await context.newCDPSession(page);
  const installability = async () =>
    (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== "in-incognito");
  await expect.poll(installability).toEqual([]);

  await context.setOffline(true);
  await page.goto("/discover").catch(() => undefined);
  await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
  const posts = page.getByTestId("offline-posts");
  await expect(posts.getByRole("listitem").first()).toBeVisible();
  await expect(posts.getByRole("listitem").first()).toContainText(firstAuthor);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("heading", { name: "Sin conexión" })).toHaveCount(0);
});

test("signing out forgets the saved feed", async ({ page }) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");
  await page.goto("/home");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("patitas.lastFeed"))).not.toBeNull();
  await page.locator("header").getByRole("button", { name: "Cerrar sesión", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem("patitas.lastFeed"))).toBeNull();
});
