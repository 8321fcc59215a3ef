// Shared by the tests of the streaming tag rewriters (script-nonce, html-theme): feed text in pieces.
import type { ChunkRewriter } from "./tag-attribute";

/** Feeds the text in the given pieces to a fresh injector and returns what came out. */
export function rewrite(createInjector: () => ChunkRewriter, pieces: readonly string[]): string {
  const injector = createInjector();
  const out = pieces.map((piece) => injector.push(Buffer.from(piece)));
  out.push(injector.end());
  return Buffer.concat(out).toString("utf8");
}

/** What comes out for every way of cutting the text's bytes in two, and one byte at a time. */
export function everyCut(createInjector: () => ChunkRewriter, text: string): string[] {
  const bytes = Buffer.from(text);
  const results = [];
  for (let cut = 1; cut < bytes.length; cut += 1) {
    const injector = createInjector();
    results.push(
      Buffer.concat([
        injector.push(bytes.subarray(0, cut)),
        injector.push(bytes.subarray(cut)),
        injector.end(),
      ]).toString("utf8"),
    );
  }
  const injector = createInjector();
  results.push(
    Buffer.concat([...bytes].map((byte) => injector.push(Buffer.from([byte]))).concat(injector.end())).toString("utf8"),
  );
  return results;
}
