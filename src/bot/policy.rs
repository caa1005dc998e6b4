//! A sensible player's quick judgement of each legal action, in points
//! (`value::Worth`): place Textiles for half-Sun matches and full loom
//! columns, take the Pots that add colours or grow a set, empty lines and
//! quadrants, build where the best activity is at the highest power, move
//! Ayars onto Raymi tiles that pay more to you than to the others. The
//! search orders its tree by these scores and plays its playouts with them.
//! Cheap by design: no copy of the game, no allocation per action.
use ayar_engine::{data, short_sort};
use ayar_engine::{Action, Activity, Ayar, Cell, Decision, Dir, Game, PlayerId, PlayerState, PotSet, Textile};

use crate::value::{temple_row, Worth};

/// Worse than any real option: what an unperformable choice scores.
const NOTHING: f32 = -50.0;

/// The judgement of the pending decision's options, for the deciding player.
pub struct Judge<'g> {
    game: &'g Game,
    p: PlayerId,
    worth: Worth,
    /// The best worth of performing each activity at exactly each power
    /// (1..=4), worked out when first needed.
    performed: [[Option<Option<f32>>; 4]; 4],
    /// Per Ayar and arrow count (0..=3): the activities shown by empty
    /// building slots at or behind where the move would leave the Ayar.
    reach: Option<[[u8; 4]; 4]>,
    /// Every seat's visible Suns per activity (the Loom's take a while to
    /// count), the deciding player's at once, the others' when needed.
    suns: [Option<[u8; 4]>; data::MAX_PLAYERS],
    /// The best Pots each power buys (R6.1).
    best_pots: Option<[f32; 4]>,
    /// What moving each Ayar by each number of arrows triggers (Raymi,
    /// Cuzco), worked out when first needed.
    moved: [[Option<f32>; 4]; 4],
    /// The deciding player's Pots before taking any: colours and Moon value.
    pots_before: Option<(f32, f32)>,
    /// The activity the last Step marker judged would be performed.
    planned: Option<Activity>,
}

impl<'g> Judge<'g> {
    /// `None` when nobody is to decide.
    pub fn new(game: &'g Game) -> Option<Judge<'g>> {
        let p = game.pending()?.player;
        let own = visible_suns(game.player(p));
        let mut suns = [None; data::MAX_PLAYERS];
        suns[p] = Some(own);
        let worth = Worth::of(game, p, own);
        Some(Judge {
            game,
            p,
            worth,
            performed: [[None; 4]; 4],
            reach: None,
            suns,
            best_pots: None,
            moved: [[None; 4]; 4],
            pots_before: None,
            planned: None,
        })
    }

    /// A seat's visible Suns per activity.
    fn suns(&mut self, q: PlayerId) -> [u8; 4] {
        *self.suns[q].get_or_insert_with(|| visible_suns(self.game.player(q)))
    }

    /// The activity the last judged Step marker would lead to (the best
    /// one it can reach), so that a playout can build for it at once.
    pub fn planned(&self) -> Option<Activity> {
        self.planned
    }

    fn player(&self) -> &'g PlayerState {
        self.game.player(self.p)
    }

    /// How good `action` looks, in points; only differences between the
    /// options of one decision mean anything.
    pub fn score(&mut self, action: Action) -> f32 {
        match action {
            Action::LayStep { marker, slot, ayar } => self.lay_step(marker == ayar_engine::Marker::Gold, slot, ayar),
            Action::TakeTambo { cell } => self.take_tambo(cell),
            Action::BuildTambo { path, space } => self.build_tambo(path, space),
            Action::BoxTambo => 0.0,
            Action::ChoosePower { power } => match self.game.turn_outlook().and_then(|t| t.activity) {
                Some(activity) => self.perform(activity, power).unwrap_or(NOTHING),
                None => 0.0,
            },
            Action::TakePots { slots } => self.pots(slots),
            Action::ChooseStack { stack } => match self.game.stack_tops()[stack as usize].0 {
                Some(textile) => self.textile(textile),
                None => NOTHING,
            },
            Action::PlaceTextile { cell, dir } => match self.game.pending().map(|p| p.decision) {
                Some(Decision::PlaceTextile { textile }) => self.place_textile(textile, cell, dir),
                _ => 0.0,
            },
            // Any area gives the same Viracocha; any order of end-of-turn
            // effects scores the same (they read visible Suns, which none
            // of them changes).
            Action::TakeViracocha { .. } | Action::ResolveTrigger { .. } => 0.0,
            Action::ChooseTemple { activity } => {
                self.player().moon_value(activity) as f32 + 0.3 * self.growth(activity)
            }
            Action::ChooseCuzco { first, second } => self.cuzco(first) + self.cuzco(second),
            Action::ScoreStepMarker { activity } => {
                // Lock in the value that will grow least by the end.
                let later = (self.worth.rounds_after * 0.4).min(1.0);
                self.player().moon_value(activity) as f32 - later * self.growth(activity)
            }
        }
    }

