// `npm run bench:realtime [url]`: the built-in realtime server under `npm start` (default
// http://localhost:3000). It opens 200 pusher-js sockets, each subscribed to its own private channel and
// to the presence channel as the browser does, then publishes 500 events one after another with the
// `pusher` package and times each until a second client receives it; finally it reads the server's
// resident memory. `--standalone` measures the built-in server alone (scripts/realtime/standalone.mjs)
// instead of a running app.
//
// The server must allow 200 sockets from one address: REALTIME_MAX_SOCKETS_PER_IP=1000 npm start.
// The keys derive from the session secret: NEXTAUTH_SECRET, or DATA_DIR's .auth-secret (./data).
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import PusherServer from "pusher";
import PusherClient from "pusher-js";
import { builtInCredentials, REALTIME_PATH } from "./realtime/built-in.mjs";

const SOCKETS = 200;
const EVENTS = 500;
const root = path.resolve(import.meta.dirname, "..");
const standalone = process.argv.includes("--standalone");
const target = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "http://localhost:3000";

function authSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  return readFileSync(path.join(path.resolve(root, process.env.DATA_DIR ?? "data"), ".auth-secret"), "utf8").trim();
}

/** The process listening on the port (ss -ltnp), for its memory. */
function listeningPid(port) {
  const line = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const match = /pid=(\d+)/.exec(line);
  if (!match) throw new Error(`No process found listening on port ${port} (ss -ltnp)`);
  return Number(match[1]);
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const secret = authSecret();
const credentials = builtInCredentials(secret);
let child = null;
let host;
let port;
if (standalone) {
  child = spawn(process.execPath, [path.join(root, "scripts/realtime/standalone.mjs")], {
    env: { ...process.env, NEXTAUTH_SECRET: secret, REALTIME_MAX_SOCKETS_PER_IP: "1000", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const first = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  ({ port } = JSON.parse(first.value));
  host = "127.0.0.1";
} else {
  const url = new URL(target);
  host = url.hostname;
  port = Number(url.port || 80);
}
const pid = child?.pid ?? listeningPid(port);

const api = new PusherServer({ appId: credentials.id, key: credentials.key, secret: credentials.secret, host, port: String(port), useTLS: false });
function client(id) {
  return new PusherClient(credentials.key, {
    cluster: "bench",
    wsHost: host,
    wsPort: port,
    wsPath: REALTIME_PATH,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      // The bench measures the socket server, not the session lookup of /api/realtime/auth.
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, api.authorizeChannel(socketId, channelName, channelName.startsWith("presence-") ? { user_id: id, user_info: { username: id, avatarUrl: null } } : undefined)),
    },
  });
}
function subscribed(pusher, channelName) {
  const channel = pusher.subscribe(channelName);
  return new Promise((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve(channel));
    channel.bind("pusher:subscription_error", (error) => reject(new Error(`${channelName}: ${JSON.stringify(error)}`)));
  });
}

// Warm up (the first request makes Next.js load its routes), then the baseline.
await fetch(`http://${host}:${port}/api/health`).catch(() => {});
await wait(1000);
const rssBefore = rssMb(pid);

console.log(`Opening ${SOCKETS} sockets (private channel + presence each) on ${host}:${port} …`);
const opened = [];
const openStarted = performance.now();
for (let index = 0; index < SOCKETS; index += 1) {
  const pusher = client(`bench-${index}`);
  opened.push(pusher);
  await Promise.all([subscribed(pusher, `private-user-bench-${index}`), subscribed(pusher, "presence-online")]);
}
const openMs = performance.now() - openStarted;
await wait(2000);
const rssWithSockets = rssMb(pid);

const receiver = opened[SOCKETS - 1];
const channel = receiver.channel(`private-user-bench-${SOCKETS - 1}`);
const latencies = [];
for (let index = 0; index < EVENTS; index += 1) {
  const arrived = new Promise((resolve) => channel.bind(`bench-${index}`, resolve));
  const started = performance.now();
  await api.trigger(`private-user-bench-${SOCKETS - 1}`, `bench-${index}`, { index, sentAt: Date.now() });
  await arrived;
  latencies.push(performance.now() - started);
  channel.unbind(`bench-${index}`);
}
latencies.sort((a, b) => a - b);
const occupied = await (await api.get({ path: "/channels/presence-online", params: { info: "user_count" } })).json();

console.log(`
${standalone ? "built-in server alone (standalone.mjs)" : `server at ${target} (pid ${pid})`}
sockets open:            ${SOCKETS} in ${(openMs / 1000).toFixed(1)} s; presence user_count ${occupied.user_count}
delivery latency (${EVENTS} events, publish via the pusher package → event in a pusher-js client):
  p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   max ${latencies.at(-1).toFixed(1)} ms
server RSS:              ${rssBefore.toFixed(0)} MB before, ${rssWithSockets.toFixed(0)} MB with ${SOCKETS} sockets (${rssWithSockets >= rssBefore ? "+" : ""}${(rssWithSockets - rssBefore).toFixed(1)} MB)
targets:                 p95 < 100 ms ${percentile(latencies, 95) < 100 ? "✓" : "✗"}; RSS for ${SOCKETS} sockets < 100 MB ${(standalone ? rssWithSockets : rssWithSockets - rssBefore) < 100 ? "✓" : "✗"}${standalone ? "" : " (the sockets' share; the app itself is counted apart)"}`);

for (const pusher of opened) pusher.disconnect();
child?.kill();
process.exit(0);
