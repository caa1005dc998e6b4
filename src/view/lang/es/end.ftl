## El final de la partida (ui::screens::game_end).
result-label = { $name }: { $place } puesto, puntuación final { $score }
final-score = Puntuación final
sun = Sol
moon = Luna
llamas = Llamas
game-over = Fin de la partida
score-rule = La puntuación es el menor valor entre Sol y Luna, una vez que las llamas suben el menor.
download-save = Descargar partida
last-night = La última Noche
place-1 = 1.º
place-2 = 2.º
place-3 = 3.º
place-4 = 4.º
