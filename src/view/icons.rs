//! The game's symbols as SVG markup, each drawn in a 24 x 24 box centred on
//! the origin: the four activities, Sun, Moon, Llama, Viracocha, Temple,
//! Tambo, Maize, Boat, Island, the seat pieces, and how each Pot colour
//! looks. Plain strings, so that both the static board art (`view::art`)
//! and the Leptos components draw the same symbols.
use crate::engine::{Activity, Pot, Textile};
use crate::view::lang::{catalog::Arg, key, t, tf, Key};

/// A symbol of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Pottery,
    Weaving,
    Terrace,
    Reed,
    Sun,
    Moon,
    Llama,
    Viracocha,
    Temple,
    Tambo,
    Maize,
    Boat,
    Island,
}

impl Symbol {
    pub const ALL: [Symbol; 13] = [
        Self::Pottery,
        Self::Weaving,
        Self::Terrace,
        Self::Reed,
        Self::Sun,
        Self::Moon,
        Self::Llama,
        Self::Viracocha,
        Self::Temple,
        Self::Tambo,
        Self::Maize,
        Self::Boat,
        Self::Island,
    ];

    pub fn activity(activity: Activity) -> Symbol {
        match activity {
            Activity::Pottery => Self::Pottery,
            Activity::Weaving => Self::Weaving,
            Activity::Terrace => Self::Terrace,
            Activity::Reed => Self::Reed,
        }
    }

    /// The name a tooltip shows.
    pub fn name(self) -> String {
        let activity = |a: Activity| crate::view::words::activity(a).to_string();
        t(match self {
            Self::Pottery => return activity(Activity::Pottery),
            Self::Weaving => return activity(Activity::Weaving),
            Self::Terrace => return activity(Activity::Terrace),
            Self::Reed => return activity(Activity::Reed),
            Self::Sun => key::BOARD_SUN,
            Self::Moon => key::BOARD_MOON,
            Self::Llama => key::BOARD_SYMBOL_LLAMA,
            Self::Viracocha => key::BOARD_SYMBOL_VIRACOCHA,
            Self::Temple => key::BOARD_SYMBOL_TEMPLE,
            Self::Tambo => key::BOARD_SYMBOL_TAMBO,
            Self::Maize => key::BOARD_SYMBOL_MAIZE,
            Self::Boat => key::BOARD_BOAT,
            Self::Island => key::BOARD_SYMBOL_ISLAND,
        })
    }

    /// CSS class: `icon-pottery` etc.
    pub fn class(self) -> &'static str {
        match self {
            Self::Pottery => "icon-pottery",
            Self::Weaving => "icon-weaving",
            Self::Terrace => "icon-terrace",
            Self::Reed => "icon-reed",
            Self::Sun => "icon-sun",
            Self::Moon => "icon-moon",
            Self::Llama => "icon-llama",
            Self::Viracocha => "icon-viracocha",
            Self::Temple => "icon-temple",
            Self::Tambo => "icon-tambo",
            Self::Maize => "icon-maize",
            Self::Boat => "icon-boat",
            Self::Island => "icon-island",
        }
    }

    /// The drawing, as static SVG markup in the 24 x 24 box.
    pub fn markup(self) -> &'static str {
        match self {
            Self::Pottery => POTTERY,
            Self::Weaving => WEAVING,
            Self::Terrace => TERRACE,
            Self::Reed => REED,
            Self::Sun => SUN,
            Self::Moon => MOON,
            Self::Llama => LLAMA,
            Self::Viracocha => VIRACOCHA,
            Self::Temple => TEMPLE,
            Self::Tambo => TAMBO,
            Self::Maize => MAIZE,
            Self::Boat => BOAT,
            Self::Island => ISLAND,
        }
    }
}

