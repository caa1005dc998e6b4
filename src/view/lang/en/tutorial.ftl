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
tutorial = Tutorial
tutorial-pages = Pages of the guided game
