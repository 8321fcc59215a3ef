import { detectMedia } from "./detect";
import { animatedGif, isoVideoFile, solidImage, webmFile } from "@/tests/media-files";

describe("detectMedia", () => {
  it.each(["jpeg", "png", "webp", "gif"] as const)("recognises a real %s image", async (format) => {
    expect(detectMedia(await solidImage(8, 8, format))).toEqual({ kind: "image", format });
  });

  it("recognises an animated GIF", async () => {
    expect(detectMedia(await animatedGif())).toEqual({ kind: "image", format: "gif" });
  });

  it.each([
    ["isom", "mp4"],
    ["mp42", "mp4"],
    ["qt  ", "mov"],
  ])("recognises a container with a video track and brand %j as %s", (brand, format) => {
    expect(detectMedia(isoVideoFile(brand))).toEqual({ kind: "video", format });
  });

  it("recognises a WebM with a video track", () => {
    expect(detectMedia(webmFile())).toEqual({ kind: "video", format: "webm" });
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["an SVG with an XML prolog", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", Buffer.from("<!doctype html><html><script>alert(1)</script></html>")],
    ["plain text named .jpg", Buffer.from("this is not a photo of a cat")],
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n")],
    ["an empty file", Buffer.alloc(0)],
    ["a truncated JPEG marker", Buffer.from([0xff, 0xd8])],
    ["a Matroska (.mkv) file", webmFile({ docType: "matroska" })],
    ["an M4A audio file", isoVideoFile("M4A ", "soun")],
    ["an audio-only MP4", isoVideoFile("isom", "soun")],
    ["an audio-only WebM", webmFile({ trackType: 2 })],
    ["a HEIC image", isoVideoFile("heic")],
    [
      "ftyp followed by a script (the reported upload)",
      Buffer.from("\0\0\0\x14ftypisom<script>alert(1)</script>", "latin1"),
    ],
    ["the EBML magic followed by a script", Buffer.from("\x1a\x45\xdf\xa3\x84webm<script>alert(1)</script>", "latin1")],
    ["a RIFF file that is not WebP (WAV)", Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1")],
  ])("refuses %s", (_name, bytes) => {
    expect(detectMedia(bytes)).toBeNull();
  });
});
