// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back in place. The current
// database and uploads are moved aside (…replaced-<time>), never deleted. Stop `npm start` first.
import { cpSync, existsSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { dataPaths, pgliteExtensions, runningServer } from "./paths.mjs";

export async function restore(source, env = process.env) {
  if (env.DATABASE_URL)
    throw new Error("DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README), not with this script.");
  if (!source) throw new Error("Usage: npm run restore -- <backup folder>");
  const from = path.resolve(source);
  const manifestFile = path.join(from, "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${from} is not a Patitas backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const paths = dataPaths(env);
  const pid = runningServer(paths.pidFile);
  if (pid) throw new Error(`Patitas is running (pid ${pid}) on ${paths.dataDir}: stop it first.`);

  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "").replace("T", "-");
  const aside = [];
  for (const dir of [paths.pgliteDir, paths.uploadsDir]) {
    if (!existsSync(dir)) continue;
    renameSync(dir, `${dir}.replaced-${stamp}`);
    aside.push(`${dir}.replaced-${stamp}`);
  }
  const dump = new Blob([readFileSync(path.join(from, manifest.database))]);
  const db = new PGlite(paths.pgliteDir, { loadDataDir: dump, extensions: await pgliteExtensions() });
  await db.waitReady;
  await db.close();
  if (manifest.uploads) cpSync(path.join(from, manifest.uploads), paths.uploadsDir, { recursive: true });
  return aside;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  restore(process.argv[2]).then(
    (aside) => console.log(`Restored. The replaced data was kept in: ${aside.join(", ") || "(nothing to keep)"}`),
    (error) => {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    },
  );
}
