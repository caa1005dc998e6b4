//! The Leptos user interface (browser only). Components draw the view
//! models of `crate::view` and turn taps into the actions the engine
//! offers; the state they share is split by concern in `state`.
use leptos::prelude::*;

pub mod boards;
pub mod help;
pub mod language;
pub mod log;
pub mod motion;
mod num;
pub mod saves;
pub mod screens;
pub mod state;
pub mod table;
pub mod tutorial;

use help::LongPressHelp;
use language::LanguagePicker;
use saves::{open_link, provide_autosave, resume_latest, OpenElsewhere, SavedGames, UpdateBanner};
use screens::daily::DailyButton;
use screens::new_game::{NewGameForm, NewGamePanel};
use screens::rules::RulesDialog;
use screens::welcome::{HowATurnWorks, Install, InstallButton, InstallCard, LearnToPlay};
use state::{Automation, Choice, GameStore, Language, Playback, Prefs, Screen, Screens, Tutorial};
use table::model::TableModel;
use table::Table;

use crate::browser::history;
use crate::browser::storage::Started;
use crate::view::lang::{key, t};
use crate::view::problems::{self, Problem};
use crate::view::replay::Go;

/// Start the app in the page. It draws once the store has told it the
/// settings and the game to reopen (the boot screen shows meanwhile): no
/// screen that jumps. (Here, not in `main`: the store's futures are then
/// compiled once, in this crate.)
pub fn run() {
    // A panic shows the recovery screen instead of a frozen board.
    crate::browser::recovery::install();
    // Leptos's own spawner starts with the app, not before it.
    wasm_bindgen_futures::spawn_local(async {
        let started = crate::browser::storage::start().await;
        leptos::mount::mount_to_body(move || view! { <App started /> });
    });
}

/// The whole app: the start screen or the table, the rules, the help.
/// `started`: what the store held at the start (`storage::start`).
#[component]
pub fn App(started: Started) -> impl IntoView {
    let Started { settings, damage, latest } = started;
    let store = GameStore::new();
    provide_context(store);
    let prefs = Prefs::new(settings);
    provide_context(prefs);
    let language = Language::provide(prefs);
    let choice = Choice::new(store, prefs);
    provide_context(choice);
    let screens = Screens::new(store, prefs);
    provide_context(screens);
    // Whether the table is showing a move: the playback's, read by the
    // tutorial (its notes wait for what they tell of).
    let playing = RwSignal::new(false);
    let tutorial = Tutorial::provide(store, choice, playing.read_only());
    let playback = Playback::provide(store, prefs, tutorial, playing);
    let auto = Automation::provide(store, prefs, screens, tutorial, playback);
    provide_context(auto);
    TableModel::provide(store, choice, auto, screens, tutorial, language);
    // The New game form lives as long as the app: back from the table, it
    // still holds what was typed.
    provide_context(NewGameForm::new());
    Install::provide();
    help::HelpBubble::provide();
    let save_status = provide_autosave(store);
    if let Some(why) = damage {
        save_status.list_rebuilt(why);
    }
    // A game's link (issue 32) opens its game; a refused one leaves the
    // start screen saying why. Else the app reopens where it was left: the
    // latest unfinished saved game.
    let open = move |code: String| {
        open_link(store, save_status, &code, move |opened| match opened {
            // Offered to watch or to play on: the replay at the link's last
            // move (issue 32); "Back to the game" continues it.
            Ok(()) => {
                store.watch_table(Go::Last);
                screens.show(Screen::Table)
            }
            Err(problem) => {
                screens.show(Screen::Start);
                store.report(problem);
            }
        })
    };
    match history::take_game_link() {
        Some(code) => open(code),
        None if resume_latest(store, save_status, latest) => screens.show(Screen::Table),
        None => {}
    }
    // A link pasted into the address of the app already open.
    let _pasted = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(code) = history::take_game_link() {
            open(code);
        }
    });
    // Escape closes a drawer or the rules, as their × does (for the app's
    // lifetime, as the app itself).
    let _escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" && screens.close_top() {
            e.prevent_default();
        }
    });
    view! {
        <div class="app">
            <UpdateBanner />
            // The screens show in the player's language once it is loaded
            // (the boot screen shows meanwhile), and are drawn again in
            // another one chosen (read here, so the redraw follows it).
            {move || {
                language.get();
                language.ready().then(|| match screens.screen().get() {
                    Screen::Start => view! { <StartScreen /> }.into_any(),
                    Screen::Table => view! { <Table /> <OpenElsewhere /> }.into_any(),
                })
            }}
            <RulesDialog open=screens.rules_open() on_close=Callback::new(move |_| screens.set_rules(false)) />
            <LongPressHelp />
        </div>
    }
}

