//! What a player can touch now: every target of the pending decision, the
//! place on the table where it is drawn, the action a tap on it selects,
//! and its words. The engine's `legal_actions` is the only source: a target
//! exists only for a legal action (or to choose among legal actions, like
//! a Step marker in hand), so the table never offers what the rules refuse.
use super::selection::Selection;
use super::words;
use crate::engine::{
    Action, Activity, Ayar, Cell, Decision, Dir, Game, Line, Marker, PotSet, StepSlot, Trigger, QUADRANTS,
};
use crate::view::lang::{catalog::Arg, key, tf};

/// Where a target is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    // ---- the deciding player's board
    /// A Step marker in hand: chooses which marker the Step slots lay.
    Marker(Marker),
    StepSlot(StepSlot),
    Cell(Cell),
    /// A quadrant that just emptied: its Temple is due (R7.1).
    Quadrant(usize),
    /// A row or column that just emptied: its bonus (R7.2).
    LineBonus(Line),
    MoonSlot(Activity),
    /// An activity's card: Cuzco's two activities.
    Activity(Activity),
    /// The power control beside the activity being performed.
    Power(u8),
    /// A Temple left to place: its type.
    TempleType(Activity),
    LoomCell(Cell),
    /// R5.4: no building slot is empty: the Tambo goes to the box.
    Box,
    // ---- the Main board
    BuildingSlot(Ayar, u8),
    /// An Ayar on his path: whom a gold Step marker moves.
    Ayar(Ayar),
    /// A Raymi tile (index into `MainBoard::raymi`) about to score.
    Raymi(u8),
    /// Cuzco, about to score for this Ayar.
    Cuzco(Ayar),
    // ---- the supplies and the Lake
    MarketSlot(usize),
    Stack(u8),
    LakeArea(u8),
}

/// The part of the table a place is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    Player,
    Main,
    Supplies,
    Lake,
    Prompt,
}

impl Place {
    /// The place as its target's `data-place`: the same place keeps its
    /// key over a redraw (a keyboard player's focus goes back to it).
    pub fn key(self) -> String {
        format!("{self:?}")
    }

    pub fn board(self) -> Board {
        match self {
            Place::BuildingSlot(..) | Place::Ayar(_) | Place::Raymi(_) | Place::Cuzco(_) => Board::Main,
            Place::MarketSlot(_) | Place::Stack(_) => Board::Supplies,
            Place::LakeArea(_) => Board::Lake,
            Place::Box => Board::Prompt,
            _ => Board::Player,
        }
    }
}

/// One thing to touch.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub place: Place,
    /// What a tap selects. `None` for a chooser that only narrows the
    /// choice (a Step marker in hand, a picked Pot taken back).
    pub action: Option<Action>,
    /// What it does, in words (its accessible name).
    pub label: String,
    /// Part of the selected choice (a marker in hand chosen, a Pot picked).
    pub selected: bool,
    /// Part of the choice the hint suggests.
    pub hinted: bool,
    /// What the guided first game makes of it (`tutorial::guide::mark`).
    pub guide: Guide,
}

/// A target in the guided first game: free to tap outside it; the one to
/// tap next; shown dimmed, an option the tutorial does not take; or out of
/// sight while a note is read or the Ayllu plays (a newcomer took dimmed
/// outlines under "Read, then tap Next" for something to tap).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Guide {
    #[default]
    Free,
    Next,
    Dimmed,
    Away,
}

impl Guide {
    /// The guided game does not take this target now.
    pub fn blocked(self) -> bool {
        matches!(self, Guide::Dimmed | Guide::Away)
    }
}

impl Target {
    /// Its CSS classes: `target`, then `legal` (it plays an action) or
    /// `chooser` (it only narrows the choice), `selected`, `hint`; in the
    /// guided first game `tutorial-next` for the one to tap, and `dimmed`
    /// (instead of `legal` or `chooser`) for the rest.
    pub fn classes(&self) -> String {
        let mut class = String::from(match (self.guide, self.action) {
            (Guide::Dimmed, _) => "target dimmed",
            (Guide::Away, _) => "target dimmed away",
            (_, Some(_)) => "target legal",
            (_, None) => "target chooser",
        });
        if self.selected {
            class.push_str(" selected");
        }
        if self.hinted {
            class.push_str(" hint");
        }
        if self.guide == Guide::Next {
            class.push_str(" tutorial-next");
        }
        class
    }

