## The guided first game's words (view::tutorial::lessons): before each scripted move.
lesson-starting-action = Your first move is the starting action: take any one Tambo (a building) off your { $size } × { $size } grid. Emptied rows, columns and quadrants pay later.
lesson-start-build = Build it on the free start slot of { $ayar }'s path at Tiwanaku (space { $space }). You perform its activity, { $activity }, at power { $power }.
lesson-start-build-wins = Your Boat sails on the Lake and wins a Viracocha (a sacred statue): the line under the task previews it.
lesson-gold-first = The gold marker moves any Ayar you choose: lay it on { $slot }, then tap Ayar { $ayar } on the Main board. He walks { $spaces -> [one] { $spaces } space *[other] { $spaces } spaces }, to space { $to }{ $raymi -> [1] , where a Raymi tile waits *[other] }.
lesson-step-first = A Day turn starts with a Step marker: lay your { $marker } marker beside the grid, on { $slot }. Ayar { $ayar } walks as many spaces as the slot shows arrows: { $arrows }. The Ayars are everyone's: the Ayllu moves them too.
lesson-step = Lay the { $marker } marker on { $slot }: Ayar { $ayar } walks { $spaces -> [one] { $spaces } space *[other] { $spaces } spaces }, to space { $to }{ $raymi -> [1] , where a Raymi tile waits *[other] }.
lesson-step-gold = Lay the gold marker on { $slot }: Ayar { $ayar } walks { $spaces -> [one] { $spaces } space *[other] { $spaces } spaces }, to space { $to }{ $raymi -> [1] , where a Raymi tile waits *[other] }.
lesson-take-tambo-first = Take a Tambo from the marked { $line }: only that line's Tambos may go. The more of it is empty, the more power you get.
lesson-take-tambo-first-any = Take a Tambo from the marked line: only that line's Tambos may go. The more of it is empty, the more power you get.
lesson-take-tambo = Take the Tambo at { $cell }.
lesson-empties-line = It empties { $line }.
lesson-empties-lines = It empties { $line } and { $other }.
lesson-empties-quadrant = It empties its quadrant.
lesson-empties-line-quadrant = It empties { $line } and its quadrant.
lesson-empties-lines-quadrant = It empties { $line } and { $other } and its quadrant.
lesson-build-first = Build it on a free slot of { $ayar }'s path at or behind him (space { $space } or lower). The slot's activity is what you perform: here { $activity }.
lesson-build = Build on { $ayar }'s path at space { $space }: { $activity }.
lesson-power-choice = Power is the number of empty spaces in the marked line: { $max }. You may always choose less.
lesson-power-one = { $power -> [one] One space of the line is empty *[other] { $power } spaces of the line are empty }: power { $power }.
lesson-power-again = { $activity } at power { $power }.
lesson-rule-pottery = Pottery takes Pots from the market, their costs adding up to { $power } at most.
lesson-rule-weaving = Weaving takes Textiles for your loom: power { $p1 } from stack { $s1 }, { $p2 } from stack { $s2a } or { $s2b }, { $p3 } from stacks { $s3a } and { $s3b }, { $p4 } from stacks { $s4a } and { $s4b }.
lesson-rule-terrace = Terrace farming plants { $power } Maize from the left of your row, revealing Suns and Moon values. Most Maize this round wins tonight's Harvest.
lesson-rule-reed = Reed bundling sails your Boat { $power -> [one] { $power } space *[other] { $power } spaces }; each new section of its track puts an Island on the Lake (the Lake button shows it), for Suns and Moon.
lesson-pots-first = Take Pots whose costs add up to your power, { $power } (the slots cost { $costs }): { $n -> [one] the highlighted Pot *[other] { $n } Pots, tapping each as it glows }. New colours give Suns; many of one colour give Moon.
lesson-pots = Take { $n -> [one] the highlighted Pot *[other] { $n } Pots, tapping each as it glows } (power { $power }).
lesson-stack = At power { $power }, Weaving takes the top Textile of stack { $a } or stack { $b }. Take stack { $stack }'s: { $suns -> [0] a blank Textile [one] a Textile with one half-Sun *[other] a Textile with { $suns } half-Suns }.
lesson-stack-any = At power { $power }, Weaving takes the top Textile of stack { $a } or stack { $b }. Take stack { $stack }'s.
lesson-textile-first = Place { $suns -> [0] a blank Textile [one] a Textile with one half-Sun *[other] a Textile with { $suns } half-Suns } on the loom: tap a cell to lay it, a cell beside it to point it, an end to turn it round; then Confirm. Half-Suns of two Textiles meeting give a Sun; each full column gives Moon.
lesson-textile = Place { $suns -> [0] a blank Textile [one] a Textile with one half-Sun *[other] a Textile with { $suns } half-Suns } on the loom: tap its two cells.
lesson-viracocha = Your Island on yellow space { $yellow } lies beside Viracocha area { $area }: take its Viracocha. { $min -> [2] Two *[other] { $min } } Viracochas pay Moon for each of your Temples every Night.
lesson-several-effects = Several effects end this turn, and you choose their order.
lesson-raymi-llama = The Raymi then wins a Llama (worth { $points -> [one] { $points } point *[other] { $points } points } at the end).
lesson-first-line-sun = First { $line }: emptied, it adds your visible { $activity } Suns to the Inti dial.
lesson-first-line-viracocha = First { $line }: emptied, it gives a Viracocha (with { $min -> [2] two *[other] { $min } }, your Temples pay extra Moon every Night).
lesson-first-line-llama = First { $line }: emptied, it gives a Llama.
lesson-first-temple = First the Temple: the { $cells -> [4] fourth *[other] last } Tambo left a quadrant.
lesson-first-other = First: { $effect }.
lesson-temple = A quadrant of your grid is empty: place a Temple in { $partner }'s row (partner of { $ayar }, moved this turn). When { $ayar } retires (at Night the lowest Ayar leaves the race) it pays its activity's Moon value +{ $bonus }. Choose { $activity }.
lesson-score-marker = Score Step markers: your { $marker } marker goes to the Moon slot of an activity (the dashed box at the top right of its card) and scores that activity's Moon value, { $moon } now. Each slot scores once per game.
lesson-score-gold = Score Step markers: your gold marker goes to the Moon slot of an activity (the dashed box at the top right of its card) and scores that activity's Moon value, { $moon } now. Each slot scores once per game.

