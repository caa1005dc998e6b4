## La barra de los demás jugadores (ui::table::seats_bar, view::seats).
seats-bar = Los demás jugadores y los paneles de la mesa
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

## La franja y los paneles (ui::table::prompt, ui::table::sheets).
title = Ayar: Hijos del Sol
menu = Menú
menu-label = Menú: nueva partida, partidas guardadas, ajustes
sound-effects = Efectos de sonido
to-the-box = A la caja
undo = Deshacer
skip = Saltar
last-turn = Último turno
hint = Pista
confirm = Confirmar
hint-thinking = Buscando una pista…
hint-given = Pista (resaltada): { $what }. { $why }
hint-failed = Esta vez no hay pista: el ordenador no ha dado con ninguna.
the-lake = El Lago
ayllu-board = El tablero del Ayllu
market-and-stacks = Mercado y pilas de textiles
close = Cerrar: { $what }
game-log = Registro de la partida
a-seats-board = El tablero de un jugador
player = Jugador
forecast-paths = Junto a cada Ayar, su casilla; tras cada nombre, los Soles de ese jugador en la actividad de la loseta, con ✓ si ahora ganaría su llama y ✗ si no.
forecast-lower = ▼ marca la puntuación más baja: la puntuación final es la menor entre Sol y Luna.
options-how = Toca una opción para ver su efecto; tócala otra vez (o Confirmar) para jugarla.
your-options = Tus opciones
panels = Paneles
main-board = Tablero principal

## Las palabras impresas del tablero de suministros (view::market).
market-title = MERCADO DE VASIJAS
stacks-title = PILAS DE TEXTILES
stack-n = Pila { $n }
stack-power = fuerza { $power }
stack-powers = fuerza { $least }-{ $most }
