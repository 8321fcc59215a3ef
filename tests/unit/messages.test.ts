/** @no-database — reads the message catalogues and the source files only. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Checks the five message catalogues against each other and against the code that uses them.
//
// The key scanner is deliberately simple (regular expressions, no TypeScript parser). It finds:
//  1. translators declared in a file: `const t = useTranslations("ns")`, `await getTranslations("ns")`,
//     `getTranslations({ locale, namespace: "ns" })`, `translatorFor(locale)` (no namespace), and the
//     destructured `const [t, tabs] = await Promise.all([getTranslations("a"), getTranslations("b")])`;
//  2. calls of those translators with a literal key, `t("key")`, `t.rich("key", …)`: the key is resolved
//     under the namespace of the nearest declaration of that name above the call;
//  3. any other string literal that looks like a full message key ("auth.errors.passwordTooShort" in a
//     zod schema, `new AppError(…, "auth.username.alreadySet")`, the `errorKeys` values): dotted words
//     whose first word is a top-level namespace of es.json.
// It skips dynamic keys (t(variable), t(`stats.${key}`)) and translators received as props.

const root = process.cwd();
const locales = ["es", "en", "fr", "pt", "zh"] as const;
type Catalogue = Record<string, unknown>;

const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Catalogue,
  ]),
) as Record<(typeof locales)[number], Catalogue>;
const es = catalogues.es;

/** Every leaf of a catalogue as "a.b.c" → value. */
function leaves(catalogue: Catalogue, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) leaves(value as Catalogue, full, out);
    else out.set(full, value);
  }
  return out;
}

function lookup(catalogue: Catalogue, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Catalogue)[part] : undefined),
      catalogue,
    );
}

