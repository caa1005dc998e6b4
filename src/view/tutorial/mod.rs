//! The guided first game (issue 17): a solo game on a fixed seed against
//! the Novice Ayllu whose human moves are a script (`script`). What to
//! show at each moment is a function of the game's history and of how
//! many of the current notes were read, so a saved tutorial resumes with
//! nothing stored but "this game is a tutorial": the step is recomputed
//! from the replayed game.
//!
//! - `script`: the seed and the moves; `topics`: what they must teach,
//!   recognised in the engine's events; `lessons`: the words; `guide`:
//!   the one target to tap next.
use std::sync::OnceLock;

use crate::engine::{Action, Game, Setup};
use crate::view::layout::Sheet;
use crate::view::motion::spots::Counter;
use crate::view::motion::{Hold, Moment};

pub mod guide;
pub mod lessons;
pub mod script;
pub mod topics;

use topics::Stretch;

/// R10.4: the Novice board.
pub const DIFFICULTY: u8 = 1;

/// The player's name when none was typed.
pub const DEFAULT_NAME: &str = "Player 1";

/// The tutorial game's setup (the name changes nothing that is played).
pub fn setup(name: &str) -> Setup {
    Setup::solo(script::SEED, name, DIFFICULTY)
}

/// The script replayed once: each move with what it set off. Empty if it
/// no longer replays (the native tests make sure it does).
pub fn script() -> &'static [Stretch] {
    static SCRIPT: OnceLock<Vec<Stretch>> = OnceLock::new();
    SCRIPT.get_or_init(|| topics::stretches(&setup(DEFAULT_NAME), &script::ACTIONS).unwrap_or_default())
}

/// The pages the card shows at each point of the script: its notes, then
/// the move (none after the last move, whose notes end with the farewell).
/// Empty if the script no longer replays.
fn pages() -> &'static [usize] {
    static PAGES: OnceLock<Vec<usize>> = OnceLock::new();
    PAGES.get_or_init(|| {
        let Ok(mut game) = Game::new(setup(DEFAULT_NAME)) else { return Vec::new() };
        let mut pages = Vec::new();
        while let Some(lessons) = lessons(&game) {
            pages.push(lessons.notes.len() + usize::from(lessons.next.is_some()));
            match lessons.next {
                Some((action, _)) if game.apply(action).is_ok() => {}
                _ => break,
            }
        }
        pages
    })
}

/// The card's page counter: (this page, all pages), counting every note
/// and every move, so that it moves with each Next.
pub fn page(played: usize, read: usize) -> (usize, usize) {
    let pages = pages();
    let all = pages.iter().sum::<usize>();
    let before: usize = pages.iter().take(played).sum();
    let here = pages.get(played).map_or(0, |&n| read.min(n.saturating_sub(1)));
    ((before + here + 1).min(all), all)
}

/// `game` is the tutorial's, and every move so far is the script's.
pub fn on_script(game: &Game) -> bool {
    let s = game.setup();
    s.seed == script::SEED
        && s.solo == Some(DIFFICULTY)
        && s.players.len() == 1
        && script().len() == script::ACTIONS.len()
        && script::ACTIONS.starts_with(game.log())
}

/// What there is to read and do at this point of the script.
#[derive(Clone, Debug, PartialEq)]
pub struct Lessons {
    /// Moves of the script played so far.
    pub played: usize,
    /// Notes to read first (what the last move set off), each with Next.
    pub notes: Vec<String>,
    /// The notes that explain a moment of the Night, by index.
    pub moments: Vec<(usize, Moment)>,
    /// The notes read with something on the table shown to them, by index.
    pub shows: Vec<(usize, Shown)>,
    /// The script's next move and what to say about it; `None` once the
    /// script is done (the last note is then the farewell).
    pub next: Option<(Action, String)>,
}

/// The lessons at this point, or `None` off the script.
pub fn lessons(game: &Game) -> Option<Lessons> {
    if !on_script(game) {
        return None;
    }
    let script = script();
    let played = game.log().len();
    let lessons::After { mut notes, moments, mut shows } = match played {
        0 => lessons::After { notes: lessons::welcome(game), moments: Vec::new(), shows: Vec::new() },
        n => lessons::after(game, script, n - 1),
    };
    let next = script.get(played).map(|s| (s.action, lessons::for_action(game, script, played)));
    if next.is_none() {
        shows.push((notes.len(), Shown::Sheet(Sheet::Forecast)));
        notes.push(lessons::forecast_note());
        shows.push((notes.len(), Shown::Help(Counter::Llamas)));
        notes.push(lessons::help_note());
        notes.push(lessons::farewell(game));
    }
    Some(Lessons { played, notes, moments, shows, next })
}

