// The table on one screen, played on the pieces (issue 13), on the smallest
// tablet, 1024x768, where the boards are drawn smallest: a whole game for
// two by touching board targets only, the table's promises checked at every
// decision (`wholeGameByTouch` in table.mjs). Here a whole path of building
// slots cannot all be 44 px at once: the camera shows most of them at that
// size and the player pans to the rest (`pan`). The Step slots were 40.6
// CSS px here, and the building slots 36, before the camera changed.

import { describe, test } from "node:test";
import { appUnderTest, TABLET_SMALL } from "./support.mjs";
import { wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: the smallest tablet", () => {
  test("a whole game for two at 1024x768 by touch only", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET_SMALL, { players: 2, seed: 23, names: ["Ana", "Bo"] }, {}, { pan: true }));
});
