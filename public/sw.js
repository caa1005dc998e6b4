// Service worker: offline play. Every file of the build is precached at
// install; the post-build hook (scripts/sw-precache.mjs) fills in the file
// list and a build id, so each deployed version opens its own cache.
"use strict";

const BUILD = "__AYAR_BUILD__";
const FILES = __AYAR_FILES__;
const CACHE = `ayar-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  // No skipWaiting here: a new version waits until the player chooses to
  // reload (the page posts SKIP_WAITING), so a game is never cut mid-turn.
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("ayar-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // A navigation is the app itself: answer with the cached page.
      const hit = request.mode === "navigate" ? await cache.match("index.html") : await cache.match(request, { ignoreSearch: true });
      return hit || fetch(request);
    }),
  );
});
