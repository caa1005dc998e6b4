//! The four paths (R1.1-R1.3, R1.5): cities, lanes with their movement
//! spaces and building slots, the Tambos built, the Ayars, the legal
//! building slots and the preview of a selected action.

use leptos::prelude::*;

use super::geometry::{Orientation, AYAR_R, LAST_SPACE, SPACE_R};
use super::pieces::{board_memo, ctx, legal_memo, look, preview_memo, seats_memo, AyarBadge};
use crate::engine::{data, Action, Ayar};
use crate::ui::icons::{seat_of, ActivityIcon, SeatPiece, SunIcon, Symbol};
use crate::ui::target::Target;

/// Tiwanaku and Cuzco: the columns of spaces 0 and 30 across all paths.
#[component]
pub fn Cities(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let city = |space: u8, name: &'static str, class: &'static str, fill: &'static str| {
        let r = o.city_column(space);
        let (lx, ly, anchor) = o.city_label(space);
        let title = if space == 0 {
            "Tiwanaku: space 0 of every path, where the Ayars start; its building slots are the start slots"
        } else {
            "Cuzco: space 30 of every path; each Ayar reaching it triggers the Cuzco scoring once"
        };
        view! {
            <g class=format!("city {class}") data-city=name.to_lowercase()>
                <title>{title}</title>
                <rect x=r.x y=r.y width=r.w height=r.h rx="10" fill=fill />
                <text class="city-name" x=lx y=ly style:text-anchor=anchor dominant-baseline="central">
                    {name.to_uppercase()}
                </text>
            </g>
        }
    };
    let (sx, sy, _) = o.city_label(LAST_SPACE);
    let sun_x = match o {
        Orientation::Landscape => sx - 98.0,
        Orientation::Portrait => sx - 18.0,
    };
    view! {
        <path class="contours" d=o.contours() aria-hidden="true" />
        {city(0, "Tiwanaku", "tiwanaku", "url(#mb-stone)")}
        {city(LAST_SPACE, "Cuzco", "cuzco", "url(#mb-cuzco)")}
        <SunIcon size=24.0 x=sun_x y=sy title="Cuzco, city of the Sun" />
    }
}

/// The four lanes, drawn once: road, numbered spaces, building slots with
/// their activity, and each lane's header (its Ayar, retired or not).
#[component]
pub fn Lanes(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let board = board_memo(ctx());
    Ayar::ALL
        .into_iter()
        .map(|ayar| {
            let lane = ayar.index();
            let look = look(ayar);
            let band = o.lane_band(lane);
            let road = o.road_band(lane);
            let retired = move || board.with(|b| b.as_ref().is_some_and(|b| b.is_retired(ayar)));
            let spaces = (0..=LAST_SPACE)
                .map(|space| {
                    let (x, y) = o.space(lane, space);
                    let raymi = data::RAYMI_PLACES.iter().any(|&(s, _)| s == space);
                    let title = match space {
                        0 => format!("{}'s path, space 0: Tiwanaku", ayar.name()),
                        LAST_SPACE => format!("{}'s path, space {space}: Cuzco", ayar.name()),
                        _ if raymi => format!("{}'s path, space {space}: a Raymi tile's space", ayar.name()),
                        _ => format!("{}'s path, space {space}", ayar.name()),
                    };
                    view! {
                        <g
                            class="space"
                            class:milestone=space % 5 == 0
                            class:raymi-space=raymi
                            data-space=space
                        >
                            <title>{title}</title>
                            <circle cx=x cy=y r=SPACE_R />
                            <text x=x y=y>{space}</text>
                        </g>
                    }
                })
                .collect_view();
            let slots = (0..=LAST_SPACE)
                .map(|space| {
                    let tile = o.slot(lane, space);
                    let (cx, cy) = tile.centre();
                    let activity = data::slot_activity(ayar, space);
                    let title = format!("{}'s path, space {space}: building slot for {}", ayar.name(), activity.name());
                    view! {
                        <g class="slot" data-slot=space>
                            <rect class="slot-tile" x=tile.x y=tile.y width=tile.w height=tile.h rx="5" />
                            <ActivityIcon activity=activity size=31.0 x=cx y=cy title=title />
                        </g>
                    }
                })
                .collect_view();
            let (hx, hy) = o.lane_head(lane);
            // Badge, name and "retired" stacked; tighter in portrait, where
            // the header band is short.
            let (badge_dy, name_dy, tag_dy) = match o {
                Orientation::Landscape => (-9.0, 22.0, 36.0),
                Orientation::Portrait => (-13.0, 14.0, 28.0),
            };
            view! {
                <g class=format!("lane {}", look.class) class:retired=retired data-ayar=look.class>
                    <rect class="lane-band" x=band.x y=band.y width=band.w height=band.h rx="12" />
                    <rect class="road-band" x=road.x y=road.y width=road.w height=road.h rx=road.h.min(road.w) / 2.0 />
                    {spaces}
                    {slots}
                    <g class="lane-head">
                        <title>
                            {move || {
                                let state = if retired() { " (retired)" } else { "" };
                                format!("{}'s path{state}", ayar.name())
                            }}
                        </title>
                        <AyarBadge ayar=ayar r=18.0 x=hx y=hy + badge_dy />
                        <text class="lane-name" x=hx y=hy + name_dy>
                            {look.name.trim_start_matches("Ayar ")}
                        </text>
                        <text class="retired-tag" x=hx y=hy + tag_dy>"retired"</text>
                    </g>
                </g>
            }
        })
        .collect_view()
}

