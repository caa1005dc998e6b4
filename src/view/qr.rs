//! A game's link as a QR code (issue 32), for a phone at the same table:
//! the modules from `qrcodegen`, drawn as one SVG path of horizontal runs
//! with the quiet zone a reader needs around them.
use qrcodegen::{QrCode, QrCodeEcc};

/// The light margin around the code, in modules (ISO/IEC 18004 asks for 4).
pub const QUIET: usize = 4;

/// A QR code's dark modules, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// Modules per side, without the quiet zone.
    pub size: usize,
    dark: Vec<bool>,
}

impl Qr {
    /// The code of `text`, at medium error correction when it fits (a
    /// screen photographed at an angle loses modules), else at low; `None`
    /// past a QR code's capacity.
    pub fn of(text: &str) -> Option<Qr> {
        let code =
            QrCode::encode_text(text, QrCodeEcc::Medium).or_else(|_| QrCode::encode_text(text, QrCodeEcc::Low)).ok()?;
        let size = code.size() as usize;
        let dark = (0..size * size).map(|i| code.get_module((i % size) as i32, (i / size) as i32)).collect();
        Some(Qr { size, dark })
    }

    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The side of the drawing's view box, quiet zone included.
    pub fn side(&self) -> usize {
        self.size + 2 * QUIET
    }

    /// The dark modules as one path in module units (`viewBox="0 0 side
    /// side"`): a rectangle per horizontal run, so a code of 85 modules
    /// is a few hundred rectangles, not thousands of elements.
    pub fn path(&self) -> String {
        let mut d = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                d.push_str(&format!("M{} {}h{}v1h-{}z", start + QUIET, y + QUIET, x - start, x - start));
            }
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The modules a path draws, read back from its runs.
    fn drawn(qr: &Qr) -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        for run in qr.path().split('M').filter(|r| !r.is_empty()) {
            let numbers: Vec<usize> = run
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(|n| n.parse().unwrap())
                .collect();
            let [x, y, width, 1, back] = numbers[..] else { panic!("a run: {run}") };
            assert_eq!(width, back, "the run closes: {run}");
            cells.extend((x..x + width).map(|x| (x - QUIET, y - QUIET)));
        }
        cells
    }

    /// Reads the code as a phone would: the modules as a picture, 4 pixels
    /// each, quiet zone included, through an independent decoder.
    fn read(qr: &Qr) -> String {
        let px = 4;
        let side = qr.side() * px;
        let mut picture = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (mx, my) = ((x / px).wrapping_sub(QUIET), (y / px).wrapping_sub(QUIET));
            if qr.is_dark(mx, my) {
                0
            } else {
                255
            }
        });
        let grids = picture.detect_grids();
        assert_eq!(grids.len(), 1, "one code in the picture");
        grids[0].decode().expect("the code reads").1
    }

    #[test]
    fn a_link_reads_back_from_the_code_exactly() {
        for text in ["http://127.0.0.1:8080/#g=AQ", &format!("https://ayar.example/#g={}", "Ab-_9".repeat(120))] {
            let qr = Qr::of(text).unwrap();
            assert_eq!(read(&qr), text);
        }
    }

    #[test]
    fn the_path_draws_exactly_the_dark_modules() {
        let qr = Qr::of("https://ayar.example/#g=AQIDBAUGBwgJ").unwrap();
        let mut dark: Vec<(usize, usize)> =
            (0..qr.size).flat_map(|y| (0..qr.size).map(move |x| (x, y))).filter(|&(x, y)| qr.is_dark(x, y)).collect();
        let mut cells = drawn(&qr);
        dark.sort_unstable();
        cells.sort_unstable();
        assert_eq!(cells, dark);
        // Three finder patterns: each corner but the bottom right is dark.
        assert!(qr.is_dark(0, 0) && qr.is_dark(qr.size - 1, 0) && qr.is_dark(0, qr.size - 1));
        assert!(!qr.is_dark(qr.size, 0), "nothing past the edge");
    }

    #[test]
    fn the_longest_link_fits_and_past_a_codes_capacity_there_is_none() {
        // Issue 32: a finished 4-player game fits in 1,500 characters of
        // link (saves::link's test; the longest seen is about 540).
        let longest = format!("https://ayar.example/#g={}", "x".repeat(1500 - 24));
        let qr = Qr::of(&longest).expect("the longest link has a code");
        assert!(qr.size <= 177, "version 40 at most");
        assert_eq!(Qr::of(&"x".repeat(3000)), None);
    }
}
