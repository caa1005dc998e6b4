//! Long-press help for touch screens. Every icon and board element names
//! itself in an SVG `<title>` (a desktop tooltip), an `aria-label` or a
//! `data-help`; touch browsers show none of them, so holding a finger
//! still on anything for half a second shows that text in a bubble above
//! the finger. The long press never also taps what it was held on; a tap
//! anywhere, or a few seconds, closes the bubble. Short taps are left
//! alone. Keyboard and mouse users get the same text from `title` and
//! `aria-label` (tooltips, screen readers).
//!
//! A board's printed art is one image: what is printed under the finger
//! comes from the board's own `describe` (`view::main_board::describe`...),
//! registered here by the board and found through its `data-describe`.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, PointerEvent};

use crate::view::decimal::Num;
use crate::view::layout::bubble_at;

/// How long a finger stays down before the help shows.
const HOLD: Duration = Duration::from_millis(500);
/// How far (CSS px) it may drift and still count as held still.
const SLOP: f64 = 12.0;
/// How long the bubble stays without a tap.
const SHOW: Duration = Duration::from_millis(6000);

type Describe = Box<dyn Fn(f64, f64) -> Option<String>>;

thread_local! {
    static DESCRIBERS: RefCell<(u32, HashMap<String, Describe>)> = RefCell::new((0, HashMap::new()));
}

/// Register a board's words for a point of its art, given in client
/// coordinates; returns the id for the board's `data-describe`. The words
/// go when the board does.
pub fn register(describe: impl Fn(f64, f64) -> Option<String> + 'static) -> String {
    let id = DESCRIBERS.with(|d| {
        let mut d = d.borrow_mut();
        d.0 += 1;
        let id = d.0.to_string();
        d.1.insert(id.clone(), Box::new(describe));
        id
    });
    let gone = id.clone();
    on_cleanup(move || {
        DESCRIBERS.with(|d| d.borrow_mut().1.remove(&gone));
    });
    id
}

/// What the printed art under (x, y) shows, when `el` is a board's art.
fn describe_art(el: &Element, x: f64, y: f64) -> Option<String> {
    if !el.class_list().contains("board-art") {
        return None;
    }
    let id = el.closest("[data-describe]").ok()??.get_attribute("data-describe")?;
    DESCRIBERS.with(|d| d.borrow().1.get(&id).and_then(|f| f(x, y)))
}

/// The help text of `el`: the nearest element, from it outwards, with a
/// `data-help`, an `aria-label`, a `title` or an SVG `<title>` child. A
/// control that names itself in its own text (a button, a link, a field)
/// has none: its long press is left to the browser.
pub fn help_text(el: &Element) -> Option<String> {
    let mut node = Some(el.clone());
    while let Some(el) = node {
        if el.local_name() == "body" {
            return None;
        }
        for attr in ["data-help", "aria-label", "title"] {
            if let Some(text) = el.get_attribute(attr).filter(|t| !t.trim().is_empty()) {
                return Some(text);
            }
        }
        // An icon drawn from the page's symbols: its glossary entry, after
        // the label of the piece it draws ("Ana's Pottery Temple in row 1,
        // slot 2. Placed when ..."): what it is and whose.
        if let Some(text) = icon_help(&el) {
            let piece =
                el.parent_element().and_then(|p| p.get_attribute("aria-label")).filter(|l| !l.trim().is_empty());
            return Some(match piece {
                Some(label) => format!("{label}. {text}"),
                None => text,
            });
        }
        if matches!(el.local_name().as_str(), "button" | "a" | "input" | "select" | "textarea" | "label" | "summary") {
            return None;
        }
        let mut child = el.first_element_child();
        while let Some(c) = child {
            if c.local_name() == "title" {
                if let Some(text) = c.text_content().filter(|t| !t.trim().is_empty()) {
                    return Some(text);
                }
            }
            child = c.next_element_sibling();
        }
        node = el.parent_element();
    }
    None
}

/// The glossary entry of an icon: a `<use>` of one of the page's symbols
/// (`view::glossary::by_drawing_id`), or an `<svg>` drawing one.
fn icon_help(el: &Element) -> Option<String> {
    let drawing = match el.local_name().as_str() {
        "use" => el.clone(),
        "svg" => el.query_selector("use").ok()??,
        _ => return None,
    };
    let href = drawing.get_attribute("href").or_else(|| drawing.get_attribute("xlink:href"))?;
    crate::view::glossary::by_drawing_id(href.strip_prefix('#')?)
}

/// The help bubble's text and where it points (a finger, or the centre of
/// the element the tutorial shows it on).
#[derive(Clone, Copy)]
pub struct HelpBubble(RwSignal<Option<(String, f64, f64)>>);

impl HelpBubble {
    /// Call once in `App`, before `LongPressHelp` and the table.
    pub fn provide() -> HelpBubble {
        let bubble = HelpBubble(RwSignal::new(None));
        provide_context(bubble);
        bubble
    }

