# Español: los tableros, las etiquetas de sus piezas y la barra de aviso (issue 31).

## Palabras comunes de los tableros (view::preview, view::icons).
board-sun = Sol
board-moon = Luna
board-inti = Inti
board-llamas = Llamas
board-viracochas = Viracochas
board-boat = Barca
board-suns = { $activity } ☀
board-moon-value = { $activity } ☾
board-planted = Maíz plantado

## El tablero de un jugador: cabecera, mano, cartas y contadores (view::cards, ui::boards::player).
board-seat-board = Tablero de { $name }
board-first-player = Jugador inicial
board-first-player-help = Jugador inicial de esta ronda
board-sun-help = Sol (la puntuación es el menor valor entre Sol y Luna)
board-moon-help = Luna (la puntuación es el menor valor entre Sol y Luna)
board-inti-max = máx.
board-inti-help = Disco de Inti: se suma al Sol en cada Amanecer
board-inti-help-full = Disco de Inti: se suma al Sol en cada Amanecer. Está lleno: el Inti que ganes de más se pierde
board-llamas-help = Llamas: { $points -> [one] { $points } punto *[other] { $points } puntos } cada una al final, para Sol o Luna
board-viracochas-bonus = Viracochas: el bono de dos Viracochas, +{ $moon } Luna por cada templo tuyo en cada Noche
board-viracochas-help = Viracochas: { $count } dan +{ $moon } Luna por cada templo tuyo en cada Noche
board-hand = Marcadores de paso en la mano y templos por colocar
board-marker-in-hand = { $marker }: en la mano
board-marker-laid = { $marker }: colocado esta ronda
board-temple-left = Templo de { $activity }: por colocar
board-temple-placed = Templo de { $activity }: colocado
board-power = Fuerza
board-power-label = Fuerza de { $activity }
board-moon-slot-scored = Casilla de Luna de { $activity }: aquí puntuó el { $marker }
board-moon-slot-empty = Casilla de Luna de { $activity }: vacía; el marcador de un Ayar retirado puntúa aquí una vez el valor de Luna
board-card-values = { $activity }: { $suns -> [one] { $suns } Sol visible *[other] { $suns } Soles visibles }, valor de Luna { $moon }
board-pots-red = Vasijas rojas: { $count }
board-pots-ochre = Vasijas ocres: { $count }
board-pots-green = Vasijas verdes: { $count }
board-pots-blue = Vasijas azules: { $count }
board-pots-black = Vasijas negras: { $count }
board-pots-white = Vasijas blancas: { $count }
board-maize = Maíz plantado: { $planted } de { $spaces }
board-loom = Telar
board-to-place = Por colocar: { $textile }
board-island-placed = Isla del tramo { $section } en la casilla amarilla { $yellow }
board-island-waiting = Isla del tramo { $section } aún aquí: { $suns -> [one] { $suns } Sol *[other] { $suns } Soles } debajo
board-boat-line = Barca { $space }/{ $end }

## El tablero en solitario del Ayllu (view::cards, ui::boards::solo).
board-solo-space = casilla { $space }: { $suns -> [one] { $suns } Sol *[other] { $suns } Soles }, Luna { $moon }
board-solo-space-bonus = casilla { $space }: { $suns -> [one] { $suns } Sol *[other] { $suns } Soles }, Luna { $moon }, bono
board-difficulty = { $name }: empezó con { $inti } Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas }; { $points -> [one] { $points } punto *[other] { $points } puntos } por llama al final; +{ $moon } Luna por cada templo que puntúa.
board-solo-token = { $number }: avanza { $moves }, fuerza { $modifier }
board-solo-token-temple = { $number }: avanza { $moves }, fuerza { $modifier }, templo
board-solo-face-down = boca abajo
board-solo-tokens = Fichas de actividad de esta ronda: { $tokens }
board-solo-bag-empty = Bolsa: vacía; los cuatro vuelven antes del próximo robo
board-solo-bag = Bolsa: { $markers }
board-solo-tambos = { $tambos -> [one] { $tambos } Tambo *[other] { $tambos } Tambos } en su reserva
board-solo-open-open = { $activity }: bono pendiente, Amanecer pendiente
board-solo-open-marked = { $activity }: bono pendiente, Amanecer marcado
board-solo-scored-open = { $activity }: bono puntuado, Amanecer pendiente
board-solo-scored-marked = { $activity }: bono puntuado, Amanecer marcado

