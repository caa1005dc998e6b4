//! The player's record and the daily challenge (issue 32), as plain Rust:
//! what is kept of a finished game (kept after the saved game is deleted),
//! the figures the record shows, the day's deal and the streak of days
//! played. `crate::browser::storage` keeps the list, one line per game
//! (`Played::line`): written by hand, as serde's code for these types cost
//! the wasm more than this.

use crate::engine::{Activity, Event, Game, Setup};
use crate::view::looks::SeatLook;

/// The daily challenge is solo against the Elder Ayllu (R10.4, board 3).
pub const DAILY_DIFFICULTY: u8 = 3;
/// How many of the latest games the record's chart shows.
pub const RECENT: usize = 20;

/// A calendar day: the player's own (local) day, so "today's deal" turns
/// at their midnight. Everyone has the same deal on the same date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

impl Day {
    /// Days since 1970-01-01 (H. Hinnant's days_from_civil).
    pub fn number(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    }

    /// The day before.
    pub fn before(self) -> Day {
        Day::from_number(self.number() - 1)
    }

    fn from_number(z: i64) -> Day {
        let z = z + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        Day { year: (yoe + era * 400 + i64::from(month <= 2)) as i32, month, day }
    }

    /// `2026-12-05`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The day `2026-12-05` names, if it is one.
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.splitn(3, '-');
        let (year, month, day) =
            (parts.next()?.parse().ok()?, parts.next()?.parse().ok()?, parts.next()?.parse().ok()?);
        let d = Day { year, month, day };
        (Day::from_number(d.number()) == d).then_some(d)
    }

    /// The seed of the day's deal: the date's number mixed (SplitMix64),
    /// the same for everyone on that date.
    pub fn seed(self) -> u64 {
        let mut z = (self.number() as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The day whose deal has `seed`, if one has (years 1900 to 2999):
    /// `seed` unmixed. Every step of the mix can be undone, so a saved
    /// game tells by its seed alone whether it is a daily deal.
    pub fn of_seed(seed: u64) -> Option<Day> {
        // x ^ (x >> k) undone by applying it until it settles; a product
        // undone by the odd factor's inverse modulo 2^64 (Newton's steps).
        let unshift = |y: u64, k: u32| (0..64 / k).fold(y, |x, _| y ^ (x >> k));
        let inverse = |c: u64| (0..6).fold(c, |x: u64, _| x.wrapping_mul(2u64.wrapping_sub(c.wrapping_mul(x))));
        let mut z = unshift(seed, 31);
        z = unshift(z.wrapping_mul(inverse(0x94d0_49bb_1331_11eb)), 27);
        z = unshift(z.wrapping_mul(inverse(0xbf58_476d_1ce4_e5b9)), 30);
        let number = z.wrapping_sub(0x9e37_79b9_7f4a_7c15) as i64;
        let (first, last) = (Day { year: 1900, month: 1, day: 1 }, Day { year: 2999, month: 12, day: 31 });
        (first.number()..=last.number()).contains(&number).then(|| Day::from_number(number))
    }

    /// The day's deal for a player named `name`.
    pub fn setup(self, name: &str) -> Setup {
        Setup::solo(self.seed(), name, DAILY_DIFFICULTY)
    }
}

/// One person's result in a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    pub name: String,
    pub sun: u32,
    pub moon: u32,
    pub score: u32,
    pub place: usize,
    /// At the game's end, each activity's visible Suns and Moon value
    /// (what it paid at each Raymi, Temple and Step marker), in
    /// `Activity::ALL` order.
    pub suns: [u8; 4],
    pub moons: [u32; 4],
}

/// A finished game as the record keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The saved game's id: a game is recorded once.
    pub id: String,
    /// When it ended, in ms since 1970 (the browser's clock).
    pub ended: u64,
    /// Players at the table, the Ayllu not counted (1: solo).
    pub players: u8,
    /// The solo difficulty, if solo.
    pub solo: Option<u8>,
    /// The day of the daily challenge this game was the scored attempt of.
    pub daily: Option<Day>,
    /// Each person's result (computers, friends by link and the Ayllu are
    /// not "you").
    pub people: Vec<Person>,
    /// The Ayllu's score, in solo.
    pub ayllu: Option<u32>,
}

