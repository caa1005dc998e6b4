## The daily challenge and the player's record (ui::screens::daily), issue 32.
daily = Reto diario
daily-how = Un reparto en solitario al día, el mismo para todos, contra el Ayllu Anciano (el tercero de cuatro niveles). Tu primera partida del día cuenta para tu historial y tu racha; las demás son práctica.
daily-play = Jugar el reparto de hoy
daily-continue = Seguir el reparto de hoy
daily-practice = Practicar el reparto de hoy
daily-practice-only = La partida de hoy ya contó; vuelve a jugarla como práctica.
daily-yesterday = El reparto de ayer
daily-share = Compartir el resultado
daily-copied = Resultado copiado: pégaselo a alguien.
daily-result = Hoy: { $you } contra { $ayllu } del Ayllu { $rounds }
daily-share-text = Reto diario de Ayar { $date }. { $line }. Días seguidos: { $streak }.
daily-streak = Racha: { $days -> [one] { $days } día. *[other] { $days } días. }
record = Tu historial
record-solo = En solitario
record-players = { $n } jugadores
record-games = Partidas
record-wins = Victorias
record-best = Mejor
record-means = Sol medio { $sun }, Luna media { $moon }.
record-activities = Cada actividad al final, de media
record-recent = Las últimas { $n } puntuaciones
record-chart = Las últimas puntuaciones, de la más antigua: { $scores }
record-close = Cerrar
daily-rounds = ▲ por delante del Ayllu tras el Amanecer de una ronda, = igualados, ▼ por detrás.
copied = Copiado.
