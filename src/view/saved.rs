//! The saved games list's words: what each entry is called and where it
//! stands, and what an import did (issue 31: every sentence from the words
//! layer; issue 28: no wording decided in a component).
use crate::saves::entry::SavedGameInfo;
use crate::saves::record::{Day, DAILY_DIFFICULTY};
use crate::saves::IndexDamage;
use crate::view::decimal::Num;
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, speaking, t, tf};
use crate::view::start::difficulty_name;

/// An entry's title: its players, and the Ayllu's level in a solo game;
/// a daily deal says its date, and whether it is the day's scored attempt
/// or practice (otherwise the same title, several times).
pub fn title(info: &SavedGameInfo) -> String {
    let players = info.players.join(", ");
    let players = Arg::Text(&players);
    let daily = Day::of_seed(info.seed).filter(|_| info.solo == Some(DAILY_DIFFICULTY));
    match (info.solo, info.players.is_empty()) {
        (_, true) => t(key::SAVED_DAMAGED),
        _ if info.tutorial => tf(key::SAVED_TUTORIAL, &[("players", players)]),
        _ if daily.is_some() => {
            let date = daily.map(Day::iso).unwrap_or_default();
            tf(
                if info.scored { key::SAVED_DAILY } else { key::SAVED_DAILY_PRACTICE },
                &[("date", Arg::Text(&date)), ("players", players)],
            )
        }
        (Some(level), _) => tf(key::SAVED_SOLO, &[("players", players), ("level", Arg::Text(&difficulty_name(level)))]),
        (None, _) => info.players.join(", "),
    }
}

/// Where an entry's game stands: its round, or finished.
pub fn state(info: &SavedGameInfo) -> String {
    if info.over {
        t(key::SAVED_FINISHED)
    } else {
        tf(key::SAVED_ROUND, &[("round", Arg::Num(info.round.into()))])
    }
}

/// `x` to a tenth, without a trailing ".0" ("2", "2.5").
fn tenths(x: f64) -> String {
    let s = format!("{:.1}", Num(x));
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// Why the saved-games list was rebuilt, for its Details.
pub fn index_damage(damage: &IndexDamage) -> String {
    match damage {
        IndexDamage::Unreadable(reader) => tf(key::SAVED_LIST_UNREADABLE, &[("reader", Arg::Text(reader))]),
    }
}

/// What importing the file `name` did.
pub enum Imported<'a> {
    /// Refused, for `reason`.
    Refused { reason: &'a str },
    /// A newer state of a saved game: that game now has `moves` moves.
    Updated { moves: usize },
    /// Already saved as it is.
    AlreadyThere { moves: usize },
}

pub fn imported(name: &str, what: Imported) -> String {
    let name = ("name", Arg::Text(name));
    let moves = |n: usize| ("moves", Arg::Num(u32::try_from(n).unwrap_or(u32::MAX)));
    match what {
        Imported::Refused { reason } => tf(key::IMPORT_REFUSED, &[name, ("reason", Arg::Text(reason))]),
        Imported::Updated { moves: n } => tf(key::IMPORT_UPDATED, &[name, moves(n)]),
        Imported::AlreadyThere { moves: n } => tf(key::IMPORT_ALREADY, &[name, moves(n)]),
    }
}

/// How much of the browser's storage the games use, in bytes of `quota`,
/// and whether it keeps them for good (`None`: not known yet).
pub fn storage(used: Option<(f64, f64)>, persistent: Option<bool>) -> String {
    let mut line = used
        .map(|(usage, quota)| {
            tf(key::STORAGE_USED, &[("used", Arg::Text(&bytes(usage))), ("quota", Arg::Text(&bytes(quota)))])
        })
        .unwrap_or_default();
    if let Some(kept) = persistent {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t(if kept { key::STORAGE_PERSISTENT } else { key::STORAGE_NOT_PERSISTENT }));
    }
    line
}

