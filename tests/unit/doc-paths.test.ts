/** @no-database — reads the docs and the source files only. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Every path of this repository that the docs or the code comments name must exist, so that a moved or
// deleted file takes its mentions along (issue 44: "the repository stands alone and its docs stay true").
//
// What is checked:
//  - docs/**/*.md and README.md, except docs/product-spec.md (it describes the earlier app, not this
//    tree) and any measurements log that says `<!-- doc-paths: historic -->` (it quotes paths of its
//    day); in them, every token that starts with a top-level folder (app/, components/, lib/, …), and
//    every relative Markdown link;
//  - the comments (`//` and `/* … */`) of the code under lib/, server/, app/, components/, scripts/,
//    tests/, and of proxy.ts and instrumentation.ts: the same tokens, `@/lib/…` import specifiers too.
//
// A token names a file or a folder; one without an extension may also be a module (`.ts`, `.tsx`, …).
// A path that no longer exists may be named as history when the words right after it say so:
// "`scripts/server.mjs` (now `server/server.ts`)", "… (since moved to …)", "… (since removed …)",
// "… (removed in …)". Globs and placeholders are not paths: tokens with `*`, `<`, `{`, `|`, `…` or `NNN` are skipped
// (`lib/**/*-route.ts`, `lib/<area>/`, `messages/{es,en}.json`). Route groups and segments such as
// `app/[locale]/(app)/` are real folder names and are checked as written.

const ROOT = process.cwd();
const TOP_FOLDERS = [
  "app",
  "components",
  "lib",
  "server",
  "scripts",
  "tests",
  "db",
  "docs",
  "messages",
  "public",
  ".ci",
];
const CODE_ROOTS = ["lib", "server", "app", "components", "scripts", "tests", "proxy.ts", "instrumentation.ts"];
const CODE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs"];
const NOT_CHECKED_DOCS = new Set(["docs/product-spec.md"]);
// Paths of other projects, named as examples to learn from (docs/design.md §10: dub's `lib/api/errors.ts`).
const OTHER_PROJECTS = new Set(["docs/design.md: lib/api/errors.ts"]);
// This file's own examples of what the scanner reads.
const SELF = "tests/unit/doc-paths.test.ts";
const HISTORIC_MARK = "<!-- doc-paths: historic -->";

// A path token: an optional `@/` or `./`, a top-level folder, then anything up to a space, a quote or
// closing punctuation. Not preceded by a word character, `.`, `/` or `-` (so URLs and longer paths such as
// `node_modules/x/lib/y` or `apps/web/lib/z` do not count).
const folderAlternatives = TOP_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|");
const TOKEN = new RegExp(String.raw`(?<![\w./@-])(?:@/|\./)?((?:${folderAlternatives})/[^\s\`'",;:!?>]*)`, "g");
const MARKDOWN_LINK = /\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g;
const PLACEHOLDER = /[*<{|…]|\.\.\.|NNN/;
const HISTORY_NOTE = /^[`*]*\s*\((?:now |since moved|since removed|removed in|moved to)/;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return keep(dir) ? [dir] : [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".next")) return [];
    const relative = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? walk(relative, keep) : keep(relative) ? [relative] : [];
  });
}

/** The comments of a source file: `//` to the end of the line (not `://`), and `/* … *\/` blocks. */
function commentsOf(source: string): string[] {
  const blocks = [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
  const withoutBlocks = source.replace(/\/\*[\s\S]*?\*\//g, "");
  const lines = [...withoutBlocks.matchAll(/(?:^|[^:"'`\\])\/\/(.*)$/gm)].map((match) => match[1] ?? "");
  return [...blocks, ...lines];
}

/** The cleaned-up path a token names, or null when it is a glob or a placeholder. */
function pathOf(token: string): string | null {
  // A Markdown link's text ends at `](`; an anchor is not part of the file.
  let cleaned = token.replace(/\]\(.*$/, "").replace(/#.*$/, "");
  // Sentence punctuation, Markdown emphasis and a closing bracket after a path are not part of it; a route
  // group's parentheses are (`app/[locale]/(app)/`).
  for (let previous = ""; previous !== cleaned;) {
    previous = cleaned;
    cleaned = cleaned.replace(/[.*_]+$/, "");
    if (cleaned.endsWith(")") && count(cleaned, "(") < count(cleaned, ")")) cleaned = cleaned.slice(0, -1);
    if (cleaned.endsWith("]") && count(cleaned, "[") < count(cleaned, "]")) cleaned = cleaned.slice(0, -1);
  }
  if (cleaned === "" || PLACEHOLDER.test(cleaned)) return null;
  return cleaned;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function exists(relative: string): boolean {
  const absolute = path.join(ROOT, relative);
  if (existsSync(absolute)) return true;
  if (path.extname(relative) !== "") return false;
  // A module named without its extension (`@/lib/auth/session`, `lib/db/schema/users`).
  if (CODE_EXTENSIONS.some((extension) => existsSync(absolute + extension))) return true;
  // A Jest pattern or a decision's number: the start of a file's name in that folder
  // (`tests/trust/fuzz`, `lib/cache/purges`, `docs/decisions/035`).
  const folder = path.dirname(absolute);
  const start = path.basename(absolute);
  return (
    existsSync(folder) && statSync(folder).isDirectory() && readdirSync(folder).some((name) => name.startsWith(start))
  );
}

interface Mention {
  file: string;
  named: string;
}

function pathTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .filter((match) => !HISTORY_NOTE.test(text.slice(match.index + match[0].length)))
    .map((match) => pathOf(match[1] ?? ""))
    .filter((named): named is string => named !== null);
}

function docMentions(): Mention[] {
  const docs = [...walk("docs", (file) => file.endsWith(".md")), "README.md"].filter(
    (file) => !NOT_CHECKED_DOCS.has(file),
  );
  return docs.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    if (text.includes(HISTORIC_MARK)) return [];
    const named = pathTokens(text).map((token) => ({ file, named: token }));
    // Links, outside inline code (where `![description](url)` is an example, not a link).
    const links = [...text.replace(/`[^`\n]*`/g, "").matchAll(MARKDOWN_LINK)]
      .map((match) => pathOf(match[1] ?? ""))
      .filter((link): link is string => link !== null)
      .map((link) => ({ file, named: path.posix.normalize(path.posix.join(path.posix.dirname(file), link)) }));
    return [...named, ...links];
  });
}

function commentMentions(): Mention[] {
  const sources = CODE_ROOTS.flatMap((root) =>
    walk(root, (file) => CODE_EXTENSIONS.includes(path.extname(file)) && file !== SELF),
  );
  return sources.flatMap((file) =>
    commentsOf(readFileSync(path.join(ROOT, file), "utf8")).flatMap((comment) =>
      pathTokens(comment).map((named) => ({ file, named })),
    ),
  );
}

function missing(mentions: Mention[]): string[] {
  const absent = mentions
    .filter((mention) => !exists(mention.named))
    .map((mention) => `${mention.file}: ${mention.named}`);
  return [...new Set(absent)].filter((mention) => !OTHER_PROJECTS.has(mention)).sort();
}

describe("paths named in the docs and in code comments", () => {
  it("finds the paths it is meant to find (the scanner itself)", () => {
    expect(pathTokens("see `lib/db/client.ts`, app/[locale]/(app)/pets/page.tsx and @/lib/auth/session.")).toEqual([
      "lib/db/client.ts",
      "app/[locale]/(app)/pets/page.tsx",
      "lib/auth/session",
    ]);
    expect(pathTokens("`scripts/old.mjs` (now `server/server.ts`), lib/gone.ts (removed in 036)")).toEqual([
      "server/server.ts",
    ]);
    expect(
      pathTokens("`lib/**/*-route.ts`, lib/<area>/, messages/{es,en}.json, https://x.dev/lib/y.ts, apps/web/lib/z.ts"),
    ).toEqual([]);
    expect(commentsOf('const url = "http://a/lib/x.ts"; // lib/y.ts\n/* docs/z.md */')).toEqual([
      "/* docs/z.md */",
      " lib/y.ts",
    ]);
    expect(exists("lib/db/client")).toBe(true);
    expect(exists("lib/db/no-such-file.ts")).toBe(false);
  });

  it("every path the docs name exists", () => {
    const mentions = docMentions();
    expect(mentions.length).toBeGreaterThan(100);
    expect(missing(mentions)).toEqual([]);
  });

  it("every path the code comments name exists", () => {
    const mentions = commentMentions();
    expect(mentions.length).toBeGreaterThan(50);
    expect(missing(mentions)).toEqual([]);
  });
});