impl Played {
    /// The record of `game`, once it is over.
    pub fn of(game: &Game, looks: &[SeatLook], id: &str, ended: u64, daily: Option<Day>) -> Option<Played> {
        let finals = game.final_scores()?;
        let ayllu = game.ayllu_seat();
        let people = finals
            .iter()
            .filter(|f| Some(f.player) != ayllu)
            .filter(|f| looks.get(f.player).is_none_or(|l| l.computer.is_none() && !l.by_link))
            .map(|f| {
                let p = game.player(f.player);
                Person {
                    name: p.name.clone(),
                    sun: f.sun,
                    moon: f.moon,
                    score: f.score,
                    place: f.place,
                    suns: Activity::ALL.map(|a| p.visible_suns(a)),
                    moons: Activity::ALL.map(|a| p.moon_value(a)),
                }
            })
            .collect();
        Some(Played {
            id: id.to_string(),
            ended,
            players: game.setup().players.len() as u8,
            solo: game.setup().solo,
            daily,
            people,
            ayllu: ayllu.and_then(|a| finals.iter().find(|f| f.player == a)).map(|f| f.score),
        })
    }

    /// The game as one line of text: its fields, then each person's,
    /// separated by tabs (a name's own tabs and line ends become spaces).
    pub fn line(&self) -> String {
        let opt = |v: Option<u32>| v.map_or(String::from("-"), |v| v.to_string());
        let mut line = format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.id.replace(['\t', '\n'], " "),
            self.ended,
            self.players,
            opt(self.solo.map(u32::from)),
            self.daily.map_or(String::from("-"), Day::iso),
            opt(self.ayllu)
        );
        for p in &self.people {
            line.push_str(&format!(
                "\t{}\t{} {} {} {}",
                p.name.replace(['\t', '\n'], " "),
                p.sun,
                p.moon,
                p.score,
                p.place
            ));
            for v in p.suns.iter().map(|&v| u32::from(v)).chain(p.moons) {
                line.push_str(&format!(" {v}"));
            }
        }
        line
    }

    /// A game read back from its line; `None` for a line that is not one.
    pub fn from_line(line: &str) -> Option<Played> {
        let mut f = line.split('\t');
        let (id, ended, players) = (f.next()?.to_string(), f.next()?.parse().ok()?, f.next()?.parse().ok()?);
        let solo = match f.next()? {
            "-" => None,
            d => Some(d.parse().ok()?),
        };
        let daily = match f.next()? {
            "-" => None,
            d => Some(Day::parse(d)?),
        };
        let ayllu = match f.next()? {
            "-" => None,
            a => Some(a.parse().ok()?),
        };
        let mut people = Vec::new();
        while let Some(name) = f.next() {
            let n: Vec<u32> = f.next()?.split(' ').map(str::parse).collect::<Result<_, _>>().ok()?;
            let [sun, moon, score, place, s0, s1, s2, s3, m0, m1, m2, m3] = n[..] else { return None };
            let suns = [s0, s1, s2, s3].map(|v| v.min(u32::from(u8::MAX)) as u8);
            let (name, place) = (name.to_string(), place as usize);
            people.push(Person { name, sun, moon, score, place, suns, moons: [m0, m1, m2, m3] });
        }
        Some(Played { id, ended, players, solo, daily, people, ayllu })
    }

    /// Whether the person won (a shared first place counts).
    pub fn won(&self) -> bool {
        self.people.first().is_some_and(|p| p.place == 1)
    }
}

/// The daily challenge's line of symbols, one per round: whether the
/// player's score (the lower of Sun and Moon) stood above, level with or
/// below the Ayllu's after that round's Dawn. It tells how the day went,
/// not how it was played.
pub fn daily_rounds(game: &Game) -> String {
    let Some(ayllu) = game.ayllu_seat() else { return String::new() };
    let mut line = String::new();
    let _ = Game::replay_with(game.setup().clone(), game.log(), |g, events| {
        if events.iter().any(|e| matches!(e, Event::Dawn { .. })) {
            let score = |p| {
                let s = g.player(p);
                s.sun.min(s.moon)
            };
            line.push(match score(0).cmp(&score(ayllu)) {
                std::cmp::Ordering::Greater => '▲',
                std::cmp::Ordering::Equal => '=',
                std::cmp::Ordering::Less => '▼',
            });
        }
    });
    line
}

/// The days in a row, up to today (or yesterday, before today's is
/// played), with a scored daily challenge played.
pub fn streak(record: &[Played], today: Day) -> u32 {
    let mut days: Vec<i64> = record.iter().filter_map(|p| p.daily).map(Day::number).collect();
    days.sort_unstable();
    days.dedup();
    let mut day = if days.last() == Some(&today.number()) { today.number() } else { today.number() - 1 };
    let mut n = 0;
    while days.binary_search(&day).is_ok() {
        n += 1;
        day -= 1;
    }
    n
}

