// `npm start` (`node --import tsx server/start.ts`): build once if needed, migrate and seed the database,
// then serve the build with our own server (server/server.ts: Next.js behind a front door that checks
// every request first). The server is TypeScript run as it is, through tsx (docs/decisions/036-typed-server.md).
// Everything lives under ./data unless DATABASE_URL / S3 / SMTP settings say otherwise (docs/design.md §2).
// Its own few lines (building, setup done, starting) are for the person at the terminal and stay plain
// text, as the build's and the setup's output does; the server it starts logs JSON lines
// (docs/decisions/049-structured-logs.md).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  cdnSettings,
  drainSeconds,
  metricsSettings,
  pageCacheSettings,
  readLaneSettings,
  workerCount,
} from "./front-door/settings";

// The server's own settings are checked before a build or a database is touched.
try {
  workerCount(process.env);
  pageCacheSettings(process.env);
  drainSeconds(process.env);
  readLaneSettings(process.env);
  metricsSettings(process.env);
  // Imported here, not at the top: the logger refuses an unknown LOG_LEVEL as it loads, and that
  // refusal belongs with the others, as one line rather than a stack.
  const { parseLogLevel } = await import("./shared/log");
  parseLogLevel(process.env.LOG_LEVEL);
  cdnSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3000";
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "data");
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

mkdirSync(dataDir, { recursive: true });

// Without a configured secret, one is made on first start and kept beside the data, so sessions
// survive restarts and no two installations share a signing key.
function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, ".auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

// Paths are made absolute so every process (setup, server) agrees on them.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  APP_URL: appUrl,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
  NEXTAUTH_SECRET: authSecret(),
  NEXT_TELEMETRY_DISABLED: "1",
};

function run(command: string, args: string[], label: string): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const bin = (name: string): string => path.join(root, "node_modules", ".bin", name);

if (!existsSync(path.join(root, ".next", "BUILD_ID")) || process.env.FORCE_BUILD === "1") {
  console.log("Building Patitas (about a minute, only when there is no build yet)…");
  run(bin("next"), ["build"], "Build");
}

run(bin("tsx"), ["--conditions=react-server", "scripts/db-setup.ts"], "Database setup");

// A process of its own, as `next start` was: the setup above must have closed the embedded database.
// TypeScript through tsx's loader, as this process runs; cluster workers inherit it (execArgv).
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "server.ts")], {
  cwd: root,
  env,
  stdio: "inherit",
});
// `npm run backup` / `restore` refuse to touch the data folder while this server uses it.
const pidFile = path.join(dataDir, "server.pid");
writeFileSync(pidFile, String(server.pid));
server.on("exit", () => rmSync(pidFile, { force: true }));
console.log(`\nPatitas is starting on ${appUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
