// Puts the response's CSP nonce on every <script> and <link> tag of an HTML body as it streams out, so
// that cached pages (rendered once, for many visitors) and dynamic ones alike carry this response's own
// nonce. <link> because Next.js preloads scripts with `<link rel="preload" as="script">`, which the
// browser checks against script-src like the script itself; on other links the attribute is inert.
//
// Why a plain search for `<script` and `<link` is enough: in the HTML Next.js renders, that text only
// ever opens a real tag. React escapes `<` in text and attribute values (`&lt;`), and Next.js writes the
// RSC payload inside its inline scripts with `<` escaped as `\u003c`, so nothing a user writes (a post,
// a name, a comment) can produce it (tests/e2e/security-headers.spec.ts checks a post that tries).
// The search works on bytes: the tag names are ASCII, and UTF-8 never uses ASCII bytes inside a
// multi-byte character, so a chunk boundary cannot create a false match, only split a real one.

const TAGS = [Buffer.from("<script"), Buffer.from("<link")];
// What may follow the tag name: whitespace, `>` or `/` (`<scripts>` or `<script-x>` are other tags).
const TAG_NAME_END = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x3e, 0x2f]);

/** Node's base64 alphabet only: a nonce never needs escaping inside the attribute. */
export function isNonce(value) {
  return /^[A-Za-z0-9+/]{16,}={0,2}$/.test(value);
}

const LESS_THAN = 0x3c;
const LONGEST = Math.max(...TAGS.map((tag) => tag.length));

/** Where the tags open in input, in order, as [position, tag length]; found with native searches. */
function openings(input) {
  const found = [];
  for (const tag of TAGS) {
    for (let at = input.indexOf(tag); at !== -1; at = input.indexOf(tag, at + tag.length)) found.push([at, tag.length]);
  }
  return found.length > 1 ? found.sort((a, b) => a[0] - b[0]) : found;
}

/** Whether input ends with a proper beginning of one of the tags (`<`, `<scr`, `<lin`…): its start, else -1. */
function cutTagAt(input) {
  const at = input.lastIndexOf(LESS_THAN);
  if (at === -1 || input.length - at >= LONGEST) return -1;
  const rest = input.subarray(at);
  return TAGS.some((tag) => rest.length < tag.length && rest.equals(tag.subarray(0, rest.length))) ? at : -1;
}

/**
 * A stateful rewriter for one response: push() each chunk and get the bytes to send now; a tag cut by
 * a chunk boundary is held back until the next chunk decides it; end() returns what is left.
 */
export function createScriptNonceInjector(nonce) {
  if (!isNonce(nonce)) throw new Error("A nonce must be base64");
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let held = Buffer.alloc(0);

  function push(chunk) {
    let input = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const parts = [];
    let from = 0;
    for (const [at, length] of openings(input)) {
      const next = at + length;
      if (next === input.length) {
        // The tag name is complete but the byte that ends it is in the next chunk.
        held = input.subarray(at);
        input = input.subarray(0, at);
        break;
      }
      if (!TAG_NAME_END.has(input[next])) continue;
      parts.push(input.subarray(from, next), attribute);
      from = next;
    }
    if (held.length === 0) {
      const cut = cutTagAt(input);
      if (cut >= from) {
        held = input.subarray(cut);
        input = input.subarray(0, cut);
      }
    }
    if (from === 0) return input;
    parts.push(input.subarray(from));
    return Buffer.concat(parts);
  }

  function end() {
    const rest = held;
    held = Buffer.alloc(0);
    return rest;
  }

  return { push, end };
}
