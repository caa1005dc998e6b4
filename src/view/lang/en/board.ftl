# English: the boards, their pieces' labels and the prompt strip (issue 31).

## Shared words of the boards (view::preview, view::icons).
board-sun = Sun
board-moon = Moon
board-inti = Inti
board-llamas = Llamas
board-viracochas = Viracochas
board-boat = Boat
board-suns = { $activity } ☀
board-moon-value = { $activity } ☾
board-planted = Maize planted

## A seat's board: its head, hand, cards and counters (view::cards, ui::boards::player).
board-seat-board = { $name }'s board
board-first-player = First player
board-first-player-help = First player this round
board-sun-help = Sun (the lower of Sun and Moon is the score)
board-moon-help = Moon (the lower of Sun and Moon is the score)
board-inti-max = max
board-inti-help = Inti dial: added to Sun at every Dawn
board-inti-help-full = Inti dial: added to Sun at every Dawn. It is full: more Inti is lost
board-llamas-help = Llamas: { $points -> [one] { $points } point *[other] { $points } points } each at the end, to Sun or Moon
board-viracochas-bonus = Viracochas: the two-Viracocha bonus, +{ $moon } Moon per Temple of yours at each Night
board-viracochas-help = Viracochas: { $count } give +{ $moon } Moon per Temple of yours at each Night
board-hand = Step markers in hand and Temples left
board-marker-in-hand = { $marker }: in hand
board-marker-laid = { $marker }: laid this round
board-temple-left = { $activity } Temple: left to place
board-temple-placed = { $activity } Temple: placed
board-power = Power
board-power-label = { $activity } power
board-moon-slot-scored = { $activity } Moon slot: the { $marker } scored here
board-moon-slot-empty = { $activity } Moon slot: empty; a retired Ayar's marker scores the Moon value here once
board-card-values = { $activity }: { $suns -> [one] { $suns } visible Sun *[other] { $suns } visible Suns }, Moon value { $moon }
board-pots-red = Red Pots: { $count }
board-pots-ochre = Ochre Pots: { $count }
board-pots-green = Green Pots: { $count }
board-pots-blue = Blue Pots: { $count }
board-pots-black = Black Pots: { $count }
board-pots-white = White Pots: { $count }
board-maize = Maize: { $planted } of { $spaces } planted
board-loom = Loom
board-to-place = To place: { $textile }
board-island-placed = Section { $section } Island on yellow space { $yellow }
board-island-waiting = Section { $section } Island still here: { $suns -> [one] { $suns } Sun *[other] { $suns } Suns } under it
board-boat-line = Boat { $space }/{ $end }

## The Ayllu's solo board (view::cards, ui::boards::solo).
board-solo-space = space { $space }: { $suns -> [one] { $suns } Sun *[other] { $suns } Suns }, Moon { $moon }
board-solo-space-bonus = space { $space }: { $suns -> [one] { $suns } Sun *[other] { $suns } Suns }, Moon { $moon }, Bonus
board-difficulty = { $name }: started with Inti { $inti } and { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }; { $points -> [one] { $points } point *[other] { $points } points } per Llama at the end; +{ $moon } Moon per Temple it scores.
board-solo-token = { $number }: move { $moves }, power { $modifier }
board-solo-token-temple = { $number }: move { $moves }, power { $modifier }, Temple
board-solo-face-down = face down
board-solo-tokens = Activity tokens this round: { $tokens }
board-solo-bag-empty = Bag: empty; all four return before the next draw
board-solo-bag = Bag: { $markers }
board-solo-tambos = { $tambos -> [one] { $tambos } Tambo *[other] { $tambos } Tambos } in its supply
board-solo-open-open = { $activity }: bonus open, Dawn open
board-solo-open-marked = { $activity }: bonus open, Dawn marked
board-solo-scored-open = { $activity }: bonus scored, Dawn open
board-solo-scored-marked = { $activity }: bonus scored, Dawn marked

