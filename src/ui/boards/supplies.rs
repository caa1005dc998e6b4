//! The shared supplies on screen: the Pottery market's Pots (R6.1) and the
//! Textile stacks' tops (R6.2). Pots are picked one by one into a set (a
//! picked Pot tapped again, or Confirm, takes it; its ✕ puts it back); a
//! stack is a target when a power lets the player choose between stacks.
use leptos::prelude::*;

use super::frame::{art_url, on_press, BoardFrame};
use crate::engine::{Pot, Textile};
use crate::ui::state::{Choice, GameStore};
use crate::ui::table::model::TableModel;
use crate::view::art::symbol_id;
use crate::view::decimal::Num;
use crate::view::icons::{pot_in_market, pot_look, stack_left, supplies_label, textile_name, Symbol, POT_OUTLINE};
use crate::view::market as geo;
use crate::view::motion::spots::key;
use crate::view::targets::{put_back_pot, Board, Place};

#[component]
pub fn SuppliesView() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let targets = model.targets_on(Board::Supplies);
    let market = Memo::new(move |_| store.game().with(|g| g.as_ref().map(|g| g.market().slots).unwrap_or_default()));
    let stacks = Memo::new(move |_| store.game().with(|g| g.as_ref().map(|g| g.stack_tops())));
    let choice = expect_context::<Choice>();
    let picked = Memo::new(move |_| choice.get().pots);
    let crosses = view! { <g class="put-backs">{move || picked.get().slots().map(|i| put_back_view(i, choice)).collect_view()}</g> };
    let hit = Callback::new(|place: Place| match place {
        Place::MarketSlot(i) => Some(geo::market_slot(i)),
        Place::Stack(s) => Some(geo::stack(s as usize)),
        _ => None,
    });
    view! {
        <BoardFrame size=geo::size() art=art_url("supplies", geo::art) class="supplies-board"
            label=supplies_label() targets hit ring=hit
            describe=|_, _| None over=crosses.into_any()>
            <g class="pots">
                {move || market.get().into_iter().enumerate().filter_map(|(i, pot)| pot.map(|pot| {
                    let (x, y) = geo::pot(i);
                    pot_view(pot, x, y, 58.0, pot_in_market(pot, i), Some(key::pot(i as u8)))
                })).collect_view()}
            </g>
            <g class="stacks">
                {move || stacks.get().map(|tops| tops.into_iter().enumerate().map(|(s, (top, left))| {
                    let r = geo::stack(s);
                    let (x, y) = geo::stack_top(s);
                    view! {
                        {top.map(|t| view! { <g data-piece=key::stack(s as u8)>{textile_view(t, x, y, 92.0)}</g> })}
                        <text class="stack-left" x=Num(r.x + r.w / 2.0) y=Num(r.y + 78.0)>{stack_left(left)}</text>
                    }
                }).collect_view())}
            </g>
        </BoardFrame>
    }
}

/// The ✕ on a picked Pot's corner: a tap puts that Pot back.
fn put_back_view(i: usize, choice: Choice) -> impl IntoView {
    let r = geo::put_back(i);
    let (x, y) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
    view! {
        <g class="put-back" role="button" tabindex="0" data-put-back=i aria-label=put_back_pot(i)
            on:click=move |_| choice.put_back(i) on:keydown=move |ev| on_press(ev, || choice.put_back(i))>
            <rect class="hit" x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) />
            <circle cx=Num(x) cy=Num(y) r="13" />
            <path d=format!("M{} {}l10 10m0 -10l-10 10", Num(x - 5.0), Num(y - 5.0)) />
        </g>
    }
}

/// A Pot: an aríbalo in its colour with its pattern, and a small Viracocha
/// face when it shows one.
pub fn pot_view(pot: Pot, x: f64, y: f64, size: f64, label: String, key: Option<String>) -> impl IntoView {
    let look = pot_look(pot.colour);
    view! {
        <g class="pot" transform=format!("translate({:.1} {:.1}) scale({:.3})", Num(x), Num(y), Num(size / 24.0)) role="img" aria-label=label data-piece=key>
            <path fill=look.fill stroke="#3d2a1d" stroke-width="1"
                d=POT_OUTLINE />
            <path d=look.pattern stroke=look.ink stroke-width="1.5" stroke-linecap="round" fill="none" />
            {pot.viracocha.then(|| view! {
                <use_ href=format!("#{}", symbol_id(Symbol::Viracocha)) x="2" y="-14" width="11" height="11" />
            })}
        </g>
    }
}

/// A Textile lying flat, `size` wide, a half-Sun on each end that prints one.
pub fn textile_view(t: Textile, x: f64, y: f64, size: f64) -> impl IntoView {
    view! {
        <g class="textile" transform=format!("translate({:.1} {:.1}) scale({:.3})", Num(x), Num(y), Num(size / 48.0)) role="img" aria-label=textile_name(t)>
            <rect x="-23" y="-11" width="46" height="22" rx="2" fill="#f6e7c8" stroke="#3d2a1d" stroke-width="1.2" />
            <path d="M-23 -6.5h46M-23 6.5h46" stroke="#b0283f" stroke-width="2.2" />
            <path d="M-12 0l4-4 4 4-4 4zM4 0l4-4 4 4-4 4z" fill="none" stroke="#5b4aa0" stroke-width="1.4" />
            {t.end_a_sun().then(|| view! { <path class="half-sun" d="M-23 -7.2A7.2 7.2 0 0 1 -23 7.2z" /> })}
            {t.end_b_sun().then(|| view! { <path class="half-sun" d="M23 -7.2A7.2 7.2 0 0 0 23 7.2z" /> })}
        </g>
    }
}
