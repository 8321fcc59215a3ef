// A TCP port on 127.0.0.1 that was free a moment ago: for the servers the test runner starts.
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
