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
const PARTIAL = -1;

/**
 * Whether one of TAGS opens at `at`: the length to insert the attribute after, PARTIAL when the input
 * ends before that is known (a cut `<scr`, or `<script` without the byte after it), else 0.
 */
function tagAt(input, at) {
  for (const tag of TAGS) {
    const available = input.length - at;
    if (available <= tag.length) {
      if (input.subarray(at).equals(tag.subarray(0, available))) return PARTIAL;
      continue;
    }
    if (input.compare(tag, 0, tag.length, at, at + tag.length) === 0 && TAG_NAME_END.has(input[at + tag.length])) return tag.length;
  }
  return 0;
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
    const input = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const parts = [];
    let from = 0;
    for (let at = input.indexOf(LESS_THAN); at !== -1; at = input.indexOf(LESS_THAN, at + 1)) {
      const length = tagAt(input, at);
      if (length === PARTIAL) {
        held = input.subarray(at);
        parts.push(input.subarray(from, at));
        return Buffer.concat(parts);
      }
      if (length > 0) {
        parts.push(input.subarray(from, at + length), attribute);
        from = at + length;
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
