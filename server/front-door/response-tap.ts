// Lets the front door see and rewrite what Next.js answers without owning the response object: the
// same technique as the `compression` middleware (on which Next.js itself relies), by wrapping the
// response's writeHead, write and end. Each call of tapResponse adds one layer; the layer added last
// sees the bytes first, so a layer that captures what Next.js wrote must be added after one that
// rewrites it for the wire.

import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** A request listener of the front door's layers (what http.createServer takes, whatever it returns). */
export type RequestHandler<Result = unknown> = (req: IncomingMessage, res: ServerResponse) => Result;

/** What a tap does with the body of the response it decided on (see tapResponse). */
export interface BodyHandler {
  transform?(chunk: Buffer): Buffer;
  finish?(): Buffer;
  onEnd?(): void;
}

type WriteCallback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (ArrayBuffer.isView(chunk)) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError("A response body chunk must be a string, a Buffer or a typed array");
}

/** writeHead's optional headers: an object, a flat [name, value, …] list or a list of pairs. */
function applyHeaders(
  res: ServerResponse,
  headers: OutgoingHttpHeaders | readonly OutgoingHttpHeader[] | undefined,
): void {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (value !== undefined) res.setHeader(name, value);
    return;
  }
  const list = headers as readonly OutgoingHttpHeader[];
  const pairs: [string, string | number][] = Array.isArray(list[0])
    ? list.map((pair) => [String((pair as string[])[0]), String((pair as string[])[1])])
    : list.flatMap((item, index) =>
        index % 2 === 0 ? [[String(item), list[index + 1] as string | number] as [string, string | number]] : [],
      );
  const grouped = new Map<string, (string | number)[]>();
  for (const [name, value] of pairs) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  for (const [name, values] of grouped) res.setHeader(name, values.length === 1 ? values[0]! : values.map(String));
}

/**
 * Calls onHead(res) once, just before the status line and headers go out (whatever way they are
 * triggered: writeHead, the first write, end, flushHeaders), with every header set on `res` so far;
 * onHead may change them and returns null (pass the body through) or a body handler:
 *   { transform?(chunk: Buffer): Buffer, finish?(): Buffer, onEnd?(): void }
 * transform rewrites each chunk, finish returns the bytes to add at the end, onEnd learns that the
 * body was complete (end() was called by the writer, not an abort).
 */
export function tapResponse(res: ServerResponse, onHead: (res: ServerResponse) => BodyHandler | null): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let body: BodyHandler | null = null;

  function writeHead(this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (decided) return Reflect.apply(original.writeHead, this, args) as ServerResponse;
    decided = true;
    const [statusCode, second, third] = args as [number, unknown, unknown];
    const [reason, headers] = typeof second === "string" ? [second, third] : [undefined, second];
    applyHeaders(res, headers as OutgoingHttpHeaders | undefined);
    res.statusCode = statusCode;
    body = onHead(res) ?? null;
    return Reflect.apply(
      original.writeHead,
      this,
      reason === undefined ? [res.statusCode] : [res.statusCode, reason],
    ) as ServerResponse;
  }
  res.writeHead = writeHead as ServerResponse["writeHead"];

  const decide = () => {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
  };

  function write(this: ServerResponse, ...args: unknown[]): boolean {
    decide();
    if (!body?.transform) return Reflect.apply(original.write, this, args) as boolean;
    const [chunk] = args;
    let [, encoding, callback] = args;
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    const out = body.transform(toBuffer(chunk, encoding));
    const done = callback as WriteCallback | undefined;
    if (out.length === 0) {
      if (done) process.nextTick(done);
      // Nothing queued: the writer may go on (what write() says when the buffer has room).
      return true;
    }
    return Reflect.apply(original.write, this, [out, done]) as boolean;
  }
  res.write = write as ServerResponse["write"];

  function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    let [chunk, encoding, callback] = args;
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    decide();
    const handler: BodyHandler | null = body;
    body = null;
    const done = callback as (() => void) | undefined;
    if (handler?.transform || handler?.finish) {
      const parts = [handler.transform ? handler.transform(toBuffer(chunk, encoding)) : toBuffer(chunk, encoding)];
      if (handler.finish) parts.push(handler.finish());
      handler.onEnd?.();
      return Reflect.apply(original.end, this, [Buffer.concat(parts), done]) as ServerResponse;
    }
    handler?.onEnd?.();
    return Reflect.apply(original.end, this, [chunk, encoding, done]) as ServerResponse;
  }
  res.end = end as ServerResponse["end"];
}
