// A cached page is prepared once, not per response (docs/decisions/039-page-cache-under-writes.md): its
// bytes are the same for every visitor who sends the same theme cookie and accepts the same encoding,
// so the page cache keeps them compressed and themed, and the finishing step lets them pass as they are. For
// that the page carries no nonce: its CSP allows 'self' and the sha256 hashes of its inline scripts.
//
// The finishing step (finishing.ts) makes those variants, and leaves a response alone that the page
// cache marks prepared on the request's context (request-context.ts). This module holds what both
// need of the bytes: the encoding a client takes, the encoder, and the script hashes.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to send for an Accept-Encoding header: brotli when the client takes it, else gzip, else
 * none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The body as sent in an encoding, off the event loop. Brotli at quality 6: a few milliseconds for a
 * large page, within a few percent of the best ratio (quality 11 takes seconds).
 */
export async function encodeBody(html: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  if (encoding === "gzip") return gzip(html);
  return html;
}

// An inline script: a <script> start tag without a src attribute, and its text up to the end tag.
// React and Next.js escape "</script" (and "<!--") inside the scripts they write, so the first end tag
// is the script's own. The body is read as latin1 so that string offsets are byte offsets.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** The CSP hash sources ('sha256-…') of every inline script of an HTML body, in order, without repeats. */
export function inlineScriptHashes(body: Buffer): string[] {
  const text = body.toString("latin1");
  const hashes = new Set<string>();
  for (const match of text.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(match[1] ?? "")) continue;
    const start = match.index + match[0].indexOf(">") + 1;
    const content = body.subarray(start, start + (match[2] ?? "").length);
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}
