//! Fuzzing (issue 7, "Break it on purpose"): proptest harnesses whose input
//! is arbitrary bytes.
//!
//! 1. Loading a save: raw bytes; JSON built from bytes over the save's own
//!    vocabulary; and structure-aware mutations of the golden saves
//!    (`tests/golden/*.save.json`): numbers out of range, actions swapped,
//!    duplicated, dropped, truncated or invented, huge arrays and strings,
//!    deep nesting, wrong types, then byte-level damage. Invariant: no panic;
//!    a save that loads has format "ayar-save" and version exactly 1, plays
//!    on, and saves to a text that loads to the same game.
//! 2. Action sequences on reachable states: random play for k steps (1 to 4
//!    players and solo on each difficulty, optionally paused before the
//!    Ayllu's steps), then operations decoded from bytes: any `Action`
//!    variant with arbitrary field values (out-of-range cells, slots, powers,
//!    areas, triggers; answers to the wrong decision), legal actions,
//!    `apply_paused`, `resume`, `undo` and `preview`. Invariant: no panic; a
//!    rejected action leaves the game identical (its save text, pending
//!    decision, players, boards, market, legal actions, undo depth) with the
//!    right error; every accepted action was in `legal_actions()` and does
//!    what `apply_unchecked` does; a game that is not over always offers an
//!    option; undo restores the exact earlier state; every game still ends.
//! 3. Opening a link (issue 32, `ayar::saves::link`): raw text; raw bytes
//!    with a right checksum; the golden games' links with bytes changed,
//!    dropped, added or cut (the checksum made right, so the damage reaches
//!    the setup and the moves); and their text damaged. Invariant: no
//!    panic; a link that opens holds a live game whose own link opens to
//!    the same game and seats.
//!
//! No infinite loop: each case is bounded by its input, the play-out to
//! the end by `MAX_ACTIONS`, and a watchdog aborts the run (printing the
//! input) if a target makes no progress for `WATCHDOG` seconds.
//!
//! Runs:
//! - `cargo test --test fuzz`: the smoke run (part of `cargo test`): fixed
//!   seeds, each target for `SMOKE_SECONDS` or its smoke case count,
//!   whichever comes first: about 30 s for the file on 2 cores, at most
//!   about 50 s on a loaded machine or an unoptimised build.
//! - `AYAR_FUZZ_SECONDS=600 cargo test --release --test fuzz -- --nocapture`:
//!   each target for that many seconds on fresh random seeds (printed;
//!   `AYAR_FUZZ_SEED=n` repeats a run). `AYAR_FUZZ_CASES=n` runs n cases
//!   per target instead.
//!
//! A failure prints the shrunk input; commit it as a test in the
//! `regressions` module at the bottom.
#![cfg(not(target_arch = "wasm32"))] // proptest is a native dev-dependency (Cargo.toml)
use std::fmt::Debug;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use ayar::bot::random::RandomBot;
use ayar::engine::*;
use ayar::saves::link;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use serde_json::{json, Value};

/// The smoke run: per target, fixed seeds, this many cases or this many
/// seconds, whichever comes first (31 s for the whole file on 2 cores in
/// the test profile; the time limit caps it near 50 s anywhere).
const SMOKE_SAVE_BYTES: u32 = 500_000;
const SMOKE_SAVE_MUTATIONS: u32 = 8_000;
const SMOKE_ACTIONS: u32 = 4_000;
const SMOKE_LINKS: u32 = 3_000;
const SMOKE_SECONDS: u64 = 25;
/// A game that takes more actions than this does not end.
const MAX_ACTIONS: usize = 5_000;
/// Seconds without progress before the watchdog calls it an infinite loop.
const WATCHDOG: u64 = 60;

// ---- The runner ------------------------------------------------------------------------

/// Progress of one target, for the watchdog.
struct Watch {
    name: &'static str,
    ticks: AtomicU64,
    running: AtomicBool,
    case: Mutex<String>,
}

impl Watch {
    const fn new(name: &'static str) -> Watch {
        Watch { name, ticks: AtomicU64::new(0), running: AtomicBool::new(false), case: Mutex::new(String::new()) }
    }
    fn tick(&self) {
        self.ticks.fetch_add(1, Ordering::Relaxed);
    }
    fn start_case(&self, case: &dyn Debug) {
        *self.case.lock().unwrap_or_else(|e| e.into_inner()) = format!("{case:?}");
        self.tick();
        self.running.store(true, Ordering::Relaxed);
    }
    fn stop(&self) {
        self.running.store(false, Ordering::Relaxed);
    }
}

static SAVE_BYTES: Watch = Watch::new("save_bytes");
static SAVE_MUTATIONS: Watch = Watch::new("save_mutations");
static ACTIONS: Watch = Watch::new("actions");
static LINKS: Watch = Watch::new("links");