/// The Tambos built on the paths, in their owners' colours and marks.
#[component]
pub fn Tambos(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let ctx = ctx();
    let board = board_memo(ctx);
    let seats = seats_memo(ctx);
    let slots = Memo::new(move |_| board.with(|b| b.as_ref().map(|b| b.slots)));
    view! {
        <g class="tambos">
            {move || {
                let seats = seats.get();
                slots
                    .get()
                    .into_iter()
                    .flat_map(|slots| {
                        Ayar::ALL.into_iter().flat_map(move |ayar| {
                            (0..=LAST_SPACE).filter_map(move |space| {
                                slots[ayar.index()][space as usize].map(|owner| (ayar, space, owner))
                            })
                        })
                    })
                    .map(|(ayar, space, owner)| {
                        let seat = seat_of(&seats, owner);
                        tambo_view(o, ayar, space, &seat.name, seat.class, seat.mark.clone(), "")
                    })
                    .collect_view()
            }}
        </g>
    }
}

/// A Tambo on a building slot, with the slot's activity in its corner.
fn tambo_view(
    o: Orientation,
    ayar: Ayar,
    space: u8,
    owner: &str,
    class: &'static str,
    mark: String,
    extra: &'static str,
) -> impl IntoView {
    let tile = o.slot(ayar.index(), space);
    let (cx, cy) = tile.centre();
    let activity = data::slot_activity(ayar, space);
    let title = format!("{owner}'s Tambo on {}'s path, space {space} ({})", ayar.name(), activity.name());
    let mini = match o {
        Orientation::Landscape => (cx + 9.0, tile.y + 7.0),
        Orientation::Portrait => (tile.x + tile.w - 7.0, cy - 8.0),
    };
    view! {
        <g class=format!("tambo {extra}") data-tambo=format!("{}-{space}", look(ayar).class)>
            <SeatPiece
                symbol=Symbol::Tambo
                seat_class=class
                mark=mark
                size=36.0
                x=cx
                y=cy + 3.0
                title=title.clone()
            />
            <ActivityIcon activity=activity size=15.0 x=mini.0 y=mini.1 title=title />
        </g>
    }
}

/// The four male Ayars on their paths. A retired Ayar stays where he
/// stopped, drawn grey with a dashed ring.
#[component]
pub fn Ayars(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let board = board_memo(ctx());
    let state = Memo::new(move |_| board.with(|b| b.as_ref().map(|b| (b.ayar_space, b.retired))));
    Ayar::ALL
        .into_iter()
        .map(|ayar| {
            let i = ayar.index();
            let look = look(ayar);
            let at = move || state.get().map(|(space, retired)| (space[i], retired[i]));
            let transform = move || {
                let (space, _) = at().unwrap_or((0, false));
                let (x, y) = o.space(i, space);
                format!("translate({x:.1}px, {y:.1}px)")
            };
            view! {
                <g
                    class=format!("ayar-token {}", look.class)
                    class:retired=move || at().is_some_and(|(_, r)| r)
                    class:absent=move || at().is_none()
                    data-piece=format!("ayar-{}", look.class)
                    style:transform=transform
                >
                    <title>
                        {move || match at() {
                            Some((space, true)) => format!("{} (retired) on space {space}", ayar.name()),
                            Some((space, false)) => format!("{} on space {space}", ayar.name()),
                            None => ayar.name().to_string(),
                        }}
                    </title>
                    <circle class="token-shadow" cy="3" r=AYAR_R + 1.0 />
                    <AyarBadge ayar=ayar r=AYAR_R />
                    <circle class="retired-ring" r=AYAR_R + 3.5 />
                </g>
            }
        })
        .collect_view()
}

