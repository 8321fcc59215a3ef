// The server of the end-to-end tests: `npm start` on a fresh, empty data folder (so a fresh seed).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

if (!process.env.DATA_DIR) throw new Error("DATA_DIR must be set");
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(import.meta.dirname, "start.mjs")], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