## The Tambo grid block (view::player_board, ui::boards::player).
board-grid = Tambo grid with its Step slots and line bonuses
board-blocked = Blocked: the Step tile covers this Step slot in games of fewer than four players, so no marker goes here
board-marker-standing = { $marker } standing: it may be laid again
board-marker-laid-here = { $marker } laid this round
board-step-slot-row = Step slot at an end of row { $line }: { $arrows -> [one] { $arrows } arrow *[other] { $arrows } arrows }; a marker laid here moves its Ayar { $arrows -> [one] { $arrows } space *[other] { $arrows } spaces }
board-step-slot-column = Step slot at an end of column { $line }: { $arrows -> [one] { $arrows } arrow *[other] { $arrows } arrows }; a marker laid here moves its Ayar { $arrows -> [one] { $arrows } space *[other] { $arrows } spaces }
board-row-llama = Emptying row { $line } gives a Llama. { $help }
board-row-viracocha = Emptying row { $line } gives a Viracocha. { $help }
board-row-sun = Emptying row { $line } gives the { $activity } Sun bonus (its visible Suns to your Inti dial). { $help }
board-column-llama = Emptying column { $line } gives a Llama. { $help }
board-column-viracocha = Emptying column { $line } gives a Viracocha. { $help }
board-column-sun = Emptying column { $line } gives the { $activity } Sun bonus (its visible Suns to your Inti dial). { $help }
board-grid-cell = Tambo grid, row { $row }, column { $column }

## The Main board (view::main_board, ui::boards::main).
board-main = Main board: the four Ayar paths from Tiwanaku to Cuzco, the Raymi tiles, the Temple rows and the terrace
board-temples-title = TEMPLES
board-terrace-title = TERRACE
board-slot = { $ayar }'s path, space { $space }: a building slot for { $activity }. { $help }
board-space = { $ayar }'s path, space { $space }
board-space-tiwanaku = { $ayar }'s path, space { $space }: Tiwanaku, where the Ayars start
board-space-cuzco = { $ayar }'s path, space { $space }: Cuzco; an Ayar arriving here triggers the Cuzco scoring
board-space-raymi = { $ayar }'s path, space { $space }: a Raymi tile's space
board-temple-column = Temple column { $column }: a Temple here pays its owner's Moon value in its activity, +{ $bonus }, when its row scores at Night
board-temple-slot = Temple row { $row }, slot { $slot }: +{ $bonus } Moon when it scores
board-temple-slot-last = Temple row { $row }, slot { $slot }: +{ $bonus } Moon when it scores; it holds any number of Temples
board-terrace = The terrace: Maize planted this round; the Harvest goes to whoever planted most
board-player-n = Player { $n }
board-tambo = { $name }'s Tambo on { $ayar }'s path, space { $space } ({ $activity })
board-ayar-at = { $ayar } on space { $space }
board-ayar-retired = { $ayar } (retired) on space { $space }
board-raymi-front = Raymi tile at space { $space } for { $first } and { $second }: { $activity }, front side; { $threshold -> [one] { $threshold } visible Sun gives *[other] { $threshold } visible Suns give } a Llama. Still to come: { $waiting }
board-raymi-reverse = Raymi tile at space { $space } for { $first } and { $second }: { $activity }, reverse side; { $threshold -> [one] { $threshold } visible Sun gives *[other] { $threshold } visible Suns give } a Llama. Still to come: { $waiting }
board-female-head = { $name }, partner of { $ayar }, heads Temple row { $row }
board-female-head-viracocha = { $name }, partner of { $ayar }, heads Temple row { $row }; her Viracocha is beside her (the Harvest prize of the Night her partner retires)
board-temple = { $name }'s { $activity } Temple in row { $row }, slot { $slot }
board-terrace-row = { $name } planted { $count } Maize this round

