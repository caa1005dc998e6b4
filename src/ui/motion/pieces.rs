//! How a travelling piece and a gain's figure look: SVG markup over the
//! page's shared symbols (`boards::defs`), so a flyer looks like the piece
//! it stands for.
use crate::engine::Marker;
use crate::view::art::{badge_id, escape, female_id, marker_id, piece_id, symbol_id};
use crate::view::icons::{pot_look, Symbol, POT_OUTLINE};
use crate::view::motion::{Figure, Gain, Piece};
use crate::view::words;

/// A `<use>` of a symbol filling the flyer.
fn symbol(id: &str) -> String {
    format!(
        r##"<svg viewBox="-12 -12 24 24" aria-hidden="true"><use href="#{id}" x="-12" y="-12" width="24" height="24"/></svg>"##
    )
}

/// The markup of a piece's flyer.
pub fn piece(p: Piece) -> String {
    match p {
        Piece::Ayar(a) => symbol(&badge_id(a.index())),
        Piece::Female(a) => symbol(&female_id(a.index())),
        Piece::Marker(m) => symbol(&marker_id(m, m == Marker::Gold)),
        Piece::Tambo(seat) => symbol(&piece_id(Symbol::Tambo, seat)),
        Piece::Temple(seat) => symbol(&piece_id(Symbol::Temple, seat)),
        Piece::Boat(seat) => symbol(&piece_id(Symbol::Boat, seat)),
        Piece::Island(seat) => symbol(&piece_id(Symbol::Island, seat)),
        Piece::Maize(_) => symbol(symbol_id(Symbol::Maize)),
        Piece::Viracocha => symbol(symbol_id(Symbol::Viracocha)),
        Piece::Llama => symbol(symbol_id(Symbol::Llama)),
        Piece::Pot(pot) => {
            let look = pot_look(pot.colour);
            format!(
                r##"<svg viewBox="-12 -12 24 24" aria-hidden="true"><path fill="{}" stroke="#3d2a1d" d="{POT_OUTLINE}"/><path d="{}" stroke="{}" stroke-width="1.5" fill="none" stroke-linecap="round"/></svg>"##,
                look.fill, look.pattern, look.ink
            )
        }
        Piece::Textile(t) => {
            let a = if t.end_a_sun() { r#"<path class="half-sun" d="M-23 -7.2A7.2 7.2 0 0 1 -23 7.2z"/>"# } else { "" };
            let b = if t.end_b_sun() { r#"<path class="half-sun" d="M23 -7.2A7.2 7.2 0 0 0 23 7.2z"/>"# } else { "" };
            format!(
                r##"<svg viewBox="-24 -12 48 24" aria-hidden="true"><rect x="-23" y="-11" width="46" height="22" rx="2" fill="#f6e7c8" stroke="#3d2a1d" stroke-width="1.2"/><path d="M-23 -6.5h46M-23 6.5h46" stroke="#b0283f" stroke-width="2.2"/>{a}{b}</svg>"##
            )
        }
        Piece::Raymi(activity) => format!(
            r##"<svg viewBox="-31 -15 62 30" aria-hidden="true"><rect class="raymi-face" x="-31" y="-15" width="62" height="30" rx="7"/><use href="#{}" x="-26" y="-12" width="24" height="24"/></svg>"##,
            symbol_id(Symbol::activity(activity))
        ),
    }
}

/// A gain's figure: "+3 ☀", "+2 ☾", "+1" and a Llama.
pub fn figure(f: &Figure) -> String {
    let sign = escape(&words::figure(f));
    match f.gain {
        Gain::Llama => format!("{sign}{}", symbol(symbol_id(Symbol::Llama))),
        Gain::Viracocha => format!("{sign}{}", symbol(symbol_id(Symbol::Viracocha))),
        Gain::Sun | Gain::Moon => sign,
    }
}

/// The class naming a gain, for its colour.
pub fn figure_class(f: &Figure) -> &'static str {
    match f.gain {
        Gain::Sun => "figure sun",
        Gain::Moon => "figure moon",
        Gain::Llama | Gain::Viracocha => "figure prize",
    }
}
