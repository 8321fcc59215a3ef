/** @no-database — the whole front door (security headers, gate, page cache) in front of a stand-in for Next.js. */
import { once } from "node:events";
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createFrontDoor } from "./pipeline";
import { PageCache } from "./page-cache";
import { inlineScriptHashes } from "./prepared-body";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { createPurger, registerPurger } from "./purge-registry";
import { loadRefusalMessages, localeSettings } from "./refusals";

let server: Server;
let port: number;
let cache: PageCache;
let busConnected: boolean;
/** Per path: how many times the stand-in rendered it, and the Accept-Encoding it was given. */
let renders: Map<string, number>;
let seenEncodings: (string | undefined)[];
/** When set, the next render of /hashtag/slow waits in the middle of its body until releaseSlow(). */
let holdSlow = false;
let releaseSlow: (() => void) | undefined;

interface Reply {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  text: string;
}

// Next.js streams pages in several writes; this one cuts a <script> tag between two of them.
function renderPage(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? "/";
  const count = (renders.get(url) ?? 0) + 1;
  renders.set(url, count);
  seenEncodings.push(req.headers["accept-encoding"]);
  if (url.startsWith("/api/")) {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ ok: true }));
    return;
  }
  // Like the app's proxy: no session cookie and no shell mark from the front door → /auth.
  if (url === "/home" && req.headers["x-patitas-shell"] !== "1" && !/session-token/.test(req.headers.cookie ?? "")) {
    res.statusCode = 307;
    res.setHeader("Location", "/auth");
    res.end();
    return;
  }
  // Like a page Next.js prerendered: an ETag, and a bodiless 304 when the browser names it.
  if (url === "/prerendered") {
    res.setHeader("ETag", '"prerendered-1"');
    if (req.headers["if-none-match"] === '"prerendered-1"') {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = url.includes("missing") ? 404 : 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (!/NEXT_LOCALE=/.test(req.headers.cookie ?? "")) res.setHeader("Set-Cookie", "NEXT_LOCALE=es; Path=/");
  if (url.includes("personal")) res.appendHeader("Set-Cookie", "next-auth.csrf-token=abc; Path=/");
  const signedIn = /session-token/.test(req.headers.cookie ?? "");
  res.write(
    `<!DOCTYPE html><html><head><script src="/_next/static/app.js" async=""></script></head><body><p data-render="${count}">${signedIn ? "Lucía's menu" : "Entrar"}</p><scr`,
  );
  const finish = () => void res.end(`ipt>self.__next_f.push([1,"page ${url}"])</script></body></html>`);
  if (url === "/hashtag/slow" && holdSlow) {
    holdSlow = false;
    releaseSlow = finish;
  } else finish();
}

function start({
  appUrl = "http://patitas.example",
  trustedHops = 0,
}: { appUrl?: string; trustedHops?: number } = {}): Promise<void> {
  const messages = loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales);
  const listener = createFrontDoor({
    handle: renderPage,
    pageCache: {
      cache,
      bus: {
        get connected() {
          return busConnected;
        },
      },
    },
    trustedHops,
    appUrl,
    actionBodyLimit: 1000,
    refusalOptions: { ...localeSettings, messages },
    env: { S3_PUBLIC_URL: "https://cdn.example.com/media/" },
  });
  server = createServer(listener);
  server.listen(0, "127.0.0.1");
  return once(server, "listening").then(() => {
    port = (server.address() as AddressInfo).port;
  });
}

function stop(): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function get(requestPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: requestPath, headers: { Host: "patitas.example", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = (
            encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw
          ).toString("utf8");
          resolve({ status: res.statusCode, headers: res.headers, text });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Waits until the held render of /hashtag/slow is in the middle of its body; returns what finishes it. */
async function heldRender(): Promise<() => void> {
  for (;;) {
    if (releaseSlow) return releaseSlow;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const policyOf = (response: Reply): string => String(response.headers["content-security-policy"] ?? "");

/** The nonce of a page's CSP; every HTML page must have one. */
function nonceOf(response: Reply): string {
  const nonce = /'nonce-([^']+)'/.exec(policyOf(response))?.[1];
  if (!nonce) throw new Error(`No nonce in "${policyOf(response)}"`);
  return nonce;
}

beforeEach(() => {
  // No refresh spacing here: these tests hold and release each refresh themselves (the spacing has its own).
  cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, refreshSpacingMs: 0 });
  busConnected = true;
  renders = new Map();
  seenEncodings = [];
  return start();
});