## The Lake board (view::lake, ui::boards::lake).
board-lake = The Lake: yellow spaces worth { $low } to { $high } Moon around the Viracocha areas { $first } to { $last }, and the boat track
board-lake-title = LAKE
board-boat-track-title = BOAT TRACK
board-section = Section { $section }
board-start = start
board-yellow-area = Yellow space worth { $moon } Moon, beside Viracocha area { $area }
board-yellow-areas = Yellow space worth { $moon } Moon, beside Viracocha area { $first } and { $second }
board-boat-start-help = The start: every Boat begins here, before space { $first }
board-boat-space = Boat space { $space }, section { $section }: reaching it sends the section's Island to yellow space { $yellow } (the furthest space reached in the section counts; the next free one if yours is there)
board-area = Viracocha area { $area }, beside yellow spaces { $yellows }
board-lake-viracocha = The Viracocha of area { $area }
board-lake-island = { $name }'s section { $section } Island on the yellow space worth { $yellow }
board-lake-boat = { $name }'s Boat on space { $space } of { $end }

## The shared supplies and the game's symbols (view::icons, ui::boards::supplies).
board-supplies = The shared supplies: the Pottery market and the Textile stacks
board-pot-in-market = { $pot } in market slot { $slot }
board-stack-left = { $left } left
board-pot-red = Red Pot (one band)
board-pot-ochre = Ochre Pot (dots)
board-pot-green = Green Pot (zigzag)
board-pot-blue = Blue Pot (stripes)
board-pot-black = Black Pot (chevrons)
board-pot-white = White Pot (a diamond)
board-pot-viracocha = { $pot }, with a Viracocha
board-textile = { $halfsuns -> [0] Textile without half-Suns [one] Textile with one half-Sun *[other] Textile with { $halfsuns } half-Suns }
board-symbol-llama = Llama
board-symbol-viracocha = Viracocha
board-symbol-temple = Temple
board-symbol-tambo = Tambo
board-symbol-maize = Maize
board-symbol-island = Island

## A choice previewed, and the forecast (view::preview, view::forecast, view::targets).
board-pot-drawn = A new Pot is drawn from the bag into slot { $slot }.
board-textile-drawn = Stack { $stack } turns up a new Textile.
board-power-up-to = Power up to { $max } from this line (after taking its Tambo).
board-no-activity = No activity is possible on this move: the Tambo is placed without one.
board-ayllu-plays-next = Then the Ayllu plays.
board-next = Next: { $task }
board-next-decider = Then it is { $name }'s decision.
board-inti-full-rest-lost = Inti full at { $max }: the rest is lost
board-inti-full-none-gained = Inti full at { $max }: none gained
board-with-night = With Night { $round }: { $summary }
board-would-retire = { $ayar } (space { $space }) would retire if the Night started now.
board-next-raymi = next Raymi at { $space }: { $activity }, a Llama at { $threshold }+ Suns ({ $standings })
board-next-raymi-more = next Raymi at { $space }: { $activity }, a Llama at { $threshold }+ Suns ({ $standings }); then { $more } more
board-no-raymi = no Raymi tile ahead
board-choose-marker = Choose the { $marker }
board-put-back-pot = Put back the Pot of market slot { $slot }

## The prompt strip and the phone's tabs (view::prompt, view::layout, ui::boards::frame).
board-phase-start = Starting actions
board-phase-day = Round { $round } · Day
board-phase-night = Round { $round } · Night
board-phase-over = Game over
board-plays = { $name } plays
board-night-falls = Night falls
board-dawn = Dawn
board-new-round = A new round begins
board-ayllu-playing = The Ayllu is playing its turn…
board-thinking = { $name } is thinking…
board-tab-board = Board
board-tab-my-board = My board
board-tab-supplies = Lake and market
board-tab-seats = Seats
board-show-whole = Show the whole board

## The result cards at the end (view::results).
board-from-llamas = = { $score } + { $llamas } from Llamas
board-dawns = Inti added at each Dawn: { $dawns }
board-inti-sources = Inti gained from Raymi { $raymi }, Cuzco { $cuzco }, Sun bonuses { $bonus }{ $more }
board-inti-solo = , Ayllu bonuses and Dawn marks { $solo }
board-inti-start = , starting dial { $start }
board-moon-sources = Temples { $temples }, two-Viracocha bonus { $bonus }, Step markers { $markers }
