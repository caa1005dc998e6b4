## La partida en palabras (view::words): nombres de piezas y lugares, las
## etiquetas de los botones, cada suceso como línea del registro, los
## motivos del Ayllu y de los ordenadores. Cada nombre de abajo entra en
## las frases que le siguen: está escrito para que encaje en todas.

## Nombres de cosas, tal como los toman las frases de abajo.
log-the-ayllu = El Ayllu
log-activity-pottery = Alfarería
log-activity-weaving = Tejeduría
log-activity-terrace = Cultivo en terrazas
log-activity-reed = Atado de juncos
## El nombre corto de una actividad, para etiquetas estrechas y los motivos de los ordenadores.
log-short-pottery = Alfarería
log-short-weaving = Tejeduría
log-short-terrace = Terrazas
log-short-reed = Juncos
## Un marcador de paso por sí solo (una etiqueta).
log-marker-manco = marcador de Manco
log-marker-auca = marcador de Auca
log-marker-cachi = marcador de Cachi
log-marker-uchu = marcador de Uchu
log-marker-gold = marcador dorado
## Un marcador de paso como lo que se coloca o se pone (el objeto de la frase).
log-the-marker-manco = el marcador de Manco
log-the-marker-auca = el marcador de Auca
log-the-marker-cachi = el marcador de Cachi
log-the-marker-uchu = el marcador de Uchu
log-the-marker-gold = el marcador dorado
log-row = fila { $n }
log-column = columna { $n }
## Una posición de paso: un extremo de una fila o de una columna.
log-row-left = fila { $n }, izquierda
log-row-right = fila { $n }, derecha
log-column-top = columna { $n }, arriba
log-column-bottom = columna { $n }, abajo
log-cell = fila { $row }, columna { $column }
log-cell-short = F{ $row } C{ $column }
## Hacia dónde apunta el otro extremo de un textil.
log-dir-east = hacia la derecha
log-dir-south = hacia abajo
log-dir-west = hacia la izquierda
log-dir-north = hacia arriba
## Los colores de las vasijas, como los nombra un botón.
log-colour-red = Roja
log-colour-ochre = Ocre
log-colour-green = Verde
log-colour-blue = Azul
log-colour-black = Negra
log-colour-white = Blanca
## Una vasija que el jugador toma de una casilla del mercado.
log-pot-red = la vasija roja (una franja)
log-pot-ochre = la vasija ocre (puntos)
log-pot-green = la vasija verde (zigzag)
log-pot-blue = la vasija azul (rayas)
log-pot-black = la vasija negra (uves)
log-pot-white = la vasija blanca (un rombo)
## Una vasija, cuando alguien la toma o sale de la bolsa.
log-a-pot-red = una vasija roja (una franja)
log-a-pot-ochre = una vasija ocre (puntos)
log-a-pot-green = una vasija verde (zigzag)
log-a-pot-blue = una vasija azul (rayas)
log-a-pot-black = una vasija negra (uves)
log-a-pot-white = una vasija blanca (un rombo)
log-pot-with-viracocha = { $pot } con un Viracocha
log-textile = { $suns -> [0] un textil liso [one] un textil con medio Sol *[other] un textil con { $suns } medios Soles }
## El bono de una línea, como lo dicen «Bono de la fila 2: ...» y «Ana vacía la fila 2: ...».
log-bonus-llama = una llama
log-bonus-viracocha = un Viracocha
log-bonus-sun = el bono de Sol de { $activity }
## El nivel de un ordenador, dentro de «Bo (ordenador, fácil): ...».
log-level-easy = fácil
log-level-medium = medio
log-level-hard = difícil
## De dónde vienen el Inti y la Luna, entre paréntesis tras la cantidad.
log-inti-sun-bonus = bono de Sol
log-inti-ayllu-bonus = bono del Ayllu
log-moon-temple = templo
log-moon-viracocha-bonus = bono de dos Viracochas
log-moon-step-marker = marcador de paso
## Dos cosas, o las dos últimas de una lista: «Ana y Bo»; y las de antes («Ana, Bo y Cy»).
log-and = { $a } y { $b }
log-and-more = { $a }, { $b }
## Las palabras que empiezan una frase y van en minúscula cuando la frase
## pasa a ser parte de una línea más larga («...; la loseta de Raymi ...»),
## separadas por espacios.
log-clause-lower = El La Los Las Un Una