/// What the selected action would change on the paths: an Ayar's
/// destination (with the way there) and a Tambo about to be built.
#[component]
pub fn Preview(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let ctx = ctx();
    let board = board_memo(ctx);
    let after = preview_memo(ctx);
    let seats = seats_memo(ctx);
    view! {
        <g class="preview" aria-hidden="true">
            {move || {
                let (Some(now), Some(next)) = (board.get(), after.get()) else {
                    return ().into_any();
                };
                let seats = seats.get();
                let moves = Ayar::ALL
                    .into_iter()
                    .filter(|&a| next.space(a) != now.space(a))
                    .map(|ayar| {
                        let lane = ayar.index();
                        let (from, to) = (now.space(ayar), next.space(ayar));
                        let (x0, y0) = o.space(lane, from);
                        let (x1, y1) = o.space(lane, to);
                        let look = look(ayar);
                        view! {
                            <g class=format!("ghost-move {}", look.class)>
                                <path class="ghost-path" d=format!("M{x0:.1} {y0:.1} L{x1:.1} {y1:.1}") />
                                <g class="ghost-ayar">
                                    <AyarBadge ayar=ayar r=AYAR_R x=x1 y=y1 />
                                    <circle class="ghost-ring" cx=x1 cy=y1 r=AYAR_R + 4.0 />
                                </g>
                            </g>
                        }
                    })
                    .collect_view();
                let tambos = Ayar::ALL
                    .into_iter()
                    .flat_map(|ayar| (0..=LAST_SPACE).map(move |space| (ayar, space)))
                    .filter_map(|(ayar, space)| {
                        let (i, s) = (ayar.index(), space as usize);
                        match (now.slots[i][s], next.slots[i][s]) {
                            (None, Some(owner)) => Some((ayar, space, owner)),
                            _ => None,
                        }
                    })
                    .map(|(ayar, space, owner)| {
                        let seat = seat_of(&seats, owner);
                        tambo_view(o, ayar, space, &seat.name, seat.class, seat.mark.clone(), "ghost")
                    })
                    .collect_view();
                view! { {moves} {tambos} }.into_any()
            }}
        </g>
    }
}

/// The legal building slots (`BuildTambo`), ringed and tappable.
#[component]
pub fn BuildTargets(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let legal = legal_memo(ctx());
    // Only the building choices: redrawn when those change, not on every action.
    let targets = Memo::new(move |_| {
        legal.with(|l| {
            l.iter()
                .filter_map(|&action| match action {
                    Action::BuildTambo { path, space } => Some((action, path, space)),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <g class="targets">
            {move || {
                let targets: Vec<(Action, Ayar, u8)> = targets.get();
                // A slot whose neighbour is no target takes most of that
                // neighbour's room too: wider touch targets.
                let is_target = |path: Ayar, space: i16| targets.iter().any(|t| t.1 == path && i16::from(t.2) == space);
                let reach = |path: Ayar, space: i16| if is_target(path, space) { 0.5 } else { 0.95 };
                targets
                    .iter()
                    .map(|&(action, path, space)| {
                        let s = i16::from(space);
                        let (before, after) = (reach(path, s - 1), reach(path, s + 1));
                        let lane = path.index();
                        let ring = o.slot(lane, space).grow(2.5);
                        let activity = data::slot_activity(path, space);
                        let label = format!(
                            "Build a Tambo on {}'s path, space {space} ({})",
                            path.name(),
                            activity.name()
                        );
                        view! {
                            <Target options=vec![action] label=label.clone() hit=o.slot_hit(lane, space, before, after)>
                                <g class="target-mark">
                                    <title>{label}</title>
                                    <rect class="ring" x=ring.x y=ring.y width=ring.w height=ring.h rx="7" />
                                </g>
                            </Target>
                        }
                    })
                    .collect_view()
            }}
        </g>
    }
}
