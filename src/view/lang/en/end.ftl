## The end of the game (ui::screens::game_end).
result-label = { $name }: { $place } place, final score { $score }
final-score = Final score
sun = Sun
moon = Moon
llamas = Llamas
game-over = Game over
score-rule = The score is the lower of Sun and Moon, once the Llamas raise the lower one.
download-save = Download save
last-night = The last Night
place-1 = 1st
place-2 = 2nd
place-3 = 3rd
place-4 = 4th