/// One thread for the whole binary: aborts if a running target stops making
/// progress (an infinite loop inside the engine), naming its input.
fn start_watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        std::thread::spawn(|| {
            let watches = [&SAVE_BYTES, &SAVE_MUTATIONS, &ACTIONS];
            let mut last = [(0u64, Instant::now()); 3];
            loop {
                std::thread::sleep(Duration::from_secs(1));
                for (watch, (ticks, since)) in watches.iter().zip(last.iter_mut()) {
                    let now = watch.ticks.load(Ordering::Relaxed);
                    if now != *ticks || !watch.running.load(Ordering::Relaxed) {
                        (*ticks, *since) = (now, Instant::now());
                    } else if since.elapsed() > Duration::from_secs(WATCHDOG) {
                        let case = watch.case.lock().map(|c| c.clone()).unwrap_or_default();
                        // Straight to stderr: the test harness's capture would be lost.
                        let message = format!(
                            "fuzz {}: no progress for {WATCHDOG} s (an infinite loop?) on input:\n{case}\n",
                            watch.name
                        );
                        let _ = std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes());
                        std::process::abort();
                    }
                }
            }
        });
    });
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

/// Run `test` on inputs from `strategy`: the smoke run, or as long as
/// `AYAR_FUZZ_SECONDS` / as many as `AYAR_FUZZ_CASES` say. Panics with the
/// shrunk input on a failure.
fn run<S>(watch: &'static Watch, smoke_cases: u32, strategy: S, test: impl Fn(&S::Value))
where
    S: Strategy,
    S::Value: Debug,
{
    start_watchdog();
    let seconds = env_u64("AYAR_FUZZ_SECONDS");
    let cases = env_u64("AYAR_FUZZ_CASES").map(|c| c as u32);
    let long = seconds.is_some() || cases.is_some();
    // The smoke run is fixed, so CI is repeatable; long runs explore.
    let seed = env_u64("AYAR_FUZZ_SEED").unwrap_or_else(|| {
        if long {
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1)
        } else {
            0x00a7_a2f0_22ed
        }
    });
    let (deadline, chunk, limit) = match (seconds, cases) {
        (Some(s), _) => (Instant::now() + Duration::from_secs(s), 50, u64::MAX),
        (None, Some(c)) => (Instant::now() + Duration::from_secs(365 * 24 * 3600), c, c as u64),
        (None, None) => (Instant::now() + Duration::from_secs(SMOKE_SECONDS), 50, smoke_cases as u64),
    };
    let started = Instant::now();
    let mut done: u64 = 0;
    for round in 0u64.. {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(&round.to_le_bytes());
        let config = Config { cases: chunk, failure_persistence: None, max_shrink_iters: 4_096, ..Config::default() };
        let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &key));
        let result = runner.run(&strategy, |input| {
            watch.start_case(&input);
            test(&input);
            watch.stop();
            Ok::<(), TestCaseError>(())
        });
        // Also after a panic (proptest catches it and shrinks).
        watch.stop();
        match result {
            Ok(()) => {}
            Err(TestError::Fail(reason, input)) => {
                panic!("fuzz {}: FAILED (seed {seed}, round {round}): {reason}\nshrunk input: {input:?}", watch.name)
            }
            Err(TestError::Abort(reason)) => panic!("fuzz {}: aborted: {reason}", watch.name),
        }
        done += chunk as u64;
        if done >= limit || Instant::now() >= deadline {
            break;
        }
    }
    eprintln!("fuzz {}: {done} cases in {:.1} s (seed {seed})", watch.name, started.elapsed().as_secs_f64());
}

/// Reads an input's bytes one at a time; zeros once it runs out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, at: 0 }
    }
    fn more(&self) -> bool {
        self.at < self.data.len()
    }
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |v, _| v << 8 | self.byte() as u64)
    }
    /// Mostly near the engine's ranges (0..32), sometimes anything.
    fn field(&mut self) -> u8 {
        match self.byte() {
            b @ 0..=223 => b % 32,
            _ => self.byte(),
        }
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.byte() as usize % items.len()]
    }
    fn index(&mut self, len: usize) -> usize {
        if len == 0 {
            0
        } else {
            self.u16() as usize % len
        }
    }
}

/// Any `Action` variant with arbitrary field values.
fn decode_action(b: &mut Bytes) -> Action {
    let activity = |b: &mut Bytes| b.pick(&Activity::ALL);
    match b.byte() % 13 {
        0 => Action::LayStep { marker: b.pick(&Marker::ALL), slot: StepSlot(b.field()), ayar: b.pick(&Ayar::ALL) },
        1 => Action::TakeTambo { cell: Cell(b.field()) },
        2 => Action::BuildTambo { path: b.pick(&Ayar::ALL), space: b.field() },
        3 => Action::BoxTambo,
        4 => Action::ChoosePower { power: b.field() },
        5 => Action::TakePots { slots: PotSet(b.byte()) },
        6 => Action::ChooseStack { stack: b.field() },
        7 => Action::PlaceTextile { cell: Cell(b.field()), dir: b.pick(&Dir::ALL) },
        8 => Action::TakeViracocha { area: b.field() },
        9 => Action::ResolveTrigger {
            trigger: match b.byte() % 4 {
                0 => Trigger::Temple,
                1 => Trigger::LineBonus { line: Line(b.field()) },
                2 => Trigger::Raymi { tile: b.field() },
                _ => Trigger::Cuzco { ayar: b.pick(&Ayar::ALL) },
            },
        },
        10 => Action::ChooseTemple { activity: activity(b) },
        11 => Action::ChooseCuzco { first: activity(b), second: activity(b) },
        _ => Action::ScoreStepMarker { activity: activity(b) },
    }
}

