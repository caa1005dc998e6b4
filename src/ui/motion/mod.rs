//! Motion on screen: the steps of `view::motion`, played over boards that
//! already show the new state, with the Web Animations API. A piece that
//! travels is a flyer (a copy in a fixed layer over the table, removed when
//! it lands) while the piece where it lands is held back until then; an
//! Ayar walks as his own token; a gain's figure rises from its source and
//! flies to its counter, which pulses. Only transforms and opacity change,
//! which the browser animates without layout. `finish_all` ends everything
//! at once: the table is then exactly the game's state.
use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

pub mod pieces;
pub mod place;

use crate::view::decimal::{clamp, Num};
use crate::view::motion::{spots::key, Cue, Motion, Piece, Spot, Step};
use place::{locate, OnScreen};

// `Element.animate` (Web Animations), bound here: web-sys has it only
// behind its unstable-APIs flag, for the whole build.
#[wasm_bindgen]
extern "C" {
    /// An element, seen as what `animate` is called on.
    type Animated;
    #[wasm_bindgen(method)]
    fn animate(this: &Animated, keyframes: &JsValue, options: &JsValue) -> Animation;
    #[derive(Clone)]
    type Animation;
    #[wasm_bindgen(method, catch)]
    fn finish(this: &Animation) -> Result<(), JsValue>;
    #[wasm_bindgen(method, setter)]
    fn set_onfinish(this: &Animation, f: &JsValue);
}

thread_local! {
    static LIVE: RefCell<Live> = RefCell::new(Live::default());
}

/// What plays now.
#[derive(Default)]
struct Live {
    animations: Vec<Animation>,
    flyers: Vec<Element>,
    /// Cues whose hold-back `prepare` set up, by (step, cue).
    prepared: Vec<(usize, usize)>,
}

/// End whatever plays: every animation at its end, every flyer gone.
pub fn finish_all() {
    LIVE.with(|live| {
        let mut live = live.borrow_mut();
        for a in live.animations.drain(..) {
            let _ = a.finish();
        }
        for f in live.flyers.drain(..) {
            f.remove();
        }
        live.prepared.clear();
    });
}

/// When a step the tutorial holds back begins, for `prepare`: not before
/// the tutorial plays on (`finish_all` then ends this, and the part played
/// on is prepared anew).
const HELD_MS: f64 = 1e9;

/// From step `from + first` on, `elapsed` ms into the part playing
/// (`starts[j]`: when step `from + j` begins; the steps after the part are
/// held by the tutorial): hold back what each brings later. A piece that
/// lands or appears stays hidden until then; an Ayar stands where he stood
/// until he walks; a piece that leaves stays in view until it goes. Each
/// cue is set up once, as soon as what it touches is on screen (a step
/// that opens the dock prepares the dock's pieces then).
pub fn prepare(steps: &[Step], from: usize, starts: &[f64], beat: f64, first: usize, elapsed: f64) {
    let mut done = LIVE.with(|live| std::mem::take(&mut live.borrow_mut().prepared));
    let start_of = |i: usize| match i.checked_sub(from) {
        Some(j) => starts.get(j).map_or(HELD_MS, |s| s - elapsed),
        None => f64::NEG_INFINITY,
    };
    for (j, step) in steps.iter().enumerate().skip(from + first).map(|(i, s)| (i - from, s)) {
        let start = start_of(from + j);
        for (k, c) in step.cues.iter().enumerate() {
            if done.contains(&(j, k)) {
                continue;
            }
            let (at, end) = (start + f64::from(c.at) * beat, start + f64::from(c.at + c.beats) * beat);
            let ready = match &c.motion {
                Motion::Travel { lands: Some(key), .. } => hide_until(key, end, 0.0),
                Motion::Appear(key) => hide_until(key, at, end - at),
                Motion::Walk { ayar, path } => {
                    walk(&key::ayar(*ayar), path, at, end - at);
                    true
                }
                // Only where the spot itself shows: one in a dock still
                // closed is set up when the dock opens (not at its door).
                Motion::Leave { piece, at: spot, since } => place::shown(spot).is_some_and(|p| {
                    let shown = since.map_or(0.0, |s| start_of(s) + f64::from(steps[s].beats()) * beat);
                    leave(*piece, p, shown.max(0.0), at, end - at)
                }),
                _ => false,
            };
            if ready {
                done.push((j, k));
            }
        }
    }
    LIVE.with(|live| live.borrow_mut().prepared = done);
}

