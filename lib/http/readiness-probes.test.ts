import { createServer, type Server } from "node:net";

// The real probes against services that do not answer: an S3 endpoint, an SMTP server and a Pusher-protocol
// server on a port that accepts nothing. Settings are read at import, so they are set before it.

let closedPort: number;
let silent: Server;

beforeAll(async () => {
  // A port that was free a moment ago: connections to it are refused.
  silent = createServer();
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  closedPort = (silent.address() as { port: number }).port;
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  Object.assign(process.env, {
    S3_BUCKET: "patitas",
    S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
    SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
    PUSHER_APP_ID: "app",
    PUSHER_KEY: "key",
    PUSHER_SECRET: "secret",
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(closedPort),
    PUSHER_USE_TLS: "false",
  });
});

it("names storage, mail and realtime as down when they refuse connections; the database is still up", async () => {
  jest.resetModules();
  const { readiness } = await import("./readiness");
  const result = await readiness();
  expect(result).toEqual({
    ok: false,
    draining: false,
    checks: { database: "up", storage: "down", mail: "down", realtime: "down" },
  });
});
