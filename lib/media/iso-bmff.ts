// Walks the box structure of an ISO base media file (MP4, MOV: ISO/IEC 14496-12, QuickTime) far
// enough to prove it is a whole container with a video track. A file that merely starts with "ftyp"
// (and then holds a page of HTML) is refused. Only box headers are read, never media data, and the
// walk is bounded: a fixed path (moov → trak → mdia → hdlr, so depth ≤ 4) and MAX_BOXES headers.

/** Headers read per file at most. A fragmented 50 MB MP4 with 1 s fragments has ~1 200 boxes. */
export const MAX_BOXES = 10_000;

type Box = { type: string; start: number; payloadStart: number; end: number };

/** Thrown inside the walk for any box that does not fit the structure; the file is then refused. */
class Malformed extends Error {}

type Walk = { bytes: Buffer; boxesLeft: number };

/**
 * The boxes between `start` and `end`, which they must fill exactly: a size past its parent (a lie,
 * or a truncated file), smaller than its own header (a walk that would never advance) or bytes left
 * over are malformed. Size 0 ("to the end of the file") is allowed only at the top level.
 */
function* boxesIn(walk: Walk, start: number, end: number, topLevel: boolean): Generator<Box> {
  let offset = start;
  while (offset < end) {
    walk.boxesLeft -= 1;
    if (walk.boxesLeft < 0 || end - offset < 8) throw new Malformed();
    const box = readBoxHeader(walk.bytes, offset, end, topLevel);
    yield box;
    offset = box.end;
  }
}

function readBoxHeader(bytes: Buffer, offset: number, parentEnd: number, topLevel: boolean): Box {
  const size32 = bytes.readUInt32BE(offset);
  const type = bytes.toString("latin1", offset + 4, offset + 8);
  let size: number;
  let headerSize = 8;
  if (size32 === 1) {
    // 64-bit "largesize" after the type.
    if (parentEnd - offset < 16) throw new Malformed();
    const largeSize = bytes.readBigUInt64BE(offset + 8);
    if (largeSize > BigInt(parentEnd - offset)) throw new Malformed();
    size = Number(largeSize);
    headerSize = 16;
  } else if (size32 === 0) {
    if (!topLevel) throw new Malformed();
    size = parentEnd - offset;
  } else {
    size = size32;
  }
  if (size < headerSize || offset + size > parentEnd) throw new Malformed();
  return { type, start: offset, payloadStart: offset + headerSize, end: offset + size };
}

/** The first child of this type, or null. */
function child(walk: Walk, parent: Box, type: string): Box | null {
  for (const box of boxesIn(walk, parent.payloadStart, parent.end, false)) {
    if (box.type === type) return box;
  }
  return null;
}

/** A track's media handler ("vide", "soun", "text"…): mdia → hdlr, a full box (4 bytes version and flags, 4 pre-defined). */
function handlerOf(walk: Walk, trak: Box): string | null {
  const mdia = child(walk, trak, "mdia");
  const hdlr = mdia && child(walk, mdia, "hdlr");
  if (!hdlr || hdlr.end - hdlr.payloadStart < 12) return null;
  return walk.bytes.toString("latin1", hdlr.payloadStart + 8, hdlr.payloadStart + 12);
}

function hasVideoTrack(walk: Walk, moov: Box): boolean {
  let video = false;
  for (const box of boxesIn(walk, moov.payloadStart, moov.end, false)) {
    if (box.type === "trak" && handlerOf(walk, box) === "vide") video = true;
  }
  return video;
}

/**
 * The major brand of the `ftyp` box when the whole file is well-formed boxes starting with `ftyp`
 * and exactly one `moov` (anywhere: at the end when the file is not "fast start") holds a video
 * track; null otherwise.
 */
export function isoVideoBrand(bytes: Buffer): string | null {
  const walk: Walk = { bytes, boxesLeft: MAX_BOXES };
  try {
    let brand: string | null = null;
    let moovCount = 0;
    let video = false;
    for (const box of boxesIn(walk, 0, bytes.length, true)) {
      if (brand === null) {
        if (box.type !== "ftyp" || box.end - box.payloadStart < 8) return null;
        brand = bytes.toString("latin1", box.payloadStart, box.payloadStart + 4);
      } else if (box.type === "moov") {
        moovCount += 1;
        video = hasVideoTrack(walk, box);
      }
    }
    return moovCount === 1 && video ? brand : null;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}
