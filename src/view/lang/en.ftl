# English: the base language (issue 31). Each line is one message,
# written as view::lang::catalog reads it; the terms are those of
# docs/glossary.md. Spanish and German have the same keys and arguments.

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

## The Menu's settings (ui::table::sheets, view::settings).
rules = Rules
settings = Settings
speed = Speed
speed-group = Speed of motion, the Ayllu and the computers
speed-label = Speed: { $name }
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
auto-single = Play a decision with only one option by itself (or whose order changes nothing)
handover = Pass-and-play: a hand-over screen before each person's turn
motion = Motion
motion-group = Motion: whether pieces travel
motion-system = As the system
motion-full = Full
motion-reduced = Reduced
volume = Volume
haptics = Vibrate on Confirm and when you score (where the device can)

## Difficulty names (R10.4) and the saved games (view::saved, ui::saves).
difficulty-name-1 = Novice
difficulty-name-2 = Apprentice
difficulty-name-3 = Elder
difficulty-name-4 = Sapa Inca
saved-games = Saved games
saved-rebuilt = The list of saved games was damaged. The games were found again and the list rebuilt.
details = Details
saved-none = No saved games yet.
saved-damaged = A damaged game
saved-tutorial = Tutorial: { $players } vs the Ayllu
saved-solo = { $players } vs the Ayllu ({ $level })
saved-finished = finished
saved-round = round { $round }
delete-for-good = Delete it for good?
delete = Delete
keep = Keep
see-the-end = See the end
continue = Continue
import-file = Import a game file
import-refused = “{ $name }” was not imported. { $reason }
import-updated = “{ $name }” updated a game already in your saved games (now { $moves -> [one] { $moves } move *[other] { $moves } moves }).
import-already = “{ $name }” is already in your saved games ({ $moves -> [one] { $moves } move *[other] { $moves } moves }): nothing was imported.
open-elsewhere-no-delete = This game is open in another tab: it cannot be deleted here.
update-ready = A new version of Ayar is ready. Your game is saved.
reload-now = Reload now
later = Later

## Storage, another tab, export, hand-over (view::saved, ui::saves, ui::screens::handover).
storage-used = Storage used: { $used } of { $quota }.
storage-persistent = Persistent: the browser keeps your games.
storage-not-persistent = Not persistent: the browser may clear your games when space runs low (export the ones you want to keep).
open-elsewhere = This game is open in another tab
open-elsewhere-why = Only one tab at a time can play a game, so that no move is lost. Play on there, or take it over here: the other tab saves and stops.
taking-over = Taking over…
take-over = Take over here
export = Export
export-label = Export this game to a file
pass-to = Pass to { $name }
ready = I'm ready: { $name }
since = What happened since

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

## The end of the game (ui::screens::game_end).
result-label = { $name }: { $place } place, final score { $score }
final-score = Final score
sun = Sun
moon = Moon
llamas = Llamas
game-over = Game over
score-rule = The score is the lower of Sun and Moon, once the Llamas raise the lower one.
download-save = Download save
last-night = The last Night
place-1 = 1st
place-2 = 2nd
place-3 = 3rd
place-4 = 4th

## The strip and the drawers (ui::table::prompt, ui::table::sheets).
title = Ayar: Children of the Sun
menu = Menu
menu-label = Menu: new game, saved games, settings
sound-effects = Sound effects
to-the-box = To the box
undo = Undo
skip = Skip
hint = Hint
confirm = Confirm
hint-thinking = Thinking about a hint…
hint-given = Hint (glowing): { $what }. { $why }
hint-failed = No hint: { $why }
the-lake = The Lake
ayllu-board = The Ayllu's board
market-and-stacks = Market and Textile stacks
close = Close: { $what }
game-log = Game log
a-seats-board = A seat's board
player = Player

## The tutorial's card and the end screen's chart (ui::tutorial::card, ui::screens::chart).
tutorial-last = Play on: finish this game against the Ayllu. Leave: back to the start screen; the game stays saved.
tutorial-read = Read, then tap Next.
keep-learning = Keep learning
skip-the-tutorial = Skip the tutorial
leave = Leave
play-on = Play on
skip-tutorial = Skip tutorial
next = Next
chart-series = { $name }: Sun { $sun } and Moon { $moon } after the last Dawn
chart-caption = Sun (solid, ●) and Moon (dashed, ■) after each round's Dawn, before the Llamas
chart-label = Sun and Moon per round
round = Round
