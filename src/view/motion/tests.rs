//! The choreography over whole random games: every event is shown by the
//! steps its action makes, as its kind asks; and the Night, the Raymi,
//! the market and the Ayllu in detail.
use super::pace::{self, reduced, travels};
use super::spots::{self, key, Counter, Part};
use super::*;
use crate::bot::random::RandomBot;
use crate::engine::{Event, Game, IntiSource, MoonSource, Setup};

/// One action (or Ayllu step) of a game as the table plays it.
struct Turn {
    before: Game,
    action: Option<Action>,
    events: Vec<Event>,
    after: Game,
    earlier: Vec<Event>,
}

impl Turn {
    fn steps(&self, people: &[PlayerId]) -> Vec<Step> {
        choreograph(&Played {
            before: &self.before,
            action: self.action,
            events: &self.events,
            after: &self.after,
            earlier: &self.earlier,
            people,
            reason: None,
        })
    }
}

/// A whole random game, action by action, the Ayllu's steps one by one
/// (as the table plays them).
fn random_game(setup: Setup, seed: u64) -> Vec<Turn> {
    let mut game = Game::new(setup).unwrap();
    let mut bot = RandomBot::new(seed);
    let (mut turns, mut log) = (Vec::new(), Vec::new());
    loop {
        let before = game.clone();
        let (action, events) = if game.is_paused() {
            (None, game.resume())
        } else {
            let Some(action) = bot.choose(&game) else { break };
            (Some(action), game.apply_paused(action).unwrap())
        };
        turns.push(Turn { before, action, events: events.clone(), after: game.clone(), earlier: log.clone() });
        log.extend(events);
    }
    turns
}

fn people(game: &Game) -> Vec<PlayerId> {
    (0..game.seats()).filter(|&p| !game.player(p).is_ayllu()).collect()
}

fn motions(steps: &[Step]) -> impl Iterator<Item = &Motion> {
    steps.iter().flat_map(|s| s.cues.iter().map(|c| &c.motion))
}

fn sounds(steps: &[Step]) -> Vec<Sound> {
    steps.iter().flat_map(|s| s.sounds.iter().map(|s| s.sound)).collect()
}

fn scores(steps: &[Step], seat: PlayerId, figure: Figure, counter: Counter) -> bool {
    motions(steps).any(|m| matches!(m, Motion::Score { figure: f, seat: s, to, .. } if *f == figure && *s == seat && *to == spots::counter(seat, counter)))
}

fn travels_to(steps: &[Step], piece: Piece, to: Spot) -> bool {
    motions(steps)
        .any(|m| matches!(m, Motion::Travel { piece: p, path, .. } if *p == piece && path.last() == Some(&to)))
}

fn lands(steps: &[Step], piece: Piece, key: &str) -> bool {
    motions(steps).any(|m| matches!(m, Motion::Travel { piece: p, lands: Some(k), .. } if *p == piece && k == key))
}

fn has_moment(steps: &[Step], moment: Moment) -> bool {
    steps.iter().any(|s| s.moment == Some(moment))
}

