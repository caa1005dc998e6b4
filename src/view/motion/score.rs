//! Events to steps: the score of one action's motion. Each event either
//! begins a step (a marker laid, a Tambo built, a Raymi celebrated, each
//! moment of the Night) or joins the step it belongs to (the gains a Raymi
//! pays, the Pots of one Pottery, every seat's Dawn). A gain flies from
//! its source: the Raymi tile, Cuzco, the line bonus, the Temple being
//! scored, whatever the events just named.
use super::spots::{self, key, Counter, Part};
use super::{By, Cue, Figure, Gain, Moment, Motion, Piece, Played, Sound, Sounding, Spot, Stage, Step};
use crate::engine::{
    data, Action, Activity, Ayar, AylluReason, Decision, Event, MoonSource, PlayerId, Pot, StepSlot, Temple, Textile,
};
use crate::view::words;

/// Beats a figure takes to rise and fly to its counter.
const FLY: f32 = 1.1;
/// Beats between two gains of one step, so each is seen.
const STAGGER: f32 = 0.22;
/// Beats the market's Pots take to slide toward slot 1 (R6.1).
const SLIDE: f32 = 1.2;
/// Beats the female Ayar takes to walk to the next Temple of her row: long
/// enough to be seen going there before the Temple scores (at half that, a
/// newcomer saw nothing walk).
const WALK: f32 = 1.0;

/// Events that make one step together when they follow each other.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Run {
    Pots,
    Bonus,
    Dawn,
}

/// What the score remembers as the events pass: the table as they leave
/// it (a Temple placed, then scored the same Night), where gains come
/// from now, the Ayllu's reason for its next step.
struct Score<'a> {
    played: &'a Played<'a>,
    steps: Vec<Step>,
    run: Option<Run>,
    /// Where the next gains come from.
    source: Option<Spot>,
    /// The Temple rows, each Temple with the step that brought it (if
    /// this sequence did).
    rows: [Vec<(Temple, Option<usize>)>; data::TEMPLE_ROWS],
    /// Each seat's markers beside its grid.
    laid: Vec<[Option<StepSlot>; 5]>,
    planted: Vec<u8>,
    /// The row a female Ayar walks at Night.
    walk: Option<TempleWalk>,
    /// The Ayllu's reason: the line of its next step.
    reason: Option<String>,
    /// The Pots taken this action, by market slot.
    pots_taken: Vec<(u8, Pot)>,
    /// The Ayllu's reason says what its Pottery takes.
    pots_said: bool,
    refilled: bool,
}

struct TempleWalk {
    ayar: Ayar,
    row: u8,
    temples: Vec<(Temple, Option<usize>)>,
    next: usize,
    at: Spot,
}

pub fn steps(played: &Played) -> Vec<Step> {
    let before = played.before;
    let mut score = Score {
        played,
        steps: Vec::new(),
        run: None,
        source: played.action.and_then(|a| match a {
            Action::TakeViracocha { area } => Some(spots::lake_area(area)),
            _ => None,
        }),
        rows: before.board().temple_rows.clone().map(|row| row.into_iter().map(|t| (t, None)).collect()),
        laid: before.players().iter().map(|p| p.markers.map(|m| m.slot)).collect(),
        planted: before.planted().to_vec(),
        walk: None,
        reason: played.reason.map(str::to_owned),
        pots_taken: Vec::new(),
        pots_said: false,
        refilled: false,
    };
    for (i, e) in played.events.iter().enumerate() {
        score.event(i, e);
    }
    if !score.pots_taken.is_empty() && !score.refilled {
        score.refill();
    }
    // The Ayllu's reason with nothing shown after it: a step of its own.
    score.flush_reason();
    // The mover: the seat that decided, or the Ayllu for its own steps.
    let mover = match played.action {
        Some(_) => before.pending().map(|p| p.player),
        None => before.ayllu_seat(),
    };
    // The Night's own steps from its first moment on (it may have begun
    // in an earlier sequence: a resumed Night, Dawn after the last Step
    // marker), then its Dawn, then the round that begins; a seat's Step
    // marker is that seat's.
    let round = before.round();
    let mut by = mover.map(|seat| By::Seat { seat, round, phase: before.phase() });
    for step in &mut score.steps {
        match step.moment {
            Some(Moment::Nightfall | Moment::Retirement | Moment::Harvest | Moment::Temples) => {
                by = Some(By::Night(round));
            }
            Some(Moment::Dawn) => by = Some(By::Dawn(round)),
            Some(Moment::Round) => by = Some(By::Round(played.after.round())),
            Some(Moment::StepMarker) | None => {}
        }
        step.stage = stage(step, before.ayllu_seat());
        step.by = by;
        // A person's own move needs no reading, but for what it scored;
        // what others did does.
        let own = By::persons(step.by, played.people);
        if !own || step.cues.iter().any(|c| matches!(c.motion, Motion::Score { .. })) {
            step.hold = step.hold.max(super::pace::reading(&step.line));
        }
    }
    score.steps
}

