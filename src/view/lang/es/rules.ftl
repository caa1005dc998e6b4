## El cuadro de reglas (ui::screens::rules, view::rules): el juego en
## secciones breves, en HTML (un <b> se deja tal cual). Cada número sale
## de las tablas del motor (engine::data).
rules-how-to-play = Cómo se juega
rules-close = Cerrar reglas
rules-goal-heading = Objetivo
rules-goal = Reúnes dos clases de puntos: Sol y Luna. Al final, tu puntuación es la <b>menor</b> de las dos, así que procura mantenerlas igualadas. Se juegan cuatro rondas de Día y Noche; cada Noche se retira el hermano Ayar más rezagado.
rules-board-heading = Tu tablero
rules-board = Dieciséis Tambos llenan una cuadrícula de { $cells } × { $cells } dividida en cuatro cuadrantes de { $half } × { $half }. En cada extremo de cada fila y de cada columna hay una casilla de paso con entre { $least } y { $most } flechas impresas. Con menos de cuatro jugadores, algunas casillas de { $least -> [one] { $least } flecha *[other] { $least } flechas } quedan bloqueadas (se muestran tachadas). Tienes cinco marcadores de paso: uno por cada Ayar y uno dorado que mueve a cualquier Ayar. Cada una de las cuatro cartas de actividad tiene una casilla de Luna arriba a la derecha.

## La tabla de casillas de paso: las flechas y el bono de cada fila y columna.
rules-line = Línea
rules-arrows-start = Flechas a izquierda / arriba
rules-arrows-end = Flechas a derecha / abajo
rules-bonus-when-emptied = Bono al vaciarla
rules-row = Fila { $n }
rules-column = Columna { $n }
rules-bonus-llama = Una llama
rules-bonus-viracocha = Un Viracocha
rules-bonus-sun-pottery = El bono de Sol de Alfarería
rules-bonus-sun-weaving = El bono de Sol de Tejeduría
rules-bonus-sun-terrace = El bono de Sol de Cultivo en terrazas
rules-bonus-sun-reed = El bono de Sol de Atado de juncos

## El inicio y un turno de Día.
rules-start-heading = Inicio
rules-start = Por turnos, cada jugador toma el Tambo que quiera de su cuadrícula, lo construye en un solar inicial vacío de Tiwanaku (casilla 0) y realiza esa actividad con fuerza 1.
rules-day-heading = Un turno de Día
rules-day-step = Coloca un marcador de paso disponible en una casilla de paso vacía y no bloqueada cuya fila o columna aún tenga algún Tambo. Un marcador que sigue en pie desde una ronda anterior puede pasar a otra casilla.
rules-day-move = Avanza el Ayar de ese marcador tantas casillas como flechas tenga la casilla de paso (con el marcador dorado, el Ayar que elijas). La casilla { $cuzco } es Cuzco; allí se detiene el Ayar.
rules-day-build = Toma un Tambo de la fila o columna marcada y constrúyelo en un solar vacío del camino de ese Ayar, a su altura o por detrás, cuya actividad puedas realizar.
rules-day-power = La fuerza es el número de casillas vacías que quedan en la línea marcada tras tomar el Tambo (de { $least } a { $most }); puedes elegir una menor. Realiza la actividad.
rules-day-effects = Resuelve los efectos de fin de turno en el orden que prefieras.
rules-day-rounds = Las rondas 1 a { $rounds } tienen { $first }, { $second }, { $third } y { $fourth } turnos. Si no puedes completar ningún turno, igualmente mueves y construyes, pero no realizas ninguna actividad.