/// Play step `index` now: its spots are found on screen as they are now.
/// What `prepare` set up already is not done twice.
pub fn play_step(index: usize, step: &Step, beat: f64) {
    for (k, c) in step.cues.iter().enumerate() {
        let prepared = LIVE.with(|live| live.borrow().prepared.contains(&(index, k)));
        cue(c, f64::from(c.at) * beat, f64::from(c.beats) * beat, prepared);
    }
}

fn cue(c: &Cue, at: f64, length: f64, prepared: bool) {
    match &c.motion {
        Motion::Travel { piece, path, lands } => {
            if let Some(key) = lands.as_deref().filter(|_| !prepared) {
                hide_until(key, at + length, 0.0);
            }
            let points: Vec<OnScreen> = path.iter().filter_map(locate).collect();
            if points.len() >= 2 && points[0] != points[points.len() - 1] {
                travel(*piece, &points, at, length);
            }
        }
        Motion::Score { figure, from, to, .. } => {
            let (Some(a), Some(b)) = (locate(from), locate(to)) else { return };
            // Half a figure's width from the edges (it is centred on its point).
            let (a, b) = (place::inside(a, 40.0), place::inside(b, 40.0));
            let span = format!("<span>{}</span>", pieces::figure(figure));
            let Some(flyer) = flyer(pieces::figure_class(figure), &span, 0.0, 0.0) else { return };
            // Risen above its source, then to its counter, shrinking into
            // it (at full size it would cover a seat's name beside a small
            // counter); one that stays at its counter (reduced motion) only
            // shows there.
            let rise = if a == b { 0.0 } else { 26.0 };
            let frames = [
                Frame::at(a, 0.6, 0.0, 0.0),
                Frame::at(OnScreen { y: a.y - rise, ..a }, 1.15, 1.0, 0.25),
                Frame::at(OnScreen { y: a.y - rise, ..a }, 1.0, 1.0, 0.4),
                Frame::at(b, 0.6, 1.0, 0.88),
                Frame::at(b, 0.4, 0.0, 1.0),
            ];
            show(&flyer, &frames, at, length);
            if let Some(counter) = counter_element(to) {
                let pulse = [Frame::scale(1.0, 0.0), Frame::scale(1.35, 0.35), Frame::scale(1.0, 1.0)];
                run(&counter, &pulse, at + length * 0.85, 420.0, "none");
            }
        }
        Motion::Light(spot) => {
            let Some(p) = locate(spot) else { return };
            let d = p.size + 16.0;
            let Some(ring) = flyer("light", "", d, d) else { return };
            let p = OnScreen { x: p.x - d / 2.0, y: p.y - d / 2.0, size: d };
            let frames = [
                Frame::at(p, 1.35, 0.0, 0.0),
                Frame::at(p, 1.0, 1.0, 0.3),
                Frame::at(p, 1.0, 1.0, 0.7),
                Frame::at(p, 1.1, 0.0, 1.0),
            ];
            show(&ring, &frames, at, length);
        }
        Motion::Appear(key) if !prepared => {
            hide_until(key, at, length);
        }
        Motion::Leave { piece, at: spot, .. } if !prepared => {
            if let Some(p) = locate(spot) {
                leave(*piece, p, 0.0, at, length);
            }
        }
        Motion::Flip(key) => {
            if let Some(el) = piece_element(key) {
                let turn =
                    |x: f64, offset| Frame { transform: Some(format!("scaleX({})", Num(x))), opacity: None, offset };
                run(&el, &[turn(1.0, 0.0), turn(0.0, 0.5), turn(1.0, 1.0)], at, length, "none");
            }
        }
        // Set up before the step began.
        Motion::Appear(_) | Motion::Leave { .. } | Motion::Walk { .. } => {}
    }
}