/// What the record page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games by players at the table (1: solo), 1 to 4.
    pub games: [u32; 4],
    /// Solo, by difficulty 1 to 4: games, wins, best score.
    pub solo: [(u32, u32, u32); 4],
    /// Means over every person's result.
    pub mean_sun: f64,
    pub mean_moon: f64,
    /// Each activity's mean visible Suns and Moon value at the end.
    pub activities: [(Activity, f64, f64); 4],
    /// The latest scores, oldest first (the first person's).
    pub recent: Vec<u32>,
    pub streak: u32,
}

pub fn summary(record: &[Played], today: Day) -> Summary {
    let mut games = [0; 4];
    let mut solo = [(0, 0, 0); 4];
    for p in record {
        if let Some(n) = games.get_mut(usize::from(p.players.max(1)) - 1) {
            *n += 1;
        }
        if let Some(s) = p.solo.and_then(|d| solo.get_mut(usize::from(d.max(1)) - 1)) {
            let score = p.people.first().map_or(0, |x| x.score);
            *s = (s.0 + 1, s.1 + u32::from(p.won()), s.2.max(score));
        }
    }
    let people: Vec<&Person> = record.iter().flat_map(|p| &p.people).collect();
    let mean = |f: &dyn Fn(&Person) -> f64| {
        if people.is_empty() {
            0.0
        } else {
            people.iter().map(|p| f(p)).sum::<f64>() / people.len() as f64
        }
    };
    let activities = Activity::ALL.map(|a| {
        let i = a.index();
        (a, mean(&|p| f64::from(p.suns[i])), mean(&|p| f64::from(p.moons[i])))
    });
    let mut ordered: Vec<&Played> = record.iter().collect();
    ordered.sort_by_key(|p| p.ended);
    let recent = ordered.iter().filter_map(|p| p.people.first().map(|x| x.score)).collect::<Vec<_>>();
    let recent = recent[recent.len().saturating_sub(RECENT)..].to_vec();
    Summary {
        games,
        solo,
        mean_sun: mean(&|p| f64::from(p.sun)),
        mean_moon: mean(&|p| f64::from(p.moon)),
        activities,
        recent,
        streak: streak(record, today),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;

    fn finished(setup: Setup, seed: u64) -> Game {
        let mut game = Game::new(setup).unwrap();
        let mut bot = RandomBot::new(seed);
        while game.pending().is_some() {
            game.apply(bot.choose(&game).unwrap()).unwrap();
        }
        game
    }

    const fn day(year: i32, month: u8, day: u8) -> Day {
        Day { year, month, day }
    }

    #[test]
    fn days_count_across_months_years_and_leap_days() {
        assert_eq!(day(1970, 1, 1).number(), 0);
        assert_eq!(day(2000, 3, 1).number() - day(2000, 2, 28).number(), 2, "2000 is a leap year");
        assert_eq!(day(2100, 3, 1).number() - day(2100, 2, 28).number(), 1, "2100 is not");
        assert_eq!(day(2027, 1, 1).before(), day(2026, 12, 31));
        assert_eq!(day(2024, 3, 1).before(), day(2024, 2, 29));
        for n in [0, 365, 19_000, 20_792, 40_000] {
            assert_eq!(Day::from_number(n).number(), n);
        }
        assert_eq!(day(2026, 12, 5).iso(), "2026-12-05");
    }

    #[test]
    fn the_daily_deal_is_one_per_date_the_same_for_everyone_against_the_elder_ayllu() {
        let today = day(2026, 12, 5);
        assert_eq!(today.seed(), day(2026, 12, 5).seed(), "a date's deal depends on the date alone");
        let seeds: Vec<u64> = (0..400).map(|n| Day::from_number(today.number() + n).seed()).collect();
        let mut distinct = seeds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), seeds.len(), "no two days alike");
        let setup = today.setup("Ana");
        assert_eq!((setup.seed, setup.solo), (today.seed(), Some(3)), "Elder: board 3");
        assert_eq!(Game::new(setup.clone()).unwrap().to_json(), Game::new(setup).unwrap().to_json());
    }

    #[test]
    fn a_daily_deal_is_known_by_its_seed_alone() {
        for n in (-20_000..40_000).step_by(7) {
            let d = Day::from_number(n);
            assert_eq!(Day::of_seed(d.seed()), Some(d), "{}", d.iso());
        }
        // Random seeds (a game's own) are no day's.
        let mut x = 12_345u64;
        for _ in 0..10_000 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            assert_eq!(Day::of_seed(x), None, "{x}");
        }
        assert_eq!(Day::of_seed(501), None);
    }

    #[test]
    fn a_finished_game_is_recorded_with_each_persons_result() {
        let game = finished(day(2026, 12, 5).setup("Ana"), 1);
        let played = Played::of(&game, &[], "g1", 5, Some(day(2026, 12, 5))).unwrap();
        let finals = game.final_scores().unwrap();
        assert_eq!(played.people.len(), 1, "the Ayllu is not you");
        assert_eq!(played.people[0].score, finals[0].score);
        assert_eq!(played.ayllu, Some(finals[1].score));
        assert_eq!(played.won(), finals[0].place == 1);
        assert_eq!(Played::of(&Game::new(game.setup().clone()).unwrap(), &[], "g", 0, None), None, "not over");
        // Computers are not you.
        let duo = finished(Setup::new(2, &["Ana", "Bo"]), 2);
        let looks = vec![
            SeatLook { name: "Ana".into(), colour: 0, computer: None, by_link: false },
            SeatLook { name: "Bo".into(), colour: 1, computer: Some(crate::bot::search::Level::Easy), by_link: false },
        ];
        let played = Played::of(&duo, &looks, "g2", 6, None).unwrap();
        assert_eq!(played.people.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["Ana"]);
        // What the record keeps reads back, names with tabs too.
        assert_eq!(Played::from_line(&played.line()), Some(played.clone()));
        let mut odd = Played::of(&game, &[], "g1", 5, Some(day(2026, 12, 5))).unwrap();
        odd.people[0].name = "Ana\tB".into();
        assert_eq!(Played::from_line(&odd.line()).unwrap().people[0].name, "Ana B");
        for bad in ["", "g\tx\t1\t-\t-\t-", "g\t5\t1\t3\t2026-02-30\t-", "g\t5\t1\t3\t-\t-\tAna\t1 2"] {
            assert_eq!(Played::from_line(bad), None, "{bad:?}");
        }
        assert_eq!(Day::parse("2026-12-05"), Some(day(2026, 12, 5)));
        assert_eq!(Day::parse("2026-13-01"), None);
    }

    #[test]
    fn the_daily_line_has_a_symbol_per_round_and_nothing_of_the_moves() {
        let game = finished(day(2026, 12, 5).setup("Ana"), 3);
        let line = daily_rounds(&game);
        assert_eq!(line.chars().count(), 4, "{line}");
        assert!(line.chars().all(|c| "▲=▼".contains(c)), "{line}");
    }

    #[test]
    fn the_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let today = day(2026, 12, 5);
        let on = |d: Day| Played {
            id: d.iso(),
            ended: 0,
            players: 1,
            solo: Some(3),
            daily: Some(d),
            people: Vec::new(),
            ayllu: None,
        };
        let days = |ds: &[Day]| ds.iter().map(|&d| on(d)).collect::<Vec<_>>();
        assert_eq!(streak(&[], today), 0);
        assert_eq!(streak(&days(&[today, today.before(), today.before().before()]), today), 3);
        assert_eq!(streak(&days(&[today.before(), today.before().before()]), today), 2, "today not played yet");
        assert_eq!(streak(&days(&[today, today.before().before()]), today), 1, "a day missed");
        assert_eq!(streak(&days(&[today.before().before()]), today), 0);
    }

    #[test]
    fn the_record_figures_come_from_the_finished_games() {
        let today = day(2026, 12, 5);
        let a = Played::of(&finished(Setup::solo(1, "Ana", 3), 1), &[], "a", 10, None).unwrap();
        let b = Played::of(&finished(Setup::solo(2, "Ana", 3), 2), &[], "b", 20, Some(today)).unwrap();
        let c = Played::of(&finished(Setup::new(3, &["Ana", "Bo"]), 3), &[], "c", 30, None).unwrap();
        let s = summary(&[c.clone(), a.clone(), b.clone()], today);
        assert_eq!(s.games, [2, 1, 0, 0]);
        let best = a.people[0].score.max(b.people[0].score);
        assert_eq!(s.solo[2], (2, u32::from(a.won()) + u32::from(b.won()), best));
        assert_eq!(s.solo[0], (0, 0, 0));
        assert_eq!(s.recent, [a.people[0].score, b.people[0].score, c.people[0].score], "oldest first");
        let people: Vec<&Person> = [&a, &b, &c].iter().flat_map(|p| &p.people).collect();
        let sun = people.iter().map(|p| f64::from(p.sun)).sum::<f64>() / people.len() as f64;
        assert!((s.mean_sun - sun).abs() < 1e-9);
        assert_eq!(s.streak, 1);
        assert_eq!(summary(&[], today).mean_moon, 0.0);
    }
}
