// Puts the response's CSP nonce on every <script> and <link> tag of an HTML body as it streams out, so
// that cached pages (rendered once, for many visitors) and dynamic ones alike carry this response's own
// nonce. <link> because Next.js preloads scripts with `<link rel="preload" as="script">`, which the
// browser checks against script-src like the script itself; on other links the attribute is inert.
// Why searching the bytes for the tag names is safe: tag-attribute.ts.
import { createTagAttributeInjector, type ChunkRewriter } from "./tag-attribute";

/** Node's base64 alphabet only: a nonce never needs escaping inside the attribute. */
export function isNonce(value: string): boolean {
  return /^[A-Za-z0-9+/]{16,}={0,2}$/.test(value);
}

/** A rewriter for one response: push() each chunk, then end(); see createTagAttributeInjector. */
export function createScriptNonceInjector(nonce: string): ChunkRewriter {
  if (!isNonce(nonce)) throw new Error("A nonce must be base64");
  return createTagAttributeInjector({ tagNames: ["script", "link"], attribute: ` nonce="${nonce}"` });
}