// Activity badges: a disc in the activity's colour with a cream pictogram
// (colour and shape both tell them apart).
const POTTERY: &str = r##"<circle r="11.4" fill="#b4562a" stroke="#6e2f12" stroke-width="1.2"/><path fill="#fff4dc" d="M-2.6 -8h5.2v1.7c0 .9-.8 1.2-.8 2 3 1 5.1 3.4 5.1 6.2 0 3.4-2.9 5.6-6.9 5.6s-6.9-2.2-6.9-5.6c0-2.8 2.1-5.2 5.1-6.2 0-.8-.8-1.1-.8-2z"/><path d="M-5.6 1.2h11.2M-4.3 4h8.6" stroke="#b4562a" stroke-width="1.1" fill="none"/><path d="M-4.6 -2.4l-2.3-1M4.6 -2.4l2.3-1" stroke="#fff4dc" stroke-width="1.4" stroke-linecap="round"/>"##;
const WEAVING: &str = r##"<circle r="11.4" fill="#5b4aa0" stroke="#2f235f" stroke-width="1.2"/><rect x="-6.6" y="-7" width="13.2" height="12.6" rx="1" fill="#fff4dc"/><path d="M-6.6 -4.4h13.2M-6.6 3h13.2" stroke="#c0392b" stroke-width="1.3"/><path d="M0 -3.4l3.4 3.2L0 3-3.4-.2z" fill="none" stroke="#5b4aa0" stroke-width="1.5"/><path d="M-5.4 5.6v2.6M-2.7 5.6v2.6M0 5.6v2.6M2.7 5.6v2.6M5.4 5.6v2.6" stroke="#fff4dc" stroke-width="1.1"/>"##;
const TERRACE: &str = r##"<circle r="11.4" fill="#3f7f2f" stroke="#1f4a14" stroke-width="1.2"/><path fill="#fff4dc" d="M-8.4 7.2H8.4V-5.6H4.8V-2.4H1.2V.8H-2.4V4H-8.4z"/><path d="M-2.4 1.6V4M1.2 -1.6V.8M4.8 -4.8V-2.4" stroke="#3f7f2f" stroke-width=".9"/><path d="M-5.2 3.6V-5.6M-5.2 -1.4c-2.2-.2-3.2-1.4-3.4-3 2 .2 3 1.2 3.4 3zM-5.2 -3c1.8-.4 2.6-1.6 2.6-3.2-1.8.4-2.4 1.6-2.6 3.2z" stroke="#fff4dc" stroke-width="1.2" fill="#fff4dc" stroke-linejoin="round"/>"##;
const REED: &str = r##"<circle r="11.4" fill="#1f76a0" stroke="#0e4563" stroke-width="1.2"/><path d="M-4 1.6V-8.4M-1.3 1.6V-9M1.4 1.6V-7.6M4 1.6V-8.6" stroke="#fff4dc" stroke-width="1.3" stroke-linecap="round"/><path d="M-4 -8.4l-1.4 2.2M-1.3 -9l1.3 2.1M1.4 -7.6l-1.2 2.1M4 -8.6l1.3 2.1" stroke="#fff4dc" stroke-width="1.1" stroke-linecap="round"/><path fill="#fff4dc" d="M-9 -.2c1.8 4.4 5 5.6 9 5.6s7.2-1.2 9-5.6c-2.6 1.8-5.6 2.4-9 2.4S-6.4 1.6-9-.2z"/><path d="M-7.6 8q1.9-1.4 3.8 0t3.8 0 3.8 0 3.8 0" stroke="#9fd2ea" stroke-width="1.1" fill="none"/>"##;
const SUN: &str = r##"<path fill="#e8a317" stroke="#8a5d0c" stroke-width=".8" stroke-linejoin="round" d="M0-11.6l2.3 4.3 4.3-2.4-.4 4.9 4.9-.4-2.4 4.3 4.3 2.3-4.3 2.3 2.4 4.3-4.9-.4.4 4.9-4.3-2.4L0 11.6l-2.3-4.3-4.3 2.4.4-4.9-4.9.4 2.4-4.3L-11.6 0l4.3-2.3-2.4-4.3 4.9.4-.4-4.9 4.3 2.4z"/><circle r="5.8" fill="#ffd54f" stroke="#8a5d0c" stroke-width=".8"/><path d="M-2.4-1.2h1M1.4-1.2h1M-2 1.9q2 1.4 4 0" stroke="#6b4306" stroke-width=".9" stroke-linecap="round" fill="none"/>"##;
const MOON: &str = r##"<circle r="11.4" fill="#27345a" stroke="#141c36" stroke-width="1"/><path fill="#eef2fb" d="M2.2-8.4A8.6 8.6 0 1 0 2.2 8.4 6.6 6.6 0 1 1 2.2-8.4z"/><circle cx="6" cy="-5" r=".9" fill="#eef2fb"/><circle cx="7.6" cy="1.8" r=".6" fill="#eef2fb"/>"##;
const LLAMA: &str = r##"<path fill="#6b4a2e" d="M3.2-10.6l.9 2 .6-2 .7 2.6c1.4.2 2.6 1 2.8 2.1l-2.6.6-.3 8.3c.5 1 .6 2.2.1 3.4V11H4V5.4l-.8-.2H-4.4l-.4.4V11H-6.2V5.2c-.9-.3-1.4-1-1.5-2l-.7 1.6-.9-.4.9-2.7c.4-1.4 1.6-2.6 3.4-2.6h6.6l.2-7.8c-.3-.6-.1-1.6.4-2.2z"/><circle cx="4.9" cy="-6.6" r=".6" fill="#fff4dc"/>"##;
const VIRACOCHA: &str = r##"<g stroke="#8a5d0c" stroke-width="1" fill="#e8a317"><path d="M-8.4-5.2l-2.2-2.6M-5.4-8.2l-1-3.2M0-9.6v-2M5.4-8.2l1-3.2M8.4-5.2l2.2-2.6" stroke="#e8a317" stroke-width="1.6" stroke-linecap="round"/><circle cx="-10.6" cy="-7.8" r="1.2"/><circle cx="-6.4" cy="-11.4" r="1.2"/><circle cy="-11.8" r="1.2"/><circle cx="6.4" cy="-11.4" r="1.2"/><circle cx="10.6" cy="-7.8" r="1.2"/><rect x="-7.6" y="-8" width="15.2" height="17.6" rx="3.2"/></g><rect x="-4.8" y="-4" width="3.2" height="2.8" fill="#3d2a1d"/><rect x="1.6" y="-4" width="3.2" height="2.8" fill="#3d2a1d"/><path d="M-3.2-1.2v5.4M3.2-1.2v5.4" stroke="#1a9c8f" stroke-width="1.1"/><rect x="-3.4" y="5" width="6.8" height="2" rx=".6" fill="#3d2a1d"/>"##;
const TEMPLE: &str = r##"<path fill="var(--piece, #a89478)" stroke="#3d2a1d" stroke-width="1" stroke-linejoin="round" d="M-10.4 9.6H10.4V6.2H8V2.8H5.4V-.6H3.2V-4.2H1.4V-7.6h-2.8v3.4H-3.2v3.6H-5.4v3.4H-8v3.4h-2.4z"/><path d="M-1.5 9.6V5.2a1.5 1.5 0 0 1 3 0v4.4" fill="#3d2a1d"/>"##;
const TAMBO: &str = r##"<path fill="var(--piece, #c9a56f)" stroke="#3d2a1d" stroke-width="1" stroke-linejoin="round" d="M-9 -.4L0-9.6 9-.4H7V9H-7V-.4z"/><path d="M-9-.4L0-9.6 9-.4" fill="none" stroke="#7a5a2e" stroke-width="2.2" stroke-linejoin="round"/><path d="M-2.2 9V4.2a2.2 2.2 0 0 1 4.4 0V9" fill="#3d2a1d"/>"##;
const MAIZE: &str = r##"<path fill="#6a9e3a" stroke="#2e5a14" stroke-width=".8" d="M-1.2 10.8C-6.6 7.6-7.6 1.2-5.6-4.6-4 .8-2.4 5-1.2 10.8zM1.2 10.8C6.6 7.6 7.6 1.2 5.6-4.6 4 .8 2.4 5 1.2 10.8z"/><ellipse cy="-1.4" rx="4" ry="9.6" fill="#f2c14e" stroke="#a8730f" stroke-width=".8"/><path d="M-3.6-4h7.2M-3.9-.4h7.8M-3.6 3.2h7.2M-2.6 6.4h5.2M-2.6-7.4h5.2M0-10.6V7.6" stroke="#c98f1c" stroke-width=".7"/>"##;
const BOAT: &str = r##"<path fill="var(--piece, #c9a56f)" stroke="#3d2a1d" stroke-width="1" stroke-linejoin="round" d="M-11.4-4.6c1.6 7 5.4 9.4 11.4 9.4S9.8 2.4 11.4-4.6C8.2-1.4 4.6-.2 0-.2S-8.2-1.4-11.4-4.6z"/><path d="M-7.6 1.6q7.6 2.6 15.2 0" stroke="#3d2a1d" stroke-width=".7" fill="none"/><path d="M-4-9.6v9M-4-9.6l5.6 6.4-5.6.6" fill="#fff4dc" stroke="#3d2a1d" stroke-width=".9" stroke-linejoin="round"/>"##;
const ISLAND: &str = r##"<ellipse cy="4.6" rx="11" ry="4.6" fill="var(--piece, #d8c07a)" stroke="#3d2a1d" stroke-width="1"/><path d="M-8.4 4.2q8.4 2.4 16.8 0" stroke="#3d2a1d" stroke-width=".6" fill="none"/><path d="M-4.4 2.8V-2.8L0-7.4l4.4 4.6v5.6z" fill="#e9d6ab" stroke="#3d2a1d" stroke-width=".9" stroke-linejoin="round"/><path d="M-5.6-1.8L0-8.6l5.6 6.8" fill="none" stroke="#7a5a2e" stroke-width="1.4"/>"##;