    /// The action it offers to play (its `data-action`): none when it only
    /// narrows the choice, or when the guided first game dims it.
    pub fn offered(&self) -> Option<Action> {
        self.action.filter(|_| !self.guide.blocked())
    }
}

/// A target's `data-action`: the action it plays as JSON, so browser tests
/// (and assistive tooling) find what can be played.
pub fn action_key(action: &Action) -> String {
    serde_json::to_string(action).unwrap_or_default()
}

/// Whether the gold marker laid on `slot` could move more than one Ayar
/// (`legal`: the legal actions): the player then picks which on the Main
/// board.
pub fn gold_ayar_choice(legal: &[Action], slot: StepSlot) -> bool {
    let here = |a: &&Action| matches!(a, Action::LayStep { marker: Marker::Gold, slot: s, .. } if *s == slot);
    legal.iter().filter(here).count() > 1
}

/// Every target of the pending decision for `selection`. Empty when no
/// person decides now (the caller passes `None` for the game then).
pub fn targets(game: &Game, selection: &Selection, hint: Option<Action>) -> Vec<Target> {
    let Some(pending) = game.pending() else { return Vec::new() };
    let legal = game.legal_actions();
    let mut out: Vec<Target> = Vec::new();
    let mut add = |place: Place, action: Option<Action>, label: String| {
        out.push(Target { place, action, label, selected: false, hinted: false, guide: Guide::Free })
    };
    match pending.decision {
        Decision::LayStep => {
            // The marker in hand is always shown: the one chosen, else the
            // hint's, else the first that may be laid. A slot lays it.
            let chosen = selection.marker.or_else(|| in_hand(&legal, hint));
            for m in Marker::ALL {
                if legal.iter().any(|a| matches!(a, Action::LayStep { marker, .. } if *marker == m)) {
                    add(Place::Marker(m), None, choose_marker(m));
                }
            }
            for slot in StepSlot::all() {
                let here = |a: &&Action| matches!(a, Action::LayStep { slot: s, marker, .. } if *s == slot && chosen.is_none_or(|c| c == *marker));
                // The selected Ayar stays when it can still go from here;
                // else the hint's move, when it is here: a tap on the slot
                // it lights follows it (it once laid another marker there).
                let keep = match selection.action {
                    Some(Action::LayStep { ayar, .. }) => {
                        legal.iter().filter(here).find(|a| matches!(a, Action::LayStep { ayar: x, .. } if *x == ayar))
                    }
                    _ => hint.as_ref().filter(|h| here(h) && legal.contains(*h)),
                };
                if let Some(&action) = keep.or_else(|| legal.iter().find(here)) {
                    // A gold marker that could move several Ayars from here:
                    // the slot does not name one (the Ayar is asked next).
                    let gold_choice = keep.is_none()
                        && matches!(action, Action::LayStep { marker: Marker::Gold, .. })
                        && gold_ayar_choice(&legal, slot);
                    let label = if gold_choice { words::gold_slot(slot) } else { words::action_long(game, &action) };
                    add(Place::StepSlot(slot), Some(action), label);
                }
            }
            // A gold marker laid: which Ayar it moves is chosen on the board.
            let gold_slot = match selection.action {
                Some(Action::LayStep { marker: Marker::Gold, slot, .. }) => Some(slot),
                _ => selection.gold_slot,
            };
            if let Some(slot) = gold_slot {
                for &action in &legal {
                    if let Action::LayStep { marker: Marker::Gold, slot: s, ayar } = action {
                        if s == slot {
                            add(Place::Ayar(ayar), Some(action), words::action_long(game, &action));
                        }
                    }
                }
            }
        }
        Decision::ChooseCuzco { .. } => {
            let player = game.player(pending.player);
            for a in Activity::ALL {
                // Each card's label leads with its own activity, or with the
                // one tapped first.
                let (lead, partner) = match (selection.activity, selection.action) {
                    (Some(first), Some(Action::ChooseCuzco { first: x, second: y })) if a == first => {
                        (first, if x == first { y } else { x })
                    }
                    (Some(first), _) => (first, a),
                    // The other half defaults to the most Suns (topmost on a tie).
                    _ => (
                        a,
                        Activity::ALL
                            .into_iter()
                            .filter(|&b| b != a)
                            .max_by_key(|&b| (player.visible_suns(b), std::cmp::Reverse(b.index())))
                            .unwrap_or(a),
                    ),
                };
                add(Place::Activity(a), Some(cuzco_pair(lead, partner)), words::cuzco_pair(lead, partner));
            }
        }
        Decision::TakePots { .. } => {
            for i in 0..5 {
                if game.market().slots[i].is_none() {
                    continue;
                }
                // A picked Pot takes the set picked (its second tap); its
                // ✕ puts it back.
                let picked = selection.pots;
                let slots = if picked.contains(i) { picked } else { picked.toggle(i) };
                let action = Action::TakePots { slots };
                if legal.contains(&action) {
                    add(Place::MarketSlot(i), Some(action), words::action_long(game, &action));
                }
            }
        }
        Decision::PlaceTextile { .. } => {
            let placed = match selection.action {
                Some(Action::PlaceTextile { cell, dir }) => Some((cell, dir)),
                _ => None,
            };
            for cell in Cell::all() {
                let starting_here =
                    legal.iter().copied().find(|a| matches!(a, Action::PlaceTextile { cell: c, .. } if *c == cell));
                let action = match placed {
                    // Its first end plays it (a second tap); its other end
                    // turns it end for end.
                    Some((first, dir)) if cell == first => Some(Action::PlaceTextile { cell: first, dir }),
                    Some((first, dir)) if dir.step(first) == Some(cell) => {
                        let flipped = Action::PlaceTextile { cell, dir: dir.opposite() };
                        Some(if legal.contains(&flipped) { flipped } else { Action::PlaceTextile { cell: first, dir } })
                    }
                    // Beside its first end, the other end goes to the cell tapped.
                    Some((first, _)) => Dir::ALL
                        .into_iter()
                        .filter(|d| d.step(first) == Some(cell))
                        .map(|dir| Action::PlaceTextile { cell: first, dir })
                        .find(|a| legal.contains(a))
                        .or(starting_here),
                    None => starting_here,
                };
                let Some(action) = action else { continue };
                add(Place::LoomCell(cell), Some(action), words::action_long(game, &action));
            }
        }
        _ => {
            for &action in &legal {
                let place = match action {
                    Action::TakeTambo { cell } => Place::Cell(cell),
                    Action::BuildTambo { path, space } => Place::BuildingSlot(path, space),
                    Action::BoxTambo => Place::Box,
                    Action::ChoosePower { power } => Place::Power(power),
                    Action::ChooseStack { stack } => Place::Stack(stack),
                    Action::TakeViracocha { area } => Place::LakeArea(area),
                    Action::ResolveTrigger { trigger } => trigger_place(game, trigger),
                    Action::ChooseTemple { activity } => Place::TempleType(activity),
                    Action::ScoreStepMarker { activity } => Place::MoonSlot(activity),
                    Action::LayStep { .. }
                    | Action::TakePots { .. }
                    | Action::PlaceTextile { .. }
                    | Action::ChooseCuzco { .. } => continue,
                };
                add(place, Some(action), words::action_long(game, &action));
            }
        }
    }
    let mut selected = selection.places(game);
    if pending.decision == Decision::LayStep && selection.marker.is_none() {
        selected.extend(in_hand(&legal, hint).map(Place::Marker));
    }
    let hinted = hint.map(|h| places_of(game, h)).unwrap_or_default();
    for t in &mut out {
        t.selected = selected.contains(&t.place);
        t.hinted = hinted.contains(&t.place);
    }
    out
}

