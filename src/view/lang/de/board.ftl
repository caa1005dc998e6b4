# Deutsch: die Spielpläne, die Beschriftungen ihrer Teile und die Hinweisleiste (issue 31).

## Gemeinsame Wörter der Spielpläne (view::preview, view::icons).
board-sun = Sonne
board-moon = Mond
board-inti = Inti
board-llamas = Llamas
board-viracochas = Viracochas
board-boat = Boot
board-suns = { $activity } ☀
board-moon-value = { $activity } ☾
board-planted = Mais gepflanzt

## Das Tableau eines Platzes: Kopf, Hand, Karten und Zähler (view::cards, ui::boards::player).
board-seat-board = Spielertableau von { $name }
board-first-player = Startspieler
board-first-player-help = Startspieler dieser Runde
board-sun-help = Sonne (es zählt der kleinere Wert von Sonne und Mond)
board-moon-help = Mond (es zählt der kleinere Wert von Sonne und Mond)
board-inti-max = max.
board-inti-help = Inti-Scheibe: wird bei jedem Morgengrauen zur Sonne addiert
board-inti-help-full = Inti-Scheibe: wird bei jedem Morgengrauen zur Sonne addiert. Sie ist voll: weiteres Inti verfällt
board-llamas-help = Llamas: je { $points -> [one] { $points } Punkt *[other] { $points } Punkte } am Ende, für Sonne oder Mond
board-viracochas-bonus = Viracochas: der Bonus für zwei Viracochas, +{ $moon } Mond pro eigenem Tempel in jeder Nacht
board-viracochas-help = Viracochas: { $count } bringen +{ $moon } Mond pro eigenem Tempel in jeder Nacht
board-hand = Schrittmarker auf der Hand und übrige Tempel
board-marker-in-hand = { $marker }: auf der Hand
board-marker-laid = { $marker }: in dieser Runde gelegt
board-temple-left = { $activity }-Tempel: noch zu setzen
board-temple-placed = { $activity }-Tempel: gesetzt
board-power = Stärke
board-power-label = Stärke für { $activity }
board-moon-slot-scored = { $activity }-Mondfeld: { $marker }, hier gewertet
board-moon-slot-empty = { $activity }-Mondfeld: leer; der Marker eines ausgeschiedenen Ayar wertet hier einmal den Mondwert
board-card-values = { $activity }: { $suns -> [one] { $suns } sichtbare Sonne *[other] { $suns } sichtbare Sonnen }, Mondwert { $moon }
board-pots-red = Rote Gefäße: { $count }
board-pots-ochre = Ockerfarbene Gefäße: { $count }
board-pots-green = Grüne Gefäße: { $count }
board-pots-blue = Blaue Gefäße: { $count }
board-pots-black = Schwarze Gefäße: { $count }
board-pots-white = Weiße Gefäße: { $count }
board-maize = Mais: { $planted } von { $spaces } gepflanzt
board-loom = Webstuhl
board-to-place = Zu legen: { $textile }
board-island-placed = Insel von Abschnitt { $section } auf dem gelben Feld { $yellow }
board-island-waiting = Insel von Abschnitt { $section } noch hier: { $suns -> [one] { $suns } Sonne *[other] { $suns } Sonnen } darunter
board-boat-line = Boot { $space }/{ $end }

## Das Solotableau des Ayllu (view::cards, ui::boards::solo).
board-solo-space = Feld { $space }: { $suns -> [one] { $suns } Sonne *[other] { $suns } Sonnen }, Mond { $moon }
board-solo-space-bonus = Feld { $space }: { $suns -> [one] { $suns } Sonne *[other] { $suns } Sonnen }, Mond { $moon }, Bonus
board-difficulty = { $name }: begann mit { $inti } Inti und { $llamas -> [one] { $llamas } Llama *[other] { $llamas } Llamas }; { $points -> [one] { $points } Punkt *[other] { $points } Punkte } pro Llama am Ende; +{ $moon } Mond pro Tempel, den er wertet.
board-solo-token = { $number }: { $moves -> [one] { $moves } Feld *[other] { $moves } Felder }, Stärke { $modifier }
board-solo-token-temple = { $number }: { $moves -> [one] { $moves } Feld *[other] { $moves } Felder }, Stärke { $modifier }, Tempel
board-solo-face-down = verdeckt
board-solo-tokens = Aktivitätsplättchen dieser Runde: { $tokens }
board-solo-bag-empty = Beutel: leer; alle vier kommen vor dem nächsten Ziehen zurück
board-solo-bag = Beutel: { $markers }
board-solo-tambos = { $tambos -> [one] { $tambos } Tambo *[other] { $tambos } Tambos } im Vorrat
board-solo-open-open = { $activity }: Bonus offen, Morgengrauen offen
board-solo-open-marked = { $activity }: Bonus offen, Morgengrauen markiert
board-solo-scored-open = { $activity }: Bonus gewertet, Morgengrauen offen
board-solo-scored-marked = { $activity }: Bonus gewertet, Morgengrauen markiert

