/** scripts/first-load.mjs: a page's first-load scripts (gzip bytes, files) and inline RSC payload (gzip bytes). */
export function firstLoadBytes(
  base: string,
  path: string,
  headers?: Record<string, string>,
): Promise<{ bytes: number; files: number; inlineBytes: number }>;
