/** @no-database — a real HTTP server with the front door in front of a recording stand-in for Next.js. */
import { once } from "node:events";
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  createRequestGate,
  hasMalformedPath,
  isActionRequest,
  isForeignOrigin,
  MAX_ARGUMENT_DEPTH,
} from "./request-gate";
import { loadRefusalMessages, localeSettings } from "./refusals";
import { newContext } from "./request-context";

const LIMIT = 1000;
const APP_HOST = "patitas.example";
const ACTION = { "Next-Action": "4017f54319e20a4ebbe48b10eb26d7be5e3260e94f" };

let server: Server;
let port: number;
let trustedHops = 0;
/** What the stand-in for Next.js received: method, url, headers and the body it read. */
let received: { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders; body: string }[];

beforeAll(async () => {
  const messages = loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk);
    received.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    res.end("from next");
  };
  const frontDoor = (req: IncomingMessage, res: ServerResponse) => {
    const ctx = newContext(req, res);
    return createRequestGate({
      trustedHops,
      appHost: APP_HOST,
      actionBodyLimit: LIMIT,
      refusalOptions: { ...localeSettings, messages },
    })(ctx, () => handle(ctx.req, ctx.res));
  };
  server = createServer(frontDoor);
  server.on("checkContinue", frontDoor);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  trustedHops = 0;
});

/** One request with these headers; Node adds Content-Length for a body unless Transfer-Encoding is chunked. */
interface SendOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
}

interface Reply {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  text: string;
}

