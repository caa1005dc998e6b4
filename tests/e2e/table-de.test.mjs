// A whole solo game in German (issue 31) at 820x1180, by touch only, with
// the same checks as in English (table.mjs, `wholeGameByTouch`): the page
// never scrolls, every legal target is on screen and uncovered, no label
// is cut, and no English is left on the start screen, the table, its
// drawers or the final screen; at the start, mid-game and the end the
// same at every tablet size and the phone. The game is set up through the
// start screen in German. (Spanish's game is played at 1366x1024.)

import { describe, test } from "node:test";
import { appUnderTest, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("a whole solo game in German", () => {
  test("at 820x1180, by touch only", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "solo-de", TABLET_PORTRAIT, { players: 1, seed: 13, difficulty: 3 }, { auto_single: false, language: "de" }));
});