/// Whether the steps show `e` as its kind asks. Exhaustive on purpose: a
/// new kind of event must say how it is shown.
fn shown(turn: &Turn, steps: &[Step], e: &Event) -> bool {
    let after = &turn.after;
    match *e {
        Event::TurnStarted { .. } => true,
        Event::RoundStarted { round, .. } => steps.iter().any(|s| s.line.contains(&format!("Round {round} begins"))),
        Event::StepLaid { player, marker, slot, .. } => {
            travels_to(steps, Piece::Marker(marker), spots::step_slot(player, slot))
                && lands(steps, Piece::Marker(marker), &key::laid(player, marker))
        }
        Event::AyarMoved { from, to, .. } if from == to => true,
        Event::AyarMoved { ayar, from, to } => motions(steps).any(
            |m| matches!(m, Motion::Walk { ayar: a, path } if *a == ayar && path.len() == usize::from(from.abs_diff(to)) + 1),
        ),
        Event::TamboTaken { player, cell } => motions(steps)
            .any(|m| matches!(m, Motion::Leave { piece: Piece::Tambo(p), at, .. } if *p == player && *at == spots::cell(player, cell))),
        Event::TamboBuilt { player, path, space, .. } => {
            travels_to(steps, Piece::Tambo(player), spots::slot(path, space))
                && lands(steps, Piece::Tambo(player), &key::tambo(path, space))
                && sounds(steps).contains(&Sound::Build)
        }
        Event::TamboBoxed { player } => {
            motions(steps).any(|m| matches!(m, Motion::Leave { piece: Piece::Tambo(p), .. } if *p == player))
        }
        Event::PowerChosen { player, activity, .. } => {
            motions(steps).any(|m| *m == Motion::Light(spots::part(player, Part::Card(activity))))
        }
        Event::PotTaken { player, pot, .. } => travels_to(steps, Piece::Pot(pot), spots::part(player, Part::Pots(pot.colour))),
        Event::PotRevealed { slot, .. } => motions(steps).any(|m| *m == Motion::Appear(key::pot(slot))),
        Event::TextileTaken { player, textile, .. } => {
            travels_to(steps, Piece::Textile(textile), spots::part(player, Part::Card(crate::engine::Activity::Weaving)))
        }
        Event::TextileRevealed { stack, .. } => motions(steps).any(|m| *m == Motion::Appear(key::stack(stack))),
        Event::TextilePlaced { player, .. } => motions(steps).any(
            |m| matches!(m, Motion::Travel { piece: Piece::Textile(_), path, .. } if path.last() == Some(&spots::part(player, Part::Loom))),
        ),
        Event::TextileDiscarded { .. } => {
            motions(steps).any(|m| matches!(m, Motion::Leave { piece: Piece::Textile(_), .. }))
        }
        Event::MaizePlanted { player, count } => {
            let to = spots::terrace(player, after.seats());
            motions(steps).filter(|m| matches!(m, Motion::Travel { piece: Piece::Maize(_), path, .. } if path.last() == Some(&to))).count()
                == usize::from(count)
        }
        Event::BoatMoved { player, from, to } => motions(steps).any(|m| {
            matches!(m, Motion::Travel { piece: Piece::Boat(p), path, lands: Some(k) }
                if *p == player && path.len() == usize::from(to - from) + 1 && *k == key::boat(player))
        }),
        Event::IslandPlaced { player, section, yellow } => {
            travels_to(steps, Piece::Island(player), spots::island(player, yellow))
                && lands(steps, Piece::Island(player), &key::island(player, section))
        }
        Event::ViracochaGained { player } => {
            scores(steps, player, Figure { amount: 1, gain: Gain::Viracocha }, Counter::Viracochas)
        }
        Event::ViracochaBecameLlama { player } => motions(steps).any(|m| {
            matches!(m, Motion::Score { seat, from, figure, .. } if *seat == player && figure.gain == Gain::Llama
                && *from == spots::counter(player, Counter::Viracochas))
        }),
        Event::LlamaGained { player } => scores(steps, player, Figure { amount: 1, gain: Gain::Llama }, Counter::Llamas),
        Event::IntiGained { amount: 0, .. } => true,
        Event::IntiGained { player, amount, source, .. } => {
            let figure = Figure { amount: amount.into(), gain: Gain::Sun };
            scores(steps, player, figure, Counter::Inti)
                // A Raymi's Suns rise from its tile, Cuzco's from Cuzco.
                && match source {
                    IntiSource::Raymi => motions(steps).any(|m| matches!(m, Motion::Score { from: Spot::Main { .. }, seat, .. } if *seat == player)),
                    IntiSource::Cuzco => motions(steps).any(|m| matches!(m, Motion::Score { from, .. } if *from == spots::cuzco())),
                    IntiSource::SunBonus | IntiSource::Solo => true,
                }
        }
        Event::TemplePlaced { player, row, .. } => motions(steps).any(|m| {
            matches!(m, Motion::Travel { piece: Piece::Temple(p), lands: Some(k), .. } if *p == player && k.starts_with(&format!("temple-{row}-")))
        }),
        Event::LineBonusTaken { player, line, .. } => {
            motions(steps).any(|m| *m == Motion::Light(spots::line_bonus(player, line)))
        }
        Event::RaymiScored { tile, .. } => {
            let at = spots::raymi(after.board().raymi[tile as usize].place);
            motions(steps).any(|m| *m == Motion::Light(at)) && sounds(steps).contains(&Sound::Raymi)
        }
        Event::RaymiFlipped { tile } => motions(steps).any(|m| *m == Motion::Flip(key::raymi(tile))),
        Event::RaymiRemoved { .. } => motions(steps).any(|m| matches!(m, Motion::Leave { piece: Piece::Raymi(_), .. })),
        Event::CuzcoScored { .. } => motions(steps).any(|m| *m == Motion::Light(spots::cuzco())),
        Event::NightStarted { .. } => has_moment(steps, Moment::Nightfall) && sounds(steps).contains(&Sound::Night),
        Event::AyarRetired { ayar } => {
            has_moment(steps, Moment::Retirement) && motions(steps).any(|m| matches!(m, Motion::Travel { piece: Piece::Ayar(a), .. } if *a == ayar))
        }
        Event::Harvest { .. } => has_moment(steps, Moment::Harvest),
        Event::MoonScored { player, amount, source } => {
            let figure = Figure { amount, gain: Gain::Moon };
            // Nothing gained, nothing flies.
            (amount == 0 || scores(steps, player, figure, Counter::Moon))
                && match source {
                    // The Temple leaves as the female Ayar reaches it.
                    MoonSource::Temple => motions(steps).any(|m| matches!(m, Motion::Leave { piece: Piece::Temple(_), .. })),
                    MoonSource::ViracochaBonus => amount == 0 || motions(steps).any(|m| matches!(m, Motion::Score { from, seat, .. } if *seat == player && *from == spots::counter(player, Counter::Viracochas))),
                    MoonSource::StepMarker => amount == 0 || motions(steps).any(|m| matches!(m, Motion::Score { from: Spot::Seat { part: Part::MoonSlot(_), .. }, seat, .. } if *seat == player)),
                }
        }
        Event::TemplesScored { .. } => has_moment(steps, Moment::Temples),
        Event::StepMarkerScored { player, marker, activity } => {
            has_moment(steps, Moment::StepMarker)
                && travels_to(steps, Piece::Marker(marker), spots::part(player, Part::MoonSlot(activity)))
        }
        Event::Dawn { player, inti, .. } => {
            has_moment(steps, Moment::Dawn)
                && (inti == 0
                    || motions(steps).any(|m| matches!(m, Motion::Score { from, to, seat, figure }
                        if *seat == player && figure.amount == u32::from(inti)
                        && *from == spots::counter(player, Counter::Inti) && *to == spots::counter(player, Counter::Sun))))
        }
        Event::AylluChose { .. } => {
            let line = crate::view::words::event(after, e).unwrap_or_default();
            steps.iter().any(|s| s.line.starts_with(line.trim_end_matches('.')))
        }
        Event::GameOver => {
            let end = sounds(steps);
            end.contains(&Sound::Win) || end.contains(&Sound::Loss)
        }
    }
}

