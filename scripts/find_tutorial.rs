//! Finds the guided first game's script (issue 17, README "The tutorial").
//!
//! For each seed, plays round 1 and the first Night against the Novice
//! Ayllu many times, with a human who aims to empty one line and the
//! quadrant it crosses (six Tambos: the starting action and five turns,
//! R7.1 and R7.2) and to perform every activity, and keeps the playthrough
//! that covers every topic (`view::tutorial::topics`) with the most of the
//! nice-to-haves below. Prints the seed and the actions for
//! `src/view/tutorial/script.rs`.
//!
//! `cargo run --release --example find_tutorial -- [first seed] [seeds] [tries per seed]`
use ayar::engine::{Action, Activity, Cells, Decision, Event, Game, LineBonus, MoonSource, Phase, Setup, QUADRANTS};
use ayar::view::tutorial::topics::{coverage, stretches, HUMAN};
use ayar::view::tutorial::DIFFICULTY;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (first, seeds, tries) =
        (args.first().copied().unwrap_or(1), args.get(1).copied().unwrap_or(300), args.get(2).copied().unwrap_or(400));
    let mut best: Option<(u32, u64, Vec<Action>)> = None;
    for seed in first..first + seeds {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..tries {
            let Some(actions) = playthrough(seed, &mut rng) else { continue };
            let Some(score) = score(seed, &actions) else { continue };
            if best.as_ref().is_none_or(|(b, _, _)| score > *b) {
                eprintln!("seed {seed}: score {score}, {} actions", actions.len());
                best = Some((score, seed, actions));
            }
        }
    }
    let Some((score, seed, actions)) = best else {
        eprintln!("no playthrough covers every topic");
        std::process::exit(1);
    };
    println!("// score {score}");
    println!("pub const SEED: u64 = {seed};");
    println!("{}", serde_json::to_string(&actions).unwrap_or_default());
}

fn setup(seed: u64) -> Setup {
    Setup::solo(seed, "You", DIFFICULTY)
}

/// One playthrough to the start of round 2; `None` if it went astray.
fn playthrough(seed: u64, rng: &mut ChaCha8Rng) -> Option<Vec<Action>> {
    let mut game = Game::new(setup(seed)).ok()?;
    // The six Tambos to take: a line and a quadrant it crosses.
    let quadrant = QUADRANTS[rng.random_range(0..4)];
    let lines: Vec<_> = ayar::engine::Line::ALL.into_iter().filter(|l| !(l.cells() & quadrant).is_empty()).collect();
    let aim = quadrant | lines.choose(rng)?.cells();
    let mut performed = [false; 4];
    let mut actions = Vec::new();
    while game.round() == 1 {
        let pending = game.pending()?;
        let legal = game.legal_actions();
        let me = game.player(HUMAN);
        let left = me.grid & aim;
        let action = match pending.decision {
            Decision::LayStep => {
                let useful: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::LayStep { slot, .. } if !(slot.line().cells() & left).is_empty()))
                    .collect();
                *useful.choose(rng)?
            }
            Decision::TakeTambo => {
                let aimed: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::TakeTambo { cell } if left.contains(*cell)))
                    .collect();
                *aimed.choose(rng)?
            }
            Decision::BuildTambo => {
                let new: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| match a {
                        Action::BuildTambo { path, space } => {
                            !performed[ayar::engine::data::slot_activity(*path, *space).index()]
                        }
                        _ => false,
                    })
                    .collect();
                *new.choose(rng).or_else(|| legal.choose(rng))?
            }
            // The most a turn allows: what a learner should see first.
            Decision::ChoosePower { .. } => *legal.last()?,
            Decision::TakePots { .. } => {
                let most = legal.iter().map(pots).max()?;
                *legal.iter().filter(|a| pots(a) == most).collect::<Vec<_>>().choose(rng).copied()?
            }
            Decision::PlaceTextile { .. } => {
                let suns = |a: &Action| {
                    game.preview(*a).map(|(g, _)| g.player(HUMAN).visible_suns(Activity::Weaving)).unwrap_or(0)
                };
                let most = legal.iter().map(suns).max()?;
                *legal.iter().filter(|a| suns(a) == most).collect::<Vec<_>>().choose(rng).copied()?
            }
            // A Temple of the activity with the most Moon now.
            Decision::ChooseTemple => *legal.iter().max_by_key(|a| match a {
                Action::ChooseTemple { activity } => me.moon_value(*activity),
                _ => 0,
            })?,
            // Night: the Moon slot scoring the most now.
            Decision::ScoreStepMarker { .. } => *legal.iter().max_by_key(|a| match a {
                Action::ScoreStepMarker { activity } => me.moon_value(*activity),
                _ => 0,
            })?,
            _ => *legal.choose(rng)?,
        };
        let events = game.apply(action).ok()?;
        for e in &events {
            if let Event::PowerChosen { player: HUMAN, activity, .. } = e {
                performed[activity.index()] = true;
            }
        }
        actions.push(action);
        if game.phase() == Phase::Over {
            return None;
        }
    }
    (aim & game.player(HUMAN).grid == Cells::default()).then_some(actions)
}