    // ---- Day turn: Step marker, Tambo, building slot ------------------------

    fn lay_step(&mut self, gold: bool, slot: ayar_engine::StepSlot, ayar: Ayar) -> f32 {
        let player = self.player();
        let line = slot.line();
        let tambos = (player.grid & line.cells()).len();
        // R5.2: the line's empty spaces once its Tambo leaves.
        let max_power = 5u8.saturating_sub(tambos).clamp(1, 4);
        let arrows = data::step_arrows(slot);
        let reach = self.reach()[ayar.index()][arrows as usize];
        let mut best = NOTHING;
        self.planned = None;
        for a in Activity::ALL.into_iter().filter(|a| reach & (1 << a.index()) != 0) {
            if let Some(v) = self.best_up_to(a, max_power) {
                if v > best {
                    (best, self.planned) = (v, Some(a));
                }
            }
        }
        let mut v = best + self.moved(ayar, arrows);
        // The last Tambo of the line: which cell is taken is already fixed.
        if tambos == 1 {
            if let Some(cell) = (player.grid & line.cells()).iter().next() {
                v += self.emptied(cell, Some(temple_row(self.game, ayar)));
            }
        }
        // The gold marker can move any Ayar: keep it for when it is needed.
        if gold {
            v -= 1.0;
        }
        v
    }

    /// The Raymi tiles and Cuzco a move reaches (seed "Raymi tiles", R1.5).
    fn moved(&mut self, ayar: Ayar, arrows: u8) -> f32 {
        let (a, n) = (ayar.index(), arrows as usize & 3);
        if let Some(v) = self.moved[a][n] {
            return v;
        }
        let from = self.game.board().space(ayar);
        let to = (from + arrows).min(data::CUZCO);
        let mut v = self.raymi_reached(ayar, from, to);
        if from < data::CUZCO && to == data::CUZCO {
            v += self.cuzco_for_all();
        }
        self.moved[a][n] = Some(v);
        v
    }

    /// Per Ayar and arrows, the activities on empty slots at or behind the
    /// Ayar's space after the move (R1.3).
    fn reach(&mut self) -> [[u8; 4]; 4] {
        if let Some(reach) = self.reach {
            return reach;
        }
        let board = self.game.board();
        let mut reach = [[0u8; 4]; 4];
        for ayar in Ayar::ALL.into_iter().filter(|&a| !board.is_retired(a)) {
            let here = board.space(ayar);
            let mut mask = 0u8;
            for space in 0..=(here + 3).min(data::CUZCO) {
                if board.slots[ayar.index()][space as usize].is_none() {
                    mask |= 1 << data::slot_activity(ayar, space).index();
                }
                for arrows in 0..=3u8 {
                    if (here + arrows).min(data::CUZCO) == space {
                        reach[ayar.index()][arrows as usize] = mask;
                    }
                }
            }
        }
        self.reach = Some(reach);
        reach
    }

    fn take_tambo(&mut self, cell: Cell) -> f32 {
        let row = self.game.turn_outlook().and_then(|t| t.ayar).map(|a| temple_row(self.game, a));
        self.emptied(cell, row)
    }

