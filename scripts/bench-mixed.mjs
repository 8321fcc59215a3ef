// `npm run bench:mixed [url]`: readers while writers write (issue 24, goal 1). Real users like, comment
// and post while others read the very pages those writes change, and a page cache is judged by that.
//
// Against a running server (default http://localhost:3000, seeded with `npm run db:seed:large`), or
// with BENCH_WORKERS=1,2 (DATABASE_URL set) it starts `npm start` once per worker count, as `npm run bench`.
// For the whole run, BENCH_WRITERS (20) signed-in bench users call the real server actions over HTTP,
// as the browser does, on the posts of the most used hashtag's page and on their authors:
//   - likes and unlikes: BENCH_LIKES_PER_S (20) a second, a random writer on a random post of the page;
//   - comments: BENCH_COMMENTS_PER_S (2) a second on those posts;
//   - new posts: BENCH_POSTS_PER_S (0.2) a second, tagged with that hashtag.
// Meanwhile each reader target gets BENCH_CONNECTIONS (50) connections for BENCH_DURATION (20) seconds,
// one after another, after an unmeasured BENCH_WARMUP (5) seconds of each: the hashtag page (and, signed in, its viewer's
// layer: what the shell asks /api/viewer), a post of it and its author's profile, signed out and signed
// in, /home and its viewer's part, with /api/health before and after each. Each row: req/s, its share of
// the /api/health rows beside it (the goal: ≥ 50 %; the share of the first and last /api/health rows is
// printed too), p97.5 (the goal: < 300 ms), and what the page cache answered
// (x-patitas-cache: hit / stale / miss). The writes' own latency and failures are printed at the end.
// autocannon has no p95: p97.5 stands in for it.
import autocannon from "autocannon";
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { layerPath, mostUsedHashtagPath } from "./bench-pages.mjs";
import { logIn } from "./log-in.mjs";
import { actionId, actionRequest, actionSucceeded } from "./server-action.ts";

const duration = Number(process.env.BENCH_DURATION ?? 20);
// Each target is first run unmeasured for this long: a freshly started server compiles its code paths and
// opens its pool's connections on the first requests, which made the first /api/health row the lowest.
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const writerCount = Number(process.env.BENCH_WRITERS ?? 20);
const rates = {
  like: Number(process.env.BENCH_LIKES_PER_S ?? 20),
  comment: Number(process.env.BENCH_COMMENTS_PER_S ?? 2),
  post: Number(process.env.BENCH_POSTS_PER_S ?? 0.2),
};
const password = process.env.BENCH_PASSWORD ?? "patitas-demo";
const BUDGET_MS = 300;

const actions = {
  like: actionId("lib/posts/actions.ts", "likePostAction"),
  unlike: actionId("lib/posts/actions.ts", "unlikePostAction"),
  comment: actionId("lib/posts/actions.ts", "addCommentAction"),
  post: actionId("lib/posts/actions.ts", "createPostAction"),
};

/** The most used hashtag (bench-pages.mjs), its posts and their authors, read from its page. */
export async function discoverPages(base) {
  const hashtag = await mostUsedHashtagPath(base);
  const html = await (await fetch(`${base}${hashtag}`)).text();
  const posts = [...new Set([...html.matchAll(/data-post-id="([0-9a-f-]{36})"/g)].map((match) => match[1]))];
  const authors = [...new Set([...html.matchAll(/href="\/u\/([a-z0-9_]{3,20})"/g)].map((match) => match[1]))];
  if (posts.length === 0 || authors.length === 0) throw new Error(`${hashtag} shows no post`);
  return {
    hashtag,
    tag: decodeURIComponent(hashtag.slice("/hashtag/".length)),
    posts,
    authors,
    hashtagLayer: layerPath(html),
  };
}