## Las cuatro actividades. $costs, $moon, $suns: listas de números ("1, 1, 2").
rules-activities-heading = Las cuatro actividades
rules-activities = Cada actividad (Alfarería, Tejeduría, Cultivo en terrazas, Atado de juncos) tiene Soles visibles (cuentan para el Raymi, Cuzco y los bonos de Sol) y un valor de Luna (cuenta para los templos y los marcadores de paso).
rules-pottery = <b>Alfarería. </b>Las cinco casillas del mercado de vasijas cuestan { $costs }. Toma vasijas cuyo coste total no supere tu fuerza; las demás se desplazan hacia abajo y el mercado se repone desde la bolsa. Una vasija con un Viracocha te da uno. Soles: cuántos colores distintos tienes. Luna según tu grupo más grande de un mismo color (de 0 a { $pots -> [one] { $pots } vasija *[other] { $pots } vasijas }): { $moon }.
rules-weaving = <b>Tejeduría. </b>Fuerza 1: el textil de arriba de la pila { $p1 }; fuerza 2: pila { $p2a } o { $p2b }; fuerza 3: pilas { $p3a } y { $p3b }; fuerza 4: pilas { $p4a } y { $p4b }. Coloca cada textil sobre dos casillas vacías contiguas del telar (toca una casilla y luego la vecina para su otro extremo). Soles: cada punto donde se juntan medios Soles de dos textiles distintos. Luna: { $moon } por cada columna completa del telar.
rules-terrace = <b>Cultivo en terrazas. </b>Planta un maíz por cada punto de fuerza, empezando por la izquierda de tu fila. Las casillas que vacías revelan un Sol (casillas pares) o un valor de Luna (casillas impares: { $moon }); vaciar el recuadro { $box1 } o el { $box2 } te da un Viracocha. Soles: los Soles revelados. Luna: el valor de Luna revelado más a la derecha. Quien más haya plantado en esta ronda gana la Cosecha en la Noche.
rules-reed = <b>Atado de juncos. </b>Haz avanzar tu barca tantas casillas como tu fuerza ({ $spaces -> [one] { $spaces } casilla *[other] { $spaces } casillas } en cuatro tramos). Por cada tramo en el que entres, coloca su isla en la casilla amarilla del Lago que corresponda al número más alto que alcanzaste en él (si ya está ocupada, en la siguiente libre más alta). Una casilla amarilla junto a una zona de Viracocha te permite tomar su Viracocha. Soles: los que dejan al descubierto tus islas ({ $suns }). Luna: tus dos islas más altas.

## Los efectos de fin de turno. $bonuses: "+2, +1, +0"; $thresholds: el
## rules-raymi-space de cada casilla de Raymi, separados por "; ".
rules-effects-heading = Efectos de fin de turno
rules-temple = <b>Templo. </b>Cuando el cuarto Tambo sale de un cuadrante, coloca un templo del tipo que elijas en la casilla libre más a la izquierda de la fila de templos de la compañera del Ayar que has movido. Bonos por columna: { $bonuses }.
rules-line-bonus = <b>Bono de línea. </b>Cuando se vacía una fila o una columna entera: su bono de llama, de Viracocha o de Sol (suma a tu disco de Inti los Soles visibles de esa actividad).
rules-raymi = <b>Raymi. </b>Cuando un Ayar alcanza o sobrepasa la casilla de una loseta de Raymi, cada jugador suma a su disco de Inti sus Soles visibles de esa actividad, y quienes alcanzan el umbral toman una llama. Después se da la vuelta a la loseta, que muestra su cara más difícil, y se retira cuando sus dos Ayar la han sobrepasado o se han retirado. Umbrales: { $thresholds }.
rules-raymi-space = casilla { $space }: { $front } y luego { $reverse }
rules-cuzco = <b>Cuzco. </b>Cuando un Ayar llega a la casilla { $cuzco }, cada jugador elige dos actividades distintas y suma los Soles de ambas; cada una que tenga al menos { $suns -> [one] { $suns } Sol *[other] { $suns } Soles } da una llama.

## La Noche y el final de la partida.
rules-night-heading = Noche
rules-night-retire = Se retira el Ayar que está en la casilla más baja (en caso de empate, aquel cuya compañera ocupa la fila de templos más baja).
rules-night-harvest = Cosecha: el jugador que más maíz haya plantado en esta ronda gana el Viracocha situado junto a la compañera del Ayar que se retira (en caso de empate, quien plantó primero).
rules-night-temples = Templos: los jugadores con { $min } o más Viracochas ganan { $moon } de Luna por cada templo suyo en el tablero; después, la compañera recorre su fila y cada templo da a su dueño su valor de Luna en la actividad del templo más el bono de columna. Luego se vacía la fila.
rules-night-markers = Marcadores de paso: cada jugador pone el marcador del Ayar retirado en una casilla de Luna vacía (arriba a la derecha de cada carta de actividad) y puntúa el valor de Luna de esa actividad. Cada casilla de Luna puntúa una sola vez por partida.
rules-night-dawn = Amanecer: suma tu disco de Inti a tu Sol (el disco conserva su valor; no pasa de { $max }).
rules-night-prepare = Preparación: los marcadores se ponen de pie donde están; el papel de jugador inicial pasa al siguiente en el sentido de las agujas del reloj.
rules-end-heading = Fin de la partida
rules-end = Los Viracochas se convierten en llamas; cada llama vale { $points -> [one] { $points } punto *[other] { $points } puntos }, que repartes entre Sol y Luna para subir tu puntuación menor. Gana la puntuación más alta; en caso de empate, gana quien tenga la otra puntuación más alta y, si persiste, quien tenga más llamas.

