# Español (issue 31): las mismas claves y argumentos que en/, con los
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
turn-step = Pon un marcador: su Ayar sigue las flechas.
turn-tambo = Toma un Tambo de la línea: constrúyelo detrás.
turn-activity = Haz su actividad: fuerza = casillas libres.
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
the-ayllu = El Ayllu
ayllu-seat = El Ayllu ({ $level })
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
subtitle = Hijos del Sol
game-menu = Menú de la partida
colour-of-player = Color del jugador { $n }: { $colour }
colours-of-player = Color del jugador { $n }
colour-for-player = { $colour } para el jugador { $n }
colour-vermilion = Bermellón
colour-vermilion-letter = B
colour-blue = Azul
colour-blue-letter = Az
colour-green = Verde
colour-green-letter = V
colour-pink = Rosa
colour-pink-letter = R
colour-sky = Celeste
colour-sky-letter = C
colour-yellow = Amarillo
colour-yellow-letter = Am

## La línea de carga de la propia página, antes de que arranque la aplicación.
boot-first = Cargando el juego…
boot-loading = Cargando el juego: { $percent } %
boot-preparing = Preparando la mesa…
boot-failed = El juego no se pudo cargar. Comprueba la conexión y vuelve a cargar la página.