/** Calls a server action as the client router does: POST to a page, the arguments as JSON. */
export async function callAction(base, page, id, cookie, argument) {
  const request = actionRequest(base, id, [argument]);
  const response = await fetch(`${base}${page}`, { ...request, headers: { ...request.headers, Cookie: cookie } });
  return actionSucceeded(response.status, await response.text());
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Starts the writers; stop() ends them and returns their latencies and failures. Each kind of write runs
 * on its own clock at its rate, without waiting for the previous one (real users do not queue).
 * onWrite(kind, ms, ok) hears each write as it ends (the soak's per-minute rows).
 */
export function startWriters(base, pages, writers, onWrite = () => {}) {
  const stats = { like: [], comment: [], post: [] };
  const failures = { like: 0, comment: 0, post: 0 };
  const pending = new Set();
  // Each writer remembers what it liked, so that a like and an unlike alternate as the heart does.
  const liked = writers.map(() => new Set());
  let serial = 0;

  const writes = {
    like: () => {
      const index = Math.floor(Math.random() * writers.length);
      const post = pick(pages.posts);
      const unlike = liked[index].has(post);
      if (unlike) liked[index].delete(post);
      else liked[index].add(post);
      return callAction(base, pages.hashtag, unlike ? actions.unlike : actions.like, writers[index], post);
    },
    comment: () =>
      callAction(base, pages.hashtag, actions.comment, pick(writers), {
        postId: pick(pages.posts),
        content: `bench comment ${(serial += 1)} 🐾`,
      }),
    post: () =>
      callAction(base, "/home", actions.post, pick(writers), { content: `bench post ${(serial += 1)} #${pages.tag}` }),
  };

  const timers = Object.entries(rates)
    .filter(([, rate]) => rate > 0)
    .map(([kind, rate]) =>
      setInterval(() => {
        const started = performance.now();
        const write = writes[kind]()
          .then((ok) => {
            if (ok) stats[kind].push(performance.now() - started);
            else failures[kind] += 1;
            onWrite(kind, performance.now() - started, ok);
          })
          .catch(() => {
            failures[kind] += 1;
            onWrite(kind, performance.now() - started, false);
          })
          .finally(() => pending.delete(write));
        pending.add(write);
      }, 1000 / rate),
    );

  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(pending);
      return { stats, failures };
    },
  };
}

function load(base, target, seconds = duration) {
  const caches = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        headers: target.headers,
        requests: [
          {
            onResponse: (status, body, context, headers) =>
              (caches[headers["x-patitas-cache"] ?? "none"] = (caches[headers["x-patitas-cache"] ?? "none"] ?? 0) + 1),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, caches })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    process.stderr.write(
      `… ${target.name} (${target.path}) for ${seconds} s at ${connections} connections, writes running\n`,
    );
  });
}

