//! The Leptos user interface (browser only). Components turn state into
//! HTML and SVG; the rules stay in the engine.

use leptos::prelude::*;

pub mod ayars;
pub mod context;
pub mod icons;
pub mod lake_board;
pub mod main_board;
pub mod screens;
pub mod supplies;

use main_board::{Legend, MainBoard};
use screens::new_game::{NewGameForm, NewGamePanel, SOLO_OPPONENT};

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choosing players before a game.
    NewGame,
    /// A game in progress (for now: the board placeholder).
    Playing,
}

/// The whole app: masthead, then the New game panel beside the Main board.
#[component]
pub fn App() -> impl IntoView {
    let screen = RwSignal::new(Screen::NewGame);
    let form = NewGameForm::new();
    let playing = move || screen.get() == Screen::Playing;

    view! {
        <div class="app">
            <header class="masthead">
                <SunMark />
                <div>
                    <h1>"Ayar: "<span class="subtitle">"Children of the Sun"</span></h1>
                    <p class="tagline">"Lead the four Ayar brothers from Tiwanaku to Cuzco."</p>
                </div>
            </header>
            <div class="band" aria-hidden="true"></div>
            <main class="layout" class:playing=playing>
                <Show when=move || !playing()>
                    <NewGamePanel form=form on_start=move || screen.set(Screen::Playing) />
                </Show>
                <section class="panel board-area" aria-labelledby="board-heading">
                    <div class="board-head">
                        <h2 id="board-heading">"Main board"</h2>
                        <Show when=playing>
                            <SeatList form=form />
                            <button
                                type="button"
                                class="button secondary"
                                on:click=move |_| screen.set(Screen::NewGame)
                            >
                                "New game"
                            </button>
                        </Show>
                    </div>
                    <MainBoard />
                    <Legend />
                    <p class="placeholder-note">
                        "Spaces 0 (Tiwanaku) to 30 (Cuzco) on each Ayar's path."
                    </p>
                </section>
            </main>
        </div>
    }
}

/// Who sits at the table, shown once a game has started.
#[component]
fn SeatList(form: NewGameForm) -> impl IntoView {
    view! {
        <ul class="seats" aria-label="Players">
            {move || {
                form.player_names()
                    .into_iter()
                    .map(|name| view! { <li>{name}</li> })
                    .collect_view()
            }}
            <Show when=move || form.is_solo()>
                <li class="bot">
                    {move || format!("{SOLO_OPPONENT} ({})", form.difficulty_name())}
                </li>
            </Show>
        </ul>
    }
}

/// The sun disk beside the title.
#[component]
fn SunMark() -> impl IntoView {
    view! {
        <svg class="sun" viewBox="-32 -32 64 64" aria-hidden="true" focusable="false">
            <defs>
                <radialGradient id="sun-fill" cx="40%" cy="35%" r="70%">
                    <stop offset="0%" stop-color="#ffe9a8" />
                    <stop offset="60%" stop-color="#f2c14e" />
                    <stop offset="100%" stop-color="#c98f1c" />
                </radialGradient>
            </defs>
            <path
                fill="#c98f1c"
                d="M0 -31 L5 -19 L15.5 -26.8 L14 -14 L26.8 -15.5 L19 -5 L31 0 L19 5 \
                   L26.8 15.5 L14 14 L15.5 26.8 L5 19 L0 31 L-5 19 L-15.5 26.8 L-14 14 \
                   L-26.8 15.5 L-19 5 L-31 0 L-19 -5 L-26.8 -15.5 L-14 -14 L-15.5 -26.8 L-5 -19Z"
            />
            <circle r="18" fill="url(#sun-fill)" stroke="#8a5d0c" stroke-width="1.5" />
            <path
                d="M-7 -4 h4 M3 -4 h4 M-6 7 q6 4 12 0"
                stroke="#5a3d29"
                stroke-width="2.2"
                stroke-linecap="round"
                fill="none"
            />
        </svg>
    }
}