## Das Tambo-Raster (view::player_board, ui::boards::player).
board-grid = Tambo-Raster mit seinen Schrittfeldern und Linienboni
board-blocked = Gesperrt: In Partien mit weniger als vier Spielern deckt das Schrittplättchen dieses Schrittfeld ab; hier kommt kein Marker hin
board-marker-standing = { $marker } steht: darf erneut gelegt werden
board-marker-laid-here = { $marker }: in dieser Runde gelegt
board-step-slot-row = Schrittfeld an einem Ende von Reihe { $line }: { $arrows -> [one] { $arrows } Pfeil *[other] { $arrows } Pfeile }; ein hier gelegter Marker bewegt seinen Ayar um { $arrows -> [one] { $arrows } Feld *[other] { $arrows } Felder }
board-step-slot-column = Schrittfeld an einem Ende von Spalte { $line }: { $arrows -> [one] { $arrows } Pfeil *[other] { $arrows } Pfeile }; ein hier gelegter Marker bewegt seinen Ayar um { $arrows -> [one] { $arrows } Feld *[other] { $arrows } Felder }
board-row-llama = Leerst du Reihe { $line }, erhältst du ein Llama. { $help }
board-row-viracocha = Leerst du Reihe { $line }, erhältst du einen Viracocha. { $help }
board-row-sun = Leerst du Reihe { $line }, erhältst du den { $activity }-Sonnenbonus (die sichtbaren Sonnen dieser Aktivität auf deine Inti-Scheibe). { $help }
board-column-llama = Leerst du Spalte { $line }, erhältst du ein Llama. { $help }
board-column-viracocha = Leerst du Spalte { $line }, erhältst du einen Viracocha. { $help }
board-column-sun = Leerst du Spalte { $line }, erhältst du den { $activity }-Sonnenbonus (die sichtbaren Sonnen dieser Aktivität auf deine Inti-Scheibe). { $help }
board-grid-cell = Tambo-Raster, Reihe { $row }, Spalte { $column }

## Der Hauptspielplan (view::main_board, ui::boards::main).
board-main = Hauptspielplan: die vier Pfade der Ayar von Tiwanaku nach Cuzco, die Raymi-Plättchen, die Tempelreihen und die Terrasse
board-temples-title = TEMPEL
board-terrace-title = TERRASSE
board-slot = Pfad von { $ayar }, Feld { $space }: ein Bauplatz für { $activity }. { $help }
board-space = Pfad von { $ayar }, Feld { $space }
board-space-tiwanaku = Pfad von { $ayar }, Feld { $space }: Tiwanaku, wo die Ayar beginnen
board-space-cuzco = Pfad von { $ayar }, Feld { $space }: Cuzco; ein Ayar, der hier ankommt, löst die Cuzco-Wertung aus
board-space-raymi = Pfad von { $ayar }, Feld { $space }: das Feld eines Raymi-Plättchens
board-temple-column = Tempelspalte { $column }: Ein Tempel hier bringt seinem Besitzer dessen Mondwert in seiner Aktivität, +{ $bonus }, wenn seine Reihe in der Nacht gewertet wird
board-temple-slot = Tempelreihe { $row }, Platz { $slot }: +{ $bonus } Mond bei der Wertung
board-temple-slot-last = Tempelreihe { $row }, Platz { $slot }: +{ $bonus } Mond bei der Wertung; hier haben beliebig viele Tempel Platz
board-terrace = Die Terrasse: der in dieser Runde gepflanzte Mais; die Ernte gewinnt, wer am meisten gepflanzt hat
board-player-n = Spieler { $n }
board-tambo = { $name }: Tambo auf dem Pfad von { $ayar }, Feld { $space } ({ $activity })
board-ayar-at = { $ayar } auf Feld { $space }
board-ayar-retired = { $ayar } (ausgeschieden) auf Feld { $space }
board-raymi-front = Raymi-Plättchen auf Feld { $space } für { $first } und { $second }: { $activity }, Vorderseite; { $threshold -> [one] { $threshold } sichtbare Sonne bringt *[other] { $threshold } sichtbare Sonnen bringen } ein Llama. Noch ausstehend: { $waiting }
board-raymi-reverse = Raymi-Plättchen auf Feld { $space } für { $first } und { $second }: { $activity }, Rückseite; { $threshold -> [one] { $threshold } sichtbare Sonne bringt *[other] { $threshold } sichtbare Sonnen bringen } ein Llama. Noch ausstehend: { $waiting }
board-female-head = { $name }, Partnerin von { $ayar }, führt Tempelreihe { $row } an
board-female-head-viracocha = { $name }, Partnerin von { $ayar }, führt Tempelreihe { $row } an; ihr Viracocha steht neben ihr (der Preis der Ernte in der Nacht, in der ihr Partner ausscheidet)
board-temple = { $name }: { $activity }-Tempel in Tempelreihe { $row }, Platz { $slot }
board-terrace-row = { $name } hat in dieser Runde { $count } Mais gepflanzt