function cacheSummary(caches) {
  const total = Object.values(caches).reduce((sum, count) => sum + count, 0) || 1;
  return Object.entries(caches)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} ${Math.round((count / total) * 100)} %`)
    .join(", ");
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function benchServer(base, label) {
  const pages = await discoverPages(base);
  const reader = await logIn(base, process.env.BENCH_EMAIL ?? "bench1@bench.patitas.dev", password);
  const writers = [];
  for (let index = 0; index < writerCount; index += 1)
    writers.push(await logIn(base, `bench${index + 2}@bench.patitas.dev`, password));
  const post = `/p/${pages.posts[0]}`;
  const profile = `/u/${pages.authors[0]}`;
  const health = { name: "health (trivial)", path: "/api/health", headers: {} };
  const targets = [
    { name: "hashtag (signed out)", path: pages.hashtag, headers: {} },
    { name: "hashtag (signed in)", path: pages.hashtag, headers: { cookie: reader } },
    { name: "hashtag, viewer's layer (signed in)", path: pages.hashtagLayer, headers: { cookie: reader } },
    { name: "post (signed out)", path: post, headers: {} },
    { name: "post (signed in)", path: post, headers: { cookie: reader } },
    { name: "profile (signed out)", path: profile, headers: {} },
    { name: "profile (signed in)", path: profile, headers: { cookie: reader } },
    { name: "/home (signed in)", path: "/home", headers: { cookie: reader } },
    { name: "/home, viewer's part (signed in)", path: "/api/home?mode=all&wide=0", headers: { cookie: reader } },
  ];

  const writing = startWriters(base, pages, writers);
  if (warmup > 0) for (const target of [health, ...targets]) await load(base, target, warmup);
  const loadBefore = loadavg()[0];
  // /api/health before and after every target: each row is compared with the control measured beside it.
  // On two cores /api/health alone swung 375–772 req/s within one run (2026-11-27), so a control taken
  // only at the run's start and end says little about the rows in its middle.
  const rows = [{ target: health, ...(await load(base, health)) }];
  for (const target of targets)
    rows.push({ target, ...(await load(base, target)) }, { target: health, ...(await load(base, health)) });
  const { stats, failures } = await writing.stop();
  const rate = (row) => row.result.requests.average;
  const ends = (rate(rows[0]) + rate(rows.at(-1))) / 2;
  const percentOf = (value, control) => Math.round((value / control) * 1000) / 10;

  console.log(
    `\n${label}: ${base}, ${pages.hashtag} (${pages.posts.length} posts), load average ${loadBefore.toFixed(2)} before and ${loadavg()[0].toFixed(2)} after (${availableParallelism()} cores)`,
  );
  console.table(
    rows.flatMap(({ target, result, caches }, index) => {
      if (target === health && index > 0 && index < rows.length - 1) return [];
      // The goal's share: against the mean of the two /api/health rows around this one.
      const beside = target === health ? rate(rows[index]) : (rate(rows[index - 1]) + rate(rows[index + 1])) / 2;
      const share = percentOf(result.requests.average, beside);
      const errors = result.errors + result.timeouts + result.non2xx;
      return [
        {
          target: target.name,
          "req/s": Math.round(result.requests.average),
          "health beside": Math.round(beside),
          "% health": share,
          "% of first/last": percentOf(result.requests.average, ends),
          "p50 ms": result.latency.p50,
          "p97.5 ms": result.latency.p97_5,
          cache: cacheSummary(caches),
          errors,
          goal: target === health ? "" : share >= 50 && result.latency.p97_5 < BUDGET_MS && errors === 0 ? "yes" : "NO",
        },
      ];
    }),
  );
  const controls = rows.filter(({ target }) => target === health).map(rate);
  console.log(`/api/health rows, in order: ${controls.map(Math.round).join(", ")} req/s`);
  for (const kind of Object.keys(stats)) {
    console.log(
      `${kind.padEnd(8)} ${stats[kind].length} done (${failures[kind]} failed), p50 ${percentile(stats[kind], 50).toFixed(0)} ms, p97.5 ${percentile(stats[kind], 97.5).toFixed(0)} ms`,
    );
  }
}

async function main() {
  const url = process.argv[2] ?? process.env.BENCH_URL;
  if (url || !process.env.BENCH_WORKERS)
    return benchServer((url ?? "http://localhost:3000").replace(/\/$/, ""), "running server");
  if (!process.env.DATABASE_URL)
    throw new Error("BENCH_WORKERS starts the server itself: set DATABASE_URL (PGlite serves one process only)");
  const { startServer } = await import("./bench-server.mjs");
  const port = Number(process.env.BENCH_PORT ?? 3000);
  for (const workers of process.env.BENCH_WORKERS.split(",").map((value) => Number(value.trim()))) {
    const server = await startServer(workers, port);
    try {
      await benchServer(server.baseUrl, `${workers} worker${workers === 1 ? "" : "s"}`);
    } finally {
      await server.stop();
    }
  }
}

// Run, not imported (scripts/soak.mjs reuses the writers).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
