import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { contentTypeForKey, type MediaExtension } from "./content-types";
import { publicUrlFrom, type ByteRange, type ObjectInfo, type StorageDriver, type StoredObject } from "./driver";
import { createLocalDriver } from "./local-driver";
import { createS3Driver } from "./s3-driver";

export type { ByteRange, ObjectInfo, StoredObject } from "./driver";
export { contentTypeForKey, mediaContentTypes, type MediaExtension } from "./content-types";

export const storageFolders = [
  "profiles",
  "pets",
  "posts",
  "stores",
  "products",
  "reviews",
  "guides",
  "chat",
  "lost",
] as const;
export type StorageFolder = (typeof storageFolders)[number];

/**
 * Folders whose files are not public: always served through the app's media route (which checks who
 * asks), never from a CDN's public URL, whatever S3_PUBLIC_URL says.
 */
const privateFolders: readonly StorageFolder[] = ["chat"];

/** Whether a key (`{userId}/{folder}/…`) lies in a private folder. */
export function isPrivateKey(key: string): boolean {
  return privateFolders.includes(key.split("/")[1] as StorageFolder);
}

const MAX_KEY_LENGTH = 512;
// Segments start with a letter, digit or underscore, so "." / ".." / hidden files can never be named.
const keyPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && keyPattern.test(key) && !key.includes("..") && contentTypeForKey(key) !== null;
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

let activeDriver: StorageDriver | undefined;

// S3 when a bucket is configured, else files on the local disk (docs/design.md §2).
function driver(): StorageDriver {
  activeDriver ??= env.S3_BUCKET
    ? createS3Driver({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      })
    : createLocalDriver(env.UPLOADS_DIR);
  return activeDriver;
}

export async function putObject(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }> {
  assertValidKey(key);
  // Local files are served by extension, so a mismatching type would be served as something else.
  if (contentTypeForKey(key) !== contentType) throw new Error(`Content type ${contentType} does not match key ${key}`);
  await driver().put(key, body, contentType);
  return { key, url: urlOf(key) };
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

/**
 * Readiness: resolves when the storage backend answers (a missing object is an answer), throws when it
 * does not (S3 unreachable, credentials refused, the uploads folder unreadable).
 */
export async function checkStorage(): Promise<void> {
  await driver().stat("readiness/probe.png");
}

/** Every valid key in storage (anything else in the bucket or folder is not the app's). */
export async function* listObjectKeys(): AsyncGenerator<string> {
  for await (const key of driver().list()) if (isValidObjectKey(key)) yield key;
}

export function publicUrl(key: string): string {
  assertValidKey(key);
  return urlOf(key);
}

function urlOf(key: string): string {
  return isPrivateKey(key) ? publicUrlFrom(undefined, key) : driver().publicUrl(key);
}

/** The key behind a URL made by publicUrl(), or null for any other URL (another site, a bad key). */
export function keyFromPublicUrl(url: string): string | null {
  const prefix = [publicUrlPrefix(), publicUrlFrom(undefined, "")].find((start) => url.startsWith(start));
  if (prefix === undefined) return null;
  const key = url.slice(prefix.length);
  return isValidObjectKey(key) && urlOf(key) === url ? key : null;
}

// What every public URL starts with: the driver's URL of a sample key, minus the key.
function publicUrlPrefix(): string {
  const sample = "k.webp";
  return driver().publicUrl(sample).slice(0, -sample.length);
}
