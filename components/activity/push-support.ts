/** Whether this browser can take push notifications; asked by the loader and by the switch it loads. */
export function pushSupported(): boolean {
  // The worker is registered by production builds only (a dev server's files change under it).
  return process.env.NODE_ENV === "production" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}
