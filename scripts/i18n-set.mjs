// Sets one top-level namespace in all five catalogues at once, keeping the rest of each file as it is:
//   node scripts/i18n-set.mjs <namespace> <folder holding es.json en.json fr.json pt.json zh.json>
// Each file in the folder holds only that namespace's object. Used so that several people can add
// their own namespaces without rewriting (and clobbering) each other's.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [namespace, folder] = process.argv.slice(2);
if (!namespace || !folder) {
  console.error("usage: node scripts/i18n-set.mjs <namespace> <folder>");
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
for (const locale of ["es", "en", "fr", "pt", "zh"]) {
  const value = JSON.parse(readFileSync(path.join(folder, `${locale}.json`), "utf8"));
  const file = path.join(root, "messages", `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, "utf8"));
  catalogue[namespace] = value;
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.log(`Set "${namespace}" in messages/{es,en,fr,pt,zh}.json`);
