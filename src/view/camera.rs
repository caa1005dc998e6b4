//! The camera over a board: which part of the drawing fills the screen.
//! Normally the whole board; when a decision's targets would be drawn
//! smaller than a finger (44 CSS px; a mouse: 24), the camera moves in on them, keeping
//! every one of them in view where the screen has room for that, else as
//! many as it can. The player may also pinch and pan; `zoom` and `pan`
//! keep such a view inside the board.
use super::decimal::clamp;
use super::geometry::Rect;

/// The smallest target for a finger, in CSS px (the table issue, WCAG 2.5.5).
pub const MIN_TARGET_PX: f64 = 44.0;
/// The smallest target for a mouse or a pen, in CSS px (WCAG 2.5.8): on a
/// laptop the boards stay whole where a finger would need them closer.
pub const MIN_POINTER_PX: f64 = 24.0;
/// Room the targets need beside the frame's edges to count as held, in CSS
/// px (the view is centred on them, so most get more).
const MARGIN_PX: f64 = 4.0;
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
/// whole board when every hit is at least `least` CSS px there (a finger's
/// `MIN_TARGET_PX`, or a mouse's `MIN_POINTER_PX`); else the
/// closest view that makes them so while holding all of them. When no view
/// holds all of them at a finger's size (a whole path of building slots on
/// the smallest tablet), it shows as many as it can at that size, and the
/// player pans to the others.
pub fn frame(hits: &[Rect], board: (f64, f64), viewport: (f64, f64), least: f64) -> Rect {
    let whole = whole(board, viewport);
    let Some(bounds) = Rect::bounds(hits.iter().copied()) else { return whole };
    let smallest = hits.iter().map(|r| r.w.min(r.h)).fold(f64::INFINITY, f64::min);
    let fit = fit_scale(board, viewport);
    let needed = least / smallest;
    if needed <= fit {
        return whole;
    }
    let scale = needed.min(MAX_SCALE);
    // The board units a view at that scale holds, less the margins.
    let margin = 2.0 * MARGIN_PX / scale;
    let (w, h) = (viewport.0 / scale - margin, viewport.1 / scale - margin);
    if bounds.w <= w && bounds.h <= h {
        return centred_on(bounds, scale, board, viewport);
    }
    centred_on(busiest(hits, w, h), scale, board, viewport)
}

/// The bounds of the most hits that fit together in a `w` x `h` window
/// (the first such group, left to right and top to bottom, on a tie;
/// `hits` is not empty).
fn busiest(hits: &[Rect], w: f64, h: f64) -> Rect {
    let inside =
        |x: f64, y: f64| hits.iter().filter(move |r| r.x >= x && r.right() <= x + w && r.y >= y && r.bottom() <= y + h);
    let mut best = (0, hits[0]);
    for left in hits {
        for top in hits {
            let count = inside(left.x, top.y).count();
            if count > best.0 {
                best = (count, Rect::bounds(inside(left.x, top.y).copied()).unwrap_or(*left));
            }
        }
    }
    best.1
}

/// A corner of a board's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corner {
    TopRight,
    TopLeft,
    BottomRight,
    BottomLeft,
}

impl Corner {
    pub const ALL: [Corner; 4] = [Corner::TopRight, Corner::TopLeft, Corner::BottomRight, Corner::BottomLeft];

    /// Its CSS class.
    pub fn class(self) -> &'static str {
        match self {
            Corner::TopRight => "top-right",
            Corner::TopLeft => "top-left",
            Corner::BottomRight => "bottom-right",
            Corner::BottomLeft => "bottom-left",
        }
    }
}

/// Where the button that shows the whole board goes (`size` CSS px square,
/// `inset` from the frame's edges): the first corner, top right first,
/// where it covers none of the targets' `hits` in `view`.
pub fn free_corner(view: Rect, viewport: (f64, f64), hits: &[Rect], size: f64, inset: f64) -> Corner {
    let s = scale(view, viewport);
    let (w, h) = (size / s, size / s);
    let (near, far_x, far_y) = (inset / s, view.w - (inset + size) / s, view.h - (inset + size) / s);
    let at = |corner: Corner| {
        let (dx, dy) = match corner {
            Corner::TopRight => (far_x, near),
            Corner::TopLeft => (near, near),
            Corner::BottomRight => (far_x, far_y),
            Corner::BottomLeft => (near, far_y),
        };
        Rect::new(view.x + dx, view.y + dy, w, h)
    };
    Corner::ALL.into_iter().find(|&c| hits.iter().all(|hit| !hit.overlaps(&at(c)))).unwrap_or(Corner::TopRight)
}

/// The view at `scale` centred on `focus`, kept inside the board where the
/// board is larger than the view.
fn centred_on(focus: Rect, scale: f64, board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let (w, h) = (viewport.0 / scale, viewport.1 / scale);
    let (cx, cy) = focus.centre();
    let start = |centre: f64, size: f64, total: f64| {
        if size >= total {
            (total - size) / 2.0
        } else {
            clamp(centre - size / 2.0, 0.0, total - size)
        }
    };
    Rect::new(start(cx, w, board.0), start(cy, h, board.1), w, h)
}

