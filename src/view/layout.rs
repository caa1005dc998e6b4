//! Which part of the table is in view. The Main board and the deciding
//! player's board are always on screen on a tablet; the supplies (market
//! and Textile stacks) and the Lake are one tap away in a sheet that opens
//! by itself while a decision needs it; the log, the forecast, the rules,
//! the list of options and the other seats' boards open in drawers. A
//! phone shows one panel at a time, behind tabs.
use super::decimal::clamp;
use super::targets::Board;
use crate::engine::{Decision, PlayerId};
use crate::view::lang::{key, t};

/// A sheet or drawer over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sheet {
    Supplies,
    Lake,
    Log,
    Forecast,
    /// Every legal option as a button: the accessible fallback.
    Options,
    /// Another seat's whole board.
    Seat(PlayerId),
    /// New game, saved games, export, settings.
    Menu,
}

impl Sheet {
    /// Sheets that hold board targets stay open under the prompt strip;
    /// the others are drawers a tap outside closes.
    pub fn holds_targets(self) -> bool {
        matches!(self, Sheet::Supplies | Sheet::Lake | Sheet::Options)
    }
}

/// The sheet a decision's targets are on, which opens by itself.
pub fn sheet_for(decision: Decision) -> Option<Sheet> {
    match board_of(decision) {
        Board::Supplies => Some(Sheet::Supplies),
        Board::Lake => Some(Sheet::Lake),
        _ => None,
    }
}

/// The dock beside the Main board: the market or the Lake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dock {
    pub sheet: Sheet,
    /// It stands aside, over the person's own board, which the step
    /// playing leaves alone: the Main board stays in view.
    pub aside: bool,
}

/// A sheet the player opened by its door.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opened {
    pub sheet: Sheet,
    /// Opened during the decision now on the table (not before it).
    pub this_decision: bool,
}

/// What the dock holds: the sheet a person's decision has its targets on
/// (`needed`), else the board a step of motion happens on (`stage`), else
/// the market or the Lake the player opened. The player's own door wins
/// over the decision's sheet while that decision lasts (the Lake looked at
/// while choosing Pots); closing it brings the decision's sheet back, and
/// the next decision's sheet shows whatever was left open. While someone
/// else's step (a computer's, the Ayllu's, the Night's) plays there, it
/// stands aside.
pub fn dock(needed: Option<Sheet>, stage: Option<Sheet>, opened: Option<Opened>, persons_step: bool) -> Option<Dock> {
    let opened = opened.filter(|o| matches!(o.sheet, Sheet::Supplies | Sheet::Lake));
    let looking = opened.filter(|o| o.this_decision && needed.is_some()).map(|o| o.sheet);
    let sheet = looking.or(needed).or(stage).or(opened.map(|o| o.sheet))?;
    Some(Dock { sheet, aside: needed.is_none() && stage.is_some() && !persons_step })
}

/// The dock's sheet for a step of motion that happens on the market, the
/// Lake or the Ayllu's board, while the table would hide it.
pub fn sheet_for_stage(stage: crate::view::motion::Stage) -> Sheet {
    match stage {
        crate::view::motion::Stage::Market => Sheet::Supplies,
        crate::view::motion::Stage::Lake => Sheet::Lake,
        crate::view::motion::Stage::Ayllu(seat) => Sheet::Seat(seat),
    }
}

/// Where a decision's targets are drawn.
pub fn board_of(decision: Decision) -> Board {
    match decision {
        Decision::TakePots { .. } | Decision::ChooseStack => Board::Supplies,
        Decision::TakeViracocha { .. } => Board::Lake,
        Decision::BuildTambo => Board::Main,
        // Raymi tiles and Cuzco are on the Main board, emptied lines and
        // quadrants on the player's: the targets say which; the player's
        // board stays in view either way.
        Decision::LayStep
        | Decision::TakeTambo
        | Decision::ChoosePower { .. }
        | Decision::PlaceTextile { .. }
        | Decision::ResolveTrigger
        | Decision::ChooseTemple
        | Decision::ChooseCuzco { .. }
        | Decision::ScoreStepMarker { .. } => Board::Player,
    }
}

/// A phone's tabs: one panel at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tab {
    Board,
    MyBoard,
    Supplies,
    Seats,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Board, Tab::MyBoard, Tab::Supplies, Tab::Seats];

    pub fn name(self) -> String {
        t(match self {
            Tab::Board => key::BOARD_TAB_BOARD,
            Tab::MyBoard => key::BOARD_TAB_MY_BOARD,
            Tab::Supplies => key::BOARD_TAB_SUPPLIES,
            Tab::Seats => key::BOARD_TAB_SEATS,
        })
    }
}

/// The label of a board's button that shows the whole board again.
pub fn show_whole_board() -> String {
    t(key::BOARD_SHOW_WHOLE)
}

/// The tab a phone turns to for the targets on `board`.
pub fn tab_for(board: Board) -> Tab {
    match board {
        Board::Main => Tab::Board,
        Board::Supplies | Board::Lake => Tab::Supplies,
        Board::Player | Board::Prompt => Tab::MyBoard,
    }
}

