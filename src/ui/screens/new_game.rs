//! The New game panel: how many play (1 = solo against the Ayllu), the solo
//! difficulty, and the players' names. It only collects choices; starting a
//! real game is the engine's job once it exists.

use leptos::prelude::*;

/// The solo opponent, an automaton the rules define.
pub const SOLO_OPPONENT: &str = "The Ayllu";

/// Solo difficulty levels, 1 to 4.
pub const DIFFICULTIES: [&str; 4] = ["Novice", "Apprentice", "Elder", "Sapa Inca"];

pub const MAX_PLAYERS: usize = 4;

/// What the panel has chosen so far. `Copy`: it only holds signals.
#[derive(Clone, Copy, Debug)]
pub struct NewGameForm {
    /// 1 to 4; 1 means solo against the Ayllu.
    pub players: RwSignal<usize>,
    /// 1 to 4, used only in a solo game.
    pub difficulty: RwSignal<usize>,
    /// As typed; an empty name falls back to "Player N".
    pub names: RwSignal<[String; MAX_PLAYERS]>,
}

impl NewGameForm {
    pub fn new() -> Self {
        Self {
            players: RwSignal::new(2),
            difficulty: RwSignal::new(1),
            names: RwSignal::new(Default::default()),
        }
    }

    pub fn is_solo(&self) -> bool {
        self.players.get() == 1
    }

    pub fn difficulty_name(&self) -> &'static str {
        DIFFICULTIES[self.difficulty.get().clamp(1, 4) - 1]
    }

    /// The names of the seated players, with defaults for blank ones.
    pub fn player_names(&self) -> Vec<String> {
        let n = self.players.get();
        self.names.with(|names| {
            names[..n]
                .iter()
                .enumerate()
                .map(|(i, name)| match name.trim() {
                    "" => default_name(i),
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

fn default_name(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

#[component]
pub fn NewGamePanel(
    form: NewGameForm,
    /// Called when the player taps "Start game".
    on_start: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let NewGameForm { players, difficulty, names } = form;
    let solo = move || players.get() == 1;

    view! {
        <form
            class="panel new-game"
            aria-labelledby="new-game-heading"
            on:submit=move |ev| {
                ev.prevent_default();
                on_start();
            }
        >
            <h2 id="new-game-heading">"New game"</h2>

            <fieldset>
                <legend>"Number of players"</legend>
                <div class="segmented">
                    {(1..=MAX_PLAYERS)
                        .map(|n| {
                            let label = if n == 1 {
                                "1 player: solo against the Ayllu".to_string()
                            } else {
                                format!("{n} players")
                            };
                            view! {
                                <label class="choice">
                                    <input
                                        type="radio"
                                        name="players"
                                        value=n.to_string()
                                        aria-label=label
                                        prop:checked=move || players.get() == n
                                        on:change=move |_| players.set(n)
                                    />
                                    <span class="main" aria-hidden="true">{n}</span>
                                    <span class="sub" aria-hidden="true">
                                        {if n == 1 { "solo" } else { "players" }}
                                    </span>
                                </label>
                            }
                        })
                        .collect_view()}
                </div>
            </fieldset>

            <Show when=solo>
                <p class="hint">"Solo: you play against the Ayllu, the game's automated rival."</p>
                <fieldset class="difficulty">
                    <legend>"Solo difficulty"</legend>
                    <div class="segmented">
                        {DIFFICULTIES
                            .iter()
                            .enumerate()
                            .map(|(i, name)| {
                                let level = i + 1;
                                view! {
                                    <label class="choice">
                                        <input
                                            type="radio"
                                            name="difficulty"
                                            value=level.to_string()
                                            aria-label=format!("{name} (difficulty {level})")
                                            prop:checked=move || difficulty.get() == level
                                            on:change=move |_| difficulty.set(level)
                                        />
                                        <span class="main" aria-hidden="true">{*name}</span>
                                        <span class="sub" aria-hidden="true">{level}</span>
                                    </label>
                                }
                            })
                            .collect_view()}
                    </div>
                </fieldset>
            </Show>

            <fieldset>
                <legend>"Player names"</legend>
                <div class="names">
                    <For each=move || 0..players.get() key=|i| *i let:i>
                        <label class="name-field">
                            <span class="seat" aria-hidden="true">{i + 1}</span>
                            <span class="visually-hidden">{format!("Name of player {}", i + 1)}</span>
                            <input
                                type="text"
                                maxlength="24"
                                autocomplete="off"
                                spellcheck="false"
                                placeholder=default_name(i)
                                prop:value=move || names.with(|n| n[i].clone())
                                on:input=move |ev| {
                                    let value = event_target_value(&ev);
                                    names.update(|n| n[i] = value);
                                }
                            />
                        </label>
                    </For>
                    <Show when=solo>
                        <div class="opponent">
                            <span class="seat" aria-hidden="true">"A"</span>
                            <span>{move || format!("{SOLO_OPPONENT} ({})", form.difficulty_name())}</span>
                        </div>
                    </Show>
                </div>
            </fieldset>

            <button type="submit" class="button primary">"Start game"</button>
        </form>
    }
}
