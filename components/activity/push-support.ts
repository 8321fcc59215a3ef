// Whether this browser can take web push; shared by the switch and its loader (push-toggle*.tsx).
export function pushSupported(): boolean {
  // The worker is registered by production builds only (a dev server's files change under it).
  return process.env.NODE_ENV === "production" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}
