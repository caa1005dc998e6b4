## The game in words (view::words): names of pieces and places, the
## buttons' labels, every event as a line of the log, the Ayllu's and the
## computers' reasons. A name below is put into the sentences after it:
## each is written to read right in every one of them.

## Names of things, as the sentences below take them.
log-the-ayllu = The Ayllu
log-activity-pottery = Pottery
log-activity-weaving = Weaving
log-activity-terrace = Terrace farming
log-activity-reed = Reed bundling
## An activity's short name, for tight labels and the computers' reasons.
log-short-pottery = Pottery
log-short-weaving = Weaving
log-short-terrace = Terrace
log-short-reed = Reed
## A Step marker's name on its own (a label).
log-marker-manco = Manco marker
log-marker-auca = Auca marker
log-marker-cachi = Cachi marker
log-marker-uchu = Uchu marker
log-marker-gold = gold marker
## A Step marker as the thing laid or put somewhere (the object of a sentence).
log-the-marker-manco = the Manco marker
log-the-marker-auca = the Auca marker
log-the-marker-cachi = the Cachi marker
log-the-marker-uchu = the Uchu marker
log-the-marker-gold = the gold marker
log-row = row { $n }
log-column = column { $n }
## A Step slot: an end of a row or a column.
log-row-left = row { $n } left
log-row-right = row { $n } right
log-column-top = column { $n } top
log-column-bottom = column { $n } bottom
log-cell = row { $row }, column { $column }
log-cell-short = R{ $row } C{ $column }
## Where a Textile's other end points.
log-dir-east = right
log-dir-south = down
log-dir-west = left
log-dir-north = up
## The Pot colours, as a button names a Pot.
log-colour-red = Red
log-colour-ochre = Ochre
log-colour-green = Green
log-colour-blue = Blue
log-colour-black = Black
log-colour-white = White
## A Pot, taken from a market slot by the player.
log-pot-red = Red Pot (one band)
log-pot-ochre = Ochre Pot (dots)
log-pot-green = Green Pot (zigzag)
log-pot-blue = Blue Pot (stripes)
log-pot-black = Black Pot (chevrons)
log-pot-white = White Pot (a diamond)
## A Pot, as a player takes it or it comes out of the bag.
log-a-pot-red = a Red Pot (one band)
log-a-pot-ochre = an Ochre Pot (dots)
log-a-pot-green = a Green Pot (zigzag)
log-a-pot-blue = a Blue Pot (stripes)
log-a-pot-black = a Black Pot (chevrons)
log-a-pot-white = a White Pot (a diamond)
log-pot-with-viracocha = { $pot }, with a Viracocha
log-textile = { $suns -> [0] a blank Textile [one] a Textile with one half-Sun *[other] a Textile with { $suns } half-Suns }
## A line's bonus, as "Row 2 bonus: ..." and "Ana empties row 2: ..." say it.
log-bonus-llama = a Llama
log-bonus-viracocha = a Viracocha
log-bonus-sun = the { $activity } Sun bonus
## A computer's level, inside "Bo (computer, easy): ...".
log-level-easy = easy
log-level-medium = medium
log-level-hard = hard
## Where Inti and Moon came from, in brackets after the amount.
log-inti-sun-bonus = Sun bonus
log-inti-ayllu-bonus = Ayllu bonus
log-moon-temple = Temple
log-moon-viracocha-bonus = two-Viracocha bonus
log-moon-step-marker = Step marker
## Two things, or a list's last two: "Ana and Bo"; and the others before them ("Ana and Bo and Cy": English says "and" there too).
log-and = { $a } and { $b }
log-and-more = { $a } and { $b }
## The words that start a sentence and are written in lower case when it
## becomes a clause of a longer line ("...; the Raymi tile ..."), space
## separated.
log-clause-lower = The

