import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { backup } from "./backup.mjs";
import { pgliteExtensions } from "./paths.mjs";
import { restore } from "./restore.mjs";

// The round trip of the embedded installation: back up, change things, restore, and find the state of
// the backup again (rows, an extension's index, the uploaded files); the replaced data is kept aside.

// Each test opens an on-disk PGlite several times (a WASM start each: seconds when idle, tens of seconds
// on a 2-core machine busy with other work, where the round trip once took 108 s): a budget, not a race.
const BUDGET_MS = 240_000;

let work;
let env;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "patitas-backup-"));
  env = { DATA_DIR: path.join(work, "data"), BACKUP_DIR: path.join(work, "backups") };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function withDb(run) {
  mkdirSync(path.join(env.DATA_DIR, "pglite"), { recursive: true });
  const db = new PGlite(path.join(env.DATA_DIR, "pglite"), { extensions: await pgliteExtensions() });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

const names = (db) =>
  db.query("select name from pets order by name").then((result) => result.rows.map((row) => row.name));

it(
  "restores the database and the uploads as they were at backup time",
  async () => {
    await withDb(async (db) => {
      await db.exec(`create extension if not exists pg_trgm;
      create table pets (name text primary key);
      create index pets_name_trgm on pets using gin (name gin_trgm_ops);
      insert into pets values ('Bigotes'), ('Luna');`);
    });
    const uploads = path.join(env.DATA_DIR, "uploads", "u1", "posts");
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, "a.webp"), "photo-a");

    const saved = await backup(env);
    expect(existsSync(path.join(saved, "database.tar.gz"))).toBe(true);

    // Life goes on after the backup…
    await withDb((db) => db.exec("insert into pets values ('Toby'); delete from pets where name = 'Luna';"));
    rmSync(path.join(uploads, "a.webp"));
    writeFileSync(path.join(uploads, "b.webp"), "photo-b");

    const aside = await restore(saved, env);

    await withDb(async (db) => {
      expect(await names(db)).toEqual(["Bigotes", "Luna"]);
      // The trigram index came back usable, extension included.
      expect((await db.query("select name from pets where name % 'Bigotez'")).rows).toEqual([{ name: "Bigotes" }]);
    });
    expect(readFileSync(path.join(uploads, "a.webp"), "utf8")).toBe("photo-a");
    expect(existsSync(path.join(uploads, "b.webp"))).toBe(false);
    // Nothing is thrown away: the replaced database and uploads wait beside the new ones.
    expect(aside).toHaveLength(2);
    const replacedUploads = aside.find((dir) => dir.includes("uploads.replaced-"));
    expect(readFileSync(path.join(replacedUploads, "u1", "posts", "b.webp"), "utf8")).toBe("photo-b");
  },
  BUDGET_MS,
);

it(
  "refuses while a server uses the data folder, and refuses a folder that is no backup",
  async () => {
    await withDb((db) => db.exec("create table pets (name text)"));
    writeFileSync(path.join(env.DATA_DIR, "server.pid"), String(process.pid));
    await expect(backup(env)).rejects.toThrow(/is running/);
    await expect(restore(work, env)).rejects.toThrow(/not a Patitas backup/);
    rmSync(path.join(env.DATA_DIR, "server.pid"));
    await expect(backup(env)).resolves.toContain("patitas-");
    await expect(backup({ ...env, DATABASE_URL: "postgres://x" })).rejects.toThrow(/pg_dump/);
  },
  BUDGET_MS,
);
