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