## The buttons' short labels.
log-gold-to = gold→{ $ayar }
log-tambo-to-box = Tambo to the box
log-power = Power { $power }
log-pots-cost = { $pots } (cost { $cost })
log-stack = Stack { $stack }
log-area = Area { $area }
log-temple-label = { $activity } Temple
log-moon-slot-label = { $activity } slot

## The end-of-turn effects (R5.5), as buttons and notices name them.
log-trigger-temple = Place a Temple (a quadrant emptied)
log-trigger-row-bonus = Row { $n } bonus: { $bonus }
log-trigger-column-bonus = Column { $n } bonus: { $bonus }
log-trigger-raymi = Raymi at space { $space }: { $activity } (Llama at { $threshold -> [one] { $threshold } Sun *[other] { $threshold } Suns })
log-trigger-cuzco = Cuzco scoring ({ $ayar } arrived)

## What the table says when it plays by itself, and what a decision asks
## for (after "Ana: ").
log-only-option = The only option: { $action }.
log-any-order = In any order the same: { $effects }.
log-gold-task = tap the Ayar the gold marker moves
log-gold-task-chosen = the gold marker moves { $ayar }: Confirm, or tap another Ayar
log-gold-slot = Lay the gold marker on { $slot } ({ $arrows -> [one] { $arrows } arrow *[other] { $arrows } arrows }), then choose which Ayar it moves
log-task-lay-step = lay a Step marker to move an Ayar
log-task-take-any-tambo = take any Tambo from your grid
log-task-take-tambo = take a Tambo from the marked line
log-task-build = build it on a slot at or behind the Ayar
log-task-power = { $max -> [1] perform it at power { $max } *[other] choose the power, { $min } to { $max } }
log-task-pots = pick Pots costing up to { $power }
log-task-stack = choose a Textile stack
log-task-textile = place { $textile } on the loom
log-how-loom = Tap a cell to lay it, a cell beside it to point it, its far end to turn it; the same cell again places it.
log-how-pots = Tap Pots to pick them, a ✕ to put one back; a picked Pot again takes them all.
log-how-cuzco = Tap an activity, then another to pair with it; either one again scores the pair.
log-task-viracocha = take a Viracocha beside yellow space { $yellow }
log-task-trigger = choose the next end-of-turn effect
log-task-temple = choose the Temple to place
log-task-cuzco = { $ayar } reached Cuzco: score two activities
log-task-step-marker = score a Moon slot with { $marker }

## Every action in full (a button's accessible name, a hint).
log-lay-step = Lay { $marker } on { $slot } ({ $arrows -> [one] { $arrows } arrow *[other] { $arrows } arrows }) and move { $ayar }
log-take-tambo = Take the Tambo at { $cell }
log-build = Build on { $path }'s path at space { $space } ({ $activity })
log-box-tambo = Return the Tambo to the box: no empty building slot
log-perform = Perform the activity at power { $power }
log-pot-from-slot = { $pot } from slot { $slot }
log-market-slot = slot { $slot }
log-take-pots = Take { $pots } (cost { $cost })
log-take-stack = Take the top Textile of stack { $stack }
log-take-stack-showing = Take the top Textile of stack { $stack }: { $textile }
log-place-textile = Place the Textile with its first end on { $cell } and the other end { $dir }
log-take-viracocha = Take the Viracocha of area { $area }
log-resolve = Resolve next: { $effect }
log-place-temple = Place a { $activity } Temple
log-cuzco-pair = Score { $first } and { $second } for Cuzco
log-score-step-marker = Put the marker on the { $activity } Moon slot

