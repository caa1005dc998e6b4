//! A seat's board (R3): header with the scores, then the Tambo grid and the
//! activity areas, or the Ayllu's solo board. The deciding seat's targets
//! are tappable; everything else only draws the engine's state.
use leptos::prelude::*;

pub mod areas;
pub mod grid;
pub mod loom;
pub mod marks;
pub mod solo;

use crate::engine::{Activity, PlayerId, PlayerState, ScoreTrack};
use crate::ui::context::GameCtx;
use areas::{AreaCard, IntiDial, MaizeRow, ReedArea, Shelf, TemplesLeft};
use grid::TamboGrid;
use loom::Loom;
use solo::SoloBoardView;

/// The board of `seat`; `large` for the focused player, compact otherwise.
#[component]
pub fn PlayerBoard(seat: PlayerId, large: bool) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let player = Memo::new(move |_| ctx.game.with(|g| g.as_ref().and_then(|g| g.players().get(seat).cloned())));
    let live: Signal<bool> = Memo::new(move |_| ctx.pending().is_some_and(|p| p.player == seat)).into();
    let seat_class = ctx.seats.with_untracked(|s| s.get(seat).map(|l| l.class()).unwrap_or("seat-vermilion"));
    // Memos: the board's body is rebuilt only if the seat's kind changes,
    // not on every change of its state.
    let ayllu = Memo::new(move |_| player.with(|p| p.as_ref().is_some_and(PlayerState::is_ayllu)));
    let is_ayllu = move || ayllu.get();
    let name = Memo::new(move |_| {
        player.with(|p| {
            p.as_ref().map(|p| if p.is_ayllu() { "The Ayllu".to_string() } else { p.name.clone() }).unwrap_or_default()
        })
    });
    let first = Memo::new(move |_| ctx.game.with(|g| g.as_ref().is_some_and(|g| g.first_player() == seat)));

    let body = move || {
        if is_ayllu() {
            view! { <SoloBoardView player /> }.into_any()
        } else {
            view! {
                <div class="board-body">
                    <TamboGrid player seat_class mark=(seat + 1).to_string() live />
                    <div class="areas">
                        <AreaCard player activity=Activity::Pottery><Shelf player /></AreaCard>
                        <AreaCard player activity=Activity::Weaving><Loom player live /></AreaCard>
                        <AreaCard player activity=Activity::Terrace><MaizeRow player /></AreaCard>
                        <AreaCard player activity=Activity::Reed><ReedArea player /></AreaCard>
                        <div class="area temples-area">
                            <div class="area-head"><span class="area-name">"Temples left"</span></div>
                            <TemplesLeft player />
                        </div>
                    </div>
                </div>
            }
            .into_any()
        }
    };

    view! {
        <section
            class=format!("panel player-board {seat_class} {}", if large { "large" } else { "compact" })
            class:deciding=move || live.get()
            data-seat=seat
            aria-label=move || format!("{}'s board", name.get())
        >
            <header class="player-head">
                <span class="seat-chip" aria-hidden="true">{move || if is_ayllu() { "A".to_string() } else { (seat + 1).to_string() }}</span>
                <h3>{move || name.get()}</h3>
                <Show when=move || first.get()><span class="badge first">"First player"</span></Show>
                <Show when=move || live.get()><span class="badge deciding">"Deciding"</span></Show>
                <Scores player seat />
            </header>
            {body}
        </section>
    }
}

/// Sun and Moon (the lower one marked), Inti dial, Llamas, Viracochas.
#[component]
fn Scores(player: Memo<Option<PlayerState>>, seat: PlayerId) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let get = move |f: fn(&PlayerState) -> u32| move || player.with(|p| p.as_ref().map_or(0, f));
    // R3.8: the two-Viracocha bonus, as the engine reckons it.
    let bonus = Memo::new(move |_| ctx.game.with(|g| g.as_ref().and_then(|g| g.viracocha_bonus(seat))));
    let sun = get(|p| p.sun);
    let moon = get(|p| p.moon);
    let llamas = get(|p| p.llamas);
    let viracochas = get(|p| p.viracochas);
    let lower = move || player.with(|p| p.as_ref().and_then(PlayerState::lower_score));
    let lower_sun = move || lower() == Some(ScoreTrack::Sun);
    let lower_moon = move || lower() == Some(ScoreTrack::Moon);
    view! {
        <dl class="scores">
            <div class="score sun" class:lower=lower_sun>
                <dt>"☀ Sun"</dt>
                <dd>{sun}<Show when=lower_sun><span class="lower-tag">" ▼ lower"</span></Show></dd>
            </div>
            <div class="score moon" class:lower=lower_moon>
                <dt>"☾ Moon"</dt>
                <dd>{moon}<Show when=lower_moon><span class="lower-tag">" ▼ lower"</span></Show></dd>
            </div>
            <div class="score inti">
                <dt>"Inti"</dt>
                <dd><IntiDial player /></dd>
            </div>
            <div class="score llamas">
                <dt>"Llamas"</dt>
                <dd>{llamas}</dd>
            </div>
            <div class="score viracochas" class:bonus=move || bonus.get().is_some()>
                <dt>"Viracochas"</dt>
                <dd>
                    {viracochas}
                    {move || bonus.get().map(|b| view! { <span class="bonus-tag">{format!(" +{} ☾/Temple", b.per_temple)}</span> })}
                </dd>
            </div>
        </dl>
    }
}
