## Die Partie in Worten (view::words): Namen von Teilen und Orten, die
## Beschriftungen der Knöpfe, jedes Ereignis als Zeile des Protokolls, die
## Gründe des Ayllu und der Computer. Jeder Name unten wird in die Sätze
## danach eingesetzt: Er ist so geschrieben, dass er in alle passt.

## Namen von Dingen, wie die Sätze unten sie einsetzen.
log-the-ayllu = Der Ayllu
log-activity-pottery = Töpferei
log-activity-weaving = Weberei
log-activity-terrace = Terrassenanbau
log-activity-reed = Schilfbinden
## Der Kurzname einer Aktivität, für enge Beschriftungen, Wortverbindungen (Töpferei-Tempel) und die Gründe der Computer.
log-short-pottery = Töpferei
log-short-weaving = Weberei
log-short-terrace = Terrassen
log-short-reed = Schilf
## Ein Schrittmarker für sich (eine Beschriftung).
log-marker-manco = Manco-Marker
log-marker-auca = Auca-Marker
log-marker-cachi = Cachi-Marker
log-marker-uchu = Uchu-Marker
log-marker-gold = goldener Marker
## Ein Schrittmarker als das, was gelegt wird (Akkusativobjekt des Satzes).
log-the-marker-manco = den Manco-Marker
log-the-marker-auca = den Auca-Marker
log-the-marker-cachi = den Cachi-Marker
log-the-marker-uchu = den Uchu-Marker
log-the-marker-gold = den goldenen Marker
log-row = Reihe { $n }
log-column = Spalte { $n }
## Ein Schrittfeld: ein Ende einer Reihe oder Spalte.
log-row-left = Reihe { $n } links
log-row-right = Reihe { $n } rechts
log-column-top = Spalte { $n } oben
log-column-bottom = Spalte { $n } unten
log-cell = Reihe { $row }, Spalte { $column }
log-cell-short = R{ $row } S{ $column }
## Wohin das andere Ende eines Textils zeigt.
log-dir-east = nach rechts
log-dir-south = nach unten
log-dir-west = nach links
log-dir-north = nach oben
## Die Gefäßfarben, wie ein Knopf ein Gefäß nennt.
log-colour-red = Rot
log-colour-ochre = Ocker
log-colour-green = Grün
log-colour-blue = Blau
log-colour-black = Schwarz
log-colour-white = Weiß
## Ein Gefäß, das der Spieler von einem Marktplatz nimmt.
log-pot-red = das rote Gefäß (ein Band)
log-pot-ochre = das ockerfarbene Gefäß (Punkte)
log-pot-green = das grüne Gefäß (Zickzack)
log-pot-blue = das blaue Gefäß (Streifen)
log-pot-black = das schwarze Gefäß (Winkel)
log-pot-white = das weiße Gefäß (eine Raute)
## Ein Gefäß, wie jemand es nimmt oder wie es aus dem Beutel kommt.
log-a-pot-red = ein rotes Gefäß (ein Band)
log-a-pot-ochre = ein ockerfarbenes Gefäß (Punkte)
log-a-pot-green = ein grünes Gefäß (Zickzack)
log-a-pot-blue = ein blaues Gefäß (Streifen)
log-a-pot-black = ein schwarzes Gefäß (Winkel)
log-a-pot-white = ein weißes Gefäß (eine Raute)
log-pot-with-viracocha = { $pot } mit einem Viracocha
log-textile = { $suns -> [0] ein leeres Textil [one] ein Textil mit einer halben Sonne *[other] ein Textil mit { $suns } halben Sonnen }
## Der Bonus einer Linie, wie ihn „Bonus für Reihe 2: ...“ und „Ana leert Reihe 2: ...“ nennen.
log-bonus-llama = ein Llama
log-bonus-viracocha = ein Viracocha
log-bonus-sun = der { $activity }-Sonnenbonus
## Die Stufe eines Computers, in „Bo (Computer, leicht): ...“.
log-level-easy = leicht
log-level-medium = mittel
log-level-hard = schwer
## Woher Inti und Mond kamen, in Klammern nach der Menge.
log-inti-sun-bonus = Sonnenbonus
log-inti-ayllu-bonus = Ayllu-Bonus
log-moon-temple = Tempel
log-moon-viracocha-bonus = Bonus für zwei Viracochas
log-moon-step-marker = Schrittmarker
## Zwei Dinge, oder die letzten zwei einer Liste: „Ana und Bo“; und die davor („Ana, Bo und Cy“).
log-and = { $a } und { $b }
log-and-more = { $a }, { $b }
## Die Wörter, die einen Satz beginnen und kleingeschrieben werden, wenn er
## Teil einer längeren Zeile wird („...; das Raymi-Plättchen ...“), durch
## Leerzeichen getrennt.
log-clause-lower = Der Die Das Ein Eine