/// One keyframe: a transform, an opacity, and where it falls (0..1).
struct Frame {
    transform: Option<String>,
    opacity: Option<f64>,
    offset: f64,
}

impl Frame {
    /// A flyer whose top left is at `p`, scaled, at `opacity`.
    fn at(p: OnScreen, scale: f64, opacity: f64, offset: f64) -> Frame {
        let transform = format!("translate({:.1}px, {:.1}px) scale({:.3})", Num(p.x), Num(p.y), Num(scale));
        Frame { transform: Some(transform), opacity: Some(opacity), offset }
    }
    fn scale(scale: f64, offset: f64) -> Frame {
        Frame { transform: Some(format!("scale({})", Num(scale))), opacity: None, offset }
    }
    fn opacity(opacity: f64, offset: f64) -> Frame {
        Frame { transform: None, opacity: Some(opacity), offset }
    }
    fn json(&self) -> String {
        let transform = self.transform.as_ref().map(|t| format!(r#""transform":"{t}","#)).unwrap_or_default();
        let opacity = self.opacity.map(|o| format!(r#""opacity":{},"#, Num(o))).unwrap_or_default();
        format!("{{{transform}{opacity}\"offset\":{:.4}}}", Num(self.offset))
    }
}

/// The element of a drawn piece.
fn piece_element(key: &str) -> Option<Element> {
    place::visible(&format!(".table [data-piece=\"{key}\"]"))
}

/// The counter a figure flies to, to pulse when it lands.
fn counter_element(spot: &Spot) -> Option<Element> {
    let Spot::Seat { seat, part } = spot else { return None };
    let key = part.key();
    place::visible(&format!(".table .player-panel[data-seat=\"{seat}\"] [data-spot=\"{key}\"]"))
        .or_else(|| place::visible(&format!(".table .seat-summary[data-seat=\"{seat}\"] [data-spot=\"{key}\"]")))
}

/// Keep the piece `key` hidden for `ms`, then fade it in over `fade` ms.
/// False when the table does not draw it now.
fn hide_until(key: &str, ms: f64, fade: f64) -> bool {
    let Some(el) = piece_element(key) else { return false };
    let total = ms + fade;
    if total > 0.0 {
        let hold = clamp(ms / total, 0.0, 1.0);
        run(&el, &[Frame::opacity(0.0, 0.0), Frame::opacity(0.0, hold), Frame::opacity(1.0, 1.0)], 0.0, total, "none");
    }
    true
}

/// The Ayar's token walks `path` (Main board units), space by space; he
/// stands where he stood until then.
fn walk(key: &str, path: &[(f64, f64)], at: f64, length: f64) {
    let Some(el) = piece_element(key) else { return };
    let n = (path.len().max(2) - 1) as f64;
    let frames: Vec<Frame> = path
        .iter()
        .enumerate()
        .map(|(i, (x, y))| Frame {
            transform: Some(format!("translate({:.1}px, {:.1}px)", Num(*x), Num(*y))),
            opacity: None,
            offset: i as f64 / n,
        })
        .collect();
    run(&el, &frames, at, length, "backwards");
}

/// The size (width, height) a piece's flyer is drawn at, for `size` px.
fn shape(piece: Piece, size: f64) -> (f64, f64) {
    match piece {
        Piece::Textile(_) => (size, size / 2.0),
        Piece::Raymi(_) => (size, size * 30.0 / 62.0),
        _ => (size, size),
    }
}

/// A flyer through `points`, sized as the piece where it lands.
fn travel(piece: Piece, points: &[OnScreen], at: f64, length: f64) {
    let last = points[points.len() - 1];
    let (w, h) = shape(piece, last.size.max(12.0));
    let Some(flyer) = flyer("flyer", &pieces::piece(piece), w, h) else { return };
    let n = (points.len() - 1) as f64;
    let frames: Vec<Frame> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let scale = clamp(p.size / last.size.max(1.0), 0.3, 3.0);
            Frame::at(OnScreen { x: p.x - w / 2.0, y: p.y - h / 2.0, ..*p }, scale, 1.0, i as f64 / n)
        })
        .collect();
    show(&flyer, &frames, at, length);
}

/// A piece no longer drawn, at `p`: in view from `from` ms, it fades at
/// `at` over `length`.
fn leave(piece: Piece, p: OnScreen, from: f64, at: f64, length: f64) -> bool {
    let (w, h) = shape(piece, p.size.max(12.0));
    let Some(flyer) = flyer("flyer", &pieces::piece(piece), w, h) else { return false };
    let total = (at + length).max(1.0);
    let p = OnScreen { x: p.x - w / 2.0, y: p.y - h / 2.0, ..p };
    let (appear, go) = (clamp(from / total, 0.0, 1.0), clamp(at / total, 0.0, 1.0));
    let frames = [
        Frame::at(p, 1.0, 0.0, 0.0),
        Frame::at(p, 1.0, 0.0, appear),
        Frame::at(p, 1.0, 1.0, clamp((from + 1.0) / total, appear, go)),
        Frame::at(p, 1.0, 1.0, go),
        Frame::at(p, 0.5, 0.0, 1.0),
    ];
    show(&flyer, &frames, 0.0, total);
    true
}

/// The layer flyers live in, over the whole table.
fn layer() -> Option<Element> {
    let doc = web_sys::window()?.document()?;
    if let Some(el) = doc.get_element_by_id("motion-layer") {
        return Some(el);
    }
    let el = doc.create_element("div").ok()?;
    el.set_id("motion-layer");
    el.set_attribute("aria-hidden", "true").ok()?;
    doc.body()?.append_child(&el).ok()?;
    Some(el)
}

/// A new flyer of `class` holding `markup`, `w` x `h` px (0: its content's
/// size), invisible until its animation starts.
fn flyer(class: &str, markup: &str, w: f64, h: f64) -> Option<HtmlElement> {
    let doc = web_sys::window()?.document()?;
    let el: HtmlElement = doc.create_element("div").ok()?.dyn_into().ok()?;
    el.set_class_name(class);
    el.set_inner_html(markup);
    let size = if w > 0.0 { format!("width:{:.1}px;height:{:.1}px;", Num(w), Num(h)) } else { String::new() };
    el.set_attribute("style", &format!("{size}opacity:0")).ok()?;
    layer()?.append_child(&el).ok()?;
    Some(el)
}

/// Animate a flyer (shown from its first frame during the delay) and
/// remove it when done.
fn show(flyer: &HtmlElement, frames: &[Frame], at: f64, length: f64) {
    let Some(animation) = run(flyer, frames, at, length, "backwards") else {
        flyer.remove();
        return;
    };
    let gone = flyer.clone();
    animation.set_onfinish(&Closure::once_into_js(move || gone.remove()));
    LIVE.with(|live| live.borrow_mut().flyers.push(flyer.clone().into()));
}

/// Play `frames` on `el`: `at` and `length` in ms, `fill` as the Web
/// Animations API names it.
fn run(el: &Element, frames: &[Frame], at: f64, length: f64, fill: &str) -> Option<Animation> {
    let frames: Vec<String> = frames.iter().map(Frame::json).collect();
    let keyframes = js_sys::JSON::parse(&format!("[{}]", frames.join(","))).ok()?;
    let options = format!(
        r#"{{"delay":{:.1},"duration":{:.1},"easing":"ease-in-out","fill":"{fill}"}}"#,
        Num(at.max(0.0)),
        Num(length.max(1.0))
    );
    let animation = el.unchecked_ref::<Animated>().animate(&keyframes, &js_sys::JSON::parse(&options).ok()?);
    LIVE.with(|live| live.borrow_mut().animations.push(animation.clone()));
    Some(animation)
}
