//! The Leptos user interface (browser only). Components turn state into
//! HTML and SVG; the rules stay in the engine.

use leptos::prelude::*;

pub mod ayars;
pub mod context;
pub mod help;
pub mod icons;
pub mod lake_board;
pub mod log;
pub mod main_board;
pub mod player_board;
pub mod saves;
pub mod screens;
pub mod supplies;
pub mod target;
pub mod turn;

use crate::engine::{Decision, PlayerId};
use context::GameCtx;
use help::LongPressHelp;
use lake_board::LakeBoard;
use log::GameLog;
use main_board::{Legend, MainBoard};
use player_board::PlayerBoard;
use saves::{provide_autosave, resume_latest, ExportButton, SaveProblem, SavedGames, UpdateBanner};
use screens::game_end::GameEnd;
use screens::handover::HandOver;
use screens::new_game::{NewGameForm, NewGamePanel};
use screens::rules::RulesDialog;
use supplies::Supplies;
use turn::forecast::Forecast;
use turn::TurnPanel;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choosing players before a game.
    NewGame,
    /// A game in progress, or its end.
    Playing,
}

/// Screen flow, shared by the screens.
#[derive(Clone, Copy)]
pub struct UiState {
    pub screen: RwSignal<Screen>,
    pub rules_open: RwSignal<bool>,
    /// The human seat the table is shown to (pass-and-play hides the
    /// others' turns behind a hand-over screen).
    pub revealed: RwSignal<Option<PlayerId>>,
    pub form: NewGameForm,
}

/// The whole app: masthead, then the New game panel, the table or the end.
#[component]
pub fn App() -> impl IntoView {
    let ctx = GameCtx::new();
    provide_context(ctx);
    main_board::pieces::provide_legal(ctx);
    let save_status = provide_autosave(ctx);
    let ui = UiState {
        screen: RwSignal::new(Screen::NewGame),
        rules_open: RwSignal::new(false),
        revealed: RwSignal::new(None),
        form: NewGameForm::new(),
    };
    provide_context(ui);

    // A game is on the table: pass-and-play starts behind a hand-over.
    let show_table = move || {
        let people = ctx.people();
        // One person at the table (or none): nothing to hide; their board
        // is the large one.
        ui.revealed.set(if people.len() > 1 { None } else { Some(people.first().copied().unwrap_or(0)) });
        ui.screen.set(Screen::Playing);
    };
    let start = move || {
        let seed = ui.form.typed_seed().unwrap_or_else(crate::browser::random_seed);
        let (setup, looks) = ui.form.setup(seed);
        // A new game is stored under a new id (autosave).
        save_status.id.set(None);
        match ctx.start(setup, looks) {
            Ok(()) => show_table(),
            Err(e) => ctx.error.set(Some(e.to_string())),
        }
    };
    // The app reopens where it was left: the latest unfinished saved game.
    if resume_latest(ctx, save_status) {
        show_table();
    }
    let in_progress = move || ctx.game.with(|g| g.as_ref().is_some_and(|g| !g.is_over()));

    view! {
        <div class="app">
            <UpdateBanner />
            <header class="masthead">
                <SunMark />
                <div class="title">
                    <h1>"Ayar: "<span class="subtitle">"Children of the Sun"</span></h1>
                    <p class="tagline">"Lead the four Ayar brothers from Tiwanaku to Cuzco."</p>
                </div>
                <nav class="masthead-actions" aria-label="Game menu">
                    <button type="button" class="button secondary" on:click=move |_| ui.rules_open.set(true)>
                        "Rules"
                    </button>
                    <Show when=move || ui.screen.get() == Screen::Playing>
                        <ExportButton />
                        <button type="button" class="button secondary" on:click=move |_| ui.screen.set(Screen::NewGame)>
                            "New game"
                        </button>
                    </Show>
                </nav>
            </header>
            <div class="band" aria-hidden="true"></div>
            {move || match ui.screen.get() {
                Screen::NewGame => view! {
                    <main class="layout">
                        <div class="side-stack">
                            <Show when=in_progress>
                                <button type="button" class="button primary continue"
                                    on:click=move |_| ui.screen.set(Screen::Playing)>
                                    "Continue the game in progress"
                                </button>
                            </Show>
                            <NewGamePanel form=ui.form on_start=start />
                            {move || ctx.error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                            <SavedGames on_open=move |_| show_table() />
                        </div>
                        <BoardArea />
                    </main>
                }
                .into_any(),
                Screen::Playing => view! { <Playing /> }.into_any(),
            }}
            <RulesDialog open=ui.rules_open />
            <LongPressHelp />
        </div>
    }
}

/// A game in progress: the hand-over screen when the tablet must change
/// hands, the end screen once the game is over, else the table.
#[component]
fn Playing() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let ui = expect_context::<UiState>();
    let over = Memo::new(move |_| ctx.game.with(|g| g.as_ref().is_some_and(|g| g.is_over())));
    // The human seat that must decide now but has not been handed the tablet.
    let hand_to = Memo::new(move |_| {
        let pending =
            ctx.game.with(|g| g.as_ref().and_then(|g| g.pending().filter(|p| !g.player(p.player).is_ayllu())));
        // Computer seats take no hand-over either.
        let seat = pending.map(|p| p.player).filter(|&seat| ctx.computer_level(seat).is_none())?;
        (ctx.people().len() > 1 && ui.revealed.get() != Some(seat)).then_some(seat)
    });
    move || {
        if over.get() {
            view! { <GameEnd on_new_game=move || ui.screen.set(Screen::NewGame) /> }.into_any()
        } else if let Some(seat) = hand_to.get() {
            view! { <HandOver seat on_ready=move || ui.revealed.set(Some(seat)) /> }.into_any()
        } else {
            view! { <Table /> }.into_any()
        }
    }
}