/// A short name for an event's kind, to count which kinds were seen.
fn kind(e: &Event) -> String {
    format!("{e:?}").split([' ', '{']).next().unwrap_or_default().to_string()
}

#[test]
fn every_event_of_random_games_is_shown_by_its_steps() {
    let mut seen = std::collections::BTreeSet::new();
    let setups: Vec<Setup> = (0..24u64)
        .map(|seed| match seed % 4 {
            0 => Setup::solo(seed, "Ana", 1 + (seed % 4) as u8),
            n => Setup::new(seed, &["Ana", "Bo", "Cy", "Di"][..=n as usize]),
        })
        .collect();
    for (n, setup) in setups.into_iter().enumerate() {
        for turn in random_game(setup, n as u64) {
            let people = people(&turn.after);
            let steps = turn.steps(&people);
            for e in &turn.events {
                assert!(shown(&turn, &steps, e), "not shown: {e:?}\nin {:?}\nsteps {steps:#?}", turn.events);
                seen.insert(kind(e));
            }
            // Whatever the action did, the table has something to show for it.
            let visible = turn
                .events
                .iter()
                .any(|e| !matches!(e, Event::TurnStarted { .. } | Event::IntiGained { amount: 0, .. }));
            assert!(!visible || !steps.is_empty(), "no steps for {:?}", turn.events);
            for step in &steps {
                assert!(!step.line.is_empty(), "every step says what it shows: {step:?}");
                assert!(step.beats() > 0.0 && step.beats() < 12.0, "{step:?}");
                assert!(step.cues.iter().all(|c| c.at >= 0.0 && c.beats > 0.0));
            }
        }
    }
    // Only these are rare enough to be missed by 24 random games.
    for kind in [
        "RoundStarted",
        "StepLaid",
        "AyarMoved",
        "TamboTaken",
        "TamboBuilt",
        "PowerChosen",
        "PotTaken",
        "PotRevealed",
        "TextileTaken",
        "TextileRevealed",
        "TextilePlaced",
        "MaizePlanted",
        "BoatMoved",
        "IslandPlaced",
        "ViracochaGained",
        "ViracochaBecameLlama",
        "LlamaGained",
        "IntiGained",
        "TemplePlaced",
        "LineBonusTaken",
        "RaymiScored",
        "RaymiFlipped",
        "RaymiRemoved",
        "CuzcoScored",
        "NightStarted",
        "AyarRetired",
        "Harvest",
        "MoonScored",
        "TemplesScored",
        "StepMarkerScored",
        "Dawn",
        "AylluChose",
        "GameOver",
    ] {
        assert!(seen.contains(kind), "no random game showed {kind}: {seen:?}");
    }
}

#[test]
fn reduced_motion_moves_nothing_across_the_table_and_keeps_every_step() {
    for turn in
        random_game(Setup::new(7, &["Ana", "Bo", "Cy"]), 7).into_iter().chain(random_game(Setup::solo(8, "Ana", 3), 8))
    {
        let steps = turn.steps(&people(&turn.after));
        for step in &steps {
            let calm = reduced(step);
            assert!(calm.cues.iter().all(|c| !travels(&c.motion)), "{calm:?}");
            assert_eq!(
                (calm.line.as_str(), calm.moment, calm.sounds.len()),
                (step.line.as_str(), step.moment, step.sounds.len())
            );
            // What would land where it lands still shows there.
            for c in &step.cues {
                if let Motion::Travel { lands: Some(k), .. } = &c.motion {
                    assert!(calm.cues.iter().any(|d| d.motion == Motion::Appear(k.clone())));
                }
            }
        }
    }
}

