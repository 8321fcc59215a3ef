// The container image's runtime file set, checked without Docker (docker cannot run on the CI machines).
// Reads the runtime stage's `COPY --from=build /app/<source> <target>` lines from the Dockerfile, copies
// exactly those paths of this checkout (after `next build`) into an empty folder, prunes node_modules the
// way the build stage does, and serves that folder the way the image's CMD does, with NODE_ENV=production,
// against a fresh PostgreSQL database. It passes when health, a page and a static asset answer and the
// server drains and exits cleanly on SIGTERM, proving the image needs nothing outside its COPY lines.
//
// Usage: node scripts/check-container-files.mjs <postgres URL of a database it may create others from>
// (`npm test` runs it after the production build with the suite's PostgreSQL).
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The runtime stage's `COPY --from=build /app/<source> <target>` pairs, and its CMD. */
export function runtimeStage(dockerfile) {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n");
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime\b/i.test(line));
  if (start < 0) throw new Error("The Dockerfile has no `AS runtime` stage.");
  const copies = [];
  let cmd = null;
  for (const line of lines.slice(start + 1)) {
    if (/^FROM\s/i.test(line)) break;
    const copy = /^COPY\s+(?:--chown=\S+\s+)?--from=build\s+\/app\/(\S+)\s+(\S+)\s*$/i.exec(line);
    if (copy) copies.push({ source: copy[1], target: copy[2].replace(/^\.\//, "") });
    else if (/^COPY\s/i.test(line)) throw new Error(`Unexpected COPY in the runtime stage: ${line}`);
    const command = /^CMD\s+(\[.*\])\s*$/i.exec(line);
    if (command) cmd = JSON.parse(command[1]);
  }
  if (!cmd) throw new Error("The runtime stage has no exec-form CMD.");
  return { copies, cmd };
}

async function waitForHealth(baseUrl, child, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering.`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No healthy answer within ${ms / 1000} s.`);
}

async function main(adminUrl) {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const { copies, cmd } = runtimeStage(dockerfile);
  if (!/npm prune --omit=dev/.test(dockerfile))
    throw new Error("The build stage no longer prunes dev dependencies; update this check.");
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("Run `next build` first.");

  const folder = mkdtempSync(path.join(os.tmpdir(), "patitas-image-"));
  const database = await createScratchDatabase(adminUrl, `patitas_image_${process.pid}_${Date.now()}`);
  let child = null;
  try {
    for (const { source, target } of copies) {
      const from = path.join(root, source);
      const to = path.join(folder, target);
      mkdirSync(path.dirname(to), { recursive: true });
      // Hard links: node_modules and .next are large. `.next/cache` is removed in the image.
      // node_modules/.cache is this checkout's, not the image's: the Jest suite keeps its PGlite template
      // there, and a Jest run beside this check may be building it right now.
      const entries = source === "node_modules" ? readdirSync(from).filter((entry) => entry !== ".cache") : null;
      if (entries) mkdirSync(to);
      const copy = entries
        ? spawnSync(
            "cp",
            ["-a", "--link", "--target-directory", to, ...entries.map((entry) => path.join(from, entry))],
            { stdio: "inherit" },
          )
        : spawnSync("cp", ["-a", "--link", from, to], { stdio: "inherit" });
      if (copy.status !== 0) throw new Error(`Could not copy ${source}`);
    }
    rmSync(path.join(folder, ".next", "cache"), { recursive: true, force: true });
    // npm rewrites its hidden lockfile in place: a copy of its own, so the checkout's stays untouched.
    const hiddenLock = path.join(folder, "node_modules", ".package-lock.json");
    rmSync(hiddenLock, { force: true });
    copyFileSync(path.join(root, "node_modules", ".package-lock.json"), hiddenLock);
    for (const file of ["package.json", "package-lock.json"]) {
      rmSync(path.join(folder, file));
      copyFileSync(path.join(root, file), path.join(folder, file));
    }
    const prune = spawnSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--offline"], {
      cwd: folder,
      stdio: "inherit",
    });
    if (prune.status !== 0) throw new Error("npm prune failed");

    const port = await freePort();
    const [command, ...args] = cmd;
    // PATH only: nothing of this machine's environment (DATABASE_URL, TEST_*) leaks in.
    child = spawn(command === "node" ? process.execPath : command, args, {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        HOME: folder,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: path.join(folder, "data"),
        DATABASE_URL: database.url,
        NEXTAUTH_SECRET: "image-check-secret-image-check-secret",
        WORKERS: "1",
        DRAIN_SECONDS: "3",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, child, 300_000);

    const page = await fetch(`${baseUrl}/es`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes("<html")) throw new Error(`The landing answered ${page.status}.`);
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    if (!asset) throw new Error("The landing links no static asset.");
    const assetResponse = await fetch(`${baseUrl}${asset}`);
    if (assetResponse.status !== 200) throw new Error(`${asset} answered ${assetResponse.status}.`);
    const icon = await fetch(`${baseUrl}/icon.svg`);
    if (icon.status !== 200) throw new Error(`/icon.svg (public/) answered ${icon.status}.`);

    const ready = await fetch(`${baseUrl}/api/ready`);
    if (ready.status !== 200) throw new Error(`/api/ready answered ${ready.status}: ${await ready.text()}`);

    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    child.kill("SIGTERM");
    // Draining: still serving, but no longer ready, so a load balancer moves on before the port closes.
    // The signal travels start.ts → server: ask until the server has heard it (DRAIN_SECONDS is 3).
    let drainAnswer = null;
    for (let tries = 0; tries < 20 && drainAnswer?.status !== 503; tries += 1) {
      const response = await fetch(`${baseUrl}/api/ready`);
      drainAnswer = { status: response.status, body: await response.json() };
      if (response.status !== 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (drainAnswer?.status !== 503 || drainAnswer.body.draining !== true)
      throw new Error(`While draining /api/ready answered ${JSON.stringify(drainAnswer)}.`);
    const alive = await fetch(`${baseUrl}/api/health`);
    if (alive.status !== 200) throw new Error(`While draining /api/health answered ${alive.status}.`);
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 30_000));
    const result = await Promise.race([exited, timeout]);
    if (!result) throw new Error("The server did not stop within 30 s of SIGTERM.");
    if (result.code !== 0) throw new Error(`The server exited with ${result.code ?? result.signal} on SIGTERM.`);
    child = null;
    console.log(`✔ The image's runtime files (${copies.length} COPY lines) serve the app and stop cleanly on SIGTERM.`);
  } finally {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    await database.drop().catch(() => {});
  }
}

if (process.argv[1] === import.meta.filename) {
  const adminUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error("Usage: node scripts/check-container-files.mjs <postgres URL>");
    process.exit(2);
  }
  main(adminUrl).catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