// Seat pieces: the same shapes without a door, so the seat's mark fits.
const TAMBO_PIECE: &str = r##"<path fill="var(--piece, #c9a56f)" stroke="#1f150f" stroke-width="1.1" stroke-linejoin="round" d="M-10.4-.6L0-10.8 10.4-.6H8.4V10.4H-8.4V-.6z"/><path d="M-10.4-.6L0-10.8 10.4-.6" fill="none" stroke="#1f150f" stroke-opacity=".55" stroke-width="2.4" stroke-linejoin="round"/>"##;
const TEMPLE_PIECE: &str = r##"<path fill="var(--piece, #a89478)" stroke="#1f150f" stroke-width="1.1" stroke-linejoin="round" d="M-11.4 10.4H11.4V6.4H9V2.6H6.2V-1.2H3.6V-5H1.6V-9.4h-3.2V-5H-3.6v3.8H-6.2v3.8H-9v3.8h-2.4z"/>"##;

/// The seat-piece drawing of a symbol: Tambo and Temple without a door,
/// so that the seat's mark fits; the others as they are.
pub fn piece_markup(symbol: Symbol) -> &'static str {
    match symbol {
        Symbol::Tambo => TAMBO_PIECE,
        Symbol::Temple => TEMPLE_PIECE,
        other => other.markup(),
    }
}

