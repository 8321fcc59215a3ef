/** @no-database — the shape of a post's media box (issue 13). */
import { mediaAspectRatio } from "./media-aspect";

describe("mediaAspectRatio", () => {
  it("shapes the card's box like the media, between 4:5 and 1.91:1, square when unknown", () => {
    expect(mediaAspectRatio({ width: 1600, height: 900 })).toBe(1.778);
    expect(mediaAspectRatio({ width: 1080, height: 1350 })).toBe(0.8);
    expect(mediaAspectRatio({ width: 600, height: 900 })).toBe(0.8);
    expect(mediaAspectRatio({ width: 3000, height: 1000 })).toBe(1.91);
    expect(mediaAspectRatio(null)).toBe(1);
  });
});
