import { crc32 } from "node:zlib";
import { zipStream } from "./zip";

/** Reads an archive back through its central directory, as unzip tools do, checking every CRC. */
function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const checksum = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const local = archive.readUInt32LE(at + 42);
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + archive.readUInt16LE(local + 26);
    const data = archive.subarray(start, start + size);
    expect(crc32(data)).toBe(checksum);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("zipStream", () => {
  it("writes entries a reader finds by the central directory, names in UTF-8, bytes intact", async () => {
    const photo = Buffer.from([0, 255, 1, 254, 2, 253]);
    const archive = await collect(
      zipStream([
        { name: "patitas-data.json", data: Buffer.from('{"fullName":"Lucía"}') },
        { name: "media/u1/posts/café.webp", data: photo },
        { name: "empty.txt", data: Buffer.alloc(0) },
      ]),
    );
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(["patitas-data.json", "media/u1/posts/café.webp", "empty.txt"]);
    expect(files.get("patitas-data.json")!.toString()).toBe('{"fullName":"Lucía"}');
    expect(files.get("media/u1/posts/café.webp")!.equals(photo)).toBe(true);
    expect(files.get("empty.txt")!.length).toBe(0);
  });

  it("is a valid empty archive with no entries", async () => {
    expect(readZip(await collect(zipStream([]))).size).toBe(0);
  });
});
