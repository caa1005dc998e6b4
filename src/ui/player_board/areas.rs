//! The activity areas of a player board (R3.9, R6): pottery shelf, maize
//! row with its revealed values, Boat and Islands; and the Temples left and
//! the Inti dial. Each area shows the activity's visible Suns and Moon
//! value as the engine computes them.
use leptos::prelude::*;

use super::marks;
use crate::engine::data;
use crate::engine::{Activity, PlayerState, Pot};
use crate::ui::icons::PotIcon;
use crate::ui::turn::words;

/// "☀ 3 · ☾ 8": an activity's visible Suns and Moon value.
#[component]
pub fn SunMoon(player: Memo<Option<PlayerState>>, activity: Activity) -> impl IntoView {
    let values =
        move || player.with(|p| p.as_ref().map_or((0, 0), |p| (p.visible_suns(activity), p.moon_value(activity))));
    view! {
        <span class="sun-moon" aria-label=move || {
            let (s, m) = values();
            format!("{}: {s} visible Suns, Moon value {m}", activity.name())
        }>
            <span class="sun-val" aria-hidden="true">"☀ "{move || values().0}</span>
            <span class="moon-val" aria-hidden="true">"☾ "{move || values().1}</span>
        </span>
    }
}

/// A titled area card with the activity's values.
#[component]
pub fn AreaCard(player: Memo<Option<PlayerState>>, activity: Activity, children: Children) -> impl IntoView {
    view! {
        <div class=format!("area area-{}", activity.index())>
            <div class="area-head">
                <svg class="icon" viewBox="-12 -12 24 24" aria-hidden="true">{marks::activity(activity, 0.0, 0.0, 20.0)}</svg>
                <span class="area-name">{words::activity_short(activity)}</span>
                <SunMoon player activity />
            </div>
            {children()}
        </div>
    }
}

