// A whole solo game in German (issue 31) at 1180x820 and 820x1180, by touch
// only, with the same checks as in English (table.mjs, `wholeGameByTouch`):
// the page never scrolls, every legal target is on screen and uncovered,
// no label is cut, and no English is left on the start screen, the table,
// its drawers or the final screen. The game is set up through the start
// screen in German.

import { describe, test } from "node:test";
import { appUnderTest, TABLET, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

// The two games side by side: most of a game is waiting for the table.
describe("a whole solo game in German", { concurrency: true }, () => {
  for (const [device, seed] of [[TABLET_PORTRAIT, 13], [TABLET, 14]]) {
    const size = `${device.viewport.width}x${device.viewport.height}`;
    test(`at ${size}, by touch only`, { timeout: 600_000 }, () =>
      wholeGameByTouch(app, "solo-de", device, { players: 1, seed, difficulty: 3 }, { auto_single: false, language: "de" }));
  }
});
