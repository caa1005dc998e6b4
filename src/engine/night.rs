//! The Night phase (seed "Night phase", R8) and the end of the game (R9).
use std::cmp::Reverse;

use super::action::{Event, MoonSource};
use super::data;
use super::state::{Game, Phase};
use super::turn::{Stage, TurnState};
use super::types::*;

impl Game {
    /// Retire, Harvest and Score Temples, then ask for the Step markers.
    pub(crate) fn night(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Night;
        ev.push(Event::NightStarted { round: self.round });
        self.turn = TurnState::new(self.first_player);

        let ayar = self.retiring_ayar().unwrap_or(Ayar::Manco);
        self.retire(ayar, ev);
        self.harvest(ayar, ev);
        self.score_temples(ayar, ev);

        // Score Step markers, in turn order from the first player.
        self.turn.retiring = Some(ayar);
        self.turn.queue = self.seats_from(self.first_player).collect();
        self.turn.decider = self.first_player;
        self.turn.stage = Stage::NightStepMarker;
    }

    /// Seed Night "Retire an Ayar": the Ayar that would retire if the
    /// Night began now: the lowest; a tie retires the one whose female
    /// partner sits in the lower Temple row. `None` once all have retired.
    pub fn retiring_ayar(&self) -> Option<Ayar> {
        Ayar::ALL
            .into_iter()
            .filter(|&a| !self.board.is_retired(a))
            .min_by_key(|&a| (self.board.space(a), Reverse(self.board.female_row[a.index()])))
    }

    fn retire(&mut self, ayar: Ayar, ev: &mut Vec<Event>) {
        self.board.retired[ayar.index()] = true;
        ev.push(Event::AyarRetired { ayar });
        // R1.4: a retired Ayar is done with every tile it had not reached.
        for i in 0..self.board.raymi.len() {
            self.mark_raymi_done(i, ayar, false, ev);
        }
    }

    /// Harvest Maize: the Viracocha beside the female partner goes to the
    /// player who planted most this round; a tie to the tied player who
    /// planted first (R8). Then the terrace is cleared.
    fn harvest(&mut self, ayar: Ayar, ev: &mut Vec<Event>) {
        let most = self.planted.iter().copied().max().unwrap_or(0);
        let winner = (most > 0)
            .then(|| (0..self.seats()).filter(|&p| self.planted[p] == most).min_by_key(|&p| self.first_planted[p]))
            .flatten();
        // The Harvest is told before what it gives, so the log reads in order.
        ev.push(Event::Harvest { ayar, winner });
        if std::mem::take(&mut self.board.viracocha_beside[ayar.index()]) {
            if let Some(p) = winner {
                self.gain_viracocha(p, ev);
            }
        }
        self.planted.fill(0);
        self.first_planted.fill(None);
    }

    /// Score Temples: the two-Viracocha bonus over all of a player's Temples,
    /// then the female Ayar walks her row (R8).
    fn score_temples(&mut self, ayar: Ayar, ev: &mut Vec<Event>) {
        for p in 0..self.seats() {
            if let Some(bonus) = self.viracocha_bonus(p).filter(|b| b.temples > 0) {
                self.gain_moon(p, bonus.worth(), MoonSource::ViracochaBonus, ev);
            }
        }
        let row = self.board.female_row[ayar.index()];
        ev.push(Event::TemplesScored { row, ayar });
        let temples = std::mem::take(&mut self.board.temple_rows[row as usize]);
        for (column, temple) in temples.into_iter().enumerate() {
            let owner = &self.players[temple.owner];
            let mut amount = owner.moon_value(temple.activity) + data::temple_column_bonus(column);
            if let Some(solo) = &owner.solo {
                // R10.4: the difficulty board's extra Moon per Ayllu Temple.
                amount += data::difficulty_board(solo.difficulty).moon_per_temple;
            }
            self.gain_moon(temple.owner, amount, MoonSource::Temple, ev);
        }
    }

    /// Score Step markers: the retired Ayar's marker leaves its grid slot
    /// for an empty Moon scoring slot and scores that activity's Moon value.
    pub(crate) fn score_step_marker(&mut self, activity: Activity, ev: &mut Vec<Event>) {
        let p = self.turn.decider;
        let Some(ayar) = self.turn.retiring else { return };
        let marker = Marker::of(ayar);
        let player = &mut self.players[p];
        player.markers[marker.index()] = super::state::MarkerState { slot: None, used: false, scored: true };
        player.moon_slots[activity.index()] = Some(marker);
        let amount = player.moon_value(activity);
        ev.push(Event::StepMarkerScored { player: p, marker, activity });
        self.gain_moon(p, amount, MoonSource::StepMarker, ev);
        self.turn.queue.retain(|&q| q != p);
        match self.turn.queue.first() {
            Some(&next) => self.turn.decider = next,
            None => self.dawn_and_prepare(ev),
        }
    }

    /// Dawn: the Inti dial adds to Sun (not reset). Prepare: markers stand
    /// up, the First Player token passes clockwise; after Night 4, game end.
    fn dawn_and_prepare(&mut self, ev: &mut Vec<Event>) {
        for p in 0..self.seats() {
            if self.players[p].is_ayllu() {
                self.ayllu_dawn_mark(p, ev);
            }
            let player = &mut self.players[p];
            player.sun += player.inti as u32;
            player.score.after_round.push((player.sun, player.moon));
            ev.push(Event::Dawn { player: p, inti: player.inti, sun: player.sun });
        }
        for player in &mut self.players {
            for marker in &mut player.markers {
                marker.used = false;
            }
        }
        self.ayllu_prepare();
        if self.round == data::ROUNDS {
            self.phase = Phase::Over;
            self.turn.stage = Stage::Over;
            ev.push(Event::GameOver);
            return;
        }
        self.round += 1;
        self.first_player = self.next_seat(self.first_player);
        self.phase = Phase::Day;
        self.turns_taken = 0;
        ev.push(Event::RoundStarted { round: self.round, first_player: self.first_player });
        self.start_turn(self.first_player, ev);
    }

    /// R9: the final results, once the game is over.
    pub fn final_scores(&self) -> Option<Vec<super::scoring::FinalScore>> {
        self.is_over().then(|| super::scoring::final_scores(&self.players))
    }
}
