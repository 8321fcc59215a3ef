// A varnishd with the repository's VCL (varnish/patitas.vcl, decision 076) in front of a local server: for
// the edge cache's test (tests/varnish) and its benchmark (`npm run bench:edge`).
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Starts varnishd on 127.0.0.1:port with the VCL's site part (site.vcl, found through vcl_path) naming
 * 127.0.0.1:backendPort and letting 127.0.0.1 purge. `exited` resolves with a message if it stops (its log
 * included: -F writes it to stderr); stop() ends it and removes its folder.
 */
export function startVarnish({ port, backendPort }) {
  const work = mkdtempSync(path.join(os.tmpdir(), "patitas-varnish-"));
  // varnishd reads the VCL after dropping its privileges to its own user.
  chmodSync(work, 0o755);
  writeFileSync(
    path.join(work, "site.vcl"),
    `backend default { .host = "127.0.0.1"; .port = "${backendPort}"; .first_byte_timeout = 60s; }\nacl purgers { "127.0.0.1"; }\n`,
  );
  const child = spawn(
    "varnishd",
    [
      "-F",
      "-n",
      path.join(work, "varnish"),
      "-a",
      `127.0.0.1:${port}`,
      "-T",
      "127.0.0.1:0",
      "-s",
      "malloc,64m",
      "-f",
      path.join(root, "varnish/patitas.vcl"),
      "-p",
      `vcl_path=${work}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const log = [];
  child.stderr.on("data", (chunk) => log.push(chunk));
  const exited = new Promise((resolve) => {
    child.on("error", (error) => resolve(`varnishd: ${error.message} (apt-get install varnish varnish-modules)`));
    child.on("exit", (code) => resolve(`varnishd exited with ${code}:\n${Buffer.concat(log).toString("utf8")}`));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The app's settings for purging this Varnish as it would purge Fastly (varnish/patitas.vcl takes Fastly's requests). */
export const purgeSettings = (port) => ({
  CDN_PROVIDER: "fastly",
  CDN_PURGE_URL: `http://127.0.0.1:${port}`,
  FASTLY_SERVICE_ID: "patitas",
  FASTLY_API_TOKEN: "varnish-checks-the-address",
  TRUSTED_PROXY_HOPS: "1",
});
