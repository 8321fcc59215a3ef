// The pusher-js clients of the measuring scripts (bench:realtime, soak): signed in as the browser signs in,
// and the memory of the processes they talk to.
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtInClient, signedIn as whenSignedIn } from "../server/realtime/clients.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The session secret the built-in realtime server derives its keys from: NEXTAUTH_SECRET, or DATA_DIR's .auth-secret (./data). */
export function authSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  return readFileSync(path.join(path.resolve(root, process.env.DATA_DIR ?? "data"), ".auth-secret"), "utf8").trim();
}

/**
 * The resident memory in MB (/proc) of a process and the processes it started (a `npm start` primary and
 * its cluster workers, where the sockets live).
 */
export function rssTreeMb(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return rssMb(pid) + children.reduce((sum, child) => sum + rssTreeMb(Number(child)), 0);
}

/** A process's resident memory in MB (/proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Signs the client in and resolves once its user's own channel is subscribed (events to the user arrive). */
export function signedIn(pusher) {
  const done = whenSignedIn(pusher, 10_000);
  pusher.signin();
  return done;
}

/** A pusher-js client of a signed-in user, signed in by the app's own /api/realtime/user-auth with their cookie. */
export async function signedInClient(base, key, { host, port }, cookie) {
  let userId = null;
  const authenticate = async (socketId) => {
    const response = await fetch(`${base}/api/realtime/user-auth`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: base },
      body: new URLSearchParams({ socket_id: socketId }),
    });
    if (!response.ok) throw new Error(`/api/realtime/user-auth answered ${response.status}`);
    const signed = await response.json();
    userId = JSON.parse(signed.user_data).id;
    return signed;
  };
  const pusher = builtInClient(key, { host, port, authenticate });
  await signedIn(pusher);
  return { pusher, channel: pusher.user, userId };
}
