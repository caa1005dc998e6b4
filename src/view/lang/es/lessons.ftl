## Las palabras de la partida guiada (view::tutorial::lessons): antes de cada jugada del guion.
lesson-starting-action = Tu primer movimiento es la acción inicial: toma un Tambo cualquiera (un edificio) de tu cuadrícula de { $size } × { $size }. Las filas, columnas y cuadrantes que vacíes darán premios más adelante.
lesson-start-build = Constrúyelo en el solar inicial libre del camino de { $ayar }, en Tiwanaku (casilla { $space }). Realizas su actividad, { $activity }, con fuerza { $power }.
lesson-start-build-wins = Tu barca navega en el Lago y gana un Viracocha (una estatua sagrada): la línea de abajo lo anticipa.
lesson-gold-first = El marcador de paso dorado mueve al Ayar que elijas: colócalo en la { $slot } y toca a Ayar { $ayar } en el tablero principal. Avanza { $spaces -> [one] { $spaces } casilla *[other] { $spaces } casillas }, hasta la casilla { $to }{ $raymi -> [1] , donde espera una loseta de Raymi *[other] }.
lesson-step-first = Un turno de Día empieza con un marcador de paso: pon tu marcador de { $marker } junto a la cuadrícula, en la { $slot }. Ayar { $ayar } avanza una casilla por flecha: { $arrows }. Los Ayar son de todos: el Ayllu también los mueve.
lesson-step = Pon el marcador de { $marker } en la { $slot }: Ayar { $ayar } avanza { $spaces -> [one] { $spaces } casilla *[other] { $spaces } casillas }, hasta la casilla { $to }{ $raymi -> [1] , donde espera una loseta de Raymi *[other] }.
lesson-step-gold = Pon el marcador dorado en la { $slot }: Ayar { $ayar } avanza { $spaces -> [one] { $spaces } casilla *[other] { $spaces } casillas }, hasta la casilla { $to }{ $raymi -> [1] , donde espera una loseta de Raymi *[other] }.
lesson-take-tambo-first = Toma un Tambo de la { $line }, la línea marcada: solo pueden salir Tambos de esa línea. Cuantas más casillas libres le queden, más fuerza obtienes.
lesson-take-tambo-first-any = Toma un Tambo de la línea marcada: solo pueden salir Tambos de esa línea. Cuantas más casillas libres le queden, más fuerza obtienes.
lesson-take-tambo = Toma el Tambo de la { $cell }.
lesson-empties-line = Así vacías la { $line }.
lesson-empties-lines = Así vacías la { $line } y la { $other }.
lesson-empties-quadrant = Así vacías su cuadrante.
lesson-empties-line-quadrant = Así vacías la { $line } y su cuadrante.
lesson-empties-lines-quadrant = Así vacías la { $line }, la { $other } y su cuadrante.
lesson-build-first = Constrúyelo en un solar libre del camino de { $ayar }, a su altura o por detrás (casilla { $space } o menos). Realizas la actividad del solar: aquí, { $activity }.
lesson-build = Construye en el camino de { $ayar }, casilla { $space }: { $activity }.
lesson-power-choice = La fuerza es el número de casillas libres de la línea marcada: { $max }. Siempre puedes elegir menos.
lesson-power-one = { $power -> [one] Solo queda una casilla libre en la línea *[other] Quedan { $power } casillas libres en la línea }: fuerza { $power }.
lesson-power-again = { $activity } con fuerza { $power }.
lesson-rule-pottery = Alfarería toma vasijas del mercado cuyos costes sumen { $power } como máximo.
lesson-rule-weaving = Tejeduría toma textiles para tu telar: fuerza { $p1 }, pila { $s1 }; { $p2 }, pila { $s2a } o { $s2b }; { $p3 }, pilas { $s3a } y { $s3b }; { $p4 }, pilas { $s4a } y { $s4b }.
lesson-rule-terrace = Cultivo en terrazas planta { $power } de maíz desde la izquierda de tu fila y descubre Soles y valores de Luna. Quien más maíz plante esta ronda gana la Cosecha de esta Noche.
lesson-rule-reed = Atado de juncos hace avanzar tu barca { $power -> [one] { $power } casilla *[other] { $power } casillas }; cada tramo nuevo de su recorrido pone una isla en el Lago (el botón Lago lo muestra), por Soles y Luna.
lesson-pots-first = Toma vasijas cuyos costes sumen tu fuerza, { $power } (las casillas cuestan { $costs }): { $n -> [one] la vasija resaltada *[other] { $n } vasijas, tocando cada una cuando brille }. Los colores nuevos dan Soles; muchas de un color, Luna.
lesson-pots = Toma { $n -> [one] la vasija resaltada *[other] { $n } vasijas, tocando cada una cuando brille } (fuerza { $power }).
lesson-stack = Con fuerza { $power }, Tejeduría toma el textil de arriba de la pila { $a } o de la { $b }. Toma el de la pila { $stack }: { $suns -> [0] un textil liso [one] un textil con medio Sol *[other] un textil con { $suns } medios Soles }.
lesson-stack-any = Con fuerza { $power }, Tejeduría toma el textil de arriba de la pila { $a } o de la { $b }. Toma el de la pila { $stack }.
lesson-textile-first = Coloca { $suns -> [0] un textil liso [one] un textil con medio Sol *[other] un textil con { $suns } medios Soles } en el telar: toca una casilla para ponerlo, una contigua para orientarlo, un extremo para girarlo; luego Confirmar. Dos medios Soles que se juntan dan un Sol; cada columna llena da Luna.
lesson-textile = Coloca { $suns -> [0] un textil liso [one] un textil con medio Sol *[other] un textil con { $suns } medios Soles } en el telar: toca sus dos casillas.
lesson-viracocha = Tu isla en la casilla amarilla { $yellow } está junto a la zona de Viracocha { $area }: toma su Viracocha. Con { $min -> [2] dos *[other] { $min } } Viracochas, cada Noche cada uno de tus templos da Luna.
lesson-several-effects = Varios efectos cierran este turno, y tú eliges su orden.
lesson-raymi-llama = Después, el Raymi te da una llama (vale { $points -> [one] { $points } punto *[other] { $points } puntos } al final).
lesson-first-line-sun = Primero, la { $line }: al quedar vacía, suma tus Soles visibles de { $activity } al disco de Inti.
lesson-first-line-viracocha = Primero, la { $line }: al quedar vacía, te da un Viracocha (con { $min -> [2] dos *[other] { $min } }, tus templos dan Luna extra cada Noche).
lesson-first-line-llama = Primero, la { $line }: al quedar vacía, te da una llama.
lesson-first-temple = Primero, el templo: el { $cells -> [4] cuarto *[other] último } Tambo ha salido de un cuadrante.
lesson-first-other = Primero: { $effect }.
lesson-temple = Tienes un cuadrante vacío: pon un templo en la fila de { $partner } (compañera de { $ayar }, movido este turno). Cuando { $ayar } se retire (cada Noche se retira el más rezagado), dará el valor de Luna de su actividad +{ $bonus }. Elige { $activity }.
lesson-score-marker = Puntuar marcadores de paso: tu marcador de { $marker } va a la casilla de Luna de una actividad (el recuadro discontinuo arriba a la derecha de su carta) y puntúa su valor de Luna, ahora { $moon }. Cada casilla puntúa una vez por partida.
lesson-score-gold = Puntuar marcadores de paso: tu marcador dorado va a la casilla de Luna de una actividad (el recuadro discontinuo arriba a la derecha de su carta) y puntúa su valor de Luna, ahora { $moon }. Cada casilla puntúa una vez por partida.

