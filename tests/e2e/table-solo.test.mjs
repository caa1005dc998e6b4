// The table on one screen, played on the pieces (issue 13): whole solo games
// at 1180x820 and 820x1180 by touching board targets only (never the
// options list) and Confirm. What each game checks is in table.mjs
// (`wholeGameByTouch`); the games for two are in table-duo.test.mjs, a file
// of their own so the two run side by side.

import { describe, test } from "node:test";
import { appUnderTest, TABLET, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: solo", () => {
  test("a whole solo game at 1180x820 by touch only, each decision waiting for its tap", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "solo", TABLET, { players: 1, seed: 11, difficulty: 2 }, { auto_single: false }));
  // With motion: every change plays its steps (issue 29); the Ayllu's steps
  // wait for them, a person's tap skips them. At the Fast speed, half the
  // Normal one's wait (the Normal pace is tested in motion.test.mjs).
  test("a whole solo game at 820x1180 by touch only, with motion at the Fast speed", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "solo", TABLET_PORTRAIT, { players: 1, seed: 12, difficulty: 4 }, { step_delay_ms: 300 }));
});
