// Tiny real media files for the media tests: images made by sharp; video containers and hostile
// animations built byte by byte (no encoder here), with the boxes and elements a real file has, so
// the container walkers in lib/media see what a camera or a browser writes.
import sharp from "sharp";

export function solidImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "png",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e07a5f" } })
    [format]()
    .toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

function uint16LE(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}

function uint32LE(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

function uint24LE(value: number): Buffer {
  return Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);
}

/**
 * A few-kB animated GIF that decodes to frames × width × height pixels: each frame draws one pixel on
 * a width × height canvas, but a decoder renders every frame at canvas size (the cheap-to-send,
 * costly-to-re-encode animation of a hostile upload).
 */
export function animatedGifCanvas(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.concat([uint16LE(width), uint16LE(height), Buffer.from([0x80, 0, 0])]); // 2-colour global table
  const palette = Buffer.from([0xff, 0x00, 0x00, 0x00, 0x00, 0xff]);
  const loopForever = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from("NETSCAPE2.0", "latin1"),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const frame = (index: number) =>
    Buffer.concat([
      Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // graphic control: 100 ms
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // a 1×1 image at (0, 0)
      Buffer.from([2, 2, index % 2 ? 0x4c : 0x44, 1, 0]), // its LZW data: colour 0 or 1
    ]);
  const body = Array.from({ length: frames }, (_, index) => frame(index));
  return Buffer.concat([Buffer.from("GIF89a", "latin1"), screen, palette, loopForever, ...body, Buffer.from([0x3b])]);
}

function riffChunk(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  const padding = Buffer.alloc(payload.length % 2);
  return Buffer.concat([Buffer.from(type, "latin1"), size, payload, padding]);
}

/** The animated-WebP counterpart of animatedGifCanvas: 1×1 lossless frames on a width × height canvas. */
export async function animatedWebpCanvas(width: number, height: number, frames: number): Promise<Buffer> {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ff0000" } })
    .webp({ lossless: true })
    .toBuffer();
  const vp8l = pixel.subarray(12); // the "VP8L" chunk after "RIFF", size, "WEBP"
  const canvas = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), uint24LE(width - 1), uint24LE(height - 1)]); // animation flag
  const frame = Buffer.concat([
    uint24LE(0),
    uint24LE(0),
    uint24LE(0),
    uint24LE(0),
    uint24LE(100),
    Buffer.from([0]),
    vp8l,
  ]);
  const chunks = [
    riffChunk("VP8X", canvas),
    riffChunk("ANIM", Buffer.alloc(6)),
    ...Array.from({ length: frames }, () => riffChunk("ANMF", frame)),
  ];
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), ...chunks]);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), uint32LE(body.length), body]);
}

// ISO base media files (MP4, MOV): boxes of a 32-bit big-endian size (header included) and a type.

export function isoBox(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, "latin1"), body]);
}

/** A box with the 64-bit size form: 32-bit size 1, then the real size after the type. */
export function isoLargeBox(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(BigInt(16 + payload.length), 8);
  return Buffer.concat([header, payload]);
}

/** A "full box": one byte of version and three of flags before the payload. */
function isoFullBox(type: string, flags: number, ...payload: Buffer[]): Buffer {
  return isoBox(type, Buffer.from([0, 0, 0, flags]), ...payload);
}

export function isoFtyp(brand: string): Buffer {
  return isoBox("ftyp", Buffer.from(brand, "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}mp41`, "latin1"));
}

const identityMatrix = Buffer.from([
  0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0,
]);

/** A "moov" with one track of this handler: "vide" (video), "soun" (audio). */
export function isoMoov(handler: "vide" | "soun"): Buffer {
  const timing = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x03, 0xe8, 0, 0, 0x03, 0xe8]); // created, modified, 1000/s, 1 s
  const mvhd = isoFullBox(
    "mvhd",
    0,
    timing,
    Buffer.from([0, 1, 0, 0, 1, 0]),
    Buffer.alloc(10),
    identityMatrix,
    Buffer.alloc(24),
    Buffer.from([0, 0, 0, 2]),
  );
  const size = handler === "vide" ? Buffer.from([0, 16, 0, 0, 0, 16, 0, 0]) : Buffer.alloc(8); // 16×16 in 16.16 fixed point
  const tkhd = isoFullBox(
    "tkhd",
    3,
    Buffer.alloc(8),
    Buffer.from([0, 0, 0, 1]),
    Buffer.alloc(4),
    Buffer.from([0, 0, 0x03, 0xe8]),
    Buffer.alloc(16),
    identityMatrix,
    size,
  );
  const mdhd = isoFullBox("mdhd", 0, timing, Buffer.from([0x55, 0xc4, 0, 0])); // language "und"
  const hdlr = isoFullBox(
    "hdlr",
    0,
    Buffer.alloc(4),
    Buffer.from(handler, "latin1"),
    Buffer.alloc(12),
    Buffer.from(`${handler}\0`, "latin1"),
  );
  const mediaHeader =
    handler === "vide" ? isoFullBox("vmhd", 1, Buffer.alloc(8)) : isoFullBox("smhd", 0, Buffer.alloc(4));
  const dinf = isoBox("dinf", isoFullBox("dref", 0, Buffer.from([0, 0, 0, 1]), isoFullBox("url ", 1)));
  const emptyTable = (type: string) => isoFullBox(type, 0, Buffer.alloc(4));
  const stbl = isoBox(
    "stbl",
    emptyTable("stsd"),
    emptyTable("stts"),
    emptyTable("stsc"),
    isoFullBox("stsz", 0, Buffer.alloc(8)),
    emptyTable("stco"),
  );
  const trak = isoBox("trak", tkhd, isoBox("mdia", mdhd, hdlr, isoBox("minf", mediaHeader, dinf, stbl)));
  return isoBox("moov", mvhd, trak);
}

