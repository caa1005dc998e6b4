//! The camera over a board: which part of the drawing fills the screen.
//! Normally the whole board; when a decision's targets would be drawn
//! smaller than a finger (44 CSS px), the camera moves in on them, keeping
//! every one of them in view. The player may also pinch and pan; `zoom`
//! and `pan` keep such a view inside the board.
use super::geometry::Rect;

/// The smallest tappable size, in CSS px (the table issue, WCAG 2.5.5).
pub const MIN_TARGET_PX: f64 = 44.0;
/// Room kept around framed targets, in CSS px.
const MARGIN_PX: f64 = 12.0;
/// The closest the player may zoom, in CSS px per board unit.
const MAX_SCALE: f64 = 3.0;

/// The scale (CSS px per unit) at which the whole board fits the viewport.
pub fn fit_scale(board: (f64, f64), viewport: (f64, f64)) -> f64 {
    (viewport.0 / board.0).min(viewport.1 / board.1)
}

/// The view box that shows the whole board, centred.
pub fn whole(board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let s = fit_scale(board, viewport);
    let (w, h) = (viewport.0 / s, viewport.1 / s);
    Rect::new((board.0 - w) / 2.0, (board.1 - h) / 2.0, w, h)
}

/// The view box for a decision whose targets' hit areas are `hits`: the
/// whole board when every hit is at least a finger wide there; else the
/// closest view that makes them so while holding all of them (or, when no
/// such view holds all, the one that holds all as large as it can).
pub fn frame(hits: &[Rect], board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let whole = whole(board, viewport);
    let Some(bounds) = Rect::bounds(hits.iter().copied()) else { return whole };
    let smallest = hits.iter().map(|r| r.w.min(r.h)).fold(f64::INFINITY, f64::min);
    let fit = fit_scale(board, viewport);
    let needed = MIN_TARGET_PX / smallest;
    if needed <= fit {
        return whole;
    }
    // The largest scale that still holds every target (with a margin).
    let room = ((viewport.0 - 2.0 * MARGIN_PX) / bounds.w).min((viewport.1 - 2.0 * MARGIN_PX) / bounds.h);
    let scale = needed.min(room).max(fit).min(MAX_SCALE);
    centred_on(bounds, scale, board, viewport)
}

/// The view at `scale` centred on `focus`, kept inside the board where the
/// board is larger than the view.
fn centred_on(focus: Rect, scale: f64, board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let (w, h) = (viewport.0 / scale, viewport.1 / scale);
    let (cx, cy) = focus.centre();
    let clamp = |centre: f64, size: f64, total: f64| {
        if size >= total {
            (total - size) / 2.0
        } else {
            (centre - size / 2.0).clamp(0.0, total - size)
        }
    };
    Rect::new(clamp(cx, w, board.0), clamp(cy, h, board.1), w, h)
}

/// `view` zoomed by `factor` (> 1 closer) around the board point (x, y),
/// within the whole board's view and the closest zoom.
pub fn zoom(view: Rect, factor: f64, (x, y): (f64, f64), board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let fit = fit_scale(board, viewport);
    let scale = (viewport.0 / view.w * factor).clamp(fit, MAX_SCALE);
    let (w, h) = (viewport.0 / scale, viewport.1 / scale);
    // The point under the fingers stays under them.
    let (fx, fy) = ((x - view.x) / view.w, (y - view.y) / view.h);
    let moved = Rect::new(x - fx * w, y - fy * h, w, h);
    centred_on(moved, scale, board, viewport)
}

/// `view` moved by (dx, dy) CSS px (a drag), kept inside the board.
pub fn pan(view: Rect, (dx, dy): (f64, f64), board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let scale = viewport.0 / view.w;
    let moved = Rect::new(view.x - dx / scale, view.y - dy / scale, view.w, view.h);
    centred_on(moved, scale, board, viewport)
}

/// The CSS px per unit of a view.
pub fn scale(view: Rect, viewport: (f64, f64)) -> f64 {
    viewport.0 / view.w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{data, Ayar};
    use crate::view::main_board;

    const BOARD: (f64, f64) = (main_board::WIDTH, main_board::HEIGHT);

    /// Every hit inside the view and at least a finger wide in it.
    fn all_touchable(view: Rect, hits: &[Rect], viewport: (f64, f64)) -> bool {
        let s = scale(view, viewport);
        hits.iter().all(|r| {
            let (cx, cy) = r.centre();
            view.contains(cx, cy) && r.w * s >= MIN_TARGET_PX - 0.01 && r.h * s >= MIN_TARGET_PX - 0.01
        })
    }

    #[test]
    fn big_targets_keep_the_whole_board() {
        let viewport = (760.0, 680.0);
        let hits = [Rect::new(100.0, 100.0, 80.0, 80.0)];
        assert_eq!(frame(&hits, BOARD, viewport), whole(BOARD, viewport));
        assert_eq!(frame(&[], BOARD, viewport), whole(BOARD, viewport));
    }

    #[test]
    fn a_whole_lane_of_building_slots_stays_touchable_at_tablet_sizes() {
        // The worst case: every slot of a path is a target (an Ayar on 30).
        for (name, viewport) in [("landscape", (764.0, 640.0)), ("portrait", (804.0, 560.0)), ("1366", (910.0, 840.0))]
        {
            for path in Ayar::ALL {
                let hits: Vec<Rect> = (0..=data::CUZCO).map(|s| main_board::slot_hit(path, s)).collect();
                let view = frame(&hits, BOARD, viewport);
                assert!(all_touchable(view, &hits, viewport), "{name}, {path:?}: {view:?}");
            }
        }
    }

    #[test]
    fn small_targets_bring_the_camera_in() {
        let viewport = (400.0, 300.0);
        let hits = [Rect::new(500.0, 300.0, 20.0, 20.0), Rect::new(540.0, 300.0, 20.0, 20.0)];
        let view = frame(&hits, BOARD, viewport);
        assert!(scale(view, viewport) > fit_scale(BOARD, viewport));
        assert!(all_touchable(view, &hits, viewport));
    }

    #[test]
    fn zoom_and_pan_stay_on_the_board() {
        let viewport = (760.0, 680.0);
        let all = whole(BOARD, viewport);
        let close = zoom(all, 2.0, (100.0, 100.0), BOARD, viewport);
        assert!((scale(close, viewport) - 2.0 * fit_scale(BOARD, viewport)).abs() < 1e-9);
        assert!(close.x >= 0.0 && close.y >= 0.0);
        let far = pan(close, (-10_000.0, -10_000.0), BOARD, viewport);
        assert!((far.right() - BOARD.0).abs() < 1e-6 && (far.bottom() - BOARD.1).abs() < 1e-6);
        assert_eq!(zoom(close, 0.1, (0.0, 0.0), BOARD, viewport), all);
    }
}