## Las etiquetas cortas de los botones.
log-gold-to = dorado→{ $ayar }
log-tambo-to-box = Tambo a la caja
log-power = Fuerza { $power }
log-pots-cost = { $pots } (coste { $cost })
log-stack = Pila { $stack }
log-area = Zona { $area }
log-temple-label = Templo de { $activity }
log-moon-slot-label = Casilla de { $activity }

## Los efectos de fin de turno (R5.5), como los nombran botones y avisos.
log-trigger-temple = Coloca un templo (se vació un cuadrante)
log-trigger-row-bonus = Bono de la fila { $n }: { $bonus }
log-trigger-column-bonus = Bono de la columna { $n }: { $bonus }
log-trigger-raymi = Raymi en la casilla { $space }: { $activity } (llama con { $threshold -> [one] { $threshold } Sol *[other] { $threshold } Soles })
log-trigger-cuzco = Puntuación de Cuzco (ha llegado { $ayar })

## Lo que dice la mesa cuando juega por sí sola, y lo que pide una
## decisión (tras «Ana: »).
log-only-option = La única opción: { $action }.
log-any-order = El orden no cambia nada: { $effects }.
log-gold-task = toca al Ayar que moverá el marcador dorado
log-gold-task-chosen = el marcador dorado mueve a { $ayar }: Confirmar, o toca otro Ayar
log-gold-slot = Coloca el marcador dorado en la { $slot } ({ $arrows -> [one] { $arrows } flecha *[other] { $arrows } flechas }) y luego elige a qué Ayar mueve
log-task-lay-step = mueve a un Ayar con un marcador de paso
log-task-take-any-tambo = toma cualquier Tambo de tu cuadrícula
log-task-take-tambo = toma un Tambo de la línea marcada
log-task-build = constrúyelo a la altura del Ayar o detrás
log-task-power = { $max -> [1] realízala con fuerza { $max } *[other] elige la fuerza, de { $min } a { $max } }
log-task-pots = elige vasijas que sumen hasta { $power }
log-task-stack = elige una pila de textiles
log-task-textile = coloca { $textile } en el telar
log-how-loom = Toca una casilla para ponerlo, otra contigua para orientarlo, su otro extremo para girarlo; la misma casilla otra vez lo coloca.
log-how-pots = Toca vasijas para elegirlas, una ✕ para devolver una; toca otra vez una elegida para tomarlas todas.
log-how-cuzco = Toca una actividad y luego otra para emparejarla; cualquiera de las dos otra vez puntúa la pareja.
log-task-viracocha = toma un Viracocha junto a la casilla amarilla { $yellow }
log-task-trigger = elige el siguiente efecto de fin de turno
log-task-temple = elige qué templo colocar
log-task-cuzco = { $ayar } llega a Cuzco: puntúa dos actividades
log-task-step-marker = puntúa una casilla de Luna con { $marker }

## Cada acción completa (el nombre accesible de un botón, una pista).
log-lay-step = Coloca { $marker } en la { $slot } ({ $arrows -> [one] { $arrows } flecha *[other] { $arrows } flechas }) y mueve a { $ayar }
log-take-tambo = Toma el Tambo de la { $cell }
log-build = Construye en el camino de { $path }, casilla { $space } ({ $activity })
log-box-tambo = Devuelve el Tambo a la caja: no queda ningún solar libre
log-perform = Realiza la actividad con fuerza { $power }
log-pot-from-slot = { $pot } de la casilla { $slot }
log-market-slot = la casilla { $slot }
log-take-pots = Toma { $pots } (coste { $cost })
log-take-stack = Toma el textil de arriba de la pila { $stack }
log-take-stack-showing = Toma el textil de arriba de la pila { $stack }: { $textile }
log-place-textile = Coloca el textil con su primer extremo en la { $cell } y el otro extremo { $dir }
log-take-viracocha = Toma el Viracocha de la zona { $area }
log-resolve = Resuelve ahora: { $effect }
log-place-temple = Coloca un templo de { $activity }
log-cuzco-pair = Puntúa { $first } y { $second } en Cuzco
log-score-step-marker = Pon el marcador en la casilla de Luna de { $activity }

