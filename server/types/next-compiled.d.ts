// Types for the packages the server takes from Next.js's own compiled copies (so that it uses the
// very versions Next.js runs), which Next.js ships without declarations. Only what the server calls.

declare module "next/dist/compiled/compression/index.js" {
  import type { ServerResponse } from "node:http";

  /** The `compression` middleware: wraps res so that its body is compressed when the request accepts it. */
  type CompressionMiddleware = (req: CompressionRequest, res: ServerResponse, next: () => void) => void;

  type CompressionRequest = { method?: string | undefined; headers: Record<string, string> };

  /** filter(req, res): whether to compress this response (default: compression.filter, by content type). */
  function compression(options?: {
    filter?: (req: CompressionRequest, res: ServerResponse) => boolean;
    [option: string]: unknown;
  }): CompressionMiddleware;
  namespace compression {
    /** The default filter: compressible content types, unless Cache-Control says no-transform. */
    function filter(req: CompressionRequest, res: ServerResponse): boolean;
  }
  export default compression;
}

declare module "next/dist/compiled/bytes/index.js" {
  /** "1mb" → 1048576; null for what is not a size. */
  const bytes: { parse(value: string | number): number | null };
  export default bytes;
}

declare module "next/dist/compiled/busboy/index.js" {
  import type { Readable, Writable } from "node:stream";

  /** busboy: a multipart (or urlencoded) form parser, written to as a stream; errors on a broken body. */
  interface Busboy extends Writable {
    on(event: "file", listener: (name: string, stream: Readable, info: unknown) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  function busboy(options: {
    headers: Record<string, string>;
    defParamCharset?: string;
    limits?: Record<string, number>;
  }): Busboy;
  export default busboy;
}
