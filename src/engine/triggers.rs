//! End-of-turn effects (R7, seed "Emptying your grid", "Raymi tiles"):
//! Temples, line bonuses, Raymi tiles and Cuzco, in the order the active
//! player picks (R5.5).
use super::action::{Event, IntiSource};
use super::data;
use super::state::{Game, Temple};
use super::turn::Stage;
use super::types::*;

impl Game {
    pub(crate) fn resolve_trigger(&mut self, trigger: Trigger, ev: &mut Vec<Event>) {
        if let Some(i) = self.turn.triggers.iter().position(|&t| t == trigger) {
            self.turn.triggers.remove(i);
        }
        let p = self.turn.player;
        self.turn.stage = Stage::Triggers;
        match trigger {
            Trigger::Temple if self.players[p].temples_placed() < data::TEMPLES_PER_PLAYER => {
                self.turn.stage = Stage::ChooseTemple;
            }
            Trigger::Temple => {}
            Trigger::LineBonus { line } => self.take_line_bonus(p, line, ev),
            Trigger::Raymi { tile } => self.score_raymi(tile as usize, ev),
            Trigger::Cuzco { ayar } => {
                // Seed "Cuzco": each player chooses, in turn order from the active one.
                self.turn.cuzco = Some(ayar);
                self.turn.queue = self.seats_from(p).collect();
                self.turn.decider = p;
                self.turn.stage = Stage::Cuzco;
            }
        }
    }

    /// Raymi tiles linked to `ayar` that it has not scored (or passed by
    /// retiring), nearest first, as indices into `board().raymi` (R1.4).
    pub fn raymi_unscored(&self, ayar: Ayar) -> Vec<usize> {
        let mut tiles: Vec<usize> = (0..self.board.raymi.len())
            .filter(|&i| {
                let tile = &self.board.raymi[i];
                tile.ayars().iter().zip(tile.done).any(|(&a, done)| a == ayar && !done)
            })
            .collect();
        crate::short_sort::sort_by_key(&mut tiles, |&i| self.board.raymi[i].space());
        tiles
    }

    /// R7.1: a Temple of the chosen type in the leftmost open slot of the
    /// row of the moved Ayar's female partner.
    pub(crate) fn place_temple(&mut self, p: PlayerId, activity: Activity, ev: &mut Vec<Event>) {
        let Some(ayar) = self.turn.ayar else { return };
        let row = self.board.female_row[ayar.index()];
        let temples = &mut self.board.temple_rows[row as usize];
        let column = temples.len().min(data::TEMPLE_COLUMN_BONUS.len() - 1) as u8;
        temples.push(Temple { owner: p, activity });
        self.players[p].temples_left[activity.index()] = false;
        ev.push(Event::TemplePlaced { player: p, activity, row, column });
    }

    /// R7.2 / R3.4: the bonus printed by an emptied row or column.
    fn take_line_bonus(&mut self, p: PlayerId, line: Line, ev: &mut Vec<Event>) {
        self.players[p].line_bonus_taken |= line.bit();
        let bonus = data::LINE_BONUSES[line.index()];
        ev.push(Event::LineBonusTaken { player: p, line, bonus });
        match bonus {
            LineBonus::Llama => self.gain_llama(p, ev),
            LineBonus::Viracocha => self.gain_viracocha(p, ev),
            LineBonus::Sun(activity) => {
                let suns = self.players[p].visible_suns(activity);
                self.gain_inti(p, suns, IntiSource::SunBonus, ev);
            }
        }
    }

    /// Seed "Raymi tiles" / R1.4: every player adds the tile activity's
    /// visible Suns; those meeting the threshold take a Llama; then the tile
    /// flips, or leaves once both linked Ayars are done with it.
    fn score_raymi(&mut self, index: usize, ev: &mut Vec<Event>) {
        let tile = &self.board.raymi[index];
        let (activity, threshold) = (tile.activity, tile.threshold());
        ev.push(Event::RaymiScored { tile: index as u8, activity, threshold });
        let standings = self.raymi_standings(activity, threshold);
        for p in self.seats_from(self.turn.player).collect::<Vec<_>>() {
            let standing = standings[p];
            self.gain_inti(p, standing.suns, IntiSource::Raymi, ev);
            if standing.llama {
                self.gain_llama(p, ev);
            }
        }
        if let Some(ayar) = self.turn.ayar {
            self.mark_raymi_done(index, ayar, true, ev);
        }
    }

    /// The Ayar reached the tile's space (`scored`) or retired: a scored
    /// tile flips; a tile leaves once both linked Ayars are done (R1.4).
    pub(crate) fn mark_raymi_done(&mut self, index: usize, ayar: Ayar, scored: bool, ev: &mut Vec<Event>) {
        let tile = &mut self.board.raymi[index];
        let Some(side) = tile.ayars().iter().position(|&a| a == ayar) else { return };
        if tile.done[side] {
            return;
        }
        tile.done[side] = true;
        if !tile.on_board() {
            ev.push(Event::RaymiRemoved { tile: index as u8 });
        } else if scored {
            tile.reversed = true;
            ev.push(Event::RaymiFlipped { tile: index as u8 });
        }
    }

    /// Seed "Cuzco": the deciding player adds both activities' Suns and takes
    /// a Llama for each with at least six.
    pub(crate) fn score_cuzco(&mut self, first: Activity, second: Activity, ev: &mut Vec<Event>) {
        let p = self.turn.decider;
        let ayar = self.turn.cuzco.unwrap_or(Ayar::Manco);
        ev.push(Event::CuzcoScored { player: p, ayar, first, second });
        for activity in [first, second] {
            let suns = self.players[p].visible_suns(activity);
            self.gain_inti(p, suns, IntiSource::Cuzco, ev);
            if suns >= data::CUZCO_LLAMA_SUNS {
                self.gain_llama(p, ev);
            }
        }
        self.turn.queue.retain(|&q| q != p);
        match self.turn.queue.first() {
            Some(&next) => self.turn.decider = next,
            None => {
                self.turn.decider = self.turn.player;
                self.turn.cuzco = None;
                self.turn.stage = Stage::Triggers;
            }
        }
    }
}