/** The top-level ICU arguments of a message, e.g. "Hi {name}, {count, plural, …}" → ["count", "name"]. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i += 1) {
    if (message[i] === "{") {
      if (depth === 0) {
        const name = /^\{\s*(\w+)\s*[,}]/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth += 1;
    } else if (message[i] === "}") {
      depth = Math.max(0, depth - 1);
    }
  }
  return [...names].sort();
}

describe("message catalogues", () => {
  const esLeaves = leaves(es);

  it.each(locales.filter((locale) => locale !== "es"))("%s has exactly the keys of es", (locale) => {
    const other = leaves(catalogues[locale]);
    const missing = [...esLeaves.keys()].filter((key) => !other.has(key));
    const extra = [...other.keys()].filter((key) => !esLeaves.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(locales)("%s has no empty or non-string messages", (locale) => {
    const bad = [...leaves(catalogues[locale])]
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== "es"))("%s uses the same placeholders as es", (locale) => {
    const other = leaves(catalogues[locale]);
    const differing = [...esLeaves]
      .filter(([key, value]) => typeof value === "string" && typeof other.get(key) === "string")
      .map(([key, value]) => ({
        key,
        es: placeholders(value as string),
        [locale]: placeholders(other.get(key) as string),
      }))
      .filter((entry) => entry.es.join() !== (entry[locale] as string[]).join());
    expect(differing).toEqual([]);
  });
});

// ---- The scanner ----

type Use = { file: string; key: string; kind: "call" | "namespace" | "picked" | "literal" };

const factory = /^(?:await\s+)?(useTranslations|getTranslations|translatorFor)\(([^)]*)\)/;

/** The namespace a translator factory call gives ("" for the root), from its argument text. */
function namespaceOf(name: string, args: string): string {
  if (name === "translatorFor") return "";
  return (/^\s*["'`]([^"'`]*)["'`]/.exec(args) ?? /namespace:\s*["'`]([^"'`]*)["'`]/.exec(args))?.[1] ?? "";
}

/** Splits "a(b, c), d" at its top-level commas. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if ("([{".includes(char)) depth += 1;
    if (")]}".includes(char)) depth -= 1;
    if (char === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Every message key a source file uses with a literal, resolved to its full path. */
function scanSource(file: string, source: string): Use[] {
  const uses: Use[] = [];
  const declarations: { name: string; namespace: string; at: number }[] = [];
  // Character ranges of literals already accounted for (keys of translator calls, namespaces).
  const claimed: [number, number][] = [];

  for (const match of source.matchAll(
    /(?:const|let)\s+(\w+)\s*=\s*((?:await\s+)?(?:useTranslations|getTranslations|translatorFor)\([^)]*\))/g,
  )) {
    const [, fn, args] = factory.exec(match[2]!)!;
    declarations.push({ name: match[1]!, namespace: namespaceOf(fn!, args!), at: match.index });
  }
  for (const match of source.matchAll(
    /(?:const|let)\s+\[([^\]]+)\]\s*=\s*await\s+Promise\.all\(\[([\s\S]*?)\]\s*\)/g,
  )) {
    const names = splitTopLevel(match[1]!);
    splitTopLevel(match[2]!).forEach((element, index) => {
      const call = factory.exec(element);
      if (call && names[index])
        declarations.push({ name: names[index]!, namespace: namespaceOf(call[1]!, call[2]!), at: match.index });
    });
  }

  // Namespaces given to factories must exist (as objects); they are not keys themselves.
  for (const match of source.matchAll(
    /(?:useTranslations|getTranslations)\(\s*(?:\{[^}]*namespace:\s*)?(["'`])([^"'`$]+)\1/g,
  )) {
    uses.push({ file, key: match[2]!, kind: "namespace" });
    claimed.push([match.index, match.index + match[0].length]);
  }

  // What <ClientMessages namespaces={[…]}> ships to the browser, and the lists of it kept in a constant
  // (SHELL_NAMESPACES), up to a spread built at run time: namespaces or single messages (pickMessages
  // takes either), so each must exist.
  for (const list of [
    ...source.matchAll(/namespaces=\{\[([^\]]*)\]\}/g),
    ...source.matchAll(/const\s+[A-Z_]*NAMESPACES\s*=\s*\[([^\].]*(?:\.(?!\.\.)[^\].]*)*)/g),
  ]) {
    for (const name of list[1]!.matchAll(/(["'`])([^"'`$]+)\1/g)) uses.push({ file, key: name[2]!, kind: "picked" });
    claimed.push([list.index, list.index + list[0].length]);
  }

  for (const match of source.matchAll(/(?<![\w.$])(\w+)(?:\.(?:rich|markup|raw))?\(\s*(["'`])([^"'`$\n]+)\2/g)) {
    const declaration = declarations.filter((d) => d.name === match[1] && d.at < match.index).at(-1);
    if (!declaration) continue;
    const key = declaration.namespace ? `${declaration.namespace}.${match[3]}` : match[3]!;
    uses.push({ file, key, kind: "call" });
    claimed.push([match.index, match.index + match[0].length]);
  }

  const namespaces = Object.keys(es).join("|");
  const keyLiteral = new RegExp(`(["'\`])((?:${namespaces})(?:\\.\\w+)+)\\1`, "g");
  for (const match of source.matchAll(keyLiteral)) {
    if (claimed.some(([start, end]) => match.index >= start && match.index < end)) continue;
    // File names such as "common.json" are not keys.
    if (/\.(?:tsx?|jsx?|mjs|json|css|png|jpe?g|webp|svg)$/.test(match[2]!)) continue;
    uses.push({ file, key: match[2]!, kind: "literal" });
  }
  return uses;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Why a use does not resolve, or null when it does. */
function problem(use: Use): string | null {
  const value = lookup(es, use.key);
  if (use.kind === "namespace") return value && typeof value === "object" ? null : "is not a namespace in es.json";
  if (value === undefined) return "is missing from es.json";
  if (use.kind === "picked") return null;
  return typeof value === "string" ? null : "is a namespace, not a message";
}

describe("the key scanner", () => {
  it("resolves keys under the namespace of the nearest translator declared above", () => {
    const source = `
      import { AppError } from "@/lib/errors";
      export async function Page() {
        const t = await getTranslations({ locale, namespace: "tabs" });
        const [h, user, c] = await Promise.all([getTranslations("header"), getCurrentUser(), getTranslations("common")]);
        t("home"); h("logout"); c.rich("loading", {}); t(\`dyn.\${x}\`); other("ignored");
        throw new AppError("forbidden", "auth.username.required");
      }
      function Client() {
        const t = useTranslations();
        return t('auth.email') + t(variable);
      }
      const mail = translatorFor(locale); mail("mail.reset.subject");
      export const SHELL_NAMESPACES = ["common", "auth.username"] as const;
    `;
    expect(scanSource("sample.tsx", source).map(({ kind, key }) => `${kind} ${key}`)).toEqual([
      "namespace tabs",
      "namespace header",
      "namespace common",
      "picked common",
      "picked auth.username",
      "call tabs.home",
      "call header.logout",
      "call common.loading",
      "call auth.email",
      "call mail.reset.subject",
      "literal auth.username.required",
    ]);
  });
});

describe("message keys used in the code", () => {
  const uses = ["app", "components", "lib"].flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) =>
      scanSource(path.relative(root, file), readFileSync(file, "utf8")),
    ),
  );

  it("finds the keys it is meant to find", () => {
    // If the scanner stopped matching, the test below would pass vacuously.
    const keys = new Set(uses.map((use) => use.key));
    for (const known of [
      "auth.errors.passwordTooShort",
      "auth.username.alreadySet",
      "errors.generic",
      "mail.reset.subject",
    ]) {
      expect(keys).toContain(known);
    }
  });

  it("all exist in es.json", () => {
    const unresolved = uses.flatMap((use) => {
      const reason = problem(use);
      return reason ? [`${use.file}: "${use.key}" ${reason}`] : [];
    });
    expect([...new Set(unresolved)]).toEqual([]);
  });
});
