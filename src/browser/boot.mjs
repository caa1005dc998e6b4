// Trunk's initializer (index.html, data-initializer): while the game's wasm
// downloads on a first visit, the start screen drawn by index.html itself
// says how far it has come, then "Preparing the table" while it compiles,
// in the player's language (index.html puts its words on #boot-progress).
// A visit served by the service worker (the game installed, the files
// cached) shows nothing: it is ready before a bar could be read (index.html
// hides #boot then; this module follows what it decided). Once the app has
// drawn itself, the page's start screen goes.

// The game's store (src/browser/idb.rs: database "ayar", version 1, one
// object store "kv") is opened now, while the wasm downloads and compiles:
// on a first visit making the database takes a few hundred milliseconds,
// and the app waits for it before it draws.
try {
  const opening = indexedDB.open("ayar", 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore("kv");
  opening.onsuccess = () => opening.result.close();
} catch {
  // No store here: the app says so when it saves.
}

/** The page shows its own start screen (a first visit). */
const ownStart = () => document.getElementById("boot")?.hidden === false;

const SHOW_AFTER_MS = 250;

// The page's start screen answers no tap before the app runs: a tap shows
// the download's progress at once, with a nudge, so the player sees why.
function nudge() {
  const box = document.getElementById("boot-progress");
  if (!ownStart() || !box || document.getElementById("boot").classList.contains("over")) return;
  box.hidden = false;
  box.classList.remove("nudge");
  void box.offsetWidth; // a new nudge each tap
  box.classList.add("nudge");
}
addEventListener("pointerdown", nudge, true);

// Trunk's loader waits for this module: on a first visit the page's start
// screen is painted before the wasm is fetched and compiled and the app
// starts (on a slow phone, seconds). A hidden tab paints no frame: then a
// moment is enough. From the service worker's cache the app comes at once.
if (ownStart()) {
  await new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted, 0));
    setTimeout(painted, 200);
  });
}

export default function initializer() {
  const box = document.getElementById("boot-progress");
  const bar = box?.querySelector("progress");
  const words = box?.querySelector(".boot-words");
  let timer = 0;
  const say = (text, value) => {
    if (!box) return;
    words.textContent = text;
    if (value === undefined) bar.removeAttribute("value");
    else bar.value = value;
  };
  return {
    onStart: () => {
      if (!box || !ownStart()) return;
      // A fast link needs no bar: it would only flash.
      timer = setTimeout(() => (box.hidden = false), SHOW_AFTER_MS);
    },
    onProgress: ({ current, total }) => {
      if (total > 0 && current < total) {
        say(box.dataset.loading.replace("{n}", Math.floor((100 * current) / total)), current / total);
      } else {
        say(box.dataset.preparing);
      }
    },
    onComplete: () => clearTimeout(timer),
    onSuccess: () => {
      const boot = document.getElementById("boot");
      // The app draws once its store has answered (src/main.rs).
      const drawn = () => (document.querySelector("body > .app") ? handOver(boot) : requestAnimationFrame(drawn));
      if (boot) drawn();
    },
    onFailure: (error) => {
      clearTimeout(timer);
      if (!box) return;
      box.hidden = false;
      box.classList.add("failed");
      say(box.dataset.failed, 0);
      console.error(error);
    },
  };
}

/**
 * The app has drawn itself, in the page's flow. A start screen like the
 * page's stays over it, where it was (taps pass through to the app), until the
 * browser has recorded what the page painted as its largest content: the
 * page's start screen came first, and removed at once the browser would
 * drop it and date the content from the app's. Any touch or key, or a
 * second, ends it sooner; another screen (a game in progress reopens on
 * the table) ends it at once, as does a visit from the service worker's
 * cache, which shows no start screen before the app (index.html), or a
 * scroll while it loaded.
 */
function handOver(boot) {
  removeEventListener("pointerdown", nudge, true);
  const stay = document.querySelector("body > .app .start-screen");
  const drawn = boot.querySelector(".start-screen");
  let observer;
  const go = () => {
    observer?.disconnect();
    removeEventListener("pointerdown", go, true);
    removeEventListener("keydown", go, true);
    boot.remove();
  };
  if (!stay || boot.hidden) return go();
  // Scrolled while it loaded: the app's start screen takes up where the
  // page's was (the browser's record of the largest paint ended with the
  // scroll).
  if (drawn?.scrollTop || drawn?.scrollLeft || scrollY) {
    stay.scrollTop = drawn?.scrollTop ?? 0;
    stay.scrollLeft = drawn?.scrollLeft ?? 0;
    return go();
  }
  boot.classList.add("over");
  observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => e.element && boot.contains(e.element))) go();
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  addEventListener("pointerdown", go, true);
  addEventListener("keydown", go, true);
  setTimeout(go, 1000);
}
