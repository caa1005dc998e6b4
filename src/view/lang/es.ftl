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
turn-step = Pon un marcador de paso: su Ayar avanza lo que marcan las flechas.
turn-tambo = Toma un Tambo de esa línea y constrúyelo detrás de él.
turn-activity = Haz su actividad: fuerza = casillas vacías de la línea.
turn-bonuses = Líneas y cuadrantes vacíos: bonificaciones y templos.
turn-score = Tu puntuación es la menor entre Sol y Luna.
