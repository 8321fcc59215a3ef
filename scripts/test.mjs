// `npm test`: lint and the import rules, typecheck, Jest (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set:
// decision 062), then a fresh production build, behind Varnish (decision 076) and driven by Playwright in Chromium. Stops at the first failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const timings = [];

function step(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs lanes of steps at once, each lane's steps one after another. A step's output is held and printed
 * whole when it ends, so two tools' lines never interleave. Stops at the first failure, after every lane
 * has ended.
 */
async function parallelSteps(lanes) {
  const runLane = async (lane) => {
    for (const [label, command, args] of lane) {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on("close", resolve));
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s (side by side)`);
      if (status !== 0) return label;
    }
    return null;
  };
  const failed = (await Promise.all(lanes.map(runLane))).filter(Boolean);
  if (failed.length) {
    console.error(`\n✖ ${failed.join(", ")} failed`);
    process.exit(1);
  }
}

/**
 * The Jest files, sorted by what they need of a database:
 * - `databaseFree`: they never touch one (`@no-database` in their opening comment, tests/setup/database.ts),
 *   so they give the same result on PGlite and on PostgreSQL;
 * - `embedded`: they test the embedded engine itself or the way `npm start` uses it (lib/db, the demo seed,
 *   any file that names PGlite: backups, the realtime cluster over one PGlite, PGlite's one queued connection);
 * - `shared`: the rest, whose SQL is the same PostgreSQL on either engine (decision 062).
 * A file that reads TEST_DATABASE_URL itself (the purge bus tries the real PostgreSQL when there is one) is
 * never database-free: it runs where that PostgreSQL is, its stand-in tests included.
 */
function testFilesByDatabase() {
  const marker = /^\s*\/\*(?:(?!\*\/)[\s\S])*@no-database/;
  const sorted = { databaseFree: [], embedded: [], pgliteOnly: [] };
  for (const folder of ["lib", "components", "server", "scripts", "tests/unit"]) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true }).map(String)) {
      if (!/\.test\.(ts|tsx|mjs)$/.test(entry)) continue;
      const file = path.join(root, folder, entry);
      const source = readFileSync(file, "utf8");
      // `@pglite-only`: a file that seeds its own private database (the demo data) and measures it; a shared
      // PostgreSQL holds other files' rows, so it runs in the PGlite lane alone.
      if (source.includes("@pglite-only")) sorted.pgliteOnly.push(file);
      if (marker.test(source) && !source.includes("TEST_DATABASE_URL")) sorted.databaseFree.push(file);
      else if (/^(lib\/db|scripts\/seed)\//.test(path.join(folder, entry)) || /pglite/i.test(source))
        sorted.embedded.push(file);
    }
  }
  return sorted;
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const jestEnv = { NODE_OPTIONS: "--experimental-vm-modules" };
// The suites pick their databases themselves; a DATABASE_URL of the shell must not leak into them.
const { TEST_DATABASE_URL } = process.env;
delete process.env.TEST_DATABASE_URL;
delete process.env.DATABASE_URL;

// The browsers of the last step (playwright.config.ts): say what is missing now, not after the other steps.
const browsers = [
  process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium",
];
if (browsers.some((browser) => !existsSync(browser))) {
  console.error(
    `✖ The end-to-end flows need ${browsers.join(" and ")}: apt-get install chromium chromium-headless-shell`,
  );
  process.exit(1);
}

// The edge cache's test (tests/varnish) runs a real varnishd with varnish-modules' xkey (decision 076); without
// the module it fails on the VCL's `import xkey`, with varnishd's own message.
if (spawnSync("varnishd", ["-V"]).status !== 0) {
  console.error("✖ The edge cache's test needs varnishd and its xkey module: apt-get install varnish varnish-modules");
  process.exit(1);
}

// ESLint and tsc each keep one core busy, so they run side by side: lint and the import rules in one lane,
// the typecheck in the other.
await parallelSteps([
  [
    ["Lint", bin("eslint"), ["--max-warnings", "0", "."]],
    // One format for every file (decision 080): `npm run format` writes it.
    ["Format (Prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]],
    // The layering (docs/architecture.md): the same check as `npm run lint:imports`.
    ["Import rules", "npm", ["run", "--silent", "lint:imports"]],
  ],
  // The route types first (`next typegen`, no build): tsc then checks what `next build` would, pages' and
  // routes' exports included (.next/types/validator.ts), and the build below skips its own type check.
  [["Typecheck", "npm", ["run", "--silent", "typecheck"]]],
]);
const matrix = "/tests/trust/authorization-matrix";
const exactly = (files) => files.map((file) => `^${escapeRegExp(file)}$`);
if (!TEST_DATABASE_URL) {
  step("Jest on PGlite", bin("jest"), ["--ci"], jestEnv);
} else {
  // With a PostgreSQL at hand, the shared SQL runs there only, and PGlite keeps what is its own: the files
  // that test the embedded engine, the database-free files and the fuzz tests, which probe input handling
  // (decision 062). The end-to-end flows below run every page and action on PGlite, as `npm start` does.
  const { databaseFree, embedded, pgliteOnly } = testFilesByDatabase();
  step(
    "Jest on PGlite",
    bin("jest"),
    ["--ci", ...exactly([...databaseFree, ...embedded]), "tests/trust/fuzz-"],
    jestEnv,
  );
  // The authorization matrix fingerprints the whole database around each refused call, so it runs alone, on
  // a database of its own: created empty here, it holds only the matrix's own rows. On the database the
  // other files had filled, each fingerprint sorted all of their rows too (189–232 s instead of ~60 s).
  const matrixDatabase = await createScratchDatabase(
    TEST_DATABASE_URL,
    `${decodeURIComponent(new URL(TEST_DATABASE_URL).pathname.slice(1))}_matrix`,
  );
  step("Jest on PostgreSQL, authorization matrix alone", bin("jest"), ["--ci", "--runInBand", matrix.slice(1)], {
    ...jestEnv,
    TEST_DATABASE_URL: matrixDatabase.url,
  });
  await matrixDatabase.drop();
  step(
    "Jest on PostgreSQL",
    bin("jest"),
    ["--ci", "--testPathIgnorePatterns", "/tests/e2e/", "/tests/trust/", ...exactly([...databaseFree, ...pgliteOnly])],
    { ...jestEnv, TEST_DATABASE_URL },
  );
}
step("Production build", bin("next"), ["build"], { NEXT_TELEMETRY_DISABLED: "1", PATITAS_TYPES_CHECKED: "1" });
// The container image's runtime files (Dockerfile) serve the build on their own, against PostgreSQL.
if (TEST_DATABASE_URL)
  step("Container file set", process.execPath, ["scripts/check-container-files.mjs", TEST_DATABASE_URL]);
// Varnish in front of the build just made (decision 076): its own server on a fresh embedded database.
step("Varnish in front (tests/varnish)", process.execPath, ["--import", "tsx", "--test", "tests/varnish/"]);
// Two workers, each with its own server (playwright.config.ts, decision 056).
const ports = [];
while (ports.length < 2) {
  const port = await freePort();
  if (!ports.includes(port)) ports.push(port);
}
step("Playwright (Chromium)", bin("playwright"), ["test"], {
  E2E_PORTS: ports.join(","),
  E2E_DATA_DIR: path.join(os.tmpdir(), `patitas-e2e-${ports[0]}`),
});

console.log(`\n✔ All checks passed\n  ${timings.join("\n  ")}`);