/// A step with nothing in it yet.
fn quiet() -> Step {
    Step { cues: Vec::new(), sounds: Vec::new(), line: String::new(), moment: None, stage: None, hold: 0.0, by: None }
}

fn cue(motion: Motion, at: f32, beats: f32) -> Cue {
    Cue { motion, at, beats }
}

fn sound(sound: Sound, at: f32) -> Sounding {
    Sounding { sound, at, person: false }
}

/// The board a step happens on that the dock may hide: where its pieces
/// travel, appear or light; the market and the Lake first, then the
/// Ayllu's board (`ayllu`), but for its counters, which its summary shows.
fn stage(step: &Step, ayllu: Option<PlayerId>) -> Option<Stage> {
    let shared = |spot: &Spot| match spot {
        Spot::Supplies { .. } => Some(Stage::Market),
        Spot::Lake { .. } => Some(Stage::Lake),
        _ => None,
    };
    let on_ayllus = |spot: &Spot| match *spot {
        Spot::Seat { seat, part } if Some(seat) == ayllu && !matches!(part, Part::Counter(_)) => {
            Some(Stage::Ayllu(seat))
        }
        _ => None,
    };
    let find = |of: &dyn Fn(&Spot) -> Option<Stage>| {
        step.cues.iter().find_map(|c| match &c.motion {
            Motion::Travel { path, .. } => path.iter().find_map(of),
            Motion::Score { from, .. } => of(from),
            Motion::Light(spot) | Motion::Leave { at: spot, .. } => of(spot),
            Motion::Appear(key) if key.starts_with("pot-") || key.starts_with("stack-") => Some(Stage::Market),
            Motion::Walk { .. } | Motion::Appear(_) | Motion::Flip(_) => None,
        })
    };
    find(&shared).or_else(|| find(&on_ayllus))
}