fn pots(a: &Action) -> u32 {
    match a {
        Action::TakePots { slots } => slots.len(),
        _ => 0,
    }
}

/// Every topic covered, then the nice-to-haves; `None` if one is missing.
fn score(seed: u64, actions: &[Action]) -> Option<u32> {
    let stretches = stretches(&setup(seed), actions).ok()?;
    if coverage(&stretches).iter().any(|(_, at)| at.is_none()) {
        return None;
    }
    let events: Vec<&Event> = stretches.iter().flat_map(|s| &s.events).collect();
    let mut score = 100;
    // The human's own Temple pays at the first Night (R8).
    if events.iter().any(|e| matches!(e, Event::MoonScored { player: HUMAN, source: MoonSource::Temple, .. })) {
        score += 30;
    }
    // The human wins the Harvest.
    if events.iter().any(|e| matches!(e, Event::Harvest { winner: Some(HUMAN), .. })) {
        score += 10;
    }
    // A Llama from a Raymi tile on the human's turn.
    if stretches.iter().any(|s| {
        let own = s.own_turn();
        own.iter().any(|e| matches!(e, Event::RaymiScored { .. }))
            && own.iter().any(|e| matches!(e, Event::LlamaGained { player: HUMAN }))
    }) {
        score += 10;
    }
    // The line bonus is worth something (a Sun bonus of no Suns teaches little).
    if stretches.iter().any(|s| {
        let own = s.own_turn();
        own.iter().enumerate().any(|(i, e)| match e {
            Event::LineBonusTaken { player: HUMAN, bonus: LineBonus::Sun(_), .. } => {
                matches!(own.get(i + 1), Some(Event::IntiGained { amount, .. }) if *amount > 0)
            }
            Event::LineBonusTaken { player: HUMAN, .. } => true,
            _ => false,
        })
    }) {
        score += 10;
    }
    // The human orders end-of-turn effects (R5.5).
    if stretches.iter().any(|s| s.decision == Decision::ResolveTrigger) {
        score += 10;
    }
    // A power chosen between several more than once.
    let choices = stretches.iter().filter(|s| matches!(s.decision, Decision::ChoosePower { max } if max >= 2)).count();
    score += 3 * choices.min(4) as u32;
    // The first Day turn lays a plain marker (gold, any Ayar, comes later)
    // and offers a choice of power.
    let days: Vec<_> = stretches.iter().filter(|s| s.phase == Phase::Day).collect();
    if days
        .iter()
        .find(|s| s.decision == Decision::LayStep)
        .is_some_and(|s| !matches!(s.action, Action::LayStep { marker: ayar::engine::Marker::Gold, .. }))
    {
        score += 5;
    }
    if days
        .iter()
        .find(|s| matches!(s.decision, Decision::ChoosePower { .. }))
        .is_some_and(|s| matches!(s.decision, Decision::ChoosePower { max } if max >= 2))
    {
        score += 5;
    }
    // Shorter is kinder.
    score = score.saturating_sub(actions.len() as u32 / 4);
    Some(score)
}
