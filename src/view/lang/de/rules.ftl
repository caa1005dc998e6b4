## Das Regelfenster (ui::screens::rules, view::rules): das Spiel in kurzen
## Abschnitten, als HTML (ein <b> bleibt, wie es ist). Jede Zahl kommt aus
## den Tabellen der Spiel-Engine (engine::data).
rules-how-to-play = So wird gespielt
rules-close = Regeln schließen
rules-goal-heading = Ziel des Spiels
rules-goal = Du sammelst zwei Arten von Punkten: Sonne und Mond. Am Ende zählt der <b>kleinere</b> der beiden Werte, also halte sie im Gleichgewicht. Gespielt werden vier Runden aus Tag und Nacht; in jeder Nacht scheidet der hinterste Ayar-Bruder aus.
rules-board-heading = Dein Spielertableau
rules-board = Sechzehn Tambos füllen ein Raster aus { $cells } × { $cells } Feldern, aufgeteilt in vier Quadranten zu je { $half } × { $half }. An beiden Enden jeder Reihe und jeder Spalte liegt ein Schrittfeld mit { $least } bis { $most } aufgedruckten Pfeilen. Bei weniger als vier Spielern sind einige Schrittfelder mit { $least -> [one] { $least } Pfeil *[other] { $least } Pfeilen } gesperrt (durchgestrichen dargestellt). Du hast fünf Schrittmarker: einen pro Ayar und einen goldenen, der einen beliebigen Ayar bewegt. Jede der vier Aktivitätskarten hat oben rechts ein Mondfeld.

## Die Tabelle der Schrittfelder: Pfeile und Bonus jeder Reihe und Spalte.
rules-line = Linie
rules-arrows-start = Pfeile links / oben
rules-arrows-end = Pfeile rechts / unten
rules-bonus-when-emptied = Bonus beim Leeren
rules-row = Reihe { $n }
rules-column = Spalte { $n }
rules-bonus-llama = Ein Llama
rules-bonus-viracocha = Ein Viracocha
rules-bonus-sun-pottery = Der Sonnenbonus der Töpferei
rules-bonus-sun-weaving = Der Sonnenbonus der Weberei
rules-bonus-sun-terrace = Der Sonnenbonus des Terrassenanbaus
rules-bonus-sun-reed = Der Sonnenbonus des Schilfbindens

## Der Spielbeginn und ein Zug während des Tages.
rules-start-heading = Spielbeginn
rules-start = Reihum nimmt jeder Spieler einen beliebigen Tambo aus seinem Raster, baut ihn auf einen freien Startbauplatz in Tiwanaku (Feld 0) und führt diese Aktivität mit Stärke 1 aus.
rules-day-heading = Ein Tageszug
rules-day-step = Lege einen verfügbaren Schrittmarker auf ein freies, nicht gesperrtes Schrittfeld, in dessen Reihe oder Spalte noch ein Tambo steht. Ein Marker, der noch aus einer früheren Runde steht, darf auf ein anderes Schrittfeld versetzt werden.
rules-day-move = Zieh den Ayar dieses Markers um so viele Felder vorwärts, wie das Schrittfeld Pfeile zeigt (mit dem goldenen Marker einen beliebigen Ayar). Feld { $cuzco } ist Cuzco; dort bleibt ein Ayar stehen.
rules-day-build = Nimm einen Tambo aus der markierten Reihe oder Spalte und baue ihn auf einen freien Bauplatz am Pfad dieses Ayar, auf seiner Höhe oder hinter ihm, der eine Aktivität zeigt, die du ausführen kannst.
rules-day-power = Die Stärke ist die Zahl der leeren Felder der markierten Linie, nachdem du den Tambo genommen hast ({ $least } bis { $most }); du darfst auch weniger wählen. Führe die Aktivität aus.
rules-day-effects = Handle die Effekte am Zugende in beliebiger Reihenfolge ab.
rules-day-rounds = Die Runden 1 bis { $rounds } haben { $first }, { $second }, { $third } und { $fourth } Züge. Lässt sich kein Zug vollständig ausführen, ziehst und baust du trotzdem, führst aber keine Aktivität aus.

