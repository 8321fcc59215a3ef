import { moveItem } from "./photo-order";

describe("moveItem (the composer's photo order)", () => {
  it("moves a photo one place right and one place left", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
  });

  it("moves a photo dragged over a far one to that place", () => {
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
  });

  it("keeps the ends: nothing moves left of the first or right of the last", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it("returns a new list and leaves the old one as it was", () => {
    const photos = ["a", "b"];
    const moved = moveItem(photos, 0, 1);
    expect(photos).toEqual(["a", "b"]);
    expect(moved).not.toBe(photos);
  });
});
