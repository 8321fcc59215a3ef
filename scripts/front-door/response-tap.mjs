// Lets the front door see and rewrite what Next.js answers without owning the response object: the
// same technique as the `compression` middleware (on which Next.js itself relies), by wrapping the
// response's writeHead, write and end. Each call of tapResponse adds one layer; the layer added last
// sees the bytes first, so a layer that captures what Next.js wrote must be added after one that
// rewrites it for the wire.

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** writeHead's optional headers: an object, a flat [name, value, …] list or a list of pairs. */
function applyHeaders(res, headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((item, index) => (index % 2 === 0 ? [[item, headers[index + 1]]] : []));
  const grouped = new Map();
  for (const [name, value] of pairs) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  for (const [name, values] of grouped) res.setHeader(name, values.length === 1 ? values[0] : values);
}

/**
 * Calls onHead(res) once, just before the status line and headers go out (whatever way they are
 * triggered: writeHead, the first write, end, flushHeaders), with every header set on `res` so far;
 * onHead may change them and returns null (pass the body through) or a body handler:
 *   { transform?(chunk: Buffer): Buffer, finish?(): Buffer, onEnd?(): void }
 * transform rewrites each chunk, finish returns the bytes to add at the end, onEnd learns that the
 * body was complete (end() was called by the writer, not an abort).
 */
export function tapResponse(res, onHead) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let body = null;

  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (decided) return original.writeHead.apply(this, arguments);
    decided = true;
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    applyHeaders(res, headers);
    res.statusCode = statusCode;
    body = onHead(res) ?? null;
    return reason === undefined ? original.writeHead.call(this, res.statusCode) : original.writeHead.call(this, res.statusCode, reason);
  };

  const decide = () => {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
  };

  res.write = function write(chunk, encoding, callback) {
    decide();
    if (!body?.transform) return original.write.apply(this, arguments);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    const out = body.transform(toBuffer(chunk, encoding));
    if (out.length === 0) {
      if (callback) process.nextTick(callback);
      // Nothing queued: the writer may go on (what write() says when the buffer has room).
      return true;
    }
    return original.write.call(this, out, callback);
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    decide();
    const handler = body;
    body = null;
    if (handler?.transform || handler?.finish) {
      const parts = [handler.transform ? handler.transform(toBuffer(chunk, encoding)) : toBuffer(chunk, encoding)];
      if (handler.finish) parts.push(handler.finish());
      handler.onEnd?.();
      return original.end.call(this, Buffer.concat(parts), callback);
    }
    handler?.onEnd?.();
    return original.end.call(this, chunk, encoding, callback);
  };
}
