//! The New game panel: how many play (1 = solo against the Ayllu), the solo
//! difficulty, the players' names and colours, who plays each seat (a
//! person or the computer at a level), and an optional seed so a game can
//! be replayed. It only collects choices; the engine sets up.

use leptos::prelude::*;

use crate::bot::search::Level;
use crate::engine::{data, Setup};
use crate::view::lang::{catalog::Arg, key, t, tf, Key};
use crate::view::looks::{SeatLook, SEAT_COLOURS};
use crate::view::start;

use data::MAX_PLAYERS;

/// What the panel has chosen so far. `Copy`: it only holds signals.
#[derive(Clone, Copy, Debug)]
pub struct NewGameForm {
    /// 1 to 4; 1 means solo against the Ayllu.
    players: RwSignal<usize>,
    /// 1 to the number of difficulty boards, used only in a solo game.
    difficulty: RwSignal<usize>,
    /// As typed; an empty name falls back to "Player N".
    names: RwSignal<[String; MAX_PLAYERS]>,
    /// Each seat's colour, an index into `SEAT_COLOURS` (all different).
    colours: RwSignal<[usize; MAX_PLAYERS]>,
    /// Each seat's computer level; `None` for a person. Not in solo.
    computers: RwSignal<[Option<Level>; MAX_PLAYERS]>,
    /// Each seat a friend plays elsewhere, by link (issue 32). Not in solo.
    by_link: RwSignal<[bool; MAX_PLAYERS]>,
    /// As typed; empty means a fresh random seed.
    seed: RwSignal<String>,
}

impl NewGameForm {
    pub fn new() -> Self {
        Self {
            players: RwSignal::new(2),
            difficulty: RwSignal::new(1),
            names: RwSignal::new(Default::default()),
            colours: RwSignal::new([0, 1, 2, 3]),
            computers: RwSignal::new([None; MAX_PLAYERS]),
            by_link: RwSignal::new([false; MAX_PLAYERS]),
            seed: RwSignal::new(String::new()),
        }
    }

    /// How many play, 1 to 4 (reactive).
    pub fn players(&self) -> usize {
        self.players.get()
    }
    pub fn set_players(&self, n: usize) {
        self.players.set(n.clamp(1, MAX_PLAYERS));
    }
    /// The solo difficulty, 1 to the number of difficulty boards (reactive).
    pub fn difficulty(&self) -> usize {
        self.difficulty.get()
    }
    pub fn set_difficulty(&self, level: usize) {
        self.difficulty.set(level.clamp(1, data::DIFFICULTY_BOARDS.len()));
    }
    /// Seat `seat`'s name as typed (reactive).
    pub fn name(&self, seat: usize) -> String {
        self.names.with(|n| n[seat].clone())
    }
    pub fn type_name(&self, seat: usize, name: String) {
        self.names.update(|n| n[seat] = name);
    }
    /// Who plays `seat`: a person here (`None`, not `by_link`), a friend
    /// elsewhere (`by_link`) or a computer at a level.
    pub fn set_played_by(&self, seat: usize, level: Option<Level>, by_link: bool) {
        self.computers.update(|c| c[seat] = level);
        self.by_link.update(|b| b[seat] = by_link && level.is_none());
    }
    /// A friend plays `seat` by link (reactive; never in solo).
    pub fn by_link(&self, seat: usize) -> bool {
        !self.is_solo() && self.by_link.with(|b| b[seat])
    }
    /// A computer at `level` plays one of the seats in play (reactive).
    pub fn plays(&self, level: Level) -> bool {
        let n = self.players.get();
        self.computers.with(|c| c[..n].contains(&Some(level)))
    }
    /// Seat `seat`'s colour, an index into `SEAT_COLOURS` (reactive).
    pub fn colour(&self, seat: usize) -> usize {
        self.colours.with(|c| c[seat])
    }
    /// The seed as typed (reactive).
    pub fn seed(&self) -> String {
        self.seed.get()
    }
    pub fn type_seed(&self, seed: String) {
        self.seed.set(seed);
    }

    /// Give `seat` the colour `colour`; a seat that had it takes the old one.
    pub fn pick_colour(&self, seat: usize, colour: usize) {
        self.colours.update(|c| {
            let old = c[seat];
            if let Some(other) = c.iter().position(|&x| x == colour) {
                c[other] = old;
            }
            c[seat] = colour;
        });
    }

    /// The typed seed, if it is a number.
    pub fn typed_seed(&self) -> Option<u64> {
        self.seed.with(|s| s.trim().parse().ok())
    }

