import { expect, test } from "./fixtures";
import sharp from "sharp";
import { newUser, recordCanvas, signUp, toasts } from "./helpers";

// Issue 13, media in its true shape: a portrait photo gets a 4:5 box, a landscape one its own 16:9,
// and the box has that shape before the picture arrives, so nothing below it moves; meanwhile it shows
// the photo's blurred preview. Videos play muted while on screen.

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7fb8a4" } })
    .png()
    .toBuffer();

async function post(
  page: import("@playwright/test").Page,
  text: string,
  buffer: Buffer,
  file = { name: "foto.png", mimeType: "image/png" },
) {
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(text);
  await page.getByTestId("post-media-input").setInputFiles({ ...file, buffer });
  await expect(dialog.getByRole("button", { name: /^Quitar (archivo|la foto 1)$/ })).toBeVisible();
  await dialog.getByTestId("publish-post").click();
  const created = toasts(page).filter({ hasText: "¡Publicación creada!" });
  await expect(created).toBeVisible();
  await expect(page.getByTestId("post-card").filter({ hasText: text })).toBeVisible();
  // On a desktop the toast lies over the composer's button, and a pointer over a toast keeps it open:
  // closed here, so the next post's click reaches the composer instead of waiting on the toast for good.
  await created.getByRole("button").click();
  await expect(created).toHaveCount(0);
}

test("portrait and landscape photos keep their shape in the feed, reserved before they load", async ({ page }) => {
  await signUp(page, newUser("shape"));
  await page.goto("/home");
  const stamp = Date.now().toString(36);
  await post(page, `Retrato ${stamp}`, await photo(1080, 1350));
  await post(page, `Paisaje ${stamp}`, await photo(1600, 900));

  // The pictures arrive a second late: the boxes already have their final size.
  await page.route("**/api/media/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.reload();
  const boxOf = (text: string) => page.getByTestId("post-card").filter({ hasText: text }).getByTestId("post-image");
  const ratio = async (text: string) => {
    const box = (await boxOf(text).boundingBox())!;
    return Math.round((box.width / box.height) * 100) / 100;
  };
  const heightsBefore = [
    (await boxOf(`Retrato ${stamp}`).boundingBox())!.height,
    (await boxOf(`Paisaje ${stamp}`).boundingBox())!.height,
  ];
  expect(await ratio(`Retrato ${stamp}`)).toBe(0.8);
  // The blurred stand-in is there while the picture is on its way.
  await expect(boxOf(`Retrato ${stamp}`).getByTestId("post-image-preview")).toHaveAttribute(
    "style",
    /background-image: url\("data:image\/webp;base64,[A-Za-z0-9+/=]+"\)/,
  );
  expect(await ratio(`Paisaje ${stamp}`)).toBe(1.78);
  await expect(boxOf(`Retrato ${stamp}`).locator("img")).toHaveJSProperty("complete", true, { timeout: 15_000 });
  await expect(boxOf(`Paisaje ${stamp}`).locator("img")).toHaveJSProperty("complete", true, { timeout: 15_000 });
  const heightsAfter = [
    (await boxOf(`Retrato ${stamp}`).boundingBox())!.height,
    (await boxOf(`Paisaje ${stamp}`).boundingBox())!.height,
  ];
  expect(heightsAfter).toEqual(heightsBefore);
  await page.screenshot({ path: "test-results/media-shape-1280.png", fullPage: false });
});

test("a video gets a poster frame, plays by itself, muted, while it is on screen, and stops when scrolled away", async ({
  page,
}) => {
  await signUp(page, newUser("clip"));
  await page.goto("/home");
  const stamp = Date.now().toString(36);
  const clip = await recordCanvas(page, "video/webm;codecs=vp8");
  await post(page, `Vídeo ${stamp}`, clip, { name: "clip.webm", mimeType: "video/webm" });
  for (let more = 0; more < 3; more += 1) await post(page, `Texto ${more} ${stamp}`, await photo(1080, 1350));
  await page.reload();

  const video = page
    .getByTestId("post-card")
    .filter({ hasText: `Vídeo ${stamp}` })
    .getByTestId("post-video");
  // Its poster: a frame the composer drew and uploaded as a picture of the author's.
  await expect(video).toHaveAttribute("poster", /^\/api\/media\/[^/]+\/posts\/[^/]+\.webp$/);
  const poster = await page.request.get((await video.getAttribute("poster"))!);
  expect(poster.headers()["content-type"]).toBe("image/webp");
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty("paused", false);
  await expect(video).toHaveJSProperty("muted", true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(video).toHaveJSProperty("paused", true);
});

test("a phone fetches the photo's 828 px copy, a 2× desktop the original, and the first photo is preloaded", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("srcset"));
  await page.goto("/home");
  const text = `Ancha ${Date.now().toString(36)}`;
  await post(page, text, await photo(1600, 900));
  const link = page.getByTestId("post-card").filter({ hasText: text }).locator('a[href*="/p/"]').first();
  const postUrl = new URL((await link.getAttribute("href"))!, page.url()).href;

  // What the browser chose from the srcset, and how wide that file really is.
  const shown = async (viewport: { width: number; height: number }, deviceScaleFactor: number) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale: "es-ES" });
    const visitor = await context.newPage();
    await visitor.goto(postUrl);
    const image = visitor.getByTestId("post-image").locator("img");
    await expect(image).toHaveJSProperty("complete", true, { timeout: 15_000 });
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    const preloads = await visitor
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((element) => element.getAttribute("imagesrcset")));
    const bytes = Buffer.from(await (await visitor.request.get(source)).body());
    await context.close();
    return { source, width: (await sharp(bytes).metadata()).width, preloads };
  };

  const phone = await shown({ width: 390, height: 844 }, 2);
  expect(phone.source).toMatch(/-w828\.webp$/);
  expect(phone.width).toBe(828);
  expect(phone.preloads).toEqual([expect.stringContaining(phone.source.replace(/^https?:\/\/[^/]+/, ""))]);
  const desktop = await shown({ width: 1280, height: 800 }, 2);
  expect(desktop.source).toMatch(/\/[0-9]+-[0-9a-f]+\.webp$/);
  expect(desktop.width).toBe(1600);
});