## Every event as a line of the log. A player's own turn is summed up in
## one line ("Ana: ...; ..."): there a sentence that starts with the
## player's name loses it, and the three "-theirs"/"-its" lines stand for
## a sentence that names the player otherwise (a person's, the Ayllu's).
log-round-started = Round { $round } begins. { $name } is first player.
log-turn-started = { $name }'s turn.
log-step-laid = { $name } lays { $marker } on { $slot } ({ $arrows -> [one] { $arrows } arrow *[other] { $arrows } arrows }) for { $ayar }.
log-ayar-stays = { $ayar } stays on space { $space }.
log-ayar-walks = { $ayar } walks from space { $from } to { $to }.
log-tambo-taken = { $name } takes the Tambo at { $cell }.
log-tambo-built = { $name } builds a Tambo on { $path }'s path, space { $space } ({ $activity }).
log-tambo-boxed = { $name } returns a Tambo to the box.
log-power-chosen = { $name } performs { $activity } at power { $power }.
log-pot-taken = { $name } takes { $pot } from slot { $slot }.
log-pots-taken = { $name } takes { $pots }.
log-pot-revealed = { $pot } comes out of the bag into slot { $slot }.
log-textile-taken = { $name } takes { $textile } from stack { $stack }.
log-textile-revealed = Stack { $stack } now shows { $textile }.
log-textile-placed = { $name } places a Textile at { $cell }, pointing { $dir }.
log-textile-discarded = { $name }'s Textile does not fit and is discarded.
log-textile-discarded-theirs = their Textile does not fit and is discarded
log-textile-discarded-its = its Textile does not fit and is discarded
log-maize = { $name } plants { $count } Maize on the terrace.
log-boat = { $name }'s Boat sails from { $from } to { $to }.
log-boat-theirs = their Boat sails from { $from } to { $to }
log-boat-its = its Boat sails from { $from } to { $to }
log-island = { $name } places the section { $section } Island on yellow space { $yellow }.
log-viracocha-gained = { $name } gains a Viracocha.
log-viracocha-llama = { $name }'s Viracocha becomes a Llama.
log-viracocha-llama-theirs = their Viracocha becomes a Llama
log-viracocha-llama-its = its Viracocha becomes a Llama
log-llama-gained = { $name } gains a Llama.
log-inti = { $name }: Inti +{ $amount } ({ $source }).
log-inti-full = { $name }: Inti +{ $amount } ({ $source }): the dial is now full at { $max }.
log-inti-none = { $name }: no Inti ({ $source }): the dial is full at { $max }.
log-temple-placed = { $name } places a { $activity } Temple in row { $row }, column { $column }.
log-line-bonus = { $name } empties { $line }: { $bonus }.
log-raymi-scored = Raymi at space { $space } ({ $activity }): everyone adds their { $short } Suns; { $threshold }+ Suns wins a Llama.
log-raymi-flipped = The Raymi tile of { $a } and { $b } at space { $space } turns to its harder side.
log-raymi-removed = The Raymi tile of { $a } and { $b } at space { $space } leaves the board.
log-cuzco-scored = { $name } scores { $first } and { $second } for { $ayar } at Cuzco.
log-night-started = Night { $round } falls.
log-ayar-retires = { $ayar } retires.
log-harvest = Harvest: { $name } wins the Viracocha beside { $partner }.
log-harvest-nobody = Harvest: nobody wins the Viracocha beside { $partner }.
log-moon-scored = { $name } scores { $amount } Moon ({ $source }).
log-temples-scored = { $partner }'s Temple row, row { $row }, scores.
log-step-marker-scored = { $name } puts { $marker } on the { $activity } Moon slot.
log-dawn = Dawn: { $name } adds Inti { $inti } to Sun, now { $sun }.
log-ayllu-chose = The Ayllu { $reason }.
log-game-over = The game is over.
## The Night so far in one line: its events, "; " between them.
log-night-summary = Night { $round }: { $events }.

