//! Numbers written into SVG, CSS and animation keyframes, by integer
//! arithmetic. Rust's own float formatting (its Grisu and Dragon algorithms
//! and their tables) costs about 9 KB gzip of the wasm, and markup never
//! needs more than a few decimals; so the browser build formats no `f64`
//! with `{}` or `{:.N}`: it writes `Num(x)` (BENCHMARKS.md, "Bundle").
use std::fmt;

/// A number for markup. `{:.N}` writes N decimals (at most 4), rounded half
/// away from zero; `{}` writes up to 3 decimals without trailing zeros
/// ("90", "1.5", "0.333"). Never "-0"; NaN is written as 0.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let places = f.precision().unwrap_or(3).min(4) as u32;
        let unit = 10u64.pow(places);
        let scaled = (self.0 * unit as f64).round() as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, mut part, mut width) =
            (scaled.unsigned_abs() / unit, scaled.unsigned_abs() % unit, places as usize);
        if f.precision().is_none() {
            while width > 0 && part % 10 == 0 {
                part /= 10;
                width -= 1;
            }
        }
        write!(f, "{sign}{whole}")?;
        if width > 0 {
            write!(f, ".{part:0width$}")?;
        }
        Ok(())
    }
}

/// `x` kept within `low..=high`, as `f64::clamp` but without its panic
/// message, which formats floats (`low <= high` everywhere it is used).
pub fn clamp(x: f64, low: f64, high: f64) -> f64 {
    x.max(low).min(high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_the_decimals_asked_for() {
        assert_eq!(format!("{:.1}", Num(12.345)), "12.3");
        assert_eq!(format!("{:.1}", Num(12.36)), "12.4");
        assert_eq!(format!("{:.1}", Num(3.0)), "3.0");
        assert_eq!(format!("{:.0}", Num(0.5)), "1");
        assert_eq!(format!("{:.4}", Num(1.0 / 3.0)), "0.3333");
        assert_eq!(format!("{:.3}", Num(0.05)), "0.050");
        assert_eq!(format!("{:.0}", Num(1200.0)), "1200");
    }

    #[test]
    fn without_a_precision_writes_no_trailing_zeros() {
        assert_eq!(Num(90.0).to_string(), "90");
        assert_eq!(Num(1.5).to_string(), "1.5");
        assert_eq!(Num(-0.25).to_string(), "-0.25");
        assert_eq!(Num(1.0 / 3.0).to_string(), "0.333");
        assert_eq!(Num(1e-9).to_string(), "0");
    }

    #[test]
    fn negatives_keep_their_sign_and_minus_zero_is_zero() {
        assert_eq!(format!("{:.1}", Num(-0.25)), "-0.3");
        assert_eq!(format!("{:.1}", Num(-0.04)), "0.0");
        assert_eq!(format!("{:.0}", Num(-7.0)), "-7");
        assert_eq!(format!("{:.1}", Num(f64::NAN)), "0.0");
    }

    #[test]
    fn is_within_half_a_last_place_of_the_number() {
        for i in -2000..2000 {
            let x = f64::from(i) * 0.37;
            let written: f64 = format!("{:.1}", Num(x)).parse().unwrap();
            assert!((written - x).abs() <= 0.05 + 1e-9, "{x} written {written}");
            assert_eq!(format!("{:.2}", Num(x)).split('.').nth(1).map(str::len), Some(2));
        }
    }

    #[test]
    fn clamp_keeps_within_bounds() {
        assert_eq!(clamp(5.0, 0.0, 1.0), 1.0);
        assert_eq!(clamp(-5.0, 0.0, 1.0), 0.0);
        assert_eq!(clamp(0.5, 0.0, 1.0), 0.5);
    }
}
