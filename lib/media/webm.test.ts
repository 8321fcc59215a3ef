import { isWebmWithVideo, MAX_ELEMENTS } from "./webm";
import { ebmlElement, ebmlHeader, ebmlIds, webmFile, webmTracks } from "@/tests/media-files";

describe("isWebmWithVideo", () => {
  it("accepts a WebM with a video track, with known sizes or with a recorder's unknown sizes", () => {
    expect(isWebmWithVideo(webmFile())).toBe(true);
    expect(isWebmWithVideo(webmFile({ unknownSizes: true }))).toBe(true);
  });

  it("finds Tracks written after a Cluster of known size", () => {
    expect(isWebmWithVideo(webmFile({ tracksAfterCluster: true }))).toBe(true);
  });

  it("refuses the EBML magic followed by HTML, and a header without a Segment", () => {
    expect(
      isWebmWithVideo(
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from("<script>alert(1)</script>webm")]),
      ),
    ).toBe(false);
    expect(isWebmWithVideo(Buffer.concat([ebmlHeader("webm"), Buffer.from("<script>alert(1)</script>")]))).toBe(false);
    expect(isWebmWithVideo(ebmlHeader("webm"))).toBe(false);
  });

  it("refuses an audio-only WebM and a Matroska (.mkv) file", () => {
    expect(isWebmWithVideo(webmFile({ trackType: 2 }))).toBe(false);
    expect(isWebmWithVideo(webmFile({ docType: "matroska" }))).toBe(false);
  });

  it("refuses Tracks after a Cluster of unknown size, which cannot be skipped", () => {
    expect(isWebmWithVideo(webmFile({ unknownSizes: true, tracksAfterCluster: true }))).toBe(false);
  });

  it("refuses truncated files: cut inside the header, the Segment or the Tracks", () => {
    const file = webmFile();
    const tracksEnd = file.indexOf(Buffer.from(ebmlIds.cluster));
    for (const length of [10, tracksEnd - 5, file.length - 1])
      expect(isWebmWithVideo(file.subarray(0, length))).toBe(false);
    // A recorder's file has no Segment size to check against, but its Tracks does.
    const recorded = webmFile({ unknownSizes: true });
    expect(isWebmWithVideo(recorded.subarray(0, recorded.indexOf(Buffer.from(ebmlIds.cluster)) - 5))).toBe(false);
  });

  it("refuses element sizes that lie and IDs that are not IDs", () => {
    const tracks = webmTracks(1);
    const segmentWith = (...children: Buffer[]) =>
      Buffer.concat([ebmlHeader("webm"), ebmlElement([...ebmlIds.segment], ...children)]);
    expect(isWebmWithVideo(segmentWith(tracks))).toBe(true);
    // Tracks claiming more than its Segment holds.
    const overflowing = Buffer.from(tracks);
    overflowing[4] = 0x80 | 0x7e;
    expect(isWebmWithVideo(segmentWith(overflowing))).toBe(false);
    // A zero byte cannot start an ID or a size.
    expect(isWebmWithVideo(segmentWith(Buffer.from([0, 0x81, 0]), tracks))).toBe(false);
    expect(isWebmWithVideo(segmentWith(Buffer.from([0xec, 0]), tracks))).toBe(false);
    // A TrackEntry of unknown size.
    const unknownEntry = Buffer.concat([
      Buffer.from(ebmlIds.tracks),
      Buffer.from([0x88]),
      Buffer.from(ebmlIds.trackEntry),
      Buffer.from([0xff]),
      Buffer.from([0x83, 0x81, 1]),
    ]);
    expect(isWebmWithVideo(segmentWith(unknownEntry))).toBe(false);
  });

  it("stops after MAX_ELEMENTS headers, refusing a file that needs more", () => {
    // Each header is a few bytes read: 10 000 of them take ~5 ms once warm.
    const voids = (count: number) => Buffer.alloc(count * 2, Buffer.from([0xec, 0x80]));
    const segmentWith = (...children: Buffer[]) =>
      Buffer.concat([ebmlHeader("webm"), ebmlElement([...ebmlIds.segment], ...children)]);
    expect(isWebmWithVideo(segmentWith(voids(100), webmTracks(1)))).toBe(true);
    expect(isWebmWithVideo(segmentWith(voids(MAX_ELEMENTS), webmTracks(1)))).toBe(false);
  });
});
