# Español (issue 31): las mismas claves y argumentos que en.ftl, con los
# términos de docs/glossary.md. Se habla al jugador de tú.

## La pantalla de inicio: dificultades en solitario, niveles del ordenador
## y cómo es un turno.
difficulty-1 = Novato: { $inti } Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al inicio, +{ $moon } Luna por templo; ideal para empezar.
difficulty-2 = Aprendiz: { $inti } Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al inicio, +{ $moon } Luna por templo; un rival sólido.
difficulty-3 = Anciano: { $inti } Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al inicio, +{ $moon } Luna por templo; un verdadero reto.
difficulty-4 = Sapa Inca: { $inti } Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al inicio, +{ $moon } Luna por templo; el más fuerte.
level-easy = Fácil: rápido, pero comete errores; bueno para aprender.
level-medium = Medio: un rival a la altura de casi todos.
level-hard = Difícil: piensa más tiempo y juega a ganar.
how-heading = Cómo se juega un turno
full-rules = Reglas completas e iconos
turn-step = Marcador de paso: su Ayar sigue las flechas.
turn-tambo = Tambo de esa línea: constrúyelo tras el Ayar.
turn-activity = Actividad: fuerza = casillas libres de línea.
turn-bonuses = Líneas y cuadrantes vacíos: bonos y templos.
turn-score = Tu puntuación es la menor entre Sol y Luna.

## Elegir idioma (ui::language).
language = Idioma
language-failed = No se pudo cargar { $name }: ¿estás sin conexión?

## Los paneles de la pantalla de inicio (ui::screens::welcome, new_game).
learn-heading = ¿Nuevo en Ayar?
learn-text = Una primera partida guiada contra el Ayllu, el rival del modo solitario: la ronda 1 y su Noche, paso a paso.
learn-button = Aprender a jugar
install-lead = Juégalo como una app:
install-why = así funciona sin conexión y a pantalla completa.
install-button = Instalar el juego
install-ios-share = toca Compartir
install-ios-then = , y luego «Añadir a pantalla de inicio». Así funciona sin conexión y a pantalla completa.
got-it = Entendido
new-game = Nueva partida
number-of-players = Número de jugadores
players-solo-label = 1 jugador: en solitario contra el Ayllu
players-n = { $n } jugadores
players-solo-sub = solitario
players-sub = jugadores
solo-note = En solitario juegas contra el Ayllu, el rival automático del juego. Cada nivel le da su ventaja inicial (Inti, llamas, Luna por templo).
solo-difficulty = Dificultad en solitario
difficulty-label = { $name } (nivel { $level })
names-and-colours = Jugadores: nombre y color
name-of-player = Nombre del jugador { $n }
player-n = Jugador { $n }
computer-n = Ordenador { $n }
played-by = ¿Quién controla al jugador { $n }?
played-by-person = Una persona
played-by-easy = Ordenador: fácil
played-by-medium = Ordenador: medio
played-by-hard = Ordenador: difícil
seed = Semilla
seed-note = Semilla (opcional; la misma semilla repite una partida)
seed-random = aleatoria
continue-game = Continuar la partida en curso
start-game = Empezar partida

## Los ajustes del menú (ui::table::sheets, view::settings).
rules = Reglas
settings = Ajustes
speed = Velocidad
speed-group = Velocidad de los movimientos, del Ayllu y de los ordenadores
speed-label = Velocidad: { $name }
speed-instant = Instantánea
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta
auto-single = Resolver automáticamente las decisiones con una sola opción (o en las que el orden no importa)
handover = Pasar el dispositivo: una pantalla de cambio antes del turno de cada persona
motion = Animación
motion-group = Animación: si las piezas se desplazan
motion-system = Según el sistema
motion-full = Completa
motion-reduced = Reducida
volume = Volumen
haptics = Vibrar al pulsar Confirmar y al puntuar (si el dispositivo lo permite)

## Los niveles en solitario (R10.4) y las partidas guardadas (view::saved, ui::saves).
difficulty-name-1 = Novato
difficulty-name-2 = Aprendiz
difficulty-name-3 = Anciano
difficulty-name-4 = Sapa Inca
saved-games = Partidas guardadas
saved-rebuilt = La lista de partidas guardadas estaba dañada. Se han recuperado las partidas y se ha reconstruido la lista.
details = Detalles
saved-none = Aún no hay partidas guardadas.
saved-damaged = Una partida dañada
saved-tutorial = Tutorial: { $players } contra el Ayllu
saved-solo = { $players } contra el Ayllu ({ $level })
saved-finished = terminada
saved-round = ronda { $round }
delete-for-good = ¿Borrarla para siempre?
delete = Borrar
keep = Conservar
see-the-end = Ver el final
continue = Continuar
import-file = Importar una partida
import-refused = No se ha importado «{ $name }». { $reason }
import-updated = «{ $name }» ha actualizado una partida que ya tenías guardada (ahora { $moves -> [one] { $moves } jugada *[other] { $moves } jugadas }).
import-already = «{ $name }» ya está en tus partidas guardadas ({ $moves -> [one] { $moves } jugada *[other] { $moves } jugadas }): no se ha importado nada.
open-elsewhere-no-delete = Esta partida está abierta en otra pestaña: no se puede borrar aquí.
update-ready = Hay una nueva versión de Ayar. Tu partida está guardada.
reload-now = Recargar ahora
later = Más tarde

