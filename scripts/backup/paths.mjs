// Where the embedded installation keeps its state (the same defaults as lib/env.ts and server/start.ts),
// and whether a Patitas server is using it right now.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export function dataPaths(env = process.env) {
  const dataDir = path.resolve(root, env.DATA_DIR || "data");
  return {
    dataDir,
    pgliteDir: path.resolve(env.PGLITE_DIR || path.join(dataDir, "pglite")),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, "uploads")),
    backupsDir: path.resolve(root, env.BACKUP_DIR || "backups"),
    pidFile: path.join(dataDir, "server.pid"),
  };
}

/** The pid of the `npm start` serving this data folder, or null when none runs (a stale file is ignored). */
export function runningServer(pidFile) {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8"));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** The embedded database's extensions: a restore must load the same ones the migrations created. */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  return { pg_trgm, unaccent };
}
