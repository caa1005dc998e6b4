# Español (issue 31): las mismas claves y argumentos que en.ftl, con los
# términos de docs/glossary.md. Se habla al jugador de tú.

## La pantalla de inicio: dificultades en solitario, niveles del ordenador
## y cómo es un turno.
difficulty-1 = Novato: { $inti } de Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al empezar, +{ $moon } de Luna por templo; ideal para la primera partida.
difficulty-2 = Aprendiz: { $inti } de Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al empezar, +{ $moon } de Luna por templo; un rival constante.
difficulty-3 = Anciano: { $inti } de Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al empezar, +{ $moon } de Luna por templo; un verdadero reto.
difficulty-4 = Sapa Inca: { $inti } de Inti y { $llamas -> [one] { $llamas } llama *[other] { $llamas } llamas } al empezar, +{ $moon } de Luna por templo; el más fuerte.
level-easy = Fácil: rápido, pero comete errores; bueno para aprender.
level-medium = Medio: un rival a la altura de casi todos.
level-hard = Difícil: piensa más que nadie y juega para ganar.
how-heading = Cómo se juega un turno
full-rules = Reglas completas e iconos
turn-step = Marcador de paso: su Ayar sigue las flechas.
turn-tambo = Tambo de esa línea: constrúyelo tras él.
turn-activity = Actividad: fuerza = casillas libres en línea.
turn-bonuses = Líneas y cuadrantes vacíos: bonos y templos.
turn-score = Tu puntuación es la menor entre Sol y Luna.

## Elegir idioma (ui::language).
language = Idioma
language-failed = No se pudo cargar { $name }: ¿estás sin conexión?
