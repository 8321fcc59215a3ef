// A TCP port on 127.0.0.1 that was free a moment ago: for the servers the test runner starts.
//
// The port is taken outside the kernel's ephemeral range, the ports it hands out by itself to listen(0)
// and to outgoing connections (docs/decisions/053-ci-stays-in-order.md): a server that takes a while to
// listen must not find its port taken meanwhile by any process's outgoing connection or listen(0), and
// nothing but an explicit choice like this one lands outside that range.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const FIRST = 20_000;
const LAST = 31_999;

function ephemeralRange() {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux: the IANA range, which macOS and Windows use.
  }
  return { low: 49_152, high: 65_535 };
}

/** Resolves with the port once a server could listen on it (and has closed again), else with null. */
function tryPort(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

export async function freePort() {
  const { low, high } = ephemeralRange();
  for (let tries = 0; tries < 200; tries += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (port >= low && port <= high) continue;
    const free = await tryPort(port);
    if (free) return free;
  }
  // The ephemeral range covers ours (an unusual kernel setting): any port the kernel picks.
  return tryPort(0);
}