/// `view` zoomed by `factor` (> 1 closer) around the board point (x, y),
/// within the whole board's view and the closest zoom.
pub fn zoom(view: Rect, factor: f64, (x, y): (f64, f64), board: (f64, f64), viewport: (f64, f64)) -> Rect {
    let fit = fit_scale(board, viewport);
    let scale = clamp(viewport.0 / view.w * factor, fit, MAX_SCALE);
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

    use crate::engine::{data, Ayar, StepSlot};
    use crate::view::{main_board, player_board};

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
        assert_eq!(frame(&hits, BOARD, viewport, MIN_TARGET_PX), whole(BOARD, viewport));
        assert_eq!(frame(&[], BOARD, viewport, MIN_TARGET_PX), whole(BOARD, viewport));
    }

    #[test]
    fn a_whole_lane_of_building_slots_stays_touchable_at_tablet_sizes() {
        // The worst case: every slot of a path is a target (an Ayar on 30).
        for (name, viewport) in [("landscape", (764.0, 640.0)), ("portrait", (804.0, 560.0)), ("1366", (910.0, 840.0))]
        {
            for path in Ayar::ALL {
                let hits: Vec<Rect> = (0..=data::CUZCO).map(|s| main_board::slot_hit(path, s)).collect();
                let view = frame(&hits, BOARD, viewport, MIN_TARGET_PX);
                assert!(all_touchable(view, &hits, viewport), "{name}, {path:?}: {view:?}");
            }
        }
    }

    #[test]
    fn a_day_turns_ayars_keep_the_whole_board_even_under_the_tutorials_card() {
        // A gold Step marker asks for an Ayar: every Ayar is framed. The
        // Main board's frame measured in Chromium at 1180x820 and 820x1180,
        // with and without the tutorial's card; on 0 and on Cuzco.
        for viewport in [(755.0, 556.0), (804.0, 468.0), (764.0, 640.0), (804.0, 560.0)] {
            for at in [0, data::CUZCO] {
                let hits: Vec<Rect> = Ayar::ALL.iter().map(|&a| main_board::ayar_hit(a, at)).collect();
                assert_eq!(frame(&hits, BOARD, viewport, MIN_TARGET_PX), whole(BOARD, viewport), "{viewport:?}, {at}");
            }
        }
    }

    #[test]
    fn on_the_smallest_tablet_a_whole_lane_shows_most_of_its_slots_at_a_fingers_size() {
        // The Main board's frame at 1024x768 is 616 px wide: 29 building
        // slots behind an Ayar in Cuzco cannot all be 44 px there at once.
        let viewport = (616.0, 636.0);
        for path in Ayar::ALL {
            let hits: Vec<Rect> = (1..data::CUZCO).map(|s| main_board::slot_hit(path, s)).collect();
            let view = frame(&hits, BOARD, viewport, MIN_TARGET_PX);
            let shown: Vec<Rect> = hits
                .iter()
                .copied()
                .filter(|r| view.contains(r.x, r.y) && view.contains(r.right(), r.bottom()))
                .collect();
            assert!(all_touchable(view, &shown, viewport), "{path:?}: {view:?}");
            assert!(shown.len() * 10 >= hits.len() * 8, "{path:?}: {} of {} shown", shown.len(), hits.len());
        }
    }

    #[test]
    fn with_a_mouse_a_laptops_grid_stays_whole() {
        // The grid's frame at 1280x720: a finger needs it closer, a mouse not.
        let (grid, viewport) = (player_board::size(), (419.0, 241.0));
        let hits: Vec<Rect> = StepSlot::all().map(player_board::step_hit).collect();
        assert_eq!(frame(&hits, grid, viewport, MIN_POINTER_PX), whole(grid, viewport));
        assert_ne!(frame(&hits, grid, viewport, MIN_TARGET_PX), whole(grid, viewport));
    }

    #[test]
    fn every_step_slot_stays_touchable_in_the_grids_frame_at_tablet_sizes() {
        // The worst case: all sixteen Step slots are targets. The grid's
        // frame as measured in Chromium at 1180x820, 820x1180, 1024x768
        // and 1366x1024.
        let grid = player_board::size();
        let hits: Vec<Rect> = StepSlot::all().map(player_board::step_hit).collect();
        for viewport in [(385.0, 341.0), (340.0, 355.0), (368.0, 289.0), (448.0, 545.0)] {
            let view = frame(&hits, grid, viewport, MIN_TARGET_PX);
            assert!(all_touchable(view, &hits, viewport), "{viewport:?}: {view:?}");
        }
    }

    #[test]
    fn the_whole_board_button_takes_a_corner_free_of_targets() {
        let viewport = (400.0, 300.0);
        let view = Rect::new(0.0, 0.0, 400.0, 300.0);
        assert_eq!(free_corner(view, viewport, &[], 44.0, 6.0), Corner::TopRight);
        // A target under the top right corner moves the button to the top left.
        let top_right = [Rect::new(360.0, 10.0, 30.0, 30.0)];
        assert_eq!(free_corner(view, viewport, &top_right, 44.0, 6.0), Corner::TopLeft);
        // At twice the scale, the same board point is off the button.
        let closer = Rect::new(0.0, 0.0, 200.0, 150.0);
        assert_eq!(free_corner(closer, viewport, &[Rect::new(150.0, 10.0, 20.0, 20.0)], 44.0, 6.0), Corner::TopRight);
    }

    #[test]
    fn small_targets_bring_the_camera_in() {
        let viewport = (400.0, 300.0);
        let hits = [Rect::new(500.0, 300.0, 20.0, 20.0), Rect::new(540.0, 300.0, 20.0, 20.0)];
        let view = frame(&hits, BOARD, viewport, MIN_TARGET_PX);
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
