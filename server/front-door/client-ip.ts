// Which address a request comes from, for per-IP rate limits. The socket's peer is the only address a
// client cannot forge; X-Forwarded-For is believed only as far as TRUSTED_PROXY_HOPS proxies we run
// ourselves appended to it (docs/decisions/006-front-door-server.md).
import { isIP } from "node:net";

/** The header the front door sets and lib/request.ts reads; a client's own copy is always removed. */
export { CLIENT_IP_HEADER } from "../shared/front-door-contract";

export const MAX_TRUSTED_PROXY_HOPS = 10;

/**
 * TRUSTED_PROXY_HOPS as a number. lib/env.ts validates the same setting when `npm start` sets up the
 * database; this parser serves the server started on its own (`node --import tsx server/server.ts`), and refuses rather than
 * guesses: a wrong hop count either trusts forged addresses or puts every client in one bucket.
 */
export function parseTrustedProxyHops(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 0;
  const hops = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(hops <= MAX_TRUSTED_PROXY_HOPS)) {
    throw new Error(
      `Invalid configuration: TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, not "${raw}".`,
    );
  }
  return hops;
}

/** One spelling per address: "::ffff:10.0.0.1" → "10.0.0.1", "10.0.0.1:5000" and "[::1]:80" lose the port. */
export function normalizeAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The client's address and the X-Forwarded-For to hand on. The chain is X-Forwarded-For followed by the
 * socket's peer; each trusted proxy appended the address it received the request from, so with N
 * trusted hops the client is the (N+1)-th address from the end: the one the outermost trusted proxy
 * saw. Addresses before it may be anything a client wrote and are dropped. A shorter chain than
 * expected yields its first address; an entry that is not an address yields the nearest proxy's.
 */
export function resolveClientIp({
  socketAddress,
  forwardedFor,
  trustedHops,
}: {
  socketAddress?: string | undefined;
  forwardedFor?: string | string[] | undefined;
  trustedHops: number;
}): { clientIp: string; forwardedFor: string } {
  const peer = normalizeAddress(socketAddress ?? "") ?? "unknown";
  const forwarded = trustedHops > 0 && forwardedFor ? [forwardedFor].flat().join(",").split(",") : [];
  const chain = [...forwarded, peer];
  const clientIndex = Math.max(0, chain.length - 1 - trustedHops);
  const client = normalizeAddress(chain[clientIndex]);
  if (!client) return { clientIp: peer, forwardedFor: peer };
  const trusted = chain.slice(clientIndex + 1).map((hop) => normalizeAddress(hop) ?? "unknown");
  return { clientIp: client, forwardedFor: [client, ...trusted].join(", ") };
}
