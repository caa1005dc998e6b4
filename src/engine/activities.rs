//! The four activities (R6): Pottery, Weaving, Terrace farming, Reed
//! bundling, as a player performs them. The Ayllu's versions are in `solo`.
use super::action::Event;
use super::data;
use super::state::{Game, LoomCell, PlayerState};
use super::turn::Stage;
use super::types::*;

impl Game {
    /// Begin the turn's activity at the chosen power (1 for starting actions).
    pub(crate) fn begin_activity(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        let power = if self.turn.start { 1 } else { self.turn.power };
        self.turn.power = power;
        let Some(activity) = self.turn.activity else {
            self.turn.stage = Stage::Triggers;
            return;
        };
        ev.push(Event::PowerChosen { player: p, activity, power });
        if self.players[p].is_ayllu() {
            self.ayllu_activity(activity, power, ev);
            return;
        }
        match activity {
            Activity::Pottery => self.turn.stage = Stage::TakePots,
            Activity::Weaving => {
                // R6.2: power 2 chooses between stacks 1 and 2 when both have Textiles.
                let sets: Vec<&[usize]> = data::WEAVING_STACKS[power as usize - 1]
                    .iter()
                    .copied()
                    .filter(|set| set.iter().any(|&s| !self.stacks[s].is_empty()))
                    .collect();
                match sets.as_slice() {
                    [set] => self.take_textiles(p, set, ev),
                    _ => self.turn.stage = Stage::ChooseStack,
                }
            }
            Activity::Terrace => {
                self.plant_maize(p, power, ev);
                self.turn.stage = Stage::Triggers;
            }
            Activity::Reed => self.move_boat(p, power, ev),
        }
    }

    // ---- R6.1 Pottery ----------------------------------------------------------

    /// Take the Pots on the market slots of `slots`,
    /// slide the rest toward slot 1 and refill from the bag.
    pub(crate) fn take_pots(&mut self, p: PlayerId, slots: PotSet, ev: &mut Vec<Event>) {
        let (mut kept, mut taken) = (Vec::with_capacity(5), Vec::with_capacity(5));
        for (i, pot) in self.market.slots.iter().enumerate() {
            match *pot {
                Some(pot) if slots.contains(i) => taken.push((i as u8, pot)),
                Some(pot) => kept.push(pot),
                None => {}
            }
        }
        for (slot, pot) in taken {
            ev.push(Event::PotTaken { player: p, slot, pot });
            match self.players[p].solo.as_mut() {
                // R10.2: each Pot the Ayllu takes fills one track space.
                Some(solo) => solo.pottery = (solo.pottery + 1).min(data::SOLO_POTTERY_TRACK.len() as u8),
                None => self.players[p].pots[pot.colour as usize] += 1,
            }
            if pot.viracocha {
                self.gain_viracocha(p, ev);
            }
        }
        for (i, slot) in self.market.slots.iter_mut().enumerate() {
            *slot = kept.get(i).copied().or_else(|| {
                let drawn = self.market.bag.pop();
                if let Some(pot) = drawn {
                    ev.push(Event::PotRevealed { slot: i as u8, pot });
                }
                drawn
            });
        }
    }

    // ---- R6.2 Weaving ----------------------------------------------------------

    /// Take the top Textile of each stack in `stacks` (an empty one gives
    /// nothing); the Textiles below are revealed.
    pub(crate) fn take_textiles(&mut self, p: PlayerId, stacks: &[usize], ev: &mut Vec<Event>) {
        for &s in stacks {
            if let Some(textile) = self.draw_textile(p, s, ev) {
                self.turn.textiles.push(textile);
            }
        }
        self.after_textile();
    }

    /// The top Textile of a stack, revealing the one below.
    pub(crate) fn draw_textile(&mut self, p: PlayerId, stack: usize, ev: &mut Vec<Event>) -> Option<Textile> {
        let textile = self.stacks[stack].pop()?;
        ev.push(Event::TextileTaken { player: p, stack: stack as u8, textile });
        if let Some(&top) = self.stacks[stack].last() {
            ev.push(Event::TextileRevealed { stack: stack as u8, textile: top });
        }
        Some(textile)
    }

    /// Place the next Textile, or go on to the end-of-turn effects.
    pub(crate) fn after_textile(&mut self) {
        self.turn.stage = if self.turn.textiles.is_empty() { Stage::Triggers } else { Stage::PlaceTextile };
    }

    /// End A on `cell`, end B on its `dir` neighbour; each half-Sun sits on
    /// its end's outer short edge.
    pub(crate) fn place_textile(&mut self, p: PlayerId, textile: Textile, cell: Cell, dir: Dir, ev: &mut Vec<Event>) {
        let player = &mut self.players[p];
        player.textiles += 1;
        let id = player.textiles;
        let Some(ends) = textile.sun_edges(cell, dir) else { return };
        for (at, sun_edges) in ends {
            player.loom[at.index()] = LoomCell { textile: id, sun_edges };
        }
        ev.push(Event::TextilePlaced { player: p, cell, dir });
    }

