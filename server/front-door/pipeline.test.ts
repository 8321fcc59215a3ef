/** @no-database — the front door's layers in their order, and the one finishing step of renders and cache hits. */
import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { requestsBegun } from "../shared/front-door-contract";
import { PageCache } from "./page-cache";
import { createFrontDoor, frontDoorLayers, type FrontDoorOptions } from "./pipeline";
import { inlineScriptHashes } from "./prepared-body";
import { loadRefusalMessages, localeSettings } from "./refusals";

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><script src="/_next/static/app.js"></script></head><body><p>Hola</p><script>self.__next_f.push([1,"x"])</script></body></html>';

function options(overrides: Partial<FrontDoorOptions> = {}): FrontDoorOptions {
  return {
    handle: (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(PAGE);
    },
    pageCache: { cache: new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, refreshSpacingMs: 0 }), bus: null },
    trustedHops: 0,
    appUrl: "http://patitas.example",
    actionBodyLimit: 1000,
    refusalOptions: {
      ...localeSettings,
      messages: loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales),
    },
    env: {},
    ...overrides,
  };
}

describe("the front door's layers", () => {
  it("come in one order: measured, the events API, the read lane, then the request's own layers down to the page cache", () => {
    const names = frontDoorLayers(
      options({
        realtimeApi: () => false,
        readLane: { concurrency: 2, holdMs: 1000 },
        metrics: () => ({ observe() {} }),
      }),
    ).map(([name]) => name);
    expect(names).toEqual([
      "metrics",
      "realtime events API",
      "read lane",
      "request id",
      "finishing",
      "errors",
      "cdn header guard",
      "request gate",
      "page cache",
    ]);
    // What the options leave out is not there.
    expect(frontDoorLayers(options({ pageCache: null })).map(([name]) => name)).toEqual([
      "request id",
      "finishing",
      "errors",
      "cdn header guard",
      "request gate",
    ]);
  });
});

describe("the finishing step", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer(createFrontDoor(options()));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/hashtag/perros", headers: { Host: "patitas.example", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("themes, compresses and secures a render and the cache hit after it alike: a nonce for the one, script hashes for the other", async () => {
    const headers = { cookie: "theme=dark; NEXT_LOCALE=es", "accept-encoding": "gzip" };
    const render = await get(headers);
    const hit = await get(headers);
    expect([render.headers["x-patitas-cache"], hit.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    for (const response of [render, hit]) {
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(gunzipSync(response.raw).toString()).toContain('<html data-theme="dark" lang="es">');
    }
    const nonce = /'nonce-([^']+)'/.exec(String(render.headers["content-security-policy"]))?.[1];
    expect(
      gunzipSync(render.raw)
        .toString()
        .match(/<script[^>]*>/g),
    ).toEqual([`<script nonce="${nonce}" src="/_next/static/app.js">`, `<script nonce="${nonce}">`]);
    // The hit's bytes carry no nonce; its policy names the hash of the inline script it holds.
    const hitPage = gunzipSync(hit.raw);
    expect(hitPage.toString()).not.toContain("nonce=");
    expect(hit.headers["content-security-policy"]).toContain(
      `script-src 'self' ${inlineScriptHashes(hitPage).join(" ")};`,
    );
  });

  it("counts every request it begins, cache hits too, for the work that yields to pages (lib/jobs/pages-first.ts)", async () => {
    const before = requestsBegun();
    await get({});
    await get({});
    expect(requestsBegun() - before).toBe(2);
  });
});
