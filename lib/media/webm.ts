// Walks the EBML structure of a WebM file (Matroska with DocType "webm") far enough to find a video
// track: EBML header → Segment → Tracks → TrackEntry → TrackType 1. A file that merely starts with
// the EBML magic is refused. Elements the walk does not need (Info, SeekHead, Clusters of a known
// size…) are skipped by their size, never read, and at most MAX_ELEMENTS headers are read.

/** Element headers read per file at most: far above the Info, Tracks and few Clusters that precede a real file's Tracks. */
export const MAX_ELEMENTS = 10_000;

const ids = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  void: 0xec,
} as const;
const VIDEO_TRACK = 1;

/** `end` is null for an element of unknown size (a live recording's Segment and Clusters). */
type Element = { id: number; dataStart: number; end: number | null };

class Malformed extends Error {}

type Walk = { bytes: Buffer; elementsLeft: number };

/** The length of a variable-length integer, told by the position of the first 1 bit of its first byte. */
function vintLength(first: number, maxLength: number): number {
  const length = Math.clz32(first) - 23;
  if (first === 0 || length > maxLength) throw new Malformed();
  return length;
}

function readElement(walk: Walk, offset: number, end: number): Element {
  walk.elementsLeft -= 1;
  if (walk.elementsLeft < 0 || offset >= end) throw new Malformed();
  const { bytes } = walk;
  const idLength = vintLength(bytes.readUInt8(offset), 4);
  const sizeOffset = offset + idLength;
  if (sizeOffset >= end) throw new Malformed();
  const sizeLength = vintLength(bytes.readUInt8(sizeOffset), 8);
  const dataStart = sizeOffset + sizeLength;
  if (dataStart > end) throw new Malformed();
  const id = bytes.readUIntBE(offset, idLength);

  // The size without its length marker; all value bits set means "unknown".
  let size = bytes.readUInt8(sizeOffset) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = sizeOffset + 1; i < dataStart; i += 1) {
    size = size * 256 + bytes.readUInt8(i);
    allOnes &&= bytes.readUInt8(i) === 0xff;
  }
  if (allOnes) return { id, dataStart, end: null };
  if (size > end - dataStart) throw new Malformed();
  return { id, dataStart, end: dataStart + size };
}

/**
 * The child elements between `start` and `end`. An element of unknown size cannot be skipped: it is
 * yielded last when `unknownSizeEnds` (the caller stops there), and is malformed anywhere else.
 */
function* elementsIn(walk: Walk, start: number, end: number, unknownSizeEnds = false): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const element = readElement(walk, offset, end);
    if (element.end === null) {
      if (!unknownSizeEnds) throw new Malformed();
      yield element;
      return;
    }
    yield element;
    offset = element.end;
  }
}

function knownEnd(element: Element): number {
  if (element.end === null) throw new Malformed();
  return element.end;
}

function docTypeOf(walk: Walk, header: Element): string | null {
  for (const element of elementsIn(walk, header.dataStart, knownEnd(header))) {
    // EBML strings may be padded with NUL bytes.
    if (element.id === ids.docType)
      return walk.bytes.toString("latin1", element.dataStart, knownEnd(element)).replace(/\0+$/, "");
  }
  return null;
}

function readUnsigned(bytes: Buffer, element: Element): number {
  let value = 0;
  for (let i = element.dataStart; i < knownEnd(element); i += 1) value = value * 256 + bytes.readUInt8(i);
  return value;
}

function tracksHaveVideo(walk: Walk, tracks: Element): boolean {
  for (const entry of elementsIn(walk, tracks.dataStart, knownEnd(tracks))) {
    if (entry.id !== ids.trackEntry) continue;
    for (const field of elementsIn(walk, entry.dataStart, knownEnd(entry))) {
      if (field.id === ids.trackType && readUnsigned(walk.bytes, field) === VIDEO_TRACK) return true;
    }
  }
  return false;
}

/**
 * Whether the file is a WebM whose Segment declares a video track. Tracks is looked for among the
 * Segment's children up to the first element of unknown size, which cannot be skipped: a live
 * recorder (the writer of unknown-size Clusters) writes Tracks before its first Cluster. Clusters
 * of known size are skipped, so a muxer's Tracks written after them is found too.
 */
export function isWebmWithVideo(bytes: Buffer): boolean {
  const walk: Walk = { bytes, elementsLeft: MAX_ELEMENTS };
  try {
    const topLevel = elementsIn(walk, 0, bytes.length, true);
    const header = topLevel.next().value;
    if (!header || header.id !== ids.header || docTypeOf(walk, header) !== "webm") return false;
    for (const element of topLevel) {
      if (element.id === ids.void) continue;
      if (element.id !== ids.segment) return false;
      for (const child of elementsIn(walk, element.dataStart, element.end ?? bytes.length, true)) {
        if (child.id === ids.tracks) return tracksHaveVideo(walk, child);
      }
      return false;
    }
    return false;
  } catch (error) {
    if (error instanceof Malformed) return false;
    throw error;
  }
}
