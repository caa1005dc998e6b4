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
tutorial = Tutorial
tutorial-pages = Páginas de la partida guiada
