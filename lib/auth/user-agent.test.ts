import { describeUserAgent, isMobileAgent } from "./user-agent";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox", "macOS"],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/114.0.0.0",
      "Opera",
      "Linux",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome",
      "iOS",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Chrome",
      "Linux",
    ],
  ])("names %s", (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toBe(`${browser} · ${os}`);
  });

  it("names only the half it can tell", () => {
    expect(describeUserAgent("SomeBot/1.0 (Windows NT 10.0)")).toBe("Windows");
    expect(describeUserAgent("Mozilla/5.0 Firefox/132.0")).toBe("Firefox");
  });

  it("tells phones from computers", () => {
    expect(isMobileAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36")).toBe(true);
    expect(isMobileAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7) Firefox/132.0")).toBe(false);
    expect(isMobileAgent(null)).toBe(false);
  });

  it("gives null for a missing or unrecognisable agent", () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent("curl/8.5.0")).toBeNull();
  });
});