impl Score<'_> {
    fn words(&self, e: &Event) -> String {
        words::event(self.played.after, e).unwrap_or_default()
    }

    fn person(&self, seat: PlayerId) -> bool {
        self.played.people.contains(&seat)
    }

    /// Begin a step for `e`: its line is the event's sentence, or the
    /// Ayllu's reason for it.
    fn begin(&mut self, e: &Event) -> &mut Step {
        let line = self.reason.take().unwrap_or_else(|| self.words(e));
        self.run = None;
        self.steps.push(Step { line, ..quiet() });
        self.steps.last_mut().expect("just pushed")
    }

    /// Begin a step for `e`, or join the step of its run: its sentence
    /// then becomes a clause of the step's line.
    fn run(&mut self, run: Run, e: &Event) -> &mut Step {
        if self.run != Some(run) || self.steps.is_empty() {
            self.begin(e);
            self.run = Some(run);
        } else {
            let clause = self.words(e);
            let step = self.steps.last_mut().expect("a run has a step");
            step.line = join_lines(&step.line, &clause);
        }
        self.steps.last_mut().expect("a run has a step")
    }

    /// A gain the figures alone would not tell (who adds how much to the
    /// Inti dial, who takes a Llama) joins the line of the step it flies
    /// in, as the log tells it: the Last turn panel reads the lines.
    fn told(&mut self, e: &Event) {
        if self.reason.is_some() {
            return;
        }
        let clause = self.words(e);
        if let Some(step) = self.steps.last_mut() {
            step.line = join_lines(&step.line, &clause);
        }
    }

    /// A gain flying from `from` (else the current source) to a counter,
    /// in the current step (else a new one), after what lights its source.
    fn gain(&mut self, e: &Event, seat: PlayerId, figure: Figure, from: Option<Spot>, counter: Counter, noise: Sound) {
        let to = spots::counter(seat, counter);
        let from = from.or(self.source).unwrap_or(to);
        let person = self.person(seat);
        // A gain the Ayllu explains is a step of its own, under its reason.
        if self.steps.is_empty() || self.reason.is_some() {
            self.begin(e);
        }
        let step = self.steps.last_mut().expect("a step");
        // Nothing gained, nothing flies (a Temple worth 0 still leaves).
        if figure.amount == 0 {
            return;
        }
        let scores = step.cues.iter().filter(|c| matches!(c.motion, Motion::Score { .. }));
        let at = match scores.map(|c| c.at).reduce(f32::max) {
            Some(last) => last + STAGGER,
            None => step.cues.iter().map(|c| c.at + c.beats / 2.0).fold(0.0, f32::max),
        };
        step.cues.push(cue(Motion::Score { figure, seat, from, to }, at, FLY));
        step.sounds.push(Sounding { sound: noise, at: at + FLY, person });
    }

    /// A step of one piece travelling, with a sound as it lands.
    fn travel(&mut self, e: &Event, piece: Piece, path: Vec<Spot>, lands: Option<String>, beats: f32) -> &mut Step {
        let noise = if matches!(piece, Piece::Tambo(_)) { Sound::Build } else { Sound::Place };
        let step = self.begin(e);
        step.cues.push(cue(Motion::Travel { piece, path, lands }, 0.0, beats));
        step.sounds.push(sound(noise, beats));
        step
    }

    /// A step of one spot lighting: the source of the gains that follow.
    fn light(&mut self, e: &Event, spot: Spot, beats: f32) -> &mut Step {
        self.source = Some(spot);
        let step = self.begin(e);
        step.cues.push(cue(Motion::Light(spot), 0.0, beats));
        step
    }

    fn event(&mut self, i: usize, e: &Event) {
        let after = self.played.after;
        match *e {
            Event::RoundStarted { .. } => {
                self.flush_reason();
                let step = self.begin(e);
                step.hold = 1.0;
                step.moment = Some(Moment::Round);
            }
            Event::TurnStarted { .. } | Event::PotRevealed { .. } => {}
            Event::StepLaid { player, marker, slot, .. } => {
                let path = vec![spots::part(player, Part::Hand(marker)), spots::step_slot(player, slot)];
                self.travel(e, Piece::Marker(marker), path, Some(key::laid(player, marker)), 1.0);
                if let Some(laid) = self.laid.get_mut(player) {
                    laid[marker.index()] = Some(slot);
                }
            }
            // R1.5: an Ayar at Cuzco stays there.
            Event::AyarMoved { from, to, .. } if from == to => {}
            Event::AyarMoved { ayar, from, to } => {
                let path: Vec<(f64, f64)> = walk_spaces(from, to)
                    .filter_map(|s| match spots::space(ayar, s) {
                        Spot::Main { x, y, .. } => Some((x, y)),
                        _ => None,
                    })
                    .collect();
                let beats = (0.3 * (path.len() - 1) as f32).clamp(0.6, 2.4);
                let step = self.begin(e);
                step.cues.push(cue(Motion::Walk { ayar, path }, 0.0, beats));
                step.sounds.push(sound(Sound::Place, beats));
            }
            Event::TamboTaken { player, cell } => {
                let at = spots::cell(player, cell);
                self.begin(e).cues.push(cue(Motion::Leave { piece: Piece::Tambo(player), at, since: None }, 0.0, 0.8));
            }
            Event::TamboBuilt { player, path, space, activity } => {
                let from = self.taken_from(i, player).unwrap_or(spots::part(player, Part::Card(activity)));
                let route = vec![from, spots::slot(path, space)];
                self.travel(e, Piece::Tambo(player), route, Some(key::tambo(path, space)), 1.2);
            }
            Event::TamboBoxed { player } => {
                let at = self.taken_from(i, player).unwrap_or(spots::counter(player, Counter::Sun));
                self.begin(e).cues.push(cue(Motion::Leave { piece: Piece::Tambo(player), at, since: None }, 0.0, 0.9));
            }
            Event::PowerChosen { player, activity, .. } => {
                self.light(e, spots::part(player, Part::Card(activity)), 0.9);
            }
            Event::PotTaken { player, slot, pot } => self.pot_taken(e, player, slot, pot),
            Event::TextileTaken { player, stack, textile } => {
                let path = vec![spots::stack(stack), spots::part(player, Part::Card(Activity::Weaving))];
                self.travel(e, Piece::Textile(textile), path, None, 1.1);
            }
            Event::TextileRevealed { stack, .. } => {
                let step = self.steps.last_mut().expect("a Textile taken comes first");
                step.cues.push(cue(Motion::Appear(key::stack(stack)), 0.6, 0.6));
            }
            Event::TextilePlaced { player, .. } => {
                let textile = match self.played.before.pending().map(|p| p.decision) {
                    Some(Decision::PlaceTextile { textile }) => textile,
                    _ => Textile { suns: 0 },
                };
                let path = vec![spots::part(player, Part::Card(Activity::Weaving)), spots::part(player, Part::Loom)];
                self.travel(e, Piece::Textile(textile), path, None, 0.9);
            }
            Event::TextileDiscarded { player } => {
                let at = spots::part(player, Part::Card(Activity::Weaving));
                let leave = Motion::Leave { piece: Piece::Textile(Textile { suns: 0 }), at, since: None };
                self.begin(e).cues.push(cue(leave, 0.0, 0.9));
            }
            Event::MaizePlanted { player, count } => {
                let (from, to) = (spots::part(player, Part::Maize), spots::terrace(player, after.seats()));
                if let Some(n) = self.planted.get_mut(player) {
                    *n += count;
                }
                // A Viracocha box emptied pays from the Maize row (R6.3).
                self.source = Some(from);
                let step = self.begin(e);
                for k in 0..count {
                    let travel = Motion::Travel { piece: Piece::Maize(player), path: vec![from, to], lands: None };
                    step.cues.push(cue(travel, 0.15 * f32::from(k), 1.0));
                }
                step.sounds.push(sound(Sound::Place, 1.0));
            }
            Event::BoatMoved { player, from, to } => {
                let path: Vec<Spot> = walk_spaces(from, to).map(|s| spots::boat(player, s)).collect();
                let beats = (0.3 * (path.len() - 1) as f32).clamp(0.6, 2.0);
                self.travel(e, Piece::Boat(player), path, Some(key::boat(player)), beats);
            }
            Event::IslandPlaced { player, section, yellow } => {
                let path = vec![spots::part(player, Part::Reed), spots::island(player, yellow)];
                self.travel(e, Piece::Island(player), path, Some(key::island(player, section)), 1.1);
            }
            Event::ViracochaGained { player } => {
                let figure = Figure { amount: 1, gain: Gain::Viracocha };
                self.gain(e, player, figure, None, Counter::Viracochas, Sound::Llama);
            }
            Event::ViracochaBecameLlama { player } => {
                let from = spots::counter(player, Counter::Viracochas);
                let figure = Figure { amount: 1, gain: Gain::Llama };
                self.gain(e, player, figure, Some(from), Counter::Llamas, Sound::Llama);
            }
            Event::LlamaGained { player } => {
                self.told(e);
                self.gain(e, player, Figure { amount: 1, gain: Gain::Llama }, None, Counter::Llamas, Sound::Llama);
            }
            // R3.8: a full dial takes nothing (the log says so).
            Event::IntiGained { amount: 0, .. } => {}
            Event::IntiGained { player, amount, .. } => {
                self.told(e);
                let figure = Figure { amount: amount.into(), gain: Gain::Sun };
                self.gain(e, player, figure, None, Counter::Inti, Sound::Sun);
            }
            Event::TemplePlaced { player, activity, row, .. } => {
                let index = self.rows[row as usize].len();
                let path = vec![spots::part(player, Part::Temple(activity)), spots::temple(row, index, index + 1)];
                self.travel(e, Piece::Temple(player), path, Some(key::temple(row, index)), 1.2);
                let brought = self.steps.len() - 1;
                self.rows[row as usize].push((Temple { owner: player, activity }, Some(brought)));
            }
            Event::LineBonusTaken { player, line, .. } => {
                self.light(e, spots::line_bonus(player, line), 0.9);
            }
            Event::RaymiScored { tile, .. } => {
                let at = self.raymi_spot(tile);
                self.light(e, at, 1.2).sounds.push(sound(Sound::Raymi, 0.0));
            }
            Event::RaymiFlipped { tile } => self.begin(e).cues.push(cue(Motion::Flip(key::raymi(tile)), 0.0, 0.9)),
            Event::RaymiRemoved { tile } => {
                let at = self.raymi_spot(tile);
                let activity = after.board().raymi.get(tile as usize).map_or(Activity::Pottery, |t| t.activity);
                let leave = Motion::Leave { piece: Piece::Raymi(activity), at, since: None };
                self.begin(e).cues.push(cue(leave, 0.0, 0.9));
            }
            Event::CuzcoScored { .. } => {
                self.light(e, spots::cuzco(), 1.0);
            }
            Event::NightStarted { .. } => {
                let step = self.begin(e);
                step.moment = Some(Moment::Nightfall);
                step.hold = 1.2;
                step.sounds.push(sound(Sound::Night, 0.0));
            }
            Event::AyarRetired { ayar } => {
                // He leaves his path for his partner's Temple row.
                let row = after.board().female_row[ayar.index()];
                let path = vec![spots::space(ayar, after.board().space(ayar)), spots::female(row)];
                let step = self.begin(e);
                step.moment = Some(Moment::Retirement);
                step.cues.push(cue(Motion::Travel { piece: Piece::Ayar(ayar), path, lands: None }, 0.0, 1.4));
                step.cues.push(cue(Motion::Light(spots::female(row)), 1.2, 0.8));
            }
            Event::Harvest { ayar, winner } => {
                let row = after.board().female_row[ayar.index()];
                let seats = after.seats();
                let planted: Vec<PlayerId> =
                    (0..seats).filter(|&p| self.planted.get(p).is_some_and(|&n| n > 0)).collect();
                self.planted.iter_mut().for_each(|n| *n = 0);
                let step = self.light(e, spots::female_viracocha(row), 1.0);
                step.moment = Some(Moment::Harvest);
                // The terrace is cleared (R8).
                for p in planted {
                    let maize = Motion::Leave { piece: Piece::Maize(p), at: spots::terrace(p, seats), since: None };
                    step.cues.push(cue(maize, 0.8, 0.8));
                }
                if winner.is_none() {
                    step.hold = 1.2;
                }
            }
            Event::MoonScored { player, amount, source } => {
                let figure = Figure { amount, gain: Gain::Moon };
                match source {
                    MoonSource::Temple => self.temple_scored(e, player, figure),
                    MoonSource::ViracochaBonus => {
                        self.run(Run::Bonus, e);
                        let from = spots::counter(player, Counter::Viracochas);
                        self.gain(e, player, figure, Some(from), Counter::Moon, Sound::Moon);
                    }
                    // From the Moon slot the marker just reached.
                    MoonSource::StepMarker => self.gain(e, player, figure, None, Counter::Moon, Sound::Moon),
                }
            }
            Event::TemplesScored { row, ayar } => {
                let temples = std::mem::take(&mut self.rows[row as usize]);
                let step = self.light(e, spots::female(row), 0.8);
                step.moment = Some(Moment::Temples);
                if temples.is_empty() {
                    step.hold = 1.0;
                }
                self.walk = Some(TempleWalk { ayar, row, temples, next: 0, at: spots::female(row) });
            }
            Event::StepMarkerScored { player, marker, activity } => {
                let slot = self.laid.get_mut(player).and_then(|laid| laid[marker.index()].take());
                let from = slot.map_or(spots::part(player, Part::Hand(marker)), |s| spots::step_slot(player, s));
                let to = spots::part(player, Part::MoonSlot(activity));
                self.source = Some(to);
                self.travel(e, Piece::Marker(marker), vec![from, to], None, 1.1).moment = Some(Moment::StepMarker);
            }
            Event::Dawn { player, inti, .. } => {
                let first = !self.steps.iter().any(|s| s.moment == Some(Moment::Dawn));
                let step = self.run(Run::Dawn, e);
                if first {
                    step.moment = Some(Moment::Dawn);
                    step.hold = 1.0;
                    step.sounds.push(sound(Sound::Dawn, 0.0));
                }
                if inti > 0 {
                    let figure = Figure { amount: inti.into(), gain: Gain::Sun };
                    let from = spots::counter(player, Counter::Inti);
                    self.gain(e, player, figure, Some(from), Counter::Sun, Sound::Sun);
                }
            }
            Event::AylluChose { reason } => {
                if let AylluReason::ReedViracocha { area } = reason {
                    self.source = Some(spots::lake_area(area));
                }
                // Said by the step it explains; a reason already waiting is
                // shown first on its own.
                self.flush_reason();
                self.reason = Some(self.words(e));
            }
            Event::GameOver => {
                let won = after
                    .final_scores()
                    .is_some_and(|finals| finals.iter().any(|f| f.place == 1 && self.person(f.player)));
                let noise = if won { Sound::Win } else { Sound::Loss };
                self.run = None;
                self.steps.push(Step {
                    line: words::game_over(after),
                    hold: 1.5,
                    sounds: vec![sound(noise, 0.0)],
                    ..quiet()
                });
            }
        }
    }

    /// A reason still waiting for its step, shown on its own.
    fn flush_reason(&mut self) {
        if let Some(line) = self.reason.take() {
            self.run = None;
            self.steps.push(Step { line, hold: 1.0, ..quiet() });
        }
    }

    /// The grid cell of the Tambo `player` took last (in this action or
    /// earlier in the turn): where the Tambo they build comes from.
    fn taken_from(&self, i: usize, player: PlayerId) -> Option<Spot> {
        let taken = |e: &Event| match *e {
            Event::TamboTaken { player: p, cell } if p == player => Some(cell),
            _ => None,
        };
        let cell = self.played.events[..i]
            .iter()
            .rev()
            .find_map(taken)
            .or_else(|| self.played.earlier.iter().rev().find_map(taken))?;
        Some(spots::cell(player, cell))
    }

    fn raymi_spot(&self, tile: u8) -> Spot {
        spots::raymi(self.played.after.board().raymi.get(tile as usize).map_or(0, |t| t.place))
    }

    /// R6.1: the Pots of one Pottery travel to the shelf together, said in
    /// one sentence (unless the Ayllu's reason says it).
    fn pot_taken(&mut self, e: &Event, player: PlayerId, slot: u8, pot: Pot) {
        let from = spots::market_slot(slot);
        if self.run != Some(Run::Pots) {
            self.pots_said = self.reason.is_some();
            self.begin(e);
            self.run = Some(Run::Pots);
        }
        self.pots_taken.push((slot, pot));
        let line = words::pots_taken(self.played.after, player, &self.pots_taken);
        let said = self.pots_said;
        let step = self.steps.last_mut().expect("a Pottery step");
        if !said {
            step.line = line;
        }
        let at = STAGGER * step.cues.len() as f32;
        let travel = Motion::Travel {
            piece: Piece::Pot(pot),
            path: vec![from, spots::part(player, Part::Pots(pot.colour))],
            lands: None,
        };
        step.cues.push(cue(travel, at, 1.1));
        step.sounds.push(sound(Sound::Place, at + 1.1));
        // A Viracocha Pot pays from its slot.
        self.source = Some(from);
    }

    /// R6.1: the Pots left slide toward slot 1 and the bag refills the rest.
    fn refill(&mut self) {
        self.refilled = true;
        let before = self.played.before.market().slots;
        let kept: Vec<(u8, Pot)> = before
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (i as u8, p)))
            .filter(|(i, _)| !self.pots_taken.iter().any(|(slot, _)| slot == i))
            .collect();
        let now = self.played.after.market().slots;
        let mut cues = Vec::new();
        for (to, &(from, pot)) in kept.iter().enumerate() {
            let to = to as u8;
            if to != from {
                // It stands in its old slot until it slides (the market
                // already shows it in the new one, hidden until it lands).
                let at = spots::market_slot(from);
                cues.push(cue(Motion::Leave { piece: Piece::Pot(pot), at, since: None }, 0.0, 0.05));
                let path = vec![at, spots::market_slot(to)];
                cues.push(cue(Motion::Travel { piece: Piece::Pot(pot), path, lands: Some(key::pot(to)) }, 0.0, SLIDE));
            }
        }
        let revealed: Vec<u8> = (kept.len()..now.len()).filter(|&i| now[i].is_some()).map(|i| i as u8).collect();
        for (k, &slot) in revealed.iter().enumerate() {
            cues.push(cue(Motion::Appear(key::pot(slot)), SLIDE * 0.8 + 0.25 * k as f32, 0.8));
        }
        if cues.is_empty() {
            return;
        }
        let line = revealed
            .iter()
            .filter_map(|&slot| now[slot as usize].map(|pot| Event::PotRevealed { slot, pot }))
            .map(|e| self.words(&e))
            .fold(String::new(), |line, clause| join_lines(&line, &clause));
        self.run = None;
        // The market stays in the dock a moment after it settles (a quick
        // slide went unseen in a playtest).
        let sounds = vec![sound(Sound::Place, SLIDE)];
        self.steps.push(Step { cues, sounds, line, hold: SLIDE + 1.2, ..quiet() });
    }

    /// The female Ayar reaches her row's next Temple: it pays its owner
    /// and leaves the board (R8).
    fn temple_scored(&mut self, e: &Event, player: PlayerId, figure: Figure) {
        let Some(walk) = self.walk.as_mut() else { return };
        let (index, count) = (walk.next, walk.temples.len());
        walk.next += 1;
        let (owner, since) = walk.temples.get(index).map_or((player, None), |(t, since)| (t.owner, *since));
        let at = spots::temple(walk.row, index, count);
        let from = std::mem::replace(&mut walk.at, at);
        let ayar = walk.ayar;
        let person = self.person(player);
        let step = self.begin(e);
        step.moment = Some(Moment::Temples);
        let walk = Motion::Travel { piece: Piece::Female(ayar), path: vec![from, at], lands: None };
        step.cues.push(cue(walk, 0.0, WALK));
        step.cues.push(cue(Motion::Leave { piece: Piece::Temple(owner), at, since }, WALK, 0.6));
        if figure.amount > 0 {
            let to = spots::counter(player, Counter::Moon);
            step.cues.push(cue(Motion::Score { figure, seat: player, from: at, to }, WALK - 0.05, FLY));
            step.sounds.push(Sounding { sound: Sound::Moon, at: WALK - 0.05 + FLY, person });
        }
    }
}

/// The spaces from `from` to `to`, both ends included.
fn walk_spaces(from: u8, to: u8) -> impl Iterator<Item = u8> {
    let spaces: Vec<u8> = if to >= from { (from..=to).collect() } else { (to..=from).rev().collect() };
    spaces.into_iter()
}

/// Two sentences as one line of clauses; a heading the line already has
/// ("Dawn: ") is not said again.
fn join_lines(line: &str, clause: &str) -> String {
    if line.is_empty() || clause.is_empty() {
        return format!("{line}{clause}");
    }
    let heading = line.split_once(": ").map(|(h, _)| format!("{h}: "));
    let clause = heading.as_deref().and_then(|h| clause.strip_prefix(h)).unwrap_or(clause);
    format!("{}; {}.", line.trim_end_matches('.'), words::clause(clause))
}
