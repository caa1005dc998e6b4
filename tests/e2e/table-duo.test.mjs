// The table on one screen, played on the pieces (issue 13): whole games for
// two at 1180x820 and 820x1180 by touching board targets only (never the
// options list) and Confirm; the second with a 24-character name. What
// each game checks is in table.mjs (`wholeGameByTouch`): at every decision
// the page does not scroll, every legal action has a target on screen that
// a finger hits, and Confirm shows when a choice is selected; the final
// screen matches the engine and a native replay; at 1180x820, screenshots
// at the four tablet sizes and a phone with no text under 12 CSS px.

import { describe, test } from "node:test";
import { appUnderTest, TABLET, TABLET_PORTRAIT } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: two players", () => {
  test("a whole game for two at 1180x820 by touch only", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET, { players: 2, seed: 21, names: ["Ana", "Bo"] }, {}));
  test("a whole game for two at 820x1180 by touch only, a long name, each decision waiting for its tap", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET_PORTRAIT, { players: 2, seed: 22, names: ["Ana", "A very long name indeed!"] }, { auto_single: false }));
});
