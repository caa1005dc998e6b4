## The seats bar (ui::table::seats_bar, view::seats).
seats-bar = Other seats and the table's drawers
door-market = Market
door-market-label = The Pottery market and the Textile stacks
door-lake = Lake
door-lake-label = The Lake board
door-log = Log
door-log-label = The game log
door-forecast = Forecast
door-forecast-label = Forecast: the next Raymi tiles and who would retire
door-options = All moves
door-options-label = All moves of this decision as a list
seat-summary = { $name }: Sun { $sun }, Moon { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }, { $markers -> [one] { $markers } Step marker *[other] { $markers } Step markers } in hand. Show { $name }'s board.
seat-summary-ayllu = { $name }: Sun { $sun }, Moon { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }, { $markers -> [one] { $markers } Step marker *[other] { $markers } Step markers } in hand. Show the Ayllu's board.

## The strip and the drawers (ui::table::prompt, ui::table::sheets).
title = Ayar: Children of the Sun
menu = Menu
menu-label = Menu: new game, saved games, settings
sound-effects = Sound effects
to-the-box = To the box
undo = Undo
skip = Skip
last-turn = Last turn
hint = Hint
confirm = Confirm
hint-thinking = Thinking about a hint…
hint-given = Hint (glowing): { $what }. { $why }
hint-failed = No hint this time: the computer player could not work one out.
the-lake = The Lake
ayllu-board = The Ayllu's board
market-and-stacks = Market and Textile stacks
close = Close: { $what }
game-log = Game log
a-seats-board = A seat's board
player = Player
forecast-paths = Beside each Ayar, its space; after each name, that player's Suns in the tile's activity, with ✓ if they would win its Llama now and ✗ if not.
forecast-lower = ▼ marks the lower score: the final score is the lower of Sun and Moon.
options-how = Tap an option to preview it, again (or Confirm) to play it.
your-options = Your options
panels = Panels
main-board = Main board

## The supplies board's printed words (view::market).
market-title = POTTERY MARKET
stacks-title = TEXTILE STACKS
stack-n = Stack { $n }
stack-power = power { $power }
stack-powers = power { $least }-{ $most }
