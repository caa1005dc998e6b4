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
how-heading = So läuft ein Zug
full-rules = Alle Regeln und Symbole
turn-step = Schrittmarker: Sein Ayar folgt den Pfeilen.
turn-tambo = Tambo aus der Linie nehmen, hinter ihm bauen.
turn-activity = Aktivität: Stärke = leere Felder der Linie.
turn-bonuses = Leere Linien und Quadranten: Boni, Tempel.
turn-score = Gewertet wird der kleinere von Sonne und Mond.

## Sprache wählen (ui::language).
language = Sprache
language-failed = { $name } konnte nicht geladen werden: Bist du offline?
