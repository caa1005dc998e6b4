//! The game end (R9): each player's Sun and Moon by source, the Llama
//! split, the final score and the winner, with a chart of Sun and Moon per
//! round. The numbers are the engine's `final_scores`; the page also holds
//! them (and the save) as JSON for anyone who wants to check.
use leptos::prelude::*;

use super::chart::RoundChart;
use crate::engine::{short_sort, Event, FinalScore, Game, PlayerState, ScoreTrack};
use crate::ui::state::GameStore;
use crate::view::words;

fn place_name(place: usize) -> &'static str {
    match place {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

/// The Sun added at each Dawn (the Inti dial then), from the per-round sheet.
fn dawns(p: &PlayerState) -> Vec<u32> {
    let mut prev = 0;
    p.score
        .after_round
        .iter()
        .map(|&(sun, _)| {
            let d = sun - prev;
            prev = sun;
            d
        })
        .collect()
}

#[component]
fn ResultCard(game: Game, result: FinalScore) -> impl IntoView {
    let p = game.players()[result.player].clone();
    let name = words::player_name(&game, result.player);
    let class = expect_context::<GameStore>()
        .looks()
        .with_untracked(|s| s.get(result.player).map(|l| l.colour().class).unwrap_or(""));
    let sheet = &p.score;
    let gained = sheet.inti_raymi + sheet.inti_cuzco + sheet.inti_sun_bonus + sheet.inti_solo;
    let start = (p.inti as u32).saturating_sub(gained);
    let dawn_list = dawns(&p).iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
    let llama_line = words::llama_line(&p, &result);
    let lower = ScoreTrack::lower_of(result.sun, result.moon);
    let (sun_low, moon_low) = (lower == Some(ScoreTrack::Sun), lower == Some(ScoreTrack::Moon));
    let mark = if p.is_ayllu() { "A".to_string() } else { (result.player + 1).to_string() };
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
            aria-label=format!("{name}: {} place, final score {}", place_name(result.place), result.score)
        >
            <header>
                <span class="place">{place_name(result.place)}</span>
                <span class="seat-chip" aria-hidden="true">{mark}</span>
                <h3>{name.clone()}</h3>
                <span class="final">"Final score "<b class="final-score">{result.score}</b></span>
            </header>
            <dl class="breakdown">
                <dt class:lower=sun_low>"☀ Sun "{sun_low.then_some("▼")}</dt>
                <dd>
                    <b class="final-sun">{result.sun}</b>
                    {format!(" = {} + {} from Llamas", p.sun, result.llama_to_sun)}
                    <br />
                    {format!("Inti added at each Dawn: {dawn_list}")}
                    <br />
                    {format!(
                        "Inti gained from Raymi {}, Cuzco {}, Sun bonuses {}{}{}",
                        sheet.inti_raymi,
                        sheet.inti_cuzco,
                        sheet.inti_sun_bonus,
                        if sheet.inti_solo > 0 { format!(", Ayllu bonuses and Dawn marks {}", sheet.inti_solo) } else { String::new() },
                        if start > 0 { format!(", starting dial {start}") } else { String::new() },
                    )}
                </dd>
                <dt class:lower=moon_low>"☾ Moon "{moon_low.then_some("▼")}</dt>
                <dd>
                    <b class="final-moon">{result.moon}</b>
                    {format!(" = {} + {} from Llamas", p.moon, result.llama_to_moon)}
                    <br />
                    {format!(
                        "Temples {}, two-Viracocha bonus {}, Step markers {}",
                        sheet.moon_temples, sheet.moon_viracocha_bonus, sheet.moon_step_markers
                    )}
                </dd>
                <dt>"Llamas"</dt>
                <dd>{llama_line}</dd>
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
    let last_night: Vec<String> = store.log().with_untracked(|log| {
        let from = log.iter().rposition(|e| matches!(e.event, Event::NightStarted { .. })).unwrap_or(log.len());
        log[from..].iter().filter_map(|e| words::event(&game, &e.event)).collect()
    });
    short_sort::sort_by_key(&mut finals, |f| (f.place, f.player));
    // Three or four result cards take two rows in portrait (style/main.css).
    let class = format!("game-end table-body seats-{}", finals.len());
    let cards = finals.into_iter().map(|result| view! { <ResultCard game=game.clone() result /> }).collect_view();
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
                    <h2 id="end-heading">"Game over"</h2>
                    <p class="winner">{headline}</p>
                    <p class="small">"The score is the lower of Sun and Moon, once the Llamas raise the lower one."</p>
                    <div class="end-actions">
                        <button type="button" class="button secondary" on:click=download>"Download save"</button>
                        <button type="button" class="button primary" on:click=move |_| on_new_game()>"New game"</button>
                    </div>
                </div>
                <div class="results">{cards}</div>
            </div>
            <div class="end-side">
                <RoundChart game=game.clone() />
                <section class="panel last-night" aria-labelledby="last-night-heading">
                    <h3 id="last-night-heading">"The last Night"</h3>
                    <ol>{last_night.iter().map(|t| view! { <li>{t.clone()}</li> }).collect_view()}</ol>
                </section>
            </div>
            <script type="application/json" id="final-result">{json}</script>
            <script type="application/json" id="save-json">{save}</script>
        </main>
    }
    .into_any()
}
