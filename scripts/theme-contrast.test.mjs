/** @no-database — the dark palette keeps the light one's contrast (decision 031). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contrast, palettes, ratio, usedPairs } from "./theme-contrast.mjs";

const { light, dark } = palettes();
const AA = 4.5;

// The pairs that carry most of the app's text (decisions 008 and 031).
const TEXT_PAIRS = [
  ["muted", "white"],
  ["muted", "cream"],
  ["muted", "brand-50"],
  ["muted", "brand-100"],
  ["ink", "white"],
  ["ink", "cream"],
  ["ink", "brand-50"],
  ["ink", "brand-100"],
  ["brand-700", "brand-50"],
  ["brand-700", "brand-100"],
  ["brand-700", "white"],
  ["brand-600", "white"],
  ["brand-600", "cream"],
  ["brand-600", "brand-50"],
  ["brand-500", "cream"],
  ["white", "brand-500"],
  ["white", "brand-600"],
  ["white", "leaf-500"],
  ["white", "red-600"],
  ["red-700", "white"],
  ["red-700", "red-50"],
  ["leaf-700", "leaf-100"],
  ["sky-800", "sky-soft"],
  ["amber-900", "amber-100"],
  ["green-900", "green-100"],
  ["snow", "night"],
];

describe("theme contrast", () => {
  it.each(TEXT_PAIRS)("%s on %s is AA in both themes", (text, background) => {
    expect(contrast(light[text], light[background])).toBeGreaterThanOrEqual(AA);
    expect(contrast(dark[text], dark[background])).toBeGreaterThanOrEqual(AA);
  });

  it("no pair the class names use is below AA in dark unless it already is in light (decorative)", () => {
    const worse = [...usedPairs()]
      .filter(([, pair]) => ratio(dark, pair) < AA && ratio(dark, pair) < ratio(light, pair) - 0.05)
      .map(
        ([key, pair]) =>
          `${key}: ${ratio(light, pair).toFixed(2)} → ${ratio(dark, pair).toFixed(2)} (${[...pair.files][0]})`,
      );
    expect(worse).toEqual([]);
  });

  it("keeps snow and night fixed", () => {
    expect(dark.snow).toEqual(light.snow);
    expect(dark.night).toEqual(light.night);
  });

  // The dark block mirrors only the shades of Tailwind's scales that class names use (it is sent twice to
  // every page, issue 47): a new shade in a class name must get its dark value too.
  it("mirrors every shade of Tailwind's scales that a class name uses", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const darkBlock = readFileSync(path.join(root, "app/globals.css"), "utf8").split("@variant dark {")[1];
    const mirrored = new Set([...darkBlock.matchAll(/--color-([a-z]+-\d+):/g)].map((m) => m[1]));
    const files = (dir) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
    const scales =
      /\b(?:red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone)-(?:50|[1-9]00|950)\b/g;
    const used = new Set(
      ["app", "components", "lib"]
        .flatMap((dir) => files(path.join(root, dir)))
        .flatMap((file) => readFileSync(file, "utf8").match(scales) ?? []),
    );
    expect([...used].filter((shade) => !mirrored.has(shade)).sort()).toEqual([]);
  });
});
