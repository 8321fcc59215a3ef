/** @no-database — the request id the front door assigns, passes on to Next.js, returns and logs with. */
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
import { captureLogs, type CapturedLogs } from "../../tests/logs";
import { log } from "../shared/log";
import { createFrontDoor } from "./pipeline";
import { PageCache } from "./page-cache";
import { loadRefusalMessages, localeSettings } from "./refusals";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: Server;
let port: number;
let logs: CapturedLogs;
/** The x-request-id each request reached the stand-in for Next.js with, by path. */
let seenByApp: Map<string, string | string[] | undefined>;

// Stands in for Next.js: notes the id it was handed and logs a line the way app code does, after an
// await and a timer, as a render or an action would.
async function app(req: IncomingMessage, res: ServerResponse): Promise<void> {
  seenByApp.set(req.url ?? "/", req.headers[REQUEST_ID_HEADER]);
  await new Promise((resolve) => setTimeout(resolve, 1));
  log.info({ path: req.url }, "App handled a request");
  if (req.url?.startsWith("/api/fails")) throw new Error("the handler broke");
  res.setHeader("Content-Type", req.url?.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8");
  // A stale id written by the app (or kept in a cached copy) must never reach the client.
  res.setHeader(REQUEST_ID_HEADER, "from-the-app");
  res.end(req.url?.startsWith("/api/") ? "{}" : "<!DOCTYPE html><html><body><p>page</p></body></html>");
}

async function start(trustedHops: number): Promise<void> {
  const listener = createFrontDoor({
    handle: app,
    pageCache: { cache: new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 }), bus: null },
    trustedHops,
    appUrl: "http://patitas.example",
    actionBodyLimit: 1000,
    refusalOptions: {
      ...localeSettings,
      messages: loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales),
    },
  });
  server = createServer(listener);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}

function get(
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number | undefined; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: requestPath, headers: { Host: "patitas.example", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeEach(() => {
  seenByApp = new Map();
  logs = captureLogs();
});

afterEach(async () => {
  logs.restore();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("without a trusted proxy", () => {
  beforeEach(() => start(0));

  it("gives each request a new id, hands it to Next.js, returns it, and every log line of the request carries it", async () => {
    const first = await get("/api/viewer");
    const second = await get("/api/viewer");
    const id = first.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).not.toBe(id);
    const lines = logs.withMessage("App handled a request");
    expect(lines.map((line) => line.requestId)).toEqual([id, second.headers[REQUEST_ID_HEADER]]);
    expect(lines[0]).toMatchObject({ kind: "api", level: "info" });
  });

  it("hands Next.js the id it returns", async () => {
    const reply = await get("/api/viewer");
    expect(seenByApp.get("/api/viewer")).toBe(reply.headers[REQUEST_ID_HEADER]);
  });

  it("ignores an id the client sent", async () => {
    const reply = await get("/api/viewer", { "X-Request-Id": "chosen-by-the-client" });
    expect(reply.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(seenByApp.get("/api/viewer")).toBe(reply.headers[REQUEST_ID_HEADER]);
    expect(logs.text()).not.toContain("chosen-by-the-client");
  });

  it("puts an id on the front door's refusals and on its error answer, whose log line carries it", async () => {
    const refused = await get("/u/%ZZ");
    expect(refused.status).toBe(400);
    expect(refused.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const failed = await get("/api/fails?token=secret-reset-token");
    expect(failed.status).toBe(500);
    const [line] = logs.withMessage("Failed to handle a request");
    expect(line).toMatchObject({
      level: "error",
      requestId: failed.headers[REQUEST_ID_HEADER],
      kind: "api",
      method: "GET",
      path: "/api/fails",
      err: { message: "the handler broke" },
    });
    expect(logs.text()).not.toContain("secret-reset-token");
  });

  it("gives a page served from the cache the id of this request, never the one it was rendered for", async () => {
    const rendered = await get("/hashtag/perros");
    const cached = await get("/hashtag/perros");
    expect(cached.headers["x-patitas-cache"]).toBe("hit");
    expect(rendered.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(cached.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(cached.headers[REQUEST_ID_HEADER]).not.toBe(rendered.headers[REQUEST_ID_HEADER]);
    expect(logs.withMessage("App handled a request")).toEqual([
      expect.objectContaining({ requestId: rendered.headers[REQUEST_ID_HEADER], kind: "page" }),
    ]);
  });
});

describe("behind a trusted proxy (TRUSTED_PROXY_HOPS above 0)", () => {
  beforeEach(() => start(1));

  it("keeps the proxy's id, passes it on, returns it and logs with it", async () => {
    const reply = await get("/api/viewer", { "X-Request-Id": "lb-7f3a9c" });
    expect(reply.headers[REQUEST_ID_HEADER]).toBe("lb-7f3a9c");
    expect(seenByApp.get("/api/viewer")).toBe("lb-7f3a9c");
    expect(logs.withMessage("App handled a request")[0]?.requestId).toBe("lb-7f3a9c");
  });

  it("makes a new id when the proxy sent none", async () => {
    expect((await get("/api/viewer")).headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});

describe("requestIdOf", () => {
  const withId = (id: string) => ({ headers: { [REQUEST_ID_HEADER]: id } });

  it("takes a trusted proxy's id only when it looks like one: short, without spaces, quotes or line breaks", () => {
    expect(requestIdOf(withId("Root=1-67891233-abcdef012345678912345678"), 1)).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
    for (const bad of ["two words", 'a"b', "a\nb", "x".repeat(129), ""])
      expect(requestIdOf(withId(bad), 1)).toMatch(UUID);
  });

  it("never takes a client's id without a trusted proxy", () => {
    expect(requestIdOf(withId("abc"), 0)).toMatch(UUID);
  });
});
