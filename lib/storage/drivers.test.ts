import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { StorageDriver } from "./driver";
import { createLocalDriver } from "./local-driver";
import { createS3Driver } from "./s3-driver";

// The same contract, run against every driver: the S3 one against a real S3-compatible server
// (s3rver on a free port), so request signing, ranges and "not found" answers are the real ones.
const bucket = "patitas-test";
let workDir: string;
let s3server: S3rver;
const drivers: Record<string, () => StorageDriver> = {};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(process.env.PATITAS_TEST_FILE_DIR ?? tmpdir(), "drivers-"));
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: path.join(workDir, "s3"),
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3server.run();
  const local = createLocalDriver(path.join(workDir, "local"));
  const s3 = createS3Driver({
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  drivers.local = () => local;
  drivers.s3 = () => s3;
});

afterAll(async () => {
  await s3server?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe.each(["local", "s3"])("%s storage driver", (name) => {
  const driver = () => drivers[name]!();
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const key = `user-${name}/posts/1700000000000-abc.mp4`;

  it("stores an object and reads it back whole, with its type and size", async () => {
    await driver().put(key, body, "video/mp4");
    const object = await driver().get(key);
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe("video/mp4");
    expect(object!.size).toBe(1000);
    expect(Buffer.compare(object!.body, body)).toBe(0);
  });

  it("reads a byte range and still reports the whole size", async () => {
    await driver().put(key, body, "video/mp4");
    const object = await driver().get(key, { start: 10, end: 19 });
    expect(object!.size).toBe(1000);
    expect([...object!.body]).toEqual([...body.subarray(10, 20)]);
    const tail = await driver().get(key, { start: 990, end: 5000 });
    expect([...tail!.body]).toEqual([...body.subarray(990)]);
    const past = await driver().get(key, { start: 2000, end: 2010 });
    expect(past).toEqual({ body: Buffer.alloc(0), contentType: "video/mp4", size: 1000 });
  });

  it("reports the size and type of a stored object", async () => {
    await driver().put(key, body, "video/mp4");
    expect(await driver().stat(key)).toEqual({ contentType: "video/mp4", size: 1000 });
  });

  it("overwrites an object under the same key", async () => {
    const other = `user-${name}/pets/1700000000001-def.webp`;
    await driver().put(other, Buffer.from("first"), "image/webp");
    await driver().put(other, Buffer.from("second!"), "image/webp");
    expect((await driver().get(other))!.body.toString()).toBe("second!");
  });

  it("lists every stored key", async () => {
    const keys = [`user-${name}-list/posts/1700000000010-a.webp`, `user-${name}-list/pets/1700000000011-b.webp`];
    for (const listed of keys) await driver().put(listed, Buffer.from("x"), "image/webp");
    const all: string[] = [];
    for await (const listed of driver().list()) all.push(listed);
    expect(all).toEqual(expect.arrayContaining(keys));
    expect(all.every((listed) => !listed.includes("\\") && !listed.endsWith(".tmp"))).toBe(true);
  });

  it("answers null for a missing key and deletes idempotently", async () => {
    const gone = `user-${name}/profiles/1700000000002-ghi.webp`;
    await driver().put(gone, Buffer.from("bye"), "image/webp");
    await driver().delete(gone);
    expect(await driver().get(gone)).toBeNull();
    expect(await driver().get(gone, { start: 0, end: 1 })).toBeNull();
    expect(await driver().stat(gone)).toBeNull();
    await expect(driver().delete(gone)).resolves.toBeUndefined();
  });

  it("serves public URLs through /api/media", () => {
    expect(driver().publicUrl("u/posts/1-a.webp")).toBe("/api/media/u/posts/1-a.webp");
  });
});

it("points S3 public URLs at the configured base, e.g. a CDN", () => {
  const driver = createS3Driver({ bucket, region: "us-east-1", publicUrl: "https://cdn.example.com/media/" });
  expect(driver.publicUrl("u/posts/1-a.webp")).toBe("https://cdn.example.com/media/u/posts/1-a.webp");
});