    /// Taking the Tambo on `cell`: the bonuses of each line it empties
    /// (R7.2), a Temple if it empties a quadrant (R7.1), and a little for
    /// bringing the others nearer.
    fn emptied(&self, cell: Cell, row: Option<usize>) -> f32 {
        let player = self.player();
        let grid = player.grid.without(cell);
        let mut v = 0.0;
        for line in cell.lines() {
            if player.took_line_bonus(line) {
                continue;
            }
            let left = (grid & line.cells()).len() as f32;
            let bonus = self.worth.line_bonus(&self.suns[self.p].unwrap_or_default(), line);
            v += if left == 0.0 { bonus } else { 0.15 * bonus / left };
        }
        let quadrant = grid & cell.quadrant();
        if player.temples_placed() < data::TEMPLES_PER_PLAYER {
            let temple = self.worth.temple(self.game, self.p, row);
            v += match quadrant.len() {
                0 => temple,
                left => 0.15 * temple / left as f32,
            };
        }
        v
    }

    fn build_tambo(&mut self, path: Ayar, space: u8) -> f32 {
        let Some(max_power) = self.game.turn_outlook().and_then(|t| t.max_power) else { return 0.0 };
        let activity = data::slot_activity(path, space);
        // Nearer Tiwanaku leaves the slots by the Ayar to later turns.
        self.best_up_to(activity, max_power).unwrap_or(NOTHING) - 0.01 * space as f32
    }

    // ---- Activities (R6) -----------------------------------------------------

    /// The best of performing `activity` at any power up to `max_power`,
    /// judged at the highest power it can be performed at: more power
    /// hardly ever does less (R6: more Pots to choose from, more Textiles,
    /// Maize or Boat spaces; only a Boat may do better to stop short of a
    /// section, which the search finds, not this judgement).
    fn best_up_to(&mut self, activity: Activity, max_power: u8) -> Option<f32> {
        (1..=max_power.min(4)).rev().find_map(|pw| self.perform(activity, pw))
    }

    /// Performing `activity` at exactly `power`, with its best follow-up
    /// choices; `None` when it cannot be performed at that power.
    fn perform(&mut self, activity: Activity, power: u8) -> Option<f32> {
        let (a, pw) = (activity.index(), power.clamp(1, 4) as usize - 1);
        if let Some(known) = self.performed[a][pw] {
            return known;
        }
        let value = match self.game.performable_at(self.p, activity, power) {
            false => None,
            true => Some(match activity {
                Activity::Pottery => self.best_pots(power),
                Activity::Weaving => self.weave(power),
                Activity::Terrace => self.plant(power),
                Activity::Reed => self.row_boat(power),
            }),
        };
        self.performed[a][pw] = Some(value);
        value
    }

    /// R6.1: the best set of Pots a power buys (every set is valued once,
    /// for all four powers).
    fn best_pots(&mut self, power: u8) -> f32 {
        if self.best_pots.is_none() {
            let filled = self.game.market().filled();
            let mut best = [NOTHING; 4];
            for set in PotSet::all().filter(|s| s.within(filled) && s.cost() <= 4) {
                let v = self.pots(set);
                for slot in best.iter_mut().skip(set.cost() as usize - 1) {
                    *slot = slot.max(v);
                }
            }
            self.best_pots = Some(best);
        }
        self.best_pots.map_or(NOTHING, |b| b[power.clamp(1, 4) as usize - 1])
    }

    /// R6.1: new colours are visible Suns, the largest set is Moon value.
    fn pots(&mut self, slots: PotSet) -> f32 {
        let player = self.player();
        let colours = |c: &[u8]| c.iter().filter(|&&n| n > 0).count() as f32;
        let moon = |c: &[u8]| pottery_moon(*c.iter().max().unwrap_or(&0));
        let (colours_before, moon_before) =
            *self.pots_before.get_or_insert_with(|| (colours(&player.pots), moon(&player.pots)));
        let mut counts = player.pots;
        let mut viracochas = 0;
        for slot in slots.slots() {
            if let Some(pot) = self.game.market().slots[slot] {
                counts[pot.colour as usize] += 1;
                viracochas += pot.viracocha as u32;
            }
        }
        let (i, w) = (Activity::Pottery.index(), &self.worth);
        w.sun[i] * (colours(&counts) - colours_before)
            + w.moon[i] * (moon(&counts) - moon_before)
            + w.viracocha * viracochas as f32
            + 0.3 * slots.len() as f32
    }

