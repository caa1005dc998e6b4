//! The Ayllu, the solo automaton (seed 001, R10). Every choice it makes is a
//! rule, so it plays inside the engine and explains each choice with an
//! `Event::AylluChose`.
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::action::{AylluReason, Event, IntiSource};
use super::data;
use super::state::{Game, PlayerState, SeatKind, SoloBoard};
use super::turn::Stage;
use super::types::*;

/// R10 setup: the Ayllu's seat on its difficulty board, its five Activity
/// tokens shuffled face down and its four coloured markers in the bag.
pub(crate) fn new_ayllu(difficulty: u8, rng: &mut ChaCha8Rng) -> PlayerState {
    let board = data::difficulty_board(difficulty);
    let mut tokens: Vec<u8> = data::AYLLU_TOKENS.iter().map(|t| t.number).collect();
    tokens.shuffle(rng);
    let mut seat = super::setup::new_seat("Ayllu".to_string(), SeatKind::Ayllu);
    seat.grid = Cells::default();
    seat.inti = board.inti;
    seat.llamas = board.llamas;
    seat.solo = Some(SoloBoard {
        difficulty,
        pottery: 0,
        weaving: 0,
        bonus_scored: [false; 4],
        dawn_marked: [false; 4],
        tambos: data::TAMBOS_PER_PLAYER,
        tokens,
        flipped: 0,
        bag: Ayar::ALL.to_vec(),
    });
    seat
}

/// Highest value first; ties go to the topmost activity.
fn best_activity(candidates: impl Iterator<Item = Activity>, value: impl Fn(Activity) -> u32) -> Option<Activity> {
    candidates.fold(None, |best, a| match best {
        Some(b) if value(b) >= value(a) => Some(b),
        _ => Some(a),
    })
}

impl Game {
    fn solo(&self, p: PlayerId) -> &SoloBoard {
        self.players[p].solo.as_ref().expect("the Ayllu has a solo board")
    }
    fn solo_mut(&mut self, p: PlayerId) -> &mut SoloBoard {
        self.players[p].solo.as_mut().expect("the Ayllu has a solo board")
    }
    fn say(ev: &mut Vec<Event>, reason: AylluReason) {
        ev.push(Event::AylluChose { reason });
    }