/// The marker a Day turn starts with in hand before one is tapped: the
/// hint's, else the first that may be laid (seed "Day turn": a marker,
/// then its slot).
fn in_hand(legal: &[Action], hint: Option<Action>) -> Option<Marker> {
    let laid = |a: &Action| match *a {
        Action::LayStep { marker, .. } => Some(marker),
        _ => None,
    };
    hint.filter(|h| legal.contains(h)).as_ref().and_then(laid).or_else(|| legal.iter().find_map(laid))
}

/// A Step marker in hand as a target: choose it before its slot.
pub fn choose_marker(m: Marker) -> String {
    tf(key::BOARD_CHOOSE_MARKER, &[("marker", Arg::Text(&words::marker(m)))])
}

/// A picked Pot's ✕: the Pot of market slot `i` (0-based) goes back.
pub fn put_back_pot(i: usize) -> String {
    tf(key::BOARD_PUT_BACK_POT, &[("slot", Arg::Num(i as u32 + 1))])
}

fn cuzco_pair(a: Activity, b: Activity) -> Action {
    Action::ChooseCuzco { first: a.min(b), second: a.max(b) }
}

/// Where an end-of-turn effect is resolved: an emptied quadrant or line on
/// the player's board, a Raymi tile or Cuzco on the Main board.
fn trigger_place(game: &Game, trigger: Trigger) -> Place {
    match trigger {
        Trigger::Temple => Place::Quadrant(quadrant_emptied(game).unwrap_or(0)),
        Trigger::LineBonus { line } => Place::LineBonus(line),
        Trigger::Raymi { tile } => Place::Raymi(tile),
        Trigger::Cuzco { ayar } => Place::Cuzco(ayar),
    }
}