    /// R6.2: the Textiles a power takes, each worth part of a full column
    /// and its half-Suns' chance of a match.
    fn weave(&self, power: u8) -> f32 {
        let tops = self.game.stack_tops();
        let free = self.player().loom.iter().filter(|c| c.textile == 0).count() / 2;
        data::WEAVING_STACKS[power as usize - 1]
            .iter()
            .map(|set| set.iter().filter_map(|&s| tops[s].0).take(free).map(|t| self.textile(t)).sum::<f32>())
            .fold(NOTHING, f32::max)
    }

    fn textile(&self, textile: Textile) -> f32 {
        let i = Activity::Weaving.index();
        let column = data::LOOM_MOON_PER_COLUMN as f32 * 0.5 * 0.8;
        self.worth.moon[i] * column + self.worth.sun[i] * 0.35 * textile.suns as f32 + 0.2
    }

    /// R6.3: Maize planted reveals Suns and Moon values; emptying a
    /// Viracocha box gains one; the most planted this round wins the
    /// Harvest's Viracocha (R8).
    fn plant(&self, power: u8) -> f32 {
        let player = self.player();
        let before = player.maize_planted();
        let after = before + power.min(player.maize_left);
        let moon = |k: u8| match k {
            0 => 0.0,
            k => data::TERRACE_MOON[(k as usize - 1) / 2] as f32,
        };
        let boxes = data::VIRACOCHA_BOX_LAST_SPACES.iter().filter(|&&s| s > before && s <= after).count() as f32;
        let (i, w) = (Activity::Terrace.index(), &self.worth);
        let mut v = w.sun[i] * (after / 2 - before / 2) as f32 + w.moon[i] * (moon(after) - moon(before));
        v += w.viracocha * boxes;
        let planted = self.game.planted();
        let mine = planted[self.p] + (after - before);
        let most_other = (0..planted.len()).filter(|&q| q != self.p).map(|q| planted[q]).max().unwrap_or(0);
        let prize = self.game.retiring_ayar().is_some_and(|a| self.game.board().viracocha_beside[a.index()]);
        if prize && mine > most_other && planted[self.p] <= most_other {
            v += 0.5 * w.viracocha;
        }
        v
    }

    /// R6.4: move the Boat, place an Island for each section entered,
    /// take a Viracocha beside it.
    fn row_boat(&self, power: u8) -> f32 {
        let player = self.player();
        let from = player.boat;
        let to = (from + power).min(data::BOAT_END);
        let mut islands = player.islands;
        let mut lake = self.game.lake().viracocha;
        let (mut suns, mut viracochas) = (0u8, 0u32);
        let mut current: Option<(usize, u8)> = None;
        let mut place = |(section, highest): (usize, u8), islands: &mut [Option<u8>; 4]| {
            let yellow = island_space(islands, highest);
            islands[section] = Some(yellow);
            suns += data::ISLAND_SUNS[section];
            if let Some(area) = data::areas_beside(yellow).find(|&a| lake[a as usize]) {
                lake[area as usize] = false;
                viracochas += 1;
            }
        };
        for space in from + 1..=to {
            let section = data::boat_section(space);
            let number = data::BOAT_NUMBERS[space as usize];
            let entered = from == 0 || section != data::boat_section(from);
            match current {
                Some((s, ref mut highest)) if s == section => *highest = (*highest).max(number),
                _ if entered => {
                    if let Some(done) = current.take() {
                        place(done, &mut islands);
                    }
                    current = Some((section, number));
                }
                _ => {}
            }
        }
        if let Some(done) = current {
            place(done, &mut islands);
        }
        let (i, w) = (Activity::Reed.index(), &self.worth);
        w.sun[i] * suns as f32
            + w.moon[i] * (top_two_sum(&islands) - top_two_sum(&player.islands))
            + w.viracocha * viracochas as f32
            + 0.1 * power as f32
    }

