// The built-in server alone on an HTTP server of its own, on loopback: what the tests, the standalone
// process (standalone.ts, for the benchmark) and the in-process harness of the app's tests (tests/realtime.ts)
// start and stop. `npm start` instead attaches it to the app's server (server/server.ts).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { BuiltInRealtime } from "./built-in";

export interface ListeningRealtime {
  port: number;
  /** Sends the sockets away (4200), stops the bus and closes the HTTP server; once, however often called. */
  stop(): Promise<void>;
}

/** Listens on `port` (0: any free one) of 127.0.0.1; anything but the events API gets 404. onRequest sees each HTTP request. */
export async function listenAlone(
  realtime: BuiltInRealtime,
  port = 0,
  onRequest?: (req: IncomingMessage) => void,
): Promise<ListeningRealtime> {
  const server = createServer((req, res) => {
    onRequest?.(req);
    if (!realtime.handleHttp(req, res)) res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
  });
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  let stopped: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    stop() {
      stopped ??= (async () => {
        await realtime.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })();
      return stopped;
    },
  };
}