/// How far the table plays the Night or Dawn while note `read` is shown:
/// up to the moment the note explains; before the Night (or Dawn) while a
/// note before those is read; freely otherwise. One moment a tap of Next.
pub fn hold(lessons: &Lessons, read: usize) -> Option<Hold> {
    if read >= lessons.notes.len() {
        return None;
    }
    match lessons.moments.iter().find(|(at, _)| *at >= read) {
        Some(&(at, moment)) if at == read => Some(Hold::Through(moment)),
        Some(&(_, Moment::Dawn)) => Some(Hold::Before(Moment::Dawn)),
        Some(_) => Some(Hold::Before(Moment::Nightfall)),
        None => None,
    }
}

/// What a note shows on the table while it is read (issue 30: the
/// tutorial shows these, not only names them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A board or sheet opened in the dock beside the card.
    Sheet(Sheet),
    /// The long-press help of one of the player's counters, as a finger
    /// held on it would show it.
    Help(Counter),
}

impl Shown {
    pub fn sheet(self) -> Option<Sheet> {
        match self {
            Shown::Sheet(sheet) => Some(sheet),
            Shown::Help(_) => None,
        }
    }
}

/// What the tutorial shows now.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Read, then Next. `last`: the farewell (play on alone, or leave).
    Note { text: String, last: bool },
    /// Tap through to `action` (`guide::next_tap`); `text` says what it is.
    Act { text: String, action: Action },
    /// The Ayllu plays by itself; nothing to tap.
    Watch { text: String },
    /// The guided part is over.
    Done,
}

/// Note `read` is read while the Night or Dawn plays: from the note on its
/// first moment to the note on its last. (The notes after it wait for the
/// table like any other: a newcomer missed them while the Ayllu's next
/// turn played.)
fn explaining(lessons: &Lessons, read: usize) -> bool {
    read < lessons.notes.len()
        && lessons.moments.iter().any(|&(at, _)| at <= read)
        && lessons.moments.iter().any(|&(at, _)| at >= read)
}

/// The step for `game` with `read` of the current notes read; `playing`:
/// the table is still showing a move (the engine has already applied it).
pub fn step(game: &Game, lessons: &Lessons, read: usize, playing: bool) -> Step {
    // While the Ayllu plays, or the table shows a move, the card watches
    // with the table: a note on what a move did waits until it is seen.
    // But the Night's and Dawn's notes are read as they play (`explaining`):
    // the table holds each moment for its note.
    let explaining = explaining(lessons, read);
    if game.is_paused() && !explaining {
        return Step::Watch { text: lessons::watching() };
    }
    if playing && !explaining {
        return Step::Watch { text: lessons::unfolding() };
    }
    if let Some(text) = lessons.notes.get(read) {
        let last = lessons.next.is_none() && read + 1 == lessons.notes.len();
        return Step::Note { text: text.clone(), last };
    }
    match &lessons.next {
        Some((action, text)) => Step::Act { text: text.clone(), action: *action },
        None => Step::Done,
    }
}

/// Everything the table needs of the tutorial at one moment: the step to
/// show, what may be touched, and how far the script is played.
#[derive(Clone, Debug, PartialEq)]
pub struct Guided {
    pub step: Step,
    pub focus: guide::Focus,
    /// How far the table plays the Night now.
    pub hold: Option<Hold>,
    /// What the note being read shows on the table.
    pub show: Option<Shown>,
    /// Moves of the script played.
    pub played: usize,
    /// The card's page counter (`page`).
    pub page: (usize, usize),
}