## What a move set off, read before the next one.
lesson-line-bonus-llama = { $line } is empty: its bonus, a Llama, is yours.
lesson-line-bonus-viracocha = { $line } is empty: its bonus, a Viracocha, is yours.
lesson-line-bonus-sun = { $line } is empty: its bonus, the { $activity } Sun bonus, is yours.
lesson-ayllu-first = Your rival, the Ayllu, plays by fixed rules. It { $reason }. (Raymi tiles are festivals between two paths: an Ayar reaching one makes everyone score its activity.)
lesson-ayllu-turn-token = The Ayllu's turn: it flips Activity token { $number }, which says how far and how hard: { $ayar } moves { $moves }, at power { $power }{ $temple -> [1] , then a Temple *[other] }. Then it { $built }.
lesson-ayllu-turn = The Ayllu's turn: it { $drawn }. Then it { $built }.
lesson-ayllu-builds-anywhere = builds where it can
lesson-lake = This is the Lake (the Lake button opens it). Reed sailed your Boat onto its track and put an Island on yellow space { $yellow }, beside { $count -> [one] area { $first } *[other] areas { $first } and { $second } }: its Moon value, { $yellow }, counts for Reed. An Island beside a Viracocha takes it.
lesson-raymi = Raymi at space { $space }! Everyone adds their visible { $activity } Suns to the Inti dial (it pays into Sun at each Dawn), and { $threshold } or more win a Llama (worth { $points -> [one] { $points } point *[other] { $points } points } at the end, on Sun or Moon as helps you most).
lesson-raymi-you = You added { $inti }.
lesson-raymi-you-llama = You added { $inti } and took a Llama.