    /// The engine setup and the seats' looks (the Ayllu's seat included).
    pub fn setup(&self, seed: u64) -> (Setup, Vec<SeatLook>) {
        let names = self.player_names();
        let colours = self.colours.get();
        let mut looks: Vec<SeatLook> = names
            .iter()
            .enumerate()
            .map(|(i, n)| SeatLook {
                name: n.clone(),
                colour: colours[i],
                computer: self.computer(i),
                by_link: self.by_link(i),
            })
            .collect();
        if self.is_solo() {
            // The Ayllu takes the first colour the player did not choose.
            let colour = (0..SEAT_COLOURS.len()).find(|&c| c != colours[0]).unwrap_or(1);
            looks.push(SeatLook { name: t(key::THE_AYLLU), colour, computer: None, by_link: false });
            (Setup::solo(seed, &names[0], self.difficulty.get() as u8), looks)
        } else {
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            (Setup::new(seed, &refs), looks)
        }
    }

    pub fn is_solo(&self) -> bool {
        self.players.get() == 1
    }

    /// The computer level playing `seat` (solo has no computer seats).
    pub fn computer(&self, seat: usize) -> Option<Level> {
        if self.is_solo() {
            return None;
        }
        self.computers.with(|c| c[seat])
    }

    pub fn difficulty_name(&self) -> String {
        start::difficulty_name(self.difficulty.get() as u8)
    }

    /// The names of the seated players, with defaults for blank ones.
    pub fn player_names(&self) -> Vec<String> {
        let n = self.players.get();
        self.names.with(|names| {
            names[..n]
                .iter()
                .enumerate()
                .map(|(i, name)| match name.trim() {
                    "" => default_name(i, self.computer(i)),
                    typed => typed.to_string(),
                })
                .collect()
        })
    }
}

impl Default for NewGameForm {
    fn default() -> Self {
        Self::new()
    }
}

fn default_name(seat: usize, computer: Option<Level>) -> String {
    match computer {
        None => tf(key::PLAYER_N, &[("n", Arg::Num(seat as u32 + 1))]),
        Some(_) => tf(key::COMPUTER_N, &[("n", Arg::Num(seat as u32 + 1))]),
    }
}

/// What the "played by" menu offers: its value, its words' key, the
/// computer's level and whether a friend plays by link.
const PLAYED_BY: [(&str, Key, Option<Level>, bool); 5] = [
    ("person", key::PLAYED_BY_PERSON, None, false),
    ("link", key::PLAYED_BY_LINK, None, true),
    ("easy", key::PLAYED_BY_EASY, Some(Level::Easy), false),
    ("medium", key::PLAYED_BY_MEDIUM, Some(Level::Medium), false),
    ("hard", key::PLAYED_BY_HARD, Some(Level::Hard), false),
];

#[component]
pub fn NewGamePanel(
    form: NewGameForm,
    /// Called when the player taps "Start game".
    on_start: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let solo = move || form.is_solo();

    view! {
        <form
            class="panel new-game"
            aria-labelledby="new-game-heading"
            on:submit=move |ev| {
                ev.prevent_default();
                on_start();
            }
        >
            <h2 id="new-game-heading">{t(key::NEW_GAME)}</h2>

            <fieldset>
                <legend>{t(key::NUMBER_OF_PLAYERS)}</legend>
                <div class="segmented">
                    {(1..=MAX_PLAYERS)
                        .map(|n| {
                            let label = if n == 1 { t(key::PLAYERS_SOLO_LABEL) } else { tf(key::PLAYERS_N, &[("n", Arg::Num(n as u32))]) };
                            view! {
                                <label class="choice">
                                    <input
                                        type="radio"
                                        name="players"
                                        value=n.to_string()
                                        aria-label=label
                                        prop:checked=move || form.players() == n
                                        on:change=move |_| form.set_players(n)
                                    />
                                    <span class="main" aria-hidden="true">{n}</span>
                                    <span class="sub" aria-hidden="true">
                                        {t(if n == 1 { key::PLAYERS_SOLO_SUB } else { key::PLAYERS_SUB })}
                                    </span>
                                </label>
                            }
                        })
                        .collect_view()}
                </div>
            </fieldset>

            {move || solo().then(|| view! {
                <p class="field-note">{t(key::SOLO_NOTE)}</p>
                <fieldset class="difficulty">
                    <legend>{t(key::SOLO_DIFFICULTY)}</legend>
                    <div class="segmented">
                        {(1..=data::DIFFICULTY_BOARDS.len())
                            .map(|level| {
                                let name = start::difficulty_name(level as u8);
                                view! {
                                    <label class="choice">
                                        <input
                                            type="radio"
                                            name="difficulty"
                                            value=level.to_string()
                                            aria-label=tf(key::DIFFICULTY_LABEL, &[("name", Arg::Text(&name)), ("level", Arg::Num(level as u32))])
                                            prop:checked=move || form.difficulty() == level
                                            on:change=move |_| form.set_difficulty(level)
                                        />
                                        <span class="main" aria-hidden="true">{name}</span>
                                        <span class="sub" aria-hidden="true">{level}</span>
                                    </label>
                                }
                            })
                            .collect_view()}
                    </div>
                    // Each difficulty in one line (view::start), the chosen one marked.
                    <ul class="option-help">
                        {(1..=data::DIFFICULTY_BOARDS.len())
                            .map(|level| view! {
                                <li class:chosen=move || form.difficulty() == level>{start::difficulty(level as u8)}</li>
                            })
                            .collect_view()}
                    </ul>
                </fieldset>
            })}

            <fieldset>
                <legend>{t(key::NAMES_AND_COLOURS)}</legend>
                <div class="names">
                    {move || (0..form.players()).map(|i| view! {
                        <div class="seat-row">
                        <label class="name-field">
                            <span class="seat" aria-hidden="true">{i + 1}</span>
                            <span class="visually-hidden">{tf(key::NAME_OF_PLAYER, &[("n", Arg::Num(i as u32 + 1))])}</span>
                            <input
                                type="text"
                                maxlength=crate::engine::MAX_NAME_CHARS.to_string()
                                autocomplete="off"
                                spellcheck="false"
                                placeholder=move || default_name(i, form.computer(i))
                                prop:value=move || form.name(i)
                                on:input=move |ev| form.type_name(i, event_target_value(&ev))
                            />
                        </label>
                        <ColourPicker form seat=i />
                        {move || (!solo()).then(|| view! {
                            <PlayedBy form seat=i />
                        })}
                        </div>
                    }).collect_view()}
                    {move || solo().then(|| view! {
                        <div class="opponent">
                            <span class="seat" aria-hidden="true">"A"</span>
                            <span>{move || tf(key::AYLLU_SEAT, &[("level", Arg::Text(&form.difficulty_name()))])}</span>
                        </div>
                    })}
                </div>
            </fieldset>

            {move || (!solo()).then(|| view! {
                // Any seat can be played by the computer: each level in one line.
                <ul class="option-help levels">
                    {Level::ALL.map(|level| view! {
                        <li class:chosen=move || form.plays(level)>
                            {start::level(level)}
                        </li>
                    }).into_iter().collect_view()}
                </ul>
            })}

            <label class="seed-field">
                <span class="seed-label">{t(key::SEED_NOTE)}</span>
                <input
                    type="text"
                    inputmode="numeric"
                    autocomplete="off"
                    aria-label=t(key::SEED)
                    placeholder=t(key::SEED_RANDOM)
                    prop:value=move || form.seed()
                    on:input=move |ev| form.type_seed(event_target_value(&ev))
                />
            </label>

            <button type="submit" class="button primary">{t(key::START_GAME)}</button>
        </form>
    }
}

