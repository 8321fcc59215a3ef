// Tiny real media files for the media tests: images made by sharp, video headers built by hand
// (the server only looks at a video's first bytes, it never decodes one).
import sharp from "sharp";

export function solidImage(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" = "png"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e07a5f" } })[format]().toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  return sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, "latin1"), payload]);
}

/** An ISO base media file: an `ftyp` box with this major brand, then an `mdat` box. */
export function isoMediaFile(brand: string): Buffer {
  const ftyp = box("ftyp", Buffer.concat([Buffer.from(brand, "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}mp41`, "latin1")]));
  return Buffer.concat([ftyp, box("mdat", Buffer.alloc(64, 7))]);
}

/** An EBML header with this DocType ("webm", or "matroska" for an .mkv), then some bytes. */
export function ebmlFile(docType: string): Buffer {
  const element = (id: number[], value: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | value.length]), value]);
  const body = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, "latin1")),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(64, 3)]);
}
