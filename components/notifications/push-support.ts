// Whether this browser can take web push; shared by the switch and its loader (push-toggle*.tsx).
export function pushSupported(): boolean {
  // The worker is registered by production builds only (a dev server's files change under it).
  return (
    process.env.NODE_ENV === "production" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The VAPID public key as the Push API takes it (base64url → bytes). */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Whether a subscription was made with this server key. After the operators rotate the VAPID keys
 * (docs/runbook.md) a browser's old subscription is refused by its push service, so it is made again.
 */
export function madeWithKey(subscription: Pick<PushSubscription, "options">, base64Url: string): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const expected = applicationServerKey(base64Url);
  const actual = new Uint8Array(used);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}
