/** @no-database — pure functions. */
import { normalizeAddress, parseTrustedProxyHops, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("takes the socket's address and ignores X-Forwarded-For when no proxy is trusted", () => {
    // The measured defect: a new X-Forwarded-For per request was a new rate-limit bucket per request.
    for (const forged of ["203.0.113.1", "203.0.113.2, 198.51.100.9", "not-an-ip"]) {
      expect(resolveClientIp({ socketAddress: "::ffff:127.0.0.1", forwardedFor: forged, trustedHops: 0 })).toEqual({
        clientIp: "127.0.0.1",
        forwardedFor: "127.0.0.1",
      });
    }
  });

  it("with one trusted proxy, takes the address that proxy appended and drops what the client wrote before it", () => {
    const result = resolveClientIp({
      socketAddress: "10.0.0.2",
      forwardedFor: "203.0.113.66, 198.51.100.7",
      trustedHops: 1,
    });
    expect(result).toEqual({ clientIp: "198.51.100.7", forwardedFor: "198.51.100.7, 10.0.0.2" });
    // Whatever the client writes first, the proxy's entry decides.
    expect(
      resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, 198.51.100.7", trustedHops: 1 }).clientIp,
    ).toBe("198.51.100.7");
  });

  it("with two trusted proxies, counts two addresses back from the socket", () => {
    const result = resolveClientIp({
      socketAddress: "10.0.0.3",
      forwardedFor: "203.0.113.66, 198.51.100.7, 10.0.0.2",
      trustedHops: 2,
    });
    expect(result).toEqual({ clientIp: "198.51.100.7", forwardedFor: "198.51.100.7, 10.0.0.2, 10.0.0.3" });
  });

  it("uses the first address of a chain shorter than the trusted hops, and the socket when there is no header", () => {
    expect(resolveClientIp({ socketAddress: "10.0.0.3", forwardedFor: "198.51.100.7", trustedHops: 2 }).clientIp).toBe(
      "198.51.100.7",
    );
    expect(resolveClientIp({ socketAddress: "10.0.0.3", forwardedFor: undefined, trustedHops: 2 })).toEqual({
      clientIp: "10.0.0.3",
      forwardedFor: "10.0.0.3",
    });
  });

  it("falls back to the nearest proxy when the chosen entry is not an address", () => {
    expect(
      resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7, <script>", trustedHops: 1 }),
    ).toEqual({
      clientIp: "10.0.0.2",
      forwardedFor: "10.0.0.2",
    });
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["::ffff:10.1.2.3", "10.1.2.3"],
    ["10.1.2.3:5123", "10.1.2.3"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    [" 2001:db8::1 ", "2001:db8::1"],
    ["unknown", null],
    ["", null],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("parseTrustedProxyHops", () => {
  it("reads 0 to 10, with 0 when unset", () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops("")).toBe(0);
    expect(parseTrustedProxyHops("2")).toBe(2);
    expect(parseTrustedProxyHops("10")).toBe(10);
  });

  it.each(["-1", "1.5", "two", "11", "0x1"])("refuses %j rather than guess", (raw) => {
    expect(() => parseTrustedProxyHops(raw)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
