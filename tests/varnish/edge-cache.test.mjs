// Varnish in front of a production build (docs/decisions/076-varnish-at-the-edge.md): a real `varnishd` with
// varnish/patitas.vcl and the xkey module, and `npm start` on a fresh embedded database purging it as it
// would purge Fastly (CDN_PROVIDER=fastly, CDN_PURGE_URL at Varnish). Run by `npm test` after the build
// (`node --test tests/varnish/`); needs `varnishd` and varnish-modules (apt-get install varnish varnish-modules).
// Every wait below polls for what it waits for, with a deadline; none sleeps for a guessed time.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { gunzipSync } from "node:zlib";
import { startServer } from "../../scripts/bench-server.mjs";
import { mostUsedHashtagPath } from "../../scripts/bench-pages.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { logIn } from "../../scripts/log-in.mjs";
import { actionId, actionRequest, actionSucceeded } from "../../scripts/server-action.ts";
import { purgeSettings, startVarnish } from "../../scripts/varnish.mjs";

const PURGE_BOUND_MS = 2_000;
const work = mkdtempSync(path.join(os.tmpdir(), "patitas-varnish-app-"));
let server;
let varnish;
let edge;
let hashtag;
let cookie;

/** A GET as a client sends it: our headers only (fetch would add Accept-Encoding), the body as bytes. */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${edge}${pathname}`, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const html = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        resolve({
          status: res.statusCode,
          headers: res.headers,
          raw,
          html,
          cache: res.headers["x-cache"],
          object: String(res.headers["x-varnish"]).split(" ")[1] ?? null,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Polls until check(answer) holds, at most `ms`; resolves with the answer and when it came. */
async function until(ms, probe, check) {
  const deadline = performance.now() + ms;
  for (;;) {
    const answer = await probe();
    if (check(answer)) return { answer, at: performance.now() };
    if (performance.now() > deadline) return { answer, at: null };
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const guest = { cookie: "NEXT_LOCALE=es", "accept-encoding": "gzip" };
/** The page as a guest with a language cookie gets it, once Varnish holds it (the origin tags it from its second answer). */
const warm = (pathname, headers = guest) =>
  until(
    15_000,
    () => get(pathname, headers),
    (answer) => answer.cache === "HIT",
  );

async function action(file, name, argument, page) {
  const init = actionRequest(edge, actionId(file, name), [argument]);
  const response = await fetch(`${edge}${page}`, { ...init, headers: { ...init.headers, Cookie: cookie } });
  const text = await response.text();
  assert.ok(actionSucceeded(response.status, text), `${name} failed: ${response.status} ${text.slice(0, 200)}`);
  return text;
}

before(async () => {
  const [appPort, edgePort] = [await freePort(), await freePort()];
  Object.assign(process.env, {
    DATA_DIR: path.join(work, "data"),
    NEXTAUTH_SECRET: "varnish-test-secret-varnish-test-secret",
    APP_URL: `http://127.0.0.1:${edgePort}`,
    LOG_LEVEL: "warn",
    ...purgeSettings(edgePort),
  });
  delete process.env.DATABASE_URL;
  varnish = startVarnish({ port: edgePort, backendPort: appPort });
  // varnishd -F stays in the foreground once its VCL compiled and loaded; fail now if it does not.
  const started = startServer(1, appPort);
  const failure = await Promise.race([varnish.exited, started.then(() => null)]);
  if (failure) {
    await (await started.catch(() => null))?.stop();
    throw new Error(failure);
  }
  server = await started;
  edge = varnish.url;
  const ready = await until(
    30_000,
    () => get("/api/health").catch(() => ({ status: 0 })),
    (answer) => answer.status === 200,
  );
  assert.ok(ready.at, "Varnish did not answer /api/health through to the app within 30 s");
  hashtag = await mostUsedHashtagPath(edge);
  cookie = await logIn(edge, "lucia@patitas.dev");
});