## Die kurzen Beschriftungen der Knöpfe.
log-gold-to = Gold→{ $ayar }
log-tambo-to-box = Tambo in die Schachtel
log-power = Stärke { $power }
log-pots-cost = { $pots } (Kosten { $cost })
log-stack = Stapel { $stack }
log-area = Bereich { $area }
log-temple-label = { $activity }-Tempel
log-moon-slot-label = { $activity }-Mondfeld

## Die Effekte am Zugende (R5.5), wie Knöpfe und Hinweise sie nennen.
log-trigger-temple = Setze einen Tempel (ein Quadrant ist leer)
log-trigger-row-bonus = Bonus für Reihe { $n }: { $bonus }
log-trigger-column-bonus = Bonus für Spalte { $n }: { $bonus }
log-trigger-raymi = Raymi auf Feld { $space }: { $activity } (Llama ab { $threshold -> [one] { $threshold } Sonne *[other] { $threshold } Sonnen })
log-trigger-cuzco = Cuzco-Wertung ({ $ayar } ist angekommen)

## Was der Tisch sagt, wenn er von selbst spielt, und was eine
## Entscheidung verlangt (nach „Ana: “).
log-only-option = Die einzige Möglichkeit: { $action }.
log-any-order = Die Reihenfolge ändert nichts: { $effects }.
log-gold-task = tippe den Ayar an, den der goldene Marker zieht
log-gold-task-chosen = der goldene Marker zieht { $ayar }: tippe auf Bestätigen oder auf einen anderen Ayar
log-gold-slot = Lege den goldenen Marker an { $slot } ({ $arrows -> [one] { $arrows } Pfeil *[other] { $arrows } Pfeile }) und wähle dann, welchen Ayar er zieht
log-task-lay-step = lege einen Schrittmarker, um einen Ayar zu ziehen
log-task-take-any-tambo = nimm einen beliebigen Tambo aus deinem Raster
log-task-take-tambo = nimm einen Tambo aus der markierten Linie
log-task-build = baue ihn beim Ayar oder dahinter
log-task-power = { $max -> [1] führe sie mit Stärke { $max } aus *[other] wähle die Stärke ({ $min } bis { $max }) }
log-task-pots = wähle Gefäße, die zusammen höchstens { $power } kosten
log-task-stack = wähle einen Textilstapel
log-task-textile = lege { $textile } auf den Webstuhl
log-how-loom = Feld antippen zum Legen, Nachbarfeld zum Ausrichten, anderes Ende zum Drehen; dasselbe Feld noch einmal legt es fest.
log-how-pots = Gefäße antippen zum Auswählen, ein ✕ zum Zurücklegen; ein gewähltes erneut antippen nimmt alle.
log-how-cuzco = Tippe eine Aktivität an, dann eine zweite dazu; eine der beiden erneut antippen wertet das Paar.
log-task-viracocha = nimm einen Viracocha neben dem gelben Feld { $yellow }
log-task-trigger = wähle den nächsten Effekt am Zugende
log-task-temple = wähle den Tempel, den du setzt
log-task-cuzco = { $ayar } hat Cuzco erreicht: werte zwei Aktivitäten
log-task-step-marker = lege { $marker } auf ein Mondfeld und werte es

