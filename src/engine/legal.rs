//! The legal options for the pending decision: the single source of truth
//! for UI highlights and bots alike.
use super::action::Action;
use super::data;
use super::state::Game;
use super::turn::Stage;
use super::types::*;

/// Power needed to perform an activity; above 4 means "cannot".
const CANNOT: u8 = 5;

impl Game {
    /// Every action that answers the pending decision (empty when over).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// `legal_actions` into a reused buffer (the simulation fast path).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(pending) = self.pending() else { return };
        let (p, t) = (pending.player, &self.turn);
        let player = &self.players[p];
        match t.stage {
            Stage::LayStep => {
                self.step_options(p, false, out);
                if out.is_empty() {
                    // R5.4: no turn can be completed: any usable slot.
                    self.step_options(p, true, out);
                }
            }
            Stage::TakeTambo => {
                let from = if t.start { Cells::FULL } else { t.line.unwrap_or(Line(0)).cells() };
                out.extend((player.grid & from).iter().map(|cell| Action::TakeTambo { cell }));
            }
            Stage::BuildTambo => self.build_options(p, out),
            Stage::ChoosePower => {
                let activity = t.activity.unwrap_or(Activity::Pottery);
                out.extend(
                    (1..=t.max_power)
                        .filter(|&pw| self.performable_at(p, activity, pw))
                        .map(|power| Action::ChoosePower { power }),
                );
            }
            Stage::TakePots => {
                let filled = self.market.filled();
                out.extend(
                    PotSet::all()
                        .filter(|s| s.within(filled) && s.cost() <= t.power)
                        .map(|slots| Action::TakePots { slots }),
                );
            }
            Stage::ChooseStack => {
                out.extend(
                    (0..2u8)
                        .filter(|&s| !self.stacks[s as usize].is_empty())
                        .map(|stack| Action::ChooseStack { stack }),
                );
            }
            Stage::PlaceTextile => {
                for cell in Cell::all() {
                    for dir in Dir::ALL {
                        if loom_pair_free(player, cell, dir) {
                            out.push(Action::PlaceTextile { cell, dir });
                        }
                    }
                }
            }
            Stage::TakeViracocha => {
                out.extend(self.viracocha_areas_by(t.yellow).map(|area| Action::TakeViracocha { area }));
            }
            Stage::Triggers => out.extend(t.triggers.iter().map(|&trigger| Action::ResolveTrigger { trigger })),
            Stage::ChooseTemple => {
                out.extend(
                    Activity::ALL
                        .into_iter()
                        .filter(|a| player.temples_left[a.index()])
                        .map(|activity| Action::ChooseTemple { activity }),
                );
            }
            Stage::Cuzco => {
                for (i, &first) in Activity::ALL.iter().enumerate() {
                    out.extend(Activity::ALL[i + 1..].iter().map(|&second| Action::ChooseCuzco { first, second }));
                }
            }
            Stage::NightStepMarker => {
                out.extend(
                    Activity::ALL
                        .into_iter()
                        .filter(|a| player.moon_slots[a.index()].is_none())
                        .map(|activity| Action::ScoreStepMarker { activity }),
                );
            }
            Stage::Activity | Stage::Islands | Stage::EndTurn | Stage::AylluTurn | Stage::Over => {}
        }
    }

    /// Day turn options: available marker x empty usable Step slot x Ayar.
    /// Unless `fallback` (R5.4), only those whose turn can be completed (R5.3).
    fn step_options(&self, p: PlayerId, fallback: bool, out: &mut Vec<Action>) {
        let player = &self.players[p];
        // The lowest power that completes a turn, per Ayar and arrow count.
        let need = Activity::ALL.map(|a| self.power_needed(p, a));
        let mut reach = [[CANNOT; 4]; 4];
        for ayar in Ayar::ALL.into_iter().filter(|&a| !self.board.is_retired(a)) {
            let here = self.board.space(ayar);
            let mut best = CANNOT;
            for space in 0..=(here + 3).min(data::CUZCO) {
                if self.board.slots[ayar.index()][space as usize].is_none() {
                    best = best.min(need[data::slot_activity(ayar, space).index()]);
                }
                for arrows in 1..=3 {
                    if (here + arrows).min(data::CUZCO) == space {
                        reach[ayar.index()][arrows as usize] = best;
                    }
                }
            }
        }
        for slot in StepSlot::all() {
            let tambos = (player.grid & slot.line().cells()).len();
            if player.is_blocked(slot) || player.marker_on(slot).is_some() || tambos == 0 {
                continue;
            }
            let (arrows, max_power) = (data::step_arrows(slot) as usize, data::line_power(tambos));
            for marker in Marker::ALL.into_iter().filter(|&m| player.marker(m).available()) {
                for ayar in Ayar::ALL {
                    if marker.ayar().is_some_and(|a| a != ayar) || self.board.is_retired(ayar) {
                        continue;
                    }
                    if fallback || reach[ayar.index()][arrows] <= max_power {
                        out.push(Action::LayStep { marker, slot, ayar });
                    }
                }
            }
        }
    }

    /// R5.3: some empty slot at or behind `dest` on the path shows an
    /// activity the player can perform at `max_power` or less.
    pub(crate) fn can_complete_turn(&self, p: PlayerId, ayar: Ayar, dest: u8, max_power: u8) -> bool {
        let need = Activity::ALL.map(|a| self.power_needed(p, a));
        (0..=dest).any(|space| {
            self.board.slots[ayar.index()][space as usize].is_none()
                && need[data::slot_activity(ayar, space).index()] <= max_power
        })
    }

    fn build_options(&self, p: PlayerId, out: &mut Vec<Action>) {
        let t = &self.turn;
        if t.start {
            // R4.6: an empty Tiwanaku start slot, at power 1.
            for path in Ayar::ALL {
                let activity = data::slot_activity(path, 0);
                if self.board.slots[path.index()][0].is_none() && self.power_needed(p, activity) <= 1 {
                    out.push(Action::BuildTambo { path, space: 0 });
                }
            }
            return;
        }
        let Some(path) = t.ayar else { return };
        // R1.3: at or behind the moved Ayar; R5.3: an activity it can perform.
        for space in 0..=self.board.space(path) {
            let activity = data::slot_activity(path, space);
            if self.board.slots[path.index()][space as usize].is_none()
                && (t.fallback || self.power_needed(p, activity) <= t.max_power)
            {
                out.push(Action::BuildTambo { path, space });
            }
        }
        if t.fallback && out.is_empty() {
            out.push(Action::BoxTambo);
        }
    }

    /// The lowest power at which a player can perform an activity (R5.3,
    /// the "Can perform" line of each activity in R6); 5 if none.
    pub fn power_needed(&self, p: PlayerId, activity: Activity) -> u8 {
        (1..=data::MAX_POWER).find(|&pw| self.performable_at(p, activity, pw)).unwrap_or(CANNOT)
    }

    /// Whether the activity can be performed at exactly this power.
    pub fn performable_at(&self, p: PlayerId, activity: Activity, power: u8) -> bool {
        let player = &self.players[p];
        match activity {
            Activity::Pottery => self.market.slots.iter().any(Option::is_some),
            Activity::Weaving => {
                self.loom_has_room(p)
                    && data::WEAVING_STACKS[power as usize - 1]
                        .iter()
                        .any(|set| set.iter().any(|&s| !self.stacks[s].is_empty()))
            }
            Activity::Terrace => player.maize_left > 0,
            Activity::Reed => player.boat < data::BOAT_END,
        }
    }

    /// R6.2: the loom has two orthogonally adjacent empty cells.
    pub fn loom_has_room(&self, p: PlayerId) -> bool {
        let player = &self.players[p];
        Cell::all().any(|cell| loom_pair_free(player, cell, Dir::East) || loom_pair_free(player, cell, Dir::South))
    }
}

fn loom_pair_free(player: &super::state::PlayerState, cell: Cell, dir: Dir) -> bool {
    player.loom[cell.index()].textile == 0 && dir.step(cell).is_some_and(|n| player.loom[n.index()].textile == 0)
}
