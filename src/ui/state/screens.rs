//! Which screen, sheet or phone tab is showing.
use leptos::prelude::*;

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
}

impl Default for Screens {
    fn default() -> Self {
        Self::new()
    }
}

impl Screens {
    pub fn new() -> Screens {
        Screens {
            screen: RwSignal::new(Screen::Start),
            sheet: RwSignal::new(None),
            tab: RwSignal::new(None),
            rules: RwSignal::new(false),
            handed_to: RwSignal::new(None),
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
    pub fn handed_to(&self) -> ReadSignal<Option<PlayerId>> {
        self.handed_to.read_only()
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