## Jede Aktion ausgeschrieben (der zugängliche Name eines Knopfs, ein Tipp).
log-lay-step = Lege { $marker } an { $slot } ({ $arrows -> [one] { $arrows } Pfeil *[other] { $arrows } Pfeile }) und ziehe { $ayar }
log-take-tambo = Nimm den Tambo aus { $cell }
log-build = Baue auf dem Pfad von { $path }, Feld { $space } ({ $activity })
log-box-tambo = Lege den Tambo zurück in die Schachtel: kein Bauplatz frei
log-perform = Führe die Aktivität mit Stärke { $power } aus
log-pot-from-slot = { $pot } von Marktfeld { $slot }
log-market-slot = Marktfeld { $slot }
log-take-pots = Nimm { $pots } (Kosten { $cost })
log-take-stack = Nimm das oberste Textil von Stapel { $stack }
log-take-stack-showing = Nimm das oberste Textil von Stapel { $stack }: { $textile }
log-place-textile = Lege das Textil mit einem Ende auf { $cell }, das andere Ende { $dir }
log-take-viracocha = Nimm den Viracocha aus Bereich { $area }
log-resolve = Als Nächstes: { $effect }
log-place-temple = Setze einen { $activity }-Tempel
log-cuzco-pair = Werte { $first } und { $second } für Cuzco
log-score-step-marker = Lege den Marker auf das { $activity }-Mondfeld

## Jedes Ereignis als Zeile des Protokolls. Der Zug eines Spielers wird in
## einer Zeile zusammengefasst („Ana: ...; ...“): Dort verliert ein Satz,
## der mit dem Namen des Spielers beginnt, diesen Namen, und die drei
## Zeilen „-theirs“/„-its“ stehen für einen Satz, der den Spieler anders
## nennt (eine Person, den Ayllu).
log-round-started = Runde { $round } beginnt. { $name } ist Startspieler.
log-turn-started = { $name } ist am Zug.
log-step-laid = { $name } legt { $marker } an { $slot } ({ $arrows -> [one] { $arrows } Pfeil *[other] { $arrows } Pfeile }) für { $ayar }.
log-ayar-stays = { $ayar } bleibt auf Feld { $space }.
log-ayar-walks = { $ayar } zieht von Feld { $from } nach { $to }.
log-tambo-taken = { $name } nimmt den Tambo aus { $cell }.
log-tambo-built = { $name } baut einen Tambo auf dem Pfad von { $path }, Feld { $space } ({ $activity }).
log-tambo-boxed = { $name } legt einen Tambo zurück in die Schachtel.
log-power-chosen = { $name } führt { $activity } mit Stärke { $power } aus.
log-pot-taken = { $name } nimmt { $pot } aus Marktfeld { $slot }.
log-pots-taken = { $name } nimmt { $pots }.
log-pot-revealed = { $pot } kommt aus dem Beutel auf Marktfeld { $slot }.
log-textile-taken = { $name } nimmt { $textile } von Stapel { $stack }.
log-textile-revealed = Stapel { $stack } zeigt jetzt { $textile }.
log-textile-placed = { $name } legt ein Textil auf { $cell }, das andere Ende { $dir }.
log-textile-discarded = { $name } kann das Textil nicht unterbringen und wirft es ab.
log-textile-discarded-theirs = kann das Textil nicht unterbringen und wirft es ab
log-textile-discarded-its = kann das Textil nicht unterbringen und wirft es ab
log-maize = { $name } pflanzt { $count } Mais auf der Terrasse.
log-boat = { $name } segelt mit dem Boot von { $from } nach { $to }.
log-boat-theirs = segelt mit dem Boot von { $from } nach { $to }
log-boat-its = segelt mit dem Boot von { $from } nach { $to }
log-island = { $name } legt die Insel von Abschnitt { $section } auf das gelbe Feld { $yellow }.
log-viracocha-gained = { $name } erhält einen Viracocha.
log-viracocha-llama = { $name } macht aus einem Viracocha ein Llama.
log-viracocha-llama-theirs = macht aus einem Viracocha ein Llama
log-viracocha-llama-its = macht aus einem Viracocha ein Llama
log-llama-gained = { $name } erhält ein Llama.
log-inti = { $name }: Inti +{ $amount } ({ $source }).
log-inti-full = { $name }: Inti +{ $amount } ({ $source }): Die Scheibe ist jetzt mit { $max } voll.
log-inti-none = { $name }: kein Inti ({ $source }): Die Scheibe ist mit { $max } schon voll.
log-temple-placed = { $name } setzt einen { $activity }-Tempel in Tempelreihe { $row }, Spalte { $column }.
log-line-bonus = { $name } leert { $line }: { $bonus }.
log-raymi-scored = Raymi auf Feld { $space } ({ $activity }): Alle zählen ihre { $short }-Sonnen; ab { $threshold } Sonnen gibt es ein Llama.
log-raymi-flipped = Das Raymi-Plättchen von { $a } und { $b } auf Feld { $space } wird auf die schwerere Seite gedreht.
log-raymi-removed = Das Raymi-Plättchen von { $a } und { $b } auf Feld { $space } verlässt den Spielplan.
log-cuzco-scored = { $name } wertet { $first } und { $second } für { $ayar } in Cuzco.
log-night-started = Nacht { $round } bricht herein.
log-ayar-retires = { $ayar } scheidet aus.
log-harvest = Ernte: { $name } gewinnt den Viracocha neben { $partner }.
log-harvest-nobody = Ernte: Niemand gewinnt den Viracocha neben { $partner }.
log-moon-scored = { $name } erhält { $amount } Mond ({ $source }).
log-temples-scored = Tempelreihe { $row } von { $partner } wird gewertet.
log-step-marker-scored = { $name } legt { $marker } auf das { $activity }-Mondfeld.
log-dawn = Morgengrauen: { $name } addiert { $inti } Inti zur Sonne, jetzt { $sun }.
log-ayllu-chose = Der Ayllu { $reason }.
log-game-over = Die Partie ist vorbei.
## Die Nacht bisher in einer Zeile: ihre Ereignisse, mit „; “ dazwischen.
log-night-summary = Nacht { $round }: { $events }.

