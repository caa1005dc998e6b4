//! The Raymi tiles (R1.4): each between the two paths it links, at its
//! space, showing its activity, the visible Suns it needs now, which side
//! is up, and which linked Ayar has already reached it. Removed tiles are
//! gone.

use leptos::prelude::*;

use super::geometry::Orientation;
use super::pieces::{board_memo, ctx, AyarBadge};
use crate::engine::RaymiTile;
use crate::ui::icons::{ActivityIcon, SunIcon};

#[component]
pub fn RaymiTiles(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let board = board_memo(ctx());
    let tiles = Memo::new(move |_| board.with(|b| b.as_ref().map(|b| b.raymi.clone()).unwrap_or_default()));
    view! {
        <g class="raymi-tiles">
            {move || {
                tiles
                    .get()
                    .into_iter()
                    .enumerate()
                    .filter(|(_, t)| t.on_board())
                    .map(|(i, t)| tile_view(o, i, &t))
                    .collect_view()
            }}
        </g>
    }
}

fn tile_title(t: &RaymiTile) -> String {
    let [a, b] = t.ayars();
    let side = if t.reversed { "reverse side" } else { "front side" };
    let reached: Vec<&str> = t.ayars().iter().zip(t.done).filter(|(_, d)| *d).map(|(a, _)| a.name()).collect();
    let reached = if reached.is_empty() {
        String::new()
    } else {
        format!(" Already reached (or retired): {}.", reached.join(", "))
    };
    format!(
        "Raymi tile at space {} for {} and {}: {}, {side}. {} visible Suns in {} give a Llama.{reached}",
        t.space(),
        a.name(),
        b.name(),
        t.activity.name(),
        t.threshold(),
        t.activity.name(),
    )
}

fn tile_view(o: Orientation, index: usize, t: &RaymiTile) -> impl IntoView {
    let (cx, cy) = o.raymi(t.place as usize);
    let (w, h) = o.raymi_size();
    let [a, b] = t.ayars();
    let adjacent = a.index().abs_diff(b.index()) == 1;
    // Notches pointing at the linked lanes: both sides, or only towards
    // the first lane for the tile in the margin before it.
    let notches = match (o, adjacent) {
        (Orientation::Landscape, true) => format!(
            "M{l:.1} {t:.1}l7 -6 7 6zM{l:.1} {bt:.1}l7 6 7 -6z",
            l = cx - 7.0,
            t = cy - h / 2.0,
            bt = cy + h / 2.0
        ),
        (Orientation::Landscape, false) => format!("M{:.1} {:.1}l7 6 7 -6z", cx - 7.0, cy + h / 2.0),
        (Orientation::Portrait, true) => format!(
            "M{l:.1} {t:.1}l-6 7 6 7zM{r:.1} {t:.1}l6 7 -6 7z",
            l = cx - w / 2.0,
            r = cx + w / 2.0,
            t = cy - 7.0
        ),
        (Orientation::Portrait, false) => format!("M{:.1} {:.1}l6 7 -6 7z", cx + w / 2.0, cy - 7.0),
    };
    let (icon, sun, number, glyphs) = match o {
        Orientation::Landscape => {
            ((cx - 30.0, cy), (cx - 4.0, cy), (cx + 15.0, cy + 1.0), [(cx + 38.0, cy - 9.0), (cx + 38.0, cy + 9.0)])
        }
        Orientation::Portrait => (
            (cx, cy - 30.0),
            (cx - 8.0, cy + 1.0),
            (cx + 10.0, cy + 2.0),
            [(cx - 9.5, cy + 32.0), (cx + 9.5, cy + 32.0)],
        ),
    };
    let title = tile_title(t);
    let badges = [a, b]
        .into_iter()
        .zip(t.done)
        .zip(glyphs)
        .map(|((ayar, done), (gx, gy))| {
            view! {
                <g class="raymi-link" class:done=done>
                    <AyarBadge ayar=ayar r=7.8 x=gx y=gy />
                    {done.then(|| view! {
                        <path class="done-check" d=format!("M{:.1} {:.1}l3.5 3.5 6-7", gx - 5.0, gy) />
                    })}
                </g>
            }
        })
        .collect_view();
    view! {
        <g
            class="raymi-tile"
            class:reversed=t.reversed
            data-raymi=index
        >
            <title>{title}</title>
            <path class="raymi-notch" d=notches />
            <rect class="raymi-face" x=cx - w / 2.0 y=cy - h / 2.0 width=w height=h rx="7" />
            <ActivityIcon activity=t.activity size=27.0 x=icon.0 y=icon.1 title=tile_title(t) />
            <SunIcon size=17.0 x=sun.0 y=sun.1 title="visible Suns needed" />
            <text class="raymi-threshold" x=number.0 y=number.1>{t.threshold()}</text>
            {badges}
        </g>
    }
}
