// Puts the response's CSP nonce on every <script> tag of an HTML body as it streams out, so that cached
// pages (rendered once, for many visitors) and dynamic ones alike carry this response's own nonce.
//
// Why a plain search for `<script` is enough: in the HTML Next.js renders, that text only ever opens a
// real script tag. React escapes `<` in text and attribute values (`&lt;`), and Next.js writes the RSC
// payload inside its inline scripts with `<` escaped as `\u003c`, so nothing a user writes (a post, a
// name, a comment) can produce it (tests/e2e/security-headers.spec.ts checks a post that tries).
// The search works on bytes: `<script` is ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte
// character, so a chunk boundary cannot create a false match, only split a real one.

const OPEN = Buffer.from("<script");
// What may follow the tag name: whitespace, `>` or `/` (`<scripts>` or `<script-x>` are other tags).
const TAG_NAME_END = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x3e, 0x2f]);

/** Node's base64 alphabet only: a nonce never needs escaping inside the attribute. */
export function isNonce(value) {
  return /^[A-Za-z0-9+/]{16,}={0,2}$/.test(value);
}

/**
 * A stateful rewriter for one response: push() each chunk and get the bytes to send now; a `<script`
 * cut by a chunk boundary is held back until the next chunk decides it; end() returns what is left.
 */
export function createScriptNonceInjector(nonce) {
  if (!isNonce(nonce)) throw new Error("A nonce must be base64");
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let held = Buffer.alloc(0);

  function push(chunk) {
    const input = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const parts = [];
    let from = 0;
    for (let at = input.indexOf(OPEN); at !== -1; at = input.indexOf(OPEN, at + 1)) {
      const next = at + OPEN.length;
      if (next === input.length) {
        // `<script` at the very end: whether a tag name ends here is known with the next byte.
        parts.push(input.subarray(from, at));
        held = input.subarray(at);
        return Buffer.concat(parts);
      }
      if (!TAG_NAME_END.has(input[next])) continue;
      parts.push(input.subarray(from, next), attribute);
      from = next;
    }
    // A tail that may be the start of `<script` waits for the next chunk.
    const tail = partialOpenAtEnd(input, from);
    parts.push(input.subarray(from, input.length - tail));
    if (tail > 0) held = input.subarray(input.length - tail);
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  function end() {
    const rest = held;
    held = Buffer.alloc(0);
    return rest;
  }

  return { push, end };
}

/** How many bytes at the end of input (not before `from`) are a proper prefix of `<script`. */
function partialOpenAtEnd(input, from) {
  const longest = Math.min(OPEN.length - 1, input.length - from);
  for (let length = longest; length > 0; length -= 1) {
    if (input.subarray(input.length - length).equals(OPEN.subarray(0, length))) return length;
  }
  return 0;
}
