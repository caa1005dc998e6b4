//! Static board art as SVG text: the printed boards (spaces, slots, icons,
//! numbers, frames) drawn once per screen as one image, so that they cost
//! the page a single element and never react. Only the pieces and the
//! highlights are live elements (STYLE.md, TABLE.md "What stays reactive").
//!
//! An image cannot read the page's CSS, so each board's art carries its own
//! `<style>` and the symbol drawings it uses.
use std::fmt::Write;

use super::decimal::Num;
use super::geometry::Rect;
use super::icons::Symbol;
use super::looks::{marker, AYARS};
use crate::engine::Marker;

/// The fonts of the page (style/main.css `--font-ui`, `--font-display`).
pub const FONT_UI: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";
pub const FONT_DISPLAY: &str =
    "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', 'DejaVu Serif', Georgia, serif";

/// An SVG document under construction.
pub struct Art {
    out: String,
}

impl Art {
    /// An `<svg>` of `w` x `h` units with the given style sheet and the
    /// drawings of `symbols` (usable with `use_symbol`).
    pub fn new(w: f64, h: f64, style: &str, symbols: &[Symbol]) -> Art {
        let (w, h) = (Num(w), Num(h));
        let mut out = String::with_capacity(64 * 1024);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}"><style>{style}</style><defs>"#
        );
        for s in symbols {
            let _ = write!(out, r#"<symbol id="{}" viewBox="-12 -12 24 24">{}</symbol>"#, symbol_id(*s), s.markup());
        }
        out.push_str("</defs>");
        Art { out }
    }

    pub fn raw(&mut self, markup: &str) -> &mut Self {
        self.out.push_str(markup);
        self
    }

    pub fn rect(&mut self, class: &str, r: Rect, rx: f64) -> &mut Self {
        let _ = write!(
            self.out,
            r#"<rect class="{class}" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{rx}"/>"#,
            Num(r.x),
            Num(r.y),
            Num(r.w),
            Num(r.h),
            rx = Num(rx)
        );
        self
    }

    pub fn circle(&mut self, class: &str, cx: f64, cy: f64, r: f64) -> &mut Self {
        let (cx, cy, r) = (Num(cx), Num(cy), Num(r));
        let _ = write!(self.out, r#"<circle class="{class}" cx="{cx:.1}" cy="{cy:.1}" r="{r}"/>"#);
        self
    }

    pub fn path(&mut self, class: &str, d: &str) -> &mut Self {
        let _ = write!(self.out, r#"<path class="{class}" d="{d}"/>"#);
        self
    }

    /// Text centred on (x, y) unless the class anchors it otherwise.
    pub fn text(&mut self, class: &str, x: f64, y: f64, text: &str) -> &mut Self {
        let (x, y) = (Num(x), Num(y));
        let _ = write!(self.out, r#"<text class="{class}" x="{x:.1}" y="{y:.1}">{}</text>"#, escape(text));
        self
    }

    /// Text drawn `width` units wide whatever the device's font, so it ends
    /// where the layout expects.
    pub fn text_width(&mut self, class: &str, x: f64, y: f64, text: &str, width: f64) -> &mut Self {
        let (x, y, width) = (Num(x), Num(y), Num(width));
        let _ = write!(
            self.out,
            r#"<text class="{class}" x="{x:.1}" y="{y:.1}" textLength="{width:.1}" lengthAdjust="spacingAndGlyphs">{}</text>"#,
            escape(text)
        );
        self
    }

    /// A symbol `size` units across, centred on (x, y).
    pub fn symbol(&mut self, symbol: Symbol, x: f64, y: f64, size: f64) -> &mut Self {
        let _ = write!(
            self.out,
            r##"<use href="#{}" x="{:.1}" y="{:.1}" width="{size:.1}" height="{size:.1}"/>"##,
            symbol_id(symbol),
            Num(x - size / 2.0),
            Num(y - size / 2.0),
            size = Num(size)
        );
        self
    }

    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>");
        self.out
    }
}

/// The id of a symbol's drawing in a page's or an image's `<defs>`.
pub fn symbol_id(symbol: Symbol) -> &'static str {
    match symbol {
        Symbol::Pottery => "sym-pottery",
        Symbol::Weaving => "sym-weaving",
        Symbol::Terrace => "sym-terrace",
        Symbol::Reed => "sym-reed",
        Symbol::Sun => "sym-sun",
        Symbol::Moon => "sym-moon",
        Symbol::Llama => "sym-llama",
        Symbol::Viracocha => "sym-viracocha",
        Symbol::Temple => "sym-temple",
        Symbol::Tambo => "sym-tambo",
        Symbol::Maize => "sym-maize",
        Symbol::Boat => "sym-boat",
        Symbol::Island => "sym-island",
    }
}

