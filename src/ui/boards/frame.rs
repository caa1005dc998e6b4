//! A board on screen: its printed art as one image, its pieces and targets
//! over it, and the camera (`view::camera`): the whole board, or closer
//! when the decision's targets would be smaller than a finger. The player
//! may pinch, drag or use the wheel to look closer; a new decision frames
//! its targets again.
use std::cell::RefCell;
use std::collections::HashMap;

use leptos::ev::{KeyboardEvent, PointerEvent, WheelEvent};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::ui::state::Choice;
use crate::view::camera;
use crate::view::decimal::Num;
use crate::view::geometry::Rect;
use crate::view::targets::{Place, Target};

/// How far the button that shows the whole board sits from the frame's
/// edges, in CSS px (style/table.css, `.board-fit`).
const FIT_BUTTON_INSET_PX: f64 = 6.0;

thread_local! {
    /// Each board's art as an object URL, made once per page.
    static ART: RefCell<HashMap<(&'static str, crate::view::lang::Lang), String>> = RefCell::new(HashMap::new());
}

/// An object URL for a board's art (an SVG image), made on first use in
/// each language (the art prints words: LAKE, TEMPLES ...).
pub fn art_url(name: &'static str, make: fn() -> String) -> String {
    ART.with(|art| {
        art.borrow_mut()
            .entry((name, crate::view::lang::speaking()))
            .or_insert_with(|| {
                let parts = js_sys::Array::of1(&JsValue::from_str(&make()));
                let options = web_sys::BlobPropertyBag::new();
                options.set_type("image/svg+xml");
                web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
                    .ok()
                    .and_then(|blob| web_sys::Url::create_object_url_with_blob(&blob).ok())
                    .unwrap_or_default()
            })
            .clone()
    })
}

/// The board's size on screen in CSS px, kept up to date.
fn observe_size(node: NodeRef<leptos::html::Div>) -> ReadSignal<(f64, f64)> {
    let (size, set_size) = signal((0.0, 0.0));
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        let measure = move |width: f64, height: f64| {
            let now = (width.round(), height.round());
            if now != size.get_untracked() {
                set_size.set(now);
            }
        };
        // The entry carries the new size: no layout read inside the callback,
        // nor here (a board that opens, the dock's, measured at once forced
        // a layout in the tap's own frame): observing starts with an entry
        // of the first size, delivered after layout and before paint.
        let callback = Closure::<dyn Fn(js_sys::Array)>::new(move |entries: js_sys::Array| {
            if let Some(entry) = entries.get(0).dyn_ref::<web_sys::ResizeObserverEntry>() {
                let r = entry.content_rect();
                measure(r.width(), r.height());
            }
        });
        if let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
            observer.observe(&el);
            // The observer lives as long as the board.
            let observer = StoredValue::new_local(observer);
            on_cleanup(move || observer.with_value(|o| o.disconnect()));
        }
        callback.forget();
    });
    size
}

