//! Play by link (issue 32): a friend's turn, played in their own browser.
//! The table stands aside for the game's link and its QR code; the friend
//! opens it, plays, and sends theirs back, which opened here plays on.
use leptos::prelude::*;

use crate::engine::PlayerId;
use crate::ui::saves::SharePanel;
use crate::ui::state::GameStore;
use crate::view::lang::{catalog::Arg, key, tf};
use crate::view::words;

#[component]
pub fn SendTurn(seat: PlayerId) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let class = store.looks().with_untracked(|s| s.get(seat).map(|l| l.colour().class).unwrap_or(""));
    let name = store.game().with_untracked(|g| g.as_ref().map(|g| words::player_name(g, seat)).unwrap_or_default());
    view! {
        <section class=format!("panel handover send-turn {class}") aria-labelledby="send-heading" data-send-turn=seat>
            <span class="seat-chip big" aria-hidden="true">{seat + 1}</span>
            <h2 id="send-heading">{tf(key::SEND_TURN, &[("name", Arg::Text(&name))])}</h2>
            <p class="task">{tf(key::SEND_TURN_HOW, &[("name", Arg::Text(&name))])}</p>
            <SharePanel />
        </section>
    }
}
