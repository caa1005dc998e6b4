//! The Main board (RULES R1) on screen: its printed art, and as pieces the
//! Tambos built, the Ayars, the Raymi tiles, the female Ayars heading the
//! Temple rows with their Viracochas, the Temples, the Maize planted this
//! round; ghosts of what the selected choice would change; and the targets
//! of a decision played here.
use leptos::prelude::*;

use super::defs::href;
use super::frame::{art_url, BoardFrame};
use super::marks::{LastTurnMarks, Marked};
use crate::engine::{data, Ayar, MainBoard, PlayerId};
use crate::ui::state::{Automation, GameStore};
use crate::ui::table::model::TableModel;
use crate::view::art::{badge_id, female_id, piece_id, symbol_id};
use crate::view::decimal::Num;
use crate::view::geometry::Rect;
use crate::view::icons::Symbol;
use crate::view::looks::ayar as look;
use crate::view::main_board::{self as geo, seat_name, AYAR_R};
use crate::view::motion::{spots::key, Number};
use crate::view::targets::{Board, Place};
use crate::view::words;

#[component]
pub fn MainBoardView() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let targets = model.targets_on(Board::Main);
    let board = Memo::new(move |_| store.game().with(|g| g.as_ref().map(|g| g.board().clone())));
    let hit = Callback::new(move |place: Place| match place {
        Place::BuildingSlot(path, space) => Some(geo::slot_hit(path, space)),
        Place::Ayar(a) => board.with_untracked(|b| b.as_ref().map(|b| geo::ayar_hit(a, b.space(a)))),
        Place::Raymi(tile) => {
            board.with_untracked(|b| b.as_ref().map(|b| geo::raymi_hit(b.raymi[tile as usize].place as usize)))
        }
        Place::Cuzco(_) => Some(geo::cuzco_hit()),
        _ => None,
    });
    let ring = Callback::new(move |place: Place| match place {
        Place::BuildingSlot(path, space) => Some(geo::slot(path, space).grow(1.5)),
        Place::Ayar(a) => board.with_untracked(|b| {
            b.as_ref().map(|b| {
                let (x, y) = geo::space(a, b.space(a));
                Rect::centred(x, y, 2.0 * AYAR_R + 8.0, 2.0 * AYAR_R + 8.0)
            })
        }),
        Place::Raymi(tile) => board
            .with_untracked(|b| b.as_ref().map(|b| geo::raymi_rect(b.raymi[tile as usize].place as usize).grow(3.0))),
        Place::Cuzco(_) => Some(geo::cuzco()),
        _ => None,
    });
    view! {
        <BoardFrame
            size=geo::size()
            art=art_url("main", geo::art)
            class="main-board"
            label=geo::label()
            targets
            hit
            ring
            describe=geo::describe
        >
            <LastTurnMarks board=Marked::Main />
            <Tambos board />
            <RaymiTiles board />
            <Ayars board />
            <TempleRows board />
            <Terrace />
            <Ghosts board />
        </BoardFrame>
    }
}

/// A `<use>` of symbol `id`, `size` units across, centred on (x, y);
/// `key` is its `data-piece` (motion finds it by it).
pub fn piece(
    id: String,
    x: f64,
    y: f64,
    size: f64,
    class: &'static str,
    label: String,
    key: Option<String>,
) -> impl IntoView {
    view! {
        <use_ href=href(&id) class=class x=Num(x - size / 2.0) y=Num(y - size / 2.0) width=Num(size) height=Num(size) role="img" aria-label=label data-piece=key />
    }
}

/// The Tambos built on the paths, in their owners' colours and marks.
#[component]
fn Tambos(board: Memo<Option<MainBoard>>) -> impl IntoView {
    let model = expect_context::<TableModel>();
    let built = Memo::new(move |_| {
        board.with(|b| b.as_ref().map(|b| b.slots).map(|slots| built_tambos(&slots)).unwrap_or_default())
    });
    view! {
        <g class="tambos">
            {move || model.marks.with(|marks| built.get().into_iter().map(|(path, space, owner)| {
                let name = seat_name(marks, owner);
                let (x, y) = geo::slot_tambo(path, space);
                let label = geo::tambo_label(&name, path, space);
                piece(piece_id(Symbol::Tambo, owner), x, y, geo::TAMBO, "tambo", label, Some(key::tambo(path, space)))
            }).collect_view())}
        </g>
    }
}

type Slots = [[Option<PlayerId>; data::PATH_SLOTS]; 4];

fn built_tambos(slots: &Slots) -> Vec<(Ayar, u8, PlayerId)> {
    Ayar::ALL
        .into_iter()
        .flat_map(|a| (0..=data::CUZCO).filter_map(move |s| slots[a.index()][s as usize].map(|o| (a, s, o))))
        .collect()
}