## Why the Ayllu chose what it did (R10), after "The Ayllu ".
log-ayllu-start-raymi = starts on { $path }'s { $activity } slot: it matches the Raymi tile at space { $space }
log-ayllu-start-topmost = starts on { $path }'s { $activity } slot, the topmost one open
log-ayllu-token = flips token { $number }: { $ayar } moves { $moves -> [one] { $moves } space *[other] { $moves } spaces } at power { $power }
log-ayllu-token-temple = flips token { $number }: { $ayar } moves { $moves -> [one] { $moves } space *[other] { $moves } spaces } at power { $power }, then a Temple
log-ayllu-slot-raymi = builds { $activity }, the activity the Raymi tile at space { $space } on { $path }'s path will score
log-ayllu-slot-bonus = builds { $activity }: its personal bonus is still to reach
log-ayllu-slot-moons = builds { $activity }: its Moons have not scored yet
log-ayllu-slot-closest = builds { $activity } on the open slot closest to the Ayar
log-ayllu-tambo-box = has no open slot at or behind the Ayar: its Tambo goes to the box
log-ayllu-most-pots = takes the most Pots its power allows, Viracocha Pots first, then the lower slots
log-ayllu-personal-bonus = reaches its { $activity } bonus: that activity's Suns go to its Inti dial
log-ayllu-reed = takes the Viracocha of area { $area } (beside the lower Island)
log-ayllu-temple = places a { $activity } Temple: the most Moons among its Temples left
log-ayllu-cuzco = scores { $first } and { $second } at Cuzco: its two activities with the most Suns
log-ayllu-step-marker = scores its Step marker on { $activity }: its activity with the most Moons
log-ayllu-dawn = marks { $activity } at Dawn: its activity with the most Suns

## Why a computer player chose its move or hint: what the turn gives
## (", " between them), then how sure it was.
log-reason = { $gains }; { $sure }
log-reason-later = it sets up a later turn; { $sure }
log-sure-only = the only move
log-sure-clear = clearly best
log-sure-close = a close call
log-computer-reason = { $name } (computer, { $level }): { $why }.
log-gain-builds = builds { $activity } at space { $space } on { $path }'s path
log-gain-with-power = { $gain } (power { $power })
log-gain-power = power { $power }
log-gain-performs = { $activity } at power { $power }
log-gain-suns = { $gained } more { $activity } { $gained -> [one] Sun *[other] Suns } (now { $now })
log-gain-moon-value = { $activity } Moon value +{ $gained } (now { $now })
log-gain-raymi-reached = before { $ayar }'s { $activity } Raymi at space { $space } (a Llama at { $threshold }+, reached)
log-gain-raymi-short = before { $ayar }'s { $activity } Raymi at space { $space } (a Llama at { $threshold }+, { $short } short)
log-gain-viracocha-bonus = a Viracocha: with { $held }, +{ $per } Moon per Temple of yours each Night
log-gain-viracocha = a Viracocha
log-gain-temple = a { $activity } Temple
log-gain-line-llama = empties a line for a Llama
log-gain-line-viracocha = empties a line for a Viracocha
log-gain-line-sun = empties a line for the { $activity } Sun bonus
log-gain-cuzco = Cuzco scores { $first } and { $second }
log-gain-llamas = { $gained -> [one] { $gained } Llama *[other] { $gained } Llamas }
log-gain-inti = +{ $gained } Inti
log-gain-moon = +{ $gained } Moon

## The end: a result card's Llama line (R9, R10.4), who won, the scores.
log-llama-split = { $sun -> [one] { $sun } point *[other] { $sun } points } to Sun, { $moon } to Moon
log-llama-solo = { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } at { $points -> [one] { $points } point *[other] { $points } points } each ({ $board }): { $split }
log-llama-sum = { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } + { $viracochas -> [one] { $viracochas } Viracocha *[other] { $viracochas } Viracochas } = { $total -> [one] { $total } Llama *[other] { $total } Llamas }: { $split }
log-winner-ayllu = The Ayllu wins.
log-winner-beats-ayllu = { $name } beats the Ayllu!
log-winner = { $name } wins!
log-winners = { $names } share the win.
log-scores = { $rest } to { $last }

## The log's drawer (ui::log).
log-seed = Seed { $seed } (a new game with this seed replays the same draws)
log-worked-on-page = the thinking worker stopped, so this move was worked out on the page
