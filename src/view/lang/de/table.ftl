## Die Sitzleiste (ui::table::seats_bar, view::seats).
seats-bar = Die anderen Plätze und die Schubladen des Tisches
door-market = Markt
door-market-label = Der Gefäßmarkt und die Textilstapel
door-lake = See
door-lake-label = Der Seeplan
door-log = Protokoll
door-log-label = Das Protokoll der Partie
door-forecast = Vorschau
door-forecast-label = Vorschau: die nächsten Raymi-Plättchen und wer ausscheiden würde
door-options = Alle Züge
door-options-label = Alle Züge dieser Entscheidung als Liste
seat-summary = { $name }: Sonne { $sun }, Mond { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }, { $markers -> [one] { $markers } Schrittmarker *[other] { $markers } Schrittmarker } auf der Hand. Spielertableau von { $name } zeigen.
seat-summary-ayllu = { $name }: Sonne { $sun }, Mond { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }, { $markers -> [one] { $markers } Schrittmarker *[other] { $markers } Schrittmarker } auf der Hand. Tableau des Ayllu zeigen.

## Die Leiste und die Schubladen (ui::table::prompt, ui::table::sheets).
title = Ayar: Kinder der Sonne
menu = Menü
menu-label = Menü: neue Partie, gespeicherte Partien, Einstellungen
sound-effects = Soundeffekte
to-the-box = In die Schachtel
undo = Rückgängig
skip = Überspringen
last-turn = Letzter Zug
hint = Tipp
confirm = Bestätigen
hint-thinking = Suche einen Tipp…
hint-given = Tipp (leuchtet): { $what }. { $why }
hint-failed = Diesmal kein Tipp: Der Computerspieler hat keinen gefunden.
the-lake = Der See
ayllu-board = Das Tableau des Ayllu
market-and-stacks = Markt und Textilstapel
close = Schließen: { $what }
game-log = Protokoll der Partie
a-seats-board = Das Tableau eines Platzes
player = Spieler
forecast-paths = Neben jedem Ayar sein Feld; nach jedem Namen die Sonnen dieses Spielers in der Aktivität des Plättchens, mit ✓, wenn er jetzt sein Llama bekäme, sonst ✗.
forecast-lower = ▼ markiert den kleineren Wert: Am Ende zählt der kleinere von Sonne und Mond.
options-how = Tippe eine Option an, um die Voransicht zu sehen, und noch einmal (oder auf Bestätigen), um sie auszuführen.
your-options = Deine Optionen
panels = Bereiche
main-board = Hauptspielplan

## Die aufgedruckten Wörter der Vorratstafel (view::market).
market-title = GEFÄSSMARKT
stacks-title = TEXTILSTAPEL
stack-n = Stapel { $n }
stack-power = Stärke { $power }
stack-powers = Stärke { $least }-{ $most }
