## The Rules dialog (ui::screens::rules, view::rules): the game in short
## sections, as HTML (a <b> stays as it is). Every number is read
## from the engine's data tables (engine::data).
rules-how-to-play = How to play
rules-close = Close rules
rules-goal-heading = Goal
rules-goal = You collect two kinds of points: Sun and Moon. At the end your score is the <b>lower</b> of the two, so keep them level. Four rounds of Day and Night are played; each Night the hindmost Ayar brother retires.
rules-board-heading = Your board
rules-board = Sixteen Tambos fill a { $cells } × { $cells } grid in four { $half } × { $half } quadrants. A Step slot sits at each end of every row and column, printed with { $least } to { $most } arrows. With fewer than four players some { $least }-arrow slots are blocked (shown crossed out). You hold five Step markers: one per Ayar and a gold one that moves any Ayar. Each of the four activity cards has a Moon slot at its top right.

## The table of Step slots: the arrows and bonus of each row and column.
rules-line = Line
rules-arrows-start = Arrows left / top
rules-arrows-end = Arrows right / bottom
rules-bonus-when-emptied = Bonus when emptied
rules-row = Row { $n }
rules-column = Column { $n }
rules-bonus-llama = A Llama
rules-bonus-viracocha = A Viracocha
rules-bonus-sun-pottery = The Pottery Sun bonus
rules-bonus-sun-weaving = The Weaving Sun bonus
rules-bonus-sun-terrace = The Terrace Sun bonus
rules-bonus-sun-reed = The Reed Sun bonus

## The start and a Day turn.
rules-start-heading = Start
rules-start = Each player in turn takes any Tambo from the grid, builds it on an empty start slot in Tiwanaku (space 0) and performs that activity at power 1.
rules-day-heading = A Day turn
rules-day-step = Lay an available Step marker on an empty, unblocked slot whose row or column still holds a Tambo. A marker standing from an earlier round may move to a new slot.
rules-day-move = Move that marker's Ayar forward by the slot's arrows (the gold marker: any Ayar). Space { $cuzco } is Cuzco; an Ayar stops there.
rules-day-build = Take a Tambo from the marked row or column and build it on an empty building slot of that Ayar's path, at or behind him, showing an activity you can perform.
rules-day-power = Power is the number of empty spaces in the marked line after the take ({ $least } to { $most }); you may choose less. Perform the activity.
rules-day-effects = Resolve the end-of-turn effects, in the order you choose.
rules-day-rounds = Rounds 1 to { $rounds } give { $first }, { $second }, { $third } and { $fourth } turns. If no turn can be completed, you still move and build, but perform no activity.

## The four activities. $costs, $moon, $suns: lists of numbers ("1, 1, 2").
rules-activities-heading = The four activities
rules-activities = Each activity (Pottery, Weaving, Terrace farming, Reed bundling) has visible Suns (used by Raymi, Cuzco and Sun bonuses) and a Moon value (used by Temples and Step markers).
rules-pottery = <b>Pottery. </b>The market's five slots cost { $costs }. Take Pots whose costs add up to at most your power; the rest slide down and the bag refills the market. A Pot with a Viracocha gives you one. Suns: different colours owned. Moon by your largest set of one colour (0 to { $pots -> [one] { $pots } Pot *[other] { $pots } Pots }): { $moon }.
rules-weaving = <b>Weaving. </b>Power 1: the top Textile of stack { $p1 }; power 2: stack { $p2a } or { $p2b }; power 3: stacks { $p3a } and { $p3b }; power 4: stacks { $p4a } and { $p4b }. Place each Textile on two empty neighbouring loom cells (tap a cell, then the neighbour for its other end). Suns: each place where half-Suns of two different Textiles meet. Moon: { $moon } per full loom column.
rules-terrace = <b>Terrace farming. </b>Plant Maize equal to your power, from the left of your row. Emptied spaces reveal a Sun (even spaces) or a Moon value (odd spaces: { $moon }); emptying box { $box1 } or { $box2 } gives a Viracocha. Suns: revealed Suns. Moon: the rightmost revealed Moon value. Whoever planted most this round wins the Harvest at Night.
rules-reed = <b>Reed bundling. </b>Sail your Boat forward by your power ({ $spaces -> [one] { $spaces } space *[other] { $spaces } spaces } in four sections). For each section entered, place its Island on the Lake's yellow space matching the highest number reached in it (the next higher free one if yours is there). A yellow space beside a Viracocha area lets you take its Viracocha. Suns: those uncovered by your Islands ({ $suns }). Moon: your two highest Islands.

