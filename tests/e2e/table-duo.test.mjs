// The table on one screen, played on the pieces (issue 13): a whole game for
// two at 1180x820 by touching board targets only (never the options list)
// and Confirm (the game at 820x1180 is table-duo-portrait.test.mjs). What
// each game checks is in table.mjs (`wholeGameByTouch`): at every decision
// the page does not scroll, every legal action has a target on screen that
// a finger hits, and Confirm shows when a choice is selected; the final
// screen matches the engine and a native replay; at 1180x820, screenshots
// at the four tablet sizes and a phone with no text under 12 CSS px.

import { describe, test } from "node:test";
import { appUnderTest, TABLET } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: two players", () => {
  test("a whole game for two at 1180x820 by touch only", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET, { players: 2, seed: 21, names: ["Ana", "Bo"] }, {}));
});
