import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { newUser, signUp } from "./helpers";

// Issue 26, section 4: a post with several photos, ordered in the composer (buttons and drag), shown
// as a carousel in that order; its author edits the text (a new hashtag and a mention), the card says
// "editado" and the new hashtag's page lists it; Share copies the link where there is no share sheet;
// the shared link's picture is the first photo.

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function composeOrder(page: Page): Promise<string[]> {
  return page.getByTestId("compose-photo").evaluateAll((items) => items.map((item) => item.getAttribute("data-url")!));
}

test("a post with three photos: reordered, shown in order, edited, shared", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  // Someone to mention, signed up in a browser of their own.
  const friend = newUser("amiga");
  const friendContext = await browser.newContext();
  await signUp(await friendContext.newPage(), friend);
  await friendContext.close();

  await signUp(page, newUser("carrusel"));
  await page.goto("/home");
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(`Tres fotos ${stamp}`);
  // Portrait first (its shape sets the frame), then a landscape and a square one.
  await page.getByTestId("post-media-input").setInputFiles([
    { name: "uno.png", mimeType: "image/png", buffer: await photo(800, 1000, "#e76f51") },
    { name: "dos.png", mimeType: "image/png", buffer: await photo(1200, 600, "#2a9d8f") },
    { name: "tres.png", mimeType: "image/png", buffer: await photo(700, 700, "#e9c46a") },
  ]);
  await expect(page.getByTestId("compose-photo")).toHaveCount(3);
  await expect(dialog.getByText("Fotos (3 de 10)")).toBeVisible();
  const picked = await composeOrder(page);

  // The buttons (touch, keyboard): the first moves right, then the last moves left.
  await dialog.getByRole("button", { name: "Mover la foto 1 a la derecha" }).click();
  await expect.poll(() => composeOrder(page)).toEqual([picked[1], picked[0], picked[2]]);
  await dialog.getByRole("button", { name: "Mover la foto 3 a la izquierda" }).click();
  await expect.poll(() => composeOrder(page)).toEqual([picked[1], picked[2], picked[0]]);
  // Dragging (mouse): the last onto the first's place.
  await page.getByTestId("compose-photo").nth(2).dragTo(page.getByTestId("compose-photo").nth(0));
  const order = [picked[0]!, picked[1]!, picked[2]!];
  await expect.poll(() => composeOrder(page)).toEqual(order);
  await dialog.getByTestId("publish-post").click();
  await expect(page.getByText("¡Publicación creada!").first()).toBeVisible();

  const card = page.getByTestId("post-card").filter({ hasText: `Tres fotos ${stamp}` });
  await expect(card.getByTestId("carousel-slide")).toHaveCount(3);
  const shown = await card
    .getByTestId("carousel-slide")
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  expect(shown).toEqual(order);
  // The frame has the first photo's 4:5 shape.
  const box = (await card.getByTestId("post-image").boundingBox())!;
  expect(Math.round((box.width / box.height) * 100) / 100).toBe(0.8);
  // The arrows move one photo at a time; the dots follow.
  await expect(card.getByTestId("carousel-controls")).toHaveAttribute("data-index", "0");
  await card.getByTestId("carousel-next").click();
  await expect(card.getByTestId("carousel-controls")).toHaveAttribute("data-index", "1");
  await card.getByTestId("carousel-next").click();
  await expect(card.getByTestId("carousel-controls")).toHaveAttribute("data-index", "2");
  await expect(card.getByTestId("carousel-next")).toHaveCount(0);
  await card.getByTestId("carousel-previous").click();
  await expect(card.getByTestId("carousel-controls")).toHaveAttribute("data-index", "1");

  // The author edits the text: a new hashtag and a mention.
  const tag = `nuevo${stamp}`;
  await expect(card.getByTestId("post-edited")).toBeHidden();
  await card.getByTestId("post-menu").click();
  await card.getByTestId("post-menu-edit").click();
  const edit = page.getByRole("dialog", { name: "Editar publicación" });
  await expect(edit.getByTestId("edit-post-content")).toHaveValue(`Tres fotos ${stamp}`);
  await edit.getByTestId("edit-post-content").fill(`Tres fotos ${stamp} con @${friend.username} #${tag}`);
  await edit.getByTestId("edit-post-save").click();
  await expect(page.getByText("Publicación actualizada").first()).toBeVisible();
  await expect(card.getByTestId("post-edited")).toBeVisible();
  await expect(card.getByRole("link", { name: `#${tag}` })).toBeVisible();
  await expect(card.getByRole("link", { name: `@${friend.username}` })).toBeVisible();

  const postId = (await card.getAttribute("data-post-id"))!;
  // After a reload the server says so too.
  await page.reload();
  await expect(page.locator(`[data-post-id="${postId}"]`).getByTestId("post-edited")).toBeVisible();

  // The new hashtag's public page lists it (the edit purged the page cache).
  await page.goto(`/hashtag/${tag}`);
  const listed = page.locator(`[data-post-id="${postId}"]`);
  await expect(listed).toContainText(`@${friend.username}`);
  await expect(listed.getByTestId("post-edited")).toHaveText(/editado/);

  // Share, signed in, opens "Send in a message" (issue 46), whose other way is the link. Without a share
  // sheet, the link is copied.
  // (The page's Permissions-Policy forbids reading the clipboard back: what is written is recorded.)
  await page.context().grantPermissions(["clipboard-write"]);
  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => (
      ((window as unknown as { copied: string }).copied = text),
      write(text)
    );
  });
  await listed.getByTestId("share-button").click();
  await page.getByTestId("share-dialog").getByRole("button", { name: "Compartir enlace" }).click();
  await expect(page.getByText("Enlace copiado").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toMatch(
    new RegExp(`/p/${postId}$`),
  );
  // With one, the sheet gets the post's link.
  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
      configurable: true,
    });
  });
  await listed.getByTestId("share-button").click();
  await page.getByTestId("share-dialog").getByRole("button", { name: "Compartir enlace" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toMatch(new RegExp(`/p/${postId}$`));

  // The shared link's picture is the first photo, with its size.
  const html = await (await page.request.get(`/p/${postId}`, { headers: { cookie: "" } })).text();
  expect(html).toContain(`<meta property="og:image" content="${new URL(order[0]!, page.url()).href}"/>`);
  expect(html).toContain('<meta property="og:image:width" content="800"/>');
  expect(html).toContain('<meta property="og:image:height" content="1000"/>');

  // The editor on the post's own page, whose messages leave the composer's out (decision 075): its counter
  // still has its words.
  await page.goto(`/p/${postId}`);
  await page.getByTestId("post-menu").first().click();
  await page.getByTestId("post-menu-edit").click();
  const editHere = page.getByRole("dialog", { name: "Editar publicación" });
  const length = `Tres fotos ${stamp} con @${friend.username} #${tag}`.length;
  await expect(editHere.getByText(`${length}/2000`)).toBeVisible();
  await page.keyboard.press("Escape");

  // Screenshots of the carousel post, phone and desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/p/${postId}`);
    await expect(page.getByTestId("carousel-slide").first().locator("img")).toHaveJSProperty("complete", true);
    await page.screenshot({ path: `test-results/post-carousel-${width}.png` });
    // The second, landscape photo letterboxed inside the first one's portrait frame.
    await page.getByTestId("carousel-next").click();
    await expect(page.getByTestId("carousel-controls")).toHaveAttribute("data-index", "1");
    await page.screenshot({ path: `test-results/post-carousel-${width}-second.png` });
  }
});