/// The four male Ayars on their paths; a retired one stays where he
/// stopped, greyed, with a dashed ring. They glide when they move.
#[component]
fn Ayars(board: Memo<Option<MainBoard>>) -> impl IntoView {
    let state = Memo::new(move |_| board.with(|b| b.as_ref().map(|b| (b.ayar_space, b.retired))));
    Ayar::ALL
        .into_iter()
        .map(|ayar| {
            let i = ayar.index();
            let at = move || state.get().map(|(space, retired)| (space[i], retired[i]));
            let transform = move || {
                let (space, _) = at().unwrap_or((0, false));
                let (x, y) = geo::space(ayar, space);
                format!("translate({:.1}px, {:.1}px)", Num(x), Num(y))
            };
            let label = move || match at() {
                Some((space, retired)) => geo::ayar_label(ayar, space, retired),
                None => ayar.name().to_string(),
            };
            view! {
                <g class=format!("ayar-token {}", look(ayar).class) class:retired=move || at().is_some_and(|(_, r)| r)
                    style:transform=transform data-piece=key::ayar(ayar) role="img" aria-label=label>
                    <use_ href=href(&badge_id(i)) x=Num(-AYAR_R) y=Num(-AYAR_R) width=Num(2.0 * AYAR_R) height=Num(2.0 * AYAR_R) />
                </g>
            }
        })
        .collect_view()
}

/// The Raymi tiles still on the board (R1.4): the activity, the visible
/// Suns the side up needs for a Llama, and the badges of its two Ayars
/// (faded once that Ayar has passed it).
#[component]
fn RaymiTiles(board: Memo<Option<MainBoard>>) -> impl IntoView {
    let tiles = Memo::new(move |_| board.with(|b| b.as_ref().map(|b| b.raymi.clone()).unwrap_or_default()));
    view! {
        <g class="raymi-tiles">
            {move || {
                tiles
                    .get()
                    .into_iter()
                    .enumerate()
                    .filter(|(_, t)| t.on_board())
                    .map(|(i, t)| {
                        let r = geo::raymi_rect(t.place as usize);
                        let (_, cy) = r.centre();
                        let label = geo::raymi_label(&t);
                        // Each linked Ayar's own badge, as on his path, side by side.
                        let links = t.ayars().into_iter().zip(t.done).enumerate().map(|(k, (ayar, done))| {
                            let x = r.right() - 47.0 + 23.0 * k as f64;
                            view! { <use_ href=href(&badge_id(ayar.index())) class="raymi-link" class:done=done x=Num(x) y=Num(cy - 11.0) width="22" height="22" /> }
                        }).collect_view();
                        view! {
                            <g class="raymi-tile" class:reversed=t.reversed data-raymi=i data-piece=key::raymi(i as u8) role="img" aria-label=label>
                                <rect class="raymi-face" x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) rx="7" />
                                <use_ href=href(symbol_id(Symbol::activity(t.activity))) x=Num(r.x + 3.0) y=Num(cy - 12.0) width="24" height="24" />
                                <text class="raymi-threshold" x=Num(r.x + 36.0) y=Num(cy)>{t.threshold()}</text>
                                {links}
                            </g>
                        }
                    })
                    .collect_view()
            }}
        </g>
    }
}

/// The female Ayars at the heads of the Temple rows (with the Viracocha
/// beside each until harvested) and the Temples placed.
#[component]
fn TempleRows(board: Memo<Option<MainBoard>>) -> impl IntoView {
    let model = expect_context::<TableModel>();
    let rows = Memo::new(move |_| {
        board.with(|b| b.as_ref().map(|b| (b.female_row, b.viracocha_beside, b.temple_rows.clone())))
    });
    view! {
        <g class="temple-rows">
            {move || {
                let (female_row, beside, temples) = rows.get()?;
                let marks = model.marks.get();
                let heads = Ayar::ALL.into_iter().map(|ayar| {
                    let row = female_row[ayar.index()] as usize;
                    let geo::FemaleHead { badge: (bx, by), name: (nx, ny), viracocha: (vx, vy) } = geo::female_head(row);
                    let label = geo::female_head_label(ayar, row, beside[ayar.index()]);
                    view! {
                        <g class=format!("female-head {}", look(ayar).class) aria-label=label>
                            <use_ href=href(&female_id(ayar.index())) x=Num(bx - 13.0) y=Num(by - 13.0) width="26" height="26" />
                            <text class="female-name" x=Num(nx) y=Num(ny) textLength=Num(geo::name_width(ayar.partner_name()))
                                lengthAdjust="spacingAndGlyphs">{ayar.partner_name()}</text>
                            {beside[ayar.index()].then(|| view! {
                                <use_ href=href(symbol_id(Symbol::Viracocha)) x=Num(vx - 13.0) y=Num(vy - 13.0) width="26" height="26" />
                            })}
                        </g>
                    }
                }).collect_view();
                let placed = temples.iter().enumerate().flat_map(|(row, list)| {
                    let count = list.len();
                    list.iter().enumerate().map(move |(i, t)| (row, i, count, *t))
                }).map(|(row, i, count, t)| {
                    let (x, y) = geo::temple_at(row, i, count);
                    let label = geo::temple_label(&seat_name(&marks, t.owner), t.activity, row, i);
                    view! {
                        <g class="temple" role="img" aria-label=label data-piece=key::temple(row as u8, i)>
                            <use_ href=href(&piece_id(Symbol::Temple, t.owner)) x=Num(x - 15.0) y=Num(y - 14.0) width="26" height="26" />
                            <use_ href=href(symbol_id(Symbol::activity(t.activity))) x=Num(x + 5.0) y=Num(y - 14.0) width="14" height="14" />
                        </g>
                    }
                }).collect_view();
                Some(view! { {heads} {placed} })
            }}
        </g>
    }
}