## En solitario, y la tabla de tableros de dificultad (sus nombres: difficulty-name-N).
rules-solo-heading = En solitario: el Ayllu
rules-solo = El Ayllu juega tantos turnos como tú. En cada turno revela una ficha de actividad (cuánto avanza, un cambio de fuerza y quizá un templo) y saca un marcador de paso de su bolsa; luego construye según su prioridad: primero la siguiente actividad de Raymi de ese camino, después sus bonos pendientes y después las actividades cuya Luna aún no ha puntuado. Sus Viracochas se convierten en llamas. Para ganar tienes que superar su puntuación; el empate no basta. Tableros de dificultad:
rules-difficulty-board = Tablero
rules-starting-inti = Inti inicial
rules-starting-llamas = Llamas iniciales
rules-points-per-llama = Puntos por llama
rules-moon-per-temple = Luna por templo

## El glosario de iconos (view::glossary): el nombre de cada icono y una
## línea, en las reglas y al mantener pulsado el icono.
rules-icons-heading = Iconos
rules-icons-hint = Mantén el dedo sobre un icono de la mesa para ver allí su explicación.
rules-icon-pottery = Alfarería
rules-icon-pottery-line = Una actividad: compra vasijas; los colores nuevos dan Soles, y muchas de un color, Luna.
rules-icon-weaving = Tejeduría
rules-icon-weaving-line = Una actividad: teje textiles; los medios Soles que se juntan dan Soles, y las columnas llenas, Luna.
rules-icon-terrace = Cultivo en terrazas
rules-icon-terrace-line = Una actividad: planta maíz y revela Soles y valores de Luna; quien más planta gana la Cosecha.
rules-icon-reed = Atado de juncos
rules-icon-reed-line = Una actividad: navega con tu barca por el Lago y coloca islas que dan Soles y Luna.
rules-icon-sun = Sol
rules-icon-sun-line = Puntos de Sol. Los Soles visibles alimentan el disco de Inti, que se suma a tu Sol en cada Amanecer.
rules-icon-moon = Luna
rules-icon-moon-line = Puntos de Luna, por templos y marcadores de paso en la Noche. Puntúas el menor valor entre Sol y Luna.
rules-icon-llama = Llama
rules-icon-llama-line = Vale { $points -> [one] { $points } punto *[other] { $points } puntos } al final, que repartes entre Sol y Luna como más te convenga.
rules-icon-viracocha = Viracocha
rules-icon-viracocha-line = Al final se convierte en llama; con { $min } ganas +{ $moon } de Luna por cada templo tuyo en cada Noche.
rules-icon-temple = Templo
rules-icon-temple-line = Se coloca cuando se vacía un cuadrante de tu cuadrícula; da Luna en la Noche de su fila.
rules-icon-tambo = Tambo
rules-icon-tambo-line = Se toma de tu cuadrícula y se construye en un camino; realizas la actividad de su solar.
rules-icon-maize = Maíz
rules-icon-maize-line = Se planta en la terraza con el Cultivo en terrazas; quien más planta gana la Cosecha.
rules-icon-boat = Barca
rules-icon-boat-line = Recorre las { $spaces -> [one] { $spaces } casilla *[other] { $spaces } casillas } del Lago con el Atado de juncos; cada tramo nuevo coloca una isla.
rules-icon-island = Isla
rules-icon-island-line = Se coloca en una casilla amarilla del Lago y da Luna; deja al descubierto Soles de tu tablero.
rules-icon-half-sun = Medio Sol
rules-icon-half-sun-line = En el extremo de un textil; dos medios Soles de textiles distintos juntos en el telar forman un Sol.
rules-icon-llama-bonus = Bono de llama
rules-icon-llama-bonus-line = Junto a una fila o columna: vacíala para tomar una llama.
rules-icon-viracocha-bonus = Bono de Viracocha
rules-icon-viracocha-bonus-line = Junto a una fila o columna: vacíala para tomar un Viracocha.
rules-icon-sun-bonus = Bono de Sol
rules-icon-sun-bonus-line = Sol con actividad: vacía esa línea y suma a tu disco de Inti los Soles visibles de la actividad.

## Jugar en esta pantalla.
rules-screen-heading = Jugar en esta pantalla
rules-screen-tap = Toca una vez un objetivo resaltado o un botón de opción para ver qué haría; tócalo otra vez, o pulsa Confirmar, para jugarlo.
rules-screen-undo = Deshacer anula las decisiones de tu turno hasta que se revela algo nuevo (una vasija o un textil) o pasa el turno.
rules-screen-pass = Pasar el dispositivo: un aviso del color del siguiente jugador indica a quién le toca. La pantalla de cambio (un ajuste) oculta la mesa hasta que esa persona toca «Me toca».
rules-screen-forecast = El Pronóstico muestra quién se retiraría en la próxima Noche, el siguiente Raymi de cada camino y el Sol y la Luna de todos; ▼ marca el menor de los dos.
