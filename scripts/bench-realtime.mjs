// `npm run bench:realtime [url]`: the built-in realtime server under `npm start` (default
// http://localhost:3000). It opens 200 pusher-js sockets, each signed in as its own user with a watchlist
// of its neighbours as the browser does (Pusher's user authentication), then sends 500 events one after
// another to one user with the `pusher` package's sendToUser and times each until that client receives it; finally it reads the server's
// resident memory. `--standalone` measures the built-in server alone (server/realtime/standalone.ts)
// instead of a running app.
//
// BENCH_SOCKETS sets the number of sockets (200; issue 24 measures 2 000).
//
// Then, against the app (not with --standalone), the whole send path while the sockets stay open:
// two demo users who share an accepted match (Lucía and her first conversation partner) log in through
// next-auth, each with a pusher-js client signed in by POST /api/realtime/user-auth with their own session,
// and take turns calling the sendMessageAction server action over HTTP as the browser does (its id from
// the build's server-reference manifest); each message is timed from the request's start until the other
// user's pusher-js client receives its message:new. They alternate at BENCH_SEND_INTERVAL_MS (1100) so
// neither passes the 30 messages a minute limit; BENCH_MESSAGES (60) messages go into their thread.
//
// BENCH_TYPERS (0; issue 46 measures 200 of 2 000 sockets): that many of the sockets type to their
// neighbour over the socket at the most the app allows (scripts/bench-typing.mjs) from before the send
// path until its end; their signals' latency is printed. With BENCH_DATABASE_URL (the app's PostgreSQL
// database) the table reads and row writes of a quiet window and of an equally long typing-only window
// are counted (pg_stat_user_tables).
//
// The server must allow that many sockets from one address: REALTIME_MAX_SOCKETS_PER_IP=5000 npm start.
// The keys derive from the session secret: NEXTAUTH_SECRET, or DATA_DIR's .auth-secret (./data).
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import PusherServer from "pusher";
import { builtInCredentials } from "../server/realtime/built-in.ts";
import { builtInClient } from "../server/realtime/clients.ts";
import { authSecret, rssTreeMb, signedIn, signedInClient } from "./realtime-clients.mjs";
import { logIn } from "./log-in.mjs";
import { startTyping, tableWorkCounter } from "./bench-typing.mjs";
import { actionId, actionRequest, actionSucceeded } from "./server-action.ts";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const EVENTS = 500;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 60);
const TYPERS = Math.min(Number(process.env.BENCH_TYPERS ?? 0), SOCKETS);
const TYPING_WINDOW_S = Number(process.env.BENCH_TYPING_WINDOW_S ?? 20);
const SEND_INTERVAL_MS = Number(process.env.BENCH_SEND_INTERVAL_MS ?? 1100);
const SENDER_EMAIL = process.env.BENCH_EMAIL ?? "lucia@patitas.dev";
const PASSWORD = process.env.BENCH_PASSWORD ?? "patitas-demo";
const root = path.resolve(import.meta.dirname, "..");
const standalone = process.argv.includes("--standalone");
const target = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "http://localhost:3000";

