//! The shared supplies: the Pottery market (R6.1: five slots, each with
//! its printed cost and its Pot) and the three Textile stacks (R6.2: the
//! top Textile face up, and how many are left).
//!
//! Taking Pots is a set choice: tapping Pots toggles them into a local
//! selection, and the "Take N Pots" button plays `TakePots` with that set
//! when the engine lists it as legal. Legal `ChooseStack` targets sit on
//! the stacks.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::engine::{data, Action, Decision, Market, Pot, PotSet, PotsRefusal, Textile};
use crate::ui::context::{action_key, GameCtx};
use crate::ui::icons::{pot_name, textile_name, PotIcon, TextileIcon};
use crate::ui::main_board::board_ctx;
use crate::ui::main_board::geometry::Rect;
use crate::ui::main_board::pieces::legal_memo;
use crate::ui::target::Target;
use crate::ui::turn::words;

const W: f64 = 452.0;
const H: f64 = 394.0;
const MARKET_TOP: f64 = 36.0;
const SLOT_W: f64 = 82.0;
const SLOT_H: f64 = 150.0;
const STACKS_TOP: f64 = 226.0;
const STACK_W: f64 = 136.0;
const STACK_H: f64 = 154.0;
const X0: f64 = 14.0;

fn slot_rect(i: usize) -> Rect {
    Rect { x: X0 + i as f64 * (SLOT_W + 3.0), y: MARKET_TOP, w: SLOT_W, h: SLOT_H }
}

fn stack_rect(s: usize) -> Rect {
    Rect { x: X0 + s as f64 * (STACK_W + 4.0), y: STACKS_TOP, w: STACK_W, h: STACK_H }
}

/// Powers at which a stack can be taken from (R6.2), e.g. "power 2-3".
fn stack_powers(stack: usize) -> String {
    let powers: Vec<usize> =
        (1..=4).filter(|&p| data::WEAVING_STACKS[p - 1].iter().any(|set| set.contains(&stack))).collect();
    match (powers.first(), powers.last()) {
        (Some(a), Some(b)) if a == b => format!("power {a}"),
        (Some(a), Some(b)) => format!("power {a}-{b}"),
        _ => String::new(),
    }
}

fn slots_words(set: PotSet) -> String {
    let slots: Vec<String> = set.slots().map(|i| (i + 1).to_string()).collect();
    match slots.len() {
        0 => String::new(),
        1 => format!("slot {}", slots[0]),
        _ => format!("slots {}", slots.join(", ")),
    }
}

/// The market's printed costs, read from the engine's table.
fn market_title() -> String {
    let costs: Vec<String> = (0..5).map(|i| Market::cost(i).to_string()).collect();
    format!(
        "Shared supplies: the Pottery market with five slots costing {}, and the three Textile stacks",
        costs.join(", ")
    )
}

