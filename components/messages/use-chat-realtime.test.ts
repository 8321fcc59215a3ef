import { becameLive } from "./use-chat-realtime";

describe("becameLive", () => {
  it("asks for a catch-up whenever the connection becomes live, after a drop or on a first connection", () => {
    expect(becameLive("down", "live")).toBe(true);
    expect(becameLive("connecting", "live")).toBe(true);
  });

  it("asks for one when a part hydrates into a connection that another part had already made live", () => {
    // Hydration reads the server's snapshot ("off"), then the live connection: events sent before the
    // part listened were heard by no one.
    expect(becameLive("off", "live")).toBe(true);
  });

  it("asks for none while the connection stays live or is not live", () => {
    expect(becameLive("live", "live")).toBe(false);
    expect(becameLive("live", "down")).toBe(false);
    expect(becameLive("off", "connecting")).toBe(false);
  });
});
