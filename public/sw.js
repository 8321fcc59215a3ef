// Patitas' service worker (issue 13, docs/decisions/022-installable-app.md). It keeps what makes the app
// open without a network: the build's static files (hashed, so cached for good), the icon sprite, the
// fonts, recently seen media, and each language's offline page with its scripts. Pages themselves always
// come from the network (they are per viewer and change every minute); when the network is gone, a
// navigation gets the offline page, which lists the last feed this browser saw.
const VERSION = "v1";
const STATIC = `patitas-static-${VERSION}`;
const MEDIA = `patitas-media-${VERSION}`;
const PAGES = `patitas-pages-${VERSION}`;
const MEDIA_LIMIT = 150;
const LOCALES = ["en", "fr", "pt", "zh"]; // Spanish, the default, has no prefix.

const isStatic = (url) => url.pathname.startsWith("/_next/static/") || url.pathname === "/icons.svg" || url.pathname.startsWith("/pwa-icon/");
const isMedia = (url) => url.pathname.startsWith("/api/media/");

function offlinePath(url) {
  const first = url.pathname.split("/")[1];
  return LOCALES.includes(first) ? `/${first}/offline` : "/offline";
}

/** The offline page of a language and every script and stylesheet it loads, so it works with no network. */
async function keepOfflinePage(path) {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]);
  const statics = await caches.open(STATIC);
  await Promise.all([...new Set(assets)].map((asset) => statics.add(asset).catch(() => undefined)));
  await (await caches.open(PAGES)).put(path, response);
}

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePage("/offline").then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = [STATIC, MEDIA, PAGES];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("patitas-") && !current.includes(name)).map((name) => caches.delete(name))))
      // Navigations go out as the browser's own requests (navigation preload), not as the worker's
      // fetch: the server then sees a document request and can answer from its page cache.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// A page in another language asks for its own offline page (components/pwa/service-worker.tsx).
self.addEventListener("message", (event) => {
  if (event.data?.type === "keep-offline-page" && typeof event.data.path === "string" && /^\/([a-z]{2}\/)?offline$/.test(event.data.path)) {
    event.waitUntil(keepOfflinePage(event.data.path));
  }
});

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.status === 200) {
    await cache.put(request, response.clone());
    if (cacheName === MEDIA) await trim(MEDIA, MEDIA_LIMIT);
  }
  return response;
}

async function networkOrOffline(event) {
  const { request } = event;
  try {
    return (await event.preloadResponse) ?? (await fetch(request));
  } catch {
    const pages = await caches.open(PAGES);
    const url = new URL(request.url);
    return (await pages.match(offlinePath(url))) ?? (await pages.match("/offline")) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(networkOrOffline(event));
  } else if (isStatic(url)) {
    event.respondWith(cacheFirst(request, STATIC));
  } else if (isMedia(url) && !request.headers.has("range")) {
    event.respondWith(cacheFirst(request, MEDIA));
  }
});