    /// Show `el`'s help, if it has any, as a finger held on its centre
    /// would (the tutorial's demonstration).
    pub fn show_on(&self, el: &Element) {
        let Some(text) = help_text(el) else { return };
        let r = el.get_bounding_client_rect();
        self.0.set(Some((text, r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)));
    }

    pub fn close(&self) {
        if self.0.with_untracked(Option::is_some) {
            self.0.set(None);
        }
    }
}

/// The help bubble, mounted once in `App`.
#[component]
pub fn LongPressHelp() -> impl IntoView {
    // The text and where the finger was.
    let bubble = expect_context::<HelpBubble>().0;
    let pending: Rc<Cell<Option<TimeoutHandle>>> = Rc::default();
    let hide_timer: Rc<Cell<Option<TimeoutHandle>>> = Rc::default();
    let start = Rc::new(Cell::new((0.0, 0.0)));
    // Set by a long press: the click the browser may still send is eaten.
    let swallow = Rc::new(Cell::new(false));

    let cancel = {
        let pending = pending.clone();
        move || {
            if let Some(h) = pending.take() {
                h.clear();
            }
        }
    };

    let down = {
        let (pending, hide_timer, start, swallow, cancel) =
            (pending.clone(), hide_timer.clone(), start.clone(), swallow.clone(), cancel.clone());
        move |ev: PointerEvent| {
            cancel();
            swallow.set(false);
            // A tap anywhere closes the bubble.
            if bubble.get_untracked().is_some() {
                bubble.set(None);
                if let Some(h) = hide_timer.take() {
                    h.clear();
                }
            }
            if ev.pointer_type() == "mouse" || !ev.is_primary() {
                return;
            }
            let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
            let Some(text) = ev
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| describe_art(&el, x, y).or_else(|| help_text(&el)))
            else {
                return;
            };
            start.set((x, y));
            let (swallow, hide_timer) = (swallow.clone(), hide_timer.clone());
            let handle = set_timeout_with_handle(
                move || {
                    swallow.set(true);
                    bubble.set(Some((text, x, y)));
                    if let Ok(h) = set_timeout_with_handle(move || bubble.set(None), SHOW) {
                        hide_timer.set(Some(h));
                    }
                },
                HOLD,
            );
            pending.set(handle.ok());
        }
    };
    let moved = {
        let (start, cancel) = (start.clone(), cancel.clone());
        move |ev: PointerEvent| {
            let (x0, y0) = start.get();
            let (dx, dy) = (f64::from(ev.client_x()) - x0, f64::from(ev.client_y()) - y0);
            if dx.hypot(dy) > SLOP {
                cancel();
            }
        }
    };
    let up = {
        let cancel = cancel.clone();
        move |_: PointerEvent| cancel()
    };
    // After a long press: no click, no context menu, no selection.
    let eat = {
        let swallow = swallow.clone();
        move |ev: Event| {
            if swallow.get() {
                ev.prevent_default();
                ev.stop_immediate_propagation();
                if ev.type_() == "click" {
                    swallow.set(false);
                }
            }
        }
    };
    let eat_menu = {
        let swallow = swallow.clone();
        move |ev: Event| {
            if swallow.get() || bubble.get_untracked().is_some() {
                ev.prevent_default();
            }
        }
    };

    listen("pointerdown", down);
    listen("pointermove", moved);
    listen("pointerup", up.clone());
    listen("pointercancel", up);
    listen("click", eat);
    listen("contextmenu", eat_menu);

    // Drawn hidden, then placed by its measured size (`bubble_at`): a long
    // text over an icon near the top went above the window.
    let node = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let (Some(el), Some((_, x, y))) = (node.get(), bubble.get_untracked()) else { return };
        let size = (f64::from(el.offset_width()), f64::from(el.offset_height()));
        let window = window();
        let px = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        let (left, top) = bubble_at((x, y), size, (px(window.inner_width()), px(window.inner_height())));
        let _ = el.set_attribute("style", &format!("left:{:.0}px;top:{:.0}px", Num(left), Num(top)));
    });
    view! {
        {move || {
            bubble.get().map(|(text, _, _)| {
                view! {
                    <div class="help-bubble" role="tooltip" data-help-bubble="" node_ref=node style="visibility:hidden">
                        {text}
                    </div>
                }
            })
        }}
    }
}

/// A listener on the window in the capture phase (before any element's
/// own handler), for the app's lifetime.
fn listen<E: JsCast + 'static>(name: &str, f: impl Fn(E) + 'static) {
    let closure = Closure::<dyn Fn(Event)>::new(move |ev: Event| {
        if let Ok(ev) = ev.dyn_into::<E>() {
            f(ev);
        }
    });
    let _ = window().add_event_listener_with_callback_and_bool(name, closure.as_ref().unchecked_ref(), true);
    closure.forget();
}
