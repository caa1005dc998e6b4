//! How each Ayar looks on screen: name, CSS class (its colour lives in
//! style/main.css as `--manco` etc.) and glyph. Presentation only: who the
//! Ayar are and what they do is the engine's business. Order: Manco, Auca,
//! Cachi, Uchu (the engine's `Ayar::ALL`).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AyarLook {
    /// The male Ayar's name as the rules write it.
    pub name: &'static str,
    /// CSS class that selects the Ayar's colour.
    pub class: &'static str,
    /// SVG path of the glyph, drawn in a 20x20 box centred on the origin.
    /// Every Ayar has a different shape so colour is never the only cue.
    pub glyph: &'static str,
    /// What the glyph shows, for the legend's accessible text.
    pub glyph_name: &'static str,
}

pub const AYARS: [AyarLook; 4] = [
    AyarLook {
        name: "Ayar Manco",
        class: "manco",
        glyph: "M0 -10 L1.63 -6.09 L5 -8.66 L4.45 -4.45 L8.66 -5 L6.09 -1.63 L10 0 \
                L6.09 1.63 L8.66 5 L4.45 4.45 L5 8.66 L1.63 6.09 L0 10 L-1.63 6.09 \
                L-5 8.66 L-4.45 4.45 L-8.66 5 L-6.09 1.63 L-10 0 L-6.09 -1.63 \
                L-8.66 -5 L-4.45 -4.45 L-5 -8.66 L-1.63 -6.09Z",
        glyph_name: "sun",
    },
    AyarLook { name: "Ayar Auca", class: "auca", glyph: "M0 -10 L9.5 7.5 L-9.5 7.5Z", glyph_name: "mountain" },
    AyarLook {
        name: "Ayar Cachi",
        class: "cachi",
        glyph: "M-3 -10 H3 V-6 H6 V-3 H10 V3 H6 V6 H3 V10 H-3 V6 H-6 V3 H-10 V-3 H-6 V-6 H-3Z",
        glyph_name: "chakana cross",
    },
    AyarLook { name: "Ayar Uchu", class: "uchu", glyph: "M0 -10 L8 0 L0 10 L-8 0Z", glyph_name: "diamond" },
];
