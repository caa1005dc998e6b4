//! The bar along the bottom of the table: the other seats as compact
//! summaries (a tap shows their whole board), and the doors to the market,
//! the Lake, the log, the forecast, the options list and the rules.
use leptos::prelude::*;

use super::model::TableModel;
use crate::engine::{PlayerId, ScoreTrack};
use crate::ui::boards::defs::href;
use crate::ui::state::{GameStore, Screens};
use crate::view::art::{marker_id, symbol_id};
use crate::view::icons::Symbol;
use crate::view::lang::{key, t, Key};
use crate::view::layout::Sheet;
use crate::view::motion::spots::{counter_key, Counter};
use crate::view::seats::{summary, SeatSummary};

#[component]
pub fn SeatsBar() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let screens = expect_context::<Screens>();
    let others = Memo::new(move |_| {
        let focus = model.focus.get();
        store.looks().with(|looks| {
            store.game().with(|g| {
                g.as_ref()
                    .map(|g| (0..g.seats()).filter(|&p| p != focus).map(|p| summary(g, looks, p)).collect::<Vec<_>>())
                    .unwrap_or_default()
            })
        })
    });
    let door = move |sheet: Sheet, name: Key, hook: &'static str, label: Key| {
        view! {
            <button type="button" class="bar-button" aria-label=t(label) data-door=hook
                aria-pressed=move || (screens.sheet().get() == Some(sheet)).to_string()
                on:click=move |_| screens.toggle_sheet(sheet)>{t(name)}</button>
        }
    };
    let seats = Memo::new(move |_| others.with(|o| o.iter().map(|s| s.seat).collect::<Vec<_>>()));
    let over = move || store.game().with(|g| g.as_ref().is_some_and(|g| g.is_over()));
    view! {
        <nav class="seats-bar" aria-label=t(key::SEATS_BAR)>
            // The count lets a lone summary keep its Inti and hand where
            // three would not fit.
            <ul class=move || format!("seat-summaries count-{}", seats.with(Vec::len))>
                // Drawn again only when the seats change: otherwise a seat's
                // summary stays, and only its changed numbers are written.
                {move || seats.get().into_iter().map(|seat| view! { <SeatSummaryButton seat others /> }).collect_view()}
            </ul>
            <div class="doors">
                // The market and the Lake open beside the Main board, which
                // the end screen replaces.
                {move || (!over()).then(|| view! {
                    {door(Sheet::Supplies, key::DOOR_MARKET, "market", key::DOOR_MARKET_LABEL)}
                    {door(Sheet::Lake, key::DOOR_LAKE, "lake", key::DOOR_LAKE_LABEL)}
                })}
                {door(Sheet::Log, key::DOOR_LOG, "log", key::DOOR_LOG_LABEL)}
                {door(Sheet::Forecast, key::DOOR_FORECAST, "forecast", key::DOOR_FORECAST_LABEL)}
                {door(Sheet::Options, key::DOOR_OPTIONS, "options", key::DOOR_OPTIONS_LABEL)}
                <button type="button" class="bar-button" on:click=move |_| screens.set_rules(true)>{t(key::RULES)}</button>
            </div>
        </nav>
    }
}

/// One other seat: its mark, name, Sun and Moon (the lower marked), Inti,
/// Llamas and the Step markers in its hand.
#[component]
fn SeatSummaryButton(seat: PlayerId, others: Memo<Vec<SeatSummary>>) -> impl IntoView {
    let screens = expect_context::<Screens>();
    let summary = Memo::new(move |_| others.with(|o| o.iter().find(|s| s.seat == seat).cloned()));
    let field = move |f: fn(&SeatSummary) -> String| move || summary.with(|s| s.as_ref().map(f).unwrap_or_default());
    // A counter a figure is flying to shows its old number until it lands.
    let playback = expect_context::<crate::ui::state::Automation>().playback();
    let count = move |c: Counter, f: fn(&SeatSummary) -> u32| {
        move || playback.shown(seat, c.into()).or_else(|| summary.with(|s| s.as_ref().map(f))).map(|n| n.to_string())
    };
    let lower = move |track: ScoreTrack| move || summary.with(|s| s.as_ref().and_then(|s| s.lower) == Some(track));
    let hand = Memo::new(move |_| summary.with(|s| s.as_ref().map(|s| s.in_hand.clone()).unwrap_or_default()));
    let label = move || summary.with(|s| s.as_ref().map(SeatSummary::label));
    view! {
        <li>
            <button type="button" class=move || summary.with(|s| match s {
                    Some(s) => format!("seat-summary {}{}", s.mark.colour.class, if s.deciding { " deciding" } else { "" }),
                    None => "seat-summary".to_string(),
                })
                data-seat=seat on:click=move |_| screens.toggle_sheet(Sheet::Seat(seat))>
                // Named by its sentence, which holds every figure shown
                // (an aria-label would not contain the visible ☀ and ☾).
                <span class="visually-hidden">{label}</span>
                <span class="seat-chip" aria-hidden="true">{field(|s| s.mark.mark.clone())}</span>
                <span class="seat-lines" aria-hidden="true">
                    <span class="seat-name" title=field(|s| s.mark.name.clone())>{field(|s| s.mark.name.clone())}</span>
                    <span class="seat-numbers">
                        <span class="seat-score" data-spot=counter_key(Counter::Sun) class:lower=lower(ScoreTrack::Sun)>"☀"{count(Counter::Sun, |s| s.sun)}</span>
                        <span class="seat-score" data-spot=counter_key(Counter::Moon) class:lower=lower(ScoreTrack::Moon)>"☾"{count(Counter::Moon, |s| s.moon)}</span>
                        <span class="seat-inti" data-spot=counter_key(Counter::Inti)>"Inti "{count(Counter::Inti, |s| u32::from(s.inti))}</span>
                        <span class="seat-llamas" data-spot=counter_key(Counter::Llamas)>
                            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><use_ href=href(symbol_id(Symbol::Llama)) width="24" height="24" /></svg>
                            {count(Counter::Llamas, |s| s.llamas)}
                        </span>
                        <span class="seat-hand" aria-hidden="true">
                            {move || hand.get().into_iter().map(|m| view! {
                                <svg viewBox="0 0 24 24"><use_ href=href(&marker_id(m, true)) width="24" height="24" /></svg>
                            }).collect_view()}
                        </span>
                    </span>
                </span>
            </button>
        </li>
    }
}