/// The terrace: the Maize each seat planted this round (the Harvest goes
/// to the most, R8).
#[component]
fn Terrace() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let playback = expect_context::<Automation>().playback();
    let planted =
        Memo::new(move |_| store.game().with(|g| g.as_ref().map(|g| g.planted().to_vec()).unwrap_or_default()));
    // The counts after the selected choice, only when it plants any.
    let will = Memo::new(move |_| {
        model.ahead.with(|a| a.as_ref().map(|a| a.planted.clone())).filter(|w| planted.with(|now| w != now))
    });
    let seats = Memo::new(move |_| planted.with(Vec::len));
    view! {
        <g class="terrace-rows">
            // One row per seat; its count and growth are reactive. Another
            // game loaded on the table (other seats or names) redraws them.
            {move || { let n = seats.get(); model.marks.with(|marks| (0..n).map(|p| {
                let name = seat_name(marks, p);
                let row = geo::terrace_row(p, n);
                let (_, y) = row.centre();
                // Held at the old count while Maize is on its way, or until
                // the Night's Harvest clears the row.
                let count = move || {
                    playback.shown(p, Number::Planted).unwrap_or_else(|| planted.with(|now| now.get(p).map_or(0, |&n| n.into())))
                };
                let after = move || will.with(|w| w.as_ref().and_then(|w| w.get(p).map(|&n| u32::from(n)))).unwrap_or_else(count);
                let short = words::clip(&name, geo::TERRACE_NAME_CHARS);
                let short_width = geo::name_width(&short);
                let label = move || geo::terrace_label(&name, count());
                view! {
                    <g class="terrace-row" class:growing={move || after() > count()} aria-label=label>
                        <use_ href=href(&piece_id(Symbol::Tambo, p)) x=Num(row.x + 2.0) y=Num(y - 11.0) width="22" height="22" />
                        <text class="terrace-name" x=Num(row.x + geo::TERRACE_NAME_X) y=Num(y) textLength=Num(short_width)
                            lengthAdjust="spacingAndGlyphs">{short}</text>
                        <use_ href=href(symbol_id(Symbol::Maize)) x=Num(row.right() - geo::TERRACE_MAIZE_X) y=Num(y - 11.0) width="22" height="22" />
                        <text class="terrace-count" x=Num(row.right() - 6.0) y=Num(y)>
                            {move || if after() > count() { format!("{} → {}", count(), after()) } else { count().to_string() }}
                        </text>
                    </g>
                }
            }).collect_view()) }}
        </g>
    }
}

/// What the selected choice would change here: an Ayar's way and new
/// space, a Tambo about to be built, a Temple about to be placed.
#[component]
fn Ghosts(board: Memo<Option<MainBoard>>) -> impl IntoView {
    let model = expect_context::<TableModel>();
    let after = Memo::new(move |_| model.ahead.with(|a| a.as_ref().map(|a| a.board.clone())));
    view! {
        <g class="ghosts" aria-hidden="true">
            {move || {
                let (now, next) = (board.get()?, after.get()?);
                let moves = Ayar::ALL.into_iter().filter(|&a| next.space(a) != now.space(a)).map(|ayar| {
                    let (x0, y0) = geo::space(ayar, now.space(ayar));
                    let (x1, y1) = geo::space(ayar, next.space(ayar));
                    view! {
                        <g class=format!("ghost-move {}", look(ayar).class)>
                            <path class="ghost-path" d=format!("M{:.1} {:.1}L{:.1} {:.1}", Num(x0), Num(y0), Num(x1), Num(y1)) />
                            <use_ class="ghost" href=href(&badge_id(ayar.index())) x=Num(x1 - AYAR_R) y=Num(y1 - AYAR_R) width=Num(2.0 * AYAR_R) height=Num(2.0 * AYAR_R) />
                        </g>
                    }
                }).collect_view();
                let built = built_tambos(&next.slots).into_iter().filter(|&(a, s, _)| now.slots[a.index()][s as usize].is_none()).map(|(a, s, owner)| {
                    let (x, y) = geo::slot_tambo(a, s);
                    piece(piece_id(Symbol::Tambo, owner), x, y, geo::TAMBO, "ghost", String::new(), None)
                }).collect_view();
                let temples = next.temple_rows.iter().enumerate().flat_map(|(row, list)| {
                    let from = now.temple_rows[row].len();
                    let count = list.len();
                    list.iter().enumerate().skip(from).map(move |(i, t)| (row, i, count, *t))
                }).map(|(row, i, count, t)| {
                    let (x, y) = geo::temple_at(row, i, count);
                    piece(piece_id(Symbol::Temple, t.owner), x - 2.0, y - 1.0, 26.0, "ghost", String::new(), None)
                }).collect_view();
                Some(view! { {moves} {built} {temples} })
            }}
        </g>
    }
}
