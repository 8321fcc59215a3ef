// The production server of `npm start` (scripts/start.mjs runs it after the build and database setup):
// Next.js embedded through its programmatic API, behind the front door of scripts/front-door/, which
// every request passes first (docs/decisions/006-front-door-server.md).
//
// Room left for what comes later: one worker per core (node:cluster) only has to call startServer() in
// each worker, since the server keeps no state of its own. The built-in realtime server shares the port
// through the 'upgrade' event; Next.js only hears the upgrades that are not its own, since it ends any
// whose path a route matches and the [locale] catch-all matches every path (scripts/realtime/built-in.mjs).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import bytes from "next/dist/compiled/bytes/index.js";
import { parseTrustedProxyHops } from "./front-door/client-ip.mjs";
import { createFrontDoor } from "./front-door/request-gate.mjs";
import { loadRefusalMessages, localeSettings } from "./front-door/refusals.mjs";
import { builtInRealtimeFromEnv } from "./realtime/built-in.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The body limit Next.js applies to server actions: next.config's serverActions.bodySizeLimit, read
 * from the build's serialized config (what Next.js itself loads at start), else its 1 MB default.
 */
function actionBodyLimit(dir) {
  const { config } = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
  const configured = config.experimental?.serverActions?.bodySizeLimit;
  return configured === undefined ? 1024 * 1024 : bytes.parse(configured);
}

export async function startServer({ dir = root, port = Number(process.env.PORT ?? 3000) } = {}) {
  const started = Date.now();
  const trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  const appHost = new URL(process.env.APP_URL ?? `http://localhost:${port}`).host;
  // No hostname: with an explicit one (0.0.0.0, 127.0.0.1) Next 16.4 turns next-intl's locale
  // rewrites into a redirect loop (docs/decisions/002-next-start-not-standalone.md).
  // The built-in Pusher-protocol server, unless PUSHER_* name another (docs/decisions/010-realtime-transport.md).
  const realtime = builtInRealtimeFromEnv({ trustedHops });
  const app = next({ dev: false, dir, port, httpServer: realtime?.upgradesForNext });
  await app.prepare();

  const frontDoor = createFrontDoor({
    handle: app.getRequestHandler(),
    trustedHops,
    appHost,
    actionBodyLimit: actionBodyLimit(dir),
    refusalOptions: { ...localeSettings, messages: loadRefusalMessages(dir, localeSettings.locales) },
  });
  const listener = (req, res) =>
    realtime?.handleHttp(req, res) ||
    frontDoor(req, res).catch((error) => {
      if (req.destroyed && !res.headersSent) return; // the client went away while sending its body
      console.error(`Failed to handle ${req.method} ${req.url}`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
    });
  const server = createServer(listener);
  server.on("checkContinue", listener);
  realtime?.attach(server);

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    // Every interface, as `next start` without --hostname did.
    server.listen(port, resolve);
  });
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms (trusted proxy hops: ${trustedHops})`);
  return { server, app, realtime };
}

const { server, app, realtime } = await startServer();

// Ctrl-C reaches this process twice (from the terminal and forwarded by start.mjs): stop once.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight, then stop; a stuck connection does not hold the exit for long.
    setTimeout(() => process.exit(0), 5000).unref();
    void realtime?.close(); // sockets are told to reconnect (4200), to another worker if there is one
    server.close(() => app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
