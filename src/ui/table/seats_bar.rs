//! The bar along the bottom of the table: the other seats as compact
//! summaries (a tap shows their whole board), and the doors to the market,
//! the Lake, the log, the forecast, the options list and the rules.
use leptos::prelude::*;

use super::model::TableModel;
use crate::engine::ScoreTrack;
use crate::ui::boards::defs::{href, marker_id};
use crate::ui::state::{GameStore, Screens};
use crate::view::layout::Sheet;
use crate::view::seats::summary;

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
    let door = move |sheet: Sheet, name: &'static str, label: &'static str| {
        view! {
            <button type="button" class="bar-button" aria-label=label
                aria-pressed=move || (screens.sheet().get() == Some(sheet)).to_string()
                on:click=move |_| screens.toggle_sheet(sheet)>{name}</button>
        }
    };
    view! {
        <nav class="seats-bar" aria-label="Other seats and the table's drawers">
            <ul class="seat-summaries">
                {move || others.get().into_iter().map(|s| {
                    let seat = s.seat;
                    let lower = s.lower;
                    let who = if s.ayllu { "the Ayllu's board".to_string() } else { format!("{}'s board", s.mark.name) };
                    view! {
                        <li>
                            <button type="button" class=format!("seat-summary {}", s.mark.colour.class) class:deciding=s.deciding
                                aria-label=format!("{}: Sun {}, Moon {}, Inti {}, {} Llamas, {} Step markers in hand. Show {who}.", s.mark.name, s.sun, s.moon, s.inti, s.llamas, s.in_hand.len())
                                on:click=move |_| screens.toggle_sheet(Sheet::Seat(seat))>
                                <span class="seat-chip" aria-hidden="true">{s.mark.mark.clone()}</span>
                                <span class="seat-name">{s.mark.name.clone()}</span>
                                <span class="seat-score" class:lower=lower == Some(ScoreTrack::Sun)>"☀"{s.sun}</span>
                                <span class="seat-score" class:lower=lower == Some(ScoreTrack::Moon)>"☾"{s.moon}</span>
                                <span class="seat-inti">{format!("Inti {}", s.inti)}</span>
                                <span class="seat-llamas">
                                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><use_ href="#sym-llama" width="24" height="24" /></svg>
                                    {s.llamas}
                                </span>
                                <span class="seat-hand" aria-hidden="true">
                                    {s.in_hand.iter().map(|&m| view! {
                                        <svg viewBox="0 0 24 24"><use_ href=href(&marker_id(m, true)) width="24" height="24" /></svg>
                                    }).collect_view()}
                                </span>
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <div class="doors">
                {door(Sheet::Supplies, "Market", "The Pottery market and the Textile stacks")}
                {door(Sheet::Lake, "Lake", "The Lake board")}
                {door(Sheet::Log, "Log", "The game log")}
                {door(Sheet::Forecast, "Forecast", "Forecast: the next Raymi tiles and who would retire")}
                {door(Sheet::Options, "Options", "Every option of this decision as a list")}
                <button type="button" class="bar-button" on:click=move |_| screens.set_rules(true)>"Rules"</button>
            </div>
        </nav>
    }
}
