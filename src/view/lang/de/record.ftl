## The daily challenge and the player's record (ui::screens::daily), issue 32.
daily = Tägliche Herausforderung
daily-how = Jeden Tag eine Solo-Ausgangslage, für alle gleich, gegen den Ayllu der Stufe Ältester (die dritte von vier). Deine erste Partie des Tages zählt für Bilanz und Serie; weitere sind Übung.
daily-play = Heutige Partie spielen
daily-continue = Heutige Partie fortsetzen
daily-practice = Heutige Partie üben
daily-practice-only = Die heutige Partie hat gezählt; spiel sie noch einmal zur Übung.
daily-yesterday = Gestrige Partie
daily-share = Ergebnis teilen
daily-copied = Ergebnis kopiert: Schick es jemandem.
daily-result = Heute: { $you } gegen { $ayllu } des Ayllu { $rounds }
daily-share-text = Ayar, tägliche Herausforderung { $date }. { $line }. Tage in Folge: { $streak }.
daily-streak = Serie: { $days -> [one] { $days } Tag. *[other] { $days } Tage. }
record = Deine Bilanz
record-solo = Solo
record-players = { $n } Spieler
record-games = Partien
record-wins = Siege
record-best = Bestwert
record-means = Sonne im Mittel { $sun }, Mond im Mittel { $moon }.
record-activities = Jede Aktivität am Ende, im Mittel
record-recent = Die letzten { $n } Ergebnisse
record-chart = Die letzten Ergebnisse, das älteste zuerst: { $scores }
record-close = Schließen
daily-rounds = ▲ nach dem Morgengrauen einer Runde vor dem Ayllu, = gleichauf, ▼ dahinter.
copied = Kopiert.