/// The table: the turn panel docked on top, the Main board, the player and
/// shared boards, forecasts and log, the other seats.
#[component]
fn Table() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let ui = expect_context::<UiState>();
    let seats = Memo::new(move |_| ctx.game.with(|g| g.as_ref().map_or(0, |g| g.seats())));
    let focus = Memo::new(move |_| ui.revealed.get().unwrap_or(0));
    // Each new kind of decision brings the board it is drawn on into view.
    let board = Memo::new(move |_| ctx.pending().and_then(|p| board_of(p.decision)));
    Effect::new(move |previous: Option<Option<&'static str>>| {
        let now = board.get();
        if previous.is_some() && now != previous.flatten() {
            if let Some(selector) = now {
                bring_into_view(selector);
            }
        }
        now
    });
    // The turn panel docks at the top; the Main board gets the whole width
    // below it (readable at arm's length); the player board and the shared
    // boards follow beside the forecast and the log.
    view! {
        <main class="table">
            <div class="turn-dock">
                <SaveProblem />
                <TurnPanel />
            </div>
            <BoardArea />
            <div class="table-main">
                {move || view! { <PlayerBoard seat=focus.get() large=true /> }}
                <div class="shared-boards">
                    <section class="panel lake-area" aria-label="Lake board">
                        <LakeBoard />
                    </section>
                    <section class="panel supplies-area">
                        <Supplies />
                    </section>
                </div>
            </div>
            <aside class="table-side">
                <Forecast />
                <GameLog />
            </aside>
            <div class="others">
                {move || {
                    let f = focus.get();
                    (0..seats.get())
                        .filter(|&s| s != f)
                        .map(|s| view! { <PlayerBoard seat=s large=false /> })
                        .collect_view()
                }}
            </div>
        </main>
    }
}

/// The Main board's panel: heading, drawing (with its Zoom) and legend.
#[component]
fn BoardArea() -> impl IntoView {
    view! {
        <section class="panel board-area" aria-labelledby="board-heading">
            <div class="board-head"><h2 id="board-heading">"Main board"</h2></div>
            <MainBoard />
            <Legend />
        </section>
    }
}

/// Where a decision's targets are drawn.
fn board_of(decision: Decision) -> Option<&'static str> {
    match decision {
        Decision::LayStep | Decision::TakeTambo | Decision::PlaceTextile { .. } | Decision::ScoreStepMarker { .. } => {
            Some(".player-board.large")
        }
        Decision::BuildTambo | Decision::ChooseTemple | Decision::ChooseCuzco { .. } => Some(".board-area"),
        Decision::TakePots { .. } | Decision::ChooseStack => Some(".supplies-area"),
        Decision::TakeViracocha { .. } => Some(".lake-area"),
        Decision::ChoosePower { .. } | Decision::ResolveTrigger => None,
    }
}

/// Scroll the least that shows the element (its CSS scroll margin keeps
/// it clear of the docked turn panel).
fn bring_into_view(selector: &str) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let Some(element) = window.document().and_then(|d| d.query_selector(selector).ok().flatten()) else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(scroll) = js_sys::Reflect::get(&element, &"scrollIntoView".into()) {
        if let Some(scroll) = scroll.dyn_ref::<js_sys::Function>() {
            let _ = scroll.call1(&element, &options);
        }
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