/// R6.1: Pots owned, by colour.
#[component]
pub fn Shelf(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let columns = (0..data::POT_COLOURS)
        .map(|c| {
            let count = move || player.with(|p| p.as_ref().map_or(0, |p| p.pots[c]));
            let name = words::pot_colour(c as u8);
            let x = 17.0 + c as f64 * 30.0;
            let pot = Pot { colour: c as u8, viracocha: false };
            view! {
                <g class="pot-col" class:owned={move || count() > 0} aria-label=move || format!("{name} Pots: {}", count())>
                    <PotIcon pot x y=17.0 size=26.0 />
                    <text class="pot-count" x=x y="46">{move || format!("×{}", count())}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="shelf" viewBox="0 0 184 54" role="group" aria-label="Pottery shelf">{columns}</svg>
    }
}

/// R6.3: twelve Maize spaces in four boxes; the leftmost cubes leave first
/// and reveal a Sun (even spaces) or a Moon value (odd spaces).
#[component]
pub fn MaizeRow(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let planted = move || player.with(|p| p.as_ref().map_or(0, |p| p.maize_planted()));
    let spaces = (1..=data::MAIZE)
        .map(|space| {
            let x = 4.0 + (space - 1) as f64 * 19.0 + ((space - 1) / 3) as f64 * 4.0;
            let revealed = move || planted() >= space;
            let printed = if space % 2 == 0 { None } else { Some(data::TERRACE_MOON[(space as usize - 1) / 2]) };
            view! {
                <g class="maize-space" class:revealed=revealed>
                    <rect class="space-bg" x=x y="14" width="17" height="22" rx="3" />
                    {match printed {
                        None => marks::sun(x + 8.5, 25.0, 12.0).into_any(),
                        Some(v) => view! { <text class="maize-moon" x=x + 8.5 y="26">{v}</text> }.into_any(),
                    }}
                    <Show when=move || !revealed()>
                        <rect class="cube" x=x + 1.5 y="16.5" width="14" height="17" rx="2" />
                    </Show>
                </g>
            }
        })
        .collect_view();
    let boxes = (0..4)
        .map(|b| {
            let x = 2.0 + b as f64 * (3.0 * 19.0 + 4.0);
            let viracocha = data::VIRACOCHA_BOX_LAST_SPACES.contains(&((b + 1) * 3));
            view! {
                <g class="maize-box">
                    <rect x=x y="12" width=3.0 * 19.0 + 2.0 height="26" rx="4" />
                    {viracocha.then(|| marks::viracocha(x + 3.0 * 19.0 / 2.0 + 1.0, 6.0, 11.0))}
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="maize-row" viewBox="0 0 250 40" role="group"
            aria-label=move || format!("Maize row: {} of 12 planted", planted())>
            {boxes}
            {spaces}
        </svg>
    }
}

/// R6.4: the Boat's space and the four Islands (on the board with the Suns
/// under them, or placed on a yellow space of the Lake).
#[component]
pub fn ReedArea(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let boat = move || player.with(|p| p.as_ref().map_or(0, |p| p.boat));
    let track = (1..=data::BOAT_END)
        .map(|space| {
            let section = data::boat_section(space);
            let x = 4.0 + (space - 1) as f64 * 17.0 + section as f64 * 3.0;
            view! {
                <g class=format!("boat-space sec{section}") class:here=move || boat() == space>
                    <rect x=x y="2" width="15" height="18" rx="3" />
                    <text x=x + 7.5 y="12">{data::BOAT_NUMBERS[space as usize]}</text>
                </g>
            }
        })
        .collect_view();
    let islands = (0..4usize)
        .map(|s| {
            let at = move || player.with(|p| p.as_ref().and_then(|p| p.islands[s]));
            let x = 8.0 + s as f64 * 62.0;
            view! {
                <g class="island" class:placed=move || at().is_some()
                    aria-label=move || match at() {
                        Some(y) => format!("Section {} Island on yellow space {y}", s + 1),
                        None => format!("Section {} Island still on the board ({} Suns under it)", s + 1, data::ISLAND_SUNS[s]),
                    }>
                    <rect x=x y="26" width="56" height="24" rx="12" />
                    {move || match at() {
                        Some(y) => view! { <text x=x + 28.0 y="39">{format!("S{} → {y}", s + 1)}</text> }.into_any(),
                        None => view! { <text x=x + 28.0 y="39">{format!("S{} ☀{}", s + 1, data::ISLAND_SUNS[s])}</text> }.into_any(),
                    }}
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="reed-area" viewBox="0 0 256 52" role="group"
            aria-label=move || format!("Boat on space {} of {}", boat(), data::BOAT_END)>
            {track}
            {islands}
        </svg>
    }
}

/// R3.7: the Temples not yet placed, one of each activity.
#[component]
pub fn TemplesLeft(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let temples = Activity::ALL
        .into_iter()
        .map(|a| {
            let left = move || player.with(|p| p.as_ref().is_some_and(|p| p.temples_left[a.index()]));
            let x = 14.0 + a.index() as f64 * 34.0;
            view! {
                <g class="temple-left" class:placed=move || !left()
                    aria-label=move || format!("{} Temple {}", a.name(), if left() { "in hand" } else { "placed" })>
                    {marks::temple(x, 14.0, 24.0)}
                    {marks::activity(a, x, 36.0, 12.0)}
                </g>
            }
        })
        .collect_view();
    view! { <svg class="temples-left" viewBox="0 0 140 46" role="group" aria-label="Temples left">{temples}</svg> }
}

/// R3.8: the Inti dial, 0 to 60.
#[component]
pub fn IntiDial(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let inti = move || player.with(|p| p.as_ref().map_or(0, |p| p.inti));
    let arc = move || {
        let f = inti() as f64 / data::INTI_MAX as f64;
        let angle = f * std::f64::consts::TAU * 0.999;
        let (x, y) = (20.0 * angle.sin(), -20.0 * angle.cos());
        format!("M0 -20 A20 20 0 {} 1 {x:.2} {y:.2}", if f > 0.5 { 1 } else { 0 })
    };
    view! {
        <svg class="inti-dial" viewBox="-26 -26 52 52" role="img"
            aria-label=move || format!("Inti dial: {} of {}", inti(), data::INTI_MAX)>
            <circle class="dial-bg" r="20" />
            <path class="dial-arc" d=arc />
            <text class="dial-value" y="2">{inti}</text>
        </svg>
    }
}
