/** @no-database — the nonce rewriter on its own. */
import { createScriptNonceInjector } from "./script-nonce.mjs";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const withNonce = (html) => html.replaceAll("<script", `<script nonce="${NONCE}"`).replaceAll("<link", `<link nonce="${NONCE}"`);

/** Feeds the text in the given pieces and returns what came out. */
function rewrite(pieces) {
  const injector = createScriptNonceInjector(NONCE);
  const out = pieces.map((piece) => injector.push(Buffer.from(piece)));
  out.push(injector.end());
  return Buffer.concat(out).toString("utf8");
}

const page =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/static/a.js"/><script src="/_next/static/a.js" async=""></script></head><body>' +
  "<p>¡Hola, 狗! &lt;script&gt;</p><script>self.__next_f.push([1,\"\\u003cscript>\"])</script>" +
  '<script\nid="_R_">x</script><script>y</script></body></html>';

describe("createScriptNonceInjector", () => {
  it("puts the nonce on every script and link tag and nowhere else", () => {
    expect(rewrite([page])).toBe(withNonce(page));
    expect(rewrite([page]).match(/nonce=/g)).toHaveLength(5);
  });

  it("finds tags cut anywhere by chunk boundaries, even inside multi-byte characters", () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const injector = createScriptNonceInjector(NONCE);
      const out = Buffer.concat([injector.push(bytes.subarray(0, cut)), injector.push(bytes.subarray(cut)), injector.end()]);
      expect(out.toString("utf8")).toBe(withNonce(page));
    }
  });

  it("survives one byte at a time", () => {
    const injector = createScriptNonceInjector(NONCE);
    const out = Buffer.concat([...Buffer.from(page)].map((byte) => injector.push(Buffer.from([byte]))).concat(injector.end()));
    expect(out.toString("utf8")).toBe(withNonce(page));
  });

  it("leaves other tags that start alike, and a body ending in a partial tag, unchanged", () => {
    const text = "<scripts></scripts><script-x></script-x><linked><scrip";
    expect(rewrite([text])).toBe(text);
    expect(rewrite(["a<scr", "ipt>b</script>"])).toBe(`a<script nonce="${NONCE}">b</script>`);
    expect(rewrite(["a<li", "nk href=x>"])).toBe(`a<link nonce="${NONCE}" href=x>`);
    expect(rewrite(["a<script", ""])).toBe("a<script");
  });

  it("refuses a nonce that would need escaping", () => {
    expect(() => createScriptNonceInjector('x" onload="alert(1)')).toThrow("base64");
  });
});
