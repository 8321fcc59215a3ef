// Types for the two packages the server takes from Next.js's own compiled copies (so that it uses the
// very versions Next.js runs), which Next.js ships without declarations. Only what the server calls.

declare module "next/dist/compiled/compression/index.js" {
  import type { ServerResponse } from "node:http";

  /** The `compression` middleware: wraps res so that its body is compressed when the request accepts it. */
  type CompressionMiddleware = (req: CompressionRequest, res: ServerResponse, next: () => void) => void;

  type CompressionRequest = { method?: string | undefined; headers: Record<string, string> };

  /** filter(req, res): whether to compress this response (default: compression.filter, by content type). */
  function compression(options?: { filter?: (req: CompressionRequest, res: ServerResponse) => boolean; [option: string]: unknown }): CompressionMiddleware;
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
