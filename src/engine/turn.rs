//! The turn state machine: which decision is pending, `apply`, and the
//! automatic steps between decisions (seed "Day turn", R4.6, R5).
use super::action::*;
use super::data;
use super::state::{Game, Phase};
use super::types::*;

/// Where the current turn (or Night) stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    LayStep,
    TakeTambo,
    BuildTambo,
    ChoosePower,
    /// Automatic: begin the chosen activity at the chosen power.
    Activity,
    TakePots,
    ChooseStack,
    PlaceTextile,
    /// Automatic: place the Islands of the sections entered (R6.4).
    Islands,
    TakeViracocha,
    Triggers,
    ChooseTemple,
    Cuzco,
    /// Automatic: next turn, or the Night.
    EndTurn,
    /// Automatic: the Ayllu plays its whole turn (R10).
    AylluTurn,
    NightStepMarker,
    Over,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct TurnState {
    pub player: PlayerId,
    pub stage: Stage,
    /// Who decides the pending decision (the active player, except for
    /// Cuzco choices and Night Step markers).
    pub decider: PlayerId,
    /// R4.6 starting action: power 1, no move, no triggers.
    pub start: bool,
    /// R5.4: no legal turn; the Tambo is placed anywhere, no activity.
    pub fallback: bool,
    pub ayar: Option<Ayar>,
    pub line: Option<Line>,
    pub max_power: u8,
    pub power: u8,
    pub activity: Option<Activity>,
    /// Textiles taken and waiting to be placed, front first.
    pub textiles: Vec<Textile>,
    /// Islands to place: (section, highest printed number reached).
    pub islands: Vec<(u8, u8)>,
    /// The yellow space whose Viracocha areas wait for a choice.
    pub yellow: u8,
    pub triggers: Vec<Trigger>,
    /// Players still to decide, in order (Cuzco, Night Step markers).
    pub queue: Vec<PlayerId>,
    pub cuzco: Option<Ayar>,
    /// The Ayar retiring tonight.
    pub retiring: Option<Ayar>,
}

impl TurnState {
    pub fn new(player: PlayerId) -> TurnState {
        TurnState {
            player,
            stage: Stage::LayStep,
            decider: player,
            start: false,
            fallback: false,
            ayar: None,
            line: None,
            max_power: 1,
            power: 1,
            activity: None,
            textiles: Vec::new(),
            islands: Vec::new(),
            yellow: 0,
            triggers: Vec::new(),
            queue: Vec::new(),
            cuzco: None,
            retiring: None,
        }
    }
}

/// Whether an event shows something new that undo must not take back
/// (a random reveal, or another player's turn).
fn closes_undo(event: &Event) -> bool {
    matches!(
        event,
        Event::PotRevealed { .. }
            | Event::TextileRevealed { .. }
            | Event::TurnStarted { .. }
            | Event::NightStarted { .. }
            | Event::AylluChose { .. }
    )
}