/// The tutorial at this moment: `read` is (moves played when the notes
/// were read, how many were read), `selection` the taps made so far,
/// `playing` whether the table is still showing a move. `None` off the
/// script.
pub fn guided(
    game: &Game,
    read: (usize, usize),
    selection: &crate::view::selection::Selection,
    playing: bool,
) -> Option<Guided> {
    use guide::Focus;
    let lessons = lessons(game)?;
    let (at, n) = read;
    let read = if at == lessons.played { n } else { 0 };
    let step = step(game, &lessons, read, playing);
    let hold = hold(&lessons, read);
    let focus = match &step {
        Step::Done => Focus::Free,
        Step::Note { .. } => Focus::Read,
        Step::Watch { .. } => Focus::Wait,
        // Lost its way (it cannot): let the player play.
        Step::Act { action, .. } => guide::next_tap(game, selection, *action).map_or(Focus::Free, Focus::Tap),
    };
    let show = match step {
        Step::Note { .. } => lessons.shows.iter().find(|&&(at, _)| at == read).map(|&(_, shown)| shown),
        _ => None,
    };
    Some(Guided { step, focus, hold, show, played: lessons.played, page: page(lessons.played, read) })
}

#[cfg(test)]
mod tests {
    use super::guide::{next_tap, Tap};
    use super::topics::{coverage, Topic};
    use super::*;
    use crate::engine::Phase;
    use crate::view::selection::Selection;
    use crate::view::targets::targets;

    #[test]
    fn every_term_is_explained_where_it_is_first_met() {
        // A newcomer meets each of the game's words with a few words on what
        // it is, not many pages before its explanation.
        // Their words on the card, and the strip's preview of the move
        // each asks for (the log's account of a move is not checked: it
        // names what happened in the game's terms).
        let mut pages = Vec::new();
        each_page(|game, lessons, read| match step(game, lessons, read, false) {
            Step::Note { text, .. } | Step::Watch { text } => pages.push(text),
            Step::Act { text, action } => {
                pages.push(text);
                let (after, events) = crate::view::preview::after(game, action).unwrap();
                pages.push(crate::view::preview::preview(game, &after, &events, action).summary);
            }
            Step::Done => {}
        });
        for (term, gloss) in [
            ("Raymi", "festival"),
            ("Viracocha", "a sacred statue"),
            ("Inti dial", "at each Dawn"),
            ("Llama", "at the end"),
            ("Tambo", "a building"),
            ("Activity token", "how far and how hard"),
            ("retire", "the lowest Ayar"),
            ("Island", "the Lake button"),
            ("Forecast", "rounds ahead"),
            ("Hold a finger", "what it is"),
            ("Boat", "on the Lake"),
            ("Temple", "pay Moon at Night"),
            ("harder side", "scores again"),
        ] {
            let first = pages.iter().find(|p| p.contains(term)).unwrap_or_else(|| panic!("{term} is met"));
            assert!(first.contains(gloss), "{term} first met without \"{gloss}\": {first}");
        }
    }

    #[test]
    fn the_page_counter_moves_with_every_note_and_every_move() {
        // Each Next and each move turns one page, from 1 to the last.
        let mut seen = Vec::new();
        let mut game = Game::new(setup(DEFAULT_NAME)).unwrap();
        loop {
            let lessons = lessons(&game).expect("on the script");
            let pages = lessons.notes.len() + usize::from(lessons.next.is_some());
            for read in 0..pages {
                seen.push(page(lessons.played, read));
            }
            let Some((action, _)) = lessons.next else { break };
            game.apply(action).unwrap();
        }
        let all = seen[0].1;
        assert!(all > script::ACTIONS.len(), "{all} pages: every move and the notes");
        assert_eq!(seen, (1..=all).map(|n| (n, all)).collect::<Vec<_>>());
    }

    /// Every page of the whole tutorial: the game, its lessons and how
    /// many of its notes were read.
    fn each_page(mut visit: impl FnMut(&Game, &Lessons, usize)) {
        let mut game = Game::new(setup(DEFAULT_NAME)).unwrap();
        loop {
            let lessons = lessons(&game).expect("on the script");
            for read in 0..=lessons.notes.len() {
                visit(&game, &lessons, read);
            }
            let Some((action, _)) = lessons.next else { break };
            game.apply(action).unwrap();
        }
    }

    /// Every step of the whole tutorial, as a reader meets it.
    fn walk(mut visit: impl FnMut(&Game, &Step)) {
        each_page(|game, lessons, read| visit(game, &step(game, lessons, read, false)));
    }

