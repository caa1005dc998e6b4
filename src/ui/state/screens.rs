//! Which screen, sheet or phone tab is showing, and the browser's Back:
//! the table over the start screen, a sheet or drawer over the table, the
//! rules over either are layers, each opened with a history entry, and
//! Back closes the top one. Only these methods touch the history.
use leptos::prelude::*;

use super::{GameStore, Prefs};
use crate::browser::history;
use crate::engine::PlayerId;
use crate::view::layout::{Opened, Sheet, Tab};

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
    /// The game's version when the player last opened a sheet: whether it
    /// was opened during the decision now on the table.
    opened_at: StoredValue<u64>,
    store: GameStore,
    tab: RwSignal<Option<Tab>>,
    rules: RwSignal<bool>,
    /// Pass-and-play with the hand-over screen on: the person the table was
    /// last handed to.
    handed_to: RwSignal<Option<PlayerId>>,
    /// The person who must take the tablet before anything can be played.
    handing_over: Memo<Option<PlayerId>>,
    /// How many layers deep the browser's current history entry is.
    entry_depth: StoredValue<u32>,
    /// A history update is queued for the end of this task (so that a
    /// close and an open in one tap move the history once).
    queued: StoredValue<bool>,
    /// The app stepped the history back and the browser has not yet
    /// reported the step (popstate comes a task or more later). That
    /// report is not the player's Back, and history waits for it.
    stepping_back: StoredValue<bool>,
}

impl Screens {
    pub fn new(store: GameStore, prefs: Prefs) -> Screens {
        let handed_to = RwSignal::new(None);
        let handing_over = Memo::new(move |_| {
            let seat = store.person_deciding()?;
            let on = prefs.get().with(|s| s.handover) && store.people().len() > 1;
            (on && handed_to.get() != Some(seat)).then_some(seat)
        });
        let screens = Screens {
            screen: RwSignal::new(Screen::Start),
            sheet: RwSignal::new(None),
            opened_at: StoredValue::new(0),
            store,
            tab: RwSignal::new(None),
            rules: RwSignal::new(false),
            handed_to,
            handing_over,
            entry_depth: StoredValue::new(0),
            queued: StoredValue::new(false),
            stepping_back: StoredValue::new(false),
        };
        history::start(move |depth| screens.back_to(depth));
        screens
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
        self.layers_changed();
    }

    /// The sheet the player opened, and whether during this decision.
    pub fn opened(&self) -> Option<Opened> {
        let this_decision = self.opened_at.get_value() == self.store.version().get();
        self.sheet.get().map(|sheet| Opened { sheet, this_decision })
    }

    /// Open a sheet; the one open already closes instead.
    pub fn toggle_sheet(&self, sheet: Sheet) {
        self.opened_at.set_value(self.store.version().get_untracked());
        self.sheet.update(|s| *s = if *s == Some(sheet) { None } else { Some(sheet) });
        self.layers_changed();
    }
    pub fn close_sheet(&self) {
        if self.sheet.get_untracked().is_some() {
            self.sheet.set(None);
            self.layers_changed();
        }
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
        self.layers_changed();
    }
    /// Escape: close the top layer the player opened, the rules over a
    /// drawer, as its × would. False when none is open.
    pub fn close_top(&self) -> bool {
        if self.rules.get_untracked() {
            self.set_rules(false);
        } else if self.sheet.get_untracked().is_some() {
            self.close_sheet();
        } else {
            return false;
        }
        true
    }
    pub fn hand_to(&self, seat: Option<PlayerId>) {
        self.handed_to.set(seat);
    }

    /// Layers open: the table, a sheet or drawer, the rules.
    fn depth(&self) -> u32 {
        u32::from(self.screen.get_untracked() == Screen::Table)
            + u32::from(self.sheet.get_untracked().is_some())
            + u32::from(self.rules.get_untracked())
    }

    /// After the layers changed: at the end of this task, push an entry
    /// for each layer opened, or go back over each one closed.
    fn layers_changed(&self) {
        if self.queued.get_value() {
            return;
        }
        self.queued.set_value(true);
        let screens = *self;
        queue_microtask(move || {
            screens.queued.set_value(false);
            if screens.stepping_back.get_value() {
                // `back_to` catches up when the step back arrives.
                return;
            }
            let (want, have) = (screens.depth(), screens.entry_depth.get_value());
            if want > have {
                (have + 1..=want).for_each(history::push);
            } else if want < have {
                screens.stepping_back.set_value(true);
                history::go(want as i32 - have as i32);
            }
            screens.entry_depth.set_value(want);
        });
    }

    /// Back (or Forward) reached an entry `depth` layers deep: close the
    /// top layers down to it (rules, then a sheet, then the table, whose
    /// game stays saved). Forward cannot reopen what was closed: the
    /// history then steps back to match.
    fn back_to(&self, depth: u32) {
        self.entry_depth.set_value(depth);
        if self.stepping_back.get_value() {
            // The app's own step back arrived: nothing to close, but what
            // opened meanwhile (a new game's table) gets its entries now.
            self.stepping_back.set_value(false);
            self.layers_changed();
            return;
        }
        while self.depth() > depth {
            if self.rules.get_untracked() {
                self.rules.set(false);
            } else if self.sheet.get_untracked().is_some() {
                self.sheet.set(None);
            } else {
                self.tab.set(None);
                self.screen.set(Screen::Start);
            }
        }
        self.layers_changed();
    }
}