/// The quadrant of the Tambo taken this turn (R7.1: its fourth Tambo left).
fn quadrant_emptied(game: &Game) -> Option<usize> {
    let cell = game.log().iter().rev().find_map(|a| match a {
        Action::TakeTambo { cell } => Some(*cell),
        _ => None,
    })?;
    QUADRANTS.iter().position(|&q| q == cell.quadrant())
}

/// The places an action involves: where a selection or a hint shows on the
/// table (a Step marker and its slot, each Pot of a set, both activities).
pub fn places_of(game: &Game, action: Action) -> Vec<Place> {
    match action {
        Action::LayStep { marker, slot, ayar } => {
            let mut places = vec![Place::Marker(marker), Place::StepSlot(slot)];
            if marker == Marker::Gold {
                places.push(Place::Ayar(ayar));
            }
            places
        }
        Action::TakePots { slots } => slots.slots().map(Place::MarketSlot).collect(),
        Action::ChooseCuzco { first, second } => vec![Place::Activity(first), Place::Activity(second)],
        Action::PlaceTextile { cell, dir } => {
            let mut places = vec![Place::LoomCell(cell)];
            places.extend(dir.step(cell).map(Place::LoomCell));
            places
        }
        Action::TakeTambo { cell } => vec![Place::Cell(cell)],
        Action::BuildTambo { path, space } => vec![Place::BuildingSlot(path, space)],
        Action::BoxTambo => vec![Place::Box],
        Action::ChoosePower { power } => vec![Place::Power(power)],
        Action::ChooseStack { stack } => vec![Place::Stack(stack)],
        Action::TakeViracocha { area } => vec![Place::LakeArea(area)],
        Action::ResolveTrigger { trigger } => vec![trigger_place(game, trigger)],
        Action::ChooseTemple { activity } => vec![Place::TempleType(activity)],
        Action::ScoreStepMarker { activity } => vec![Place::MoonSlot(activity)],
    }
}

/// Every place the options of `game`'s decision touch, whatever is
/// selected (each once): a board's camera frames these, so that it holds
/// still between the taps of one decision (a marker in hand narrows the
/// slots; a gold marker then asks for an Ayar on another board).
pub fn decision_places(game: &Game) -> Vec<Place> {
    let mut places: Vec<Place> = Vec::new();
    for place in game.legal_actions().into_iter().flat_map(|a| places_of(game, a)) {
        if !places.contains(&place) {
            places.push(place);
        }
    }
    places
}

/// A choice the table can play by itself, and the notice that says why:
/// the one legal option of the pending decision, or the first end-of-turn
/// effect when their order changes nothing (R5.5).
pub fn only_option(game: &Game) -> Option<(Action, String)> {
    let legal = game.legal_actions();
    if let [only] = legal[..] {
        return Some((only, words::only_option(game, &only)));
    }
    let first = game.free_trigger_order()?;
    let effects: Vec<Trigger> = legal
        .iter()
        .filter_map(|a| match a {
            Action::ResolveTrigger { trigger } => Some(*trigger),
            _ => None,
        })
        .collect();
    Some((first, words::any_order(game, &effects)))
}