    #[test]
    fn a_note_on_a_move_waits_until_the_table_has_shown_it_but_a_moment_of_the_night_is_read_as_it_plays() {
        // A newcomer read "This is the Lake ... Reed sailed your Boat" while
        // the Ayllu's turn was playing, and the Lake had closed.
        let (mut waited, mut explained) = (0, 0);
        each_page(|game, lessons, read| {
            let g = guided(game, (lessons.played, read), &Selection::default(), true).unwrap();
            let explains = explaining(lessons, read);
            match g.step {
                Step::Note { .. } if explains => explained += 1,
                Step::Watch { .. } if !explains => waited += 1,
                Step::Done => {}
                other => panic!("move {}, note {read}: {other:?} while the table plays", lessons.played),
            }
            if matches!(g.step, Step::Watch { .. }) {
                assert_eq!(g.focus, guide::Focus::Wait, "nothing to tap while it plays");
                assert_eq!(g.show, None, "nothing shown for a note not yet read");
            }
        });
        assert!(waited >= 30 && explained >= 4, "waited {waited}, explained {explained}");
    }

    #[test]
    fn the_lake_the_forecast_and_the_long_press_help_are_shown_while_their_notes_are_read() {
        // Issue 30: the tutorial shows them, not only names them.
        let mut shown = Vec::new();
        each_page(|game, lessons, read| {
            let g = guided(game, (lessons.played, read), &Selection::default(), false).unwrap();
            if let Some(what) = g.show {
                let Step::Note { text, .. } = g.step else { panic!("{what:?} shown with {:?}", g.step) };
                shown.push((what, text));
            }
        });
        let what: Vec<Shown> = shown.iter().map(|(s, _)| *s).collect();
        let expected = [Shown::Sheet(Sheet::Lake), Shown::Sheet(Sheet::Forecast), Shown::Help(Counter::Llamas)];
        assert_eq!(what, expected, "each once, in the order they come up");
        assert!(shown[0].1.starts_with("This is the Lake"), "{}", shown[0].1);
        assert!(shown[1].1.starts_with("Forecast"), "{}", shown[1].1);
        assert!(shown[2].1.starts_with("Hold a finger") && shown[2].1.contains("Llamas"), "{}", shown[2].1);
    }

    #[test]
    fn the_night_and_dawn_are_explained_one_moment_a_note_as_the_table_plays_them() {
        use crate::view::motion::{Hold, Moment};
        let mut held = Vec::new();
        each_page(|_, lessons, read| held.push(hold(lessons, read)));
        let moments: Vec<Moment> = held
            .iter()
            .filter_map(|h| match h {
                Some(Hold::Through(m)) => Some(*m),
                _ => None,
            })
            .collect();
        assert_eq!(
            moments,
            [Moment::Retirement, Moment::Harvest, Moment::Temples, Moment::Dawn],
            "one note a moment, in order"
        );
        // Before the first of the Night's, the table waits at nightfall;
        // Dawn waits for its note (the last Step markers play up to it);
        // after each stretch's last, it plays on.
        let first = held.iter().position(|h| matches!(h, Some(Hold::Through(_)))).unwrap();
        assert_eq!(held[first - 1], Some(Hold::Before(Moment::Nightfall)), "the move's own note first");
        let dawn = held.iter().position(|h| *h == Some(Hold::Through(Moment::Dawn))).unwrap();
        assert_eq!(held[dawn + 1], None, "after Dawn's note the table plays on freely");
    }

    #[test]
    fn dawn_is_explained_while_the_ayllus_steps_that_bring_it_play() {
        // As the table plays it: the Ayllu's steps paused one by one.
        let mut game = Game::new(setup(DEFAULT_NAME)).unwrap();
        let mut dawn_note_while_paused = false;
        for s in script() {
            game.apply_paused(s.action).unwrap();
            let lessons = lessons(&game).expect("on the script");
            if game.is_paused() {
                match step(&game, &lessons, 0, false) {
                    Step::Note { text, .. } => {
                        assert!(
                            text.starts_with("Dawn:"),
                            "only a moment's note is read while the Ayllu plays: {text}"
                        );
                        assert_eq!(hold(&lessons, 0), Some(Hold::Through(Moment::Dawn)));
                        // The notes after the Night's wait for the Ayllu's
                        // turn to be seen (a newcomer missed both).
                        assert!(
                            matches!(step(&game, &lessons, 1, false), Step::Watch { .. }),
                            "the score's note waits while the Ayllu plays on"
                        );
                        dawn_note_while_paused = true;
                    }
                    other => assert!(matches!(other, Step::Watch { .. }), "{other:?}"),
                }
            }
            while game.is_paused() {
                game.resume();
            }
        }
        assert!(dawn_note_while_paused, "the last Step marker leaves the Ayllu to play, Dawn among its steps");
    }