/// Where a seat's mark sits on each piece's body: (x, y, font size).
pub fn piece_mark_at(symbol: Symbol) -> (f64, f64, f64) {
    match symbol {
        Symbol::Temple => (0.0, 3.4, 10.4),
        Symbol::Boat => (3.6, 2.2, 9.0),
        Symbol::Island => (0.0, -1.2, 8.0),
        _ => (0.0, 4.4, 12.4),
    }
}

/// How a Pot colour looks (its names are the words layer's:
/// `words::pot_colour`, `pot_name`): fill, ink for its pattern, and the
/// pattern's path (drawn on the Pot's belly), so colour is never alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PotLook {
    pub fill: &'static str,
    pub ink: &'static str,
    pub pattern: &'static str,
}

/// The six Pot colours (R4.2), by `Pot::colour`.
pub const POT_LOOKS: [PotLook; 6] = [
    PotLook { fill: "#c0392b", ink: "#fff4dc", pattern: "M-6 2.2h12" },
    PotLook { fill: "#e3a21a", ink: "#3d2a1d", pattern: "M-4 2.2h.1M0 2.2h.1M4 2.2h.1" },
    PotLook { fill: "#3d8b4f", ink: "#fff4dc", pattern: "M-5.6 3.2l1.9-2.2 1.9 2.2 1.9-2.2 1.9 2.2 1.9-2.2 1.9 2.2" },
    PotLook { fill: "#2f6db0", ink: "#fff4dc", pattern: "M-3.6-.8v5.6M0-.8v6M3.6-.8v5.6" },
    PotLook { fill: "#2b2626", ink: "#f2c14e", pattern: "M-4.6 .4l2.3 2.3 2.3-2.3 2.3 2.3 2.3-2.3" },
    PotLook { fill: "#f3ead6", ink: "#7a3216", pattern: "M0-.6l2.8 2.8L0 5l-2.8-2.8z" },
];

/// A Pot's outline (an aríbalo), 24 units tall around its centre.
pub const POT_OUTLINE: &str = "M-3 -10.6h6v2c0 .9-.9 1.3-.9 2.2 3.6 1.2 6.2 4.2 6.2 7.6 0 4-3.4 7-8.3 9.4-4.9-2.4-8.3-5.4-8.3-9.4 0-3.4 2.6-6.4 6.2-7.6 0-.9-.9-1.3-.9-2.2z";

pub fn pot_look(colour: u8) -> PotLook {
    POT_LOOKS[colour as usize % POT_LOOKS.len()]
}