## Die vier Aktivitäten. $costs, $moon, $suns: Zahlenlisten ("1, 1, 2").
rules-activities-heading = Die vier Aktivitäten
rules-activities = Jede Aktivität (Töpferei, Weberei, Terrassenanbau, Schilfbinden) hat sichtbare Sonnen (sie zählen für Raymi, Cuzco und Sonnenboni) und einen Mondwert (er zählt für Tempel und Schrittmarker).
rules-pottery = <b>Töpferei. </b>Die fünf Marktfelder kosten { $costs }. Nimm Gefäße, deren Kosten zusammen höchstens deiner Stärke entsprechen; die übrigen rutschen nach, und der Markt wird aus dem Beutel aufgefüllt. Ein Gefäß mit einem Viracocha bringt dir auch diesen Viracocha. Sonnen: die Zahl verschiedener Farben in deinem Besitz. Mond: nach deiner größten Gruppe einer Farbe (0 bis { $pots -> [one] { $pots } Gefäß *[other] { $pots } Gefäße }): { $moon }.
rules-weaving = <b>Weberei. </b>Stärke 1: das oberste Textil von Stapel { $p1 }; Stärke 2: Stapel { $p2a } oder { $p2b }; Stärke 3: Stapel { $p3a } und { $p3b }; Stärke 4: Stapel { $p4a } und { $p4b }. Lege jedes Textil auf zwei freie, benachbarte Felder deines Webstuhls (tippe ein Feld an, dann das Nachbarfeld für sein anderes Ende). Sonnen: jede Stelle, an der halbe Sonnen zweier verschiedener Textilien zusammentreffen. Mond: { $moon } pro voller Spalte des Webstuhls.
rules-terrace = <b>Terrassenanbau. </b>Pflanze so viel Mais, wie deine Stärke beträgt, von links beginnend in deiner Maisreihe. Geleerte Felder zeigen eine Sonne (gerade Felder) oder einen Mondwert (ungerade Felder: { $moon }); leerst du Block { $box1 } oder { $box2 }, erhältst du einen Viracocha. Sonnen: die aufgedeckten Sonnen. Mond: der am weitesten rechts aufgedeckte Mondwert. Wer in dieser Runde am meisten gepflanzt hat, gewinnt in der Nacht die Ernte.
rules-reed = <b>Schilfbinden. </b>Segle mit deinem Boot so viele Felder vorwärts, wie deine Stärke beträgt ({ $spaces -> [one] { $spaces } Feld *[other] { $spaces } Felder } in vier Abschnitten). Lege für jeden Abschnitt, den du erreichst, dessen Insel auf das gelbe Feld des Sees, das der höchsten darin erreichten Zahl entspricht (ist es besetzt, auf das nächsthöhere freie). Ein gelbes Feld neben einem Viracocha-Bereich lässt dich dessen Viracocha nehmen. Sonnen: die, die deine Inseln freigeben ({ $suns }). Mond: deine zwei höchsten Inseln.

## Die Effekte am Zugende. $bonuses: "+2, +1, +0"; $thresholds: das
## rules-raymi-space jedes Raymi-Felds, getrennt durch "; ".
rules-effects-heading = Effekte am Zugende
rules-temple = <b>Tempel. </b>Verlässt der vierte Tambo einen Quadranten, setze einen Tempel einer Art deiner Wahl auf den am weitesten links liegenden freien Platz in der Tempelreihe der Partnerin des bewegten Ayar. Spaltenboni: { $bonuses }.
rules-line-bonus = <b>Linienbonus. </b>Wird eine ganze Reihe oder Spalte leer: ihr Llama-, Viracocha- oder Sonnenbonus (erhöhe deine Inti-Scheibe um die sichtbaren Sonnen dieser Aktivität).
rules-raymi = <b>Raymi. </b>Erreicht oder überschreitet ein Ayar das Feld eines Raymi-Plättchens, erhöht jeder Spieler seine Inti-Scheibe um seine sichtbaren Sonnen dieser Aktivität, und wer die Schwelle erreicht, nimmt ein Llama. Dann wird das Plättchen auf seine schwerere Seite gedreht; es verlässt das Spiel, sobald seine beiden Ayar daran vorbeigezogen oder ausgeschieden sind. Schwellen: { $thresholds }.
rules-raymi-space = Feld { $space }: { $front }, dann { $reverse }
rules-cuzco = <b>Cuzco. </b>Erreicht ein Ayar Feld { $cuzco }, wählt jeder Spieler zwei verschiedene Aktivitäten und addiert die Sonnen beider; jede mit mindestens { $suns -> [one] { $suns } Sonne *[other] { $suns } Sonnen } bringt ein Llama.