/// Where the long-press help bubble of `size` goes (its top-left corner,
/// CSS px) for a finger at `finger` in a window of `window`: centred above
/// the finger where it fits, else below it, and always inside the window.
pub fn bubble_at(finger: (f64, f64), size: (f64, f64), window: (f64, f64)) -> (f64, f64) {
    /// Kept from the window's edges.
    const MARGIN: f64 = 8.0;
    /// Clear of the fingertip above it, and of the finger below it.
    const ABOVE: f64 = 28.0;
    const BELOW: f64 = 36.0;
    let ((x, y), (w, h), (vw, vh)) = (finger, size, window);
    let left = clamp(x - w / 2.0, MARGIN, (vw - w - MARGIN).max(MARGIN));
    let above = y - ABOVE - h;
    let top = if above >= MARGIN { above } else { (y + BELOW).min(vh - h - MARGIN).max(MARGIN) };
    (left, top)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tabs_and_the_whole_board_button_speak_spanish_and_german() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let words = |lang| {
            speak_for_test(lang);
            let mut all: Vec<String> = Tab::ALL.map(Tab::name).into();
            all.push(show_whole_board());
            speak(Catalog::english());
            all
        };
        assert_eq!(words(Lang::En), ["Board", "My board", "Lake and market", "Seats", "Show the whole board"]);
        assert_eq!(words(Lang::Es), ["Tablero", "Mi tablero", "Lago y mercado", "Jugadores", "Ver todo el tablero"]);
        assert_eq!(
            words(Lang::De),
            ["Spielplan", "Mein Tableau", "See und Markt", "Plätze", "Ganzen Spielplan zeigen"]
        );
    }

    #[test]
    fn the_dock_holds_the_decisions_board_first_and_stands_aside_for_someone_elses_step() {
        let (market, lake) = (Some(Sheet::Supplies), Some(Sheet::Lake));
        let at = |sheet, aside| Some(Dock { sheet, aside });
        let before = |sheet| Some(Opened { sheet, this_decision: false });
        let now = |sheet| Some(Opened { sheet, this_decision: true });
        // Nothing needed, staged or opened: no dock; a drawer is no dock.
        assert_eq!(dock(None, None, None, false), None);
        assert_eq!(dock(None, None, now(Sheet::Log), false), None);
        assert_eq!(dock(market, None, now(Sheet::Log), false), at(Sheet::Supplies, false));
        // Opened by its door: over the Main board.
        assert_eq!(dock(None, None, before(Sheet::Lake), false), at(Sheet::Lake, false));
        // A person's decision there: its board, over the Main board, even
        // while a step plays elsewhere, and over a sheet left open before.
        assert_eq!(dock(market, lake, before(Sheet::Lake), false), at(Sheet::Supplies, false));
        assert_eq!(dock(market, None, before(Sheet::Lake), false), at(Sheet::Supplies, false));
        // The door the player taps during that decision wins until closed:
        // the Lake looked at while choosing Pots (issue 30).
        assert_eq!(dock(market, None, now(Sheet::Lake), false), at(Sheet::Lake, false));
        assert_eq!(dock(lake, None, now(Sheet::Supplies), false), at(Sheet::Supplies, false));
        assert_eq!(dock(market, None, None, false), at(Sheet::Supplies, false));
        // Someone else's step on the market: beside the Main board.
        assert_eq!(dock(None, market, before(Sheet::Lake), false), at(Sheet::Supplies, true));
        // A person's own step there: where the person looks, over the Main board.
        assert_eq!(dock(None, market, None, true), at(Sheet::Supplies, false));
    }

    #[test]
    fn the_help_bubble_stays_inside_the_window() {
        let window = (1180.0, 820.0);
        // Room above: centred over the finger.
        assert_eq!(bubble_at((600.0, 400.0), (300.0, 100.0), window), (450.0, 272.0));
        // An icon near the top (the grid's first row): below the finger.
        assert_eq!(bubble_at((600.0, 130.0), (300.0, 110.0), window), (450.0, 166.0));
        // At the right edge, and low on a short window: pulled inside.
        let (left, top) = bubble_at((1170.0, 60.0), (320.0, 140.0), (1180.0, 200.0));
        assert_eq!((left, top), (852.0, 52.0));
        assert!(left + 320.0 <= 1180.0 && top >= 8.0);
    }

    #[test]
    fn supplies_and_lake_decisions_open_their_sheet() {
        assert_eq!(sheet_for(Decision::TakePots { power: 2 }), Some(Sheet::Supplies));
        assert_eq!(sheet_for(Decision::ChooseStack), Some(Sheet::Supplies));
        assert_eq!(sheet_for(Decision::TakeViracocha { yellow: 2 }), Some(Sheet::Lake));
        assert_eq!(sheet_for(Decision::BuildTambo), None);
        assert!(Sheet::Supplies.holds_targets() && !Sheet::Log.holds_targets());
        assert_eq!(tab_for(board_of(Decision::BuildTambo)), Tab::Board);
        assert_eq!(tab_for(board_of(Decision::TakeViracocha { yellow: 1 })), Tab::Supplies);
    }
}
