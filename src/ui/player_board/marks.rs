//! The marks the player boards draw, as `<g>`s centred on (x, y) and
//! `size` units across: the shared symbols of `ui::icons` (each with its
//! tooltip), and the Step markers, laid or standing, with their Ayar glyph.
use leptos::prelude::*;

use crate::engine::{Activity, Marker};
use crate::ui::ayars::AYARS;
use crate::ui::icons::{ActivityIcon, LlamaIcon, MoonIcon, SunIcon, TempleIcon, ViracochaIcon};

fn at(x: f64, y: f64, size: f64) -> String {
    format!("translate({x:.1} {y:.1}) scale({:.3})", size / 20.0)
}

pub fn sun(x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <SunIcon x y size /> }
}

pub fn moon(x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <MoonIcon x y size /> }
}

pub fn llama(x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <LlamaIcon x y size /> }
}

pub fn viracocha(x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <ViracochaIcon x y size /> }
}

pub fn temple(x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <TempleIcon x y size /> }
}

pub fn activity(a: Activity, x: f64, y: f64, size: f64) -> impl IntoView {
    view! { <ActivityIcon activity=a x y size /> }
}

/// A Step marker: a coloured token with its Ayar's glyph (gold: a ring).
/// Standing markers are drawn tall, laid ones flat.
pub fn step_marker(m: Marker, x: f64, y: f64, size: f64, standing: bool) -> impl IntoView {
    let class = match m.ayar() {
        Some(a) => format!("marker-token {}", AYARS[a.index()].class),
        None => "marker-token gold".to_string(),
    };
    let glyph =
        m.ayar().map(|a| AYARS[a.index()].glyph).unwrap_or("M0 -8 A8 8 0 1 0 0.01 -8Z M0 -4 A4 4 0 1 1 -0.01 -4Z");
    let (w, h) = if standing { (14.0, 22.0) } else { (22.0, 14.0) };
    let title = format!(
        "{} Step marker, {}",
        m.ayar().map_or("Gold", |a| AYARS[a.index()].name),
        if standing { "standing" } else { "laid" }
    );
    view! {
        <g class=class transform=at(x, y, size) data-standing=standing.to_string()>
            <title>{title}</title>
            <rect x=-w / 2.0 y=-h / 2.0 width=w height=h rx="3" />
            <path d=glyph transform="scale(0.55)" fill-rule="evenodd" />
        </g>
    }
}
