import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The hash of every catalogue in `dir` (messages/*.json), for next.config.ts's MESSAGES_VERSION. */
export function messagesVersionOf(dir: string): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest("base64url").slice(0, 12);
}