    /// Seed "Ayllu activities" (Weaving): `data::AYLLU_WEAVING_STACKS`.
    fn ayllu_weaving_stacks(power: u8) -> &'static [usize] {
        data::AYLLU_WEAVING_STACKS[usize::from(power.clamp(1, data::MAX_POWER)) - 1]
    }

    /// The Ayllu can perform the activity and its solo area is not full.
    pub(crate) fn ayllu_open(&self, p: PlayerId, activity: Activity, power: u8) -> bool {
        let (player, solo) = (&self.players[p], self.solo(p));
        match activity {
            Activity::Pottery => {
                (solo.pottery as usize) < data::SOLO_POTTERY_TRACK.len()
                    && self.market.slots.iter().any(Option::is_some)
            }
            Activity::Weaving => {
                (solo.weaving as usize) < data::SOLO_WEAVING_TRACK.len()
                    && Self::ayllu_weaving_stacks(power).iter().any(|&s| !self.stacks[s].is_empty())
            }
            Activity::Terrace => player.maize_left > 0,
            Activity::Reed => player.boat < data::BOAT_END,
        }
    }

    /// One whole Ayllu turn up to its activity (seed "Ayllu Day turn").
    pub(crate) fn ayllu_turn(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        if self.turn.start {
            let (path, reason) = self.ayllu_start_slot(p);
            Self::say(ev, reason);
            self.ayllu_build(p, path, 0, ev);
            return;
        }
        // Flip the next Activity token; draw a Step marker, refilling the bag.
        let solo = self.solo_mut(p);
        let number = solo.tokens[solo.flipped.min(solo.tokens.len() - 1)];
        solo.flipped += 1;
        let token = data::AYLLU_TOKENS[number as usize - 1];
        if self.solo(p).bag.is_empty() {
            let active: Vec<Ayar> = Ayar::ALL.into_iter().filter(|&a| !self.board.is_retired(a)).collect();
            self.solo_mut(p).bag = active;
        }
        let drawn = self.rng.random_range(0..self.solo(p).bag.len());
        let ayar = self.solo_mut(p).bag.swap_remove(drawn);
        let power = (self.round as i8 + token.modifier).clamp(1, data::MAX_POWER as i8) as u8;
        Self::say(
            ev,
            AylluReason::Token { number: token.number, ayar, moves: token.moves, power, temple: token.temple },
        );
        self.move_ayar(ayar, token.moves, ev);
        self.turn.power = power;
        self.turn.max_power = power;
        if token.temple && self.players[p].temples_placed() < data::TEMPLES_PER_PLAYER {
            self.turn.triggers.push(Trigger::Temple);
        }
        match self.ayllu_tambo_slot(p, ayar, power) {
            Some((space, reason)) => {
                Self::say(ev, reason);
                self.ayllu_build(p, ayar, space, ev);
            }
            None => {
                // R10.6: nowhere to build: the Tambo goes to the box.
                Self::say(ev, AylluReason::TamboToBox);
                self.solo_mut(p).tambos -= 1;
                self.players[p].tambos_moved += 1;
                self.players[p].tambos_boxed += 1;
                ev.push(Event::TamboBoxed { player: p });
                self.turn.stage = Stage::Triggers;
            }
        }
    }

    fn ayllu_build(&mut self, p: PlayerId, path: Ayar, space: u8, ev: &mut Vec<Event>) {
        self.solo_mut(p).tambos -= 1;
        self.players[p].tambos_moved += 1;
        self.board.slots[path.index()][space as usize] = Some(p);
        let activity = data::slot_activity(path, space);
        ev.push(Event::TamboBuilt { player: p, path, space, activity });
        self.turn.activity = Some(activity);
        self.turn.stage = Stage::Activity;
    }

    /// Seed: the start slot matching a Raymi tile at space 8, the higher
    /// Temple row breaking a tie; else (R10.6) the topmost open start slot.
    fn ayllu_start_slot(&self, p: PlayerId) -> (Ayar, AylluReason) {
        let open = |path: Ayar| self.board.slots[path.index()][0].is_none() && self.ayllu_open(p, path.home(), 1);
        let at_eight: Vec<Activity> = self.board.raymi.iter().filter(|t| t.space() == 8).map(|t| t.activity).collect();
        let matching = Ayar::ALL
            .into_iter()
            .filter(|&path| open(path) && at_eight.contains(&path.home()))
            .min_by_key(|path| self.board.female_row[path.index()]);
        if let Some(path) = matching {
            return (path, AylluReason::StartMatchesRaymi { path });
        }
        let path = Ayar::ALL.into_iter().find(|&path| open(path)).unwrap_or(Ayar::Manco);
        (path, AylluReason::StartTopmost { path })
    }

    /// Seed "Tambo priority" with R10.6: the slot and the reason for it.
    fn ayllu_tambo_slot(&self, p: PlayerId, ayar: Ayar, power: u8) -> Option<(u8, AylluReason)> {
        let here = self.board.space(ayar);
        let open: Vec<(u8, Activity)> = (0..=here)
            .filter(|&s| self.board.slots[ayar.index()][s as usize].is_none())
            .map(|s| (s, data::slot_activity(ayar, s)))
            .filter(|&(_, a)| self.ayllu_open(p, a, power))
            .collect();
        // Closest to the Ayar: the highest open space of that activity.
        let closest = |activity: Activity| open.iter().rev().find(|(_, a)| *a == activity).map(|(s, _)| *s);
        let tiles: Vec<_> = self.raymi_unscored(ayar).into_iter().map(|i| &self.board.raymi[i]).collect();
        for tile in tiles {
            if let Some(space) = closest(tile.activity) {
                return Some((
                    space,
                    AylluReason::SlotForRaymi { activity: tile.activity, path: ayar, space: tile.space() },
                ));
            }
        }
        let solo = self.solo(p);
        if let Some((a, space)) =
            Activity::ALL.into_iter().filter(|a| !solo.bonus_scored[a.index()]).find_map(|a| closest(a).map(|s| (a, s)))
        {
            return Some((space, AylluReason::SlotForBonus { activity: a }));
        }
        let player = &self.players[p];
        if let Some((a, space)) = Activity::ALL
            .into_iter()
            .filter(|a| player.moon_slots[a.index()].is_none())
            .find_map(|a| closest(a).map(|s| (a, s)))
        {
            return Some((space, AylluReason::SlotForMoons { activity: a }));
        }
        open.last().map(|&(space, a)| (space, AylluReason::SlotClosest { activity: a }))
    }

    /// Seed "Ayllu activities", then its personal bonuses (R10.3).
    pub(crate) fn ayllu_activity(&mut self, activity: Activity, power: u8, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        match activity {
            Activity::Pottery => {
                let mask = self.ayllu_pots(power);
                Self::say(ev, AylluReason::MostPots);
                self.take_pots(p, mask, ev);
            }
            Activity::Weaving => {
                for &s in Self::ayllu_weaving_stacks(power) {
                    if self.draw_textile(p, s, ev).is_none() {
                        continue;
                    }
                    // R10.2: each Textile fills one space of its weaving area.
                    let solo = self.solo_mut(p);
                    solo.weaving = (solo.weaving + 1).min(data::SOLO_WEAVING_TRACK.len() as u8);
                }
            }
            Activity::Terrace => self.plant_maize(p, power, ev),
            Activity::Reed => {
                self.move_boat(p, power, ev);
                self.place_islands(ev);
            }
        }
        self.ayllu_personal_bonuses(p, ev);
        self.turn.stage = Stage::Triggers;
    }

    /// Seed "Pottery: Take the greatest number of Pots allowed by power.
    /// Prefer Pots showing Viracocha, then the lower market slot." The
    /// track's room does not limit the number (rules decision 7): Pots
    /// beyond the track leave the market and fill no space.
    fn ayllu_pots(&self, power: u8) -> PotSet {
        let filled = self.market.filled();
        let viracochas =
            |set: PotSet| set.slots().filter(|&i| self.market.slots[i].is_some_and(|pot| pot.viracocha)).count();
        // Lower slots first: the reversed bit order compares lexicographically.
        PotSet::all()
            .filter(|set| set.within(filled) && set.cost() <= power)
            .max_by_key(|&set| (set.len(), viracochas(set), set.0.reverse_bits()))
            .unwrap_or_default()
    }

    /// R10.3: a solo Bonus icon reached for the first time adds that
    /// activity's visible Suns to the Inti dial.
    fn ayllu_personal_bonuses(&mut self, p: PlayerId, ev: &mut Vec<Event>) {
        for activity in Activity::ALL {
            let (player, solo) = (&self.players[p], self.solo(p));
            let progress = match activity {
                Activity::Pottery => solo.pottery,
                Activity::Weaving => solo.weaving,
                Activity::Terrace => player.maize_planted(),
                Activity::Reed => player.islands.iter().flatten().count() as u8,
            };
            if solo.bonus_scored[activity.index()] || progress < data::SOLO_BONUS_AT[activity.index()] {
                continue;
            }
            self.solo_mut(p).bonus_scored[activity.index()] = true;
            let suns = self.players[p].visible_suns(activity);
            Self::say(ev, AylluReason::PersonalBonus { activity });
            self.gain_inti(p, suns, IntiSource::Solo, ev);
        }
    }

    /// Seed / Osprey errata: of two adjacent areas, the one whose
    /// highest-value adjacent Island has the lower number (then area A..D).
    pub(crate) fn ayllu_viracocha_area(&self, yellow: u8, ev: &mut Vec<Event>) -> u8 {
        let occupied = |y: u8| self.players.iter().any(|pl| pl.islands.contains(&Some(y)));
        let highest_island = |area: u8| data::yellows_beside(area).filter(|&y| occupied(y)).max().unwrap_or(0);
        let area = self.viracocha_areas_by(yellow).min_by_key(|&a| (highest_island(a), a)).unwrap_or(0);
        Self::say(ev, AylluReason::ReedViracocha { area });
        area
    }

    /// The Ayllu answers a pending decision by its rules.
    pub(crate) fn ayllu_decide(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.decider;
        match self.turn.stage {
            Stage::Triggers => {
                // After its activity: the Temple first, then the rest in order.
                let trigger =
                    if self.turn.triggers.contains(&Trigger::Temple) { Trigger::Temple } else { self.turn.triggers[0] };
                self.resolve_trigger(trigger, ev);
            }
            Stage::ChooseTemple => {
                let player = &self.players[p];
                let choice = best_activity(Activity::ALL.into_iter().filter(|a| player.temples_left[a.index()]), |a| {
                    player.moon_value(a)
                });
                let activity = choice.unwrap_or(Activity::Pottery);
                Self::say(ev, AylluReason::Temple { activity });
                self.place_temple(p, activity, ev);
                self.turn.stage = Stage::Triggers;
            }
            Stage::Cuzco => {
                // Rules decision: the two activities with the most Suns.
                let player = &self.players[p];
                let suns = |a: Activity| player.visible_suns(a) as u32;
                let first = best_activity(Activity::ALL.into_iter(), suns).unwrap_or(Activity::Pottery);
                let second =
                    best_activity(Activity::ALL.into_iter().filter(|&a| a != first), suns).unwrap_or(Activity::Weaving);
                let (first, second) = (first.min(second), first.max(second));
                Self::say(ev, AylluReason::Cuzco { first, second });
                self.score_cuzco(first, second, ev);
            }
            Stage::NightStepMarker => {
                let player = &self.players[p];
                let empty = Activity::ALL.into_iter().filter(|a| player.moon_slots[a.index()].is_none());
                let activity = best_activity(empty, |a| player.moon_value(a)).unwrap_or(Activity::Pottery);
                Self::say(ev, AylluReason::StepMarker { activity });
                self.score_step_marker(activity, ev);
            }
            Stage::TakeViracocha => {
                let area = self.ayllu_viracocha_area(self.turn.yellow, ev);
                self.take_lake_viracocha(p, area, ev);
                self.turn.stage = Stage::Islands;
            }
            // The Ayllu never lays markers or takes Tambos from a grid.
            _ => self.turn.stage = Stage::EndTurn,
        }
    }

    /// Seed "At Dawn": mark the unmarked activity with the most Suns and add
    /// them to the Inti dial (R10.5).
    pub(crate) fn ayllu_dawn_mark(&mut self, p: PlayerId, ev: &mut Vec<Event>) {
        let (player, solo) = (&self.players[p], self.solo(p));
        let unmarked = Activity::ALL.into_iter().filter(|a| !solo.dawn_marked[a.index()]);
        let Some(activity) = best_activity(unmarked, |a| player.visible_suns(a) as u32) else { return };
        self.solo_mut(p).dawn_marked[activity.index()] = true;
        let suns = self.players[p].visible_suns(activity);
        Self::say(ev, AylluReason::DawnMark { activity });
        self.gain_inti(p, suns, IntiSource::Solo, ev);
    }

    /// Seed "In Prepare": markers back in the bag, the round's token removed,
    /// the rest shuffled.
    pub(crate) fn ayllu_prepare(&mut self) {
        let Some(p) = self.ayllu_seat() else { return };
        let active: Vec<Ayar> = Ayar::ALL.into_iter().filter(|&a| !self.board.is_retired(a)).collect();
        let round = self.round;
        let mut solo = self.players[p].solo.take().expect("the Ayllu has a solo board");
        solo.bag = active;
        solo.tokens.retain(|&n| n != round);
        solo.tokens.shuffle(&mut self.rng);
        solo.flipped = 0;
        self.players[p].solo = Some(solo);
    }
}
