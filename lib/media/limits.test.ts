import { checkFiles, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "./limits";

/** A File that claims a size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("checkFiles", () => {
  const photo = fakeFile("cat.jpg", "image/jpeg", 1000);
  const gif = fakeFile("cat.gif", "image/gif", 1000);
  const video = fakeFile("cat.mov", "video/quicktime", 1000);
  const svg = fakeFile("cat.svg", "image/svg+xml", 1000);
  const pdf = fakeFile("cat.pdf", "application/pdf", 1000);

  it("accepts images and videos and rejects other types", () => {
    expect(checkFiles([photo, svg, video, pdf, gif], "image-or-video")).toEqual({
      accepted: [photo, video, gif],
      rejected: [svg, pdf],
    });
  });

  it("rejects videos where only images are allowed", () => {
    expect(checkFiles([photo, video], "image")).toEqual({ accepted: [photo], rejected: [video] });
  });

  it("rejects files over the size limits and empty files", () => {
    const bigPhoto = fakeFile("big.png", "image/png", MAX_IMAGE_BYTES + 1);
    const maxPhoto = fakeFile("max.png", "image/png", MAX_IMAGE_BYTES);
    const bigVideo = fakeFile("big.mp4", "video/mp4", MAX_VIDEO_BYTES + 1);
    const empty = fakeFile("empty.png", "image/png", 0);
    expect(checkFiles([bigPhoto, maxPhoto, bigVideo, empty], "image-or-video")).toEqual({
      accepted: [maxPhoto],
      rejected: [bigPhoto, bigVideo, empty],
    });
  });
});
