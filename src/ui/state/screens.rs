//! Which screen, sheet or phone tab is showing.
use leptos::prelude::*;

use super::{GameStore, Prefs};
use crate::engine::PlayerId;
use crate::view::layout::{Sheet, Tab};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start screen: a new game, or a saved one.
    Start,
    /// The table, or a finished game's results.
    Table,
}

#[derive(Clone, Copy)]
pub struct Screens {
    screen: RwSignal<Screen>,
    /// A sheet the player opened (the decision's own sheet opens by itself).
    sheet: RwSignal<Option<Sheet>>,
    tab: RwSignal<Option<Tab>>,
    rules: RwSignal<bool>,
    /// Pass-and-play with the hand-over screen on: the person the table was
    /// last handed to.
    handed_to: RwSignal<Option<PlayerId>>,
    /// The person who must take the tablet before anything can be played.
    handing_over: Memo<Option<PlayerId>>,
}

impl Screens {
    pub fn new(store: GameStore, prefs: Prefs) -> Screens {
        let handed_to = RwSignal::new(None);
        let handing_over = Memo::new(move |_| {
            let seat = store.person_deciding()?;
            let on = prefs.get().with(|s| s.handover) && store.people().len() > 1;
            (on && handed_to.get() != Some(seat)).then_some(seat)
        });
        Screens {
            screen: RwSignal::new(Screen::Start),
            sheet: RwSignal::new(None),
            tab: RwSignal::new(None),
            rules: RwSignal::new(false),
            handed_to,
            handing_over,
        }
    }

    pub fn screen(&self) -> ReadSignal<Screen> {
        self.screen.read_only()
    }
    pub fn sheet(&self) -> ReadSignal<Option<Sheet>> {
        self.sheet.read_only()
    }
    pub fn tab(&self) -> ReadSignal<Option<Tab>> {
        self.tab.read_only()
    }
    pub fn rules_open(&self) -> ReadSignal<bool> {
        self.rules.read_only()
    }
    /// Pass-and-play with the hand-over screen on: the person who must
    /// take the tablet now, if it was not handed to them yet. Until then
    /// their decision shows no targets, no hint, and nothing plays itself.
    pub fn handing_over(&self) -> Memo<Option<PlayerId>> {
        self.handing_over
    }

    pub fn show(&self, screen: Screen) {
        self.sheet.set(None);
        self.tab.set(None);
        self.screen.set(screen);
    }
    /// Open a sheet; the one open already closes instead.
    pub fn toggle_sheet(&self, sheet: Sheet) {
        self.sheet.update(|s| *s = if *s == Some(sheet) { None } else { Some(sheet) });
    }
    pub fn close_sheet(&self) {
        self.sheet.set(None);
    }
    pub fn show_tab(&self, tab: Tab) {
        self.tab.set(Some(tab));
    }
    /// Back to the tab the decision needs.
    pub fn clear_tab(&self) {
        self.tab.set(None);
    }
    pub fn set_rules(&self, open: bool) {
        self.rules.set(open);
    }
    pub fn hand_to(&self, seat: Option<PlayerId>) {
        self.handed_to.set(seat);
    }
}
