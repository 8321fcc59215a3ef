/** @no-database — which browser subscriptions are made with the server's current VAPID key. */
import { applicationServerKey, madeWithKey } from "./push-support";

// A P-256 public key is 65 bytes; any bytes do for the comparison.
const keyBytes = (seed: number) => Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + seed) % 256);
const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const subscription = (key: Uint8Array | null) =>
  ({ options: { applicationServerKey: key ? key.buffer : null, userVisibleOnly: true } }) as Pick<
    PushSubscription,
    "options"
  >;

it("reads a base64url key into its bytes", () => {
  expect(applicationServerKey(base64Url(keyBytes(1)))).toEqual(keyBytes(1));
});

it("keeps a subscription made with the current key and replaces one made with a rotated or unknown key", () => {
  const current = base64Url(keyBytes(1));
  expect(madeWithKey(subscription(keyBytes(1)), current)).toBe(true);
  expect(madeWithKey(subscription(keyBytes(2)), current)).toBe(false);
  expect(madeWithKey(subscription(keyBytes(1).slice(0, 64)), current)).toBe(false);
  expect(madeWithKey(subscription(null), current)).toBe(false);
});
