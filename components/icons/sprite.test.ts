import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { GET } from "@/app/icons.svg/route";
import { Icon } from "./icon";
import { ICON_NAMES, SPRITE_URL, SPRITE_VERSION, spriteVersionOf } from "./icon-names";
import { SPRITE_SVG } from "./sprite";

describe("icon sprite", () => {
  it("holds one symbol with a drawing for every name, and nothing else", () => {
    const ids = [...SPRITE_SVG.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1]).sort()).toEqual([...ICON_NAMES].sort());
    for (const [, , shapes] of ids) expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    // Lucide's React-only `key` must not leak into the SVG; colours come from the <svg> that uses it.
    expect(SPRITE_SVG).not.toContain(" key=");
    expect(SPRITE_SVG).not.toMatch(/(fill|stroke)=/);
  });

  it("is served as SVG, cacheable for a year under a URL that changes with the icon set", async () => {
    const response = GET();
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(SPRITE_SVG);
    expect(SPRITE_URL).toBe(`/icons.svg?v=${SPRITE_VERSION}`);
    expect(SPRITE_VERSION).toMatch(/^[0-9a-z]+$/);
    // The build writes the same value in (next.config.ts), and another set of icons gets another URL.
    expect(SPRITE_VERSION).toBe(spriteVersionOf(ICON_NAMES));
    expect(spriteVersionOf([...ICON_NAMES, "new-icon"])).not.toBe(SPRITE_VERSION);
  });

  it("renders a decorative icon as a hidden <use> of the sprite, and a labelled one as an image", () => {
    const hidden = renderToStaticMarkup(createElement(Icon, { name: "heart", className: "h-6 w-6" }));
    expect(hidden).toBe(`<svg class="icon h-6 w-6" aria-hidden="true"><use href="${SPRITE_URL}#heart"></use></svg>`);
    const labelled = renderToStaticMarkup(createElement(Icon, { name: "loader-circle", label: "Cargando <…>" }));
    expect(labelled).toContain('role="img" aria-label="Cargando &lt;…&gt;"');
    expect(labelled).not.toContain("aria-hidden");
  });
});