// The ids of the live pieces' drawings, which the page defines once
// (`ui::boards::defs`) and the boards and motion's flying pieces use.

/// The id of a seat's piece: `piece-tambo-2`.
pub fn piece_id(symbol: Symbol, seat: usize) -> String {
    format!("piece-{}-{seat}", &symbol_id(symbol)[4..])
}

/// The id of a seat's Tambo without its mark: on the seat's own grid every
/// Tambo is theirs, and a column of seat numbers there reads like counts.
pub fn plain_tambo_id(seat: usize) -> String {
    format!("{}-plain", piece_id(Symbol::Tambo, seat))
}

/// The id of an Ayar's badge (round: the male Ayar on his path).
pub fn badge_id(ayar: usize) -> String {
    format!("badge-{}", AYARS[ayar].class)
}

/// The id of a female Ayar's badge (rounded square: she heads a Temple row).
pub fn female_id(ayar: usize) -> String {
    format!("female-{}", AYARS[ayar].class)
}

/// The id of a Step marker, laid flat or standing.
pub fn marker_id(m: Marker, standing: bool) -> String {
    format!("marker-{}-{}", marker(m).0, if standing { "up" } else { "down" })
}

/// Text made safe for SVG: the five XML specials.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Every tag opened is closed, in order: the art is well-formed XML
    /// (a browser shows nothing at all for a broken SVG image).
    pub fn assert_well_formed(svg: &str) {
        let mut stack: Vec<String> = Vec::new();
        let mut rest = svg;
        while let Some(open) = rest.find('<') {
            let close = rest[open..].find('>').expect("a tag ends") + open;
            let tag = &rest[open + 1..close];
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(stack.pop().as_deref(), Some(name), "closing </{name}>");
            } else if !tag.ends_with('/') {
                let name = tag.split(|c: char| c.is_whitespace()).next().unwrap_or_default();
                stack.push(name.to_string());
            }
            rest = &rest[close + 1..];
        }
        assert!(stack.is_empty(), "unclosed: {stack:?}");
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "a number went wrong");
    }

    #[test]
    fn art_is_well_formed_and_escapes_its_text() {
        let mut art = Art::new(100.0, 50.0, ".a{fill:red}", &[Symbol::Sun]);
        art.rect("a", Rect::new(1.0, 2.0, 3.0, 4.0), 2.0).text("t", 5.0, 6.0, "Ana & <Bo>").symbol(
            Symbol::Sun,
            10.0,
            10.0,
            8.0,
        );
        let svg = art.finish();
        assert_well_formed(&svg);
        assert!(svg.contains("Ana &amp; &lt;Bo&gt;"));
        assert!(svg.contains(r##"<use href="#sym-sun" x="6.0" y="6.0" width="8.0" height="8.0"/>"##));
    }

    #[test]
    fn every_drawing_the_page_defines_has_an_id_of_its_own() {
        // The page defines each once; two alike would draw one piece as another.
        let seats = 0..crate::engine::data::MAX_PLAYERS;
        let mut ids: Vec<String> = Symbol::ALL.iter().map(|&s| symbol_id(s).to_string()).collect();
        ids.extend((0..AYARS.len()).flat_map(|a| [badge_id(a), female_id(a)]));
        ids.extend(Marker::ALL.into_iter().flat_map(|m| [marker_id(m, false), marker_id(m, true)]));
        ids.extend(seats.flat_map(|p| {
            [Symbol::Tambo, Symbol::Temple, Symbol::Boat, Symbol::Island]
                .map(|s| piece_id(s, p))
                .into_iter()
                .chain([plain_tambo_id(p)])
        }));
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{ids:?}");
    }
}
