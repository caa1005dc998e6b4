// The table on one screen, played on the pieces (issue 13): a whole game for
// two at 820x1180 by touch only, with a 24-character name, each decision
// waiting for its tap. What the game checks is in table.mjs
// (`wholeGameByTouch`); the game at 1180x820 is table-duo.test.mjs.

import { describe, test } from "node:test";
import { appUnderTest, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: two players, portrait", () => {
  test("a whole game for two at 820x1180 by touch only, a long name, each decision waiting for its tap", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET_PORTRAIT, { players: 2, seed: 22, names: ["Ana", "A very long name indeed!"] }, { auto_single: false }));
});
