import { expect, test } from "./fixtures";
import { recordCanvas, signIn } from "./helpers";

// The upload API on the real server (body streaming, sharp and the storage driver as built by Next);
// the pickers that use it are walked through in the posts and pets specs.
// A real 3×2 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4UBUPQQxwFgBqdgpXq4m9WwAAAABJRU5ErkJggg==",
  "base64",
);

test("uploads refuse anonymous callers and SVG, and store a signed-in user's PNG as WebP", async ({ page }) => {
  const anonymous = await page.request.post("/api/uploads", {
    multipart: { folder: "posts", file: { name: "a.png", mimeType: "image/png", buffer: png } },
  });
  expect(anonymous.status()).toBe(401);

  await signIn(page, "lucia@patitas.dev", "patitas-demo");

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const refused = await page.request.post("/api/uploads", {
    multipart: { folder: "posts", file: { name: "cat.png", mimeType: "image/png", buffer: svg } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe("media.errors.invalidType");

  const stored = await page.request.post("/api/uploads", {
    multipart: { folder: "pets", file: { name: "cat.png", mimeType: "image/png", buffer: png } },
  });
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

test("videos recorded by the browser are stored; their first bytes followed by a script are refused", async ({
  page,
}) => {
  await signIn(page, "lucia@patitas.dev", "patitas-demo");

  for (const [mimeType, name, contentType] of [
    ["video/webm;codecs=vp8", "clip.webm", "video/webm"],
    ["video/mp4;codecs=avc1", "clip.mp4", "video/mp4"],
  ] as const) {
    const video = await recordCanvas(page, mimeType);
    const stored = await page.request.post("/api/uploads", {
      multipart: { folder: "posts", file: { name, mimeType: contentType, buffer: video } },
    });
    expect(`${mimeType}: ${stored.status()} ${await stored.text()}`).toMatch(/: 201 /);
    const served = await page.request.get((await stored.json()).url);
    expect(served.headers()["content-type"]).toBe(contentType);

    // The header (ftyp box, or EBML header with its DocType) and the start of the next box, then HTML.
    const fake = Buffer.concat([video.subarray(0, 48), Buffer.from("<script>alert(1)</script>")]);
    const refused = await page.request.post("/api/uploads", {
      multipart: { folder: "posts", file: { name, mimeType: contentType, buffer: fake } },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toBe("media.errors.invalidType");
  }
});
