// A whole solo game at 820x1180 by touch only, with motion at the Fast
// speed (issue 29): every change plays its steps; the Ayllu's steps wait
// for them, a person's tap skips them. The Fast speed waits half as long
// as the Normal one (the Normal pace is tested in motion.test.mjs). What
// the game checks is in table.mjs (`wholeGameByTouch`), as for the games
// in table-solo.test.mjs. The longest file: its name sorts it into the
// first files the runner starts (node runs the files in name order).

import { describe, test } from "node:test";
import { appUnderTest, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: solo, with motion", () => {
  test("a whole solo game at 820x1180 by touch only, with motion at the Fast speed", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "solo", TABLET_PORTRAIT, { players: 1, seed: 12, difficulty: 4 }, { step_delay_ms: 300 }, { a11y: true }));
});