## La cuadrícula de Tambos (view::player_board, ui::boards::player).
board-grid = Cuadrícula de Tambos con sus casillas de paso y sus bonos de línea
board-blocked = Bloqueada: en partidas de menos de cuatro jugadores, la loseta de paso tapa esta casilla de paso y aquí no va ningún marcador
board-marker-standing = { $marker } de pie: puede colocarse otra vez
board-marker-laid-here = { $marker } colocado esta ronda
board-step-slot-row = Casilla de paso en un extremo de la fila { $line }: { $arrows -> [one] { $arrows } flecha *[other] { $arrows } flechas }; un marcador colocado aquí mueve a su Ayar { $arrows -> [one] { $arrows } casilla *[other] { $arrows } casillas }
board-step-slot-column = Casilla de paso en un extremo de la columna { $line }: { $arrows -> [one] { $arrows } flecha *[other] { $arrows } flechas }; un marcador colocado aquí mueve a su Ayar { $arrows -> [one] { $arrows } casilla *[other] { $arrows } casillas }
board-row-llama = Vaciar la fila { $line } da una llama. { $help }
board-row-viracocha = Vaciar la fila { $line } da un Viracocha. { $help }
board-row-sun = Vaciar la fila { $line } da el bono de Sol de { $activity } (sus Soles visibles van a tu disco de Inti). { $help }
board-column-llama = Vaciar la columna { $line } da una llama. { $help }
board-column-viracocha = Vaciar la columna { $line } da un Viracocha. { $help }
board-column-sun = Vaciar la columna { $line } da el bono de Sol de { $activity } (sus Soles visibles van a tu disco de Inti). { $help }
board-grid-cell = Cuadrícula de Tambos, fila { $row }, columna { $column }

## El tablero principal (view::main_board, ui::boards::main).
board-main = Tablero principal: los cuatro caminos de los Ayar de Tiwanaku a Cuzco, las losetas de Raymi, las filas de templos y la terraza
board-temples-title = TEMPLOS
board-terrace-title = TERRAZA
board-slot = Camino de { $ayar }, casilla { $space }: un solar de { $activity }. { $help }
board-space = Camino de { $ayar }, casilla { $space }
board-space-tiwanaku = Camino de { $ayar }, casilla { $space }: Tiwanaku, donde empiezan los Ayar
board-space-cuzco = Camino de { $ayar }, casilla { $space }: Cuzco; el Ayar que llega aquí activa la puntuación de Cuzco
board-space-raymi = Camino de { $ayar }, casilla { $space }: la casilla de una loseta de Raymi
board-temple-column = Columna de templos { $column }: un templo aquí da a su dueño su valor de Luna en su actividad, +{ $bonus }, cuando su fila puntúa en la Noche
board-temple-slot = Fila de templos { $row }, casilla { $slot }: +{ $bonus } Luna cuando puntúa
board-temple-slot-last = Fila de templos { $row }, casilla { $slot }: +{ $bonus } Luna cuando puntúa; admite cualquier número de templos
board-terrace = La terraza: el maíz plantado esta ronda; la Cosecha es para quien más haya plantado
board-player-n = Jugador { $n }
board-tambo = Tambo de { $name } en el camino de { $ayar }, casilla { $space } ({ $activity })
board-ayar-at = { $ayar } en la casilla { $space }
board-ayar-retired = { $ayar } (retirado) en la casilla { $space }
board-raymi-front = Loseta de Raymi en la casilla { $space } para { $first } y { $second }: { $activity }, anverso; { $threshold -> [one] { $threshold } Sol visible da *[other] { $threshold } Soles visibles dan } una llama. Aún por llegar: { $waiting }
board-raymi-reverse = Loseta de Raymi en la casilla { $space } para { $first } y { $second }: { $activity }, reverso; { $threshold -> [one] { $threshold } Sol visible da *[other] { $threshold } Soles visibles dan } una llama. Aún por llegar: { $waiting }
board-female-head = { $name }, compañera de { $ayar }, encabeza la fila de templos { $row }
board-female-head-viracocha = { $name }, compañera de { $ayar }, encabeza la fila de templos { $row }; su Viracocha está a su lado (el premio de la Cosecha de la Noche en que se retire su compañero)
board-temple = Templo de { $activity } de { $name } en la fila { $row }, casilla { $slot }
board-terrace-row = Maíz plantado por { $name } esta ronda: { $count }

