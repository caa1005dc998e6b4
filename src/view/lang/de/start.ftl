# Deutsch (issue 31): dieselben Schlüssel und Argumente wie en/, mit
# den Begriffen aus docs/glossary.md. Der Spieler wird geduzt.

## Der Startbildschirm: Schwierigkeitsstufen im Solospiel, Stufen des
## Computers und wie ein Zug abläuft.
difficulty-1 = Neuling: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; gut für die erste Partie.
difficulty-2 = Lehrling: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; ein solider Gegner.
difficulty-3 = Ältester: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; eine echte Prüfung.
difficulty-4 = Sapa Inca: { $inti } Inti, { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; der stärkste Gegner.
level-easy = Leicht: schnell, macht aber Fehler; gut zum Lernen.
level-medium = Mittel: ein fairer Gegner für die meisten.
level-hard = Schwer: denkt am längsten nach und spielt auf Sieg.
how-heading = So läuft ein Zug ab
full-rules = Alle Regeln und Symbole
turn-step = Schrittmarker: Sein Ayar folgt den Pfeilen.
turn-tambo = Tambo aus der Linie hinter dem Ayar bauen.
turn-activity = Aktivität: Stärke = leere Felder der Linie.
turn-bonuses = Leere Linien und Quadranten: Boni, Tempel.
turn-score = Es zählt der kleinere Wert von Sonne und Mond.

## Sprache wählen (ui::language).
language = Sprache
language-failed = { $name } konnte nicht geladen werden: Bist du offline?

## Die Felder des Startbildschirms (ui::screens::welcome, new_game).
learn-heading = Neu bei Ayar?
learn-text = Eine geführte erste Partie gegen den Ayllu, den Solo-Gegner: Runde 1 und ihre Nacht, Schritt für Schritt.
learn-button = Spielen lernen
install-lead = Spiel es wie eine App:
install-why = Dann läuft es offline und im Vollbild.
install-button = Spiel installieren
install-ios-share = Tippe auf Teilen
install-ios-then = , dann auf „Zum Home-Bildschirm“. So läuft es offline und im Vollbild.
got-it = Verstanden
new-game = Neue Partie
number-of-players = Anzahl der Spieler
players-solo-label = 1 Spieler: solo gegen den Ayllu
players-n = { $n } Spieler
players-solo-sub = solo
players-sub = Spieler
solo-note = Im Solospiel trittst du gegen den Ayllu an, den automatischen Gegner des Spiels. Jede Stufe unten legt seinen Vorsprung fest (Inti, Llamas, Mond pro Tempel).
solo-difficulty = Solo-Schwierigkeit
difficulty-label = { $name } (Stufe { $level })
names-and-colours = Spieler: Name und Farbe
name-of-player = Name von Spieler { $n }
player-n = Spieler { $n }
computer-n = Computer { $n }
the-ayllu = Der Ayllu
ayllu-seat = Der Ayllu ({ $level })
played-by = Wer steuert Spieler { $n }?
played-by-person = Ein Mensch
played-by-easy = Computer: leicht
played-by-medium = Computer: mittel
played-by-hard = Computer: schwer
seed = Startwert
seed-note = Startwert (optional; mit demselben Startwert lässt sich eine Partie wiederholen)
seed-random = zufällig
continue-game = Laufende Partie fortsetzen
start-game = Partie starten
subtitle = Kinder der Sonne
game-menu = Spielmenü
colour-of-player = Farbe von Spieler { $n }: { $colour }
colours-of-player = Farbe von Spieler { $n }
colour-for-player = { $colour } für Spieler { $n }
colour-vermilion = Zinnober
colour-vermilion-letter = Z
colour-blue = Blau
colour-blue-letter = B
colour-green = Grün
colour-green-letter = Gr
colour-pink = Rosa
colour-pink-letter = R
colour-sky = Himmelblau
colour-sky-letter = H
colour-yellow = Gelb
colour-yellow-letter = Ge

## Die Ladezeile der Seite selbst, bevor die App läuft.
boot-first = Das Spiel wird geladen…
boot-loading = Das Spiel wird geladen: { $percent } %
boot-preparing = Der Tisch wird vorbereitet…
boot-failed = Das Spiel konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite dann neu.