## Cada suceso como línea del registro. El turno de un jugador se resume en
## una línea («Ana: ...; ...»): ahí una frase que empieza por el nombre del
## jugador lo pierde, y las tres líneas «-theirs»/«-its» sustituyen a una
## frase que nombra al jugador de otro modo (una persona, el Ayllu).
log-round-started = Empieza la ronda { $round }. { $name } es el jugador inicial.
log-turn-started = { $name } tiene el turno.
log-step-laid = { $name } coloca { $marker } en la { $slot } ({ $arrows -> [one] { $arrows } flecha *[other] { $arrows } flechas }) para { $ayar }.
log-ayar-stays = { $ayar } se queda en la casilla { $space }.
log-ayar-walks = { $ayar } avanza de la casilla { $from } a la { $to }.
log-tambo-taken = { $name } toma el Tambo de la { $cell }.
log-tambo-built = { $name } construye un Tambo en el camino de { $path }, casilla { $space } ({ $activity }).
log-tambo-boxed = { $name } devuelve un Tambo a la caja.
log-power-chosen = { $name } realiza { $activity } con fuerza { $power }.
log-pot-taken = { $name } toma { $pot } de la casilla { $slot }.
log-pots-taken = { $name } toma { $pots }.
log-pot-revealed = { $pot } sale de la bolsa a la casilla { $slot }.
log-textile-taken = { $name } toma { $textile } de la pila { $stack }.
log-textile-revealed = La pila { $stack } muestra ahora { $textile }.
log-textile-placed = { $name } coloca un textil en la { $cell }, { $dir }.
log-textile-discarded = { $name } no puede encajar su textil y lo descarta.
log-textile-discarded-theirs = no puede encajar su textil y lo descarta
log-textile-discarded-its = no puede encajar su textil y lo descarta
log-maize = { $name } planta { $count } de maíz en la terraza.
log-boat = { $name } mueve su barca de { $from } a { $to }.
log-boat-theirs = mueve su barca de { $from } a { $to }
log-boat-its = mueve su barca de { $from } a { $to }
log-island = { $name } coloca la isla del tramo { $section } en la casilla amarilla { $yellow }.
log-viracocha-gained = { $name } consigue un Viracocha.
log-viracocha-llama = { $name } convierte un Viracocha en una llama.
log-viracocha-llama-theirs = convierte un Viracocha en una llama
log-viracocha-llama-its = convierte un Viracocha en una llama
log-llama-gained = { $name } consigue una llama.
log-inti = { $name }: Inti +{ $amount } ({ $source }).
log-inti-full = { $name }: Inti +{ $amount } ({ $source }): el disco queda lleno en { $max }.
log-inti-none = { $name }: no suma Inti ({ $source }): el disco ya está lleno en { $max }.
log-temple-placed = { $name } coloca un templo de { $activity } en la fila { $row }, columna { $column }.
log-line-bonus = { $name } vacía la { $line }: { $bonus }.
log-raymi-scored = Raymi en la casilla { $space } ({ $activity }): todos suman sus Soles de { $short }; con { $threshold }+ Soles se gana una llama.
log-raymi-flipped = La loseta de Raymi de { $a } y { $b } en la casilla { $space } pasa a su cara más difícil.
log-raymi-removed = La loseta de Raymi de { $a } y { $b } en la casilla { $space } sale del tablero.
log-cuzco-scored = { $name } puntúa { $first } y { $second } por { $ayar } en Cuzco.
log-night-started = Cae la Noche { $round }.
log-ayar-retires = { $ayar } se retira.
log-harvest = Cosecha: { $name } gana el Viracocha junto a { $partner }.
log-harvest-nobody = Cosecha: nadie gana el Viracocha junto a { $partner }.
log-moon-scored = { $name } suma { $amount } de Luna ({ $source }).
log-temples-scored = Puntúa la fila de templos { $row }, la de { $partner }.
log-step-marker-scored = { $name } pone { $marker } en la casilla de Luna de { $activity }.
log-dawn = Amanecer: { $name } suma { $inti } de Inti a su Sol, que queda en { $sun }.
log-ayllu-chose = El Ayllu { $reason }.
log-game-over = La partida ha terminado.
## La Noche hasta ahora en una línea: sus sucesos, con «; » entre ellos.
log-night-summary = Noche { $round }: { $events }.

