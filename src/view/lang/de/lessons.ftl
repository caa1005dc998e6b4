## Die Worte der Lernpartie (view::tutorial::lessons): vor jedem Zug des Drehbuchs.
lesson-starting-action = Dein erster Zug ist die Startaktion: Nimm einen beliebigen Tambo (ein Gebäude) aus deinem Raster ({ $size } × { $size }). Geleerte Reihen, Spalten und Quadranten zahlen sich später aus.
lesson-start-build = Baue ihn auf den freien Startbauplatz von { $ayar }s Pfad in Tiwanaku (Feld { $space }). Du führst seine Aktivität mit Stärke { $power } aus: { $activity }.
lesson-start-build-wins = Dein Boot segelt auf dem See und gewinnt einen Viracocha (eine heilige Statue); die Zeile unten zeigt es.
lesson-gold-first = Der goldene Marker bewegt einen Ayar deiner Wahl: Lege ihn an { $slot } und tippe dann auf dem Hauptspielplan auf Ayar { $ayar }. Er zieht { $spaces -> [one] { $spaces } Feld *[other] { $spaces } Felder } bis Feld { $to }{ $raymi -> [1] , wo ein Raymi-Plättchen wartet *[other] }.
lesson-step-first = Ein Tageszug beginnt mit einem Schrittmarker: Lege deinen { $marker }-Marker neben das Raster, an { $slot }. Ayar { $ayar } zieht so viele Felder, wie das Schrittfeld Pfeile zeigt: { $arrows }. Die Ayar gehören allen: Auch der Ayllu bewegt sie.
lesson-step = Lege den { $marker }-Marker an { $slot }: Ayar { $ayar } zieht { $spaces -> [one] { $spaces } Feld *[other] { $spaces } Felder } bis Feld { $to }{ $raymi -> [1] , wo ein Raymi-Plättchen wartet *[other] }.
lesson-step-gold = Lege den goldenen Marker an { $slot }: Ayar { $ayar } zieht { $spaces -> [one] { $spaces } Feld *[other] { $spaces } Felder } bis Feld { $to }{ $raymi -> [1] , wo ein Raymi-Plättchen wartet *[other] }.
lesson-take-tambo-first = Nimm einen Tambo aus der markierten Linie ({ $line }): Nur ihre Tambos kommen infrage. Je leerer sie ist, desto mehr Stärke bekommst du.
lesson-take-tambo-first-any = Nimm einen Tambo aus der markierten Linie: Nur ihre Tambos kommen infrage. Je leerer sie ist, desto mehr Stärke bekommst du.
lesson-take-tambo = Nimm den Tambo aus { $cell }.
lesson-empties-line = Damit wird { $line } leer.
lesson-empties-lines = Damit werden { $line } und { $other } leer.
lesson-empties-quadrant = Damit wird sein Quadrant leer.
lesson-empties-line-quadrant = Damit werden { $line } und sein Quadrant leer.
lesson-empties-lines-quadrant = Damit werden { $line }, { $other } und sein Quadrant leer.
lesson-build-first = Baue ihn auf einen freien Bauplatz von { $ayar }s Pfad, auf seiner Höhe oder dahinter (Feld { $space } oder niedriger). Du führst die Aktivität des Bauplatzes aus: hier { $activity }.
lesson-build = Baue auf { $ayar }s Pfad, Feld { $space }: { $activity }.
lesson-power-choice = Die Stärke ist die Zahl der leeren Felder der markierten Linie: { $max }. Weniger wählen darfst du immer.
lesson-power-one = { $power -> [one] Ein Feld der Linie ist leer *[other] { $power } Felder der Linie sind leer }: Stärke { $power }.
lesson-power-again = { $activity } mit Stärke { $power }.
lesson-rule-pottery = Töpferei nimmt Gefäße vom Markt, deren Kosten zusammen höchstens { $power } ergeben.
lesson-rule-weaving = Weberei nimmt Textilien für deinen Webstuhl: Stärke { $p1 }: Stapel { $s1 }; { $p2 }: Stapel { $s2a } oder { $s2b }; { $p3 }: Stapel { $s3a } und { $s3b }; { $p4 }: Stapel { $s4a } und { $s4b }.
lesson-rule-terrace = Terrassenanbau pflanzt { $power } Mais von links in deine Reihe und deckt Sonnen und Mondwerte auf. Wer diese Runde den meisten Mais pflanzt, gewinnt heute Nacht die Ernte.
lesson-rule-reed = Schilfbinden lässt dein Boot { $power -> [one] { $power } Feld *[other] { $power } Felder } weit segeln; jeder neue Abschnitt der Bootsleiste legt eine Insel auf den See (die Schaltfläche See zeigt ihn), für Sonnen und Mond.
lesson-pots-first = Nimm Gefäße, deren Kosten zusammen deine Stärke ergeben, { $power } (die Marktfelder kosten { $costs }): { $n -> [one] das leuchtende Gefäß *[other] { $n } Gefäße; tippe jedes an, sobald es leuchtet }. Neue Farben bringen Sonnen; viele einer Farbe bringen Mond.
lesson-pots = Nimm { $n -> [one] das leuchtende Gefäß *[other] { $n } Gefäße; tippe jedes an, sobald es leuchtet } (Stärke { $power }).
lesson-stack = Bei Stärke { $power } nimmt Weberei das oberste Textil von Stapel { $a } oder { $b }. Nimm das von Stapel { $stack }: { $suns -> [0] ein leeres Textil [one] ein Textil mit einer halben Sonne *[other] ein Textil mit { $suns } halben Sonnen }.
lesson-stack-any = Bei Stärke { $power } nimmt Weberei das oberste Textil von Stapel { $a } oder { $b }. Nimm das von Stapel { $stack }.
lesson-textile-first = Lege { $suns -> [0] ein leeres Textil [one] ein Textil mit einer halben Sonne *[other] ein Textil mit { $suns } halben Sonnen } auf den Webstuhl: Feld antippen zum Legen, Nachbarfeld zum Ausrichten, Ende zum Drehen; dann Bestätigen. Treffen sich zwei halbe Sonnen, gibt das eine Sonne; jede volle Spalte bringt Mond.
lesson-textile = Lege { $suns -> [0] ein leeres Textil [one] ein Textil mit einer halben Sonne *[other] ein Textil mit { $suns } halben Sonnen } auf den Webstuhl: Tippe seine zwei Felder an.
lesson-viracocha = Deine Insel auf dem gelben Feld { $yellow } liegt neben dem Viracocha-Bereich { $area }: Nimm seinen Viracocha. { $min -> [2] Zwei *[other] { $min } } Viracochas bringen jede Nacht Mond für jeden deiner Tempel.
lesson-several-effects = Mehrere Effekte beenden diesen Zug; du wählst die Reihenfolge.
lesson-raymi-llama = Das Raymi bringt dann ein Llama (am Ende { $points -> [one] { $points } Punkt *[other] { $points } Punkte } wert).
lesson-first-line-sun = Zuerst { $line }: Die geleerte Linie gibt deine sichtbaren { $activity }-Sonnen auf die Inti-Scheibe.
lesson-first-line-viracocha = Zuerst { $line }: Die geleerte Linie bringt einen Viracocha (mit { $min -> [2] zweien *[other] { $min } } bringen deine Tempel jede Nacht extra Mond).
lesson-first-line-llama = Zuerst { $line }: Die geleerte Linie bringt ein Llama.
lesson-first-temple = Zuerst der Tempel: Der { $cells -> [4] vierte *[other] letzte } Tambo hat einen Quadranten geleert.
lesson-first-other = Zuerst: { $effect }.
lesson-temple = Ein Quadrant ist leer: Setze einen Tempel in { $partner }s Reihe (Partnerin von { $ayar }, in diesem Zug bewegt). Scheidet { $ayar } aus (das tut nachts der hinterste Ayar), bringt der Tempel den Mondwert seiner Aktivität +{ $bonus }. Wähle { $activity }.
lesson-score-marker = Schrittmarker werten: Dein { $marker }-Marker kommt auf das Mondfeld einer Aktivität (das gestrichelte Feld oben rechts auf ihrer Karte) und wertet deren Mondwert, jetzt { $moon }. Jedes Mondfeld zählt nur einmal pro Partie.
lesson-score-gold = Schrittmarker werten: Dein goldener Marker kommt auf das Mondfeld einer Aktivität (das gestrichelte Feld oben rechts auf ihrer Karte) und wertet deren Mondwert, jetzt { $moon }. Jedes Mondfeld zählt nur einmal pro Partie.

