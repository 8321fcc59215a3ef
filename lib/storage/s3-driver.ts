import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeForKey } from "./content-types";
import { publicUrlFrom, type StorageDriver } from "./driver";

export type S3DriverConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, s3rver): their URL, addressed path-style. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the objects (a CDN or a public bucket); without it they go through /api/media. */
  publicUrl?: string;
};

/** Objects in an S3 bucket, chosen by lib/storage/storage.ts when S3_BUCKET is set. */
export function createS3Driver(config: S3DriverConfig): StorageDriver {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksums to every request by default, which many S3-compatible servers reject.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function stat(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { contentType: contentTypeForKey(key)!, size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
        // A ranged answer says the whole size after the slash: "bytes 0-9/1234".
        const total = /\/(\d+)$/.exec(object.ContentRange ?? "")?.[1];
        // The extension, not the stored header, decides the type, exactly as for local files.
        return { body, contentType: contentTypeForKey(key)!, size: total ? Number(total) : body.length };
      } catch (error) {
        if (isNotFound(error)) return null;
        // A range starting past the end: nothing to read, as the local driver answers.
        if (range && isInvalidRange(error)) {
          const info = await stat(key);
          return info ? { ...info, body: Buffer.alloc(0) } : null;
        }
        throw error;
      }
    },
    stat,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl(key) {
      return publicUrlFrom(config.publicUrl, key);
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

function isInvalidRange(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === "InvalidRange" || error.$metadata.httpStatusCode === 416)
  );
}
