//! The game end (R9): each player's Sun and Moon by source, the Llama
//! split, the final score and the winner, with a chart of Sun and Moon per
//! round. The numbers are the engine's `final_scores`; the page also holds
//! them (and the save) as JSON for anyone who wants to check.
use leptos::prelude::*;

use super::chart::RoundChart;
use crate::engine::{short_sort, Event, ScoreTrack};
use crate::ui::state::GameStore;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::log;
use crate::view::replay::Go;
use crate::view::results::{result_card, ResultCard};
use crate::view::words;

#[component]
fn ResultCard(card: ResultCard) -> impl IntoView {
    let class = expect_context::<GameStore>()
        .looks()
        .with_untracked(|s| s.get(card.result.player).map(|l| l.colour().class).unwrap_or(""));
    let result = card.result;
    let (sun_low, moon_low) = (card.lower == Some(ScoreTrack::Sun), card.lower == Some(ScoreTrack::Moon));
    view! {
        <article
            class=format!("panel result {class}")
            class:won={result.place == 1}
            data-player=result.player
            data-place=result.place
            data-sun=result.sun
            data-moon=result.moon
            data-score=result.score
            data-llamas=result.llamas
            aria-label=tf(key::RESULT_LABEL, &[("name", Arg::Text(&card.name)), ("place", Arg::Text(&card.place)), ("score", Arg::Num(result.score))])
        >
            <header>
                <span class="place">{card.place.clone()}</span>
                <span class="seat-chip" aria-hidden="true">{card.mark}</span>
                <h3>{card.name.clone()}</h3>
                <span class="final">{t(key::FINAL_SCORE)}" "<b class="final-score">{result.score}</b></span>
            </header>
            <dl class="breakdown">
                <dt class:lower=sun_low>"☀ "{t(key::SUN)}" "{sun_low.then_some("▼")}</dt>
                <dd>
                    <b class="final-sun">{result.sun}</b>
                    {card.sun_sum}
                    <br />
                    {card.dawns}
                    <br />
                    {card.inti_sources}
                </dd>
                <dt class:lower=moon_low>"☾ "{t(key::MOON)}" "{moon_low.then_some("▼")}</dt>
                <dd>
                    <b class="final-moon">{result.moon}</b>
                    {card.moon_sum}
                    <br />
                    {card.moon_sources}
                </dd>
                <dt>{t(key::LLAMAS)}</dt>
                <dd>{card.llamas}</dd>
            </dl>
        </article>
    }
}

#[component]
pub fn GameEnd(on_new_game: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let Some(game) = store.game().get_untracked() else { return ().into_any() };
    let Some(mut finals) = game.final_scores() else { return ().into_any() };
    let json = serde_json::to_string(&finals).unwrap_or_default();
    let save = game.to_json();
    let headline = words::winner(&game, &finals);
    // The last Night, step by step, as it led to this screen.
    let events: Vec<Event> = store.log().with_untracked(|entries| entries.iter().map(|e| e.event.clone()).collect());
    let last_night = log::last_night(&game, &events);
    short_sort::sort_by_key(&mut finals, |f| (f.place, f.player));
    // Three or four result cards take two rows in portrait (style/main.css).
    let class = format!("game-end table-body seats-{}", finals.len());
    let cards = finals.iter().map(|result| view! { <ResultCard card=result_card(&game, result) /> }).collect_view();
    let download = {
        let save = save.clone();
        move |_| {
            if let Err(e) = crate::browser::files::download("ayar-game.json", &save) {
                store.report(e);
            }
        }
    };
    view! {
        <main class=class aria-labelledby="end-heading">
            <div class="end-main">
                <div class="panel end-head">
                    <h2 id="end-heading">{t(key::GAME_OVER)}</h2>
                    <p class="winner">{headline}</p>
                    <p class="small">{t(key::SCORE_RULE)}</p>
                    <div class="end-actions">
                        <button type="button" class="button secondary" on:click=download>{t(key::DOWNLOAD_SAVE)}</button>
                        <button type="button" class="button secondary" data-watch-game="" on:click=move |_| {
                            store.watch_table(Go::First)
                        }>{t(key::END_WATCH)}</button>
                        <button type="button" class="button primary" on:click=move |_| on_new_game()>{t(key::NEW_GAME)}</button>
                    </div>
                </div>
                <div class="results">{cards}</div>
            </div>
            <div class="end-side">
                <RoundChart game=game.clone() />
                <section class="panel last-night" aria-labelledby="last-night-heading">
                    <h3 id="last-night-heading">{t(key::LAST_NIGHT)}</h3>
                    // Focusable: a keyboard scrolls a long Night.
                    <ol tabindex="0" aria-labelledby="last-night-heading">{last_night.iter().map(|t| view! { <li>{t.clone()}</li> }).collect_view()}</ol>
                </section>
            </div>
            <script type="application/json" id="final-result">{json}</script>
            <script type="application/json" id="save-json">{save}</script>
        </main>
    }
    .into_any()
}
