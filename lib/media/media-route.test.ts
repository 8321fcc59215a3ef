import { GET } from "@/app/api/media/[...key]/route";
import { keyFromPublicUrl, newObjectKey, publicUrl, putObject, statObject } from "@/lib/storage/storage";
import { isoVideoFile, solidImage } from "@/tests/media-files";
import sharp from "sharp";

const userId = "33333333-3333-4333-8333-333333333333";

function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const key = url.replace(/^\/api\/media\//, "").split("/");
  return GET(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ key }) });
}

describe("GET /api/media/[...key]", () => {
  it("serves byte ranges of a video (206) and refuses a range past the end (416)", async () => {
    const bytes = isoVideoFile("isom");
    const { url } = await putObject(newObjectKey(userId, "posts", "mp4"), bytes, "video/mp4");
    const partial = await get(url, { range: "bytes=4-11" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).toString("latin1")).toBe("ftypisom");
    expect((await get(url, { range: `bytes=${bytes.length}-` })).status).toBe(416);
  });

  it("answers 404 with nosniff for missing objects and keys that are not media", async () => {
    for (const url of [
      `/api/media/${userId}/posts/1-missing.webp`,
      `/api/media/${userId}/posts/page.html`,
      "/api/media/../etc/passwd.webp",
    ]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("makes and stores the missing thumbnail of an image stored without one", async () => {
    const key = newObjectKey(userId, "pets", "webp");
    await putObject(key, await solidImage(600, 300, "webp"), "image/webp");
    const thumbnailUrl = publicUrl(key).replace(/\.webp$/, "-thumb.webp");

    const response = await get(thumbnailUrl);
    expect(response.status).toBe(200);
    const thumbnail = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 480, 480]);
    expect(await statObject(keyFromPublicUrl(thumbnailUrl)!)).not.toBeNull();
  });

  it("makes and stores the missing phone copy of an image stored without one, and no other size", async () => {
    const key = newObjectKey(userId, "pets", "webp");
    await putObject(key, await solidImage(1600, 1200, "webp"), "image/webp");
    const phoneUrl = publicUrl(key).replace(/\.webp$/, "-w828.webp");

    const response = await get(phoneUrl);
    expect(response.status).toBe(200);
    const copy = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["webp", 828, 621]);
    expect(await statObject(keyFromPublicUrl(phoneUrl)!)).not.toBeNull();
    for (const other of ["-w720.webp", "-w1080.webp", "-w828-w828.webp", "-thumb-w828.webp", "-w828-thumb.webp"])
      expect((await get(publicUrl(key).replace(/\.webp$/, other))).status).toBe(404);
  });

  it("makes and stores the missing avatar copy of a picture stored without one (the demo seed's), and no other size", async () => {
    const key = newObjectKey(userId, "profiles", "webp");
    await putObject(key, await solidImage(256, 256, "webp"), "image/webp");
    const avatarUrl = publicUrl(key).replace(/\.webp$/, "-a192.webp");

    const response = await get(avatarUrl);
    expect(response.status).toBe(200);
    const copy = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["webp", 192, 192]);
    expect(await statObject(keyFromPublicUrl(avatarUrl)!)).not.toBeNull();
    for (const other of ["-a96.webp", "-a192-a192.webp", "-thumb-a192.webp", "-a192-w828.webp"])
      expect((await get(publicUrl(key).replace(/\.webp$/, other))).status).toBe(404);
  });

  it("makes no thumbnail without an original, nor a thumbnail of a thumbnail", async () => {
    const key = newObjectKey(userId, "pets", "webp");
    await putObject(key, await solidImage(60, 30, "webp"), "image/webp");
    const thumbnailUrl = publicUrl(key).replace(/\.webp$/, "-thumb.webp");
    expect((await get(thumbnailUrl)).status).toBe(200);
    expect((await get(thumbnailUrl.replace("-thumb.webp", "-thumb-thumb.webp"))).status).toBe(404);
    expect((await get(`/api/media/${userId}/pets/1-nothing-thumb.webp`)).status).toBe(404);
  });
});
