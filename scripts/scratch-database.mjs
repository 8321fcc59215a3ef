// A throw-away database on the PostgreSQL server of `adminUrl` (a database the caller may create others
// from): made empty, used, dropped. For checks that must not share a database with anything else.
import pg from "pg";

/** Runs one statement on `url`'s server, on a connection of its own. */
async function runStatement(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `name` beside `adminUrl`'s (dropping one of that name a failed run left behind)
 * and returns its URL and a `drop()` that removes it, connections and all. With `reuse`, a database of
 * that name that a run kept is used as it is (a benchmark's seed of several minutes, kept on purpose).
 */
export async function createScratchDatabase(adminUrl, name, { reuse = false } = {}) {
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const drop = () => runStatement(adminUrl, `drop database if exists ${quoted} with (force)`);
  if (!reuse) await drop();
  await runStatement(adminUrl, `create database ${quoted}`).catch((error) => {
    // 42P04: it exists, which `reuse` asked for.
    if (!(reuse && error.code === "42P04")) throw error;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return { url: url.toString(), drop };
}
