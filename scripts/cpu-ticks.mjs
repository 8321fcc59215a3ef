// CPU time used by the app's server processes and the PostgreSQL backends, read from /proc (Linux), so
// the benchmark can report CPU per request beside throughput: on a shared machine another process's
// load lowers req/s, while a request's CPU cost stays what the code makes it. Elsewhere: null.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TICK_MS = 10; // USER_HZ is 100 on every Linux that Node supports.
const serverScript = path.resolve(import.meta.dirname, "..", "server", "server.ts");

function read(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // The process ended meanwhile.
  }
}

/** utime + stime of one process, in ticks. */
function ticksOf(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** The server's processes (`npm start`'s server and its workers) and every PostgreSQL backend. */
function processes() {
  const found = { server: [], database: [] };
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const command = read(`/proc/${pid}/cmdline`)?.split("\0") ?? [];
    if (command.includes(serverScript)) found.server.push(pid);
    else if (command[0]?.startsWith("postgres:")) found.database.push(pid);
  }
  return found;
}

/** Starts a measurement; `stop()` answers the milliseconds of CPU each side used since, or null off Linux. */
export function startCpuMeasure() {
  if (process.platform !== "linux") return { stop: () => null };
  const before = processes();
  const sum = (pids) => pids.reduce((total, pid) => total + ticksOf(pid), 0);
  const start = { server: sum(before.server), database: sum(before.database) };
  return {
    stop() {
      // Backends opened during the run are counted from zero; closed ones are lost (pools keep theirs).
      const after = processes();
      const known = new Set(before.database);
      const opened = after.database.filter((pid) => !known.has(pid));
      return {
        serverMs: (sum(before.server) - start.server) * TICK_MS,
        databaseMs: (sum(before.database) - start.database + sum(opened)) * TICK_MS,
      };
    },
  };
}
