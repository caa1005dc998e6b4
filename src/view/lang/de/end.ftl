## Das Ende der Partie (ui::screens::game_end).
result-label = { $name }: { $place } Platz, Endergebnis { $score }
final-score = Endergebnis
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