## Almacenamiento, otra pestaña, exportar, relevo (view::saved, ui::saves, ui::screens::handover).
storage-used = Almacenamiento usado: { $used } de { $quota }.
storage-persistent = Persistente: el navegador conserva tus partidas.
storage-not-persistent = No persistente: el navegador puede borrar tus partidas si falta espacio (exporta las que quieras conservar).
open-elsewhere = Esta partida está abierta en otra pestaña
open-elsewhere-why = Solo una pestaña a la vez puede jugar una partida, para que no se pierda ninguna jugada. Sigue jugando allí o tómala aquí: la otra pestaña guarda y se detiene.
taking-over = Tomando el control…
take-over = Tomar el control aquí
export = Exportar
export-label = Exportar esta partida a un archivo
pass-to = Pásale el dispositivo a { $name }
ready = Me toca: { $name }
since = Lo que ha pasado desde entonces

## La barra de asientos (ui::table::seats_bar, view::seats).
seats-bar = Los demás asientos y los cajones de la mesa
door-market = Mercado
door-market-label = El mercado de vasijas y las pilas de textiles
door-lake = Lago
door-lake-label = El tablero del Lago
door-log = Registro
door-log-label = El registro de la partida
door-forecast = Pronóstico
door-forecast-label = Pronóstico: las próximas losetas de Raymi y quién se retiraría
door-options = Todas las jugadas
door-options-label = Todas las jugadas de esta decisión, en una lista
seat-summary = { $name }: Sol { $sun }, Luna { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas }, { $markers -> [one] { $markers } marcador de paso *[other] { $markers } marcadores de paso } en la mano. Mostrar el tablero de { $name }.
seat-summary-ayllu = { $name }: Sol { $sun }, Luna { $moon }, Inti { $inti }, { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas }, { $markers -> [one] { $markers } marcador de paso *[other] { $markers } marcadores de paso } en la mano. Mostrar el tablero del Ayllu.

## El final de la partida (ui::screens::game_end).
result-label = { $name }: puesto { $place }, puntuación final { $score }
final-score = Puntuación final
sun = Sol
moon = Luna
llamas = Llamas
game-over = Fin de la partida
score-rule = La puntuación es el menor de Sol y Luna, después de que las llamas suban el menor.
download-save = Descargar partida
last-night = La última Noche
place-1 = 1.º
place-2 = 2.º
place-3 = 3.º
place-4 = 4.º

## La franja y los cajones (ui::table::prompt, ui::table::sheets).
title = Ayar: Hijos del Sol
menu = Menú
menu-label = Menú: nueva partida, partidas guardadas, ajustes
sound-effects = Efectos de sonido
to-the-box = A la caja
undo = Deshacer
skip = Saltar
hint = Pista
confirm = Confirmar
hint-thinking = Buscando una pista…
hint-given = Pista (resaltada): { $what }. { $why }
hint-failed = No hay pista: { $why }
the-lake = El Lago
ayllu-board = El tablero del Ayllu
market-and-stacks = Mercado y pilas de textiles
close = Cerrar: { $what }
game-log = Registro de la partida
a-seats-board = El tablero de un asiento
player = Jugador

## La tarjeta del tutorial y el gráfico del final (ui::tutorial::card, ui::screens::chart).
tutorial-last = Seguir jugando: termina esta partida contra el Ayllu. Salir: vuelve a la pantalla de inicio; la partida queda guardada.
tutorial-read = Lee y toca Siguiente.
keep-learning = Seguir aprendiendo
skip-the-tutorial = Saltar el tutorial
leave = Salir
play-on = Seguir jugando
skip-tutorial = Saltar tutorial
next = Siguiente
chart-series = { $name }: Sol { $sun } y Luna { $moon } tras el último Amanecer
chart-caption = Sol (línea continua, ●) y Luna (discontinua, ■) tras el Amanecer de cada ronda, antes de las llamas
chart-label = Sol y Luna por ronda
round = Ronda