function send({ method = "GET", path: requestPath = "/", headers = {}, body, agent }: SendOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: requestPath, headers: { Host: `127.0.0.1:${port}`, ...headers }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const post = (options: SendOptions) => send({ method: "POST", path: "/auth", ...options });

describe("client address", () => {
  it("hands Next.js the socket's address, whatever X-Forwarded-For, X-Real-IP or our own header the client sent", async () => {
    await send({
      headers: { "X-Forwarded-For": "203.0.113.5", "X-Real-IP": "203.0.113.6", "X-Patitas-Client-IP": "203.0.113.7" },
    });
    expect(received[0]?.headers).toMatchObject({ "x-patitas-client-ip": "127.0.0.1", "x-forwarded-for": "127.0.0.1" });
    expect(received[0]?.headers["x-real-ip"]).toBeUndefined();
  });

  it("believes the hop appended by a trusted proxy when TRUSTED_PROXY_HOPS says there is one", async () => {
    trustedHops = 1;
    await send({ headers: { "X-Forwarded-For": "203.0.113.5, 198.51.100.7" } });
    expect(received[0]?.headers).toMatchObject({
      "x-patitas-client-ip": "198.51.100.7",
      "x-forwarded-for": "198.51.100.7, 127.0.0.1",
    });
  });
});

describe("malformed percent-encoding", () => {
  it.each(["/u/%ZZ", "/hashtag/%E0%A4%A", "/en/u/%ZZ"])(
    "%s gets a translated 400 page, not Next.js",
    async (requestPath) => {
      const response = await send({ path: requestPath, headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
      expect(response.status).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      // The path's locale prefix wins over Accept-Language, as in the app.
      const english = requestPath.startsWith("/en/");
      expect(response.text).toContain(
        english ? "The address has badly encoded characters." : "L’adresse contient des caractères mal encodés.",
      );
      expect(received).toEqual([]);
    },
  );

  it("gets the JSON error under /api", async () => {
    const response = await send({ path: "/api/media/%ZZ" });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ error: { code: "validation", message: "httpErrors.malformedPath" } });
    expect(received).toEqual([]);
  });

  it("leaves well-formed paths and any query string to Next.js", async () => {
    expect(hasMalformedPath("/hashtag/%E0%A4%85?q=%ZZ")).toBe(false);
    expect((await send({ path: "/hashtag/gatos?q=%ZZ" })).status).toBe(200);
    expect(received).toHaveLength(1);
  });
});

describe("server action bodies", () => {
  it("refuses a body over Next's action limit with 413 before reading it", async () => {
    const response = await post({
      headers: { ...ACTION, "Content-Type": "text/plain;charset=UTF-8" },
      body: "x".repeat(LIMIT + 1),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({ error: { code: "validation", message: "httpErrors.bodyTooLarge" } });
    expect(response.headers.connection).toBe("close");
    expect(received).toEqual([]);
  });

  it("refuses a multipart form post to a page over the limit too (a form submitted before JavaScript loads)", async () => {
    const response = await post({
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "x".repeat(LIMIT + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(received).toEqual([]);
  });

  it("answers 411 to an action body sent without Content-Length", async () => {
    const response = await post({
      headers: { ...ACTION, "Content-Type": "text/plain", "Transfer-Encoding": "chunked" },
      body: '["ok"]',
    });
    expect(response.status).toBe(411);
    expect(received).toEqual([]);
  });

  /** A POST that sends its body only once the server answers `100 Continue`. */
  function postExpectingContinue(body: string): Promise<{ status: number | undefined; continued: boolean }> {
    return new Promise((resolve, reject) => {
      let continued = false;
      const headers = {
        ...ACTION,
        "Content-Type": "text/plain",
        "Content-Length": String(body.length),
        Expect: "100-continue",
      };
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/auth", headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, continued }));
      });
      req.on("continue", () => {
        continued = true;
        req.end(body);
      });
      req.on("error", reject);
      req.flushHeaders();
    });
  }

  it("with Expect: 100-continue, refuses before the client sends the body, or lets it send", async () => {
    expect(await postExpectingContinue("x".repeat(LIMIT + 1))).toEqual({ status: 413, continued: false });
    expect(await postExpectingContinue('["ok"]')).toEqual({ status: 200, continued: true });
    expect(received.map((request) => request.body)).toEqual(['["ok"]']);
  });

  it("refuses an action body that is not JSON with 400", async () => {
    for (const body of ["not json{", ""]) {
      const response = await post({
        headers: {
          ...ACTION,
          "Content-Type": "text/plain;charset=UTF-8",
          "Content-Length": String(Buffer.byteLength(body)),
        },
        body,
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toEqual({ error: { code: "validation", message: "httpErrors.invalidBody" } });
    }
    expect(received).toEqual([]);
  });

  // Item 6: Next.js hands the parsed JSON to the action as its argument list (React's decodeReply, then
  // action.apply), and answers 500 to anything else: a scalar, null, an object, a string with a lone
  // surrogate escape, or nesting deep enough to exhaust its recursion.
  it.each([
    ["a string", '"abc"'],
    ["a number", "5"],
    ["null", "null"],
    ["true", "true"],
    ["an object", '{"0":"a"}'],
    ["a lone surrogate escape", '"\\ud800"'],
    ["a lone surrogate escape inside the list", '["ok","\\ud800"]'],
    ["a lone low surrogate escape in a key", '[{"\\udc00":1}]'],
    ["a high surrogate escape followed by no low one", '["\\ud83d\\u0041"]'],
    // Within this test's 1000-byte limit; the end-to-end test sends 5 000 levels to the real Next.js.
    ["an array nested 400 deep", `${"[".repeat(400)}${"]".repeat(400)}`],
    ["objects nested 150 deep", `[${'{"a":'.repeat(150)}1${"}".repeat(150)}]`],
    ["one level too deep", `${"[".repeat(MAX_ARGUMENT_DEPTH + 1)}${"]".repeat(MAX_ARGUMENT_DEPTH + 1)}`],
  ])("refuses valid JSON that is not an argument list (%s) with 400", async (_, body) => {
    const response = await post({ headers: { ...ACTION, "Content-Type": "text/plain;charset=UTF-8" }, body });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ error: { code: "validation", message: "httpErrors.invalidBody" } });
    expect(received).toEqual([]);
  });

  it("lets real argument lists through: emoji (surrogate pairs, raw or escaped), nested arguments, an empty list", async () => {
    const bodies = [
      JSON.stringify([{ email: "ana@example.com", name: "Ana 🐾", tags: [["a", ["b"]]] }, "$undefined", 3, null]),
      '["\\ud83d\\udc3e", {"\\ud83d\\udc36": "perro"}]',
      "[]",
      ` ${"[".repeat(MAX_ARGUMENT_DEPTH)}${"]".repeat(MAX_ARGUMENT_DEPTH)}\n`,
    ];
    for (const body of bodies) {
      const response = await post({ headers: { ...ACTION, "Content-Type": "text/plain;charset=UTF-8" }, body });
      expect(response.status).toBe(200);
    }
    expect(received.map((request) => request.body)).toEqual(bodies);
  });

  it("hands Next.js a JSON body it can read again, and the connection serves the next request", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify([{ email: "ana@example.com", name: "Ana 🐾" }]);
    const headers = {
      ...ACTION,
      "Content-Type": "text/plain;charset=UTF-8",
      "Content-Length": String(Buffer.byteLength(body)),
    };
    const first = await post({ headers, body, agent });
    const second = await send({ path: "/after", agent });
    agent.destroy();
    expect([first.status, first.text, second.status]).toEqual([200, "from next", 200]);
    expect(received.map(({ method, url, body: read }) => ({ method, url, body: read }))).toEqual([
      { method: "POST", url: "/auth", body },
      { method: "GET", url: "/after", body: "" },
    ]);
    expect(received[0]?.headers).toMatchObject({
      "next-action": ACTION["Next-Action"],
      "x-patitas-client-ip": "127.0.0.1",
    });
  });

  it("hands a well-formed multipart action body to Next.js untouched: it is a form, not JSON", async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\n"ok"\r\n--x--\r\n';
    const response = await post({
      headers: { ...ACTION, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(body.length) },
      body,
    });
    expect(response.status).toBe(200);
    expect(received[0]?.body).toBe(body);
  });

  it("applies only to POSTs to pages", () => {
    expect(
      isActionRequest({
        method: "POST",
        url: "/api/uploads",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
    ).toBe(false);
    expect(
      isActionRequest({
        method: "POST",
        url: "/auth",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toBe(false);
    expect(isActionRequest({ method: "GET", url: "/auth", headers: ACTION })).toBe(false);
  });
});

describe("cross-site writes", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s from a foreign Origin with 403", async (method) => {
    const response = await send({
      method,
      path: "/api/auth/signout",
      headers: { Origin: "https://evil.example", "Content-Length": "0" },
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toEqual({ error: { code: "forbidden", message: "httpErrors.foreignOrigin" } });
    expect(received).toEqual([]);
  });

  it("refuses Origin: null and shows people a page", async () => {
    const response = await post({
      headers: { Origin: "null", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "3" },
      body: "a=b",
    });
    expect(response.status).toBe(403);
    expect(response.text).toContain("Esta acción solo se puede enviar desde Patitas.");
  });

  it("lets same-origin writes, writes without Origin and foreign reads through", async () => {
    const empty = { "Content-Length": "0" };
    await post({ headers: { ...empty, Origin: `http://127.0.0.1:${port}` } });
    await post({ headers: empty });
    await send({ headers: { Origin: "https://evil.example" } });
    expect(received).toHaveLength(3);
  });

  it("accepts APP_URL's host as Origin behind a proxy that rewrote Host, and tells Next.js through X-Forwarded-Host", async () => {
    await post({ headers: { Origin: `https://${APP_HOST}`, Host: "app-internal:3000", "Content-Length": "0" } });
    expect(received[0]?.headers["x-forwarded-host"]).toBe(APP_HOST);
  });

  it("compares hosts with default ports made explicit", () => {
    expect(
      isForeignOrigin({ method: "POST", origin: "https://shop.example", host: "shop.example:443", appHost: APP_HOST }),
    ).toBe(false);
    expect(
      isForeignOrigin({ method: "POST", origin: "https://shop.example", host: "shop.example:8443", appHost: APP_HOST }),
    ).toBe(true);
    expect(
      isForeignOrigin({ method: "POST", origin: "https://shop.example", host: undefined, appHost: APP_HOST }),
    ).toBe(true);
  });
});
