//! Where things are on the table, for motion: a point of an SVG board in
//! that board's own units (the UI maps it to the screen through the
//! board's camera), or a part of a seat's board drawn in HTML. A spot the
//! table does not show now (another seat's board, a closed dock) falls
//! back to what stands for it: the seat's summary, the dock's door.
//!
//! The drawn pieces a motion hides, reveals or turns carry a key
//! (`data-piece`), made here so that the boards and the steps agree.
use crate::engine::{Activity, Ayar, Cell, Line, Marker, PlayerId, StepSlot};
use crate::view::{lake, main_board, market, player_board};

/// A seat's counter in its head (or its summary in the seats bar).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    Sun,
    Moon,
    Inti,
    Llamas,
    Viracochas,
}

impl From<Counter> for crate::view::preview::Number {
    fn from(c: Counter) -> Self {
        use crate::view::preview::Number;
        match c {
            Counter::Sun => Number::Sun,
            Counter::Moon => Number::Moon,
            Counter::Inti => Number::Inti,
            Counter::Llamas => Number::Llamas,
            Counter::Viracochas => Number::Viracochas,
        }
    }
}

/// A part of a seat's board drawn in HTML.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A Step marker in hand.
    Hand(Marker),
    /// A Temple left to place, by type.
    Temple(Activity),
    /// An activity card.
    Card(Activity),
    /// An activity card's Moon scoring slot (R3.5).
    MoonSlot(Activity),
    Counter(Counter),
    /// The Pots of one colour on the shelf (R6.1).
    Pots(u8),
    /// The Maize row (R6.3).
    Maize,
    /// The Boat and Islands of the Reed card (R6.4).
    Reed,
    /// The loom (R6.2).
    Loom,
}

impl Part {
    /// The part's `data-spot`, inside its seat's board (`data-seat`).
    pub fn key(self) -> String {
        match self {
            Part::Hand(m) => format!("hand-{}", m.index()),
            Part::Temple(a) => format!("temple-{}", a.index()),
            Part::Card(a) => format!("card-{}", a.index()),
            Part::MoonSlot(a) => format!("moon-slot-{}", a.index()),
            Part::Counter(c) => counter_key(c).to_string(),
            Part::Pots(colour) => format!("pots-{colour}"),
            Part::Maize => "maize".into(),
            Part::Reed => "reed".into(),
            Part::Loom => "loom".into(),
        }
    }
}

/// A counter's `data-spot`, in a seat's head and in its summary alike.
pub fn counter_key(c: Counter) -> &'static str {
    match c {
        Counter::Sun => "sun",
        Counter::Moon => "moon",
        Counter::Inti => "inti",
        Counter::Llamas => "llamas",
        Counter::Viracochas => "viracochas",
    }
}

/// A place a piece or a figure starts from or lands on; `size` is the
/// piece's size there, in the board's units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spot {
    Main {
        x: f64,
        y: f64,
        size: f64,
    },
    /// A seat's Tambo grid block (`player_board`).
    Grid {
        seat: PlayerId,
        x: f64,
        y: f64,
        size: f64,
    },
    Lake {
        x: f64,
        y: f64,
        size: f64,
    },
    /// The market and the Textile stacks (`market`).
    Supplies {
        x: f64,
        y: f64,
        size: f64,
    },
    Seat {
        seat: PlayerId,
        part: Part,
    },
}

/// What stands for a spot the table does not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The seat's summary in the seats bar.
    Seat(PlayerId),
    /// The market's door.
    Market,
    /// The Lake's door.
    Lake,
}

impl Spot {
    pub fn fallback(&self) -> Option<Fallback> {
        match *self {
            Spot::Main { .. } => None,
            Spot::Grid { seat, .. } | Spot::Seat { seat, .. } => Some(Fallback::Seat(seat)),
            Spot::Lake { .. } => Some(Fallback::Lake),
            Spot::Supplies { .. } => Some(Fallback::Market),
        }
    }
}

fn main_at((x, y): (f64, f64), size: f64) -> Spot {
    Spot::Main { x, y, size }
}

/// A movement space of a path.
pub fn space(path: Ayar, at: u8) -> Spot {
    main_at(main_board::space(path, at), 2.0 * main_board::AYAR_R)
}

/// A building slot's Tambo.
pub fn slot(path: Ayar, at: u8) -> Spot {
    main_at(main_board::slot_tambo(path, at), main_board::TAMBO)
}

/// A Raymi tile at its place (`data::RAYMI_PLACES`).
pub fn raymi(place: u8) -> Spot {
    main_at(main_board::raymi_rect(place as usize).centre(), main_board::RAYMI_W)
}

/// Cuzco's space (seed "Cuzco").
pub fn cuzco() -> Spot {
    main_at(main_board::cuzco().centre(), 40.0)
}

/// The female Ayar heading Temple row `row`.
pub fn female(row: u8) -> Spot {
    main_at(main_board::female_head(row as usize).badge, 26.0)
}

/// The Viracocha beside the female Ayar of row `row` (R1.7).
pub fn female_viracocha(row: u8) -> Spot {
    main_at(main_board::female_head(row as usize).viracocha, 26.0)
}

/// The `index`-th of `count` Temples in row `row`.
pub fn temple(row: u8, index: usize, count: usize) -> Spot {
    main_at(main_board::temple_at(row as usize, index, count), 26.0)
}

/// A seat's row of the terrace (the Maize planted this round).
pub fn terrace(seat: PlayerId, seats: usize) -> Spot {
    let r = main_board::terrace_row(seat, seats);
    main_at((r.right() - main_board::TERRACE_MAIZE_X + 11.0, r.y + r.h / 2.0), 22.0)
}