## Por qué el Ayllu eligió lo que eligió (R10), tras «El Ayllu ».
log-ayllu-start-raymi = empieza en el solar de { $activity } del camino de { $path }: coincide con la loseta de Raymi de la casilla { $space }
log-ayllu-start-topmost = empieza en el solar de { $activity } del camino de { $path }, el más alto que queda libre
log-ayllu-token = revela la ficha { $number }: { $ayar } avanza { $moves -> [one] { $moves } casilla *[other] { $moves } casillas } con fuerza { $power }
log-ayllu-token-temple = revela la ficha { $number }: { $ayar } avanza { $moves -> [one] { $moves } casilla *[other] { $moves } casillas } con fuerza { $power }, y después un templo
log-ayllu-slot-raymi = construye un Tambo de { $activity }, actividad que puntuará la loseta de Raymi de la casilla { $space } del camino de { $path }
log-ayllu-slot-bonus = construye un Tambo de { $activity }: aún le falta su bono personal
log-ayllu-slot-moons = construye un Tambo de { $activity }: sus Lunas aún no han puntuado
log-ayllu-slot-closest = construye un Tambo de { $activity } en el solar libre más cercano al Ayar
log-ayllu-tambo-box = no tiene ningún solar libre a la altura del Ayar ni detrás: su Tambo va a la caja
log-ayllu-most-pots = toma todas las vasijas que le permite su fuerza, primero las de Viracocha y luego las de las casillas más bajas
log-ayllu-personal-bonus = alcanza su bono de { $activity }: los Soles de esa actividad van a su disco de Inti
log-ayllu-reed = toma el Viracocha de la zona { $area } (junto a la isla más baja)
log-ayllu-temple = coloca un templo de { $activity }: el de más Lunas entre los templos que le quedan
log-ayllu-cuzco = puntúa { $first } y { $second } en Cuzco: sus dos actividades con más Soles
log-ayllu-step-marker = puntúa su marcador de paso en { $activity }: su actividad con más Lunas
log-ayllu-dawn = marca { $activity } al Amanecer: su actividad con más Soles

## Por qué un ordenador eligió su jugada o su pista: lo que le da el turno
## (con «, » entre cada cosa) y lo seguro que estaba.
log-reason = { $gains }; { $sure }
log-reason-later = prepara un turno posterior; { $sure }
log-sure-only = la única jugada
log-sure-clear = claramente la mejor
log-sure-close = una decisión ajustada
log-computer-reason = { $name } (ordenador, { $level }): { $why }.
log-gain-builds = construye un Tambo de { $activity } en la casilla { $space } del camino de { $path }
log-gain-with-power = { $gain } (fuerza { $power })
log-gain-power = fuerza { $power }
log-gain-performs = { $activity } con fuerza { $power }
log-gain-suns = { $gained -> [one] { $gained } Sol más *[other] { $gained } Soles más } de { $activity } (ahora { $now })
log-gain-moon-value = valor de Luna de { $activity } +{ $gained } (ahora { $now })
log-gain-raymi-reached = antes del Raymi de { $activity } de { $ayar } en la casilla { $space } (una llama con { $threshold }+, conseguida)
log-gain-raymi-short = antes del Raymi de { $activity } de { $ayar } en la casilla { $space } (una llama con { $threshold }+, { $short -> [one] falta { $short } *[other] faltan { $short } })
log-gain-viracocha-bonus = un Viracocha: con { $held }, +{ $per } de Luna por cada templo tuyo cada Noche
log-gain-viracocha = un Viracocha
log-gain-temple = un templo de { $activity }
log-gain-line-llama = vacía una línea para ganar una llama
log-gain-line-viracocha = vacía una línea para ganar un Viracocha
log-gain-line-sun = vacía una línea para ganar el bono de Sol de { $activity }
log-gain-cuzco = Cuzco puntúa { $first } y { $second }
log-gain-llamas = { $gained -> [one] { $gained } llama *[other] { $gained } llamas }
log-gain-inti = +{ $gained } Inti
log-gain-moon = +{ $gained } de Luna

## El final: la línea de llamas de una tarjeta de resultado (R9, R10.4), quién ganó, las puntuaciones.
log-llama-split = { $sun -> [one] { $sun } punto *[other] { $sun } puntos } al Sol, { $moon } a la Luna
log-llama-solo = { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } a { $points -> [one] { $points } punto *[other] { $points } puntos } cada una ({ $board }): { $split }
log-llama-sum = { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } + { $viracochas -> [one] { $viracochas } Viracocha *[other] { $viracochas } Viracochas } = { $total -> [one] { $total } llama *[other] { $total } llamas }: { $split }
log-winner-ayllu = Gana el Ayllu.
log-winner-beats-ayllu = ¡{ $name } vence al Ayllu!
log-winner = ¡{ $name } gana!
log-winners = { $names } comparten la victoria.
log-scores = { $rest } a { $last }

## El panel del registro (ui::log).
log-seed = Semilla { $seed } (una partida nueva con esta semilla repite los mismos sorteos)
log-worked-on-page = el proceso de cálculo se detuvo, así que esta jugada se calculó en la propia página