## Lo que desencadenó una jugada, para leer antes de la siguiente.
lesson-line-bonus-llama = Has vaciado la { $line }: su bono, una llama, es tuyo.
lesson-line-bonus-viracocha = Has vaciado la { $line }: su bono, un Viracocha, es tuyo.
lesson-line-bonus-sun = Has vaciado la { $line }: su bono de Sol de { $activity } es tuyo.
lesson-ayllu-first = El Ayllu, tu rival, sigue reglas fijas y { $reason }. (Una loseta de Raymi es una fiesta: al llegar un Ayar, todos puntúan su actividad.)
lesson-ayllu-turn-token = Turno del Ayllu: revela la ficha de actividad { $number } (avance y fuerza): { $ayar } avanza { $moves } con fuerza { $power }{ $temple -> [1] , y luego un templo *[other] }. Luego { $built }.
lesson-ayllu-turn = Turno del Ayllu: { $drawn }. Después, { $built }.
lesson-ayllu-builds-anywhere = construye donde puede
lesson-lake = Este es el Lago (lo abre el botón Lago). Atado de juncos puso tu barca en su recorrido y una isla en la casilla amarilla { $yellow }, junto a { $count -> [one] la zona { $first } *[other] las zonas { $first } y { $second } }: su valor de Luna, { $yellow }, cuenta para Atado de juncos. Una isla junto a un Viracocha lo gana.
lesson-raymi = ¡Raymi en la casilla { $space }! Todos suman sus Soles visibles de { $activity } al disco de Inti (se suma al Sol cada Amanecer), y con { $threshold } o más ganan una llama ({ $points -> [one] { $points } punto *[other] { $points } puntos } al final, en Sol o Luna, donde más ayude).
lesson-raymi-you = Sumas { $inti }.
lesson-raymi-you-llama = Sumas { $inti } y te llevas una llama.