    /// R6.2 Visible Suns: half-Sun edges of different Textiles facing each
    /// other; Moon value: full columns. Also: a half-Sun facing an empty
    /// cell may match later, one facing the loom's edge never will, and an
    /// empty cell with no empty neighbour can never be covered.
    fn place_textile(&self, textile: Textile, cell: Cell, dir: Dir) -> f32 {
        let loom = &self.player().loom;
        let Some(other) = dir.step(cell) else { return NOTHING };
        let (i, w) = (Activity::Weaving.index(), &self.worth);
        let (ws, wm) = (w.sun[i], w.moon[i]);
        let occupied = loom.iter().enumerate().fold(0u16, |m, (k, c)| m | ((c.textile != 0) as u16) << k);
        let after = occupied | cell.bit() | other.bit();
        let mut v = 0.0;
        // (this end's cell, a half-Sun on it, its outer edge, towards its partner)
        for (at, sun, out, inward) in
            [(cell, textile.end_a_sun(), dir.opposite(), dir), (other, textile.end_b_sun(), dir, dir.opposite())]
        {
            for d in Dir::ALL.into_iter().filter(|&d| d != inward) {
                let ours = sun && d == out;
                let Some(n) = d.step(at) else {
                    if ours {
                        v -= 0.15 * ws;
                    }
                    continue;
                };
                if occupied & n.bit() != 0 {
                    let faces_sun = loom[n.index()].sun_edges & d.opposite().bit() != 0;
                    v += match (faces_sun, ours) {
                        (true, true) => ws,
                        (true, false) => -0.25 * ws,
                        (false, true) => -0.15 * ws,
                        (false, false) => 0.0,
                    };
                } else {
                    // It can be met later only by a Textile lying on past
                    // the empty cell, whose outer edge is the one facing us.
                    if ours {
                        let beyond = d.step(n).is_some_and(|m| after & m.bit() == 0);
                        v += if beyond { 0.25 * ws } else { -0.15 * ws };
                    }
                    // An empty neighbour left with no empty neighbour of its own.
                    if NEIGHBOURS[n.index()] & !after == 0 {
                        v -= 0.7 * data::LOOM_MOON_PER_COLUMN as f32 * wm;
                    }
                }
            }
        }
        let vertical = cell.column() == other.column();
        let columns = if vertical { &[cell.column()][..] } else { &[cell.column(), other.column()][..] };
        for &column in columns {
            let cells = 0x1111u16 << column;
            if after & cells == cells {
                v += data::LOOM_MOON_PER_COLUMN as f32 * wm;
            }
        }
        // Two cells of one column bring it nearer to full.
        if vertical {
            v += 0.3 * wm;
        }
        v
    }

    // ---- Raymi, Cuzco ---------------------------------------------------------

    /// Seed "Raymi tiles": every seat adds its visible Suns of the tile's
    /// activity; those at the threshold take a Llama. What the mover gains
    /// counts, less half of what the others gain on average.
    fn raymi_reached(&mut self, ayar: Ayar, from: u8, to: u8) -> f32 {
        let board = self.game.board();
        let mut v = 0.0;
        for tile in board.raymi.iter().filter(|t| t.on_board() && t.space() > from && t.space() <= to) {
            let Some(side) = tile.ayars().iter().position(|&a| a == ayar) else { continue };
            if tile.done[side] {
                continue;
            }
            let (threshold, i) = (tile.threshold(), tile.activity.index());
            let (inti, llama) = (self.worth.inti, self.worth.llama);
            let gain = |suns: [u8; 4]| suns[i] as f32 * inti + (suns[i] >= threshold) as u8 as f32 * llama;
            v += gain(self.suns(self.p)) - 0.5 * self.others_mean(gain);
        }
        v
    }

    /// R1.5: every seat scores its two best activities at Cuzco.
    fn cuzco_for_all(&mut self) -> f32 {
        let (inti, llama) = (self.worth.inti, self.worth.llama);
        let best_two = |suns: [u8; 4]| {
            let mut values = suns.map(|s| s as f32 * inti + (s >= data::CUZCO_LLAMA_SUNS) as u8 as f32 * llama);
            short_sort::sort_by(&mut values, |a, b| a.total_cmp(b).is_gt());
            values[0] + values[1]
        };
        best_two(self.suns(self.p)) - 0.5 * self.others_mean(best_two)
    }

