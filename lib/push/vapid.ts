import "server-only";
import { log } from "@/server/shared/log";
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import * as z from "zod";
import { env } from "@/lib/env";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const storedKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** Who push services may contact about our pushes: VAPID_SUBJECT, else the address mails come from. */
function subject(): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

async function readKeys(file: string): Promise<{ publicKey: string; privateKey: string }> {
  return storedKeys.parse(JSON.parse(await readFile(file, "utf8")));
}

/**
 * The key pair kept in `file`, made on first use. Two processes starting at once (the setup step and
 * the server, two workers) must end with the same pair: each writes its own candidate to a private
 * temporary file and hard-links it to the final name, which succeeds for exactly one of them (link never
 * replaces an existing file); everyone then reads what won. The file is never seen half-written.
 */
export async function loadOrCreateVapidKeys(file: string): Promise<{ publicKey: string; privateKey: string }> {
  try {
    return await readKeys(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const candidate = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, JSON.stringify(candidate), { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  return readKeys(file);
}

let cached: Promise<VapidKeys> | null = null;

/** The VAPID keys: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else the data folder's pair. */
export function vapidKeys(): Promise<VapidKeys> {
  cached ??= (async () => {
    const pair =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : await loadOrCreateVapidKeys(env.VAPID_KEYS_FILE);
    return { ...pair, subject: subject() };
  })();
  // A failure (unreadable folder) is not remembered: the next call tries again.
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** The public key browsers subscribe with, or null when the keys cannot be had (push is then not offered). */
export async function vapidPublicKey(): Promise<string | null> {
  try {
    return (await vapidKeys()).publicKey;
  } catch (error) {
    log.error({ err: error }, "Web push unavailable: no VAPID keys");
    return null;
  }
}
