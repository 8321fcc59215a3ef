// The built-in realtime server on its own, for tests that need it in another process (Jest cannot load
// these ES modules into a TypeScript test): `NEXTAUTH_SECRET=… node scripts/realtime/standalone.mjs [port]`.
// Prints one JSON line (port, path, app id and key; never the secret) once it listens.
import { createServer } from "node:http";
import { builtInRealtimeFromEnv, REALTIME_PATH } from "./built-in.mjs";

const realtime = builtInRealtimeFromEnv({ trustedHops: 0, env: { ...process.env, PUSHER_APP_ID: "", PUSHER_KEY: "", PUSHER_SECRET: "" } });
const server = createServer((req, res) => {
  if (!realtime.handleHttp(req, res)) res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
});
realtime.attach(server);
server.listen(Number(process.argv[2] ?? process.env.PORT ?? 0), "127.0.0.1", () => {
  const { port } = server.address();
  const { id, key } = realtime.credentials;
  console.log(JSON.stringify({ port, path: REALTIME_PATH, id, key }));
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void realtime.close().finally(() => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  });
}
