// The server of the end-to-end tests: `npm start` on a fresh, empty data folder (so a fresh seed).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

if (!process.env.DATA_DIR) throw new Error("DATA_DIR must be set");
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// `npm start` itself: the server is TypeScript, run through tsx (docs/decisions/036-typed-server.md).
const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "server", "start.ts")], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