/// The first action of a random game that sets off a Night, with its steps.
fn first_night(setup: Setup, seed: u64) -> (Turn, Vec<Step>) {
    let turn = random_game(setup, seed)
        .into_iter()
        .find(|t| t.events.iter().any(|e| matches!(e, Event::NightStarted { .. })))
        .expect("a game has Nights");
    let steps = turn.steps(&people(&turn.after));
    (turn, steps)
}

#[test]
fn r8_the_night_plays_its_moments_in_order_one_temple_at_a_time() {
    for seed in 0..6 {
        let (turn, steps) = first_night(Setup::new(seed, &["Ana", "Bo", "Cy"]), seed);
        let moments: Vec<Moment> = steps.iter().filter_map(|s| s.moment).collect();
        let mut order = moments.clone();
        order.dedup();
        let night = order.iter().position(|&m| m == Moment::Nightfall).expect("night falls");
        assert_eq!(order[night..night + 3], [Moment::Nightfall, Moment::Retirement, Moment::Harvest], "{moments:?}");
        assert!(order[night + 3..].starts_with(&[Moment::Temples]), "{moments:?}");
        // One step per Temple scored, each with its own line and its own Moon.
        let temples =
            turn.events.iter().filter(|e| matches!(e, Event::MoonScored { source: MoonSource::Temple, .. })).count();
        let walked = steps.iter().filter(|s| s.moment == Some(Moment::Temples)).count();
        assert_eq!(walked, temples + 1, "the row lights, then each Temple is a step");
        for s in steps.iter().filter(|s| s.moment == Some(Moment::Temples)).skip(1) {
            assert!(s.cues.iter().filter(|c| matches!(c.motion, Motion::Score { .. })).count() <= 1);
            assert_eq!(
                s.cues.iter().filter(|c| matches!(c.motion, Motion::Leave { piece: Piece::Temple(_), .. })).count(),
                1
            );
            assert!(s.line.contains("Moon (Temple)"), "{}", s.line);
            // She is seen to walk there (a beat, not a flick), and the
            // Temple leaves once she has arrived.
            let walk = s.cues.iter().find(|c| matches!(c.motion, Motion::Travel { piece: Piece::Female(_), .. }));
            let walk = walk.expect("the female Ayar walks to the Temple");
            let leave = s.cues.iter().find(|c| matches!(c.motion, Motion::Leave { .. })).expect("it leaves");
            assert!(walk.beats >= 1.0 && leave.at >= walk.at + walk.beats, "{:?}", s.cues);
        }
        // A Temple placed earlier stays in view until it is scored: its
        // leave starts after the female Ayar has set out.
        for s in &steps {
            for c in &s.cues {
                if let Motion::Leave { piece: Piece::Temple(_), since, .. } = &c.motion {
                    assert!(c.at > 0.0 && since.is_none_or(|i| i < steps.len()));
                }
            }
        }
    }
}

#[test]
fn r8_dawn_flows_each_dial_into_sun_in_one_step() {
    let turn = random_game(Setup::new(3, &["Ana", "Bo", "Cy", "Di"]), 3)
        .into_iter()
        .find(|t| t.events.iter().any(|e| matches!(e, Event::Dawn { .. })))
        .expect("a game has Dawns");
    let steps = turn.steps(&[0, 1, 2, 3]);
    let dawn: Vec<&Step> = steps.iter().filter(|s| s.moment == Some(Moment::Dawn)).collect();
    assert_eq!(dawn.len(), 1, "every seat's Dawn is one step");
    let flows = dawn[0]
        .cues
        .iter()
        .filter(|c| {
            matches!(&c.motion, Motion::Score { from: Spot::Seat { part: Part::Counter(Counter::Inti), .. }, .. })
        })
        .count();
    let with_inti = turn.events.iter().filter(|e| matches!(e, Event::Dawn { inti, .. } if *inti > 0)).count();
    assert_eq!(flows, with_inti);
    assert_eq!(dawn[0].line.matches("Dawn").count(), 1, "{}", dawn[0].line);
    for e in &turn.events {
        if let Event::Dawn { player, sun, .. } = e {
            let name = crate::view::words::player_name(&turn.after, *player);
            assert!(
                dawn[0].line.contains(&format!("{name} adds")) && dawn[0].line.contains(&format!("now {sun}")),
                "{}",
                dawn[0].line
            );
        }
    }
    assert!(dawn[0].sounds.iter().any(|s| s.sound == Sound::Dawn));
    // Each gain lands a moment after the one before it.
    let starts: Vec<f32> = dawn[0].cues.iter().map(|c| c.at).collect();
    assert!(starts.windows(2).all(|w| w[1] > w[0]), "{starts:?}");
}