/// The Pots of a set, for words.
pub fn pots_of(set: PotSet) -> Vec<usize> {
    set.slots().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;
    use crate::engine::Setup;
    use crate::view::selection::Tapped;

    #[test]
    fn a_markers_and_a_pots_targets_speak_spanish_and_german() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        assert_eq!(put_back_pot(2), "Put back the Pot of market slot 3");
        assert_eq!(choose_marker(Marker::Gold), format!("Choose the {}", words::marker(Marker::Gold)));
        speak_for_test(Lang::Es);
        assert_eq!(put_back_pot(4), "Devuelve la vasija de la casilla 5 del mercado");
        assert!(choose_marker(Marker::Manco).starts_with("Elige el "));
        speak_for_test(Lang::De);
        assert_eq!(put_back_pot(1), "Gefäß von Marktfeld 2 zurücklegen");
        assert!(choose_marker(Marker::Auca).starts_with("Marker wählen: "));
        speak(Catalog::english());
    }

    #[test]
    fn a_targets_classes_say_what_it_does_and_its_state() {
        let mut t = Target {
            place: Place::Box,
            action: None,
            label: String::new(),
            selected: false,
            hinted: false,
            guide: Guide::Free,
        };
        assert_eq!(t.classes(), "target chooser");
        t.action = Some(Action::TakeTambo { cell: Cell::new(0, 0) });
        t.selected = true;
        t.hinted = true;
        assert_eq!(t.classes(), "target legal selected hint");
        assert_eq!(t.offered(), t.action);
        // The guided first game: the one to tap, and the others.
        t.guide = Guide::Next;
        assert_eq!(t.classes(), "target legal selected hint tutorial-next");
        t.guide = Guide::Dimmed;
        assert_eq!(t.classes(), "target dimmed selected hint");
        assert_eq!(t.offered(), None, "a dimmed target offers no action to tap");
    }

    /// Random positions of whole games, 1 to 4 players and solo.
    fn positions(games: u64, mut check: impl FnMut(&Game)) {
        for seed in 0..games {
            let setup = match seed % 4 {
                0 => Setup::solo(seed, "Ana", 1 + (seed % 3) as u8),
                n => Setup::new(seed, &["A", "B", "C", "D"][..n as usize + 1]),
            };
            let mut g = Game::new(setup).unwrap();
            let mut bot = RandomBot::new(seed);
            while let Some(a) = bot.choose(&g) {
                check(&g);
                g.apply(a).unwrap();
            }
        }
    }

    #[test]
    fn the_table_plays_a_lone_option_or_a_free_order_by_itself_and_says_which() {
        let (mut lone, mut free, mut asked) = (0, 0, 0);
        positions(40, |g| {
            let legal = g.legal_actions();
            match only_option(g) {
                Some((a, notice)) if legal.len() == 1 => {
                    assert_eq!(a, legal[0]);
                    assert!(notice.starts_with("The only option: "), "{notice}");
                    lone += 1;
                }
                Some((a, notice)) => {
                    assert_eq!(Some(a), g.free_trigger_order());
                    // Every effect is named, in the words of its target.
                    for t in &legal {
                        let Action::ResolveTrigger { trigger } = *t else { panic!("{t:?}") };
                        assert!(notice.contains(&words::trigger(g, trigger)), "{notice}");
                    }
                    assert!(
                        notice.starts_with("In any order the same: ") && !notice.contains("Resolve next"),
                        "{notice}"
                    );
                    free += 1;
                }
                None if matches!(g.pending().map(|p| p.decision), Some(Decision::ResolveTrigger)) => asked += 1,
                None => assert!(legal.len() > 1),
            }
        });
        assert!(lone > 0 && free > 0 && asked > 0, "lone {lone}, free {free}, asked {asked}");
    }

    #[test]
    fn every_target_action_is_legal_and_every_legal_action_has_a_target() {
        positions(24, |g| {
            let legal = g.legal_actions();
            let ts = targets(g, &Selection::default(), None);
            for t in &ts {
                if let Some(a) = t.action {
                    assert!(legal.contains(&a), "{:?} offers {a:?}", t.place);
                }
                assert!(!t.label.is_empty());
            }
            // Reachable: each legal action is offered, or reached from a
            // target (a gold marker's Ayar, a Pot set, a Textile's turn, a pair).
            let mut by_taps: Option<Vec<Action>> = None;
            for a in &legal {
                let reached = match a {
                    Action::LayStep { marker: Marker::Gold, .. }
                    | Action::TakePots { .. }
                    | Action::PlaceTextile { .. }
                    | Action::ChooseCuzco { .. } => by_taps.get_or_insert_with(|| reachable(g)).contains(a),
                    Action::LayStep { .. } => {
                        let sel = Selection { marker: Some(marker_of(a)), ..Selection::default() };
                        targets(g, &sel, None).iter().any(|t| t.action == Some(*a))
                    }
                    _ => ts.iter().any(|t| t.action == Some(*a)),
                };
                assert!(reached, "{a:?} cannot be reached by touch");
            }
        });
    }

    fn marker_of(a: &Action) -> Marker {
        match a {
            Action::LayStep { marker, .. } => *marker,
            _ => unreachable!(),
        }
    }

    /// Every action that taps on targets can select (a short search, once
    /// per position: a search per action took 24 s of the test run).
    fn reachable(g: &Game) -> Vec<Action> {
        let (mut frontier, mut found) = (vec![Selection::default()], Vec::new());
        for taps in 0..=6 {
            for a in frontier.iter().filter_map(|s| s.action) {
                if !found.contains(&a) {
                    found.push(a);
                }
            }
            if taps == 6 {
                break;
            }
            let mut next = Vec::new();
            for sel in &frontier {
                for t in targets(g, sel, None) {
                    let mut s = sel.clone();
                    s.tap(g, &t);
                    if !next.contains(&s) && next.len() < 400 {
                        next.push(s);
                    }
                }
            }
            frontier = next;
        }
        found
    }

    #[test]
    fn r6_2_every_textile_placement_is_its_first_cell_then_the_cell_of_its_other_half_and_a_second_tap_plays_it() {
        let mut seen = 0;
        positions(12, |g| {
            if !matches!(g.pending().map(|p| p.decision), Some(Decision::PlaceTextile { .. })) {
                return;
            }
            let tap = |sel: &Selection, cell| {
                let t = targets(g, sel, None).into_iter().find(|t| t.place == Place::LoomCell(cell));
                let mut sel = sel.clone();
                sel.tap(g, &t.expect("a target on the cell"));
                sel
            };
            for goal in g.legal_actions() {
                let Action::PlaceTextile { cell, dir } = goal else { continue };
                let other = dir.step(cell).expect("a cell beside it");
                let first = tap(&Selection::default(), cell);
                // Already pointing there, or pointed there by the second tap.
                let aimed = if first.action == Some(goal) { first } else { tap(&first, other) };
                assert_eq!(aimed.action, Some(goal), "{goal:?}");
                // Its first end again plays it; its far end turns it end for
                // end, and then the far end (now the first) plays that.
                let at = |sel: &Selection, cell| {
                    targets(g, sel, None).into_iter().find(|t| t.place == Place::LoomCell(cell)).expect("a cell")
                };
                assert_eq!(aimed.clone().tap(g, &at(&aimed, cell)), Tapped::Play(goal), "{goal:?}");
                let flipped = Action::PlaceTextile { cell: other, dir: dir.opposite() };
                if g.legal_actions().contains(&flipped) {
                    let turned = tap(&aimed, other);
                    assert_eq!(turned.action, Some(flipped), "{goal:?}");
                    assert_eq!(turned.clone().tap(g, &at(&turned, other)), Tapped::Play(flipped), "{goal:?}");
                    assert_eq!(tap(&turned, cell).action, Some(goal), "{goal:?}");
                }
                seen += 1;
            }
        });
        assert!(seen > 100, "{seen} placements");
    }

    #[test]
    fn each_cuzco_card_names_its_own_activity_first() {
        let mut seen = 0;
        positions(24, |g| {
            if !matches!(g.pending().map(|p| p.decision), Some(Decision::ChooseCuzco { .. })) {
                return;
            }
            for t in targets(g, &Selection::default(), None) {
                let Place::Activity(a) = t.place else { continue };
                assert!(t.label.starts_with(&format!("Score {} and ", words::activity(a))), "{}", t.label);
                seen += 1;
            }
        });
        assert!(seen > 0);
    }

    #[test]
    fn a_gold_slot_that_can_move_several_ayars_names_none() {
        // The first position where the gold marker can move two Ayars from one slot.
        let mut seen = false;
        positions(8, |g| {
            let legal = g.legal_actions();
            let gold = Selection { marker: Some(Marker::Gold), ..Selection::default() };
            for t in targets(g, &gold, None) {
                let (Place::StepSlot(slot), Some(Action::LayStep { marker: Marker::Gold, .. })) = (t.place, t.action)
                else {
                    continue;
                };
                if gold_ayar_choice(&legal, slot) {
                    seen = true;
                    assert_eq!(t.label, words::gold_slot(slot));
                    assert!(t.label.ends_with("then choose which Ayar it moves"), "{}", t.label);
                } else {
                    assert!(t.label.contains(" and move "), "{}", t.label);
                }
            }
        });
        assert!(seen, "some position offers the gold marker two Ayars from one slot");
    }

    #[test]
    fn the_camera_frames_every_place_of_a_decision_whatever_is_selected() {
        // A selection only narrows the targets to places the decision
        // already framed: the Ayars a gold marker may move are framed from
        // the decision's first tap on.
        let mut gold = 0;
        positions(8, |g| {
            let framed = decision_places(g);
            assert!(framed.iter().enumerate().all(|(i, p)| !framed[..i].contains(p)), "each place once");
            let mut selections = vec![Selection::default()];
            selections.extend(Marker::ALL.map(|m| Selection { marker: Some(m), ..Selection::default() }));
            selections
                .extend(g.legal_actions().into_iter().map(|a| Selection { action: Some(a), ..Selection::default() }));
            for sel in &selections {
                for t in targets(g, sel, None).into_iter().filter(|t| t.action.is_some()) {
                    assert!(framed.contains(&t.place), "{:?} with {sel:?} is framed", t.place);
                }
            }
            gold += usize::from(framed.iter().any(|p| matches!(p, Place::Ayar(_))));
        });
        assert!(gold > 0, "a gold marker's Ayars are framed");
    }

    #[test]
    fn places_are_distinct_within_a_decision() {
        positions(12, |g| {
            let ts = targets(g, &Selection::default(), None);
            for (i, t) in ts.iter().enumerate() {
                assert!(ts[i + 1..].iter().all(|u| u.place != t.place), "{:?} twice", t.place);
            }
        });
    }

    /// Newcomer playtest: the hint lit the Uchu marker and a slot, and a
    /// tap on the slot laid the Manco marker there.
    #[test]
    fn a_tap_on_the_step_slot_the_hint_lights_plays_the_hint() {
        positions(6, |g| {
            let legal = g.legal_actions();
            for &hint in legal.iter().filter(|a| matches!(a, Action::LayStep { .. })).step_by(7) {
                let Action::LayStep { slot, .. } = hint else { continue };
                let ts = targets(g, &Selection::default(), Some(hint));
                let t = ts.iter().find(|t| t.place == Place::StepSlot(slot)).expect("the hinted slot is a target");
                assert_eq!(t.action, Some(hint));
                assert!(t.hinted);
            }
        });
    }

    /// Newcomer playtest: which marker a slot lays was not visible before
    /// the slot was tapped.
    #[test]
    fn a_day_turn_shows_the_marker_in_hand_that_a_slot_lays() {
        let mut turns = 0;
        positions(8, |g| {
            if g.pending().map(|p| p.decision) != Some(Decision::LayStep) {
                return;
            }
            turns += 1;
            for hint in [None, g.legal_actions().last().copied()] {
                let ts = targets(g, &Selection::default(), hint);
                let held: Vec<Place> =
                    ts.iter().filter(|t| t.selected && matches!(t.place, Place::Marker(_))).map(|t| t.place).collect();
                let [Place::Marker(held)] = held[..] else { panic!("one marker in hand: {held:?}") };
                if let Some(Action::LayStep { marker, .. }) = hint {
                    assert_eq!(held, marker, "the hint's");
                }
                for t in ts.iter().filter(|t| matches!(t.place, Place::StepSlot(_))) {
                    assert!(matches!(t.action, Some(Action::LayStep { marker, .. }) if marker == held), "{t:?}");
                }
            }
        });
        assert!(turns > 0);
    }

    #[test]
    fn the_hint_marks_the_places_of_its_action() {
        positions(6, |g| {
            let Some(&hint) = g.legal_actions().last() else { return };
            let ts = targets(g, &Selection::default(), Some(hint));
            let places = places_of(g, hint);
            for t in ts.iter().filter(|t| t.hinted) {
                assert!(places.contains(&t.place));
            }
            if let Some(t) = ts.iter().find(|t| t.action == Some(hint)) {
                assert!(t.hinted);
            }
        });
    }
}