// ---- Target 1: loading a save ----------------------------------------------------------

const GOLDEN: [&str; 7] = [
    include_str!("golden/four_players.save.json"),
    include_str!("golden/one_player.save.json"),
    include_str!("golden/solo_novice.save.json"),
    include_str!("golden/solo_sapa_inca.save.json"),
    include_str!("golden/three_players.save.json"),
    include_str!("golden/two_players.save.json"),
    include_str!("golden/two_players_round_2.save.json"),
];

fn golden(i: usize) -> &'static Value {
    static PARSED: OnceLock<Vec<Value>> = OnceLock::new();
    &PARSED.get_or_init(|| GOLDEN.iter().map(|t| serde_json::from_str(t).expect("golden save is JSON")).collect())[i]
}

/// Load `text`; whatever happens must be clean, and a loaded game sound.
fn check_load(text: &str) {
    match Game::from_json(text) {
        Ok(g) => {
            // Only a real version-1 save may load.
            let value: Value = serde_json::from_str(text).expect("it loaded, so it is JSON");
            assert_eq!(value["format"], json!(SAVE_FORMAT), "a save with another format loaded");
            assert_eq!(
                value["version"].as_u64(),
                Some(SAVE_VERSION as u64),
                "a save with version {} loaded",
                value["version"]
            );
            let save: SaveFile = serde_json::from_value(value).expect("it loaded, so it parses");
            assert_eq!(g.log(), &save.actions[..]);
            assert_eq!(g.setup(), &save.setup);
            let again = Game::from_json(&g.to_json()).expect("a loaded game's own save loads");
            assert_eq!(again.to_json(), g.to_json());
            assert_eq!(serde_json::to_string(again.players()).unwrap(), serde_json::to_string(g.players()).unwrap());
            check_live(&g);
        }
        Err(SaveError::IllegalAction { index, error }) => {
            let value: Value = serde_json::from_str(text).expect("an action was replayed, so it is JSON");
            let save: SaveFile = serde_json::from_value(value).expect("an action was replayed, so the save parses");
            assert!(index < save.actions.len(), "action {index} of {}", save.actions.len());
            let mut before = Game::replay(save.setup, &save.actions[..index]).expect("the actions before it replay");
            assert_eq!(before.apply(save.actions[index]).err(), Some(error), "the error names the refused action");
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// Numbers around every range the save uses, and past every integer type.
const NUMBERS: [&str; 32] = [
    "-1",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "7",
    "8",
    "10",
    "15",
    "16",
    "17",
    "24",
    "30",
    "31",
    "32",
    "40",
    "127",
    "128",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "4294967297",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775809",
    "1e300",
];
const ODD_NUMBERS: [&str; 5] = ["1.5", "-0", "0.0", "1e2", "-1e-300"];
/// The save's own words, to build JSON a parser gets further with.
const WORDS: [&str; 44] = [
    "format",
    "version",
    "setup",
    "seed",
    "players",
    "solo",
    "actions",
    "ayar-save",
    "LayStep",
    "TakeTambo",
    "BuildTambo",
    "BoxTambo",
    "ChoosePower",
    "TakePots",
    "ChooseStack",
    "PlaceTextile",
    "TakeViracocha",
    "ResolveTrigger",
    "ChooseTemple",
    "ChooseCuzco",
    "ScoreStepMarker",
    "marker",
    "slot",
    "ayar",
    "cell",
    "path",
    "space",
    "power",
    "slots",
    "stack",
    "dir",
    "area",
    "trigger",
    "activity",
    "first",
    "second",
    "Temple",
    "LineBonus",
    "Raymi",
    "Cuzco",
    "line",
    "tile",
    "Manco",
    "Gold",
];
const NAMES: [&str; 18] = [
    "Manco", "Auca", "Cachi", "Uchu", "Gold", "Purple", "manco", "", "Pottery", "Weaving", "Terrace", "Reed", "East",
    "South", "West", "North", "Up", "P1",
];

fn number(b: &mut Bytes) -> Value {
    let text = if b.byte() < 240 { b.pick(&NUMBERS) } else { b.pick(&ODD_NUMBERS) };
    serde_json::from_str(text).unwrap_or(Value::Null)
}

/// A JSON value built from bytes over the save's vocabulary.
fn grammar_value(b: &mut Bytes, depth: u32) -> Value {
    let kind = if depth >= 5 { b.byte() % 5 } else { b.byte() % 8 };
    match kind {
        0 => Value::Null,
        1 => Value::Bool(b.byte().is_multiple_of(2)),
        2 => number(b),
        3 => Value::String(b.pick(&WORDS).to_string()),
        4 => Value::String(b.pick(&NAMES).to_string()),
        5 | 6 => {
            let mut map = serde_json::Map::new();
            for _ in 0..b.byte() % 4 {
                map.insert(b.pick(&WORDS).to_string(), grammar_value(b, depth + 1));
            }
            Value::Object(map)
        }
        _ => Value::Array((0..b.byte() % 5).map(|_| grammar_value(b, depth + 1)).collect()),
    }
}

/// A save-shaped document: mostly the right header, then anything.
fn grammar_save(b: &mut Bytes) -> Value {
    let mut save = serde_json::Map::new();
    if !b.byte().is_multiple_of(8) {
        save.insert("format".into(), json!(SAVE_FORMAT));
    }
    if !b.byte().is_multiple_of(8) {
        save.insert("version".into(), json!(SAVE_VERSION));
    }
    let players = (0..b.byte() % 6).map(|i| Value::String(format!("P{i}"))).collect::<Vec<_>>();
    let setup = match b.byte() % 4 {
        0 => grammar_value(b, 1),
        _ => {
            json!({"seed": b.u64(), "players": players, "solo": if b.byte().is_multiple_of(2) { Value::Null } else { number(b) }})
        }
    };
    save.insert("setup".into(), setup);
    let actions = (0..b.byte() % 12)
        .map(|_| match b.byte() % 3 {
            0 => grammar_value(b, 2),
            _ => serde_json::to_value(decode_action(b)).unwrap(),
        })
        .collect();
    save.insert("actions".into(), Value::Array(actions));
    Value::Object(save)
}

/// JSON pointers to every node of `value`.
fn pointers(value: &Value, at: &mut String, out: &mut Vec<String>) {
    out.push(at.clone());
    let len = at.len();
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                at.push('/');
                at.push_str(&k.replace('~', "~0").replace('/', "~1"));
                pointers(v, at, out);
                at.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                at.push('/');
                at.push_str(&i.to_string());
                pointers(v, at, out);
                at.truncate(len);
            }
        }
        _ => {}
    }
}

