// Issue 43: every route handler of the inventory, and POST to a page with and without Next-Action (a
// server action), behind the real front door (createFrontDoor), sent a raw broken multipart body and an
// oversized one. A broken form gets a 4xx, never a 5xx (next-auth answers a body it cannot read with its
// redirect to the sign-in page); an oversized body gets the front door's 413 before any handler reads it.
// Pages stand in for Next.js as it reads an action's form: busboy for a fetch action, Request.formData()
// for a form posted before JavaScript loads, and a 500 when either throws (what Next.js answered).
import fc from "fast-check";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "next/dist/compiled/busboy/index.js";
import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { routeBodyLimit } from "@/server/front-door/body-limits";
import { startGateServer, type GateServer, type Reply } from "@/server/front-door/gate-server.test-helpers";
import { createUser } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import { FUZZ_SEED } from "./bad-input";
import { changedTables, databaseFingerprint } from "./harness";
import { ROUTES_TESTED_END_TO_END, routeFiles, routeModules } from "./inventory";

// next-auth's handler reads the request's cookies and headers through next/headers: this request's.
let mockRequestHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: async () => mockRequestHeaders,
  cookies: async () => ({ getAll: () => [], get: () => undefined }),
}));

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Next.js's own action limit (next.config sets none: its 1 MB default), as server/server.ts reads it. */
const ACTION_BODY_LIMIT = 1024 * 1024;
const ACTION = { "Next-Action": "4017f54319e20a4ebbe48b10eb26d7be5e3260e94f" };

/** A concrete request path and the params Next.js would give, for each dynamic segment of the inventory's routes. */
const SAMPLE_SEGMENTS: Record<string, { path: string; param: string | string[] }> = {
  "[...key]": { path: "posts/a.jpg", param: ["posts", "a.jpg"] },
  "[...nextauth]": { path: "callback/credentials", param: ["callback", "credentials"] },
  "[kind]": { path: "users", param: "users" },
  "[page]": { path: "start.xml", param: "start.xml" },
  "[file]": { path: "icon-192.png", param: "icon-192.png" },
  "[locale]": { path: "es", param: "es" },
  "[part]": { path: "cart-sheet", param: "cart-sheet" },
};

type RouteModule = Record<string, unknown>;
const routes = new Map<string, { module: RouteModule; params: Record<string, string | string[]> }>();
for (const [file, module] of Object.entries({
  ...routeModules,
  [ROUTES_TESTED_END_TO_END[0]!]: nextAuthRoute as RouteModule,
})) {
  const params: Record<string, string | string[]> = {};
  const segments = file
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .split("/")
    .map((segment) => {
      const sample = SAMPLE_SEGMENTS[segment];
      if (!sample && segment.startsWith("[")) throw new Error(`No sample for ${segment} of ${file}`);
      if (sample) params[segment.replace(/^\[(?:\.\.\.)?|\]$/g, "")] = sample.param;
      return sample ? sample.path : segment;
    });
  routes.set(segments.join("/"), { module, params });
}

const HOP_BY_HOP = new Set(["connection", "content-length", "transfer-encoding", "expect", "keep-alive", "host"]);

