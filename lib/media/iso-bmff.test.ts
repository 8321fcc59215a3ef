import { isoVideoBrand, MAX_BOXES } from "./iso-bmff";
import { isoBox, isoFtyp, isoLargeBox, isoMdat, isoMoov, isoVideoFile } from "@/tests/media-files";

/** A copy with the 32-bit size of the box whose type first appears at `type`'s position rewritten. */
function withBoxSize(file: Buffer, type: string, size: number): Buffer {
  const copy = Buffer.from(file);
  const typeAt = copy.indexOf(type, 0, "latin1");
  copy.writeUInt32BE(size, typeAt - 4);
  return copy;
}

describe("isoVideoBrand", () => {
  it("accepts a fast-start MP4 and a MOV with a video track", () => {
    expect(isoVideoBrand(isoVideoFile("isom"))).toBe("isom");
    expect(isoVideoBrand(isoVideoFile("qt  "))).toBe("qt  ");
  });

  it("accepts a moov placed after the media data (not fast start)", () => {
    expect(isoVideoBrand(Buffer.concat([isoFtyp("mp42"), isoMdat(), isoMoov("vide")]))).toBe("mp42");
  });

  it("accepts a 64-bit largesize box and a last box of size 0 (to the end of the file)", () => {
    expect(
      isoVideoBrand(Buffer.concat([isoFtyp("isom"), isoMoov("vide"), isoLargeBox("mdat", Buffer.alloc(40, 1))])),
    ).toBe("isom");
    expect(isoVideoBrand(withBoxSize(isoVideoFile("isom"), "mdat", 0))).toBe("isom");
  });

  it("refuses ftyp followed by HTML, even inside a well-formed box, without a moov", () => {
    // The reported defect: these bytes were stored as an MP4 and could be attached to a post.
    expect(isoVideoBrand(Buffer.from("\0\0\0\x14ftypisom<script>alert(1)</script>", "latin1"))).toBeNull();
    expect(isoVideoBrand(Buffer.concat([isoFtyp("isom"), Buffer.from("<script>alert(1)</script>")]))).toBeNull();
    expect(
      isoVideoBrand(Buffer.concat([isoFtyp("isom"), isoMdat(Buffer.from("<script>alert(1)</script>"))])),
    ).toBeNull();
  });

  it("refuses an audio-only file, a file without ftyp first and one with two moov boxes", () => {
    expect(isoVideoBrand(isoVideoFile("isom", "soun"))).toBeNull();
    expect(isoVideoBrand(Buffer.concat([isoMoov("vide"), isoFtyp("isom"), isoMdat()]))).toBeNull();
    expect(isoVideoBrand(Buffer.concat([isoFtyp("isom"), isoMoov("vide"), isoMoov("vide"), isoMdat()]))).toBeNull();
  });

  it("refuses a video track whose handler is not where the format puts it (mdia → hdlr)", () => {
    const moov = isoMoov("vide");
    const misplaced = Buffer.from(moov);
    misplaced.write("xdia", misplaced.indexOf("mdia", 0, "latin1"), "latin1");
    expect(isoVideoBrand(Buffer.concat([isoFtyp("isom"), misplaced, isoMdat()]))).toBeNull();
  });

  it("refuses truncated files: the media data cut short, or a moov at the end cut short", () => {
    const fastStart = isoVideoFile("isom");
    expect(isoVideoBrand(fastStart.subarray(0, fastStart.length - 10))).toBeNull();
    const moovLast = Buffer.concat([isoFtyp("isom"), isoMdat(), isoMoov("vide")]);
    expect(isoVideoBrand(moovLast.subarray(0, moovLast.length - 10))).toBeNull();
    expect(isoVideoBrand(fastStart.subarray(0, 12))).toBeNull();
  });

  it("refuses box sizes that lie: past the parent, past the file, size 0 inside a box, smaller than a header", () => {
    const file = isoVideoFile("isom");
    expect(isoVideoBrand(withBoxSize(file, "trak", 0x7fffffff))).toBeNull();
    expect(isoVideoBrand(withBoxSize(file, "mdat", file.length))).toBeNull();
    expect(isoVideoBrand(withBoxSize(file, "trak", 0))).toBeNull();
    // A size below 8 would walk backwards or stand still (an endless loop in a naive walker).
    for (const size of [4, 7]) expect(isoVideoBrand(withBoxSize(file, "mdat", size))).toBeNull();
    expect(isoVideoBrand(Buffer.concat([file, Buffer.alloc(3)]))).toBeNull();
  });

  it("refuses a 64-bit largesize that is smaller than its header or past the end", () => {
    for (const largeSize of [0n, 15n, 1n << 62n]) {
      const box = isoLargeBox("mdat", Buffer.alloc(40, 1));
      box.writeBigUInt64BE(largeSize, 8);
      expect(isoVideoBrand(Buffer.concat([isoFtyp("isom"), isoMoov("vide"), box]))).toBeNull();
    }
  });

  it("stops after MAX_BOXES headers, refusing a file that needs more", () => {
    // Each header is a few bytes read: 10 000 of them take ~1 ms once warm.
    const padding = (count: number) => Buffer.concat(Array.from({ length: count }, () => isoBox("free")));
    expect(isoVideoBrand(Buffer.concat([isoFtyp("isom"), padding(100), isoMoov("vide")]))).toBe("isom");
    const hostile = Buffer.concat([isoFtyp("isom"), padding(MAX_BOXES), isoMoov("vide")]);
    expect(isoVideoBrand(hostile)).toBeNull();
  });
});
