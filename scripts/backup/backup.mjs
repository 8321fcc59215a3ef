// `npm run backup`: a copy of the embedded installation (PGlite database + uploaded media) in
// backups/patitas-<time>/ (BACKUP_DIR overrides the parent folder). Stop `npm start` first: PGlite is
// one process's database. With DATABASE_URL, PostgreSQL is backed up with its own tools (README).
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { dataPaths, pgliteExtensions, runningServer } from "./paths.mjs";

export async function backup(env = process.env) {
  if (env.DATABASE_URL)
    throw new Error("DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README), not with this script.");
  const paths = dataPaths(env);
  const pid = runningServer(paths.pidFile);
  if (pid)
    throw new Error(
      `Patitas is running (pid ${pid}) on ${paths.dataDir}: stop it first, PGlite serves one process at a time.`,
    );
  if (!existsSync(paths.pgliteDir)) throw new Error(`No embedded database in ${paths.pgliteDir}.`);

  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "").replace("T", "-");
  const target = path.join(paths.backupsDir, `patitas-${stamp}`);
  mkdirSync(target, { recursive: true });
  const db = new PGlite(paths.pgliteDir, { extensions: await pgliteExtensions() });
  try {
    // dumpDataDir does not wait for the database to start: without this it never settles.
    await db.waitReady;
    const dump = await db.dumpDataDir("gzip");
    writeFileSync(path.join(target, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  const hasUploads = existsSync(paths.uploadsDir);
  if (hasUploads) cpSync(paths.uploadsDir, path.join(target, "uploads"), { recursive: true });
  writeFileSync(
    path.join(target, "manifest.json"),
    `${JSON.stringify({ createdAt: new Date().toISOString(), database: "database.tar.gz", uploads: hasUploads ? "uploads" : null }, null, 2)}\n`,
  );
  return target;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  backup().then(
    (target) => console.log(`Backup written to ${target}`),
    (error) => {
      console.error(`Backup failed: ${error.message}`);
      process.exit(1);
    },
  );
}
