import sharp from "sharp";
import { GET as getMedia } from "@/app/api/media/[...key]/route";
import { POST } from "@/app/api/uploads/route";
import { banUser } from "@/lib/admin/users";
import { countHit } from "@/lib/rate-limit";
import { createUser } from "@/tests/factories";
import { isoVideoFile } from "@/tests/media-files";
import { setClaims, signInAs } from "@/tests/session";

function uploadRequest(fields: Record<string, string | Blob>, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request("http://localhost/api/uploads", { method: "POST", body: form, headers });
}

function pngBlob(bytes: Buffer, name = "photo.png", type = "image/png"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e07a5f" } })
    .png()
    .toBuffer();
}

async function serve(url: string): Promise<Response> {
  const key = url.replace(/^\/api\/media\//, "").split("/");
  return getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

describe("POST /api/uploads", () => {
  it("refuses an anonymous caller with 401", async () => {
    const response = await POST(uploadRequest({ folder: "posts", file: pngBlob(await png()) }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "errors.unauthorized" } });
  });

  it("refuses a banned user replaying an old session with 401", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    const moderator = await createUser({ role: "moderator" });
    await banUser(moderator.id, user.id);
    setClaims(cookie);
    const response = await POST(uploadRequest({ folder: "posts", file: pngBlob(await png()) }));
    expect(response.status).toBe(401);
  });

  it("refuses an account without a username with 401", async () => {
    await signInAs(await createUser({ username: null }));
    const response = await POST(uploadRequest({ folder: "posts", file: pngBlob(await png()) }));
    expect(response.status).toBe(401);
  });

  it("refuses an unknown folder, a missing file and an SVG with 400", async () => {
    await signInAs(await createUser());
    const badFolder = await POST(uploadRequest({ folder: "../etc", file: pngBlob(await png()) }));
    expect(badFolder.status).toBe(400);
    expect((await badFolder.json()).error.code).toBe("validation");

    const noFile = await POST(uploadRequest({ folder: "posts" }));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.message).toBe("media.errors.noFile");

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgResponse = await POST(uploadRequest({ folder: "posts", file: pngBlob(svg, "cat.png", "image/png") }));
    expect(svgResponse.status).toBe(400);
    expect((await svgResponse.json()).error.message).toBe("media.errors.invalidType");
  });

  it("refuses a body declared larger than the limit with 413 before reading it", async () => {
    await signInAs(await createUser());
    const response = await POST(
      uploadRequest({ folder: "posts", file: pngBlob(await png()) }, { "content-length": String(60 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("media.errors.tooLarge");
  });

  it("stores a PNG as WebP with a thumbnail, both served with nosniff", async () => {
    const user = await createUser();
    await signInAs(user);
    const response = await POST(uploadRequest({ folder: "posts", file: pngBlob(await png(64, 48)) }));
    expect(response.status).toBe(201);
    const media = await response.json();
    expect(media).toEqual({
      kind: "image",
      url: expect.stringMatching(new RegExp(`^/api/media/${user.id}/posts/\\d+-[0-9a-f]{16}\\.webp$`)),
      thumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
      width: 64,
      height: 48,
    });
    for (const url of [media.url, media.thumbnailUrl]) {
      const served = await serve(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    }
  });

  it("refuses a video for a pet photo and a text file named .jpg with 400", async () => {
    await signInAs(await createUser());
    const video = await POST(
      uploadRequest({ folder: "pets", file: pngBlob(isoVideoFile("isom"), "cat.mp4", "video/mp4") }),
    );
    expect(video.status).toBe(400);
    expect((await video.json()).error.message).toBe("media.errors.videoNotAllowed");
    const text = await POST(
      uploadRequest({ folder: "pets", file: pngBlob(Buffer.from("hello"), "cat.jpg", "image/jpeg") }),
    );
    expect(text.status).toBe(400);
    expect((await text.json()).error.message).toBe("media.errors.invalidType");
  });

  it("stores a genuine MP4 in posts (201) and refuses ftyp followed by a script (400)", async () => {
    await signInAs(await createUser());
    const video = await POST(
      uploadRequest({ folder: "posts", file: pngBlob(isoVideoFile("isom"), "cat.mp4", "video/mp4") }),
    );
    expect(video.status).toBe(201);
    const media = await video.json();
    expect(media).toMatchObject({ kind: "video", url: expect.stringMatching(/\.mp4$/), thumbnailUrl: null });
    expect((await serve(media.url)).headers.get("content-type")).toBe("video/mp4");

    const fake = Buffer.from("\0\0\0\x14ftypisom<script>alert(1)</script>", "latin1");
    const refused = await POST(uploadRequest({ folder: "posts", file: pngBlob(fake, "cat.mp4", "video/mp4") }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("media.errors.invalidType");
  });

  it("refuses a body that is not multipart form data with 400", async () => {
    await signInAs(await createUser());
    const response = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: '{"file":"x"}',
        headers: { "content-type": "application/json" },
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("media.errors.noFile");
  });

  it("stops reading a streamed body without Content-Length once it passes the limit (413)", async () => {
    await signInAs(await createUser());
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 80) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/uploads", {
      method: "POST",
      body: stream,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    // 50 MB of video plus 1 MB of envelope, then it stopped: far fewer than the 80 chunks offered.
    expect(sent).toBeLessThan(60);
  });

  it("limits uploads per user to 60 an hour (429)", async () => {
    const user = await createUser();
    await signInAs(user);
    for (let i = 0; i < 60; i += 1) await countHit(`upload:user:${user.id}`, 3600);
    const response = await POST(uploadRequest({ folder: "posts", file: pngBlob(await png()) }));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "media.errors.tooMany" } });

    // Another user is not affected.
    await signInAs(await createUser());
    expect((await POST(uploadRequest({ folder: "posts", file: pngBlob(await png()) }))).status).toBe(201);
  });
});