## The end-of-turn effects. $bonuses: "+2, +1, +0"; $thresholds: the
## rules-raymi-space of each Raymi space, joined by "; ".
rules-effects-heading = End-of-turn effects
rules-temple = <b>Temple. </b>When the fourth Tambo leaves a quadrant, place a Temple of a type you choose in the leftmost free slot of the Temple row of the moved Ayar's partner. Column bonuses: { $bonuses }.
rules-line-bonus = <b>Line bonus. </b>When a whole row or column empties: its Llama, Viracocha, or Sun bonus (add that activity's visible Suns to your Inti dial).
rules-raymi = <b>Raymi. </b>When an Ayar reaches or passes a Raymi tile's space, every player adds their visible Suns of its activity to the Inti dial, and those meeting the threshold take a Llama. The tile then turns to its harder side, and leaves once both its Ayars are past or retired. Thresholds: { $thresholds }.
rules-raymi-space = space { $space }: { $front } then { $reverse }
rules-cuzco = <b>Cuzco. </b>When an Ayar reaches space { $cuzco }, every player picks two different activities and adds both Suns; each with at least { $suns -> [one] { $suns } Sun *[other] { $suns } Suns } gives a Llama.

## Night and the game's end.
rules-night-heading = Night
rules-night-retire = The Ayar on the lowest space retires (tie: the one whose partner sits in the lower Temple row).
rules-night-harvest = Harvest: the player who planted most Maize this round wins the Viracocha beside the retiring Ayar's partner (tie: who planted first).
rules-night-temples = Temples: players with { $min } or more Viracochas gain { $moon } Moon per Temple of theirs on the board; then the partner walks her row and each Temple pays its owner's Moon value in its activity plus the column bonus. The row is cleared.
rules-night-markers = Step markers: each player puts the retired Ayar's marker on an empty Moon slot (at the top right of each activity card) and scores that activity's Moon value. Each Moon slot scores once per game.
rules-night-dawn = Dawn: add your Inti dial to your Sun (the dial keeps its value; it stops at { $max }).
rules-night-prepare = Prepare: markers stand up where they are; the first player passes clockwise.
rules-end-heading = Game end
rules-end = Viracochas become Llamas; each Llama is worth { $points -> [one] { $points } point *[other] { $points } points }, split between Sun and Moon to raise your lower score. Highest score wins; ties go to the higher other score, then more Llamas.

## Solo, and the table of difficulty boards (their names: difficulty-name-N).
rules-solo-heading = Solo: the Ayllu
rules-solo = The Ayllu plays as many turns as you. Each turn it flips an Activity token (how far it moves, a power change, maybe a Temple) and draws a Step marker from its bag, then builds by its priority: the next Raymi activity on that path, then its open bonuses, then activities whose Moons have not scored. Its Viracochas become Llamas. You must beat its score strictly. Difficulty boards:
rules-difficulty-board = Board
rules-starting-inti = Starting Inti
rules-starting-llamas = Starting Llamas
rules-points-per-llama = Points per Llama
rules-moon-per-temple = Moon per Temple

## The icon glossary (view::glossary): each icon's name and one line,
## shown in the rules and by a long press on the icon.
rules-icons-heading = Icons
rules-icons-hint = Hold a finger on an icon on the table to see its entry there.
rules-icon-pottery = Pottery
rules-icon-pottery-line = An activity: buy Pots; new colours give Suns, many of one colour give Moon.
rules-icon-weaving = Weaving
rules-icon-weaving-line = An activity: weave Textiles on your loom; meeting half-Suns give Suns, full columns Moon.
rules-icon-terrace = Terrace farming
rules-icon-terrace-line = An activity: plant Maize, revealing Suns and Moon values; most Maize wins the Harvest.
rules-icon-reed = Reed bundling
rules-icon-reed-line = An activity: sail your Boat on the Lake, placing Islands for Suns and Moon.
rules-icon-sun = Sun
rules-icon-sun-line = Sun points. Visible Suns feed the Inti dial, which adds to your Sun at every Dawn.
rules-icon-moon = Moon
rules-icon-moon-line = Moon points, from Temples and Step markers at Night. You score the lower of Sun and Moon.
rules-icon-llama = Llama
rules-icon-llama-line = Worth { $points -> [one] { $points } point *[other] { $points } points } at the end, split between Sun and Moon as suits you.
rules-icon-viracocha = Viracocha
rules-icon-viracocha-line = Becomes a Llama at the end; holding { $min } gives +{ $moon } Moon per Temple of yours at each Night.
rules-icon-temple = Temple
rules-icon-temple-line = Placed when a quadrant of your grid empties; pays Moon at its row's Night.
rules-icon-tambo = Tambo
rules-icon-tambo-line = Taken from your grid and built on a path; its slot's activity is what you perform.
rules-icon-maize = Maize
rules-icon-maize-line = Planted on the terrace by Terrace farming; who planted most wins the Harvest.
rules-icon-boat = Boat
rules-icon-boat-line = Sails the Lake's { $spaces -> [one] { $spaces } space *[other] { $spaces } spaces } by Reed bundling; each new section places an Island.
rules-icon-island = Island
rules-icon-island-line = Placed on a yellow space of the Lake for Moon; it uncovers Suns on your board.
rules-icon-half-sun = Half-Sun
rules-icon-half-sun-line = Printed on a Textile's end; half-Suns of two Textiles meeting on the loom make a Sun.
rules-icon-llama-bonus = Llama bonus
rules-icon-llama-bonus-line = Beside a row or column: empty it to take a Llama.
rules-icon-viracocha-bonus = Viracocha bonus
rules-icon-viracocha-bonus-line = Beside a row or column: empty it to take a Viracocha.
rules-icon-sun-bonus = Sun bonus
rules-icon-sun-bonus-line = A Sun with an activity: empty that line to add the activity's visible Suns to your Inti dial.

## Playing on this screen.
rules-screen-heading = Playing on this screen
rules-screen-tap = Tap a highlighted target or an option button once to see what it would do; tap it again, or Confirm, to play it.
rules-screen-undo = Undo takes back choices of your turn until something new is revealed (a Pot or a Textile) or the turn passes.
rules-screen-pass = Pass and play: a banner in the next player's colour says whose turn it is. The hand-over screen (a setting) hides the table until they tap I'm ready.
rules-screen-forecast = The Forecast shows who would retire tonight, the next Raymi on each path and everyone's Sun and Moon; ▼ marks the lower one.