## Was ein Zug ausgelöst hat, zu lesen vor dem nächsten.
lesson-line-bonus-llama = { $line } ist leer: Ihr Bonus, ein Llama, gehört dir.
lesson-line-bonus-viracocha = { $line } ist leer: Ihr Bonus, ein Viracocha, gehört dir.
lesson-line-bonus-sun = { $line } ist leer: Ihr Bonus, der { $activity }-Sonnenbonus, gehört dir.
lesson-ayllu-first = Dein Gegner, der Ayllu, folgt festen Regeln: Er { $reason }. (Ein Raymi-Plättchen ist ein Fest: Erreicht es ein Ayar, werten alle dessen Aktivität.)
lesson-ayllu-turn-token = Zug des Ayllu: Er deckt Aktivitätsplättchen { $number } auf (wie weit, wie stark): { $ayar } zieht { $moves -> [one] { $moves } Feld *[other] { $moves } Felder } mit Stärke { $power }{ $temple -> [1] , dann ein Tempel *[other] }. Danach: Er { $built }.
lesson-ayllu-turn = Zug des Ayllu: Er { $drawn }. Danach: Er { $built }.
lesson-ayllu-builds-anywhere = baut, wo er kann
lesson-lake = Das ist der See (Schaltfläche See). Schilfbinden brachte dein Boot auf die Bootsleiste und legte eine Insel auf das gelbe Feld { $yellow } neben { $count -> [one] Bereich { $first } *[other] den Bereichen { $first } und { $second } }: Ihr Mondwert, { $yellow }, zählt für Schilfbinden. Eine Insel neben einem Viracocha holt ihn dir.
lesson-raymi = Raymi auf Feld { $space }! Alle geben ihre sichtbaren { $activity }-Sonnen auf die Inti-Scheibe (sie zahlt bei jedem Morgengrauen in Sonne ein), ab { $threshold } gibt es ein Llama (am Ende { $points -> [one] { $points } Punkt *[other] { $points } Punkte } für Sonne oder Mond, nach Wahl).
lesson-raymi-you = Du erhältst { $inti } Inti.
lesson-raymi-you-llama = Du erhältst { $inti } Inti und ein Llama.

