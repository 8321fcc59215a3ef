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

/** Records a second of an animated canvas with the browser's MediaRecorder: a real video as a phone's browser makes one. */
async function recordCanvas(page: import("@playwright/test").Page, mimeType: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (type) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d")!;
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = frame++ % 2 ? "#e07a5f" : "#81b29a";
      context.fillRect(0, 0, 64, 48);
    }, 30);
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
  }, mimeType);
  return Buffer.from(base64, "base64");
}

test("videos recorded by the browser are stored; their first bytes followed by a script are refused", async ({ page }) => {
  await logIn(page, "lucia@patitas.dev", "patitas-demo");
  await expect(page).not.toHaveURL(/\/auth$/);

  for (const [mimeType, name, contentType] of [
    ["video/webm;codecs=vp8", "clip.webm", "video/webm"],
    ["video/mp4;codecs=avc1", "clip.mp4", "video/mp4"],
  ] as const) {
    const video = await recordCanvas(page, mimeType);
    const stored = await page.request.post("/api/uploads", { multipart: { folder: "posts", file: { name, mimeType: contentType, buffer: video } } });
    expect(`${mimeType}: ${stored.status()} ${await stored.text()}`).toMatch(/: 201 /);
    const served = await page.request.get((await stored.json()).url);
    expect(served.headers()["content-type"]).toBe(contentType);

    // The header (ftyp box, or EBML header with its DocType) and the start of the next box, then HTML.
    const fake = Buffer.concat([video.subarray(0, 48), Buffer.from("<script>alert(1)</script>")]);
    const refused = await page.request.post("/api/uploads", { multipart: { folder: "posts", file: { name, mimeType: contentType, buffer: fake } } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toBe("media.errors.invalidType");
  }
});