/// A board: `art` is its printed face, `children` its pieces; `targets`
/// are this board's targets with `hit` (where a finger hits each) and
/// `ring` (the outline that glows).
#[component]
pub fn BoardFrame(
    /// The board's drawing size, in its own units.
    size: (f64, f64),
    /// The object URL of its art.
    art: String,
    #[prop(into)] class: String,
    /// What the board is, for assistive technology.
    #[prop(into)]
    label: String,
    targets: Memo<Vec<Target>>,
    hit: Callback<Place, Option<Rect>>,
    ring: Callback<Place, Option<Rect>>,
    /// Long-press help for the printed art: words for a board point.
    describe: fn(f64, f64) -> Option<String>,
    /// Drawn over the targets (a picked Pot's ✕).
    #[prop(optional)]
    over: Option<AnyView>,
    children: Children,
) -> impl IntoView {
    let node = NodeRef::<leptos::html::Div>::new();
    let viewport = observe_size(node);
    let least = if crate::browser::coarse_pointer() { camera::MIN_TARGET_PX } else { camera::MIN_POINTER_PX };
    // The camera frames the targets' hit areas, unless the player moved it.
    let hits = Memo::new(move |_| targets.with(|ts| ts.iter().filter_map(|t| hit.run(t.place)).collect::<Vec<Rect>>()));
    // It frames every place the decision's options touch, not the targets
    // a selection leaves: it holds still between the taps of one decision.
    let model = expect_context::<crate::ui::table::model::TableModel>();
    let framed = Memo::new(move |_| model.decision().into_iter().filter_map(|p| hit.run(p)).collect::<Vec<Rect>>());
    let moved = RwSignal::new(None::<Rect>);
    // A new decision, or the frame resized (the tablet turned), frames
    // afresh: a view the player chose for one size is wrong for another.
    Effect::new(move |_| {
        framed.track();
        viewport.track();
        moved.set(None);
    });
    let view_box = Memo::new(move |_| {
        let vp = viewport.get();
        if vp.0 < 1.0 || vp.1 < 1.0 {
            return Rect::new(0.0, 0.0, size.0, size.1);
        }
        moved.get().unwrap_or_else(|| framed.with(|h| camera::frame(h, size, vp, least)))
    });
    let closer = Memo::new(move |_| {
        let vp = viewport.get();
        vp.0 > 0.0 && camera::scale(view_box.get(), vp) > camera::fit_scale(size, vp) + 1e-6
    });
    // The button that shows the whole board sits in a corner free of targets.
    let corner = Memo::new(move |_| {
        hits.with(|h| {
            camera::free_corner(view_box.get(), viewport.get(), h, camera::MIN_TARGET_PX, FIT_BUTTON_INSET_PX)
        })
    });

    // Pinch, drag and wheel. A drag never also taps what it started on.
    let pointers: StoredValue<Vec<(i32, f64, f64)>, LocalStorage> = StoredValue::new_local(Vec::new());
    let dragged = StoredValue::new(false);
    let to_board = move |x: f64, y: f64| -> (f64, f64) {
        let (vb, vp) = (view_box.get_untracked(), viewport.get_untracked());
        let Some(el) = node.get_untracked() else { return (0.0, 0.0) };
        let r = el.get_bounding_client_rect();
        (vb.x + (x - r.left()) / vp.0 * vb.w, vb.y + (y - r.top()) / vp.1 * vb.h)
    };
    let down = move |ev: PointerEvent| {
        pointers.update_value(|p| p.push((ev.pointer_id(), f64::from(ev.client_x()), f64::from(ev.client_y()))));
        if pointers.with_value(Vec::len) == 1 {
            dragged.set_value(false);
        }
    };
    let movement = move |ev: PointerEvent| {
        let (id, x, y) = (ev.pointer_id(), f64::from(ev.client_x()), f64::from(ev.client_y()));
        let Some(before) = pointers.with_value(|p| p.iter().find(|q| q.0 == id).copied()) else { return };
        let (vb, vp) = (view_box.get_untracked(), viewport.get_untracked());
        let others: Vec<(i32, f64, f64)> = pointers.with_value(|p| p.iter().filter(|q| q.0 != id).copied().collect());
        if let Some(&(_, ox, oy)) = others.first() {
            // Two fingers: zoom by the change of their distance, around their middle.
            let (d0, d1) = ((before.1 - ox).hypot(before.2 - oy), (x - ox).hypot(y - oy));
            if d0 > 10.0 {
                let mid = to_board((x + ox) / 2.0, (y + oy) / 2.0);
                moved.set(Some(camera::zoom(vb, d1 / d0, mid, size, vp)));
                dragged.set_value(true);
            }
        } else if (x - before.1).hypot(y - before.2) > 8.0 || dragged.get_value() {
            if closer.get_untracked() {
                moved.set(Some(camera::pan(vb, (x - before.1, y - before.2), size, vp)));
                dragged.set_value(true);
            }
        } else {
            return;
        }
        pointers.update_value(|p| {
            if let Some(q) = p.iter_mut().find(|q| q.0 == id) {
                *q = (id, x, y);
            }
        });
    };
    let up = move |ev: PointerEvent| pointers.update_value(|p| p.retain(|q| q.0 != ev.pointer_id()));
    let wheel = move |ev: WheelEvent| {
        ev.prevent_default();
        let at = to_board(f64::from(ev.client_x()), f64::from(ev.client_y()));
        let factor = 1.1_f64.powf(-ev.delta_y() / 100.0);
        moved.set(Some(camera::zoom(view_box.get_untracked(), factor, at, size, viewport.get_untracked())));
    };
    let click_capture = move |ev: leptos::ev::MouseEvent| {
        if dragged.get_value() {
            ev.stop_propagation();
            ev.prevent_default();
            dragged.set_value(false);
        }
    };

    let describer = crate::ui::help::register(move |x, y| {
        let (vb, vp) = (view_box.get_untracked(), viewport.get_untracked());
        let r = node.get_untracked()?.get_bounding_client_rect();
        describe(vb.x + (x - r.left()) / vp.0 * vb.w, vb.y + (y - r.top()) / vp.1 * vb.h)
    });
    view! {
        <div class=format!("board-frame {class}") node_ref=node data-describe=describer
            on:pointerdown=down on:pointermove=movement on:pointerup=up on:pointercancel=up on:wheel=wheel
            on:click:capture=click_capture>
            <svg class="board-svg" viewBox=move || view_box.get().view_box() preserveAspectRatio="xMidYMid meet"
                role="group" aria-label=label>
                <image class="board-art" href=art width=Num(size.0) height=Num(size.1) />
                {children()}
                <TargetLayer targets hit ring />
                {over}
            </svg>
            {move || closer.get().then(|| view! {
                <button type="button" class=move || format!("board-fit {}", corner.get().class()) aria-label=crate::view::layout::show_whole_board()
                    on:click=move |_| moved.set(Some(camera::whole(size, viewport.get_untracked())))>"⤢"</button>
            })}
        </div>
    }
}

