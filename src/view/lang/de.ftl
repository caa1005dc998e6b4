# Deutsch (issue 31): dieselben Schlüssel und Argumente wie en.ftl, mit
# den Begriffen aus docs/glossary.md. Der Spieler wird geduzt.

## Der Startbildschirm: Schwierigkeitsstufen im Solospiel, Stufen des
## Computers und wie ein Zug abläuft.
difficulty-1 = Neuling: { $inti } Inti und { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; gut für die erste Partie.
difficulty-2 = Lehrling: { $inti } Inti und { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; ein beständiger Gegner.
difficulty-3 = Ältester: { $inti } Inti und { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; eine echte Prüfung.
difficulty-4 = Sapa Inca: { $inti } Inti und { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu Beginn, +{ $moon } Mond pro Tempel; der stärkste.
level-easy = Leicht: schnell, macht aber Fehler; gut zum Lernen.
level-medium = Mittel: ein fairer Gegner für die meisten.
level-hard = Schwer: denkt am längsten nach und spielt auf Sieg.
turn-step = Lege einen Schrittmarker: Sein Ayar geht so weit, wie die Pfeile zeigen.
turn-tambo = Nimm ein Tambo aus dieser Linie und baue es hinter ihm.
turn-activity = Führe seine Aktivität aus: Stärke = leere Felder der Linie.
turn-bonuses = Leere Linien und Quadranten: Boni und Tempel.
turn-score = Deine Wertung ist der kleinere Wert von Sonne und Mond.