## Die Nacht und das Morgengrauen, eine Notiz je Moment.
lesson-retire = Die Nacht bricht herein. Ayar { $ayar } steht am weitesten hinten, auf Feld { $space }, also scheidet er aus: Sein Pfad bleibt für den Rest der Partie gesperrt.
lesson-harvest-you = Ernte: Du hast diese Runde den meisten Mais gepflanzt, also gehört der Viracocha neben { $partner } dir.
lesson-harvest-other = Ernte: { $name } hat diese Runde den meisten Mais gepflanzt und nimmt den Viracocha neben { $partner }.
lesson-harvest-none = Ernte: Niemand hat Mais gepflanzt, also geht der Viracocha neben { $partner } zurück.
lesson-temples = Tempel: { $partner } schreitet Tempelreihe { $row } ab, und jeder Tempel darin bringt den Mondwert seiner Aktivität plus seinen Spaltenbonus.
lesson-temples-paid-bonus = Dein Tempel dort brachte { $moon } Mond, und { $min -> [2] zwei *[other] { $min } } oder mehr Viracochas brachten { $bonus } mehr.
lesson-temples-paid = Dein Tempel dort brachte { $moon } Mond.
lesson-temples-none = Heute Nacht steht keiner deiner Tempel dort.
lesson-dawn = Morgengrauen: Der Wert deiner Inti-Scheibe ({ $inti }) kommt zu deiner Sonne, jetzt { $sun }. Die Scheibe wird nicht zurückgesetzt: Jedes Inti zahlt bei jedem Morgengrauen erneut.
lesson-score = Deine Punktzahl ist der kleinere Wert von Sonne ({ $sun }) und Mond ({ $moon }): { $lower }. Ein Clan, der in einem stark und im anderen schwach ist, verliert, also stärke den kleineren.

