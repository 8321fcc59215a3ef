/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };
export type ObjectInfo = { contentType: string; size: number };
export type StoredObject = ObjectInfo & { body: Buffer };

/**
 * What every backend (local disk, S3) must provide. Keys are validated by lib/storage/storage.ts
 * before a driver sees them, and always end in one of the extensions of content-types.ts.
 */
export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `size` is always the whole object's size, also when only `range` was read. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (the orphan sweep walks them). */
  list(): AsyncIterable<string>;
  publicUrl(key: string): string;
}

/** Media are served by app/api/media (through the driver) unless a public base URL, e.g. a CDN, is set. */
export function publicUrlFrom(base: string | undefined, key: string): string {
  return base ? `${base.replace(/\/+$/, "")}/${key}` : `/api/media/${key}`;
}
