//! Where a spot of `view::motion` is on screen now: a board point through
//! that board's camera (its SVG's screen matrix), or the element of a
//! seat's board that carries the part's `data-spot`; and when the table
//! does not show it, what stands for it (the seat's summary, a door).
use wasm_bindgen::JsCast;
use web_sys::{Element, SvgGraphicsElement};

use crate::view::decimal::clamp;
use crate::view::motion::spots::{Fallback, Part};
use crate::view::motion::Spot;

/// A spot on screen: its centre and its size, in CSS px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OnScreen {
    pub x: f64,
    pub y: f64,
    pub size: f64,
}

/// `spot` on screen now, or what stands for it; `None` when neither shows.
pub fn locate(spot: &Spot) -> Option<OnScreen> {
    shown(spot).or_else(|| spot.fallback().and_then(fallback))
}

/// The first element matching `selector` that is drawn and on screen.
pub fn visible(selector: &str) -> Option<Element> {
    let list = web_sys::window()?.document()?.query_selector_all(selector).ok()?;
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).find(|el| {
        let r = el.get_bounding_client_rect();
        r.width() > 0.0 && r.height() > 0.0 && r.bottom() > 0.0 && r.right() > 0.0 && in_window(r.left(), r.top())
    })
}

/// The window's width and height in CSS px.
fn window_size() -> (f64, f64) {
    let Some(w) = web_sys::window() else { return (0.0, 0.0) };
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    (size(w.inner_width()), size(w.inner_height()))
}

fn in_window(x: f64, y: f64) -> bool {
    let (w, h) = window_size();
    x < w && y < h
}

/// `p` moved at least `margin` px inside the window: a figure centred on
/// a counter at the screen's edge is read whole.
pub fn inside(p: OnScreen, margin: f64) -> OnScreen {
    let (w, h) = window_size();
    OnScreen { x: clamp(p.x, margin, (w - margin).max(margin)), y: clamp(p.y, margin, (h - margin).max(margin)), ..p }
}

/// `spot` on screen now, itself (not what stands for it).
pub fn shown(spot: &Spot) -> Option<OnScreen> {
    match *spot {
        Spot::Main { x, y, size } => on_board(".table .main-board", x, y, size),
        Spot::Grid { seat, x, y, size } => {
            on_board(&format!(".table .player-panel[data-seat=\"{seat}\"] .grid-board"), x, y, size)
        }
        Spot::Lake { x, y, size } => on_board(".table .lake-board", x, y, size),
        Spot::Supplies { x, y, size } => on_board(".table .supplies-board", x, y, size),
        Spot::Seat { seat, part } => {
            let key = part.key();
            // A seat's panel, or the Ayllu's cards (in the dock).
            let on_board = format!(
                ".table .player-panel[data-seat=\"{seat}\"] [data-spot=\"{key}\"], .table .dock [data-seat=\"{seat}\"] [data-spot=\"{key}\"]"
            );
            // A counter of a seat not shown large is in its summary.
            let in_summary = matches!(part, Part::Counter(_))
                .then(|| format!(".table .seat-summary[data-seat=\"{seat}\"] [data-spot=\"{key}\"]"));
            visible(&on_board).or_else(|| in_summary.and_then(|s| visible(&s))).map(|el| centre(&el))
        }
    }
}

fn fallback(f: Fallback) -> Option<OnScreen> {
    let selector = match f {
        Fallback::Seat(seat) => format!(".table .seat-summary[data-seat=\"{seat}\"]"),
        Fallback::Market => ".table [data-door=\"market\"]".to_string(),
        Fallback::Lake => ".table [data-door=\"lake\"]".to_string(),
    };
    visible(&selector).map(|el| centre(&el))
}

/// An element's centre, and its smaller side as its size.
pub fn centre(el: &Element) -> OnScreen {
    let r = el.get_bounding_client_rect();
    OnScreen { x: r.left() + r.width() / 2.0, y: r.top() + r.height() / 2.0, size: r.width().min(r.height()) }
}

/// A point of the board in `frame` (its own units) through its camera,
/// kept inside the frame (a point the camera has left out enters at its
/// edge).
fn on_board(frame: &str, x: f64, y: f64, size: f64) -> Option<OnScreen> {
    let frame = visible(frame)?;
    let svg: SvgGraphicsElement = frame.query_selector(".board-svg").ok()??.dyn_into().ok()?;
    let m = svg.get_screen_ctm()?;
    let (a, b, c, d, e, f) = (m.a() as f64, m.b() as f64, m.c() as f64, m.d() as f64, m.e() as f64, m.f() as f64);
    let r = frame.get_bounding_client_rect();
    let (sx, sy) = (a * x + c * y + e, b * x + d * y + f);
    Some(OnScreen {
        x: clamp(sx, r.left() + 4.0, (r.right() - 4.0).max(r.left() + 4.0)),
        y: clamp(sy, r.top() + 4.0, (r.bottom() - 4.0).max(r.top() + 4.0)),
        size: size * a.hypot(b),
    })
}
