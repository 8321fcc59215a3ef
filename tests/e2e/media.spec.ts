import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// The upload API on the real server (body streaming, sharp and the storage driver as built by Next);
// the pickers that use it are walked through in the posts and pets specs.
// A real 3×2 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4UBUPQQxwFgBqdgpXq4m9WwAAAABJRU5ErkJggg==",
  "base64",
);

test("uploads refuse anonymous callers and SVG, and store a signed-in user's PNG as WebP", async ({ page }) => {
  const anonymous = await page.request.post("/api/uploads", { multipart: { folder: "posts", file: { name: "a.png", mimeType: "image/png", buffer: png } } });
  expect(anonymous.status()).toBe(401);

  await logIn(page, "lucia@patitas.dev", "patitas-demo");
  await expect(page).not.toHaveURL(/\/auth$/);

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const refused = await page.request.post("/api/uploads", { multipart: { folder: "posts", file: { name: "cat.png", mimeType: "image/png", buffer: svg } } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe("media.errors.invalidType");

  const stored = await page.request.post("/api/uploads", { multipart: { folder: "pets", file: { name: "cat.png", mimeType: "image/png", buffer: png } } });
  expect(`${stored.status()} ${await stored.text()}`).toMatch(/^201 /);
  const media = await stored.json();
  expect(media).toMatchObject({ kind: "image", width: 3, height: 2 });

  for (const url of [media.url, media.thumbnailUrl]) {
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  }
});