## Warum der Ayllu so gewählt hat (R10), nach „Der Ayllu “.
log-ayllu-start-raymi = beginnt auf dem { $activity }-Bauplatz am Pfad von { $path }, passend zum Raymi-Plättchen auf Feld { $space }
log-ayllu-start-topmost = beginnt auf dem { $activity }-Bauplatz am Pfad von { $path }, dem obersten freien
log-ayllu-token = deckt Aktivitätsplättchen { $number } auf: { $ayar } zieht { $moves -> [one] { $moves } Feld *[other] { $moves } Felder } mit Stärke { $power }
log-ayllu-token-temple = deckt Aktivitätsplättchen { $number } auf: { $ayar } zieht { $moves -> [one] { $moves } Feld *[other] { $moves } Felder } mit Stärke { $power }, danach ein Tempel
log-ayllu-slot-raymi = baut einen Tambo für { $activity }, passend zum Raymi-Plättchen auf Feld { $space } am Pfad von { $path }
log-ayllu-slot-bonus = baut einen Tambo für { $activity }: Den persönlichen Bonus dort hat er noch nicht erreicht
log-ayllu-slot-moons = baut einen Tambo für { $activity }: Die Monde dieser Aktivität wurden noch nicht gewertet
log-ayllu-slot-closest = baut einen Tambo für { $activity } auf dem freien Bauplatz, der dem Ayar am nächsten liegt
log-ayllu-tambo-box = hat keinen freien Bauplatz beim Ayar oder dahinter: Sein Tambo kommt in die Schachtel
log-ayllu-most-pots = nimmt so viele Gefäße, wie seine Stärke erlaubt: zuerst Viracocha-Gefäße, dann die unteren Marktfelder
log-ayllu-personal-bonus = erreicht seinen { $activity }-Bonus: Die Sonnen dieser Aktivität kommen auf seine Inti-Scheibe
log-ayllu-reed = nimmt den Viracocha aus Bereich { $area } (neben der unteren Insel)
log-ayllu-temple = setzt einen { $activity }-Tempel: den mit den meisten Monden unter seinen übrigen Tempeln
log-ayllu-cuzco = wertet { $first } und { $second } in Cuzco: seine zwei Aktivitäten mit den meisten Sonnen
log-ayllu-step-marker = wertet seinen Schrittmarker für { $activity }: seine Aktivität mit den meisten Monden
log-ayllu-dawn = markiert { $activity } im Morgengrauen: seine Aktivität mit den meisten Sonnen