impl Game {
    /// Who must decide what now; `None` once the game is over.
    pub fn pending(&self) -> Option<Pending> {
        if self.paused {
            return None;
        }
        let t = &self.turn;
        let decision = match t.stage {
            Stage::LayStep => Decision::LayStep,
            Stage::TakeTambo => Decision::TakeTambo,
            Stage::BuildTambo => Decision::BuildTambo,
            Stage::ChoosePower => Decision::ChoosePower { max: t.max_power },
            Stage::TakePots => Decision::TakePots { power: t.power },
            Stage::ChooseStack => Decision::ChooseStack,
            Stage::PlaceTextile => Decision::PlaceTextile { textile: t.textiles[0] },
            Stage::TakeViracocha => Decision::TakeViracocha { yellow: t.yellow },
            Stage::Triggers => Decision::ResolveTrigger,
            Stage::ChooseTemple => Decision::ChooseTemple,
            Stage::Cuzco => Decision::ChooseCuzco { ayar: t.cuzco? },
            Stage::NightStepMarker => Decision::ScoreStepMarker { marker: Marker::of(t.retiring?) },
            Stage::Activity | Stage::Islands | Stage::EndTurn | Stage::AylluTurn | Stage::Over => return None,
        };
        Some(Pending { player: t.decider, decision })
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Apply one decision. All or nothing: an illegal action returns an
    /// error and leaves the game exactly as it was.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        if self.paused {
            return Err(ActionError::AylluPlaying);
        }
        let Some(pending) = self.pending() else { return Err(ActionError::GameOver) };
        if !self.legal_actions().contains(&action) {
            return Err(ActionError::NotLegal { action, expected: pending.decision });
        }
        let mut events = Vec::new();
        self.apply_unchecked(action, &mut events);
        Ok(events)
    }

    /// The fast path for search and simulation: `action` must come from
    /// `legal_actions`.
    pub fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        let decider = self.turn.decider;
        let first_new = events.len();
        self.log.push(action);
        self.play(action, events);
        self.advance(events);
        if self.turn.decider != decider || events[first_new..].iter().any(closes_undo) {
            self.undo_floor = self.log.len();
        }
    }

    /// Like `apply`, but the game stops before each automatic step of the
    /// Ayllu, so a UI can show its turn step by step: call `resume` while
    /// `is_paused`. The log, saves and replays are the same as with `apply`.
    pub fn apply_paused(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        self.pause_for_ayllu = true;
        let result = self.apply(action);
        self.pause_for_ayllu = false;
        result
    }

    /// The Ayllu has a step to play before anyone decides (see `apply_paused`).
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Play the Ayllu's next automatic step and pause again before the one
    /// after it; returns its events.
    pub fn resume(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if !self.paused {
            return events;
        }
        self.paused = false;
        self.pause_for_ayllu = true;
        // One visible step: silent ones (a Temple awaiting its type) run on.
        while self.step_automatic(&mut events) && events.is_empty() && self.ayllu_step_next() {}
        self.advance(&mut events);
        self.pause_for_ayllu = false;
        self.undo_floor = self.log.len();
        events
    }

    /// How many of the latest actions `undo` may still take back: back to
    /// the start of this player's turn or the last random reveal.
    pub fn undo_depth(&self) -> usize {
        self.log.len() - self.undo_floor
    }

    /// Take back the latest action by replaying the log without it.
    pub fn undo(&mut self) -> Result<(), super::save::UndoError> {
        if self.undo_depth() == 0 {
            return Err(super::save::UndoError::NothingToUndo);
        }
        let actions = &self.log[..self.log.len() - 1];
        *self = Game::replay(self.setup.clone(), actions)?;
        Ok(())
    }

    /// A copy of the game after `action`, with its events: a preview for
    /// the UI. The game itself is untouched.
    pub fn preview(&self, action: Action) -> Result<(Game, Vec<Event>), ActionError> {
        let mut copy = self.clone();
        let events = copy.apply(action)?;
        Ok((copy, events))
    }

    fn play(&mut self, action: Action, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        match action {
            Action::LayStep { marker, slot, ayar } => self.lay_step(marker, slot, ayar, ev),
            Action::TakeTambo { cell } => self.take_tambo(cell, ev),
            Action::BuildTambo { path, space } => self.build_tambo(path, space, ev),
            Action::BoxTambo => {
                self.players[p].tambos_boxed += 1;
                ev.push(Event::TamboBoxed { player: p });
                self.turn.stage = Stage::Triggers;
            }
            Action::ChoosePower { power } => {
                self.turn.power = power;
                self.turn.stage = Stage::Activity;
            }
            Action::TakePots { slots } => {
                self.take_pots(p, slots, ev);
                self.turn.stage = Stage::Triggers;
            }
            Action::ChooseStack { stack } => self.take_textiles(p, &[stack as usize], ev),
            Action::PlaceTextile { cell, dir } => {
                let textile = self.turn.textiles.remove(0);
                self.place_textile(p, textile, cell, dir, ev);
                self.after_textile();
            }
            Action::TakeViracocha { area } => {
                self.take_lake_viracocha(p, area, ev);
                self.turn.stage = Stage::Islands;
            }
            Action::ResolveTrigger { trigger } => self.resolve_trigger(trigger, ev),
            Action::ChooseTemple { activity } => {
                self.place_temple(p, activity, ev);
                self.turn.stage = Stage::Triggers;
            }
            Action::ChooseCuzco { first, second } => self.score_cuzco(first, second, ev),
            Action::ScoreStepMarker { activity } => self.score_step_marker(activity, ev),
        }
    }

    /// Run every automatic step until a player must decide.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.pause_for_ayllu && self.ayllu_step_next() {
                self.paused = true;
                return;
            }
            if !self.step_automatic(ev) {
                return;
            }
        }
    }

    /// The next automatic step is the Ayllu's own (its turn, or its answer
    /// to a decision).
    fn ayllu_step_next(&self) -> bool {
        let seat = match self.turn.stage {
            Stage::Over => return false,
            Stage::Activity | Stage::Islands | Stage::Triggers | Stage::PlaceTextile | Stage::EndTurn => {
                if self.turn.stage == Stage::Triggers && self.turn.triggers.is_empty() {
                    return false;
                }
                self.turn.player
            }
            _ => self.turn.decider,
        };
        self.players[seat].is_ayllu() && self.turn.stage != Stage::EndTurn
    }

    /// Run one automatic step; false when a player must decide (or the
    /// game is over).
    fn step_automatic(&mut self, ev: &mut Vec<Event>) -> bool {
        {
            match self.turn.stage {
                Stage::Activity => self.begin_activity(ev),
                Stage::Islands => self.place_islands(ev),
                Stage::PlaceTextile if !self.loom_has_room(self.turn.player) => {
                    self.turn.textiles.remove(0);
                    ev.push(Event::TextileDiscarded { player: self.turn.player });
                    self.after_textile();
                }
                Stage::Triggers if self.turn.triggers.len() <= 1 => match self.turn.triggers.first() {
                    Some(&trigger) => self.resolve_trigger(trigger, ev),
                    None => self.turn.stage = Stage::EndTurn,
                },
                Stage::EndTurn => self.end_turn(ev),
                Stage::AylluTurn => self.ayllu_turn(ev),
                Stage::Over => return false,
                _ if self.players[self.turn.decider].is_ayllu() => self.ayllu_decide(ev),
                _ => return false,
            }
        }
        true
    }

    /// Set up the turn of `player` (a starting action or a Day turn).
    pub(crate) fn begin_turn(&mut self, player: PlayerId) {
        let start = self.phase == Phase::Start;
        self.turn = TurnState::new(player);
        self.turn.start = start;
        if self.players[player].is_ayllu() {
            self.turn.stage = Stage::AylluTurn;
            return;
        }
        self.turn.stage = if start { Stage::TakeTambo } else { Stage::LayStep };
    }

    fn lay_step(&mut self, marker: Marker, slot: StepSlot, ayar: Ayar, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        let m = &mut self.players[p].markers[marker.index()];
        m.slot = Some(slot);
        m.used = true;
        ev.push(Event::StepLaid { player: p, marker, slot, ayar });
        let line = slot.line();
        self.turn.line = Some(line);
        self.move_ayar(ayar, data::step_arrows(slot), ev);
        // R5.4: only a turn that cannot be completed was offered as a
        // fallback; it is played out without an activity.
        // R5.2: the line's empty spaces once its Tambo leaves.
        let max_power = data::line_power((self.players[p].grid & line.cells()).len());
        self.turn.max_power = max_power;
        self.turn.fallback = !self.can_complete_turn(p, ayar, self.board.space(ayar), max_power);
        self.turn.stage = Stage::TakeTambo;
    }

    /// Move an Ayar, stopping at Cuzco, and note the Raymi and Cuzco
    /// spaces it reaches or passes (seed "Raymi tiles", R1.4, R1.5).
    pub(crate) fn move_ayar(&mut self, ayar: Ayar, spaces: u8, ev: &mut Vec<Event>) {
        let from = self.board.space(ayar);
        let to = (from + spaces).min(data::CUZCO);
        self.board.ayar_space[ayar.index()] = to;
        self.turn.ayar = Some(ayar);
        ev.push(Event::AyarMoved { ayar, from, to });
        // Ascending space order: `raymi_unscored` lists them nearest first.
        let reached: Vec<Trigger> = self
            .raymi_unscored(ayar)
            .into_iter()
            .filter(|&i| (from + 1..=to).contains(&self.board.raymi[i].space()))
            .map(|i| Trigger::Raymi { tile: i as u8 })
            .collect();
        self.turn.triggers.extend(reached);
        if from < data::CUZCO && to == data::CUZCO {
            self.turn.triggers.push(Trigger::Cuzco { ayar });
        }
    }

    fn take_tambo(&mut self, cell: Cell, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        let player = &mut self.players[p];
        player.grid = player.grid.without(cell);
        player.tambos_moved += 1;
        ev.push(Event::TamboTaken { player: p, cell });
        self.turn.stage = Stage::BuildTambo;
        if self.turn.start {
            return;
        }
        let grid = player.grid;
        // R5.2: power is the marked line's empty spaces after the take.
        let line = self.turn.line.unwrap_or(Line(0));
        self.turn.max_power = 4 - (grid & line.cells()).len();
        // R7.1: the fourth Tambo left a quadrant.
        if (grid & cell.quadrant()).is_empty() && player.temples_placed() < data::TEMPLES_PER_PLAYER {
            self.turn.triggers.push(Trigger::Temple);
        }
        // R7.2: each row or column that became empty.
        for line in cell.lines() {
            if (grid & line.cells()).is_empty() && !player.took_line_bonus(line) {
                self.turn.triggers.push(Trigger::LineBonus { line });
            }
        }
    }

    fn build_tambo(&mut self, path: Ayar, space: u8, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        self.board.slots[path.index()][space as usize] = Some(p);
        let activity = data::slot_activity(path, space);
        ev.push(Event::TamboBuilt { player: p, path, space, activity });
        self.turn.activity = Some(activity);
        self.turn.stage = if self.turn.fallback {
            Stage::Triggers
        } else if self.turn.start {
            Stage::Activity
        } else {
            Stage::ChoosePower
        };
    }

    /// Next turn, or the Night when the round's turns are done.
    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let player = self.turn.player;
        self.turns_taken += 1;
        let seats = self.seats();
        let next = self.next_seat(player);
        match self.phase {
            Phase::Start if self.turns_taken == seats => {
                self.phase = Phase::Day;
                self.turns_taken = 0;
                ev.push(Event::RoundStarted { round: self.round, first_player: self.first_player });
                self.start_turn(self.first_player, ev);
            }
            Phase::Day if self.turns_taken == seats * self.turns_per_player() => self.night(ev),
            Phase::Start | Phase::Day => self.start_turn(next, ev),
            Phase::Night | Phase::Over => {}
        }
    }

    pub(crate) fn start_turn(&mut self, player: PlayerId, ev: &mut Vec<Event>) {
        ev.push(Event::TurnStarted { player });
        self.begin_turn(player);
    }

    /// Seed "Activity area limits": `data::TURNS_PER_ROUND`.
    pub(crate) fn turns_per_player(&self) -> usize {
        data::TURNS_PER_ROUND[usize::from(self.round.clamp(1, data::ROUNDS)) - 1]
    }

    /// Add to a player's Inti dial, which stops at `data::INTI_MAX` (R3.8).
    pub(crate) fn gain_inti(&mut self, p: PlayerId, amount: u8, source: IntiSource, ev: &mut Vec<Event>) {
        let player = &mut self.players[p];
        let before = player.inti;
        player.inti = (before + amount).min(data::INTI_MAX);
        let gained = player.inti - before;
        let sheet = &mut player.score;
        let field = match source {
            IntiSource::Raymi => &mut sheet.inti_raymi,
            IntiSource::Cuzco => &mut sheet.inti_cuzco,
            IntiSource::SunBonus => &mut sheet.inti_sun_bonus,
            IntiSource::Solo => &mut sheet.inti_solo,
        };
        *field += gained as u32;
        ev.push(Event::IntiGained { player: p, amount: gained, source, full: player.inti_full() });
    }

    pub(crate) fn gain_moon(&mut self, p: PlayerId, amount: u32, source: MoonSource, ev: &mut Vec<Event>) {
        let player = &mut self.players[p];
        player.moon += amount;
        let sheet = &mut player.score;
        match source {
            MoonSource::Temple => sheet.moon_temples += amount,
            MoonSource::ViracochaBonus => sheet.moon_viracocha_bonus += amount,
            MoonSource::StepMarker => sheet.moon_step_markers += amount,
        }
        ev.push(Event::MoonScored { player: p, amount, source });
    }

    /// A Viracocha for a player; the Ayllu's become Llamas (R10, seed
    /// "every Viracocha it gains becomes a Llama").
    pub(crate) fn gain_viracocha(&mut self, p: PlayerId, ev: &mut Vec<Event>) {
        if self.players[p].is_ayllu() {
            self.players[p].llamas += 1;
            ev.push(Event::ViracochaBecameLlama { player: p });
        } else {
            self.players[p].viracochas += 1;
            ev.push(Event::ViracochaGained { player: p });
        }
    }

    pub(crate) fn gain_llama(&mut self, p: PlayerId, ev: &mut Vec<Event>) {
        self.players[p].llamas += 1;
        ev.push(Event::LlamaGained { player: p });
    }
}
