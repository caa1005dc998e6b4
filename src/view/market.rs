//! The shared supplies' layout and printed art: the Pottery market (R6.1:
//! five slots, each printing its cost) and the three Textile stacks (R6.2,
//! each printing the powers that take from it).
use super::art::{Art, FONT_DISPLAY, FONT_UI};
use super::geometry::Rect;
use crate::engine::{data, Market};
use crate::view::lang::{catalog::Arg, key, t, tf};

pub const WIDTH: f64 = 452.0;
pub const HEIGHT: f64 = 292.0;
const X0: f64 = 12.0;
const MARKET_Y: f64 = 30.0;
const SLOT_W: f64 = 82.0;
const SLOT_H: f64 = 112.0;
const STACKS_Y: f64 = 172.0;
const STACK_W: f64 = 138.0;
const STACK_H: f64 = 110.0;

pub fn size() -> (f64, f64) {
    (WIDTH, HEIGHT)
}

/// Market slot `i` (0 = slot 1).
pub fn market_slot(i: usize) -> Rect {
    Rect::new(X0 + i as f64 * (SLOT_W + 4.0), MARKET_Y, SLOT_W, SLOT_H)
}

/// Where a slot's Pot stands.
pub fn pot(i: usize) -> (f64, f64) {
    let r = market_slot(i);
    (r.x + r.w / 2.0, r.y + 44.0)
}

/// The ✕ that puts back the picked Pot of slot `i`: its top-left corner,
/// clear of the slot's middle, where a tap takes the Pots picked.
pub fn put_back(i: usize) -> Rect {
    let r = market_slot(i);
    Rect::new(r.x, r.y, 40.0, 40.0)
}

/// Textile stack `s` (0 = stack 1).
pub fn stack(s: usize) -> Rect {
    Rect::new(X0 + s as f64 * (STACK_W + 4.0), STACKS_Y, STACK_W, STACK_H)
}

/// Where a stack's top Textile lies.
pub fn stack_top(s: usize) -> (f64, f64) {
    let r = stack(s);
    (r.x + r.w / 2.0, r.y + 46.0)
}

/// Powers at which a stack can be taken from (R6.2), as printed: "power 2-3".
pub fn stack_powers(stack: usize) -> String {
    let powers: Vec<usize> =
        (1..=4).filter(|&p| data::WEAVING_STACKS[p - 1].iter().any(|set| set.contains(&stack))).collect();
    let num = |n: &usize| Arg::Num(*n as u32);
    match (powers.first(), powers.last()) {
        (Some(a), Some(b)) if a == b => tf(key::STACK_POWER, &[("power", num(a))]),
        (Some(a), Some(b)) => tf(key::STACK_POWERS, &[("least", num(a)), ("most", num(b))]),
        _ => String::new(),
    }
}

const STYLE: &str = "
.frame{fill:#f3e6c9;stroke:#5a3d29;stroke-width:3}
.title{font:700 16px FONT_DISPLAY;fill:#5a3d29;letter-spacing:1px;dominant-baseline:central}
.slot{fill:#fffaf0;stroke:#b89f72;stroke-width:1.5}
.coin{fill:#f2c14e;stroke:#8a5d0c;stroke-width:1.5}
.cost{font:800 17px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.stack{fill:#fffaf0;stroke:#b89f72;stroke-width:1.5}
.sname{font:700 16px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.powers{font:600 15px FONT_UI;fill:#6b5442;text-anchor:middle;dominant-baseline:central}
";

/// The printed supplies board, as SVG text.
pub fn art() -> String {
    let style = STYLE.replace("FONT_UI", FONT_UI).replace("FONT_DISPLAY", FONT_DISPLAY);
    let mut art = Art::new(WIDTH, HEIGHT, &style, &[]);
    art.rect("frame", Rect::new(1.5, 1.5, WIDTH - 3.0, HEIGHT - 3.0), 14.0);
    art.text("title", X0 + 2.0, MARKET_Y - 14.0, &t(key::MARKET_TITLE));
    art.text("title", X0 + 2.0, STACKS_Y - 14.0, &t(key::STACKS_TITLE));
    for i in 0..5 {
        let r = market_slot(i);
        art.rect("slot", r, 10.0);
        let (x, y) = (r.x + r.w / 2.0, r.bottom() - 20.0);
        art.circle("coin", x, y, 15.0);
        art.text("cost", x, y, &Market::cost(i).to_string());
    }
    for s in 0..3 {
        let r = stack(s);
        art.rect("stack", r, 10.0);
        art.text("sname", r.x + r.w / 2.0, r.y + 12.0, &tf(key::STACK_N, &[("n", Arg::Num(s as u32 + 1))]));
        art.text("powers", r.x + r.w / 2.0, r.bottom() - 14.0, &stack_powers(s));
    }
    art.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::art::tests::assert_well_formed;

    #[test]
    fn slots_and_stacks_fit_apart_and_print_the_rules_numbers() {
        let parts: Vec<Rect> = (0..5).map(market_slot).chain((0..3).map(stack)).collect();
        for (i, a) in parts.iter().enumerate() {
            assert!(a.right() <= WIDTH && a.bottom() <= HEIGHT && a.w >= 44.0 && a.h >= 44.0);
            assert!(parts[i + 1..].iter().all(|b| !a.overlaps(b)));
        }
        assert_eq!([stack_powers(0), stack_powers(1), stack_powers(2)], ["power 1-4", "power 2-3", "power 4"]);
        let svg = art();
        assert_well_formed(&svg);
        for i in 0..5 {
            assert!(svg.contains(&format!(">{}</text>", Market::cost(i))));
        }
    }
}
