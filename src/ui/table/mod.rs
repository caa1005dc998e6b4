//! The table on one screen (TABLE.md): the prompt strip on top, the Main
//! board as the centrepiece, the deciding player's board beside it (below
//! it when the screen stands upright), the other seats and the drawers'
//! doors along the bottom, the market or the Lake in the dock when a
//! decision needs them. A phone shows one panel at a time behind tabs.
use leptos::prelude::*;

pub mod model;
pub mod prompt;
pub mod seats_bar;
pub mod sheets;
pub mod watch;

use crate::ui::saves::SaveProblem;
use model::TableModel;
use prompt::PromptStrip;
use seats_bar::SeatsBar;
use sheets::{Dock, Drawer};
use watch::WatchBar;

use crate::engine::Phase;
use crate::ui::boards::defs::PieceDefs;
use crate::ui::boards::main::MainBoardView;
use crate::ui::boards::player::PlayerPanel;
use crate::ui::screens::game_end::GameEnd;
use crate::ui::screens::handover::HandOver;
use crate::ui::screens::send_turn::SendTurn;
use crate::ui::state::{GameStore, Prefs, Screen, Screens, Tutorial};
use crate::ui::tutorial::TutorialCard;
use crate::view::lang::{key, t};
use crate::view::layout::{board_of, tab_for, Tab};
use crate::view::motion::Pace;
use crate::view::targets::Board;

#[component]
pub fn Table() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let screens = expect_context::<Screens>();
    let tutorial = expect_context::<Tutorial>();
    // The end screen comes once the last Night has played out (or a tap
    // cut it short).
    let playback = expect_context::<crate::ui::state::Automation>().playback();
    // A game watched stays on the table at its end, under the replay's controls.
    let watching = Memo::new(move |_| store.watching().with(Option::is_some));
    let over = Memo::new(move |_| {
        store.game().with(|g| g.as_ref().is_some_and(|g| g.is_over())) && !playback.playing() && !watching.get()
    });
    let hand_to = screens.handing_over();
    // A friend's turn by link, once the move before it has played out.
    let send_to = Memo::new(move |_| store.by_link_deciding().filter(|_| !playback.playing() && !watching.get()));
    // A phone's tab: the player's choice, or where the decision's targets are.
    let decision_board = Memo::new(move |_| store.person_deciding().and(store.pending()).map(|p| board_of(p.decision)));
    Effect::new(move |_| {
        decision_board.track();
        screens.clear_tab();
    });
    let tab = Memo::new(move |_| {
        screens.tab().get().unwrap_or_else(|| tab_for(decision_board.get().unwrap_or(Board::Player)))
    });
    // A keyboard player's focus, gone with the target a move or a selection
    // redrew, goes to the first target of what is to decide now.
    Effect::new(move |_| {
        model.targets.track();
        request_animation_frame(|| crate::browser::focus::keep(".legal[data-action]:not(.option)"));
    });
    let player_targets = model.targets_on(Board::Player);
    let prefs = expect_context::<Prefs>();
    // The Night darkens the table (a transition of its own); at the Instant
    // speed pieces glide to their places as they always did.
    // One class string: each `class:` toggle is code of its own.
    let class = move || {
        let night = store.game().with(|g| g.as_ref().is_some_and(|g| g.phase() == Phase::Night));
        let instant = prefs.get().with(|s| Pace::of(s.step_delay_ms) == Pace::Instant);
        let on = |yes: bool, name: &'static str| if yes { name } else { "" };
        format!(
            "table{}{}{}{}{}",
            on(tutorial.shown(), " tutorial"),
            on(night, " night"),
            on(instant, " instant"),
            on(playback.playing(), " playing"),
            on(watching.get() || send_to.get().is_some(), " watching")
        )
    };
    view! {
        <div class=class style=board_aspect()
            data-tab=move || tab_name(tab.get()) data-version=move || store.version().get()>
            <PieceDefs seats=model.marks />
            <PromptStrip />
            {move || if over.get() {
                view! { <GameEnd on_new_game=move || screens.show(Screen::Start) /> }.into_any()
            } else if let Some(seat) = hand_to.get() {
                view! { <HandOver seat on_ready=move || screens.hand_to(Some(seat)) /> }.into_any()
            } else if let Some(seat) = send_to.get() {
                view! { <SendTurn seat /> }.into_any()
            } else {
                view! {
                    <main class="table-body">
                        <section class="board-area" aria-label=t(key::MAIN_BOARD)>
                            <TutorialCard />
                            <MainBoardView />
                            <Dock />
                        </section>
                        <aside class="side-panel">
                            <PlayerPanel seat=model.focus targets=player_targets />
                        </aside>
                    </main>
                }.into_any()
            }}
            {move || watching.get().then(|| view! { <WatchBar /> })}
            <SeatsBar />
            <nav class="tab-bar" aria-label=t(key::PANELS)>
                {Tab::ALL.map(|t| view! {
                    <button type="button" class="tab" data-tab-button=tab_name(t) aria-pressed=move || (tab.get() == t).to_string()
                        on:click=move |_| screens.show_tab(t)>{t.name()}</button>
                }).into_iter().collect_view()}
            </nav>
            <Drawer />
            <SaveProblem />
        </div>
    }
}

/// The Main board's proportions, for the player's side's width (style/table.css).
fn board_aspect() -> String {
    format!("--board-aspect:{:.3}", crate::view::decimal::Num(crate::view::main_board::aspect()))
}

fn tab_name(tab: Tab) -> &'static str {
    match tab {
        Tab::Board => "board",
        Tab::MyBoard => "mine",
        Tab::Supplies => "supplies",
        Tab::Seats => "seats",
    }
}
