// Extra `npm start` processes on the machine's PostgreSQL, for the specs that need their own servers
// (two instances on one database; a server whose database, mail and storage can be cut).
import { expect, type Browser } from "./fixtures";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const postgresUrl = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type Instance = { url: string; process: ChildProcess; dataDir: string };

/** The machine's PostgreSQL URL with another database name (and, optionally, another port). */
export function databaseUrl(name: string, port?: number): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = "127.0.0.1";
    url.port = String(port);
  }
  return url.toString();
}

/** Runs one statement on the machine's PostgreSQL (create / drop database). */
export async function adminSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `npm start` on `port` with the given settings; resolves once /api/health answers. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(os.tmpdir(), `patitas-instance-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "server", "start.ts")], {
    env: { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, WORKERS: "1", ...env },
    stdio: "ignore",
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`Instance on ${port} exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, process: child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`Instance on ${port} did not start`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  instance.process.kill("SIGTERM");
  await new Promise((resolve) =>
    instance.process.exitCode !== null ? resolve(null) : instance.process.once("exit", resolve),
  );
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** A new browser context on the instance, signed in as a demo user (password patitas-demo), on /home. */
export async function signInOn(browser: Browser, instance: Instance, email: string) {
  const context = await browser.newContext({ baseURL: instance.url, locale: "es-ES" });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("patitas-demo");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  // Sign-in ends on the marketplace (decision 044); the callers start from the feed.
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.goto("/home");
  return { context, page };
}