## La Noche y el Amanecer, una nota por momento.
lesson-retire = Cae la Noche. Ayar { $ayar } es el más rezagado, en la casilla { $space }, así que se retira: su camino queda cerrado el resto de la partida.
lesson-harvest-you = Cosecha: esta ronda has plantado más maíz que nadie, así que el Viracocha junto a { $partner } es tuyo.
lesson-harvest-other = Cosecha: { $name } plantó más maíz que nadie esta ronda y se lleva el Viracocha junto a { $partner }.
lesson-harvest-none = Cosecha: nadie plantó maíz, así que el Viracocha junto a { $partner } se devuelve.
lesson-temples = Templos: { $partner } recorre la fila de templos { $row }, y cada templo de esa fila da el valor de Luna de su actividad más su bono de columna.
lesson-temples-paid-bonus = Tu templo de esa fila ha dado { $moon } de Luna, y tener { $min -> [2] dos *[other] { $min } } Viracochas o más, { $bonus } más.
lesson-temples-paid = Tu templo de esa fila ha dado { $moon } de Luna.
lesson-temples-none = Esta Noche no tienes ningún templo en esa fila.
lesson-dawn = Amanecer: tu disco de Inti, { $inti }, se suma a tu Sol, que ahora es { $sun }. El disco no vuelve a cero: cada Inti paga de nuevo en cada Amanecer.
lesson-score = Tu puntuación es el menor valor entre Sol ({ $sun }) y Luna ({ $moon }): { $lower }. Un clan fuerte en uno y débil en el otro pierde, así que refuerza el menor.

## Las primeras páginas, las últimas y mientras juega la mesa.
lesson-welcome = ¡Te damos la bienvenida! Guía a los { $ayars -> [4] cuatro *[other] { $ayars } } hermanos Ayar de Tiwanaku a Cuzco, contra el Ayllu. En esta partida guiada juegas la ronda { $round } de { $rounds } y su Noche: toca cada vez lo que brilla.
lesson-welcome-score = Ganas puntos de Sol ☀ y de Luna ☾ (arriba, en tu tablero). Tu puntuación final es el menor de los dos (con borde rojo cuando difieren): haz crecer ambos. El disco de Inti, a su lado, se suma al Sol en cada Amanecer.
lesson-welcome-cards = Los números ☀ ☾ de tus cartas de actividad todavía no son puntos: son lo que da cada actividad cuando puntúa.
lesson-forecast = El Pronóstico (en la barra de abajo) mira las rondas siguientes: la próxima loseta de Raymi de cada camino y quién ganaría su llama, el Ayar que se retiraría si la Noche llegara ya, y las puntuaciones.
lesson-help = Deja el dedo quieto sobre cualquier icono o número para ver qué es, como aquí sobre tus llamas. Un toque en cualquier sitio lo cierra.
lesson-farewell = Esta ha sido la ronda { $round } y su Noche. Sigue jugando solo contra el Ayllu, o sal. Deja el dedo sobre un icono para saber qué es; Pronóstico muestra las rondas siguientes; Pista sugiere una jugada.
lesson-watching = El Ayllu está jugando su turno: mira el tablero. Sus motivos aparecen en la franja de arriba.
lesson-unfolding = Mira el tablero: la jugada se desarrolla paso a paso, y la franja de arriba dice qué hace cada paso.

## Qué tocar ahora (view::tutorial::guide).
lesson-tap-confirm = Mira la vista previa y toca Confirmar, arriba a la derecha.
lesson-tap-loom = Toca la casilla del telar que brilla: un toque pone el textil, un toque en una casilla contigua lo orienta, un toque sobre él le da la vuelta.
lesson-tap-marker = Toca el marcador de paso que brilla en tu mano.
lesson-tap-step-slot = Toca la casilla de paso que brilla junto a tu cuadrícula.
lesson-tap-cell = Toca el Tambo que brilla en tu cuadrícula.
lesson-tap-quadrant = Toca el cuadrante que brilla.
lesson-tap-line-bonus = Toca el bono de línea que brilla.
lesson-tap-moon-slot = Toca la casilla de Luna que brilla.
lesson-tap-activity = Toca la actividad que brilla.
lesson-tap-power = Toca la fuerza que brilla.
lesson-tap-temple = Toca el templo que brilla en tu mano.
lesson-tap-box = Toca «A la caja», que brilla.
lesson-tap-building-slot = Toca el solar que brilla en el tablero principal.
lesson-tap-ayar = Toca el Ayar que brilla en el tablero principal.
lesson-tap-raymi = Toca la loseta de Raymi que brilla.
lesson-tap-cuzco = Toca Cuzco, que brilla.
lesson-tap-market = Toca la vasija que brilla en el mercado.
lesson-tap-stack = Toca la pila de textiles que brilla.
lesson-tap-lake-area = Toca la zona de Viracocha que brilla.