/// The first turn of a 2-player game in which a Raymi pays Inti.
fn raymi_turn() -> Turn {
    random_game(Setup::new(11, &["Ana", "Bo"]), 11)
        .into_iter()
        .find(|t| {
            t.events
                .iter()
                .any(|e| matches!(e, Event::IntiGained { source: IntiSource::Raymi, amount, .. } if *amount > 0))
        })
        .expect("a Raymi pays")
}

#[test]
fn r1_4_a_raymi_lights_its_tile_then_each_seats_suns_rise_from_it() {
    let turn = raymi_turn();
    let steps = turn.steps(&[0, 1]);
    let raymi = steps.iter().find(|s| s.sounds.iter().any(|s| s.sound == Sound::Raymi)).expect("a Raymi step");
    let Some(Motion::Light(tile)) = raymi.cues.first().map(|c| &c.motion) else { panic!("the tile lights first") };
    let gains: Vec<&Cue> = raymi.cues.iter().filter(|c| matches!(c.motion, Motion::Score { .. })).collect();
    assert!(!gains.is_empty());
    for g in &gains {
        let Motion::Score { from, figure, seat, .. } = &g.motion else { unreachable!() };
        assert_eq!(from, tile, "from the tile");
        assert!(g.at > 0.0, "after the tile lit");
        assert!(
            figure.gain != Gain::Sun || raymi.sounds.iter().any(|s| s.sound == Sound::Sun && s.person == (*seat < 2))
        );
    }
}

#[test]
fn r1_4_a_raymis_line_tells_each_inti_gain_and_llama_as_the_log_does() {
    // The Last turn panel reads the steps' lines: it left out the Inti
    // gains the log shows (issue 30).
    let turn = raymi_turn();
    let lines: String = turn.steps(&[0, 1]).iter().map(|s| s.line.clone() + "\n").collect();
    for e in &turn.events {
        if matches!(e, Event::IntiGained { amount: 1.., .. } | Event::LlamaGained { .. }) {
            let said = crate::view::words::event(&turn.after, e).unwrap();
            assert!(lines.contains(&crate::view::words::clause(&said)), "{said:?} not in\n{lines}");
        }
    }
}

#[test]
fn r6_1_pots_fly_to_the_shelf_then_the_market_slides_and_refills() {
    let turn = random_game(Setup::new(5, &["Ana", "Bo"]), 5)
        .into_iter()
        .find(|t| {
            t.events.iter().any(|e| matches!(e, Event::PotTaken { slot: 0, .. }))
                && t.events.iter().any(|e| matches!(e, Event::PotRevealed { .. }))
        })
        .expect("a Pottery from slot 1");
    let steps = turn.steps(&[0, 1]);
    let taken = steps
        .iter()
        .position(|s| {
            s.cues.iter().any(|c| matches!(c.motion, Motion::Travel { piece: Piece::Pot(_), lands: None, .. }))
        })
        .unwrap();
    let refill = steps.iter().position(|s| s.cues.iter().any(|c| matches!(c.motion, Motion::Appear(_)))).unwrap();
    assert!(taken < refill);
    assert_eq!(steps[taken].stage, Some(Stage::Market), "the market shows while its Pots go");
    // Slot 1 was taken: every Pot kept moves one slot or more toward it.
    for c in &steps[refill].cues {
        if let Motion::Travel { path, lands: Some(k), .. } = &c.motion {
            let (Spot::Supplies { x: x0, .. }, Spot::Supplies { x: x1, .. }) = (path[0], path[1]) else { panic!() };
            assert!(x1 < x0, "{k} slides toward slot 1");
        }
    }
}

#[test]
fn r10_2_the_ayllus_own_board_is_the_stage_of_its_steps_on_it() {
    let turns = random_game(Setup::solo(2, "Ana", 3), 2);
    let ayllu = turns[0].before.ayllu_seat().expect("a solo game");
    let (mut power, mut maize) = (0, 0);
    for turn in &turns {
        for step in turn.steps(&[0]) {
            let lit = step
                .cues
                .iter()
                .any(|c| matches!(c.motion, Motion::Light(Spot::Seat { seat, part: Part::Card(_) }) if seat == ayllu));
            let rises = step
                .cues
                .iter()
                .any(|c| matches!(&c.motion, Motion::Travel { piece: Piece::Maize(s), .. } if *s == ayllu));
            let shared = motions(std::slice::from_ref(&step))
                .any(|m| matches!(m, Motion::Travel { path, .. } if path.iter().any(|s| matches!(s, Spot::Supplies { .. } | Spot::Lake { .. }))));
            if (lit || rises) && !shared {
                assert_eq!(step.stage, Some(Stage::Ayllu(ayllu)), "{}", step.line);
                power += usize::from(lit);
                maize += usize::from(rises);
            }
            // The person's own board is on the table: never a stage.
            assert!(!matches!(step.stage, Some(Stage::Ayllu(s)) if s != ayllu), "{}", step.line);
        }
    }
    assert!(power > 0 && maize > 0, "the game lit the Ayllu's cards ({power}) and planted its Maize ({maize})");
}

