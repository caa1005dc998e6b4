//! The drawings the live pieces reuse, defined once in the page as SVG
//! `<symbol>`s, so that every piece on a board is one `<use>` element: the
//! game's symbols, the Ayar badges, the Step markers, and each seat's
//! Tambo, Temple, Boat and Island in its colour with its mark.
use leptos::prelude::*;

use crate::engine::Marker;
use crate::view::art::{badge_id, female_id, marker_id, piece_id, plain_tambo_id, symbol_id};
use crate::view::decimal::Num;
use crate::view::icons::{piece_mark_at, piece_markup, Symbol};
use crate::view::looks::{marker, SeatMark, AYARS};

/// The pieces a seat owns, by symbol.
pub const SEAT_PIECES: [Symbol; 4] = [Symbol::Tambo, Symbol::Temple, Symbol::Boat, Symbol::Island];

/// `href` for a `<use>`.
pub fn href(id: &str) -> String {
    format!("#{id}")
}

/// The symbol drawings that never change.
fn fixed_defs() -> String {
    let mut out = String::new();
    for s in Symbol::ALL {
        out.push_str(&format!(r#"<symbol id="{}" viewBox="-12 -12 24 24">{}</symbol>"#, symbol_id(s), s.markup()));
    }
    for (i, look) in AYARS.iter().enumerate() {
        out.push_str(&format!(
            r##"<symbol id="{}" viewBox="-12 -12 24 24"><circle r="11.5" fill="{c}" stroke="#1f150f" stroke-width="1"/><path d="{g}" fill="#fffaf0" transform="scale(.72)"/></symbol>"##,
            badge_id(i),
            c = look.colour,
            g = look.glyph
        ));
        out.push_str(&format!(
            r##"<symbol id="{}" viewBox="-12 -12 24 24"><rect x="-11.5" y="-11.5" width="23" height="23" rx="5.5" fill="{c}" stroke="#1f150f"/><path d="{g}" fill="#fffaf0" transform="scale(.68)"/></symbol>"##,
            female_id(i),
            c = look.colour,
            g = look.glyph
        ));
    }
    for m in Marker::ALL {
        let (_, colour, glyph) = marker(m);
        for standing in [false, true] {
            let (w, h) = if standing { (14, 22) } else { (22, 14) };
            out.push_str(&format!(
                r##"<symbol id="{}" viewBox="-12 -12 24 24"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{colour}" stroke="#1f150f" stroke-width="1.2"/><path d="{glyph}" fill="#fffaf0" fill-rule="evenodd" transform="scale(.55)"/></symbol>"##,
                marker_id(m, standing),
                x = -w / 2,
                y = -h / 2
            ));
        }
    }
    // The Step tile's cover on a blocked Step slot (R3.3).
    out.push_str(r##"<symbol id="blocked" viewBox="-12 -12 24 24"><rect x="-11" y="-11" width="22" height="22" rx="4" fill="#8c7354"/><path d="M-6 -6L6 6M6 -6L-6 6" stroke="#fffaf0" stroke-width="2.4" stroke-linecap="round"/></symbol>"##);
    out
}

/// Each seat's pieces in its colour, with its mark.
fn seat_defs(seats: &[SeatMark]) -> String {
    let mut out = String::new();
    for (p, seat) in seats.iter().enumerate() {
        for symbol in SEAT_PIECES {
            let (mx, my, size) = piece_mark_at(symbol);
            let (mx, my, size) = (Num(mx), Num(my), Num(size));
            let ink = if symbol == Symbol::Island { "#1f150f" } else { seat.colour.ink };
            out.push_str(&format!(
                r#"<symbol id="{}" viewBox="-12 -12 24 24"><g style="--piece:{}">{}</g><text x="{mx}" y="{my}" font-size="{size}" font-weight="800" font-family="system-ui, sans-serif" text-anchor="middle" dominant-baseline="central" fill="{ink}">{}</text></symbol>"#,
                piece_id(symbol, p),
                seat.colour.fill,
                piece_markup(symbol),
                crate::view::art::escape(&seat.mark)
            ));
        }
        out.push_str(&format!(
            r#"<symbol id="{}" viewBox="-12 -12 24 24"><g style="--piece:{}">{}</g></symbol>"#,
            plain_tambo_id(p),
            seat.colour.fill,
            piece_markup(Symbol::Tambo)
        ));
    }
    out
}

/// The page's symbol definitions: mount once, inside the table.
#[component]
pub fn PieceDefs(seats: Memo<Vec<SeatMark>>) -> impl IntoView {
    let fixed = fixed_defs();
    view! {
        <svg class="piece-defs" aria-hidden="true" focusable="false" width="0" height="0">
            <defs inner_html=fixed></defs>
            <defs inner_html=move || seats.with(|s| seat_defs(s))></defs>
        </svg>
    }
}
