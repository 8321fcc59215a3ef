import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey } from "./content-types";
import { publicUrlFrom, type StorageDriver } from "./driver";

/** Objects as files under one folder (the default: no external service needed, docs/design.md §2). */
export function createLocalDriver(rootDir: string): StorageDriver {
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
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // Half-written files (put's temporary names) are not objects yet.
        if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      }
    },
    publicUrl(key) {
      return publicUrlFrom(undefined, key);
    },
  };
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
