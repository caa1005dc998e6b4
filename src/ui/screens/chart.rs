//! A small SVG chart of each player's Sun (solid line, round dots) and
//! Moon (dashed line, square dots) after each round's Dawn.
use leptos::prelude::*;

use crate::engine::{short_sort, Game};
use crate::ui::state::GameStore;
use crate::view::decimal::Num;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::words;

// Drawn at about 0.8 CSS px per unit on a tablet, so its 16-unit text is
// at least 12 CSS px (the test of issue 13 measures it).
const W: f64 = 440.0;
const H: f64 = 230.0;
const LEFT: f64 = 58.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 12.0;
const BOTTOM: f64 = 28.0;
/// Between the plot's edges and the first and last rounds.
const INSET: f64 = 14.0;
/// The end labels' line height, so none overlaps another.
const LABEL_GAP: f64 = 18.0;

#[component]
pub fn RoundChart(game: Game) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let rounds = game.players().iter().map(|p| p.score.after_round.len()).max().unwrap_or(0).max(1);
    let max = game
        .players()
        .iter()
        .flat_map(|p| p.score.after_round.iter().flat_map(|&(s, m)| [s, m]))
        .max()
        .unwrap_or(0)
        .max(10);
    let step = if max > 100 {
        25
    } else if max > 40 {
        10
    } else {
        5
    };
    let top_value = max.div_ceil(step) * step;
    // The rounds spread over the whole plot, the first and last a dot's
    // width in from its edges (one round alone sits in the middle).
    let x = move |r: usize| match rounds {
        1 => (LEFT + W - RIGHT) / 2.0,
        n => LEFT + INSET + r as f64 * (W - LEFT - RIGHT - 2.0 * INSET) / (n - 1) as f64,
    };
    let y = move |v: u32| H - BOTTOM - v as f64 / top_value as f64 * (H - TOP - BOTTOM);

    let grid = (0..=top_value / step)
        .map(|i| {
            let v = i * step;
            view! {
                <g class="gridline">
                    <line x1=Num(LEFT) x2=Num(W - RIGHT) y1=Num(y(v)) y2=Num(y(v)) />
                    <text x=Num(LEFT - 5.0) y=Num(y(v))>{v}</text>
                </g>
            }
        })
        .collect_view();
    let axis = (0..rounds)
        .map(|r| view! { <text class="round-label" x=Num(x(r)) y=Num(H - 8.0)>{r + 1}</text> })
        .collect_view();
    // End labels, pushed apart so none overlaps another.
    let mut labels: Vec<(f64, f64, String)> = Vec::new();
    let lines = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let class = store.looks().with_untracked(|s| s.get(i).map(|l| l.colour().class).unwrap_or(""));
            let name = words::player_name(&game, i);
            let short = words::clip(&name, 9);
            let pts = |moon: bool| {
                p.score
                    .after_round
                    .iter()
                    .enumerate()
                    .map(|(r, &(s, m))| (x(r), y(if moon { m } else { s })))
                    .collect::<Vec<_>>()
            };
            let path = |v: &[(f64, f64)]| v.iter().map(|(a, b)| format!("{:.1},{:.1}", Num(*a), Num(*b))).collect::<Vec<_>>().join(" ");
            let (sun, moon) = (pts(false), pts(true));
            let last = p.score.after_round.last().copied().unwrap_or((0, 0));
            if let Some(&(sx, sy)) = sun.last() {
                labels.push((sx, sy, format!("☀ {short} {}", last.0)));
            }
            if let Some(&(mx, my)) = moon.last() {
                labels.push((mx, my, format!("☾ {short} {}", last.1)));
            }
            view! {
                <g class=format!("series {class}") role="img" aria-label=tf(key::CHART_SERIES, &[("name", Arg::Text(&name)), ("sun", Arg::Num(last.0)), ("moon", Arg::Num(last.1))])>
                    <polyline class="sun-line" points=path(&sun) />
                    <polyline class="moon-line" points=path(&moon) />
                    {sun.iter().map(|&(a, b)| view! { <circle cx=Num(a) cy=Num(b) r="4.5" /> }).collect_view()}
                    {moon.iter().map(|&(a, b)| view! { <rect x=Num(a - 4.0) y=Num(b - 4.0) width="8" height="8" /> }).collect_view()}
                </g>
            }
        })
        .collect_view();
    short_sort::sort_by(&mut labels, |a, b| a.1.total_cmp(&b.1).is_lt());
    let mut floor = f64::MIN;
    for label in &mut labels {
        label.1 = label.1.max(floor + LABEL_GAP);
        floor = label.1;
    }
    let labels = labels
        .into_iter()
        .map(|(lx, ly, text)| view! { <text class="end-label" x=Num(lx + 8.0) y=Num(ly)>{text}</text> })
        .collect_view();
    view! {
        <figure class="panel chart">
            <figcaption>{t(key::CHART_CAPTION)}</figcaption>
            <svg viewBox=format!("0 0 {} {}", Num(W), Num(H)) role="img" aria-label=t(key::CHART_LABEL)>
                {grid}
                <text class="round-label axis-name" x=Num(LEFT - 5.0) y=Num(H - 8.0)>{t(key::ROUND)}</text>
                {axis}
                {lines}
                {labels}
            </svg>
        </figure>
    }
}