## Warum ein Computer seinen Zug oder Tipp gewählt hat: was der Zug bringt
## (mit „, “ dazwischen), dann wie sicher er war.
log-reason = { $gains }; { $sure }
log-reason-later = das bereitet einen späteren Zug vor; { $sure }
log-sure-only = der einzige Zug
log-sure-clear = klar der beste
log-sure-close = eine knappe Entscheidung
log-computer-reason = { $name } (Computer, { $level }): { $why }.
log-gain-builds = baut einen { $activity }-Tambo auf Feld { $space } am Pfad von { $path }
log-gain-with-power = { $gain } (Stärke { $power })
log-gain-power = Stärke { $power }
log-gain-performs = { $activity } mit Stärke { $power }
log-gain-suns = { $gained -> [one] { $gained } { $activity }-Sonne *[other] { $gained } { $activity }-Sonnen } mehr (jetzt { $now })
log-gain-moon-value = { $activity }-Mondwert +{ $gained } (jetzt { $now })
log-gain-raymi-reached = vor dem { $activity }-Raymi von { $ayar } auf Feld { $space } (ein Llama ab { $threshold }, erreicht)
log-gain-raymi-short = vor dem { $activity }-Raymi von { $ayar } auf Feld { $space } (ein Llama ab { $threshold }, { $short -> [one] { $short } fehlt *[other] { $short } fehlen })
log-gain-viracocha-bonus = ein Viracocha: mit { $held } jede Nacht +{ $per } Mond pro eigenem Tempel
log-gain-viracocha = ein Viracocha
log-gain-temple = ein { $activity }-Tempel
log-gain-line-llama = leert eine Linie für ein Llama
log-gain-line-viracocha = leert eine Linie für einen Viracocha
log-gain-line-sun = leert eine Linie für den { $activity }-Sonnenbonus
log-gain-cuzco = Cuzco wertet { $first } und { $second }
log-gain-llamas = { $gained -> [one] { $gained } Llama *[other] { $gained } Llamas }
log-gain-inti = +{ $gained } Inti
log-gain-moon = +{ $gained } Mond

## Das Ende: die Llama-Zeile einer Ergebniskarte (R9, R10.4), wer gewonnen hat, die Punktzahlen.
log-llama-split = { $sun -> [one] { $sun } Punkt *[other] { $sun } Punkte } für Sonne, { $moon } für Mond
log-llama-solo = { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } zu je { $points -> [one] { $points } Punkt *[other] { $points } Punkten } ({ $board }): { $split }
log-llama-sum = { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas } + { $viracochas -> [one] { $viracochas } Viracocha *[other] { $viracochas } Viracochas } = { $total -> [one] { $total } Llama *[other] { $total } Llamas }: { $split }
log-winner-ayllu = Der Ayllu gewinnt.
log-winner-beats-ayllu = { $name } schlägt den Ayllu!
log-winner = { $name } gewinnt!
log-winners = { $names } teilen sich den Sieg.
log-scores = { $rest } zu { $last }

## Die Schublade des Protokolls (ui::log).
log-seed = Startwert { $seed } (eine neue Partie mit diesem Startwert mischt und zieht genau gleich)
log-worked-on-page = der Denkprozess ist abgebrochen, daher wurde dieser Zug auf der Seite berechnet