/// "Red Pot (one band), with a Viracocha": a Pot's colour and pattern, so
/// colour is never alone. Without an article, so that a sentence can take
/// it anywhere (in Spanish and German its adjective is lower case).
pub fn pot_name(pot: Pot) -> String {
    const POTS: [Key; 6] = [
        key::BOARD_POT_RED,
        key::BOARD_POT_OCHRE,
        key::BOARD_POT_GREEN,
        key::BOARD_POT_BLUE,
        key::BOARD_POT_BLACK,
        key::BOARD_POT_WHITE,
    ];
    let name = t(POTS[usize::from(pot.colour) % POTS.len()]);
    if pot.viracocha {
        tf(key::BOARD_POT_VIRACOCHA, &[("pot", Arg::Text(&name))])
    } else {
        name
    }
}

/// "Textile with one half-Sun" etc.
pub fn textile_name(textile: Textile) -> String {
    tf(key::BOARD_TEXTILE, &[("halfsuns", Arg::Num(textile.suns.into()))])
}

/// The shared supplies' board, in words.
pub fn supplies_label() -> String {
    t(key::BOARD_SUPPLIES)
}

/// A Pot in market slot `i` (0-based).
pub fn pot_in_market(pot: Pot, i: usize) -> String {
    tf(key::BOARD_POT_IN_MARKET, &[("pot", Arg::Text(&pot_name(pot))), ("slot", Arg::Num(i as u32 + 1))])
}

/// The Textiles left in a stack, under it.
pub fn stack_left(left: usize) -> String {
    tf(key::BOARD_STACK_LEFT, &[("left", Arg::Num(left as u32))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};

    #[test]
    fn pots_textiles_and_symbols_are_named_in_every_language() {
        let red = Pot { colour: 0, viracocha: true };
        let white = Pot { colour: 5, viracocha: false };
        let textiles = |lang| {
            speak_for_test(lang);
            let names = [0, 1, 2].map(|suns| textile_name(Textile { suns }));
            speak(Catalog::english());
            names
        };
        assert_eq!(pot_name(red), "Red Pot (one band), with a Viracocha");
        assert_eq!(pot_in_market(white, 2), "White Pot (a diamond) in market slot 3");
        assert_eq!(
            textiles(Lang::En),
            ["Textile without half-Suns", "Textile with one half-Sun", "Textile with 2 half-Suns"]
        );
        assert_eq!(
            textiles(Lang::Es),
            ["Textil sin medios Soles", "Textil con un medio Sol", "Textil con 2 medios Soles"]
        );
        assert_eq!(textiles(Lang::De)[2], "Textil mit 2 halben Sonnen");
        assert_eq!(stack_left(4), "4 left");
        speak_for_test(Lang::Es);
        assert_eq!(pot_in_market(red, 0), "En la casilla 1 del mercado: vasija roja (una franja), con un Viracocha");
        assert_eq!((stack_left(1), stack_left(2)), ("queda 1".to_string(), "quedan 2".to_string()));
        assert_eq!((Symbol::Sun.name(), Symbol::Island.name()), ("Sol".to_string(), "Isla".to_string()));
        speak_for_test(Lang::De);
        assert_eq!(pot_in_market(white, 4), "Marktfeld 5: weißes Gefäß (eine Raute)");
        assert!(supplies_label().starts_with("Der gemeinsame Vorrat"));
        for s in Symbol::ALL {
            assert!(!s.name().is_empty() && !s.name().contains('{'), "{s:?}");
        }
        speak(Catalog::english());
        assert_eq!(Symbol::Maize.name(), "Maize");
    }

    /// Issue 30: a player's own pieces inside the dashed green "legal"
    /// outlines stay distinct by their outline, not only their colour:
    /// every seat piece is drawn with a dark line that stands at least 3:1
    /// (WCAG's non-text contrast) against every seat colour, green too.
    #[test]
    fn own_pieces_are_outlined_dark_against_every_seat_colour() {
        fn luminance(hex: &str) -> f64 {
            let channel = |i: usize| {
                let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
                if c <= 0.040_45 {
                    c / 12.92
                } else {
                    ((c + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
        }
        let contrast = |a: &str, b: &str| {
            let (x, y) = (luminance(a), luminance(b));
            (x.max(y) + 0.05) / (x.min(y) + 0.05)
        };
        const OUTLINE: &str = "#1f150f";
        for symbol in [Symbol::Tambo, Symbol::Temple] {
            let markup = piece_markup(symbol);
            assert!(markup.contains(&format!(r#"stroke="{OUTLINE}""#)), "{symbol:?} is outlined: {markup}");
        }
        for seat in crate::view::looks::SEAT_COLOURS {
            let c = contrast(OUTLINE, seat.fill);
            assert!(c >= 3.0, "the outline on {} stands {c:.2}:1", seat.class);
        }
    }
}
