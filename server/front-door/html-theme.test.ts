/** @no-database — the theme attribute on the <html> tag, on its own. */
import { createHtmlThemeInjector, themeFromCookie } from "./html-theme";
import { everyCut, rewrite as rewriteWith } from "./stream-rewrite.test-helpers";

const rewrite = (theme: string, pieces: string[]) => rewriteWith(() => createHtmlThemeInjector(theme), pieces);

const page =
  '<!DOCTYPE html><html lang="es" class="n"><head><script>self.__next_f.push([1,"\\u003chtml>"])</script></head>' +
  "<body><p>¡Hola, 狗! &lt;html&gt;</p><html-x></html-x><p><html></p></body></html>";
const themed = (theme: string) => page.replace("<html lang", `<html data-theme="${theme}" lang`);

describe("themeFromCookie", () => {
  it("takes light or dark and nothing else", () => {
    expect(themeFromCookie("theme=dark")).toBe("dark");
    expect(themeFromCookie("NEXT_LOCALE=en; theme=light; x=1")).toBe("light");
    expect(themeFromCookie(["a=1", "theme=dark"])).toBe("dark");
    for (const header of [
      undefined,
      "",
      "theme=",
      "theme=Dark",
      "theme=blue",
      'theme=dark"><script>',
      "theme=dark%20",
      "mytheme=dark",
      "theme=system",
    ]) {
      expect(themeFromCookie(header)).toBeNull();
    }
  });

  it("refuses to write an unknown theme", () => {
    expect(() => createHtmlThemeInjector('dark" onload="x')).toThrow("Unknown theme");
  });
});

describe("createHtmlThemeInjector", () => {
  it("writes the attribute on the html start tag only, once", () => {
    expect(rewrite("dark", [page])).toBe(themed("dark"));
    expect(rewrite("light", [page]).match(/data-theme/g)).toHaveLength(1);
  });

  it("finds the tag cut anywhere by a chunk boundary, even inside multi-byte characters, and one byte at a time", () => {
    for (const out of everyCut(() => createHtmlThemeInjector("dark"), page)) expect(out).toBe(themed("dark"));
  });

  it("leaves tags that only start alike, and a body without an html tag, unchanged", () => {
    expect(rewrite("dark", ["<htmlx><html-y>", "<htm"])).toBe("<htmlx><html-y><htm");
    expect(rewrite("dark", ["a<ht", "ml>b"])).toBe('a<html data-theme="dark">b');
  });
});