## The Night and Dawn, one note a moment.
lesson-retire = Night falls. Ayar { $ayar } stands lowest, on space { $space }, so he retires: his path is closed for the rest of the game.
lesson-harvest-you = Harvest: you planted the most Maize this round, so the Viracocha beside { $partner } is yours.
lesson-harvest-other = Harvest: { $name } planted the most Maize this round and takes the Viracocha beside { $partner }.
lesson-harvest-none = Harvest: nobody planted Maize, so the Viracocha beside { $partner } goes back.
lesson-temples = Temples: { $partner } walks Temple row { $row }, and each Temple in it pays its activity's Moon value plus its column bonus.
lesson-temples-paid-bonus = Your Temple there paid { $moon } Moon, and holding { $min -> [2] two *[other] { $min } } Viracochas or more paid { $bonus } more.
lesson-temples-paid = Your Temple there paid { $moon } Moon.
lesson-temples-none = None of your Temples stands there tonight.
lesson-dawn = Dawn: your Inti dial, { $inti }, is added to your Sun, now { $sun }. The dial is not reset: every Inti pays again at each Dawn.
lesson-score = Your score is the lower of Sun ({ $sun }) and Moon ({ $moon }): { $lower }. A clan strong in one and weak in the other loses, so feed the smaller one.

## The first pages, the last ones, and while the table plays.
lesson-welcome = Welcome! Lead the { $ayars -> [4] four *[other] { $ayars } } Ayar brothers from Tiwanaku to Cuzco, against the Ayllu. This guided game plays round { $round } of { $rounds } and its Night: tap the glowing target each time.
lesson-welcome-score = You earn Sun ☀ and Moon ☾ points (top of your board). Your final score is the lower of the two (outlined in red once they differ): grow both. The Inti dial beside them pays into Sun at each Dawn.
lesson-welcome-cards = The ☀ ☾ numbers on your activity cards are not points yet: they are what each activity pays when it scores.
lesson-forecast = Forecast (in the bar at the bottom) looks at the rounds ahead: the next Raymi tile on each path and who would win its Llama, the Ayar who would retire if the Night came now, and the scores.
lesson-help = Hold a finger still on any icon or number to see what it is, as here on your Llamas. A tap anywhere closes it.
lesson-farewell = That was round { $round } and its Night. Play on alone against the Ayllu, or leave. Hold a finger on any icon to learn what it is; Forecast shows the rounds ahead; Hint suggests a move.
lesson-watching = The Ayllu is playing its turn: watch the board. Its reasons show in the strip at the top.
lesson-unfolding = Watch the board: the move plays out step by step, and the strip at the top says what each step does.

## What to tap next (view::tutorial::guide).
lesson-tap-confirm = Look at the preview, then tap Confirm at the top right.
lesson-tap-loom = Tap the glowing loom cell: one tap lays the Textile, a tap beside it points it, a tap on it turns it end to end.
lesson-tap-marker = Tap the glowing Step marker in your hand.
lesson-tap-step-slot = Tap the glowing Step slot beside your grid.
lesson-tap-cell = Tap the glowing Tambo on your grid.
lesson-tap-quadrant = Tap the glowing quadrant.
lesson-tap-line-bonus = Tap the glowing line bonus.
lesson-tap-moon-slot = Tap the glowing Moon slot.
lesson-tap-activity = Tap the glowing activity.
lesson-tap-power = Tap the glowing power.
lesson-tap-temple = Tap the glowing Temple in your hand.
lesson-tap-box = Tap the glowing box.
lesson-tap-building-slot = Tap the glowing building slot on the Main board.
lesson-tap-ayar = Tap the glowing Ayar on the Main board.
lesson-tap-raymi = Tap the glowing Raymi tile.
lesson-tap-cuzco = Tap the glowing Cuzco.
lesson-tap-market = Tap the glowing Pot in the market.
lesson-tap-stack = Tap the glowing Textile stack.
lesson-tap-lake-area = Tap the glowing Viracocha area.
