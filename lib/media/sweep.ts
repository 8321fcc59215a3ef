import "server-only";
import { log } from "@/server/shared/log";
import { getDb } from "@/lib/db/client";
import { countHit } from "@/lib/rate-limit";
import { referencedMediaUrls } from "./claims";
import { deleteObject, listObjectKeys, publicUrl } from "@/lib/storage/storage";
import { originalKeyFor } from "@/lib/storage/thumbnails";

// Uploads never attached to anything (a post abandoned before publishing, a photo replaced in a form
// that was never saved) are deleted once they are a day old (issue 12; docs/decisions/021-privacy-tools.md,
// "Unattached uploads").
// Keys say who uploaded them and when (`{userId}/{folder}/{ms}-{random}.{ext}`), and only that user's
// rows can point to them, so each uploader's references are read once, from their own rows.

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_SECONDS = 6 * 60 * 60;

const keyShape = /^([0-9a-f-]{36})\/[a-z]+\/(\d{13})-[0-9a-f]+(?:-thumb|-w\d+|-a\d+)?\.[a-z0-9]+$/;

/** Deletes the unattached uploads older than a day; returns the deleted keys. */
export async function sweepOrphanUploads(now = Date.now()): Promise<string[]> {
  const byUser = new Map<string, string[]>();
  for await (const key of listObjectKeys()) {
    const match = keyShape.exec(key);
    // Keys of another shape (the demo seed's, older layouts) are never guessed at.
    if (!match || now - Number(match[2]) < ORPHAN_AGE_MS) continue;
    byUser.set(match[1]!, [...(byUser.get(match[1]!) ?? []), key]);
  }
  const deleted: string[] = [];
  for (const [userId, keys] of byUser) {
    const used = await referencedMediaUrls(await getDb(), userId);
    for (const key of keys) {
      // A thumbnail, phone or avatar copy lives as long as its image; posts also store the thumbnail by its own URL.
      const owner = originalKeyFor(key);
      if (used.has(publicUrl(owner)) || used.has(publicUrl(key))) continue;
      await deleteObject(key);
      deleted.push(key);
    }
  }
  return deleted;
}

/**
 * Runs the sweep at most once every 6 hours across all instances (the window is a shared counter in the
 * database), in the background of the request that happens to come first. Orphans only come from
 * uploads, so the upload route is what calls this.
 */
export function sweepOrphanUploadsNow(): void {
  void countHit("sweep:orphan-uploads", SWEEP_EVERY_SECONDS)
    .then((hits) => (hits === 1 ? sweepOrphanUploads() : []))
    .then((deleted) => {
      if (deleted.length) log.info({ deleted: deleted.length }, "Swept unattached uploads older than a day");
    })
    .catch((error: unknown) => log.error({ err: error }, "The orphan upload sweep failed"));
}
