/** @no-database — the nonce rewriter on its own. */
import { createScriptNonceInjector } from "./script-nonce";
import { everyCut, rewrite as rewriteWith } from "./stream-rewrite.test-helpers";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const withNonce = (html: string) =>
  html.replaceAll("<script", `<script nonce="${NONCE}"`).replaceAll("<link", `<link nonce="${NONCE}"`);

const rewrite = (pieces: string[]) => rewriteWith(() => createScriptNonceInjector(NONCE), pieces);

const page =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/static/a.js"/><script src="/_next/static/a.js" async=""></script></head><body>' +
  '<p>¡Hola, 狗! &lt;script&gt;</p><script>self.__next_f.push([1,"\\u003cscript>"])</script>' +
  '<script\nid="_R_">x</script><script>y</script></body></html>';

describe("createScriptNonceInjector", () => {
  it("puts the nonce on every script and link tag and nowhere else", () => {
    expect(rewrite([page])).toBe(withNonce(page));
    expect(rewrite([page]).match(/nonce=/g)).toHaveLength(5);
  });

  it("finds tags cut anywhere by chunk boundaries, even inside multi-byte characters, and one byte at a time", () => {
    for (const out of everyCut(() => createScriptNonceInjector(NONCE), page)) expect(out).toBe(withNonce(page));
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
