// Types for the two packages the server takes from Next.js's own compiled copies (so that it uses the
// very versions Next.js runs), which Next.js ships without declarations. Only what the server calls.

declare module "next/dist/compiled/compression/index.js" {
  import type { ServerResponse } from "node:http";

  /** The `compression` middleware: wraps res so that its body is compressed when the request accepts it. */
  type CompressionMiddleware = (req: { method?: string | undefined; headers: Record<string, string> }, res: ServerResponse, next: () => void) => void;

  export default function compression(options?: Record<string, unknown>): CompressionMiddleware;
}

declare module "next/dist/compiled/bytes/index.js" {
  /** "1mb" → 1048576; null for what is not a size. */
  const bytes: { parse(value: string | number): number | null };
  export default bytes;
}