/** A route handler answers as Next.js would hand it the request: a NextRequest, its params as a promise. */
async function toRoute(
  req: IncomingMessage,
  res: ServerResponse,
  route: { module: RouteModule; params: Record<string, string | string[]> },
): Promise<void> {
  const method = req.method ?? "GET";
  const handler = route.module[method] as ((request: Request, context: unknown) => Promise<Response>) | undefined;
  if (!handler) return void res.writeHead(405).end();
  const headers = new Headers(
    Object.entries(req.headers).flatMap(([name, value]) =>
      HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
  );
  mockRequestHeaders = headers;
  const hasBody = method !== "GET" && method !== "HEAD";
  const request = new NextRequest(`http://localhost:3000${req.url}`, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  });
  const response = await handler(request, { params: Promise.resolve(route.params) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A page: a form posted to it is read as Next.js reads an action's form, and a broken one throws. */
async function toPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const contentType = req.headers["content-type"] ?? "";
  if (req.method === "POST" && /^multipart\/form-data/i.test(contentType)) {
    try {
      if (req.headers["next-action"] !== undefined) {
        const parser = busboy({ headers: { "content-type": contentType } });
        parser.on("file", (_name, stream) => stream.resume());
        await pipeline(Readable.from([body]), parser);
      } else await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      return void res.writeHead(500).end(); // Next.js's answer, after logging the error twice.
    }
  }
  res.end("page");
}

let gate: GateServer;
beforeAll(async () => {
  gate = await startGateServer({
    handle: (req, res) => {
      const route = routes.get((req.url ?? "/").split("?")[0]!);
      return route ? toRoute(req, res, route) : toPage(req, res);
    },
    actionBodyLimit: ACTION_BODY_LIMIT,
  });
});
afterAll(() => gate.close());

const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  ...[...routes.keys()].map((path) => ({ name: `POST ${path}`, path, headers: {} })),
  { name: "POST / (a form before JavaScript loads)", path: "/", headers: {} },
  { name: "POST /en (a form before JavaScript loads)", path: "/en/marketplace", headers: {} },
  { name: "POST / with Next-Action", path: "/", headers: ACTION },
];

it("covers every route of the inventory", () => {
  expect([...routes.keys()].length).toBe(routeFiles().length);
});

const boundaries = fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{1,40}$/);
/** A form that ends before its closing delimiter does, one without a boundary, or bytes with no delimiter at all. */
const brokenForms = fc.oneof(
  fc.tuple(boundaries, fc.string({ maxLength: 200 }), fc.nat()).map(([boundary, value, cut]) => {
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="1"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(form).subarray(0, cut % (Buffer.byteLength(form) - 4)),
    };
  }),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => ({ contentType: "multipart/form-data", body: Buffer.from(bytes) })),
  fc
    .tuple(boundaries, fc.uint8Array({ maxLength: 500 }))
    .map(([boundary, bytes]) => ({
      contentType: `multipart/form-data; boundary="${boundary}"`,
      body: Buffer.from(bytes),
    }))
    .filter(({ body }) => !body.includes("--")),
);

/** next-auth answers what it cannot read with a redirect to the sign-in page (303 or 302), not a 4xx. */
function expectRefused(target: { path: string }, response: Reply): void {
  const redirects = target.path.startsWith("/api/auth/") && [302, 303].includes(response.status ?? 0);
  if (!redirects) expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
}

it.each(targets)(
  "$name answers a broken multipart body with a 4xx, never a 5xx, and writes nothing",
  async (target) => {
    // Signed in, so that the handlers that need a session go on to read the body.
    await signInAs(await createUser());
    const before = await databaseFingerprint();
    await fc.assert(
      fc.asyncProperty(brokenForms, async ({ contentType, body }) => {
        const response = await gate.send({
          method: "POST",
          path: target.path,
          headers: { ...target.headers, "Content-Type": contentType },
          body,
        });
        expectRefused(target, response);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect(changedTables(before, await databaseFingerprint())).toEqual([]);
  },
);

it.each(targets)(
  "$name answers an oversized body with the front door's 413, from Content-Length or counted",
  async (target) => {
    const isAction = target.headers["Next-Action"] !== undefined;
    const limit = isAction ? ACTION_BODY_LIMIT : routeBodyLimit(target.path);
    const headers = { ...target.headers, "Content-Type": "text/plain" };
    const declared = await gate.send({
      method: "POST",
      path: target.path,
      headers: { ...headers, "Content-Length": String(limit + 1) },
      body: "x",
    });
    expect(declared.status).toBe(413);
    const chunked = await gate.send({
      method: "POST",
      path: target.path,
      headers: { ...headers, "Transfer-Encoding": "chunked" },
      body: Buffer.alloc(limit + 1, "x"),
      chunkBytes: 256 * 1024,
    });
    // A server action must state its length (411); everything else is counted as it comes.
    expect(chunked.status).toBe(isAction ? 411 : 413);
  },
);
