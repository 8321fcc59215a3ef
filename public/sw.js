// Patitas' service worker (issue 13, docs/decisions/022-installable-app.md). It keeps what makes the app
// open without a network: the build's static files (hashed, so cached for good), the icon sprite, the
// fonts, recently seen media, and each language's offline page with its scripts. Pages themselves always
// come from the network (they are per viewer and change every minute); when the network is gone, a
// navigation gets the offline page, which lists the last feed this browser saw. It also shows push
// notifications (docs/decisions/028-web-push.md) and opens their page when one is clicked.
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
  const html = await response.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]);
  const statics = await caches.open(STATIC);
  await Promise.all([...new Set(assets)].map((asset) => statics.add(asset).catch(() => undefined)));
  // The front door wrote this visitor's theme cookie on the <html> tag (decision 031); the kept copy follows
  // the system instead, since the choice may change after it was stored.
  const page = html.replace(/^(<!DOCTYPE html>)?<html data-theme="(?:light|dark)"/i, "$1<html");
  await (await caches.open(PAGES)).put(path, new Response(page, { status: response.status, statusText: response.statusText, headers: response.headers }));
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

/**
 * The thumbnails the offline page lists (components/pwa/remember-feed.tsx): this site's media only, at most
 * the feed's few, kept in the media cache beside what was seen; one that fails is left out.
 */
async function keepMedia(urls) {
  const cache = await caches.open(MEDIA);
  const wanted = urls
    .slice(0, 20)
    .map((value) => {
      try {
        return new URL(value, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url && url.origin === self.location.origin && isMedia(url));
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url.href)) return;
      const response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
      if (response && response.ok && response.status === 200) await cache.put(url.href, response);
    }),
  );
  await trim(MEDIA, MEDIA_LIMIT);
}

// A page in another language asks for its own offline page (components/pwa/service-worker.tsx); the feed
// asks for the thumbnails the offline page will list.
self.addEventListener("message", (event) => {
  if (event.data?.type === "keep-offline-page" && typeof event.data.path === "string" && /^\/([a-z]{2}\/)?offline$/.test(event.data.path)) {
    event.waitUntil(keepOfflinePage(event.data.path));
  } else if (event.data?.type === "keep-media" && Array.isArray(event.data.urls)) {
    event.waitUntil(keepMedia(event.data.urls.filter((value) => typeof value === "string")));
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

// A push from Patitas (lib/push/send.ts): { title, body, url, tag }, already in the user's language.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Patitas";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/pwa-icon/192.png",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      renotify: typeof data.tag === "string",
      data: { url: typeof data.url === "string" ? data.url : "/activity" },
    }),
  );
});

/** The page a notification opens: a path of this site; anything else opens the activity. */
function notificationTarget(notification) {
  try {
    const url = new URL(notification.data?.url ?? "/activity", self.location.origin);
    if (url.origin === self.location.origin) return url;
  } catch {
    // fall through
  }
  return new URL("/activity", self.location.origin);
}

// A click focuses a tab already on that page, else opens it (in the installed app's window when installed);
// a tab on another page is left alone, with whatever was being written in it.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