## Die ersten Seiten, die letzten und während der Tisch spielt.
lesson-welcome = Willkommen! Führe die { $ayars -> [4] vier *[other] { $ayars } } Ayar-Brüder von Tiwanaku nach Cuzco, gegen den Ayllu. In dieser Lernpartie spielst du Runde { $round } von { $rounds } und ihre Nacht: Tippe jedes Mal auf das leuchtende Ziel.
lesson-welcome-score = Du sammelst Punkte in Sonne ☀ und Mond ☾ (oben auf deinem Tableau). Am Ende zählt der kleinere Wert (rot umrandet, sobald sie verschieden sind): Lass beide wachsen. Die Inti-Scheibe daneben zahlt bei jedem Morgengrauen in Sonne ein.
lesson-welcome-cards = Die Zahlen ☀ ☾ auf deinen Aktivitätskarten sind noch keine Punkte: Sie zeigen, was jede Aktivität bringt, wenn sie gewertet wird.
lesson-forecast = Die Vorschau (in der Leiste unten) zeigt die kommenden Runden: das nächste Raymi-Plättchen jedes Pfads und wer sein Llama gewinnen würde, welcher Ayar ausscheiden würde, wenn jetzt die Nacht käme, und die Punktestände.
lesson-help = Halte den Finger auf ein Symbol oder eine Zahl, um zu sehen, was es ist, wie hier bei deinen Llamas. Tippe irgendwohin, um es wieder zu schließen.
lesson-farewell = Das waren Runde { $round } und ihre Nacht. Spiel allein gegen den Ayllu weiter oder verlasse die Partie. Halte den Finger auf ein Symbol, um zu erfahren, was es ist; die Vorschau zeigt die kommenden Runden; Tipp schlägt einen Zug vor.
lesson-watching = Der Ayllu ist am Zug: Schau auf den Spielplan. Seine Gründe stehen in der Leiste oben.
lesson-unfolding = Schau auf den Spielplan: Der Zug läuft Schritt für Schritt ab, und die Leiste oben sagt, was jeder Schritt tut.

## Was als Nächstes anzutippen ist (view::tutorial::guide).
lesson-tap-confirm = Sieh dir die Voransicht an und tippe dann oben rechts auf Bestätigen.
lesson-tap-loom = Tippe auf das leuchtende Feld des Webstuhls: Ein Tippen legt das Textil, ein Tippen daneben richtet es aus, ein Tippen darauf dreht es um.
lesson-tap-marker = Tippe auf den leuchtenden Schrittmarker auf deiner Hand.
lesson-tap-step-slot = Tippe auf das leuchtende Schrittfeld neben deinem Raster.
lesson-tap-cell = Tippe auf den leuchtenden Tambo in deinem Raster.
lesson-tap-quadrant = Tippe auf den leuchtenden Quadranten.
lesson-tap-line-bonus = Tippe auf den leuchtenden Linienbonus.
lesson-tap-moon-slot = Tippe auf das leuchtende Mondfeld.
lesson-tap-activity = Tippe auf die leuchtende Aktivität.
lesson-tap-power = Tippe auf die leuchtende Stärke.
lesson-tap-temple = Tippe auf den leuchtenden Tempel auf deiner Hand.
lesson-tap-box = Tippe auf die leuchtende Schachtel.
lesson-tap-building-slot = Tippe auf den leuchtenden Bauplatz auf dem Hauptspielplan.
lesson-tap-ayar = Tippe auf den leuchtenden Ayar auf dem Hauptspielplan.
lesson-tap-raymi = Tippe auf das leuchtende Raymi-Plättchen.
lesson-tap-cuzco = Tippe auf das leuchtende Cuzco.
lesson-tap-market = Tippe auf das leuchtende Gefäß auf dem Markt.
lesson-tap-stack = Tippe auf den leuchtenden Textilstapel.
lesson-tap-lake-area = Tippe auf den leuchtenden Viracocha-Bereich.