## Die Nacht und das Spielende.
rules-night-heading = Nacht
rules-night-retire = Der Ayar auf dem niedrigsten Feld scheidet aus (bei Gleichstand der, dessen Partnerin in der niedrigeren Tempelreihe sitzt).
rules-night-harvest = Ernte: Wer in dieser Runde den meisten Mais gepflanzt hat, gewinnt den Viracocha neben der Partnerin des ausscheidenden Ayar (bei Gleichstand, wer zuerst gepflanzt hat).
rules-night-temples = Tempel: Spieler mit { $min } oder mehr Viracochas erhalten { $moon } Mond pro eigenem Tempel auf dem Hauptspielplan; dann schreitet die Partnerin ihre Reihe ab, und jeder Tempel bringt seinem Besitzer dessen Mondwert in der Aktivität des Tempels plus den Spaltenbonus. Danach wird die Reihe geräumt.
rules-night-markers = Schrittmarker: Jeder Spieler legt den Marker des ausgeschiedenen Ayar auf ein freies Mondfeld (oben rechts auf jeder Aktivitätskarte) und erhält den Mondwert dieser Aktivität. Jedes Mondfeld wird nur einmal pro Partie gewertet.
rules-night-dawn = Morgengrauen: Addiere den Wert deiner Inti-Scheibe zu deiner Sonne (die Scheibe behält ihren Wert; sie geht nicht über { $max } hinaus).
rules-night-prepare = Vorbereitung: Die Marker werden dort, wo sie liegen, wieder aufgestellt; der Startspieler wechselt im Uhrzeigersinn.
rules-end-heading = Spielende
rules-end = Viracochas werden zu Llamas; jedes Llama ist { $points -> [one] { $points } Punkt *[other] { $points } Punkte } wert, beliebig auf Sonne und Mond verteilt, um deinen kleineren Wert anzuheben. Die höchste Punktzahl gewinnt; bei Gleichstand entscheidet der höhere andere Wert, danach die Zahl der Llamas.

## Solo, und die Tabelle der Schwierigkeitstafeln (ihre Namen: difficulty-name-N).
rules-solo-heading = Solo: der Ayllu
rules-solo = Der Ayllu macht so viele Züge wie du. In jedem Zug deckt er ein Aktivitätsplättchen auf (wie weit ein Ayar zieht, eine Änderung der Stärke, vielleicht ein Tempel) und zieht einen Schrittmarker aus seinem Beutel; dann baut er nach seiner Rangfolge: zuerst die nächste Raymi-Aktivität auf diesem Pfad, dann seine offenen Boni, dann Aktivitäten, deren Mondwert noch nicht gewertet wurde. Seine Viracochas werden zu Llamas. Du musst seine Punktzahl übertreffen; Gleichstand reicht nicht. Schwierigkeitstafeln:
rules-difficulty-board = Tafel
rules-starting-inti = Inti zu Beginn
rules-starting-llamas = Llamas zu Beginn
rules-points-per-llama = Punkte pro Llama
rules-moon-per-temple = Mond pro Tempel

