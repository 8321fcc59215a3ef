// Writes an attribute into start tags of an HTML body as it streams out, right after the tag name: the
// CSP nonce on every <script> and <link> (script-nonce.ts), the theme on the one <html> (html-theme.ts).
//
// Why a plain search for `<script`, `<link` or `<html` is enough: in the HTML Next.js renders, that text
// only ever opens a real tag. React escapes `<` in text and attribute values (`&lt;`), and Next.js writes
// the RSC payload inside its inline scripts with `<` escaped as `\u003c`, so nothing a user writes (a
// post, a name, a comment) can produce it (tests/e2e/security-headers.spec.ts checks a post that tries).
// The search works on bytes: the tag names are ASCII, and UTF-8 never uses ASCII bytes inside a
// multi-byte character, so a chunk boundary cannot create a false match, only split a real one.

// What may follow the tag name: whitespace, `>` or `/` (`<scripts>` or `<script-x>` are other tags).
const TAG_NAME_END = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x3e, 0x2f]);
const LESS_THAN = 0x3c;

/** Where the tags open in input, in order, as [position, tag length]; found with native searches. */
function openings(input: Buffer, tags: readonly Buffer[]): [number, number][] {
  const found: [number, number][] = [];
  for (const tag of tags) {
    for (let at = input.indexOf(tag); at !== -1; at = input.indexOf(tag, at + tag.length)) found.push([at, tag.length]);
  }
  return found.length > 1 ? found.sort((a, b) => a[0] - b[0]) : found;
}

/** Whether input ends with a proper beginning of one of the tags (`<`, `<scr`, `<lin`…): its start, else -1. */
function cutTagAt(input: Buffer, tags: readonly Buffer[], longest: number): number {
  const at = input.lastIndexOf(LESS_THAN);
  if (at === -1 || input.length - at >= longest) return -1;
  const rest = input.subarray(at);
  return tags.some((tag) => rest.length < tag.length && rest.equals(tag.subarray(0, rest.length))) ? at : -1;
}

/**
 * A stateful rewriter for one response: push() each chunk and get the bytes to send now; a tag cut by
 * a chunk boundary is held back until the next chunk decides it; end() returns what is left.
 * tagNames: e.g. ["script", "link"]; attribute: the text to insert, with its leading space and any
 * escaping already done; once: only the first matching tag gets it, then the rest passes untouched.
 */
/** A streaming rewriter of one response body: push() each chunk, then end() once. */
export interface ChunkRewriter {
  push(chunk: Buffer): Buffer;
  end(): Buffer;
}

export function createTagAttributeInjector({
  tagNames,
  attribute,
  once = false,
}: {
  tagNames: readonly string[];
  attribute: string;
  once?: boolean;
}): ChunkRewriter {
  const tags = tagNames.map((name) => Buffer.from(`<${name}`));
  const longest = Math.max(...tags.map((tag) => tag.length));
  const inserted = Buffer.from(attribute);
  let held: Buffer = Buffer.alloc(0);
  let done = false;

  function push(chunk: Buffer): Buffer {
    if (done) return chunk;
    let input: Buffer = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const parts: Buffer[] = [];
    let from = 0;
    for (const [at, length] of openings(input, tags)) {
      const next = at + length;
      if (next === input.length) {
        // The tag name is complete but the byte that ends it is in the next chunk.
        held = input.subarray(at);
        input = input.subarray(0, at);
        break;
      }
      if (!TAG_NAME_END.has(input[next] ?? -1)) continue;
      parts.push(input.subarray(from, next), inserted);
      from = next;
      if (once) {
        done = true;
        break;
      }
    }
    if (held.length === 0 && !done) {
      const cut = cutTagAt(input, tags, longest);
      if (cut >= from) {
        held = input.subarray(cut);
        input = input.subarray(0, cut);
      }
    }
    if (from === 0) return input;
    parts.push(input.subarray(from));
    return Buffer.concat(parts);
  }

  function end(): Buffer {
    const rest = held;
    held = Buffer.alloc(0);
    return rest;
  }

  return { push, end };
}
