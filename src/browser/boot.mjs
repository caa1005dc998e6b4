// Trunk's initializer (index.html, data-initializer): while the game's wasm
// downloads on a first visit, the start screen drawn by index.html itself
// says how far it has come, then "Preparing the table" while it compiles.
// A visit served by the service worker (the game installed, the files
// cached) shows nothing: it is ready before a bar could be read.

const SHOW_AFTER_MS = 250;

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
      if (!box || navigator.serviceWorker?.controller) return;
      // A fast link needs no bar: it would only flash.
      timer = setTimeout(() => (box.hidden = false), SHOW_AFTER_MS);
    },
    onProgress: ({ current, total }) => {
      if (total > 0 && current < total) {
        say(`Loading the game: ${Math.floor((100 * current) / total)}%`, current / total);
      } else {
        say("Preparing the table…");
      }
    },
    onComplete: () => clearTimeout(timer),
    onFailure: (error) => {
      clearTimeout(timer);
      if (!box) return;
      box.hidden = false;
      box.classList.add("failed");
      say("The game could not load. Check the connection, then reload the page.", 0);
      console.error(error);
    },
  };
}