## Das Symbolglossar (view::glossary): Name und eine Zeile je Symbol, in
## den Regeln und beim langen Drücken auf das Symbol.
rules-icons-heading = Symbole
rules-icons-hint = Halte den Finger auf ein Symbol am Tisch, um dort seinen Eintrag zu sehen.
rules-icon-pottery = Töpferei
rules-icon-pottery-line = Eine Aktivität: Kaufe Gefäße; neue Farben bringen Sonnen, viele einer Farbe Mond.
rules-icon-weaving = Weberei
rules-icon-weaving-line = Eine Aktivität: Webe Textilien; zusammentreffende halbe Sonnen bringen Sonnen, volle Spalten Mond.
rules-icon-terrace = Terrassenanbau
rules-icon-terrace-line = Eine Aktivität: Pflanze Mais und decke Sonnen und Mondwerte auf; wer am meisten pflanzt, gewinnt die Ernte.
rules-icon-reed = Schilfbinden
rules-icon-reed-line = Eine Aktivität: Segle mit deinem Boot über den See und lege Inseln für Sonnen und Mond.
rules-icon-sun = Sonne
rules-icon-sun-line = Sonnenpunkte. Sichtbare Sonnen füllen die Inti-Scheibe, die bei jedem Morgengrauen zur Sonne addiert wird.
rules-icon-moon = Mond
rules-icon-moon-line = Mondpunkte, nachts aus Tempeln und Schrittmarkern. Es zählt der kleinere Wert von Sonne und Mond.
rules-icon-llama = Llama
rules-icon-llama-line = Am Ende { $points -> [one] { $points } Punkt *[other] { $points } Punkte } wert, ganz nach Bedarf auf Sonne und Mond verteilt.
rules-icon-viracocha = Viracocha
rules-icon-viracocha-line = Wird am Ende zum Llama; mit { $min } gibt es jede Nacht +{ $moon } Mond pro eigenem Tempel.
rules-icon-temple = Tempel
rules-icon-temple-line = Kommt ins Spiel, wenn ein Quadrant deines Rasters leer wird; bringt Mond in der Nacht seiner Reihe.
rules-icon-tambo = Tambo
rules-icon-tambo-line = Wird aus deinem Raster genommen und an einem Pfad gebaut; du führst die Aktivität seines Bauplatzes aus.
rules-icon-maize = Mais
rules-icon-maize-line = Wird beim Terrassenanbau gepflanzt; wer am meisten pflanzt, gewinnt die Ernte.
rules-icon-boat = Boot
rules-icon-boat-line = Segelt beim Schilfbinden über die { $spaces -> [one] { $spaces } Feld *[other] { $spaces } Felder } des Sees; jeder neue Abschnitt bringt eine Insel.
rules-icon-island = Insel
rules-icon-island-line = Liegt für Mond auf einem gelben Feld des Sees; sie gibt Sonnen auf deinem Tableau frei.
rules-icon-half-sun = Halbe Sonne
rules-icon-half-sun-line = Am Ende eines Textils; zwei halbe Sonnen verschiedener Textilien ergeben auf dem Webstuhl eine Sonne.
rules-icon-llama-bonus = Llama-Bonus
rules-icon-llama-bonus-line = Neben einer Reihe oder Spalte: Leere sie, um ein Llama zu nehmen.
rules-icon-viracocha-bonus = Viracocha-Bonus
rules-icon-viracocha-bonus-line = Neben einer Reihe oder Spalte: Leere sie, um einen Viracocha zu nehmen.
rules-icon-sun-bonus = Sonnenbonus
rules-icon-sun-bonus-line = Sonne mit Aktivität: Leere die Linie und erhöhe die Inti-Scheibe um die sichtbaren Sonnen der Aktivität.

## Spielen auf diesem Bildschirm.
rules-screen-heading = Spielen auf diesem Bildschirm
rules-screen-tap = Tippe einmal auf ein hervorgehobenes Ziel oder eine Option, um die Voransicht zu sehen; tippe erneut oder auf Bestätigen, um den Zug auszuführen.
rules-screen-undo = Rückgängig nimmt Entscheidungen deines Zuges zurück, bis etwas Neues aufgedeckt wird (ein Gefäß oder ein Textil) oder der Zug endet.
rules-screen-pass = Gerät weitergeben: Ein Banner in der Farbe des nächsten Spielers zeigt, wer am Zug ist. Der Übergabebildschirm (eine Einstellung) verbirgt den Tisch, bis diese Person auf „Ich bin bereit“ tippt.
rules-screen-forecast = Die Vorschau zeigt, wer heute Nacht ausscheiden würde, das nächste Raymi auf jedem Pfad und Sonne und Mond aller Spieler; ▼ markiert den kleineren Wert.
