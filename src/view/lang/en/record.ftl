## The daily challenge and the player's record (ui::screens::daily), issue 32.
daily = Daily challenge
daily-how = One solo deal a day, the same for everyone, against the Elder Ayllu (the third of four levels). Your first game of the day counts for your record and streak; later ones are practice.
daily-play = Play today's deal
daily-continue = Continue today's deal
daily-practice = Practise today's deal
daily-practice-only = Today's game counted; play it again as practice.
daily-yesterday = Yesterday's deal
daily-share = Share the result
daily-copied = Result copied: paste it to a friend.
daily-result = Today: { $you } against the Ayllu's { $ayllu } { $rounds }
daily-share-text = Ayar daily challenge { $date }. { $line }. Days in a row: { $streak }.
daily-streak = Streak: { $days -> [one] { $days } day. *[other] { $days } days. }
record = Your record
record-solo = Solo
record-players = { $n } players
record-games = Games
record-wins = Wins
record-best = Best
record-means = Mean Sun { $sun }, mean Moon { $moon }.
record-activities = Each activity at the end, on average
record-recent = The latest { $n } scores
record-chart = The latest scores, oldest first: { $scores }
record-close = Close
daily-rounds = ▲ ahead of the Ayllu after a round's Dawn, = level, ▼ behind.
copied = Copied.
