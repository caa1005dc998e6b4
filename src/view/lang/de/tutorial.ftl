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
tutorial = Lernpartie
tutorial-pages = Seiten der Lernpartie
