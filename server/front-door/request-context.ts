// What the front door's layers know about one request, in one object that pipeline.ts creates and hands
// to every layer in turn (docs/decisions/069-one-server-pipeline.md). A layer that learns something
// another needs writes it here, in the open, rather than in a module-level map keyed by the request.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Theme } from "./html-theme";

export interface RequestContext {
  /** The request as the next layer reads it: the gate replaces it with a replay once it has read the body. */
  req: IncomingMessage;
  readonly res: ServerResponse;
  /** The request id layer's (the trusted proxy's or a new one); "" until that layer ran. */
  requestId: string;
  /** The client's address as the gate resolved it; null until the gate ran (or when it refused). */
  clientIp: string | null;
  /** Accept-Encoding as the client sent it: the finishing step removes the header, Next.js never compresses. */
  acceptEncoding: string | undefined;
  /** The visitor's theme cookie (decision 031): light, dark, or null (follow the system). */
  theme: Theme | null;
  /**
   * Set by the page cache on a copy it replays: its body is already finished (themed and encoded by the
   * finishing step, once per variant), and its CSP allows these inline script hashes instead of a nonce.
   */
  prepared: { scriptHashes: readonly string[] } | null;
  /** The page cache put CDN headers on this response on purpose (decision 050): the guard keeps them. */
  cdnTagged: boolean;
}

/** One layer: reads and writes the context, and calls next() to hand the request on (or answers itself). */
export type Layer = (ctx: RequestContext, next: () => unknown) => unknown;

/** A fresh context for a request the server just received. */
export function newContext(req: IncomingMessage, res: ServerResponse): RequestContext {
  return {
    req,
    res,
    requestId: "",
    clientIp: null,
    acceptEncoding: undefined,
    theme: null,
    prepared: null,
    cdnTagged: false,
  };
}