/// The targets of a board: each a ring that glows and a larger invisible
/// area a finger hits. A target that plays an action carries the class
/// `legal` and its action in `data-action` (the browser tests' hook).
#[component]
pub fn TargetLayer(
    targets: Memo<Vec<Target>>,
    hit: Callback<Place, Option<Rect>>,
    ring: Callback<Place, Option<Rect>>,
) -> impl IntoView {
    let choice = expect_context::<Choice>();
    // Redrawn in place, position by position, not keyed (a keyed list cost
    // 6 KB of wasm each): a tap writes only the attributes that changed,
    // as each is compared with its last value.
    view! {
        <g class="targets">
            {move || targets.get().into_iter().map(|t| {
                let h = hit.run(t.place);
                let r = ring.run(t.place).or(h);
                h.zip(r).map(|(h, r)| target_view(t, h, r, choice))
            }).collect_view()}
        </g>
    }
}

/// Enter or Space on a focused board button does what a tap does.
pub fn on_press(ev: KeyboardEvent, act: impl FnOnce()) {
    if ev.key() == "Enter" || ev.key() == " " {
        ev.prevent_default();
        act();
    }
}

pub fn target_view(t: Target, h: Rect, r: Rect, choice: Choice) -> impl IntoView {
    let class = t.classes();
    let dimmed = t.guide.blocked().then_some("true");
    // A dimmed target (the guided first game) offers nothing to the tests' hook.
    let key = t.offered().map(|a| crate::view::targets::action_key(&a));
    let label = t.label.clone();
    let pressed = if t.selected { "true" } else { "false" };
    let tapped = t.clone();
    let pressed_by_key = t.clone();
    view! {
        <g class=class data-action=key data-place=t.place.key() role="button" tabindex="0" aria-label=label aria-pressed=pressed
            aria-disabled=dimmed
            on:click=move |_| choice.tap(&tapped)
            on:keydown=move |ev| on_press(ev, || choice.tap(&pressed_by_key))>
            <rect class="ring" x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) rx="7" />
            <rect class="hit" x=Num(h.x) y=Num(h.y) width=Num(h.w) height=Num(h.h) rx="6" />
        </g>
    }
}