afterEach(() => stop());

describe("security headers", () => {
  it("go on pages, API answers and the front door's own refusals", async () => {
    for (const response of [await get("/hashtag/perros"), await get("/api/health"), await get("/u/%ZZ")]) {
      expect(response.headers).toMatchObject({
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
        "permissions-policy": expect.stringContaining("camera=()"),
        "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect((await get("/api/health")).headers["content-security-policy"]).toContain("script-src 'none'");
  });

  it("give each rendered HTML response its own nonce, on every script tag", async () => {
    const first = await get("/u/personal");
    const second = await get("/u/personal");
    expect([first, second].map((response) => response.headers["x-patitas-cache"])).toEqual(["miss", "miss"]);
    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      expect(response.headers["content-security-policy"]).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
      expect(response.text.match(/<script[^>]*>/g)).toEqual([
        `<script nonce="${nonce}" src="/_next/static/app.js" async="">`,
        `<script nonce="${nonce}">`,
      ]);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const scriptSources = policyOf(first)
      .split(";")
      .find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSources).not.toContain("unsafe-inline");
  });

  it("send a nonce-rewritten page without Next.js's ETag, and a 304 without a policy that would replace its stored one", async () => {
    const page = await get("/prerendered");
    expect(page.status).toBe(200);
    expect(policyOf(page)).toContain(`'nonce-${nonceOf(page)}'`);
    expect(page.headers.etag).toBeUndefined();
    // A browser that kept the page with an earlier ETag (before this rule) revalidates it: the 304 leaves the
    // stored policy, whose nonce its stored scripts carry, as it was.
    const notModified = await get("/prerendered", { "if-none-match": '"prerendered-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
  });

  it("give a cached page's hits the same bytes, with the sha256 of each inline script actually in the page instead of a nonce (decision 039)", async () => {
    const miss = await get("/hashtag/perros");
    const [one, two] = [await get("/hashtag/perros"), await get("/hashtag/perros")];
    expect([miss, one, two].map((response) => response.headers["x-patitas-cache"])).toEqual(["miss", "hit", "hit"]);
    expect(one.text).toBe(two.text);
    expect(one.text).not.toContain("nonce=");
    expect(policyOf(one)).toBe(policyOf(two));
    // The hashes are those of the scripts as the browser reads them from the page.
    const inline = [...one.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline).toEqual(['self.__next_f.push([1,"page /hashtag/perros"])']);
    const hashes = inline.map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
    const scriptSources = policyOf(one)
      .split(";")
      .find((directive) => directive.trim().startsWith("script-src"))!
      .trim();
    expect(scriptSources).toBe(["script-src 'self'", ...hashes].join(" "));
    expect(scriptSources).not.toMatch(/unsafe|\*|https?:/);
    expect(policyOf(one)).toContain("object-src 'none'; base-uri 'none'");
  });

  it("hash every inline script of a cached page, multi-byte text included, and none with a src", () => {
    const body = Buffer.from(
      '<html><script src="/a.js"></script><script>a("ñ🐾")</script><SCRIPT type="application/ld+json">{"b":1}</SCRIPT ><script>a("ñ🐾")</script></html>',
    );
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(body)).toEqual([sha('a("ñ🐾")'), sha('{"b":1}')]);
  });

  it("allow media from S3_PUBLIC_URL's origin and send HSTS only over HTTPS", async () => {
    const page = await get("/hashtag/perros");
    expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    // A client's own X-Forwarded-Proto means nothing without a trusted proxy.
    expect(
      (await get("/api/health", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"],
    ).toBeUndefined();

    await stop();
    await start({ trustedHops: 1 });
    expect((await get("/api/health", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBe(
      "max-age=31536000",
    );
    await stop();
    await start({ appUrl: "https://patitas.example" });
    const secure = await get("/hashtag/perros");
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("compress for the client, while Next.js is handed no Accept-Encoding", async () => {
    const response = await get("/hashtag/perros", { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.text).toContain(`<script nonce="${nonceOf(response)}">`);
    expect(seenEncodings).toEqual([undefined]);
    expect((await get("/hashtag/perros")).headers["content-encoding"]).toBeUndefined();
  });
});

describe("page cache", () => {
  it("renders a public page once for anonymous visitors, with its locale cookie", async () => {
    const miss = await get("/hashtag/perros");
    const hit = await get("/hashtag/perros");
    expect([miss.headers["x-patitas-cache"], hit.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(renders.get("/hashtag/perros")).toBe(1);
    expect(hit.text).toContain('data-render="1"');
    expect(hit.headers["set-cookie"]).toEqual(["NEXT_LOCALE=es; Path=/"]);
  });

  it("never stores or serves a signed-in render", async () => {
    const cookie = { Cookie: "next-auth.session-token=abc" };
    const signedIn = await get("/u/lucia/followers", cookie);
    expect(signedIn.headers["x-patitas-cache"]).toBe("bypass");
    expect((await get("/u/lucia/followers", cookie)).headers["x-patitas-cache"]).toBe("bypass");
    const anonymous = await get("/u/lucia/followers");
    expect(anonymous.headers["x-patitas-cache"]).toBe("miss");
    expect(anonymous.text).not.toContain("Lucía's menu");
    // …and a cached anonymous page is not what a signed-in visitor gets.
    expect((await get("/u/lucia/followers", cookie)).text).toContain("Lucía's menu");
  });

  it("serves a hashtag page's signed-in visitors one render made without their cookies, apart from the guests' copy (decision 032)", async () => {
    const lucia = await get("/hashtag/perros", { Cookie: "next-auth.session-token=lucia; NEXT_LOCALE=es" });
    const pablo = await get("/hashtag/perros", { Cookie: "NEXT_LOCALE=es; next-auth.session-token=pablo" });
    expect([lucia.headers["x-patitas-cache"], pablo.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(lucia.text).not.toContain("Lucía's menu");
    expect(pablo.text).toBe(lucia.text.replaceAll(` nonce="${nonceOf(lucia)}"`, ""));
    const guest = await get("/hashtag/perros", { Cookie: "NEXT_LOCALE=es" });
    expect(guest.headers["x-patitas-cache"]).toBe("miss");
    expect(renders.get("/hashtag/perros")).toBe(2);
  });

  it("serves /home to every signed-in visitor from one render made without their cookies (decision 029)", async () => {
    const lucia = await get("/home", { Cookie: "next-auth.session-token=lucia; NEXT_LOCALE=es" });
    const pablo = await get("/home", { Cookie: "NEXT_LOCALE=es; next-auth.session-token=pablo" });
    expect([lucia.headers["x-patitas-cache"], pablo.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(renders.get("/home")).toBe(1);
    expect(lucia.text).not.toContain("Lucía's menu");
    expect(pablo.text).toBe(lucia.text.replaceAll(` nonce="${nonceOf(lucia)}"`, ""));
    // A guest cannot get the shell by claiming to be a shell render: the mark is removed on the way in.
    const forged = await get("/home", { "x-patitas-shell": "1" });
    expect(forged.status).toBe(307);
  });

  it("does not store redirects, missing pages, other cookies, queries or private pages", async () => {
    for (const requestPath of ["/home", "/p/missing", "/u/personal", "/hashtag/perros?cursor=x", "/profile"]) {
      await get(requestPath);
      expect((await get(requestPath)).headers["x-patitas-cache"]).not.toBe("hit");
    }
    expect(cache.stats().entries).toBe(0);
  });

  it("drops purged pages at once through the purger app code finds on globalThis", async () => {
    registerPurger(createPurger({ cache }));
    await get("/hashtag/perros");
    await get("/u/lucia");
    // What a server action calls (lib/cache/public-pages.ts), through the hook they share.
    await purgePublicPages(["hashtag:perros"], "hard");
    expect((await get("/hashtag/perros")).headers["x-patitas-cache"]).toBe("miss");
    expect((await get("/u/lucia")).headers["x-patitas-cache"]).toBe("hit");
    registerPurger(null);
  });

  it("does not keep a page whose render began before a purge of it", async () => {
    holdSlow = true;
    releaseSlow = undefined;
    const slow = get("/hashtag/slow");
    const release = await heldRender();
    cache.purge(["hashtag:slow"]);
    release();
    expect((await slow).headers["x-patitas-cache"]).toBe("miss");
    const again = await get("/hashtag/slow");
    expect(again.headers["x-patitas-cache"]).toBe("miss");
    expect(again.text).toContain('data-render="2"');
  });

  it("renders a page once for many concurrent misses, and hands its copy to every one of them (single-flight)", async () => {
    holdSlow = true;
    releaseSlow = undefined;
    const first = get("/hashtag/slow");
    const release = await heldRender();
    const others = Array.from({ length: 9 }, () => get("/hashtag/slow"));
    // Every one of them has missed the store while the render is held (the first missed before).
    while (cache.stats().misses < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const replies = [await first, ...(await Promise.all(others))];
    expect(renders.get("/hashtag/slow")).toBe(1);
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(replies.map((reply) => reply.headers["x-patitas-cache"])).toEqual(["miss", ...Array(9).fill("hit")]);
    expect(new Set(replies.map((reply) => /data-render="(\d+)"/.exec(reply.text)?.[1]))).toEqual(new Set(["1"]));
  });

  /** A cached /hashtag/slow, purged for counts, whose refresh render is held until `release()`. */
  async function softPurgedWithRefreshHeld() {
    registerPurger(createPurger({ cache }));
    await get("/hashtag/slow");
    await purgePublicPages(["hashtag:slow"], "counts");
    holdSlow = true;
    releaseSlow = undefined;
    const refresh = get("/hashtag/slow");
    return { refresh, release: await heldRender() };
  }

  it("after a counts purge, serves the old copy as stale while one request renders the new one", async () => {
    const { refresh, release } = await softPurgedWithRefreshHeld();
    const during = await Promise.all([get("/hashtag/slow"), get("/hashtag/slow")]);
    expect(during.map((reply) => reply.headers["x-patitas-cache"])).toEqual(["stale", "stale"]);
    expect(during.every((reply) => reply.text.includes('data-render="1"'))).toBe(true);
    release();
    expect((await refresh).headers["x-patitas-cache"]).toBe("miss");
    const after = await get("/hashtag/slow");
    expect(after.headers["x-patitas-cache"]).toBe("hit");
    expect(after.text).toContain('data-render="2"');
    expect(renders.get("/hashtag/slow")).toBe(2);
    registerPurger(null);
  });

  it("renders a soft-purged page again only once its copy is older than the refresh spacing (decision 052)", async () => {
    cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, refreshSpacingMs: 60_000 });
    registerPurger(createPurger({ cache }));
    await stop();
    await start();
    await get("/hashtag/perros");
    await purgePublicPages(["hashtag:perros"], "counts");
    const during = await Promise.all([get("/hashtag/perros"), get("/hashtag/perros"), get("/hashtag/perros")]);
    expect(during.map((reply) => reply.headers["x-patitas-cache"])).toEqual(["stale", "stale", "stale"]);
    expect(renders.get("/hashtag/perros")).toBe(1);
    // A hard purge still drops the copy at once, spacing or not.
    await purgePublicPages(["hashtag:perros"], "hard");
    expect((await get("/hashtag/perros")).headers["x-patitas-cache"]).toBe("miss");
    expect(renders.get("/hashtag/perros")).toBe(2);
    registerPurger(null);
  });

  it("lets a hard purge win over a soft refresh in flight: the old copy goes at once and the refresh is not kept", async () => {
    const { refresh, release } = await softPurgedWithRefreshHeld();
    await purgePublicPages(["hashtag:slow"], "hard");
    expect(cache.stats().entries).toBe(0);
    release();
    await refresh;
    const after = await get("/hashtag/slow");
    expect(after.headers["x-patitas-cache"]).toBe("miss");
    expect(after.text).toContain('data-render="3"');
    registerPurger(null);
  });

  it("is bypassed while purges from other processes could be missed", async () => {
    await get("/hashtag/perros");
    busConnected = false;
    expect((await get("/hashtag/perros")).headers["x-patitas-cache"]).toBe("bypass");
    expect(renders.get("/hashtag/perros")).toBe(2);
  });
});

describe("compression of cached pages (decision 039)", () => {
  const raw = (requestPath: string, headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: requestPath, headers: { Host: "patitas.example", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("sends brotli when the client takes it, else gzip, else the plain page, each with Vary: Accept-Encoding", async () => {
    await get("/hashtag/perros");
    const plain = await get("/hashtag/perros");
    for (const [acceptEncoding, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5", "gzip"],
      ["*", "br"],
      ["identity", undefined],
      ["deflate", undefined],
    ] as const) {
      const hit = await get("/hashtag/perros", { "Accept-Encoding": acceptEncoding });
      expect([acceptEncoding, hit.headers["x-patitas-cache"], hit.headers["content-encoding"]]).toEqual([
        acceptEncoding,
        "hit",
        expected,
      ]);
      expect(hit.text).toBe(plain.text);
      expect(String(hit.headers.vary).split(/,\s*/)).toContain("Accept-Encoding");
    }
    expect(String(plain.headers.vary).split(/,\s*/)).toContain("Accept-Encoding");
    expect(renders.get("/hashtag/perros")).toBe(1);
  });

  it("compresses each variant once: hits of a variant get the very same bytes, with their length", async () => {
    await get("/hashtag/perros");
    const [one, two] = [
      await raw("/hashtag/perros", { "Accept-Encoding": "br" }),
      await raw("/hashtag/perros", { "Accept-Encoding": "br" }),
    ];
    expect(one.body.equals(two.body)).toBe(true);
    expect(Number(one.headers["content-length"])).toBe(one.body.length);
    const dark = await raw("/hashtag/perros", { "Accept-Encoding": "gzip", Cookie: "theme=dark" });
    expect(gunzipSync(dark.body).toString("utf8")).toContain('<html data-theme="dark">');
    const [entry] = cache.entries.values();
    expect([...entry!.variants.keys()].sort()).toEqual(["dark/gzip", "system/br"]);
    expect(entry!.variants.get("system/br")!.equals(one.body)).toBe(true);
  });
});

describe("theme attribute (decision 031)", () => {
  it("goes on the html tag of the visitor's own copy, never into the cached one", async () => {
    const dark = await get("/hashtag/perros", { Cookie: "theme=dark" });
    const light = await get("/hashtag/perros", { Cookie: "theme=light", "Accept-Encoding": "gzip" });
    const none = await get("/hashtag/perros", { Cookie: "theme=sepia" });
    expect([dark, light, none].map((response) => response.headers["x-patitas-cache"])).toEqual(["miss", "hit", "hit"]);
    expect(renders.get("/hashtag/perros")).toBe(1);
    expect(dark.text).toMatch(/^<!DOCTYPE html><html data-theme="dark"><head><script nonce=/);
    expect(light.text).toMatch(/^<!DOCTYPE html><html data-theme="light"><head>/);
    expect(none.text).not.toContain("data-theme");
    expect([...cache.entries.values()].map((entry) => entry.body.toString("utf8"))).toEqual([
      expect.not.stringContaining("data-theme"),
    ]);
  });

  it("stays off the /home shell's stored copy and off other answers", async () => {
    const shell = await get("/home", { Cookie: "next-auth.session-token=lucia; theme=dark" });
    expect(shell.text).toContain('<html data-theme="dark">');
    expect((await get("/home", { Cookie: "next-auth.session-token=pablo" })).text).not.toContain("data-theme");
    expect((await get("/api/health", { Cookie: "theme=dark" })).text).toBe('{"ok":true}');
  });
});