fn grid_at(seat: PlayerId, (x, y): (f64, f64), size: f64) -> Spot {
    Spot::Grid { seat, x, y, size }
}

/// A cell of a seat's Tambo grid.
pub fn cell(seat: PlayerId, c: Cell) -> Spot {
    grid_at(seat, player_board::cell(c).centre(), 38.0)
}

/// A Step slot beside a seat's grid.
pub fn step_slot(seat: PlayerId, s: StepSlot) -> Spot {
    let r = player_board::step_slot(s).grow(-6.0);
    grid_at(seat, r.centre(), r.w)
}

/// A line's bonus beyond a seat's grid (R3.4).
pub fn line_bonus(seat: PlayerId, line: Line) -> Spot {
    let r = player_board::line_bonus(line);
    grid_at(seat, r.centre(), r.w)
}

/// A market slot's Pot.
pub fn market_slot(slot: u8) -> Spot {
    let (x, y) = market::pot(slot as usize);
    Spot::Supplies { x, y, size: 58.0 }
}

/// A Textile stack's top.
pub fn stack(s: u8) -> Spot {
    let (x, y) = market::stack_top(s as usize);
    Spot::Supplies { x, y, size: 92.0 }
}

/// A seat's Boat at a boat-track space.
pub fn boat(seat: PlayerId, at: u8) -> Spot {
    let (x, y) = lake::boat(at, seat);
    Spot::Lake { x, y, size: 32.0 }
}

/// A seat's Island at a yellow space.
pub fn island(seat: PlayerId, yellow: u8) -> Spot {
    let (x, y) = lake::island(yellow, seat);
    Spot::Lake { x, y, size: 28.0 }
}

/// A Viracocha area of the Lake (0 = A).
pub fn lake_area(area: u8) -> Spot {
    let (x, y) = lake::area_centre(area);
    Spot::Lake { x, y: y - 6.0, size: 32.0 }
}

/// A part of a seat's board.
pub fn part(seat: PlayerId, part: Part) -> Spot {
    Spot::Seat { seat, part }
}

/// A seat's counter.
pub fn counter(seat: PlayerId, c: Counter) -> Spot {
    part(seat, Part::Counter(c))
}

/// Keys of the drawn pieces (`data-piece`).
pub mod key {
    use crate::engine::{Ayar, Marker, PlayerId};

    /// A Tambo built on a path's slot.
    pub fn tambo(path: Ayar, space: u8) -> String {
        format!("tambo-{}-{space}", path.index())
    }
    /// The `index`-th Temple of a row.
    pub fn temple(row: u8, index: usize) -> String {
        format!("temple-{row}-{index}")
    }
    /// A male Ayar's token.
    pub fn ayar(a: Ayar) -> String {
        format!("ayar-{}", crate::view::looks::ayar(a).class)
    }
    /// A Raymi tile, by its index in the board's list.
    pub fn raymi(tile: u8) -> String {
        format!("raymi-{tile}")
    }
    /// A Step marker laid beside a seat's grid.
    pub fn laid(seat: PlayerId, m: Marker) -> String {
        format!("laid-{seat}-{}", m.index())
    }
    /// The Pot in a market slot.
    pub fn pot(slot: u8) -> String {
        format!("pot-{slot}")
    }
    /// A Textile stack's top.
    pub fn stack(s: u8) -> String {
        format!("stack-{s}")
    }
    /// A seat's Boat on the Lake.
    pub fn boat(seat: PlayerId) -> String {
        format!("boat-{seat}")
    }
    /// A seat's Island of one section on the Lake.
    pub fn island(seat: PlayerId, section: u8) -> String {
        format!("island-{seat}-{section}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spot_out_of_sight_falls_back_to_what_stands_for_it() {
        assert_eq!(space(Ayar::Manco, 3).fallback(), None, "the Main board is always on the table");
        assert_eq!(cell(2, Cell::new(1, 1)).fallback(), Some(Fallback::Seat(2)));
        assert_eq!(counter(1, Counter::Moon).fallback(), Some(Fallback::Seat(1)));
        assert_eq!(market_slot(0).fallback(), Some(Fallback::Market));
        assert_eq!(boat(0, 3).fallback(), Some(Fallback::Lake));
    }

    #[test]
    fn parts_and_pieces_have_distinct_keys() {
        let parts = [
            Part::Hand(Marker::Gold),
            Part::Temple(Activity::Reed),
            Part::Card(Activity::Reed),
            Part::MoonSlot(Activity::Reed),
            Part::Counter(Counter::Moon),
            Part::Pots(3),
            Part::Maize,
            Part::Reed,
            Part::Loom,
        ];
        let keys: std::collections::HashSet<String> = parts.iter().map(|p| p.key()).collect();
        assert_eq!(keys.len(), parts.len());
        assert_ne!(key::tambo(Ayar::Auca, 12), key::tambo(Ayar::Manco, 12));
        assert_ne!(key::laid(0, Marker::Gold), key::laid(1, Marker::Gold));
    }

    #[test]
    fn a_walk_goes_right_along_its_path() {
        let (Spot::Main { x: x0, y: y0, .. }, Spot::Main { x: x1, y: y1, .. }) =
            (space(Ayar::Cachi, 2), space(Ayar::Cachi, 5))
        else {
            panic!("spaces are on the Main board")
        };
        assert!(x1 > x0, "from Tiwanaku on the left towards Cuzco on the right");
        assert!((y1 - y0).abs() < 1.0, "along one lane");
    }
}
