// Prints the INSERT that ships the gazetteer (lib/places/gazetteer.tsv) in a migration, so every
// database has the same places with the same ids; no download at install time (decision 013).
//   node scripts/seed/places-sql.mjs [first id] > part of db/migrations/<n>_….sql
// With a first id, only the places from that line on (a later migration ships the lines it appends).
import { readFileSync } from "node:fs";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../../lib/places/gazetteer.tsv");
const firstId = Number(process.argv[2] ?? 1);
const rows = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line, index) => {
    const [country, name, lat, lon, thousands] = line.split("\t");
    if (!country || !name || Number.isNaN(Number(lat)) || Number.isNaN(Number(lon)))
      throw new Error(`bad line ${index + 1}: ${line}`);
    const quoted = name.replaceAll("'", "''");
    return `(${index + 1}, '${quoted}', '${country}', ${Number(lat)}, ${Number(lon)}, ${Math.round(Number(thousands) * 1000)})`;
  })
  .filter((_, index) => index + 1 >= firstId);
console.log(
  `INSERT INTO "places" ("id", "name", "country", "latitude", "longitude", "population") VALUES\n${rows.join(",\n")}\nON CONFLICT ("id") DO NOTHING;`,
);
