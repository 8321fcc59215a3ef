// The benchmarks' own server (`npm run bench`, `npm run bench:mixed` with BENCH_WORKERS): `npm start`
// with WORKERS=n, started and stopped as one process group.
import { spawn } from "node:child_process";
import path from "node:path";

/** `npm start` with WORKERS=n on BENCH_PORT; resolves once /api/health answers. */
export async function startServer(workers, port) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "..", "server", "start.ts")],
    {
      env: { ...process.env, PORT: String(port), WORKERS: String(workers) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseUrl, pid: child.pid, stop: () => stopServer(child) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(child);
  throw new Error(`The server on port ${port} did not answer within 3 minutes`);
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    // The whole group: server/start.ts, the server and its workers.
    process.kill(-child.pid, "SIGTERM");
  });
}
