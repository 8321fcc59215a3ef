// `node scripts/css-usage.mjs [base]`: how much of the stylesheet the public pages' own markup uses (issue 47,
// goal 2: "the stylesheet ≤ 40 kB, what is unused on public pages out"), against a running production server
// (`npm start`, demo data). Every rule of the `utilities` and `components` layers is attributed to the class
// its selector starts with; a rule counts as used when a page's HTML, as a signed-out visitor gets it, has
// that class. The rest of the sheet (theme variables, preflight, the dark palette, `@property`) is every
// page's. What the markup does not show yet (a menu opened, a dialog, a signed-in viewer's controls) counts
// as unused here, so "used" is a floor: the smallest sheet these pages could have with today's class names.
// The pages: scripts/public-pages.mjs (HASHTAG=name chooses the hashtag).
import { fetchText, publicPages } from "./public-pages.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The top-level and nested rules of a minified stylesheet: [layer, selector, bytes], at-rules flattened. */
function rules(css) {
  const found = [];
  const layers = [];
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === "{") {
      const head = css.slice(start, i).trim();
      if (head.startsWith("@")) {
        const layer = /^@layer\s+([\w-]+)/.exec(head)?.[1];
        layers.push({ layer: layer ?? layers.at(-1)?.layer ?? "", at: true });
        start = i + 1;
        continue;
      }
      const end = css.indexOf("}", i);
      found.push([layers.at(-1)?.layer ?? "", head, end - start + 1]);
      i = end;
      start = end + 1;
    } else if (char === "}") {
      layers.pop();
      start = i + 1;
    } else if (char === ";" && layers.length === 0) {
      start = i + 1; // a statement such as `@layer theme,base,components,utilities;`
    }
  }
  return found;
}

const firstClass = (selector) => /^\.((?:\\.|[^\s:.,>+~[()\\])+)/.exec(selector)?.[1]?.replace(/\\(.)/g, "$1");
const classesOf = (html) =>
  new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean));

const pages = (await publicPages(base, { hashtag: process.env.HASHTAG })).filter(([, path]) => path);
const sheets = new Map();
const everyPage = new Set();
console.log("| page | classes in its markup | utility + component rules used | unused | rest of the sheet | sheet |");
console.log("|---|---|---|---|---|---|");
for (const [label, path] of pages) {
  const html = await fetchText(base, path);
  const classes = classesOf(html);
  for (const name of classes) everyPage.add(name);
  const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  for (const href of links) if (!sheets.has(href)) sheets.set(href, await fetchText(base, href));
  const { used, unused, total } = usage(
    links.map((href) => sheets.get(href)),
    classes,
  );
  console.log(
    `| ${label} | ${classes.size} | ${kB(used)} | ${kB(unused)} | ${kB(total - used - unused)} | ${kB(total)} |`,
  );
}

const all = usage([...sheets.values()], everyPage);
console.log(
  `\nAll ${pages.length} pages together: ${everyPage.size} classes, whose rules are ${kB(all.used)} kB; with the rest ` +
    `of the sheet, a floor of ${kB(all.total - all.unused)} kB against the ${kB(all.total)} kB sent (kB = 1 000 bytes, raw).`,
);

/** Bytes of the utility and component rules these classes use and do not use, and of the whole sheets. */
function usage(sheetTexts, classes) {
  let used = 0;
  let unused = 0;
  let total = 0;
  for (const css of sheetTexts) {
    total += css.length;
    for (const [layer, selector, bytes] of rules(css)) {
      const name = firstClass(selector);
      if (!["utilities", "components"].includes(layer) || !name) continue;
      if (classes.has(name)) used += bytes;
      else unused += bytes;
    }
  }
  return { used, unused, total };
}