/// Before a game: the title, a new game, the saved games.
#[component]
fn StartScreen() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let screens = expect_context::<Screens>();
    let status = expect_context::<saves::SaveStatus>();
    let form = expect_context::<NewGameForm>();
    let start = move || {
        let seed = form.typed_seed().unwrap_or_else(crate::browser::random_seed);
        let (setup, looks) = form.setup(seed);
        // A new game is stored under a new id (autosave).
        status.new_game();
        match store.start(setup, looks) {
            Ok(()) => screens.show(Screen::Table),
            Err(e) => store.report(Problem::Setup(e)),
        }
    };
    let in_progress = move || store.game().with(|g| g.as_ref().is_some_and(|g| !g.is_over()));
    view! {
        <div class="start-screen">
            <header class="masthead">
                <SunMark />
                <h1>"Ayar: "<span class="subtitle">{t(key::SUBTITLE)}</span></h1>
                <nav class="masthead-actions" aria-label=t(key::GAME_MENU)>
                    <LanguagePicker />
                    <DailyButton />
                    <button type="button" class="button secondary" on:click=move |_| screens.set_rules(true)>{t(key::RULES)}</button>
                </nav>
            </header>
            <main class="start-body">
                <NewGamePanel form on_start=start />
                <div class="start-side">
                    <LearnToPlay form />
                    <HowATurnWorks />
                    {move || in_progress().then(|| view! {
                        <button type="button" class="button primary continue" on:click=move |_| screens.show(Screen::Table)>
                            {t(key::CONTINUE_GAME)}
                        </button>
                    })}
                    {move || store.error().get().map(|e| view! { <p class="error" role="alert">{problems::say(&e)}</p> })}
                    <SavedGames on_open=move |_| screens.show(Screen::Table) />
                    // Last: the browser's offer comes after the start screen
                    // is drawn, and here it moves nothing (issue 33).
                    <InstallButton />
                    <InstallCard />
                </div>
            </main>
        </div>
    }
}

/// The sun disk beside the title.
#[component]
fn SunMark() -> impl IntoView {
    view! {
        <svg class="sun" viewBox="-32 -32 64 64" aria-hidden="true" focusable="false">
            <path
                fill="#c98f1c"
                d="M0 -31 L5 -19 L15.5 -26.8 L14 -14 L26.8 -15.5 L19 -5 L31 0 L19 5 \
                   L26.8 15.5 L14 14 L15.5 26.8 L5 19 L0 31 L-5 19 L-15.5 26.8 L-14 14 \
                   L-26.8 15.5 L-19 5 L-31 0 L-19 -5 L-26.8 -15.5 L-14 -14 L-15.5 -26.8 L-5 -19Z"
            />
            <circle r="18" fill="#f2c14e" stroke="#8a5d0c" stroke-width="1.5" />
            <path d="M-7 -4 h4 M3 -4 h4 M-6 7 q6 4 12 0" stroke="#5a3d29" stroke-width="2.2" stroke-linecap="round" fill="none" />
        </svg>
    }
}