#[component]
pub fn Supplies() -> impl IntoView {
    let ctx = board_ctx();
    let market = Memo::new(move |_| ctx.game.with(|g| g.as_ref().map(|g| g.market().slots)));
    let stacks = Memo::new(move |_| ctx.game.with(|g| g.as_ref().map(|g| g.stack_tops())));
    let legal = legal_memo(ctx);
    // The power when Pots are to be taken now.
    let pot_power = Memo::new(move |_| match ctx.pending().map(|p| p.decision) {
        Some(Decision::TakePots { power }) => Some(power),
        _ => None,
    });
    // Market slots that some legal TakePots includes.
    let pickable = Memo::new(move |_| {
        legal.with(|l| {
            l.iter().fold(PotSet::default(), |m, a| match a {
                Action::TakePots { slots } => PotSet(m.0 | slots.0),
                _ => m,
            })
        })
    });
    // The stacks are redrawn only when their choices change.
    let stack_choices = Memo::new(move |_| {
        legal.with(|l| l.iter().copied().filter(|a| matches!(a, Action::ChooseStack { .. })).collect::<Vec<_>>())
    });
    let picked = RwSignal::new(PotSet::default());
    // A new decision starts with nothing picked; a TakePots selected
    // elsewhere (the turn panel) shows as picked here.
    Effect::new(move |_| {
        if pot_power.get().is_none() {
            picked.set(PotSet::default());
        }
    });
    Effect::new(move |_| {
        if let Some(Action::TakePots { slots }) = ctx.selected.get() {
            picked.set(slots);
        }
    });
    let toggle = move |i: usize| {
        picked.update(|m| *m = m.toggle(i));
        if matches!(ctx.selected.get_untracked(), Some(Action::TakePots { .. })) {
            ctx.selected.set(None);
        }
    };

    view! {
        <section class="supplies" aria-label="Shared supplies: Pottery market and Textile stacks">
            <svg
                class="supplies-board ayar-board"
                viewBox=format!("0 0 {W} {H}")
                role=move || {
                    let active = legal.with(|l| {
                        l.iter().any(|a| matches!(a, Action::ChooseStack { .. } | Action::TakePots { .. }))
                    });
                    if active { "group" } else { "img" }
                }
                aria-labelledby="supplies-title"
            >
                <title id="supplies-title">{market_title()}</title>
                <rect class="board-frame supplies-frame" x="3" y="3" width=W - 6.0 height=H - 6.0 rx="16" />
                <text class="area-title" x=X0 + 2.0 y=MARKET_TOP - 14.0>"POTTERY MARKET"</text>
                <text class="area-title" x=X0 + 2.0 y=STACKS_TOP - 14.0>"TEXTILE STACKS"</text>
                {move || {
                    let slots = market.get().unwrap_or([None; 5]);
                    let power = pot_power.get();
                    let can_pick = pickable.get();
                    (0..5)
                        .map(|i| {
                            let pickable = can_pick.contains(i);
                            let out_of_reach = power.is_some() && slots[i].is_some() && !pickable;
                            market_slot(i, slots[i], power.is_some() && pickable, out_of_reach, picked, toggle)
                        })
                        .collect_view()
                }}
                {move || {
                    let tops = stacks.get();
                    let legal = stack_choices.get();
                    (0..3)
                        .map(|s| {
                            let (top, count) = tops.map_or((None, 0), |t| t[s]);
                            stack_view(s, top, count, &legal)
                        })
                        .collect_view()
                }}
            </svg>
            <Show when=move || pot_power.get().is_some()>
                <PotChoice picked=picked legal=legal power=pot_power />
            </Show>
        </section>
    }
}

/// One market slot: its cost, and its Pot. While Pots are to be taken, a
/// Pot some legal choice includes can be tapped into the selection.
fn market_slot(
    i: usize,
    pot: Option<Pot>,
    pickable: bool,
    // Pots are being taken but this one costs more than the power.
    out_of_reach: bool,
    picked: RwSignal<PotSet>,
    toggle: impl Fn(usize) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let r = slot_rect(i);
    let (cx, cy) = (r.x + r.w / 2.0, r.y + 60.0);
    let cost = Market::cost(i);
    let slot_title = format!("Market slot {}: costs {cost}", i + 1);
    let is_picked = move || picked.get().contains(i);
    let pot_view = pot.map(|pot| {
        let title = format!("{} in market slot {} (cost {cost})", pot_name(pot), i + 1);
        view! { <PotIcon pot=pot size=66.0 x=cx y=cy title=title /> }
    });
    let body = view! {
        <g class="market-slot" class:out-of-reach=out_of_reach data-market-slot=i + 1>
            <title>{slot_title}</title>
            <rect class="slot-frame" x=r.x y=r.y width=r.w height=r.h rx="10" />
            {pot_view}
            {pot.is_none().then(|| view! { <text class="empty-slot" x=cx y=cy>"empty"</text> })}
            <g class="cost">
                <circle cx=cx cy=r.y + r.h - 30.0 r="16" />
                <text x=cx y=r.y + r.h - 29.0>{cost}</text>
            </g>
            <text class="cost-word" x=cx y=r.y + r.h - 4.0>"cost"</text>
        </g>
    };
    if !pickable {
        return body.into_any();
    }
    let label = format!("{}, cost {cost}", pot.map(pot_name).unwrap_or_default());
    view! {
        <g
            class="pot-pick"
            class:picked=is_picked
            role="checkbox"
            tabindex="0"
            aria-label=label
            aria-checked=move || if is_picked() { "true" } else { "false" }
            on:click=move |_| toggle(i)
            on:keydown=move |ev: KeyboardEvent| {
                let key = ev.key();
                if key == "Enter" || key == " " {
                    ev.prevent_default();
                    toggle(i);
                }
            }
        >
            {body}
            <rect class="pick-ring" x=r.x - 2.0 y=r.y - 2.0 width=r.w + 4.0 height=r.h + 4.0 rx="12" />
            <path class="pick-check" d=format!("M{:.1} {:.1}l6 6 11 -13", r.x + r.w - 26.0, r.y + 16.0) />
            <rect class="hit" x=r.x y=r.y width=r.w height=r.h rx="10" />
        </g>
    }
    .into_any()
}

