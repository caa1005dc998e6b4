//! Forecasts players of the physical game ask for: which Ayar would retire
//! if the Night started now, the next Raymi tiles on each path with their
//! thresholds (and who would reach them), and everyone's Sun and Moon with
//! the lower one marked.
use leptos::prelude::*;

use super::words;
use crate::engine::{Ayar, ScoreTrack};
use crate::ui::ayars::AYARS;
use crate::ui::context::GameCtx;

#[component]
pub fn Forecast() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let content = move || {
        ctx.game.with(|g| {
            let g = g.as_ref()?;
            if g.is_over() {
                return None;
            }
            let retiring = g.retiring_ayar().map(|a| {
                let look = AYARS[a.index()];
                format!("{} (space {}) would retire if the Night started now.", look.name, g.board().space(a))
            });
            let paths = Ayar::ALL
                .into_iter()
                .filter(|&a| !g.board().is_retired(a))
                .map(|a| {
                    let look = AYARS[a.index()];
                    let ahead = g.raymi_ahead(a);
                    let text = match ahead.first() {
                        Some(tile) => {
                            let who: Vec<String> = tile
                                .standings
                                .iter()
                                .map(|s| {
                                    let mark = if s.llama { "✓" } else { "✗" };
                                    format!("{} {}{mark}", words::player_name(g, s.player), s.suns)
                                })
                                .collect();
                            format!(
                                "next Raymi at {}: {}, Llama at {}+ Suns ({}){}",
                                tile.space,
                                words::activity_short(tile.activity),
                                tile.threshold,
                                who.join(", "),
                                if ahead.len() > 1 { format!("; then {} more", ahead.len() - 1) } else { String::new() }
                            )
                        }
                        None => "no Raymi tile ahead".to_string(),
                    };
                    view! {
                        <li class=look.class>
                            <svg class="glyph" viewBox="-12 -12 24 24" aria-hidden="true"><path d=look.glyph /></svg>
                            <span><b>{format!("{} ({}): ", words::short_ayar(a), g.board().space(a))}</b>{text}</span>
                        </li>
                    }
                })
                .collect_view();
            let scores = g
                .players()
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let lower = p.lower_score();
                    let (sun_low, moon_low) = (lower == Some(ScoreTrack::Sun), lower == Some(ScoreTrack::Moon));
                    view! {
                        <tr>
                            <th scope="row">{words::player_name(g, i)}</th>
                            <td class:lower=sun_low>{p.sun}{sun_low.then_some(" ▼")}</td>
                            <td class:lower=moon_low>{p.moon}{moon_low.then_some(" ▼")}</td>
                            <td>{p.inti}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <p class="retire-forecast">{retiring}</p>
                <ul class="raymi-forecast">{paths}</ul>
                <table class="score-table">
                    <thead>
                        <tr><th scope="col">"Player"</th><th scope="col">"☀ Sun"</th><th scope="col">"☾ Moon"</th><th scope="col">"Inti"</th></tr>
                    </thead>
                    <tbody>{scores}</tbody>
                </table>
                <p class="small">"▼ marks the lower score: the final score is the lower of Sun and Moon."</p>
            })
        })
    };
    view! {
        <section class="panel forecast" aria-labelledby="forecast-heading">
            <h3 id="forecast-heading">"Forecast"</h3>
            {content}
        </section>
    }
}
