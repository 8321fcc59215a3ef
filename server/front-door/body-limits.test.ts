/** @no-database — issue 43: every route's body limit, and broken forms posted as server actions (4, 9b). */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { BODY_LIMITS, routeBodyLimit, type BodyLimits } from "./body-limits";
import { startGateServer, type GateServer } from "./gate-server.test-helpers";

const ACTION = { "Next-Action": "4017f54319e20a4ebbe48b10eb26d7be5e3260e94f" };
const LIMITS: BodyLimits = { defaultBytes: 100, routes: [{ path: /^\/api\/uploads(?:[/?]|$)/, bytes: 5000 }] };
const FORM = "multipart/form-data; boundary=x";
const GOOD_FORM = '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\n"ok"\r\n--x--\r\n';

let gate: GateServer;
/** The bodies the stand-in for Next.js read, by path. */
let reached: { path: string | undefined; bytes: number }[];

beforeAll(async () => {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    reached.push({ path: req.url, bytes });
    res.end("from next");
  };
  gate = await startGateServer({ handle, actionBodyLimit: 1000, bodyLimits: LIMITS });
});
afterAll(() => gate.close());
beforeEach(() => {
  reached = [];
});

describe("the body limit of every route", () => {
  it("is the table's: the default, larger for uploads, the upload route's own limit", () => {
    expect(routeBodyLimit("/api/auth/callback/credentials")).toBe(64 * 1024);
    expect(routeBodyLimit("/")).toBe(BODY_LIMITS.defaultBytes);
    expect(routeBodyLimit("/api/uploads?folder=posts")).toBe(MAX_VIDEO_BYTES + 1024 * 1024);
    expect(routeBodyLimit("/api/uploadsx")).toBe(BODY_LIMITS.defaultBytes);
  });

  it.each([
    ["the sign-in form", "/api/auth/callback/credentials", 101],
    ["a page", "/es/marketplace", 101],
    ["an upload", "/api/uploads", 5001],
  ])("refuses %s over its limit from Content-Length with 413, reading nothing", async (_name, path, bytes) => {
    const response = await gate.send({
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x".repeat(bytes),
    });
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(reached).toEqual([]);
  });

  it("refuses a Content-Length of 1e9 at once, the JSON error under /api", async () => {
    const response = await gate.send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "Content-Length": "1000000000", Expect: "100-continue" },
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({ error: { code: "validation", message: "httpErrors.bodyTooLarge" } });
  });

  it("stops reading a chunked body that passes the limit, and answers 413", async () => {
    const response = await gate.send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "Transfer-Encoding": "chunked" },
      body: "x".repeat(100_000),
      chunkBytes: 50,
    });
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(reached).toEqual([]);
  });

  it("lets bodies within the limit through whole, chunked or not", async () => {
    await gate.send({ method: "POST", path: "/api/auth/callback/credentials", body: "x".repeat(100) });
    await gate.send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "Transfer-Encoding": "chunked" },
      body: "x".repeat(100),
      chunkBytes: 30,
    });
    await gate.send({ method: "POST", path: "/api/uploads", body: "x".repeat(5000) });
    expect(reached).toEqual([
      { path: "/api/auth/callback/credentials", bytes: 100 },
      { path: "/api/auth/callback/credentials", bytes: 100 },
      { path: "/api/uploads", bytes: 5000 },
    ]);
  });

  it("gives a server action Next.js's limit instead", async () => {
    const response = await gate.send({
      method: "POST",
      path: "/",
      headers: { ...ACTION, "Content-Type": FORM },
      body: GOOD_FORM.replace('"ok"', "x".repeat(200)),
    });
    expect(response.status).toBe(200);
    expect(
      (
        await gate.send({
          method: "POST",
          path: "/",
          headers: { ...ACTION, "Content-Type": FORM },
          body: "x".repeat(1001),
        })
      ).status,
    ).toBe(413);
  });
});

describe("a broken multipart body posted to a page (issue 43, 9b)", () => {
  it.each([
    ["garbage", FORM, "garbage"],
    ["no boundary", "multipart/form-data", GOOD_FORM],
    ["cut short", FORM, GOOD_FORM.slice(0, 40)],
    ["empty", FORM, ""],
  ])(
    "is refused with 400 before Next.js reads it (%s), with or without Next-Action",
    async (_name, contentType, body) => {
      const withAction = await gate.send({
        method: "POST",
        path: "/",
        headers: { ...ACTION, "Content-Type": contentType },
        body,
      });
      expect(withAction.status).toBe(400);
      expect(JSON.parse(withAction.text)).toEqual({ error: { code: "validation", message: "httpErrors.invalidBody" } });
      const asForm = await gate.send({ method: "POST", path: "/en", headers: { "Content-Type": contentType }, body });
      expect(asForm.status).toBe(400);
      expect(asForm.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(reached).toEqual([]);
    },
  );

  it("hands a well-formed one to Next.js whole", async () => {
    expect(
      (await gate.send({ method: "POST", path: "/", headers: { "Content-Type": FORM }, body: GOOD_FORM })).status,
    ).toBe(200);
    expect(reached).toEqual([{ path: "/", bytes: GOOD_FORM.length }]);
  });
});
