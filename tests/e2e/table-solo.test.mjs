// The table on one screen, played on the pieces (issue 13): a whole solo
// game at 1180x820 by touching board targets only (never the options list)
// and Confirm. What each game checks is in table.mjs (`wholeGameByTouch`).
// Each whole game has a file of its own, so that they run side by side:
// the solo game in portrait with motion is fast-game.test.mjs, the games
// for two table-duo*.test.mjs.

import { describe, test } from "node:test";
import { appUnderTest, TABLET } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: solo", () => {
  test("a whole solo game at 1180x820 by touch only, each decision waiting for its tap", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "solo", TABLET, { players: 1, seed: 11, difficulty: 2 }, { auto_single: false }, { a11y: true }));
});