    #[test]
    fn the_script_replays_through_the_first_night_and_teaches_every_topic() {
        assert_eq!(script().len(), script::ACTIONS.len(), "every scripted move is legal");
        let missing: Vec<Topic> =
            coverage(script()).into_iter().filter(|(_, at)| at.is_none()).map(|(t, _)| t).collect();
        assert!(missing.is_empty(), "topics the script no longer shows: {missing:?}");
        let game = Game::replay(setup(DEFAULT_NAME), &script::ACTIONS).unwrap();
        assert_eq!((game.round(), game.phase()), (2, Phase::Day), "it ends after the first Night");
    }

    #[test]
    fn each_scripted_move_is_one_guided_tap_after_another_then_confirm() {
        walk(|game, step| {
            let Step::Act { action, .. } = step else { return };
            let mut sel = Selection::default();
            for _ in 0..8 {
                match next_tap(game, &sel, *action).expect("the guide finds the move") {
                    Tap::Confirm => return,
                    Tap::Target(place) => {
                        let t = targets(game, &sel, None).into_iter().find(|t| t.place == place).expect("a target");
                        sel.tap(game, &t);
                    }
                }
            }
            panic!("{action:?}: too many taps");
        });
    }

    #[test]
    fn every_step_says_something_short() {
        let mut notes = 0;
        walk(|_, step| {
            let text = match step {
                Step::Note { text, .. } => {
                    notes += 1;
                    text
                }
                Step::Act { text, .. } | Step::Watch { text } => text,
                Step::Done => return,
            };
            assert!(!text.is_empty());
            // One or two sentences: the card holds about three lines.
            assert!(text.chars().count() <= 230, "too long ({}): {text}", text.chars().count());
            println!("{text}");
        });
        assert!(notes >= 8, "the Ayllu, the Raymi, the Night and Dawn are explained");
    }

    #[test]
    fn the_words_name_what_happens() {
        let mut all = String::new();
        walk(|_, step| {
            if let Step::Note { text, .. } | Step::Act { text, .. } = step {
                all.push_str(text);
                all.push('\n');
            }
        });
        for words in [
            "Step marker",
            "Tambo",
            "Power",
            "Pottery",
            "Weaving",
            "Terrace",
            "Reed",
            "Raymi",
            "Temple",
            "Ayllu",
            "retires",
            "Harvest",
            "Dawn",
            "lower of Sun",
            "each Viracocha counts as a Llama",
        ] {
            assert!(all.contains(words), "nothing says {words:?}");
        }
    }

    /// Every text the tutorial shows, in the language spoken: each page
    /// (notes, moves, what the card says while the table plays) and the
    /// instruction for each tap the guide asks for.
    fn every_text() -> Vec<String> {
        let mut texts = vec![lessons::watching(), lessons::unfolding()];
        walk(|game, step| match step {
            Step::Note { text, .. } | Step::Watch { text } => texts.push(text.clone()),
            Step::Act { text, action } => {
                texts.push(text.clone());
                let mut sel = Selection::default();
                while let Some(tap) = next_tap(game, &sel, *action) {
                    texts.push(guide::instruction(tap));
                    let Tap::Target(place) = tap else { break };
                    let t = targets(game, &sel, None).into_iter().find(|t| t.place == place).expect("a target");
                    sel.tap(game, &t);
                }
            }
            Step::Done => {}
        });
        texts
    }

    /// The names the lessons take from `view::words` (activities, lines,
    /// Step slots, cells, the Ayllu's reasons), English until that file
    /// speaks the language too: left out of the check for English words.
    fn names_from_words() -> Vec<String> {
        use crate::engine::{Activity, Cell, Event, Line, StepSlot};
        use crate::view::words;
        let mut names: Vec<String> = Activity::ALL
            .into_iter()
            .flat_map(|a| [words::activity(a).to_string(), words::activity_short(a).to_string()])
            .chain(Line::ALL.into_iter().flat_map(|l| [words::line(l), words::capital(&words::line(l))]))
            .chain((0..16).map(|i| words::step_slot(StepSlot(i))))
            .chain((0..16).map(|i| words::cell(Cell(i))))
            .chain(script().iter().flat_map(|s| &s.events).filter_map(|e| match e {
                Event::AylluChose { reason } => Some(words::ayllu_reason(reason)),
                _ => None,
            }))
            .collect();
        // The longest first: "row 3, column 2" before "row 3".
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        names
    }