after(async () => {
  await varnish?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

test("public pages are served as hits, without the edge's headers", async () => {
  const { answer, at } = await warm(hashtag);
  assert.ok(at, `${hashtag} was never a hit (last: ${answer.cache})`);
  const again = await get(hashtag, guest);
  assert.equal(again.cache, "HIT");
  assert.equal(again.object, answer.object, "the same stored object");
  for (const name of ["surrogate-key", "surrogate-control", "xkey", "set-cookie"])
    assert.equal(again.headers[name], undefined, name);
});

test("a new post reaches the cached hashtag page: its purge lands within 2 s", async () => {
  const before = (await warm(hashtag)).answer;
  const content = `varnish ${randomUUID().slice(0, 8)} ${decodeURIComponent(hashtag.replace("/hashtag/", "#"))}`;
  await action("lib/posts/actions.ts", "createPostAction", { content }, "/home");
  const returned = performance.now();
  // The soft purge (new-content) turns the copy stale or replaces it: no longer the same fresh object.
  const purged = await until(
    PURGE_BOUND_MS + 1_000,
    () => get(hashtag, guest),
    (answer) => answer.cache !== "HIT" || answer.object !== before.object,
  );
  assert.ok(
    purged.at && purged.at - returned <= PURGE_BOUND_MS,
    `the purge did not reach Varnish within ${PURGE_BOUND_MS} ms of the write (still ${purged.answer.cache}, object ${purged.answer.object})`,
  );
  const shown = await until(
    10_000,
    () => get(hashtag, guest),
    (answer) => answer.html.includes(content.split(" ")[1]),
  );
  assert.ok(shown.at, "the new post never appeared on the page through Varnish");
  console.log(
    `new-content purge at the edge ${(purged.at - returned).toFixed(0)} ms after the action returned; the post shown after ${(shown.at - returned).toFixed(0)} ms`,
  );
});

test("a deleted post's page has left the edge when the delete returns (a hard purge, awaited)", async () => {
  const content = `varnish-delete ${randomUUID().slice(0, 8)}`;
  const created = await action("lib/posts/actions.ts", "createPostAction", { content }, "/home");
  const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(created)?.[0];
  assert.ok(id, "createPostAction's answer names the post");
  const cached = await warm(`/p/${id}`);
  assert.ok(cached.at && cached.answer.html.includes(content), "the post's page is a hit first");
  const started = performance.now();
  await action("lib/posts/actions.ts", "deletePostAction", id, `/p/${id}`);
  const took = performance.now() - started;
  // The very first request after the answer: the action waited for Varnish's answer to the purge.
  const first = await get(`/p/${id}`, guest);
  assert.notEqual(first.cache, "HIT", "the deleted post's page was still a hit right after the delete returned");
  assert.notEqual(first.status, 200);
  console.log(`hard purge: the delete returned in ${took.toFixed(0)} ms; the next request was a ${first.cache}`);
});

test("signed-in and cookie-setting answers are never stored", async () => {
  await warm(hashtag);
  const signedIn = await get(hashtag, { cookie: `${cookie}; NEXT_LOCALE=es`, "accept-encoding": "gzip" });
  assert.equal(signedIn.cache, "PASS");
  // An answer that sets a cookie (next-auth's CSRF cookie, a GET with nothing to pass it by): each one is
  // the origin's own, never a stored one handed to the next visitor.
  const tokens = new Set();
  for (let round = 0; round < 3; round += 1) {
    const fresh = await get("/api/auth/csrf", { "accept-encoding": "gzip" });
    assert.equal(fresh.status, 200);
    assert.match(String(fresh.headers["set-cookie"]), /csrf-token=/);
    assert.notEqual(fresh.cache, "HIT", "an answer setting a cookie came from the cache");
    tokens.add(JSON.parse(fresh.html).csrfToken);
  }
  assert.equal(tokens.size, 3, "every visitor got a CSRF token of their own");
  // Guests still get a stored copy (refetched meanwhile, maybe: its edge lifetime is what is left of the
  // origin's), never the signed-in shell.
  const after = (await warm(hashtag)).answer;
  assert.equal(after.cache, "HIT");
  assert.notEqual(after.html, signedIn.html);
  assert.equal(after.headers["set-cookie"], undefined);
});

test("theme, language and encoding variants are never mixed", async () => {
  const light = (await warm(hashtag)).answer;
  assert.doesNotMatch(light.html, /<html[^>]*data-theme=/);
  const dark = await get(hashtag, { cookie: "NEXT_LOCALE=es; theme=dark", "accept-encoding": "gzip" });
  assert.match(dark.html, /<html[^>]*data-theme="dark"/);
  assert.notEqual(dark.cache, "HIT");
  assert.doesNotMatch((await get(hashtag, guest)).html, /<html[^>]*data-theme=/);

  const english = (await warm(`/en${hashtag}`, { cookie: "NEXT_LOCALE=en", "accept-encoding": "gzip" })).answer;
  assert.match(english.html, /<html[^>]*lang="en"/);
  assert.match((await get(hashtag, guest)).html, /<html[^>]*lang="es"/);

  const gzip = await get(hashtag, guest);
  assert.equal(gzip.headers["content-encoding"], "gzip");
  for (const encoding of [undefined, "br", "identity"]) {
    // A hit: the stored (gzipped) copy, unzipped by Varnish for a client that did not ask for gzip.
    const plain = (await warm(hashtag, encoding ? { ...guest, "accept-encoding": encoding } : { cookie: guest.cookie }))
      .answer;
    assert.equal(plain.cache, "HIT");
    assert.equal(plain.headers["content-encoding"], undefined, `Accept-Encoding ${encoding}`);
    assert.match(
      plain.raw.subarray(0, 200).toString("utf8"),
      /^<!DOCTYPE html>/i,
      `Accept-Encoding ${encoding}: plain HTML`,
    );
  }
});
