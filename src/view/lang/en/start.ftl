# English: the base language (issue 31). Each line is one message, written
# as view::lang::catalog reads it; the terms are those of docs/glossary.md.
# A language is the files of its folder, one per part of the game, read in
# name order; Spanish and German have the same files, keys and arguments.

## The start screen (view::start): the solo difficulties, read from the
## difficulty boards (R10.4); the computers' levels; how a turn works.
difficulty-1 = Novice: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } to start, +{ $moon } Moon per Temple; good for a first game.
difficulty-2 = Apprentice: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } to start, +{ $moon } Moon per Temple; a steady rival.
difficulty-3 = Elder: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } to start, +{ $moon } Moon per Temple; a real test.
difficulty-4 = Sapa Inca: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } to start, +{ $moon } Moon per Temple; the strongest.
level-easy = Easy: quick, and it makes mistakes; fine while learning.
level-medium = Medium: a fair match for most players.
level-hard = Hard: thinks longest and plays to win.
how-heading = How a turn works
full-rules = Full rules and icons
turn-step = Lay a Step marker: its Ayar walks the arrows.
turn-tambo = Take a Tambo from that line; build behind him.
turn-activity = Do its activity, power = empty spaces in line.
turn-bonuses = Empty lines and quadrants: bonuses, Temples.
turn-score = Your score is the lower of Sun and Moon.

## Choosing a language (ui::language).
language = Language
language-failed = { $name } could not be loaded: are you offline?

## The start screen's panels (ui::screens::welcome, new_game).
learn-heading = New to Ayar?
learn-text = A guided first game against the solo rival, the Ayllu: round 1 and its Night, tap by tap.
learn-button = Learn to play
install-lead = Play it like an app:
install-why = it then works offline, full screen.
install-button = Install the game
install-ios-share = tap Share
install-ios-then = , then Add to Home Screen. It then works offline, full screen.
got-it = Got it
new-game = New game
number-of-players = Number of players
players-solo-label = 1 player: solo against the Ayllu
players-n = { $n } players
players-solo-sub = solo
players-sub = players
solo-note = Solo: you play against the Ayllu, the game's automated rival. Each level below gives it its head start (Inti, Llamas, Moon per Temple).
solo-difficulty = Solo difficulty
difficulty-label = { $name } (difficulty { $level })
names-and-colours = Players: name and colour
name-of-player = Name of player { $n }
player-n = Player { $n }
computer-n = Computer { $n }
the-ayllu = The Ayllu
ayllu-seat = The Ayllu ({ $level })
played-by = Player { $n } is played by
played-by-person = A person
played-by-easy = Computer: easy
played-by-medium = Computer: medium
played-by-hard = Computer: hard
seed = Seed
seed-note = Seed (optional; the same seed replays a game)
seed-random = random
continue-game = Continue the game in progress
start-game = Start game
subtitle = Children of the Sun
game-menu = Game menu
colour-of-player = Colour of player { $n }: { $colour }
colours-of-player = Colour of player { $n }
colour-for-player = { $colour } for player { $n }
colour-vermilion = Vermilion
colour-vermilion-letter = V
colour-blue = Blue
colour-blue-letter = B
colour-green = Green
colour-green-letter = G
colour-pink = Pink
colour-pink-letter = P
colour-sky = Sky
colour-sky-letter = S
colour-yellow = Yellow
colour-yellow-letter = Y

## The page's own loading line, before the app runs (index.html, src/browser/boot.mjs).
boot-first = Loading the game…
boot-loading = Loading the game: { $percent }%
boot-preparing = Preparing the table…
boot-failed = The game could not load. Check the connection, then reload the page.
