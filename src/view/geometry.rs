//! Rectangles and points in a board's own units (SVG user units).

use super::decimal::Num;

/// The point at angle `a` (radians) on the ellipse of radii (rx, ry)
/// centred on (cx, cy). In the browser the cosine and sine are
/// JavaScript's `Math`: Rust's own would compile libm's into the wasm
/// (about 7 KB, for the Lake's few points).
pub fn on_ellipse(cx: f64, cy: f64, rx: f64, ry: f64, a: f64) -> (f64, f64) {
    #[cfg(target_arch = "wasm32")]
    let (cos, sin) = (js_sys::Math::cos(a), js_sys::Math::sin(a));
    #[cfg(not(target_arch = "wasm32"))]
    let (cos, sin) = (a.cos(), a.sin());
    (cx + rx * cos, cy + ry * sin)
}

/// A rectangle: x, y, width, height.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }
    /// The rectangle of the given size centred on (cx, cy).
    pub fn centred(cx: f64, cy: f64, w: f64, h: f64) -> Rect {
        Rect { x: cx - w / 2.0, y: cy - h / 2.0, w, h }
    }
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    pub fn right(&self) -> f64 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }
    /// Grown by `by` on every side (shrunk when negative).
    pub fn grow(&self, by: f64) -> Rect {
        Rect { x: self.x - by, y: self.y - by, w: self.w + 2.0 * by, h: self.h + 2.0 * by }
    }
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x <= self.right() && y >= self.y && y <= self.bottom()
    }
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.right() && other.x < self.right() && self.y < other.bottom() && other.y < self.bottom()
    }
    /// The smallest rectangle holding both.
    pub fn union(&self, other: &Rect) -> Rect {
        let (x, y) = (self.x.min(other.x), self.y.min(other.y));
        Rect { x, y, w: self.right().max(other.right()) - x, h: self.bottom().max(other.bottom()) - y }
    }
    /// The smallest rectangle holding all of them (`None` for none).
    pub fn bounds(rects: impl IntoIterator<Item = Rect>) -> Option<Rect> {
        rects.into_iter().reduce(|a, b| a.union(&b))
    }
    /// `x y w h`, for an SVG viewBox.
    pub fn view_box(&self) -> String {
        format!("{:.1} {:.1} {:.1} {:.1}", Num(self.x), Num(self.y), Num(self.w), Num(self.h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_on_an_ellipse_start_east_and_turn_clockwise_on_screen() {
        let near = |(x, y): (f64, f64), (ex, ey): (f64, f64)| (x - ex).abs() < 1e-9 && (y - ey).abs() < 1e-9;
        assert!(near(on_ellipse(10.0, 20.0, 4.0, 2.0, 0.0), (14.0, 20.0)));
        // SVG's y grows downwards: a quarter turn goes to the bottom.
        assert!(near(on_ellipse(10.0, 20.0, 4.0, 2.0, std::f64::consts::FRAC_PI_2), (10.0, 22.0)));
        assert!(near(on_ellipse(10.0, 20.0, 4.0, 2.0, std::f64::consts::PI), (6.0, 20.0)));
    }

    #[test]
    fn rectangles_grow_hold_and_join() {
        let a = Rect::new(0.0, 0.0, 10.0, 10.0);
        let b = Rect::centred(20.0, 5.0, 4.0, 4.0);
        assert_eq!(b, Rect::new(18.0, 3.0, 4.0, 4.0));
        assert!(!a.overlaps(&b) && a.overlaps(&a.grow(-1.0)));
        assert_eq!(a.union(&b), Rect::new(0.0, 0.0, 22.0, 10.0));
        assert_eq!(Rect::bounds([a, b]), Some(Rect::new(0.0, 0.0, 22.0, 10.0)));
        assert!(a.contains(10.0, 0.0) && !a.contains(10.1, 0.0));
        assert_eq!(a.grow(2.0).view_box(), "-2.0 -2.0 14.0 14.0");
    }
}