fn random_pointer(save: &Value, b: &mut Bytes, want: impl Fn(&Value) -> bool) -> Option<String> {
    let mut all = Vec::new();
    pointers(save, &mut String::new(), &mut all);
    all.retain(|p| want(save.pointer(p).unwrap()));
    (!all.is_empty()).then(|| all.swap_remove(b.index(all.len())))
}

/// Set the field at `path` of nested objects, if they are objects.
fn set(save: &mut Value, path: &[&str], value: Value) {
    let (last, parents) = path.split_last().unwrap();
    let mut at = save;
    for key in parents {
        match at.get_mut(*key) {
            Some(next) => at = next,
            None => return,
        }
    }
    if let Some(map) = at.as_object_mut() {
        map.insert(last.to_string(), value);
    }
}

fn actions(save: &mut Value) -> Option<&mut Vec<Value>> {
    save.get_mut("actions").and_then(Value::as_array_mut)
}

const DEEP: &str = "\u{1}deep\u{1}";

/// Apply one structure-aware mutation decoded from `b` to `save`.
/// At most one huge array or string per case (about 100,000 entries or
/// 1 MiB): enough to show sizes are handled, small enough to stay quick.
fn mutate_save(save: &mut Value, b: &mut Bytes, deep: &mut Option<(usize, bool)>, huge: &mut bool) {
    let n = save["actions"].as_array().map_or(0, Vec::len);
    match b.byte() % 14 {
        // A number anywhere set out of range.
        0 | 1 => {
            if let Some(p) = random_pointer(save, b, Value::is_number) {
                *save.pointer_mut(&p).unwrap() = number(b);
            }
        }
        2 => {
            let (i, j) = (b.index(n), b.index(n));
            if let Some(a) = actions(save).filter(|a| !a.is_empty()) {
                a.swap(i, j);
            }
        }
        3 => {
            let (i, j) = (b.index(n), b.index(n + 1));
            if let Some(a) = actions(save).filter(|a| !a.is_empty()) {
                let copy = a[i].clone();
                a.insert(j, copy);
            }
        }
        4 => {
            let i = b.index(n);
            if let Some(a) = actions(save).filter(|a| !a.is_empty()) {
                a.remove(i);
            }
        }
        5 => {
            let keep = b.index(n + 1);
            if let Some(a) = actions(save) {
                a.truncate(keep);
            }
        }
        // An invented action: any variant, any fields, or bare JSON.
        6 => {
            let i = b.index(n + 1);
            let action = match b.byte() % 4 {
                0 => grammar_value(b, 3),
                _ => serde_json::to_value(decode_action(b)).unwrap(),
            };
            if let Some(a) = actions(save) {
                a.insert(i, action);
            }
        }
        // A node of the wrong type.
        7 => {
            if let Some(p) = random_pointer(save, b, |_| true) {
                let replacement = match b.byte() % 8 {
                    0 => Value::Null,
                    1 => json!(true),
                    2 => json!(""),
                    3 => json!([]),
                    4 => json!({}),
                    5 if !*huge => {
                        *huge = true;
                        json!("x".repeat(100_000))
                    }
                    6 => number(b),
                    _ => grammar_value(b, 3),
                };
                if p.is_empty() {
                    *save = replacement;
                } else {
                    *save.pointer_mut(&p).unwrap() = replacement;
                }
            }
        }
        8 => {
            if let Some(p) = random_pointer(save, b, Value::is_object) {
                let map = save.pointer_mut(&p).unwrap().as_object_mut().unwrap();
                if b.byte().is_multiple_of(2) && !map.is_empty() {
                    let key = map.keys().nth(b.index(map.len())).unwrap().clone();
                    map.remove(&key);
                } else {
                    map.insert(b.pick(&WORDS).to_string(), grammar_value(b, 4));
                }
            }
        }
        // Huge arrays and strings.
        9 if !*huge => {
            *huge = true;
            match b.byte() % 4 {
                0 => {
                    let times = [2usize, 10, 150][b.byte() as usize % 3];
                    if let Some(a) = actions(save).filter(|a| !a.is_empty()) {
                        let copy = a.clone();
                        for _ in 1..times.min(100_000 / copy.len()) {
                            a.extend(copy.iter().cloned());
                        }
                    }
                }
                1 => set(save, &["setup", "players"], json!(vec!["P"; 20_000])),
                2 => set(save, &["setup", "players"], json!(["x".repeat(1 << 20), "y"])),
                _ => set(save, &["actions"], Value::Array(vec![json!("BoxTambo"); 100_000])),
            }
        }
        9 => {}
        // Deep nesting: spliced into the text (a `Value` that deep would
        // overflow the stack of this harness when dropped).
        10 => {
            if let Some(p) = random_pointer(save, b, |_| true) {
                let depth = [2usize, 127, 128, 129, 1_000, 100_000][b.byte() as usize % 6];
                *deep = Some((depth, b.byte().is_multiple_of(2)));
                if p.is_empty() {
                    *save = json!(DEEP);
                } else {
                    *save.pointer_mut(&p).unwrap() = json!(DEEP);
                }
            }
        }
        11 => {
            if let Some(p) = random_pointer(save, b, Value::is_string) {
                *save.pointer_mut(&p).unwrap() = json!(b.pick(&NAMES));
            }
        }
        12 => match b.byte() % 4 {
            0 => set(save, &["setup", "seed"], json!(b.u64())),
            1 => set(save, &["setup", "solo"], if b.byte().is_multiple_of(3) { Value::Null } else { number(b) }),
            2 => {
                if let Some(players) = save.pointer_mut("/setup/players").and_then(Value::as_array_mut) {
                    if b.byte().is_multiple_of(2) {
                        players.pop();
                    } else {
                        players.push(json!(b.pick(&NAMES)));
                    }
                }
            }
            _ => set(save, &["setup", "players"], json!([b.pick(&NAMES), " ", "\u{0}", "名前"])),
        },
        _ => set(save, &["version"], number(b)),
    }
}

