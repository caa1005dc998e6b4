//! Forecasts players of the physical game ask for: which Ayar would retire
//! if the Night started now, the next Raymi tiles on each path with their
//! thresholds (and who would reach them), and everyone's Sun and Moon with
//! the lower one marked.
use leptos::prelude::*;

use super::words;
use crate::engine::{Ayar, Game};
use crate::ui::ayars::AYARS;
use crate::ui::context::GameCtx;

/// Raymi tiles still ahead of an Ayar on its path, nearest first:
/// (space, activity, threshold on the side it would score).
fn raymi_ahead(game: &Game, ayar: Ayar) -> Vec<(u8, crate::engine::Activity, u8)> {
    let board = game.board();
    game.raymi_unscored(ayar)
        .into_iter()
        .map(|i| &board.raymi[i])
        .filter(|t| t.space() > board.space(ayar))
        .map(|t| (t.space(), t.activity, t.threshold()))
        .collect()
}

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
                    let ahead = raymi_ahead(g, a);
                    let text = match ahead.first() {
                        Some(&(space, activity, threshold)) => {
                            let who: Vec<String> = g
                                .players()
                                .iter()
                                .enumerate()
                                .map(|(i, p)| {
                                    let suns = p.visible_suns(activity);
                                    let mark = if suns >= threshold { "✓" } else { "✗" };
                                    format!("{} {suns}{mark}", words::player_name(g, i))
                                })
                                .collect();
                            format!(
                                "next Raymi at {space}: {}, Llama at {threshold}+ Suns ({}){}",
                                words::activity_short(activity),
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
                    let (sun_low, moon_low) = (p.sun < p.moon, p.moon < p.sun);
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