/** The process listening on the port (ss -ltnp), for its memory. */
function listeningPid(port) {
  const line = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const match = /pid=(\d+)/.exec(line);
  if (!match) throw new Error(`No process found listening on port ${port} (ss -ltnp)`);
  return Number(match[1]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const secret = authSecret();
const credentials = builtInCredentials(secret);
let child = null;
let host;
let port;
if (standalone) {
  child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/realtime/standalone.ts")], {
    env: {
      ...process.env,
      NEXTAUTH_SECRET: secret,
      REALTIME_MAX_SOCKETS_PER_IP: String(Math.max(1000, SOCKETS + 10)),
      DATABASE_URL: "",
    },
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

const api = new PusherServer({
  appId: credentials.id,
  key: credentials.key,
  secret: credentials.secret,
  host,
  port: String(port),
  useTLS: false,
});
function client(id, watchlist = []) {
  // The bench measures the socket server, not the session lookup of /api/realtime/user-auth.
  return builtInClient(credentials.key, {
    host,
    port,
    authenticate: (socketId) =>
      api.authenticateUser(socketId, { id, user_info: { session: id, iat: Date.now() }, watchlist }),
  });
}

// Warm up (the first request makes Next.js load its routes), then the baseline.
await fetch(`http://${host}:${port}/api/health`).catch(() => {});
await wait(1000);
const rssBefore = rssTreeMb(pid);

console.log(`Opening ${SOCKETS} sockets (each signed in, watching 10 neighbours) on ${host}:${port} …`);
const opened = [];
const openStarted = performance.now();
for (let index = 0; index < SOCKETS; index += 1) {
  const neighbours = Array.from({ length: 10 }, (_, step) => `bench-${(index + step + 1) % SOCKETS}`);
  const pusher = client(`bench-${index}`, neighbours);
  opened.push(pusher);
  await signedIn(pusher);
}
const openMs = performance.now() - openStarted;
await wait(2000);
const rssWithSockets = rssTreeMb(pid);

const receiver = opened[SOCKETS - 1];
const channel = receiver.user;
const latencies = [];
for (let index = 0; index < EVENTS; index += 1) {
  const arrived = new Promise((resolve) => channel.bind(`bench-${index}`, resolve));
  const started = performance.now();
  await api.sendToUser(`bench-${SOCKETS - 1}`, `bench-${index}`, { index, sentAt: Date.now() });
  await arrived;
  latencies.push(performance.now() - started);
  channel.unbind(`bench-${index}`);
}
latencies.sort((a, b) => a - b);

const typing = TYPERS > 0 ? await benchTyping() : null;
// The same counter around the send path shows what one statement-making action looks like to it.
const sendCounter =
  process.env.BENCH_DATABASE_URL && !standalone ? await tableWorkCounter(process.env.BENCH_DATABASE_URL) : null;
const sendWorkBefore = await sendCounter?.read();
const sendPath = standalone ? null : await benchSendPath(`http://${host}:${port}`);
const sendWorkAfter = await sendCounter?.read();
await sendCounter?.close();
typing?.stop();
const rssAfter = rssTreeMb(pid);
const typed = typing?.stats();

console.log(`
${standalone ? "built-in server alone (standalone.ts)" : `server at ${target} (pid ${pid})`}
sockets open:            ${SOCKETS} signed in, in ${(openMs / 1000).toFixed(1)} s
delivery latency (${EVENTS} events, sendToUser via the pusher package → event in a pusher-js client):
  p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   max ${latencies.at(-1).toFixed(1)} ms
server RSS (and workers): ${rssBefore.toFixed(0)} MB before, ${rssWithSockets.toFixed(0)} MB with ${SOCKETS} sockets (${rssWithSockets >= rssBefore ? "+" : ""}${(rssWithSockets - rssBefore).toFixed(1)} MB)
${
  sendPath
    ? `send action → event in the other user's pusher-js client (${sendPath.delivered.length} messages over HTTP, ${sendPath.sender} ⇄ ${sendPath.partner}):
  p50 ${percentile(sendPath.delivered, 50).toFixed(1)} ms   p95 ${percentile(sendPath.delivered, 95).toFixed(1)} ms   p99 ${percentile(sendPath.delivered, 99).toFixed(1)} ms   max ${sendPath.delivered.at(-1).toFixed(1)} ms
  (the action's HTTP answer: p50 ${percentile(sendPath.answered, 50).toFixed(1)} ms   p95 ${percentile(sendPath.answered, 95).toFixed(1)} ms)
server RSS after sending (and workers): ${rssAfter.toFixed(0)} MB
${sendWorkAfter ? `  table reads / rows written while sending: ${sendWorkAfter.reads - sendWorkBefore.reads} / ${sendWorkAfter.writes - sendWorkBefore.writes} (${MESSAGES} messages)\n` : ""}`
    : ""
}${
  typed
    ? `typing over the socket (${TYPERS} of the sockets, one signal per 2 s each${sendPath ? ", through the send path" : ""}): ${typed.sent} sent, ${typed.heard} heard, ${typed.refused} refused
  signal → "escribiendo…" event: p50 ${percentile(typed.latencies, 50).toFixed(1)} ms   p95 ${percentile(typed.latencies, 95).toFixed(1)} ms   max ${typed.latencies.at(-1).toFixed(1)} ms
${typing.work ? `  in ${TYPING_WINDOW_S} s, table reads / rows written: ${typing.work.quiet.reads} / ${typing.work.quiet.writes} quiet, ${typing.work.typing.reads} / ${typing.work.typing.writes} while ${typing.work.signals} signals went through (the server's timers in both)\n` : ""}`
    : ""
}targets:                 delivery p95 < 50 ms ${percentile(latencies, 95) < 50 ? "✓" : "✗"}${sendPath ? `; send → receive p95 < 100 ms ${percentile(sendPath.delivered, 95) < 100 ? "✓" : "✗"}` : ""}; RSS growth for ${SOCKETS} sockets < 150 MB ${rssWithSockets - rssBefore < 150 ? "✓" : "✗"}${
  typed
    ? `; typing p95 < 300 ms ${percentile(typed.latencies, 95) < 300 ? "✓" : "✗"}${typing.work ? `; typing touches no table ${typingTouchesNothing(typing.work) ? "✓" : "✗"}` : ""}`
    : ""
}`);

for (const pusher of opened) pusher.disconnect();
child?.kill();
process.exit(0);

/** Fewer extra reads and writes in the typing window than one per hundred signals: the server's own timers, not the signals. */
function typingTouchesNothing({ quiet, typing, signals }) {
  return typing.reads - quiet.reads < signals / 100 && typing.writes - quiet.writes < signals / 100;
}

// ---- Typing: TYPERS of the sockets type to their neighbours; the table work of a quiet and a typing window. ----

async function benchTyping() {
  const ids = opened.map((_, index) => `bench-${index}`);
  const counter = process.env.BENCH_DATABASE_URL ? await tableWorkCounter(process.env.BENCH_DATABASE_URL) : null;
  const countWindow = async () => {
    const before = await counter.read();
    await wait(TYPING_WINDOW_S * 1000);
    const after = await counter.read();
    return { reads: after.reads - before.reads, writes: after.writes - before.writes };
  };
  console.log(
    `${TYPERS} sockets start typing${counter ? `; counting table reads and writes over a quiet and a typing window of ${TYPING_WINDOW_S} s` : ""} …`,
  );
  const quiet = counter ? await countWindow() : null;
  const typers = startTyping(opened, ids, credentials.secret, TYPERS);
  let work = null;
  if (counter) {
    const sentBefore = typers.stats().sent;
    const typing = await countWindow();
    work = { quiet, typing, signals: typers.stats().sent - sentBefore };
    await counter.close();
  }
  return { ...typers, work };
}

// ---- The send path: a real signed-in sender over HTTP, a real signed-in receiver on pusher-js. ----

async function benchSendPath(base) {
  const senderCookie = await logIn(base, SENDER_EMAIL, PASSWORD);
  // The sender's first conversation partner (the demo seed gives Lucía an accepted match who wrote to her).
  const inbox = await (await fetch(`${base}/messages`, { headers: { Cookie: senderCookie } })).text();
  const partner = process.env.BENCH_PARTNER ?? /href="\/messages\?with=([a-z0-9_]{3,20})"/.exec(inbox)?.[1];
  if (!partner)
    throw new Error(
      `${SENDER_EMAIL} has no conversation on /messages: set BENCH_PARTNER to a username they may write to`,
    );
  const partnerCookie = await logIn(
    base,
    process.env.BENCH_PARTNER_EMAIL ?? `${partner.replace(/_/g, ".")}@patitas.dev`,
    PASSWORD,
  );
  const senderName = SENDER_EMAIL.split("@")[0];
  const sides = [
    {
      cookie: senderCookie,
      to: partner,
      ...(await signedInClient(base, credentials.key, { host, port }, senderCookie)),
    },
    {
      cookie: partnerCookie,
      to: null,
      ...(await signedInClient(base, credentials.key, { host, port }, partnerCookie)),
    },
  ];
  sides[1].to = sides[0].userId;
  const sendAction = actionId("lib/messages/actions.ts", "sendMessageAction");
  console.log(
    `Sending ${MESSAGES} messages through sendMessageAction, ${senderName} ⇄ ${partner}, one every ${SEND_INTERVAL_MS} ms …`,
  );

  const delivered = [];
  const answered = [];
  for (let index = 0; index < MESSAGES; index += 1) {
    const [from, to] = index % 2 === 0 ? [sides[0], sides[1]] : [sides[1], sides[0]];
    const content = `bench ${index + 1}/${MESSAGES} · ${Date.now()}`;
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`message ${index + 1} did not arrive within 10 s`)), 10_000);
      const listener = (message) => {
        if (message?.content !== content) return;
        clearTimeout(timer);
        to.channel.unbind("message:new", listener);
        resolve(performance.now());
      };
      to.channel.bind("message:new", listener);
    });
    const started = performance.now();
    const request = actionRequest(base, sendAction, [{ to: from.to, content }]);
    const response = await fetch(`${base}/messages`, {
      ...request,
      headers: { ...request.headers, Cookie: from.cookie },
    });
    const answer = await response.text();
    answered.push(performance.now() - started);
    if (!actionSucceeded(response.status, answer))
      throw new Error(`sendMessageAction failed (HTTP ${response.status}): ${answer.slice(0, 300)}`);
    delivered.push((await arrived) - started);
    await wait(Math.max(0, SEND_INTERVAL_MS - (performance.now() - started)));
  }
  for (const side of sides) side.pusher.disconnect();
  delivered.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  return { delivered, answered, sender: senderName, partner };
}
