# Deutsch (issue 31): dieselben Schlüssel und Argumente wie en.ftl, mit
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
turn-tambo = Tambo aus der Linie: hinter den Ayar bauen.
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

## Die Einstellungen im Menü (ui::table::sheets, view::settings).
rules = Regeln
settings = Einstellungen
speed = Tempo
speed-group = Tempo der Bewegungen, des Ayllu und der Computer
speed-label = Tempo: { $name }
speed-instant = Sofort
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam
auto-single = Entscheidungen automatisch treffen, wenn es nur eine Möglichkeit gibt (oder die Reihenfolge egal ist)
handover = Gerät weitergeben: ein Übergabebildschirm vor jedem Zug eines Menschen
motion = Animation
motion-group = Animation: ob sich die Spielfiguren bewegen
motion-system = Systemstandard
motion-full = Vollständig
motion-reduced = Reduziert
volume = Lautstärke
haptics = Beim Bestätigen und beim Punkten vibrieren (falls das Gerät es unterstützt)

## Die Solo-Stufen (R10.4) und die gespeicherten Partien (view::saved, ui::saves).
difficulty-name-1 = Neuling
difficulty-name-2 = Lehrling
difficulty-name-3 = Ältester
difficulty-name-4 = Sapa Inca
saved-games = Gespeicherte Partien
saved-rebuilt = Die Liste der gespeicherten Partien war beschädigt. Die Partien wurden wiedergefunden und die Liste neu aufgebaut.
details = Details
saved-none = Noch keine gespeicherten Partien.
saved-damaged = Eine beschädigte Partie
saved-tutorial = Lernpartie: { $players } gegen den Ayllu
saved-solo = { $players } gegen den Ayllu ({ $level })
saved-finished = beendet
saved-round = Runde { $round }
delete-for-good = Endgültig löschen?
delete = Löschen
keep = Behalten
see-the-end = Endstand ansehen
continue = Fortsetzen
import-file = Partie importieren
import-refused = „{ $name }“ wurde nicht importiert. { $reason }
import-updated = „{ $name }“ hat eine bereits gespeicherte Partie aktualisiert (jetzt { $moves -> [one] { $moves } Zug *[other] { $moves } Züge }).
import-already = „{ $name }“ ist schon in deinen gespeicherten Partien ({ $moves -> [one] { $moves } Zug *[other] { $moves } Züge }): Es wurde nichts importiert.
open-elsewhere-no-delete = Diese Partie ist in einem anderen Tab geöffnet: Hier kann sie nicht gelöscht werden.
update-ready = Eine neue Version von Ayar ist verfügbar. Deine Partie ist gespeichert.
reload-now = Jetzt neu laden
later = Später

## Speicher, anderer Tab, Export, Übergabe (view::saved, ui::saves, ui::screens::handover).
storage-used = Belegter Speicher: { $used } von { $quota }.
storage-persistent = Dauerhaft: Der Browser behält deine Partien.
storage-not-persistent = Nicht dauerhaft: Der Browser kann deine Partien löschen, wenn der Platz knapp wird (exportiere die, die du behalten willst).
open-elsewhere = Diese Partie ist in einem anderen Tab geöffnet
open-elsewhere-why = Nur ein Tab kann eine Partie spielen, damit kein Zug verloren geht. Spiel dort weiter oder übernimm sie hier: Der andere Tab speichert und hält an.
taking-over = Wird übernommen…
take-over = Hier übernehmen
export = Exportieren
export-label = Diese Partie in eine Datei exportieren
pass-to = Gib das Gerät an { $name } weiter
ready = Ich bin bereit: { $name }
since = Was seitdem geschah

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

## Das Ende der Partie (ui::screens::game_end).
result-label = { $name }: Platz { $place }, Endwertung { $score }
final-score = Endwertung
sun = Sonne
moon = Mond
llamas = Llamas
game-over = Partie beendet
score-rule = Es zählt der kleinere Wert von Sonne und Mond, nachdem die Llamas den kleineren angehoben haben.
download-save = Spielstand herunterladen
last-night = Die letzte Nacht
place-1 = 1.
place-2 = 2.
place-3 = 3.
place-4 = 4.

## Die Leiste und die Schubladen (ui::table::prompt, ui::table::sheets).
title = Ayar: Kinder der Sonne
menu = Menü
menu-label = Menü: neue Partie, gespeicherte Partien, Einstellungen
sound-effects = Soundeffekte
to-the-box = In die Schachtel
undo = Rückgängig
skip = Überspringen
hint = Tipp
confirm = Bestätigen
hint-thinking = Suche einen Tipp…
hint-given = Tipp (leuchtet): { $what }. { $why }
hint-failed = Kein Tipp: { $why }
the-lake = Der See
ayllu-board = Das Tableau des Ayllu
market-and-stacks = Markt und Textilstapel
close = Schließen: { $what }
game-log = Protokoll der Partie
a-seats-board = Das Tableau eines Platzes
player = Spieler

## Die Karte der Lernpartie und das Diagramm am Ende (ui::tutorial::card, ui::screens::chart).
tutorial-last = Weiterspielen: diese Partie gegen den Ayllu zu Ende spielen. Verlassen: zurück zum Startbildschirm; die Partie bleibt gespeichert.
tutorial-read = Lies und tippe dann auf Weiter.
keep-learning = Weiter lernen
skip-the-tutorial = Lernpartie überspringen
leave = Verlassen
play-on = Weiterspielen
skip-tutorial = Lernpartie überspringen
next = Weiter
chart-series = { $name }: Sonne { $sun } und Mond { $moon } nach dem letzten Morgengrauen
chart-caption = Sonne (durchgezogen, ●) und Mond (gestrichelt, ■) nach dem Morgengrauen jeder Runde, vor den Llamas
chart-label = Sonne und Mond pro Runde
round = Runde