    /// The numbers in a text, sorted: the same in every language.
    fn numbers(text: &str) -> Vec<u32> {
        let mut n: Vec<u32> =
            text.split(|c: char| !c.is_ascii_digit()).filter(|d| !d.is_empty()).map(|d| d.parse().unwrap()).collect();
        n.sort_unstable();
        n
    }

    #[test]
    fn the_whole_tutorial_speaks_spanish_and_german_with_the_same_numbers() {
        use crate::view::lang::{speak, speak_for_test, Lang};
        const ENGLISH: [&str; 44] = [
            "the", "The", "your", "Your", "you", "You", "and", "with", "of", "is", "it", "It", "its", "to", "on", "at",
            "from", "each", "this", "This", "then", "Tap", "tap", "Take", "Build", "Lay", "space", "spaces", "slot",
            "power", "Sun", "Suns", "Moon", "Night", "Dawn", "Temple", "Pots", "marker", "row", "column", "Harvest",
            "Island", "Boat", "board",
        ];
        let english = every_text();
        let names = names_from_words();
        for (lang, own) in [
            (Lang::Es, ["fuerza", "Tambo", "Noche", "Amanecer"]),
            (Lang::De, ["Stärke", "Tambo", "Nacht", "Morgengrauen"]),
        ] {
            speak_for_test(lang);
            let texts = every_text();
            assert_eq!(texts.len(), english.len(), "{lang:?}: the same pages");
            let all = texts.join("\n");
            for word in own {
                assert!(all.contains(word), "{lang:?}: nothing says {word}");
            }
            for (text, en) in texts.iter().zip(&english) {
                assert!(!text.trim().is_empty(), "{lang:?}: an empty page for {en}");
                assert!(!text.contains(['{', '}']), "{lang:?}: a gap: {text}");
                assert_ne!(text, en, "{lang:?}: untranslated");
                assert_eq!(numbers(text), numbers(en), "{lang:?}: {text}\n{en}");
                // About as long as in English (at most 230 there): the card
                // holds about three lines.
                assert!(text.chars().count() <= 240, "{lang:?} too long ({}): {text}", text.chars().count());
                let mut rest = text.clone();
                for name in &names {
                    rest = rest.replace(name.as_str(), " ");
                }
                let left: Vec<&str> =
                    rest.split(|c: char| !c.is_alphabetic()).filter(|w| ENGLISH.contains(w)).collect();
                assert!(left.is_empty(), "{lang:?}: English {left:?} in {text}");
            }
        }
        speak(crate::view::lang::catalog::Catalog::english());
        assert_eq!(every_text(), english, "English again");
    }

    #[test]
    fn guided_reads_the_notes_then_asks_for_the_first_tap() {
        use guide::Focus;
        let game = Game::new(setup(DEFAULT_NAME)).unwrap();
        let sel = Selection::default();
        let first = guided(&game, (usize::MAX, 0), &sel, false).unwrap();
        assert!(matches!(first.step, Step::Note { last: false, .. }));
        assert_eq!((first.focus, first.played), (Focus::Read, 0));
        let notes = lessons(&game).unwrap().notes.len();
        let act = guided(&game, (0, notes), &sel, false).unwrap();
        assert!(matches!(act.step, Step::Act { .. }));
        assert!(matches!(act.focus, Focus::Tap(Tap::Target(_))), "{:?}", act.focus);
        // Notes read at another point of the script count for nothing here.
        assert_eq!(guided(&game, (3, notes), &sel, false).unwrap().focus, Focus::Read);
    }

    #[test]
    fn off_the_script_there_is_no_tutorial() {
        let mut game = Game::new(setup("Ana")).unwrap();
        assert!(lessons(&game).is_some(), "the name does not matter");
        let other = game.legal_actions().into_iter().find(|a| *a != script::ACTIONS[0]).unwrap();
        game.apply(other).unwrap();
        assert_eq!(lessons(&game), None);
        assert_eq!(lessons(&Game::new(Setup::solo(script::SEED, "Ana", 2)).unwrap()), None);
    }
}