/// Byte-level damage to the text.
fn damage_text(text: String, b: &mut Bytes) -> String {
    let mut bytes = text.into_bytes();
    match b.byte() % 4 {
        0 => bytes.truncate(b.index(bytes.len() + 1)),
        1 => {
            let i = b.index(bytes.len());
            if let Some(x) = bytes.get_mut(i) {
                *x = b.byte();
            }
        }
        2 => {
            let i = b.index(bytes.len() + 1);
            let insert: Vec<u8> = (0..b.byte() % 8).map(|_| b.byte()).collect();
            bytes.splice(i..i, insert);
        }
        _ => {
            let (i, j) = (b.index(bytes.len() + 1), b.index(bytes.len() + 1));
            bytes.drain(i.min(j)..i.max(j));
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutated_golden_text(which: usize, data: &[u8]) -> String {
    let mut b = Bytes::new(data);
    let mut save = golden(which).clone();
    let (mut deep, mut huge) = (None, false);
    let rounds = 1 + b.byte() % 4;
    for _ in 0..rounds {
        mutate_save(&mut save, &mut b, &mut deep, &mut huge);
    }
    let mut text =
        if b.byte().is_multiple_of(3) { serde_json::to_string_pretty(&save) } else { serde_json::to_string(&save) }
            .unwrap();
    if let Some((depth, object)) = deep {
        let (open, close) = if object { ("{\"a\":", "}") } else { ("[", "]") };
        let nested = format!("{}0{}", open.repeat(depth), close.repeat(depth));
        text = text.replacen(&serde_json::to_string(DEEP).unwrap(), &nested, 1);
    }
    if b.byte().is_multiple_of(4) {
        text = damage_text(text, &mut b);
    }
    text
}

#[test]
fn fuzz_save_from_bytes() {
    let input = (0u8..4, prop::collection::vec(any::<u8>(), 0..600));
    run(&SAVE_BYTES, SMOKE_SAVE_BYTES, input, |(kind, data)| {
        let text = match kind {
            // Raw bytes.
            0 => String::from_utf8_lossy(data).into_owned(),
            // Raw bytes after a valid save's opening.
            1 => format!("{{\"format\":\"ayar-save\",\"version\":1,\"setup\":{}", String::from_utf8_lossy(data)),
            // Save-shaped JSON.
            _ => serde_json::to_string(&grammar_save(&mut Bytes::new(data))).unwrap(),
        };
        check_load(&text);
    });
}

#[test]
fn fuzz_save_mutations_of_golden_games() {
    let input = (0..GOLDEN.len(), prop::collection::vec(any::<u8>(), 1..64));
    run(&SAVE_MUTATIONS, SMOKE_SAVE_MUTATIONS, input, |(which, data)| {
        check_load(&mutated_golden_text(*which, data));
    });
}

// ---- Target 2: actions on reachable states --------------------------------------------

/// Tables: 1 to 4 players, and solo on each difficulty.
const TABLES: [(usize, Option<u8>); 8] =
    [(1, None), (2, None), (3, None), (4, None), (1, Some(1)), (1, Some(2)), (1, Some(3)), (1, Some(4))];

/// Everything a player or the UI can observe of a game.
#[derive(Debug, PartialEq)]
struct Snapshot {
    save: String,
    pending: Option<Pending>,
    paused: bool,
    over: bool,
    undo_depth: usize,
    legal: Vec<Action>,
    players: String,
    table: String,
}

fn snapshot(g: &Game) -> Snapshot {
    let table = json!({
        "round": g.round(), "phase": g.phase(), "first": g.first_player(), "active": g.active_player(),
        "board": g.board(), "lake": g.lake(), "market": g.market(), "stacks": g.stack_tops(),
        "planted": g.planted(), "final": g.final_scores(),
    });
    Snapshot {
        save: g.to_json(),
        pending: g.pending(),
        paused: g.is_paused(),
        over: g.is_over(),
        undo_depth: g.undo_depth(),
        legal: g.legal_actions(),
        players: serde_json::to_string(g.players()).unwrap(),
        table: table.to_string(),
    }
}

/// A game is never stuck: someone must decide (and has options), or the
/// Ayllu is paused mid-turn, or it is over (and scored).
fn check_live(g: &Game) {
    let legal = g.legal_actions();
    if g.is_paused() {
        assert!(g.pending().is_none() && legal.is_empty() && !g.is_over(), "paused: {:?} {legal:?}", g.pending());
    } else if g.is_over() {
        assert!(g.pending().is_none() && legal.is_empty(), "over, yet {:?} {legal:?}", g.pending());
        assert!(g.final_scores().is_some(), "over without final scores");
    } else {
        assert!(g.pending().is_some(), "not over, not paused, nobody to decide");
        assert!(!legal.is_empty(), "{:?} has no legal option", g.pending());
        assert!(g.final_scores().is_none());
    }
}

/// Apply `action` (paused or not) with every check; returns whether it was
/// accepted.
fn checked_apply(g: &mut Game, action: Action, paused: bool, history: &mut Vec<Game>) -> bool {
    let before = snapshot(g);
    let original = g.clone();
    let result = if paused { g.apply_paused(action) } else { g.apply(action) };
    match result {
        Err(error) => {
            assert_eq!(snapshot(g), before, "refusing {action:?} ({error}) changed the game");
            let expected = if before.paused {
                ActionError::AylluPlaying
            } else if before.over {
                ActionError::GameOver
            } else {
                let decision = before.pending.expect("not over, so pending").decision;
                ActionError::NotLegal { action, expected: decision }
            };
            assert_eq!(error, expected);
            assert!(!before.legal.contains(&action) || before.paused, "{action:?} is listed yet was refused: {error}");
            false
        }
        Ok(events) => {
            assert!(before.legal.contains(&action), "{action:?} was accepted but not listed in {:?}", before.legal);
            assert!(!before.paused && !before.over);
            if !paused {
                // `apply` is the checked `apply_unchecked`.
                let mut fast = original.clone();
                let mut fast_events = Vec::new();
                fast.apply_unchecked(action, &mut fast_events);
                assert_eq!(fast_events, events, "apply and apply_unchecked differ on {action:?}");
                assert_eq!(snapshot(&fast), snapshot(g));
            }
            assert_eq!(g.log().len(), original.log().len() + 1);
            history.push(original);
            check_live(g);
            true
        }
    }
}

/// Play a random reachable state, then the decoded operations.
fn check_actions(table: usize, seed: u64, prefix: usize, paused_prefix: bool, data: &[u8]) {
    let (humans, solo) = TABLES[table];
    let players = (1..=humans).map(|i| format!("P{i}")).collect();
    let mut g = Game::new(Setup { seed, players, solo }).expect("valid setup");
    let mut bot = RandomBot::new(seed ^ 0x5eed);
    let mut history: Vec<Game> = Vec::new();
    for _ in 0..prefix {
        while g.is_paused() {
            g.resume();
        }
        let Some(action) = bot.choose(&g) else { break };
        history.push(g.clone());
        let result = if paused_prefix { g.apply_paused(action) } else { g.apply(action) };
        result.unwrap_or_else(|e| panic!("a listed action was refused: {e}"));
    }
    check_live(&g);

    let mut b = Bytes::new(data);
    while b.more() {
        ACTIONS.tick();
        match b.byte() % 16 {
            // Any action, any fields.
            0..=6 => {
                let action = decode_action(&mut b);
                checked_apply(&mut g, action, false, &mut history);
            }
            // A legal action (to move on), plain or paused.
            7..=10 => {
                let legal = g.legal_actions();
                if !legal.is_empty() {
                    let action = legal[b.index(legal.len())];
                    let paused = b.byte().is_multiple_of(4);
                    assert!(checked_apply(&mut g, action, paused, &mut history), "a listed action was refused");
                }
            }
            // Any action while the Ayllu is mid-turn: refused.
            11 => {
                let action = decode_action(&mut b);
                checked_apply(&mut g, action, true, &mut history);
            }
            12 => {
                let before = snapshot(&g);
                let logged = g.log().len();
                let events = g.resume();
                // The Ayllu's steps are rules, not logged decisions.
                assert_eq!(g.log().len(), logged, "resume changed the log");
                if !before.paused {
                    assert!(events.is_empty());
                    assert_eq!(snapshot(&g), before, "resume without a pause changed the game");
                }
                check_live(&g);
            }
            13 => {
                let before = snapshot(&g);
                let logged = g.log().len();
                match g.undo() {
                    Err(e) => {
                        assert_eq!(e, UndoError::NothingToUndo);
                        assert_eq!(before.undo_depth, 0, "undo refused at depth {}", before.undo_depth);
                        assert_eq!(snapshot(&g), before, "a refused undo changed the game");
                    }
                    Ok(()) => {
                        assert!(before.undo_depth > 0, "undo at depth 0");
                        assert_eq!(g.log().len() + 1, logged, "undo takes back one action");
                        // Exactly the state before the undone action.
                        let earlier = history.iter().rev().find(|h| h.log().len() == g.log().len());
                        if let Some(earlier) = earlier {
                            if !earlier.is_paused() {
                                assert_eq!(snapshot(&g), snapshot(earlier), "undo is not exact");
                            }
                        }
                        history.retain(|h| h.log().len() < g.log().len());
                        check_live(&g);
                    }
                }
            }
            14 => {
                let action = if b.byte().is_multiple_of(2) {
                    decode_action(&mut b)
                } else {
                    let legal = g.legal_actions();
                    legal.get(b.index(legal.len())).copied().unwrap_or(Action::BoxTambo)
                };
                let before = snapshot(&g);
                let preview = g.preview(action);
                assert_eq!(snapshot(&g), before, "preview changed the game");
                let mut copy = g.clone();
                match (preview, copy.apply(action)) {
                    (Ok((shown, events)), Ok(applied)) => {
                        assert_eq!(events, applied);
                        assert_eq!(snapshot(&shown), snapshot(&copy));
                    }
                    (Err(a), Err(b)) => assert_eq!(a, b),
                    (p, a) => panic!("preview {:?} but apply {:?}", p.map(|r| r.1), a),
                }
            }
            // Every listed action is accepted (shakmaty's fuzz check).
            _ => {
                for action in g.legal_actions() {
                    let mut copy = g.clone();
                    assert!(copy.apply(action).is_ok(), "{action:?} is listed but refused");
                }
            }
        }
    }

    // Whatever happened, the game still ends.
    let mut played = 0;
    loop {
        if g.is_paused() {
            g.resume();
        } else if let Some(action) = bot.choose(&g) {
            g.apply(action).unwrap_or_else(|e| panic!("a listed action was refused: {e}"));
        } else {
            break;
        }
        played += 1;
        assert!(played < MAX_ACTIONS, "the game does not end");
    }
    check_live(&g);
    assert!(g.is_over());
    let loaded = Game::from_json(&g.to_json()).expect("the finished game loads");
    assert_eq!(loaded.final_scores(), g.final_scores());
}

#[test]
fn fuzz_actions_on_reachable_states() {
    let input = (0..TABLES.len(), any::<u64>(), 0usize..500, any::<bool>(), prop::collection::vec(any::<u8>(), 0..300));
    run(&ACTIONS, SMOKE_ACTIONS, input, |(table, seed, prefix, paused, data)| {
        check_actions(*table, *seed, *prefix, *paused, data);
    });
}

// ---- Target 3: opening a link ---------------------------------------------------------

/// The links of the golden games.
fn golden_links() -> &'static [String] {
    static LINKS: OnceLock<Vec<String>> = OnceLock::new();
    LINKS.get_or_init(|| {
        GOLDEN
            .iter()
            .map(|t| {
                let (game, seats) = ayar::saves::import::read_import(t).expect("a golden save loads");
                link::encode(&game, &seats)
            })
            .collect()
    })
}

/// Open `code`; whatever happens must be clean, and a game that opens must
/// be the link's own: its link opens to the same game again.
fn check_link(code: &str) {
    if let Ok(shared) = link::decode(code) {
        check_live(&shared.game);
        let again = link::decode(&link::encode(&shared.game, &shared.seats)).expect("a link's own game's link opens");
        assert_eq!(again, shared);
    }
}

/// The bytes of a link (after base64url) with their checksum made right, so
/// that damage reaches the reader of the setup and the moves.
fn relinked(mut bytes: Vec<u8>) -> String {
    if bytes.len() >= 5 {
        let sum = bytes[5..].iter().fold(0x811c_9dc5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
        bytes[1..5].copy_from_slice(&sum.to_le_bytes());
    }
    format!("{}{}", link::LINK_KEY, link::to_base64url(&bytes))
}

#[test]
fn fuzz_links() {
    let input = (0..GOLDEN.len(), 0u8..4, prop::collection::vec(any::<u8>(), 0..400));
    run(&LINKS, SMOKE_LINKS, input, |(which, kind, data)| {
        let golden = &golden_links()[*which];
        let code = match kind {
            // Raw text after the key.
            0 => format!("{}{}", link::LINK_KEY, String::from_utf8_lossy(data)),
            // Raw bytes as a link, the checksum right.
            1 => relinked([&[link::LINK_VERSION, 0, 0, 0, 0][..], data].concat()),
            // A golden game's link, its bytes damaged one to four times
            // (the checksum right): a byte changed, dropped or added, or the
            // rest cut off.
            2 => {
                let mut bytes = link::from_base64url(&golden[link::LINK_KEY.len()..]).expect("a golden link decodes");
                let mut b = Bytes::new(data);
                for _ in 0..1 + b.byte() % 4 {
                    // Past the version and the checksum.
                    let (len, at) = (bytes.len(), 5 + b.index(bytes.len().saturating_sub(5)));
                    match b.byte() % 4 {
                        0 if at < len => bytes[at] = b.byte(),
                        1 if at < len => drop(bytes.remove(at)),
                        2 => bytes.insert(at.min(len), b.byte()),
                        _ => bytes.truncate(at),
                    }
                }
                relinked(bytes)
            }
            // The link's text damaged, as a message might.
            _ => damage_text(golden.clone(), &mut Bytes::new(data)),
        };
        check_link(&code);
    });
}

// ---- Regressions and pinned extremes ---------------------------------------------------

/// No run has found an engine failure yet (harness bugs aside). The worst
/// inputs of each kind are pinned here so every smoke run checks them, not
/// only the runs that happen to draw them. A failure found by a run goes
/// here as a test calling `check_load` or `check_actions` with its input.
mod regressions {
    use super::*;

    fn golden_with(edit: impl FnOnce(&mut Value)) -> String {
        let mut save = golden(5).clone();
        edit(&mut save);
        save.to_string()
    }

    #[test]
    fn nesting_100_000_deep_is_refused_without_overflowing_the_stack() {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let nested = format!("{}0{}", open.repeat(100_000), close.repeat(100_000));
            check_load(&nested);
            let text = golden_with(|save| save["setup"] = json!(DEEP)).replace(&json!(DEEP).to_string(), &nested);
            assert!(matches!(Game::from_json(&text), Err(SaveError::Json(_))));
        }
    }

    #[test]
    fn versions_past_u32_are_refused() {
        for version in [json!(4_294_967_297u64), json!(u64::MAX), json!(-1), json!(1.0), json!("1")] {
            let text = golden_with(|save| save["version"] = version.clone());
            assert!(Game::from_json(&text).is_err(), "version {version} loaded");
            check_load(&text);
        }
    }

    #[test]
    fn huge_arrays_and_strings_are_refused_quickly() {
        let started = Instant::now();
        let texts = [
            golden_with(|save| save["actions"] = Value::Array(vec![json!("BoxTambo"); 100_000])),
            golden_with(|save| save["setup"]["players"] = json!(vec!["P"; 100_000])),
            golden_with(|save| save["setup"]["players"] = json!(["x".repeat(1 << 20), "y"])),
            golden_with(|save| {
                let actions = save["actions"].as_array_mut().unwrap();
                let copy = actions.clone();
                for _ in 0..100 {
                    actions.extend(copy.iter().cloned());
                }
            }),
        ];
        for text in &texts {
            assert!(Game::from_json(text).is_err());
            check_load(text);
        }
        assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
    }

    #[test]
    fn every_action_with_its_fields_at_the_extremes_is_refused_unchanged() {
        let mut extremes = Vec::new();
        for v in [0u8, 4, 15, 16, 31, 32, 254, 255] {
            extremes.extend([
                Action::LayStep { marker: Marker::Gold, slot: StepSlot(v), ayar: Ayar::Uchu },
                Action::TakeTambo { cell: Cell(v) },
                Action::BuildTambo { path: Ayar::Manco, space: v },
                Action::ChoosePower { power: v },
                Action::TakePots { slots: PotSet(v) },
                Action::ChooseStack { stack: v },
                Action::PlaceTextile { cell: Cell(v), dir: Dir::North },
                Action::TakeViracocha { area: v },
                Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(v) } },
                Action::ResolveTrigger { trigger: Trigger::Raymi { tile: v } },
            ]);
        }
        extremes.extend([Action::BoxTambo, Action::ResolveTrigger { trigger: Trigger::Temple }]);
        extremes.extend(Activity::ALL.map(|activity| Action::ChooseTemple { activity }));
        extremes.extend(Activity::ALL.map(|activity| Action::ChooseCuzco { first: activity, second: activity }));
        extremes.extend(Activity::ALL.map(|activity| Action::ScoreStepMarker { activity }));
        // The first position of each kind of decision in a game of each table.
        for (table, _) in TABLES.iter().enumerate() {
            let (humans, solo) = TABLES[table];
            let players = (1..=humans).map(|i| format!("P{i}")).collect();
            let mut g = Game::new(Setup { seed: 11, players, solo }).unwrap();
            let mut bot = RandomBot::new(11);
            let (mut history, mut seen) = (Vec::new(), Vec::new());
            while let Some(action) = bot.choose(&g) {
                let kind = std::mem::discriminant(&g.pending().unwrap().decision);
                if !seen.contains(&kind) {
                    seen.push(kind);
                    let legal = g.legal_actions();
                    for &bad in extremes.iter().filter(|a| !legal.contains(a)) {
                        assert!(!checked_apply(&mut g, bad, false, &mut history));
                    }
                }
                assert!(checked_apply(&mut g, action, false, &mut history));
            }
            assert!(g.is_over());
            for &bad in &extremes {
                assert!(!checked_apply(&mut g, bad, false, &mut history));
            }
        }
    }
}