    // ---- R6.3 Terrace farming ------------------------------------------------

    /// Plant up to `count` Maize, leftmost first; emptying a Viracocha box
    /// gains a Viracocha.
    pub(crate) fn plant_maize(&mut self, p: PlayerId, count: u8, ev: &mut Vec<Event>) {
        let n = count.min(self.players[p].maize_left);
        for _ in 0..n {
            let space = self.players[p].maize_planted() + 1;
            self.players[p].maize_left -= 1;
            if data::VIRACOCHA_BOX_LAST_SPACES.contains(&space) {
                self.gain_viracocha(p, ev);
            }
        }
        if n > 0 {
            self.planted[p] += n;
            if self.first_planted[p].is_none() {
                self.first_planted[p] = Some(self.plant_clock);
                self.plant_clock += 1;
            }
        }
        ev.push(Event::MaizePlanted { player: p, count: n });
    }

    // ---- R6.4 Reed bundling ------------------------------------------------------

    /// Move the Boat exactly `power` spaces (stopping at 14) and queue an
    /// Island for each section entered, at the highest number reached there.
    pub(crate) fn move_boat(&mut self, p: PlayerId, power: u8, ev: &mut Vec<Event>) {
        let from = self.players[p].boat;
        let to = (from + power).min(data::BOAT_END);
        self.players[p].boat = to;
        ev.push(Event::BoatMoved { player: p, from, to });
        let mut islands: Vec<(u8, u8)> = Vec::new();
        for space in from + 1..=to {
            let section = data::boat_section(space) as u8;
            let number = data::BOAT_NUMBERS[space as usize];
            let entered = from == 0 || section as usize != data::boat_section(from);
            match islands.last_mut() {
                Some((s, highest)) if *s == section => *highest = (*highest).max(number),
                _ if entered => islands.push((section, number)),
                _ => {}
            }
        }
        self.turn.islands = islands;
        self.turn.stage = Stage::Islands;
    }

    /// Place the queued Islands in order, taking adjacent Viracochas; stop
    /// for a choice when two areas still hold one.
    pub(crate) fn place_islands(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        while !self.turn.islands.is_empty() {
            let (section, highest) = self.turn.islands.remove(0);
            let yellow = self.island_space(p, highest);
            self.players[p].islands[section as usize] = Some(yellow);
            ev.push(Event::IslandPlaced { player: p, section, yellow });
            let areas: Vec<u8> = self.viracocha_areas_by(yellow).collect();
            match areas.as_slice() {
                [] => {}
                [area] => self.take_lake_viracocha(p, *area, ev),
                _ if self.players[p].is_ayllu() => {
                    let area = self.ayllu_viracocha_area(yellow, ev);
                    self.take_lake_viracocha(p, area, ev);
                }
                _ => {
                    self.turn.yellow = yellow;
                    self.turn.stage = Stage::TakeViracocha;
                    return;
                }
            }
        }
        self.turn.stage = Stage::Triggers;
    }

    /// R6.4: the yellow space for an Island: `highest`, else the next higher
    /// without this player's Island, else the next lower.
    ///
    /// The Ayllu follows its own sentence (seed "Reed bundling", rules
    /// decision 16): "If its target yellow space already has your Island,
    /// use the next higher empty yellow space; if none, use the next
    /// lower." "Your" is the human's (R10.0) and "empty" holds no Island of
    /// anyone; a target holding its own Island moves on the same way,
    /// since a space holds one Island of each player (R2.2).
    pub(crate) fn island_space(&self, p: PlayerId, highest: u8) -> u8 {
        let has_island = |seat: &PlayerState, y: u8| seat.islands.contains(&Some(y));
        let taken = |y: u8| match self.players[p].is_ayllu() {
            true => self.players.iter().any(|seat| has_island(seat, y)),
            false => has_island(&self.players[p], y),
        };
        (highest..=data::YELLOW_SPACES)
            .find(|&y| !taken(y))
            .or_else(|| (1..highest).rev().find(|&y| !taken(y)))
            .unwrap_or(highest)
    }

    /// Viracocha areas next to a yellow space that still hold a Viracocha.
    pub(crate) fn viracocha_areas_by(&self, yellow: u8) -> impl Iterator<Item = u8> + '_ {
        data::areas_beside(yellow).filter(move |&a| self.lake.viracocha[a as usize])
    }

    pub(crate) fn take_lake_viracocha(&mut self, p: PlayerId, area: u8, ev: &mut Vec<Event>) {
        self.lake.viracocha[area as usize] = false;
        self.gain_viracocha(p, ev);
    }
}