#[test]
fn the_ayllus_reason_is_the_line_of_the_step_it_explains() {
    let turns = random_game(Setup::solo(2, "Ana", 3), 2);
    let mut checked = 0;
    for turn in turns.iter().filter(|t| t.action.is_none()) {
        let steps = turn.steps(&[0]);
        for (i, e) in turn.events.iter().enumerate() {
            let Event::AylluChose { .. } = e else { continue };
            let line = crate::view::words::event(&turn.after, e).unwrap();
            let said =
                steps.iter().position(|s| s.line.starts_with(line.trim_end_matches('.'))).expect("the reason is said");
            // Said by the step of what follows it, when something does.
            let follows =
                turn.events[i + 1..].iter().any(|e| !matches!(e, Event::TurnStarted { .. } | Event::AylluChose { .. }));
            if follows && !steps[said].cues.is_empty() {
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "{checked}");
}

#[test]
fn a_tambo_built_travels_from_the_cell_it_was_taken_from() {
    let turns = random_game(Setup::new(9, &["Ana", "Bo"]), 9);
    let mut built = 0;
    for turn in &turns {
        for e in &turn.events {
            let Event::TamboBuilt { player, .. } = *e else { continue };
            let taken = turn.earlier.iter().chain(&turn.events).rev().find_map(|e| match *e {
                Event::TamboTaken { player: p, cell } if p == player => Some(cell),
                _ => None,
            });
            let steps = turn.steps(&[0, 1]);
            let from = motions(&steps).find_map(|m| match m {
                Motion::Travel { piece: Piece::Tambo(_), path, .. } => Some(path[0]),
                _ => None,
            });
            assert_eq!(from, taken.map(|c| spots::cell(player, c)));
            built += 1;
        }
    }
    assert!(built > 20);
}

#[test]
fn the_pace_follows_the_speed_setting() {
    use crate::view::settings::SPEEDS;
    let paces: Vec<Pace> = SPEEDS.iter().map(|&(_, ms)| Pace::of(ms)).collect();
    assert_eq!(paces, [Pace::Instant, Pace::Fast, Pace::Normal, Pace::Slow]);
    assert!(paces.windows(2).all(|w| w[0].beat_ms() < w[1].beat_ms()));
    let (_, steps) = first_night(Setup::new(1, &["Ana", "Bo", "Cy", "Di"]), 1);
    let normal = Pace::Normal.sequence_ms(&steps);
    assert!((2_000.0..15_000.0).contains(&normal), "a Night at Normal speed: {normal} ms");
    assert_eq!(Pace::Instant.sequence_ms(&steps), 0.0);
}

#[test]
fn what_others_did_stays_long_enough_to_read_a_persons_own_move_does_not() {
    let (turn, steps) = first_night(Setup::solo(2, "Ana", 3), 2);
    let people = people(&turn.after);
    for s in &steps {
        let by_person = By::persons(s.by, &people);
        let read = pace::reading(&s.line);
        assert!(read > 1.0, "{}", s.line);
        if !by_person {
            assert!(s.beats() >= read, "{} lasts {} beats", s.line, s.beats());
        }
    }
    assert!(steps.iter().any(|s| matches!(s.by, Some(By::Night(_)))));
    // A person's own step keeps the length of its motion, unless it
    // scores: that line is read too.
    let own = random_game(Setup::new(4, &["Ana", "Bo"]), 4)
        .into_iter()
        .flat_map(|t| t.steps(&[0, 1]))
        .filter(|s| matches!(s.by, Some(By::Seat { seat: 0, .. })))
        .fold((false, true), |(short, scored_read), s| {
            let read = s.beats() >= pace::reading(&s.line);
            let scores = s.cues.iter().any(|c| matches!(c.motion, Motion::Score { .. }));
            (short || !read, scored_read && (!scores || read))
        });
    assert_eq!(own, (true, true), "a person's own steps are stretched to be read only where they score");
}

#[test]
fn a_hold_plays_the_night_up_to_its_moment_and_keeps_the_rest() {
    let (_, steps) = first_night(Setup::new(4, &["Ana", "Bo"]), 4);
    let night = steps.iter().position(|s| s.moment == Some(Moment::Nightfall)).unwrap();
    assert_eq!(held_at(&steps, None), steps.len());
    assert_eq!(held_at(&steps, Some(Hold::Before(Moment::Nightfall))), night, "the turn's own steps first");
    let retired = held_at(&steps, Some(Hold::Through(Moment::Retirement)));
    assert_eq!(steps[retired - 1].moment, Some(Moment::Retirement));
    let harvest = held_at(&steps, Some(Hold::Through(Moment::Harvest)));
    assert!(harvest > retired && steps[harvest - 1].moment == Some(Moment::Harvest));
    // Every Temple of the row, not only the first.
    let temples = held_at(&steps, Some(Hold::Through(Moment::Temples)));
    assert!(steps[harvest..temples].iter().all(|s| s.moment == Some(Moment::Temples)));
    assert!(steps[temples..].iter().all(|s| s.moment != Some(Moment::Temples)));
    assert_eq!(held_at(&steps, Some(Hold::Through(Moment::Dawn))), steps.len(), "no Dawn in this action: all of it");
}

#[test]
fn each_seats_last_turn_stays_marked_until_it_plays_again() {
    use super::marks::last_turns;
    let mut game = Game::new(Setup::new(12, &["Ana", "Bo", "Cy"])).unwrap();
    let mut bot = RandomBot::new(12);
    let mut log: Vec<Event> = Vec::new();
    let mut checked = 0;
    while let Some(action) = bot.choose(&game) {
        log.extend(game.apply(action).unwrap());
        let deciding = game.pending().map(|p| p.player);
        let marks = last_turns(&game, &log, deciding);
        // The seat deciding sees none of its own.
        assert!(marks.iter().all(|m| Some(m.seat) != deciding));
        // Each mark stands where that seat's latest turn left something.
        for m in &marks {
            let started =
                log.iter().rposition(|e| matches!(e, Event::TurnStarted { player } if *player == m.seat)).unwrap();
            let turn_end = log[started + 1..]
                .iter()
                .position(|e| matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. }))
                .map_or(log.len(), |i| started + 1 + i);
            let turn = &log[started..turn_end];
            let marked = turn.iter().any(|e| match *e {
                Event::AyarMoved { ayar, to, .. } => m.spot == spots::space(ayar, to) && game.board().space(ayar) == to,
                Event::TamboBuilt { path, space, .. } => m.spot == spots::slot(path, space),
                Event::TemplePlaced { row, .. } => {
                    let list = &game.board().temple_rows[row as usize];
                    (0..list.len()).any(|i| m.spot == spots::temple(row, i, list.len()))
                }
                Event::BoatMoved { player, to, .. } => m.spot == spots::boat(player, to),
                Event::IslandPlaced { player, yellow, .. } => m.spot == spots::island(player, yellow),
                _ => false,
            });
            assert!(marked, "{m:?} is not of seat {}'s last turn", m.seat);
            checked += 1;
        }
        // A seat whose turn built a Tambo keeps its mark while others play.
        if let Some(seat) = deciding {
            for other in (0..3).filter(|&s| s != seat) {
                let built = log
                    .iter()
                    .rposition(|e| matches!(e, Event::TurnStarted { player } if *player == other))
                    .is_some_and(|i| {
                        log[i..]
                            .iter()
                            .take_while(|e| !matches!(e, Event::NightStarted { .. }))
                            .any(|e| matches!(e, Event::TamboBuilt { player, .. } if *player == other))
                    });
                if built {
                    assert!(
                        marks.iter().any(|m| m.seat == other && matches!(m.spot, Spot::Main { .. })),
                        "seat {other}'s Tambo is marked"
                    );
                }
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn once_everything_has_landed_each_number_shows_the_new_one() {
    // Counters and card values lag behind the game while figures fly and
    // pieces travel; at the end of the sequence they must agree with it,
    // or a gain was never shown; and every number that changed is held
    // until then, or it changed before its motion.
    let setups =
        [Setup::new(21, &["Ana", "Bo", "Cy", "Di"]), Setup::solo(22, "Ana", 4), Setup::new(23, &["Ana", "Bo"])];
    let mut cards = 0;
    for (n, setup) in setups.into_iter().enumerate() {
        for turn in random_game(setup, 21 + n as u64) {
            let steps = turn.steps(&people(&turn.after));
            let mut shown = numbers_before(&turn.before, &steps);
            landed(&mut shown, &steps);
            for s in &shown {
                assert_eq!(s.value, s.number.of(&turn.after, s.seat), "{s:?} after {:?}", turn.events);
                assert!(matches!(
                    s.number,
                    Number::Sun | Number::Moon | Number::Inti | Number::Llamas | Number::Viracochas | Number::Planted
                ));
            }
            let held = numbers_before(&turn.before, &steps);
            for seat in 0..turn.after.seats() {
                let was = turn.before.player(seat);
                let numbers = [
                    Number::Sun,
                    Number::Moon,
                    Number::Inti,
                    Number::Llamas,
                    Number::Viracochas,
                    Number::Boat,
                    Number::Planted,
                ]
                .into_iter()
                .chain(Activity::ALL.into_iter().flat_map(|a| [Number::Suns(a), Number::MoonValue(a)]));
                for number in numbers {
                    let changed = number.of(&turn.before, seat) != number.of(&turn.after, seat);
                    if changed && was.solo.is_none() {
                        cards += usize::from(!matches!(
                            number,
                            Number::Sun | Number::Moon | Number::Inti | Number::Llamas | Number::Viracochas
                        ));
                        assert!(
                            held.iter().any(|s| s.seat == seat && s.number == number),
                            "{number:?} of seat {seat} changed unseen: {:?}",
                            turn.events
                        );
                    }
                }
            }
        }
    }
    assert!(cards > 100, "{cards}");
}

#[test]
fn a_computers_reason_is_the_line_of_its_first_step() {
    // The strip says why before it shows what: the reason stays readable
    // for the whole first step instead of flashing between moves.
    let why = "Bo (computer, easy): the Tambo nearest the Ayar";
    for turn in random_game(Setup::new(24, &["Ana", "Bo"]), 24).into_iter().filter(|t| t.action.is_some()).take(60) {
        let steps = choreograph(&Played {
            before: &turn.before,
            action: turn.action,
            events: &turn.events,
            after: &turn.after,
            earlier: &turn.earlier,
            people: &[0],
            reason: Some(why),
        });
        assert_eq!(steps.first().map(|s| s.line.as_str()), Some(why), "{:?}", turn.events);
    }
}

#[test]
fn each_step_is_headed_by_its_mover_and_the_night_by_the_night() {
    // The strip heads a sequence by whose doing it shows and when, not by
    // the next decider: the move by the seat that chose it, in the round
    // and phase it was chosen in; the Ayllu's steps by the Ayllu; the
    // Night (even one a computer's move set off, or one resumed after the
    // Step markers) by the Night of its round, then its Dawn, then the
    // round that begins. A seat's Step marker is that seat's.
    use crate::engine::Phase;
    for (setup, seed) in [(Setup::new(5, &["Ana", "Bo", "Cy"]), 5), (Setup::solo(2, "Ana", 3), 5)] {
        let (mut nights, mut dawns, mut rounds) = (0, 0, 0);
        for turn in random_game(setup, seed) {
            let steps = turn.steps(&people(&turn.after));
            let round = turn.before.round();
            let mover = match turn.action {
                Some(_) => turn.before.pending().map(|p| p.player),
                None => turn.before.ayllu_seat(),
            }
            .unwrap();
            let mut night = false;
            for (i, s) in steps.iter().enumerate() {
                match s.moment {
                    Some(Moment::Nightfall) => night = true,
                    Some(Moment::Dawn) => dawns += 1,
                    _ => {}
                }
                let expected = match s.moment {
                    Some(Moment::Round) => By::Round(
                        turn.events
                            .iter()
                            .find_map(|e| match e {
                                Event::RoundStarted { round, .. } => Some(*round),
                                _ => None,
                            })
                            .unwrap(),
                    ),
                    _ if steps[..=i].iter().any(|s| s.moment == Some(Moment::Dawn)) => By::Dawn(round),
                    _ if steps[..=i].iter().any(|s| {
                        matches!(
                            s.moment,
                            Some(Moment::Nightfall | Moment::Retirement | Moment::Harvest | Moment::Temples)
                        )
                    }) =>
                    {
                        By::Night(round)
                    }
                    _ => By::Seat { seat: mover, round, phase: turn.before.phase() },
                };
                assert_eq!(s.by, Some(expected), "step {i} of {:?}: {}", turn.events, s.line);
                if s.moment == Some(Moment::StepMarker) {
                    assert!(matches!(s.by, Some(By::Seat { phase: Phase::Night, .. })), "{}", s.line);
                }
                rounds += usize::from(s.moment == Some(Moment::Round) && s.line.starts_with("Round"));
            }
            nights += usize::from(night && steps.first().is_some_and(|s| s.moment.is_none()));
        }
        assert!(nights > 0, "a Night after a move's own steps");
        assert!(dawns > 0 && rounds > 0, "Dawns and new rounds");
    }
}

#[test]
fn the_ayllu_waits_while_the_tutorial_holds_a_moment_even_once_the_part_has_run_out() {
    // Time left of the part playing is waited out, and nothing more.
    assert_eq!(pace::wait_ms(900.0, false), 900.0);
    assert_eq!(pace::wait_ms(-3.0, false), 0.0);
    // Held by the tutorial, the part's time may have passed before its
    // end timer ran (a busy page): the Ayllu still waits and asks again.
    assert!(pace::wait_ms(-3.0, true) > 1.0);
    assert!(pace::wait_ms(0.0, true) > 1.0);
    assert_eq!(pace::wait_ms(900.0, true), 900.0);
}
