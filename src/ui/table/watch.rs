//! The replay viewer's controls (issue 32), in a row of their own under
//! the boards while a game is watched: first, back, forward, last, a scrubber
//! marked by rounds and Nights, the hard computer's move here, play on
//! from here, close. The arrow keys, Home and End move it too.
use leptos::prelude::*;

use crate::browser::storage;
use crate::engine::Game;
use crate::ui::saves::SaveStatus;
use crate::ui::state::{Automation, GameStore, Screen, Screens};
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::replay::{go_by_key, Go, Mark};

#[component]
pub fn WatchBar() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let auto = expect_context::<Automation>();
    let screens = expect_context::<Screens>();
    let status = expect_context::<SaveStatus>();
    let watching = store.watching();
    let at = Memo::new(move |_| watching.with(|w| w.as_ref().map_or(0, |w| w.at)));
    let all = Memo::new(move |_| watching.with(|w| w.as_ref().map_or(0, |w| w.actions.len())));
    let go = move |to: Go| store.watch_go(to);
    // Not a focused scrubber's keys: it moves itself.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        let typing =
            e.target().is_some_and(|t| wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlInputElement>(&t).is_some());
        if let Some(to) = go_by_key(&e.key()).filter(|_| !typing) {
            e.prevent_default();
            go(to);
        }
    });
    on_cleanup(move || keys.remove());
    let play_on = move |_| {
        let Some(game) = store.game().get_untracked() else { return };
        let looks = store.looks().get_untracked();
        let id = storage::new_id();
        let written = storage::save(&id, &game, &looks, false);
        let from = at.get_untracked() as u32;
        store.stop_watching();
        status.created(id);
        store.notify(tf(key::WATCH_PLAYED_ON, &[("at", Arg::Num(from))]));
        leptos::task::spawn_local(async move {
            match written.await {
                Ok(()) => status.games_changed(),
                Err(e) => status.storage_failed(e),
            }
        });
    };
    let close = move |_| {
        if !store.close_watch() {
            screens.show(Screen::Start);
        }
    };
    let over = move || store.game().with(|g| g.as_ref().is_none_or(|g| g.is_over()));
    // The game on the table is itself played on from where it stands.
    let on_table = move || watching.with(|w| w.as_ref().is_some_and(|w| w.on_table));
    let no_play_on = move || over() || (on_table() && at.get() == all.get());
    let mark = move |m: &Mark| {
        let (at, night, round) = match *m {
            Mark::Round { round, at } => (at, false, round),
            Mark::Night { round, at } => (at, true, round),
        };
        let x = if all.get() == 0 { 0.0 } else { at as f64 / all.get() as f64 * 100.0 };
        let name = tf(if night { key::WATCH_NIGHT } else { key::WATCH_ROUND }, &[("round", Arg::Num(round.into()))]);
        view! {
            <span class=if night { "watch-mark night" } else { "watch-mark round" }
                style=format!("left:{}%", crate::view::decimal::Num(x)) title=name.clone()>
                {(!night).then(|| round.to_string())}
            </span>
        }
    };
    // Media player glyphs, drawn: not every tablet's font has ⏮ and ⏭.
    // A control that would not move (back at the start, forward at the end) is off.
    let button = move |to: Go, name: &'static str, label, path: &'static str| {
        let still = move || watching.with(|w| w.as_ref().is_none_or(|w| w.target(to) == w.at));
        view! {
            <button type="button" class="button secondary watch-step" data-watch=name aria-label=t(label)
                disabled=still on:click=move |_| go(to)>
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"><path d=path fill="currentColor" /></svg>
            </button>
        }
    };
    view! {
        // A named section: a landmark a screen reader jumps to.
        <section class="watch-bar" aria-label=t(key::WATCH_LABEL)
            data-busy=move || store.game().with(|g| g.as_ref().is_some_and(Game::is_paused)).to_string()>
            <div class="watch-moves">
                {button(Go::First, "first", key::WATCH_FIRST, "M3 3h3v14H3zM17 3v14L7 10z")}
                {button(Go::Back, "back", key::WATCH_BACK, "M15 3v14L5 10z")}
                <div class="watch-scrubber">
                    <input type="range" min="0" max=move || all.get().to_string() step="1"
                        prop:value=move || at.get().to_string() aria-label=t(key::WATCH_SCRUBBER)
                        aria-valuetext=move || tf(key::WATCH_MOVE, &[("at", Arg::Num(at.get() as u32)), ("all", Arg::Num(all.get() as u32))])
                        on:input=move |ev| go(Go::To(event_target_value(&ev).parse().unwrap_or(0))) />
                    <div class="watch-marks" aria-hidden="true">
                        {move || watching.with(|w| w.as_ref().map(|w| w.marks.iter().map(mark).collect_view()))}
                    </div>
                </div>
                <span class="watch-count" data-watch-at=move || at.get().to_string()>
                    {move || tf(key::WATCH_COUNT, &[("at", Arg::Num(at.get() as u32)), ("all", Arg::Num(all.get() as u32))])}
                </span>
                {button(Go::Forward, "forward", key::WATCH_FORWARD, "M5 3v14l10-7z")}
                {button(Go::Last, "last", key::WATCH_LAST, "M3 3v14l10-7zM14 3h3v14h-3z")}
            </div>
            <div class="watch-more">
                <button type="button" class="button secondary" data-watch="best" disabled=over
                    on:click=move |_| auto.ask_hint()>{t(key::WATCH_BEST)}</button>
                <button type="button" class="button secondary" data-watch="play-on" disabled=no_play_on
                    on:click=play_on>{t(key::WATCH_PLAY_ON)}</button>
                <button type="button" class="button secondary" data-watch="close" on:click=close>
                    {move || t(if on_table() { key::WATCH_BACK_TO_GAME } else { key::WATCH_CLOSE })}
                </button>
            </div>
        </section>
    }
}