/// One Textile stack: a pile as deep as its count, the top Textile face up.
fn stack_view(s: usize, top: Option<Textile>, count: usize, legal: &[Action]) -> impl IntoView {
    let r = stack_rect(s);
    let cx = r.x + r.w / 2.0;
    let base = r.y + 62.0;
    let layers = (0..count.min(10))
        .map(|k| {
            let y = base - 2.6 * k as f64;
            view! { <rect class="pile-layer" x=cx - 52.0 y=y width="104" height="50" rx="4" /> }
        })
        .collect_view();
    let top_y = base - 2.6 * count.min(10).saturating_sub(1) as f64 + 25.0;
    let title = match top {
        Some(t) => format!("Stack {}: {count} Textiles; on top a {}", s + 1, textile_name(t).to_lowercase()),
        None => format!("Stack {}: empty", s + 1),
    };
    let drawing = view! {
        <g class="textile-stack" class:empty=count == 0 data-stack=s + 1>
            <title>{title.clone()}</title>
            <rect class="slot-frame" x=r.x y=r.y width=r.w height=r.h rx="10" />
            <text class="stack-name" x=cx y=r.y + 17.0>{format!("Stack {}", s + 1)}</text>
            {layers}
            {top.map(|t| view! { <TextileIcon textile=t size=104.0 x=cx y=top_y title=title.clone() /> })}
            {(count == 0).then(|| view! { <text class="empty-slot" x=cx y=base>"empty"</text> })}
            <text class="stack-count" x=cx y=r.y + r.h - 28.0>{format!("{count} left")}</text>
            <text class="stack-power" x=cx y=r.y + r.h - 11.0>{stack_powers(s)}</text>
        </g>
    };
    let action = Action::ChooseStack { stack: s as u8 };
    if legal.contains(&action) {
        let label = format!("Take the top Textile of stack {}", s + 1);
        view! {
            <Target options=vec![action] label=label.clone() hit=r>
                {drawing}
                <g class="target-mark">
                    <title>{label}</title>
                    <rect class="ring" x=r.x - 2.0 y=r.y - 2.0 width=r.w + 4.0 height=r.h + 4.0 rx="12" />
                </g>
            </Target>
        }
        .into_any()
    } else {
        drawing.into_any()
    }
}

/// Under the market while Pots are to be taken: what is picked, and the
/// button that takes exactly those Pots when that set is legal.
#[component]
fn PotChoice(picked: RwSignal<PotSet>, legal: Memo<Vec<Action>>, power: Memo<Option<u8>>) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let action = move || Action::TakePots { slots: picked.get() };
    let is_legal = move || legal.with(|l| l.contains(&action()));
    let selected = move || ctx.selected.get() == Some(action());
    let count = move || picked.get().len();
    let label = move || {
        let n = count();
        let pots = if n == 1 { "Pot".to_string() } else { format!("{n} Pots") };
        if n == 0 {
            "Take Pots".to_string()
        } else if selected() {
            format!("Confirm: take {pots}")
        } else {
            format!("Take {pots}")
        }
    };
    let aria = move || {
        let set = picked.get();
        format!("{} ({}, cost {})", label(), slots_words(set), set.cost())
    };
    // Why the picked set cannot be taken is the engine's answer.
    let refusal = move || ctx.game.with(|g| g.as_ref().and_then(|g| g.pots_refusal(picked.get())));
    let status = move || {
        let set = picked.get();
        let power = power.get().unwrap_or(0);
        match refusal() {
            None => format!("Picked {} (cost {} of {power}).", slots_words(set), set.cost()),
            Some(PotsRefusal::NoPots) => format!("Power {power}: tap the Pots to take, costing {power} at most."),
            Some(PotsRefusal::OverPower { cost, power }) => {
                format!("{} cost {cost}: more than power {power}.", slots_words(set))
            }
            Some(why) => words::capital(&why.to_string()),
        }
    };
    view! {
        <div class="pot-choice">
            <p class="pot-status" aria-live="polite">{status}</p>
            <button
                type="button"
                class="button take-pots"
                class:legal=is_legal
                class:selected=selected
                disabled=move || !is_legal()
                data-action=move || is_legal().then(|| action_key(&action()))
                aria-label=aria
                on:click=move |_| {
                    if is_legal() {
                        ctx.tap(action());
                    }
                }
            >
                {label}
            </button>
        </div>
    }
}