## El tablero del Lago (view::lake, ui::boards::lake).
board-lake = El Lago: casillas amarillas que valen de { $low } a { $high } Luna alrededor de las zonas de Viracocha { $first } a { $last }, y el recorrido de las barcas
board-lake-title = LAGO
board-boat-track-title = RECORRIDO
board-section = Tramo { $section }
board-start = salida
board-yellow-area = Casilla amarilla que vale { $moon } Luna, junto a la zona de Viracocha { $area }
board-yellow-areas = Casilla amarilla que vale { $moon } Luna, junto a las zonas de Viracocha { $first } y { $second }
board-boat-start-help = La salida: todas las barcas empiezan aquí, antes de la casilla { $first }
board-boat-space = Casilla { $space } del recorrido, tramo { $section }: al alcanzarla, la isla del tramo va a la casilla amarilla { $yellow } (cuenta la casilla más lejana alcanzada en el tramo; si ya está ahí la tuya, la siguiente libre)
board-area = Zona de Viracocha { $area }, junto a las casillas amarillas { $yellows }
board-lake-viracocha = El Viracocha de la zona { $area }
board-lake-island = Isla del tramo { $section } de { $name } en la casilla amarilla que vale { $yellow }
board-lake-boat = Barca de { $name } en la casilla { $space } de { $end }

## Las reservas comunes y los símbolos del juego (view::icons, ui::boards::supplies).
board-supplies = Las reservas comunes: el mercado de vasijas y las pilas de textiles
board-pot-in-market = En la casilla { $slot } del mercado: { $pot }
board-stack-left = { $left -> [one] queda { $left } *[other] quedan { $left } }
board-pot-red = vasija roja (una franja)
board-pot-ochre = vasija ocre (puntos)
board-pot-green = vasija verde (zigzag)
board-pot-blue = vasija azul (rayas)
board-pot-black = vasija negra (uves)
board-pot-white = vasija blanca (un rombo)
board-pot-viracocha = { $pot }, con un Viracocha
board-textile = { $halfsuns -> [0] Textil sin medios Soles [one] Textil con un medio Sol *[other] Textil con { $halfsuns } medios Soles }
board-symbol-llama = Llama
board-symbol-viracocha = Viracocha
board-symbol-temple = Templo
board-symbol-tambo = Tambo
board-symbol-maize = Maíz
board-symbol-island = Isla

## Una jugada en vista previa y el pronóstico (view::preview, view::forecast, view::targets).
board-pot-drawn = Se saca de la bolsa una vasija nueva a la casilla { $slot } del mercado.
board-textile-drawn = La pila { $stack } descubre un textil nuevo.
board-power-up-to = Fuerza de hasta { $max } con esta línea (tras tomar su Tambo).
board-no-activity = Con este movimiento no es posible ninguna actividad: el Tambo se coloca sin ella.
board-ayllu-plays-next = Luego juega el Ayllu.
board-next = Después: { $task }
board-next-decider = Luego decide { $name }.
board-inti-full-rest-lost = Inti lleno en { $max }: el resto se pierde
board-inti-full-none-gained = Inti lleno en { $max }: no ganas nada
board-with-night = Con la Noche { $round }: { $summary }
board-would-retire = { $ayar } (casilla { $space }) se retiraría si la Noche empezara ahora.
board-next-raymi = próximo Raymi en { $space }: { $activity }, una llama con { $threshold } Soles o más ({ $standings })
board-next-raymi-more = próximo Raymi en { $space }: { $activity }, una llama con { $threshold } Soles o más ({ $standings }); luego { $more } más
board-no-raymi = no quedan losetas de Raymi por delante
board-choose-marker = Elige el { $marker }
board-put-back-pot = Devuelve la vasija de la casilla { $slot } del mercado

## La barra de aviso y las pestañas del móvil (view::prompt, view::layout, ui::boards::frame).
board-phase-start = Acciones iniciales
board-phase-day = Ronda { $round } · Día
board-phase-night = Ronda { $round } · Noche
board-phase-over = Fin de la partida
board-plays = Juega { $name }
board-night-falls = Cae la Noche
board-dawn = Amanecer
board-new-round = Empieza una nueva ronda
board-ayllu-playing = El Ayllu está jugando su turno…
board-thinking = { $name } está pensando…
board-tab-board = Tablero
board-tab-my-board = Mi tablero
board-tab-supplies = Lago y mercado
board-tab-seats = Jugadores
board-show-whole = Ver todo el tablero

## Las tarjetas de resultado del final (view::results).
board-from-llamas = = { $score } + { $llamas } por las llamas
board-dawns = Inti sumado en cada Amanecer: { $dawns }
board-inti-sources = Inti ganado con Raymi { $raymi }, Cuzco { $cuzco }, bonos de Sol { $bonus }{ $more }
board-inti-solo = , bonos del Ayllu y marcas de Amanecer { $solo }
board-inti-start = , disco inicial { $start }
board-moon-sources = Templos { $temples }, bono de dos Viracochas { $bonus }, marcadores de paso { $markers }