/// A size in KB, MB or GB (of 1000), with the language's decimal mark.
pub fn bytes(n: f64) -> String {
    let (value, unit) = match n {
        n if n >= 1e9 => (tenths(n / 1e9), "GB"),
        n if n >= 1e6 => (tenths(n / 1e6), "MB"),
        n => (format!("{}", Num((n / 1e3).ceil())), "KB"),
    };
    format!("{} {unit}", value.replace('.', speaking().decimal_mark()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::lang::{speak_for_test, Lang};

    fn info(players: &[&str], solo: Option<u8>, tutorial: bool, over: bool) -> SavedGameInfo {
        SavedGameInfo {
            id: "g1".into(),
            seed: 1,
            players: players.iter().map(|p| p.to_string()).collect(),
            solo,
            round: 3,
            over,
            updated: 0.0,
            tutorial,
            scored: false,
        }
    }

    #[test]
    fn an_entry_names_its_players_and_the_ayllus_level() {
        assert_eq!(title(&info(&["Ana", "Bo"], None, false, false)), "Ana, Bo");
        assert_eq!(title(&info(&["Ana"], Some(3), false, false)), "Ana vs the Ayllu (Elder)");
        assert_eq!(title(&info(&["Ana"], Some(1), true, false)), "Tutorial: Ana vs the Ayllu");
        assert_eq!(title(&info(&[], None, false, false)), "A damaged game");
        let deal = Day::parse("2026-12-05").unwrap().seed();
        let daily = SavedGameInfo { seed: deal, ..info(&["Ana"], Some(3), false, false) };
        assert_eq!(title(&SavedGameInfo { scored: true, ..daily.clone() }), "Daily challenge 2026-12-05: Ana");
        assert_eq!(title(&daily), "Daily challenge 2026-12-05, practice: Ana");
        let other_level = SavedGameInfo { solo: Some(2), ..daily };
        assert_eq!(
            title(&other_level),
            "Ana vs the Ayllu (Apprentice)",
            "the day's seed at another level is no daily deal"
        );
        assert_eq!(state(&info(&["Ana"], None, false, false)), "round 3");
        assert_eq!(state(&info(&["Ana"], None, false, true)), "finished");
        speak_for_test(Lang::De);
        assert_eq!(title(&info(&["Ana"], Some(3), false, false)), "Ana gegen den Ayllu (Ältester)");
        assert_eq!(state(&info(&["Ana"], None, false, false)), "Runde 3");
    }

    #[test]
    fn the_storage_line_writes_sizes_with_the_languages_decimal_mark() {
        assert_eq!(storage(None, None), "");
        assert_eq!(
            storage(Some((42_100.0, 10.7e9)), Some(true)),
            "Storage used: 43 KB of 10.7 GB. Persistent: the browser keeps your games."
        );
        speak_for_test(Lang::De);
        assert!(storage(Some((2.5e6, 10.7e9)), None).contains("2,5 MB"), "{}", storage(Some((2.5e6, 10.7e9)), None));
        assert!(storage(Some((2.5e6, 10.7e9)), None).contains("10,7 GB"));
    }

    #[test]
    fn an_import_says_what_it_did_with_one_move_or_many() {
        assert_eq!(
            imported("a.json", Imported::AlreadyThere { moves: 1 }),
            "“a.json” is already in your saved games (1 move): nothing was imported."
        );
        assert_eq!(
            imported("a.json", Imported::Updated { moves: 12 }),
            "“a.json” updated a game already in your saved games (now 12 moves)."
        );
        assert!(imported("a.json", Imported::Refused { reason: "Damaged." }).ends_with("was not imported. Damaged."));
        speak_for_test(Lang::Es);
        assert_eq!(
            imported("a.json", Imported::AlreadyThere { moves: 1 }),
            "«a.json» ya está en tus partidas guardadas (1 jugada): no se ha importado nada."
        );
    }
}