    fn cuzco(&mut self, activity: Activity) -> f32 {
        let suns = self.suns(self.p)[activity.index()];
        suns as f32 * self.worth.inti + (suns >= data::CUZCO_LLAMA_SUNS) as u8 as f32 * self.worth.llama
    }

    /// The mean of `f` over the other seats' visible Suns.
    fn others_mean(&mut self, f: impl Fn([u8; 4]) -> f32) -> f32 {
        let (mut sum, mut n) = (0.0, 0.0);
        let me = self.p;
        for q in (0..self.game.seats()).filter(|&q| q != me) {
            sum += f(self.suns(q));
            n += 1.0;
        }
        if n > 0.0 {
            sum / n
        } else {
            0.0
        }
    }

    /// How much an activity's Moon value may still grow for this player by
    /// the end of the game (a rough guess from what is left to take).
    fn growth(&self, activity: Activity) -> f32 {
        let player = self.player();
        let rounds = self.worth.rounds_after.max(0.5);
        let now = player.moon_value(activity) as f32;
        let reachable = match activity {
            Activity::Pottery => pottery_moon(*player.pots.iter().max().unwrap_or(&0) + rounds.ceil() as u8),
            Activity::Weaving => match self.game.loom_has_room(self.p) {
                true => now + data::LOOM_MOON_PER_COLUMN as f32 * rounds.min(2.0),
                false => now,
            },
            Activity::Terrace => {
                let k = (player.maize_planted() as f32 + 4.0 * rounds).min(data::MAIZE as f32) as usize;
                match k {
                    0 => 0.0,
                    k => data::TERRACE_MOON[(k - 1) / 2] as f32,
                }
            }
            Activity::Reed => {
                let ahead = (player.boat as f32 + 3.0 * rounds).min(data::BOAT_END as f32) as usize;
                let mut islands = player.islands;
                islands[data::boat_section(ahead as u8)].get_or_insert(data::BOAT_NUMBERS[ahead]);
                top_two_sum(&islands)
            }
        };
        (reachable - now).max(0.0)
    }
}

/// Each loom cell's orthogonal neighbours, as a bit set.
const NEIGHBOURS: [u16; 16] = {
    let mut table = [0u16; 16];
    let mut k = 0;
    while k < 16 {
        let (r, c) = (k / 4, k % 4);
        if r > 0 {
            table[k] |= 1 << (k - 4);
        }
        if r < 3 {
            table[k] |= 1 << (k + 4);
        }
        if c > 0 {
            table[k] |= 1 << (k - 1);
        }
        if c < 3 {
            table[k] |= 1 << (k + 1);
        }
        k += 1;
    }
    table
};

/// Every activity's visible Suns (R6).
fn visible_suns(player: &PlayerState) -> [u8; 4] {
    Activity::ALL.map(|a| player.visible_suns(a))
}

/// R6.1: Moon value by the largest number of Pots of one colour.
fn pottery_moon(most: u8) -> f32 {
    data::POTTERY_MOON[(most as usize).min(data::POTTERY_MOON.len() - 1)] as f32
}

/// R6.4: the yellow space for an Island: the highest number reached, else
/// the next higher without the player's Island, else the next lower.
fn island_space(islands: &[Option<u8>; 4], highest: u8) -> u8 {
    let taken = |y: u8| islands.contains(&Some(y));
    (highest..=data::YELLOW_SPACES)
        .find(|&y| !taken(y))
        .or_else(|| (1..highest).rev().find(|&y| !taken(y)))
        .unwrap_or(highest)
}

/// R6.4 Moon value: the two highest Islands.
fn top_two_sum(islands: &[Option<u8>; 4]) -> f32 {
    let (mut first, mut second) = (0u8, 0u8);
    for &y in islands.iter().flatten() {
        if y > first {
            second = first;
            first = y;
        } else if y > second {
            second = y;
        }
    }
    (first + second) as f32
}
