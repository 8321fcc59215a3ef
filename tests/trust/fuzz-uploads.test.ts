// Issue 12: the upload route fed hostile files through its real handler: truncated and bit-flipped
// images and videos, polyglots (an image or a video with a script, a page or an archive inside), wrong
// names and types, bad folders and a decompression bomb. The answer is always 201, 400 or 413 with a
// translated message, never a server error; a refusal stores no file and writes no row; what is stored is
// re-encoded (images become WebP) or a video type the browser will not run as a page.
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { POST } from "@/app/api/uploads/route";
import { createUser } from "@/tests/factories";
import { isoVideoFile, solidImage, webmFile } from "@/tests/media-files";
import { signInAs } from "@/tests/session";
import { changedTables, databaseFingerprint, isMessageKey } from "./harness";
import { FUZZ_SEED } from "./bad-input";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20) * 2;
const uploadsDir = process.env.UPLOADS_DIR!;

function storedFiles(): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, encoding: "utf8" }).filter((file) => path.extname(file) !== "");
  } catch {
    return [];
  }
}

type Upload = { bytes: Uint8Array; name: string; type: string; folder: string };

/** Posts the upload as a fresh signed-in user (60 uploads an hour each) and checks the answer. */
async function postAndCheck(upload: Upload): Promise<number> {
  await signInAs(await createUser());
  const form = new FormData();
  form.set("folder", upload.folder);
  form.set("file", new File([upload.bytes as Uint8Array<ArrayBuffer>], upload.name, { type: upload.type }));
  const filesBefore = storedFiles();
  const rowsBefore = await databaseFingerprint();
  const response = await POST(new Request("http://localhost:3000/api/uploads", { method: "POST", body: form }));
  const body = (await response.json()) as { kind?: string; url?: string; error?: { message: string } };
  expect([201, 400, 413]).toContain(response.status);
  if (response.status === 201) {
    const added = storedFiles().filter((file) => !filesBefore.includes(file));
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      const stored = await readFile(path.join(uploadsDir, file));
      if (body.kind === "image") expect(stored.subarray(8, 12).toString("latin1")).toBe("WEBP");
      else expect(file).toMatch(/\.(mp4|mov|webm)$/);
    }
  } else {
    expect(isMessageKey(body.error!.message)).toBe(true);
    expect(storedFiles()).toEqual(filesBefore);
    expect(changedTables(rowsBefore, await databaseFingerprint())).toEqual([]);
  }
  return response.status;
}

const script = new TextEncoder().encode("<script>alert(document.cookie)</script>");
const zipHeader = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
const html = new TextEncoder().encode("<!doctype html><html><body onload=alert(1)></body></html>");

let samples: Uint8Array[] = [];
beforeAll(async () => {
  samples = [
    await solidImage(30, 20, "png"),
    await solidImage(30, 20, "jpeg"),
    await solidImage(30, 20, "webp"),
    await solidImage(30, 20, "gif"),
    isoVideoFile(),
    webmFile(),
  ].map((buffer) => new Uint8Array(buffer));
});

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A real file, then broken: cut short, bytes flipped, something appended or put in front. */
const hostileBytes = fc
  .tuple(
    fc.nat(5),
    fc.oneof(fc.constant("truncate"), fc.constant("flip"), fc.constant("append"), fc.constant("prepend")),
    fc.nat(),
    fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
    fc.nat(2),
  )
  .map(([which, how, cut, flips, extra]) => {
    const sample = samples[which]!;
    if (how === "truncate") return sample.subarray(0, cut % sample.length);
    if (how === "flip") {
      const copy = sample.slice();
      for (const at of flips) copy[at % copy.length] = (copy[at % copy.length]! ^ 0xff) & 0xff;
      return copy;
    }
    const payload = [script, zipHeader, html][extra]!;
    return how === "append" ? concat(sample, payload) : concat(payload, sample);
  });

const uploads = fc.record({
  bytes: hostileBytes,
  name: fc.constantFrom(
    "foto.png",
    "foto.jpg",
    "page.html",
    "x.svg",
    "clip.mp4",
    "noext",
    "../../etc/passwd",
    "a\u0000.png",
  ),
  type: fc.constantFrom(
    "image/png",
    "image/jpeg",
    "text/html",
    "image/svg+xml",
    "video/mp4",
    "application/octet-stream",
    "",
  ),
  folder: fc.constantFrom("posts", "posts", "avatars", "pets", "../posts", "", "posts\u0000"),
});

it("answers hostile files with 201, 400 or 413, and stores only re-encoded images or real videos", async () => {
  await fc.assert(
    fc.asyncProperty(uploads, async (upload) => {
      await postAndCheck(upload);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
  // RUNS uploads, each through sharp's re-encoding: seconds when idle, over 30 s on a busy 2-core machine.
}, 120_000);

it.each([
  [
    "an SVG with a script",
    () => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
    "x.svg",
    "image/svg+xml",
  ],
  ["a page named .png", () => html, "foto.png", "image/png"],
  ["a ZIP named .jpg", () => concat(zipHeader, new Uint8Array(200)), "foto.jpg", "image/jpeg"],
  [
    "a GIF/JavaScript polyglot",
    () => new TextEncoder().encode("GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=alert(1);"),
    "foto.gif",
    "image/gif",
  ],
  ["an empty file", () => new Uint8Array(0), "foto.png", "image/png"],
])("refuses %s with 400", async (_, bytes, name, type) => {
  expect(await postAndCheck({ bytes: bytes(), name, type, folder: "posts" })).toBe(400);
});

it("refuses a decompression bomb (48 megapixels in a small PNG) as too large", async () => {
  const bomb = new Uint8Array(await solidImage(8000, 6000));
  expect(await postAndCheck({ bytes: bomb, name: "foto.png", type: "image/png", folder: "posts" })).toBe(413);
});

it("stores a PNG with a script appended as a clean WebP", async () => {
  expect(
    await postAndCheck({ bytes: concat(samples[0]!, script), name: "foto.png", type: "image/png", folder: "posts" }),
  ).toBe(201);
});
