//! What each seat's last turn changed, outlined in its colour on the Main
//! board and the Lake until it plays again (`view::motion::marks`).
use leptos::prelude::*;

use crate::ui::state::GameStore;
use crate::ui::table::model::TableModel;
use crate::view::decimal::Num;
use crate::view::motion::marks::last_turns;
use crate::view::motion::Spot;

/// The boards that carry marks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Marked {
    Main,
    Lake,
}

#[component]
pub fn LastTurnMarks(board: Marked) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let marks = move || {
        let deciding = store.pending().map(|p| p.player);
        store.log().with(|log| {
            store.game().with(|g| {
                g.as_ref()
                    .map(|g| {
                        last_turns(g, log.iter().map(|e| &e.event), deciding)
                            .into_iter()
                            .filter_map(|m| match (board, m.spot) {
                                (Marked::Main, Spot::Main { x, y, size })
                                | (Marked::Lake, Spot::Lake { x, y, size }) => Some((m.seat, x, y, size)),
                                _ => None,
                            })
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
            })
        })
    };
    view! {
        <g class="last-turn" aria-hidden="true">
            {move || model.marks.with(|seats| marks().into_iter().map(|(seat, x, y, size)| {
                let colour = seats.get(seat).map_or("", |m| m.colour.class);
                let d = size + 10.0;
                view! { <rect class=format!("last-mark {colour}") x=Num(x - d / 2.0) y=Num(y - d / 2.0) width=Num(d) height=Num(d) rx="8" /> }
            }).collect_view())}
        </g>
    }
}