export function isoMdat(payload: Buffer = Buffer.alloc(64, 7)): Buffer {
  return isoBox("mdat", payload);
}

/** A fast-start MP4 or MOV (brand "qt  "): ftyp, moov with one track of this handler, mdat. */
export function isoVideoFile(brand = "isom", handler: "vide" | "soun" = "vide"): Buffer {
  return Buffer.concat([isoFtyp(brand), isoMoov(handler), isoMdat()]);
}

// EBML (Matroska, WebM): elements of an ID and a variable-length size (a leading 1 bit marks the length).

function ebmlSize(length: number): Buffer {
  if (length < 0x7f) return Buffer.from([0x80 | length]);
  if (length < 0x3fff) return Buffer.from([0x40 | (length >> 8), length & 0xff]);
  return Buffer.from([0x10 | (length >> 24), (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff]);
}

/** The 8-byte "unknown size" a live recorder (a browser's MediaRecorder) writes for Segment and Cluster. */
const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

export function ebmlElement(id: number[], ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
}

const ebmlUint = (value: number) => Buffer.from([value]);
const ebmlText = (text: string) => Buffer.from(text, "latin1");

export const ebmlIds = {
  header: [0x1a, 0x45, 0xdf, 0xa3],
  segment: [0x18, 0x53, 0x80, 0x67],
  info: [0x15, 0x49, 0xa9, 0x66],
  tracks: [0x16, 0x54, 0xae, 0x6b],
  trackEntry: [0xae],
  trackType: [0x83],
  cluster: [0x1f, 0x43, 0xb6, 0x75],
  void: [0xec],
} as const;

export function ebmlHeader(docType: string): Buffer {
  return ebmlElement(
    [...ebmlIds.header],
    ebmlElement([0x42, 0x86], ebmlUint(1)), // EBMLVersion
    ebmlElement([0x42, 0xf7], ebmlUint(1)), // EBMLReadVersion
    ebmlElement([0x42, 0xf2], ebmlUint(4)), // EBMLMaxIDLength
    ebmlElement([0x42, 0xf3], ebmlUint(8)), // EBMLMaxSizeLength
    ebmlElement([0x42, 0x82], ebmlText(docType)),
    ebmlElement([0x42, 0x87], ebmlUint(4)), // DocTypeVersion
    ebmlElement([0x42, 0x85], ebmlUint(2)), // DocTypeReadVersion
  );
}

/** TrackType 1 is video, 2 audio. */
export function webmTracks(trackType: 1 | 2): Buffer {
  const details =
    trackType === 1
      ? [
          ebmlElement([0x86], ebmlText("V_VP8")),
          ebmlElement([0xe0], ebmlElement([0xb0], ebmlUint(16)), ebmlElement([0xba], ebmlUint(16))),
        ]
      : [ebmlElement([0x86], ebmlText("A_OPUS")), ebmlElement([0xe1], ebmlElement([0x9f], ebmlUint(1)))];
  const entry = ebmlElement(
    [...ebmlIds.trackEntry],
    ebmlElement([0xd7], ebmlUint(1)),
    ebmlElement([0x73, 0xc5], ebmlUint(1)),
    ebmlElement([...ebmlIds.trackType], ebmlUint(trackType)),
    ...details,
  );
  return ebmlElement([...ebmlIds.tracks], entry);
}

type WebmOptions = { docType?: string; trackType?: 1 | 2; unknownSizes?: boolean; tracksAfterCluster?: boolean };

/**
 * A WebM file: EBML header, Segment with Info, Tracks (one track) and a Cluster holding one block.
 * `unknownSizes` writes Segment and Cluster as a browser's MediaRecorder does.
 */
export function webmFile({
  docType = "webm",
  trackType = 1,
  unknownSizes = false,
  tracksAfterCluster = false,
}: WebmOptions = {}): Buffer {
  const info = ebmlElement(
    [...ebmlIds.info],
    ebmlElement([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
    ebmlElement([0x4d, 0x80], ebmlText("patitas-tests")),
    ebmlElement([0x57, 0x41], ebmlText("patitas-tests")),
  );
  const clusterBody = Buffer.concat([
    ebmlElement([0xe7], ebmlUint(0)),
    ebmlElement([0xa3], Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(32, 9)),
  ]);
  const cluster = unknownSizes
    ? Buffer.concat([Buffer.from(ebmlIds.cluster), unknownSize, clusterBody])
    : ebmlElement([...ebmlIds.cluster], clusterBody);
  const children = tracksAfterCluster ? [info, cluster, webmTracks(trackType)] : [info, webmTracks(trackType), cluster];
  const segment = unknownSizes
    ? Buffer.concat([Buffer.from(ebmlIds.segment), unknownSize, ...children])
    : ebmlElement([...ebmlIds.segment], ...children);
  return Buffer.concat([ebmlHeader(docType), segment]);
}
