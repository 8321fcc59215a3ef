// Contrast of the colour pairs the app's class names use, in the light and the dark theme
// (docs/decisions/031-dark-mode.md). Reads the palette from app/globals.css (and Tailwind's own scales),
// and the pairs from the class strings in app/ and components/: every text colour with every background
// of the same string, and text without a background of its own against the usual surfaces.
// `node scripts/theme-contrast.mjs` prints the pairs under 4.5:1; the Jest test holds the same rule.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** "#rrggbb" or "oklch(L% C h)" → gamma-encoded sRGB in 0..1. */
export function parseColour(text) {
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16) / 255);
  const ok = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\)$/.exec(text.trim());
  if (!ok) throw new Error(`Unknown colour ${text}`);
  const [L, C, h] = [Number(ok[1]) / 100, Number(ok[2]), ok[3] === "none" ? 0 : (Number(ok[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(h), C * Math.sin(h)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear
    .map((c) => Math.min(1, Math.max(0, c)))
    .map((c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
}

const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (rgb) => 0.2126 * toLinear(rgb[0]) + 0.7152 * toLinear(rgb[1]) + 0.0722 * toLinear(rgb[2]);

/** WCAG contrast ratio of two gamma-encoded colours. */
export function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** A colour at `alpha` over `under` (browsers composite in gamma-encoded sRGB). */
export const over = (colour, alpha, under) => colour.map((c, i) => c * alpha + under[i] * (1 - alpha));

const declarations = (css) =>
  Object.fromEntries([...css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

/** { light, dark }: colour name → sRGB. Dark = light with the dark block's redefinitions. */
export function palettes() {
  const globals = readFileSync(path.join(root, "app/globals.css"), "utf8");
  const tailwind = declarations(readFileSync(path.join(root, "node_modules/tailwindcss/theme.css"), "utf8"));
  const [lightCss, darkCss] = globals.split("@variant dark {");
  const light = { ...tailwind, ...declarations(lightCss), white: "#ffffff", black: "#000000" };
  const dark = { ...light, ...declarations(darkCss) };
  const parse = (table) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([, v]) => /^(#[0-9a-f]{6}|oklch)/i.test(v))
        .map(([k, v]) => [k, parseColour(v)]),
    );
  return { light: parse(light), dark: parse(dark) };
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const COLOUR = String.raw`((?:[a-z]+-)?(?:white|black|ink|muted|cream|snow|night|sky-soft|[a-z]+-\d{2,3}))(?:\/(\d+))?`;
const TEXT = new RegExp(String.raw`(?:^|\s)((?:[a-z-]+:)*)text-${COLOUR}(?=\s|$)`, "g");
const BG = new RegExp(String.raw`(?:^|\s)((?:[a-z-]+:)*)(?:bg|from|to)-${COLOUR}(?=\s|$)`, "g");
/** Surfaces text without a background of its own may sit on. */
const SURFACES = ["white", "cream", "brand-50"];

/** Every (text, background) pair the class strings use, with where they come from. */
export function usedPairs() {
  const pairs = new Map();
  for (const file of [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "components"))]) {
    const source = readFileSync(file, "utf8");
    for (const [, , literal] of source.matchAll(/(["'`])((?:(?!\1)[^\n])*)\1/g)) {
      const texts = [...literal.matchAll(TEXT)].filter(
        (m) => !/(hover|focus|disabled|placeholder|group-hover)/.test(m[1]),
      );
      if (texts.length === 0) continue;
      const backgrounds = [...literal.matchAll(BG)].filter(
        (m) => !/(hover|focus|disabled|group-hover|active)/.test(m[1]),
      );
      const under =
        backgrounds.length > 0
          ? backgrounds.map((m) => ({ name: m[2], alpha: m[3] ? Number(m[3]) / 100 : 1 }))
          : SURFACES.map((name) => ({ name, alpha: 1 }));
      for (const text of texts) {
        for (const bg of under) {
          const key = `${text[2]}${text[3] ? `/${text[3]}` : ""} on ${bg.name}${bg.alpha < 1 ? `/${bg.alpha * 100}` : ""}`;
          if (!pairs.has(key))
            pairs.set(key, {
              text: { name: text[2], alpha: text[3] ? Number(text[3]) / 100 : 1 },
              bg,
              files: new Set(),
            });
          pairs.get(key).files.add(path.relative(root, file));
        }
      }
    }
  }
  return pairs;
}

/** The ratio of one pair in one palette; a translucent background lies on the page (cream). */
export function ratio(palette, { text, bg }) {
  const background = over(palette[bg.name], bg.alpha, palette.cream);
  return contrast(over(palette[text.name], text.alpha, background), background);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { light, dark } = palettes();
  const rows = [...usedPairs()].map(([key, pair]) => ({
    key,
    light: ratio(light, pair),
    dark: ratio(dark, pair),
    files: [...pair.files],
  }));
  const all = process.argv.includes("--all");
  for (const row of rows.sort((a, b) => a.dark - b.dark)) {
    if (all || row.dark < 4.5)
      console.log(
        `${row.key.padEnd(34)} light ${row.light.toFixed(2).padStart(5)}  dark ${row.dark.toFixed(2).padStart(5)}  ${row.files.slice(0, 3).join(", ")}`,
      );
  }
}