/// Who plays a seat: a person, or the computer at a level.
#[component]
fn PlayedBy(form: NewGameForm, seat: usize) -> impl IntoView {
    view! {
        <label class="played-by">
            <select
                aria-label=tf(key::PLAYED_BY, &[("n", Arg::Num(seat as u32 + 1))])
                on:change=move |ev| {
                    let chosen = PLAYED_BY.iter().find(|(value, ..)| *value == event_target_value(&ev));
                    let (level, link) = chosen.map_or((None, false), |&(_, _, level, link)| (level, link));
                    form.set_played_by(seat, level, link);
                }
            >
                {PLAYED_BY
                    .iter()
                    .map(|&(value, label, level, link)| {
                        view! {
                            <option value=value selected=move || form.computer(seat) == level && form.by_link(seat) == link>
                                {t(label)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// A seat's colour: its swatch, which opens the six colour-blind-safe
/// swatches, each with its name (one line per seat, so four seats fit).
#[component]
fn ColourPicker(form: NewGameForm, seat: usize) -> impl IntoView {
    let open = RwSignal::new(false);
    let current = move || SEAT_COLOURS[form.colour(seat) % SEAT_COLOURS.len()];
    view! {
        <div class="colour-pick">
            <button type="button" class=move || format!("swatch swatch-button {}", current().class)
                aria-label=move || tf(key::COLOUR_OF_PLAYER, &[("n", Arg::Num(seat as u32 + 1)), ("colour", Arg::Text(&t(current().name)))])
                aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                <span class="swatch-dot" aria-hidden="true">{move || t(current().letter)}</span>
            </button>
            // A plain closure, not <Show> (each Show costs the wasm a memo).
            {move || open.get().then(|| view! {
                <div class="colours" role="radiogroup" aria-label=tf(key::COLOURS_OF_PLAYER, &[("n", Arg::Num(seat as u32 + 1))])>
                    {SEAT_COLOURS
                        .iter()
                        .enumerate()
                        .map(|(c, colour)| {
                            let (name, class) = (t(colour.name), colour.class);
                            view! {
                                <label class=format!("swatch {class}") title=name>
                                    <input
                                        type="radio"
                                        name=format!("colour-{seat}")
                                        aria-label=tf(key::COLOUR_FOR_PLAYER, &[("n", Arg::Num(seat as u32 + 1)), ("colour", Arg::Text(&name))])
                                        prop:checked=move || form.colour(seat) == c
                                        on:change=move |_| {
                                            form.pick_colour(seat, c);
                                            open.set(false);
                                        }
                                    />
                                    <span class="swatch-dot" aria-hidden="true">{t(colour.letter)}</span>
                                </label>
                            }
                        })
                        .collect_view()}
                </div>
            })}
        </div>
    }
}
