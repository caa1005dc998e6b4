//! What the whole table draws from, computed once per change and shared by
//! every board: the targets of the decision, the preview of the selected
//! choice, the seat marks, the focused seat.
use leptos::prelude::*;

use crate::engine::{Lake, MainBoard, PlayerId, PlayerState};
use crate::ui::state::{Automation, Choice, GameStore, Language, Screens, Tutorial};
use crate::view::looks::{seat_marks, SeatMark};
use crate::view::preview::{self, Preview};
use crate::view::seats;
use crate::view::targets::{decision_places, targets, Board, Place, Target};
use crate::view::tutorial::guide;

/// A person decides at the table now (not while the device is handed
/// over): only then does it show targets (reactive).
fn deciding(store: GameStore, screens: Screens) -> bool {
    store.person_deciding().is_some() && screens.handing_over().get().is_none()
}

/// The game as the selected choice would leave it (before the Ayllu plays).
#[derive(Clone, Debug, PartialEq)]
pub struct Ahead {
    pub board: MainBoard,
    pub players: Vec<PlayerState>,
    pub lake: Lake,
    pub planted: Vec<u8>,
    pub preview: Preview,
}

#[derive(Clone, Copy)]
pub struct TableModel {
    pub targets: Memo<Vec<Target>>,
    pub ahead: Memo<Option<Ahead>>,
    pub marks: Memo<Vec<SeatMark>>,
    /// The seat whose board is shown large.
    pub focus: Memo<PlayerId>,
    store: GameStore,
    screens: Screens,
}

impl TableModel {
    pub fn provide(
        store: GameStore,
        choice: Choice,
        auto: Automation,
        screens: Screens,
        tutorial: Tutorial,
        language: Language,
    ) -> TableModel {
        // The targets' labels and the preview's words are in the language
        // spoken: worked out again when it changes.
        let targets = Memo::new(move |_| {
            language.get();
            let sel = choice.get();
            let hint = auto.hinted();
            if !deciding(store, screens) {
                return Vec::new();
            }
            let mut ts = store.game().with(|g| g.as_ref().map(|g| targets(g, &sel, hint)).unwrap_or_default());
            // The guided first game: one target to tap, the rest dimmed.
            guide::mark(&mut ts, tutorial.focus());
            ts
        });
        let ahead = Memo::new(move |_| {
            language.get();
            let action = choice.action()?;
            store.game().with(|g| {
                let g = g.as_ref()?;
                let (after, events) = preview::after(g, action)?;
                Some(Ahead {
                    board: after.board().clone(),
                    players: after.players().to_vec(),
                    lake: after.lake().clone(),
                    planted: after.planted().to_vec(),
                    preview: preview::preview(g, &after, &events, action),
                })
            })
        });
        let marks = Memo::new(move |_| {
            store
                .looks()
                .with(|looks| store.game().with(|g| g.as_ref().map(|g| seat_marks(g, looks)).unwrap_or_default()))
        });
        let focus = Memo::new(move |previous: Option<&PlayerId>| {
            store.game().with(|g| g.as_ref().map_or(0, |g| seats::focus(g, previous.copied())))
        });
        let model = TableModel { targets, ahead, marks, focus, store, screens };
        provide_context(model);
        model
    }

    /// Every place the decision's options touch (`decision_places`), what
    /// the cameras frame (reactive; not a memo: each board's camera memo
    /// keeps only its own hits, and a memo of its own type costs the wasm
    /// about a kilobyte).
    pub fn decision(&self) -> Vec<Place> {
        if !deciding(self.store, self.screens) {
            return Vec::new();
        }
        self.store.game().with(|g| g.as_ref().map(decision_places).unwrap_or_default())
    }

    /// The targets drawn on one board (a memo of its own, so a board's
    /// targets redraw only when they change).
    pub fn targets_on(&self, board: Board) -> Memo<Vec<Target>> {
        let all = self.targets;
        Memo::new(move |_| all.with(|ts| ts.iter().filter(|t| t.place.board() == board).cloned().collect()))
    }
}