## Der Seeplan (view::lake, ui::boards::lake).
board-lake = Der See: gelbe Felder mit { $low } bis { $high } Mond um die Viracocha-Bereiche { $first } bis { $last } und die Bootsleiste
board-lake-title = SEE
board-boat-track-title = BOOTSLEISTE
board-section = Abschnitt { $section }
board-start = Start
board-yellow-area = Gelbes Feld mit { $moon } Mond, neben dem Viracocha-Bereich { $area }
board-yellow-areas = Gelbes Feld mit { $moon } Mond, neben den Viracocha-Bereichen { $first } und { $second }
board-boat-start-help = Der Start: Jedes Boot beginnt hier, vor Feld { $first }
board-boat-space = Bootsfeld { $space }, Abschnitt { $section }: Wer es erreicht, schickt die Insel des Abschnitts auf das gelbe Feld { $yellow } (es zählt das weiteste im Abschnitt erreichte Feld; liegt deine Insel schon dort, das nächste freie)
board-area = Viracocha-Bereich { $area }, neben den gelben Feldern { $yellows }
board-lake-viracocha = Der Viracocha von Bereich { $area }
board-lake-island = { $name }: Insel aus Abschnitt { $section } auf dem gelben Feld mit Wert { $yellow }
board-lake-boat = { $name }: Boot auf Feld { $space } von { $end }

## Der gemeinsame Vorrat und die Symbole des Spiels (view::icons, ui::boards::supplies).
board-supplies = Der gemeinsame Vorrat: der Gefäßmarkt und die Textilstapel
board-pot-in-market = Marktfeld { $slot }: { $pot }
board-stack-left = noch { $left }
board-pot-red = rotes Gefäß (ein Band)
board-pot-ochre = ockerfarbenes Gefäß (Punkte)
board-pot-green = grünes Gefäß (Zickzack)
board-pot-blue = blaues Gefäß (Streifen)
board-pot-black = schwarzes Gefäß (Winkel)
board-pot-white = weißes Gefäß (eine Raute)
board-pot-viracocha = { $pot }, mit einem Viracocha
board-textile = { $halfsuns -> [0] Textil ohne halbe Sonnen [one] Textil mit einer halben Sonne *[other] Textil mit { $halfsuns } halben Sonnen }
board-symbol-llama = Llama
board-symbol-viracocha = Viracocha
board-symbol-temple = Tempel
board-symbol-tambo = Tambo
board-symbol-maize = Mais
board-symbol-island = Insel

## Eine Wahl in der Vorschau und die Vorhersage (view::preview, view::forecast, view::targets).
board-pot-drawn = Ein neues Gefäß wird aus dem Beutel auf Marktfeld { $slot } gezogen.
board-textile-drawn = Stapel { $stack } deckt ein neues Textil auf.
board-power-up-to = Stärke bis { $max } aus dieser Linie (sobald du ihren Tambo genommen hast).
board-no-activity = Mit diesem Zug ist keine Aktivität möglich: Der Tambo wird ohne Aktivität gebaut.
board-ayllu-plays-next = Dann spielt der Ayllu.
board-next = Als Nächstes: { $task }
board-next-decider = Dann entscheidet { $name }.
board-inti-full-rest-lost = Inti voll bei { $max }: der Rest verfällt
board-inti-full-none-gained = Inti voll bei { $max }: nichts erhalten
board-with-night = Mit Nacht { $round }: { $summary }
board-would-retire = { $ayar } (Feld { $space }) würde ausscheiden, wenn jetzt die Nacht begänne.
board-next-raymi = nächstes Raymi auf { $space }: { $activity }, ein Llama ab { $threshold } Sonnen ({ $standings })
board-next-raymi-more = nächstes Raymi auf { $space }: { $activity }, ein Llama ab { $threshold } Sonnen ({ $standings }); danach noch { $more }
board-no-raymi = kein Raymi-Plättchen mehr
board-choose-marker = Marker wählen: { $marker }
board-put-back-pot = Gefäß von Marktfeld { $slot } zurücklegen

## Die Hinweisleiste und die Reiter am Telefon (view::prompt, view::layout, ui::boards::frame).
board-phase-start = Startaktionen
board-phase-day = Runde { $round } · Tag
board-phase-night = Runde { $round } · Nacht
board-phase-over = Partie beendet
board-plays = { $name } spielt
board-night-falls = Die Nacht bricht herein
board-dawn = Morgengrauen
board-new-round = Eine neue Runde beginnt
board-ayllu-playing = Der Ayllu spielt seinen Zug…
board-thinking = { $name } denkt nach…
board-tab-board = Spielplan
board-tab-my-board = Mein Tableau
board-tab-supplies = See und Markt
board-tab-seats = Plätze
board-show-whole = Ganzen Spielplan zeigen

## Die Ergebniskarten am Ende (view::results).
board-from-llamas = = { $score } + { $llamas } aus Llamas
board-dawns = Inti bei jedem Morgengrauen addiert: { $dawns }
board-inti-sources = Inti erhalten aus Raymi { $raymi }, Cuzco { $cuzco }, Sonnenboni { $bonus }{ $more }
board-inti-solo = , Ayllu-Boni und Morgengrauen-Markierungen { $solo }
board-inti-start = , Startwert der Scheibe { $start }
board-moon-sources = Tempel { $temples }, Bonus für zwei Viracochas { $bonus }, Schrittmarker { $markers }
