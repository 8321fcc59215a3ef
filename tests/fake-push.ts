// A push service on this machine and a browser's side of web push, for the Jest and Playwright tests of
// decision 028: the keys a browser makes when it subscribes, a server that records what the app posts to
// an endpoint (answering a chosen status), and the browser's decryption of the payload (RFC 8291,
// aes128gcm) and check of the VAPID signature (RFC 8292), written from the RFCs with node:crypto.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What a browser keeps for one subscription: its P-256 key pair and auth secret. */
export type BrowserKeys = { privateKey: Buffer; publicKey: Buffer; auth: Buffer; p256dh: string; authSecret: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    auth,
    p256dh: publicKey.toString("base64url"),
    authSecret: auth.toString("base64url"),
  };
}

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type FakePushService = {
  /** http://127.0.0.1:port */
  origin: string;
  received: ReceivedPush[];
  /** The status the next pushes are answered with (201 by default, as push services do). */
  answer: (status: number) => void;
  /** Resolves with the `count`-th push received (1-based), waiting up to `timeoutMs`. */
  nth: (count: number, timeoutMs?: number) => Promise<ReceivedPush>;
  close: () => Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (next) => {
      status = next;
    },
    nth: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Expected push #${count}, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The plaintext of an aes128gcm push body, as the browser decrypts it (RFC 8291 §3.4, RFC 8188 §2):
 * header salt(16) rs(4) idlen(1) keyid (the sender's ephemeral public key), then one record.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("Not a final record");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks a `vapid t=<JWT>, k=<public key>` Authorization header as a push service does: the JWT is
 * ES256-signed by the key in k. Answers the key and the JWT's claims.
 */
export function verifyVapid(header: string | string[] | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(header));
  if (!match) throw new Error(`Not a VAPID Authorization header: ${String(header)}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  return { publicKey, claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) };
}

/** A valid savePushSubscriptionAction input: a fresh browser's keys and a unique FCM endpoint nobody calls. */
export function subscriptionInput(
  endpoint = `https://fcm.googleapis.com/fcm/send/test-${randomBytes(12).toString("base64url")}`,
) {
  const keys = browserKeys();
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } };
}
