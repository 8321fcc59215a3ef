import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** The only media types Patitas stores (DESIGN §7); the extension decides how an object is served. */
export const mediaContentTypes = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
} as const;

export type MediaExtension = keyof typeof mediaContentTypes;

export const storageFolders = ["profiles", "pets", "posts", "stores", "products"] as const;
export type StorageFolder = (typeof storageFolders)[number];

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };
export type ObjectInfo = { contentType: string; size: number };
export type StoredObject = ObjectInfo & { body: Buffer };

/** What every backend (local disk now, S3 later) must provide. Keys are validated before a driver sees them. */
export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `size` is always the whole object's size, also when only `range` was read. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const MAX_KEY_LENGTH = 512;
// Segments start with a letter, digit or underscore, so "." / ".." / hidden files can never be named.
const keyPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && keyPattern.test(key) && !key.includes("..") && contentTypeForKey(key) !== null;
}

export function contentTypeForKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return Object.hasOwn(mediaContentTypes, ext) ? mediaContentTypes[ext as MediaExtension] : null;
}

/** `{userId}/{folder}/{timestamp}-{random}.{ext}`: server-made, unguessable, never reused. */
export function newObjectKey(userId: string, folder: StorageFolder, ext: MediaExtension): string {
  const key = `${userId}/${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${ext}`;
  assertValidKey(key);
  return key;
}

function assertValidKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

function createLocalDriver(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);

  // Defence in depth: even a key that passed validation must resolve inside the uploads folder.
  function fileFor(key: string): string {
    const file = path.resolve(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  }

  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key, range) {
      const contentType = contentTypeForKey(key)!;
      try {
        if (!range) {
          const body = await readFile(fileFor(key));
          return { body, contentType, size: body.length };
        }
        const handle = await open(fileFor(key), "r");
        try {
          const { size } = await handle.stat();
          const length = Math.max(0, Math.min(range.end, size - 1) - range.start + 1);
          const body = Buffer.alloc(length);
          const { bytesRead } = await handle.read(body, 0, length, range.start);
          return { body: body.subarray(0, bytesRead), contentType, size };
        } finally {
          await handle.close();
        }
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(fileFor(key));
        return info.isFile() ? { contentType: contentTypeForKey(key)!, size: info.size } : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl(key) {
      return `/api/media/${key}`;
    },
  };
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

let activeDriver: StorageDriver | undefined;

// The S3 driver will be chosen here when S3_BUCKET is configured (DESIGN §2).
function driver(): StorageDriver {
  activeDriver ??= createLocalDriver(env.UPLOADS_DIR);
  return activeDriver;
}

export async function putObject(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }> {
  assertValidKey(key);
  // Local files are served by extension, so a mismatching type would be served as something else.
  if (contentTypeForKey(key) !== contentType) throw new Error(`Content type ${contentType} does not match key ${key}`);
  await driver().put(key, body, contentType);
  return { key, url: driver().publicUrl(key) };
}

export async function getObject(key: string, range?: ByteRange): Promise<StoredObject | null> {
  if (!isValidObjectKey(key)) return null;
  return driver().get(key, range);
}

export async function statObject(key: string): Promise<ObjectInfo | null> {
  if (!isValidObjectKey(key)) return null;
  return driver().stat(key);
}

export async function deleteObject(key: string): Promise<void> {
  assertValidKey(key);
  await driver().delete(key);
}

export function publicUrl(key: string): string {
  assertValidKey(key);
  return driver().publicUrl(key);
}

/** The key behind a URL made by publicUrl(), or null for any other URL (another site, a bad key). */
export function keyFromPublicUrl(url: string): string | null {
  const prefix = publicUrlPrefix();
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidObjectKey(key) && driver().publicUrl(key) === url ? key : null;
}

// What every public URL starts with: the driver's URL of a sample key, minus the key.
function publicUrlPrefix(): string {
  const sample = "k.webp";
  return driver().publicUrl(sample).slice(0, -sample.length);
}

