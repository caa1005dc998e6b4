//! The Lake board on screen (RULES R2, R6.4): the Viracochas still in their
//! areas, every seat's Islands and Boat, ghosts of a Reed choice, and the
//! areas as targets when a Viracocha is to be taken.
use leptos::prelude::*;

use super::defs::href;
use super::frame::{art_url, BoardFrame};
use super::marks::{LastTurnMarks, Marked};
use crate::engine::Decision;
use crate::ui::state::GameStore;
use crate::ui::table::model::TableModel;
use crate::view::art::{piece_id, symbol_id};
use crate::view::decimal::Num;
use crate::view::icons::Symbol;
use crate::view::lake as geo;
use crate::view::main_board::seat_name;
use crate::view::motion::spots::key;
use crate::view::targets::{Board, Place};

#[component]
pub fn LakeView() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let targets = model.targets_on(Board::Lake);
    let viracochas =
        Memo::new(move |_| store.game().with(|g| g.as_ref().map(|g| g.lake().viracocha).unwrap_or_default()));
    let boats = Memo::new(move |_| {
        store.game().with(|g| {
            g.as_ref().map(|g| g.players().iter().map(|p| (p.boat, p.islands)).collect::<Vec<_>>()).unwrap_or_default()
        })
    });
    let after = Memo::new(move |_| {
        model.ahead.with(|a| a.as_ref().map(|a| a.players.iter().map(|p| (p.boat, p.islands)).collect::<Vec<_>>()))
    });
    let waiting = Memo::new(move |_| match store.pending().map(|p| p.decision) {
        Some(Decision::TakeViracocha { yellow }) => Some(yellow),
        _ => None,
    });
    let hit = Callback::new(|place: Place| match place {
        Place::LakeArea(a) => Some(geo::area_hit(a)),
        _ => None,
    });
    view! {
        <BoardFrame size=geo::size() art=art_url("lake", geo::art) class="lake-board"
            label=geo::label()
            targets hit ring=hit describe=geo::describe>
            <LastTurnMarks board=Marked::Lake />
            <g class="viracochas">
                {move || viracochas.get().into_iter().enumerate().filter(|(_, here)| *here).map(|(i, _)| {
                    let (x, y) = geo::area_centre(i as u8);
                    view! { <use_ href=href(symbol_id(Symbol::Viracocha)) x=Num(x - 16.0) y=Num(y - 22.0) width="32" height="32"
                        role="img" aria-label=geo::viracocha_label(i) /> }
                }).collect_view()}
            </g>
            {move || waiting.get().map(|k| {
                let (x, y) = geo::yellow(k);
                view! { <circle class="yellow-waiting" cx=Num(x) cy=Num(y) r=Num(geo::YELLOW_R + 5.0) /> }
            })}
            <g class="islands">
                {move || model.marks.with(|marks| boats.get().into_iter().enumerate().flat_map(|(p, (_, islands))| {
                    islands.into_iter().enumerate().filter_map(move |(s, y)| y.map(|y| (p, s, y)))
                }).map(|(p, s, yellow)| {
                    let (x, y) = geo::island(yellow, p);
                    let label = geo::island_label(&seat_name(marks, p), s, yellow);
                    view! { <use_ href=href(&piece_id(Symbol::Island, p)) x=Num(x - 14.0) y=Num(y - 14.0) width="28" height="28"
                        role="img" aria-label=label data-piece=key::island(p, s as u8) /> }
                }).collect_view())}
            </g>
            <g class="boats">
                {move || model.marks.with(|marks| boats.get().into_iter().enumerate().map(|(p, (boat, _))| {
                    let (x, y) = geo::boat(boat, p);
                    let label = geo::boat_label(&seat_name(marks, p), boat);
                    view! { <use_ href=href(&piece_id(Symbol::Boat, p)) x=Num(x - 16.0) y=Num(y - 16.0) width="32" height="32"
                        role="img" aria-label=label data-piece=key::boat(p) /> }
                }).collect_view())}
            </g>
            <g class="ghosts" aria-hidden="true">
                {move || {
                    let (now, next) = (boats.get(), after.get()?);
                    Some(now.iter().zip(next.iter()).enumerate().flat_map(|(p, (n, a))| {
                        let boat = (n.0 != a.0).then(|| {
                            let (x, y) = geo::boat(a.0, p);
                            view! { <use_ class="ghost" href=href(&piece_id(Symbol::Boat, p)) x=Num(x - 16.0) y=Num(y - 16.0) width="32" height="32" /> }.into_any()
                        });
                        let islands = (0..n.1.len()).filter_map(|s| match (n.1[s], a.1[s]) {
                            (None, Some(yellow)) => {
                                let (x, y) = geo::island(yellow, p);
                                Some(view! { <use_ class="ghost" href=href(&piece_id(Symbol::Island, p)) x=Num(x - 14.0) y=Num(y - 14.0) width="28" height="28" /> }.into_any())
                            }
                            _ => None,
                        }).collect::<Vec<_>>();
                        boat.into_iter().chain(islands)
                    }).collect_view())
                }}
            </g>
        </BoardFrame>
    }
}
