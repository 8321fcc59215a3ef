// A real HTTP server with the whole front door (createFrontDoor) in front of `handle`, and raw requests to
// it: the body-limit tests and the trust suite's route fuzzer (tests/trust/fuzz-bodies.test.ts) share it.
import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { BodyLimits } from "./body-limits";
import { createFrontDoor } from "./pipeline";
import { loadRefusalMessages, localeSettings } from "./refusals";
import type { RequestHandler } from "./response-tap";

export interface Reply {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface SendOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Written as it is; with Transfer-Encoding: chunked in headers, in chunks of `chunkBytes`. */
  body?: string | Buffer;
  chunkBytes?: number;
}

export interface GateServer {
  send(options: SendOptions): Promise<Reply>;
  close(): Promise<void>;
}

export async function startGateServer({
  handle,
  actionBodyLimit,
  bodyLimits,
}: {
  handle: RequestHandler;
  actionBodyLimit: number;
  bodyLimits?: BodyLimits;
}): Promise<GateServer> {
  const listener = createFrontDoor({
    handle,
    pageCache: null,
    trustedHops: 0,
    appUrl: "http://patitas.example",
    actionBodyLimit,
    ...(bodyLimits ? { bodyLimits } : {}),
    refusalOptions: {
      ...localeSettings,
      messages: loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales),
    },
    env: {},
  });
  const server: Server = createServer(listener);
  server.on("checkContinue", listener);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const send = ({ method = "GET", path: requestPath = "/", headers = {}, body, chunkBytes = 16 * 1024 }: SendOptions) =>
    new Promise<Reply>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, method, path: requestPath, headers: { Host: "patitas.example", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
          );
        },
      );
      // The server may close while a refused body is still being written: its answer is what counts.
      req.on("error", (error: NodeJS.ErrnoException) =>
        error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
      );
      const data = typeof body === "string" ? Buffer.from(body) : body;
      if (data && /chunked/i.test(headers["Transfer-Encoding"] ?? "")) {
        for (let offset = 0; offset < data.length; offset += chunkBytes)
          req.write(data.subarray(offset, offset + chunkBytes));
        req.end();
      } else req.end(data);
    });

  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { send, close };
}
