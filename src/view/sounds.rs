//! The table's sounds, as notes for a small synthesizer (the browser plays
//! them with the Web Audio API: no sound files to download or cache). Each
//! is short and soft, so that a whole turn's sounds never crowd; the end of
//! the game is the only tune.
use super::motion::Sound;

/// A waveform of the browser's oscillators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Triangle,
}

/// One note: a tone that starts at `at` seconds into the sound, rises in
/// `attack`, then dies away over `length`; its pitch may glide from
/// `hz` to `to_hz`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    pub at: f64,
    pub hz: f64,
    pub to_hz: f64,
    pub wave: Wave,
    pub attack: f64,
    pub length: f64,
    /// Loudness before the volume setting, 0..1.
    pub level: f64,
}

const fn tone(at: f64, hz: f64, length: f64, level: f64) -> Note {
    Note { at, hz, to_hz: hz, wave: Wave::Sine, attack: 0.01, length, level }
}

const fn knock(at: f64, hz: f64, to_hz: f64, length: f64, level: f64) -> Note {
    Note { at, hz, to_hz, wave: Wave::Triangle, attack: 0.004, length, level }
}

const fn swell(at: f64, hz: f64, length: f64, level: f64) -> Note {
    Note { at, hz, to_hz: hz, wave: Wave::Sine, attack: length / 3.0, length, level }
}

// Pitches (Hz), of the pentatonic scale the Andes' music favours.
const A3: f64 = 220.0;
const C4: f64 = 261.6;
const D4: f64 = 293.7;
const E4: f64 = 329.6;
const G4: f64 = 392.0;
const A4: f64 = 440.0;
const C5: f64 = 523.3;
const D5: f64 = 587.3;
const E5: f64 = 659.3;
const G5: f64 = 784.0;
const A5: f64 = 880.0;
const C6: f64 = 1046.5;

// Each sound's notes.
/// A wooden piece set on the board.
const PLACE: &[Note] = &[knock(0.0, 330.0, 180.0, 0.09, 0.5)];
/// Two knocks, lower: stone on stone.
const BUILD: &[Note] = &[knock(0.0, 200.0, 110.0, 0.1, 0.6), knock(0.09, 240.0, 130.0, 0.12, 0.55)];
const SUN: &[Note] = &[tone(0.0, E5, 0.12, 0.28), tone(0.07, A5, 0.18, 0.24)];
const MOON: &[Note] = &[tone(0.0, A5, 0.16, 0.2), tone(0.09, E5, 0.26, 0.22)];
const LLAMA: &[Note] = &[tone(0.0, G5, 0.1, 0.25), tone(0.08, D5, 0.1, 0.22), tone(0.16, G5, 0.16, 0.22)];
const RAYMI: &[Note] =
    &[tone(0.0, C5, 0.12, 0.24), tone(0.08, E5, 0.12, 0.24), tone(0.16, G5, 0.12, 0.24), tone(0.24, C6, 0.3, 0.26)];
const NIGHT: &[Note] = &[swell(0.0, A3, 1.1, 0.26), swell(0.15, E4, 1.0, 0.16)];
const DAWN: &[Note] = &[swell(0.0, C4, 0.6, 0.2), swell(0.2, G4, 0.7, 0.2), swell(0.4, C5, 0.8, 0.2)];
const WIN: &[Note] = &[
    tone(0.0, C5, 0.18, 0.3),
    tone(0.16, E5, 0.18, 0.3),
    tone(0.32, G5, 0.18, 0.3),
    tone(0.48, C6, 0.5, 0.32),
    tone(0.48, G5, 0.5, 0.18),
];
const LOSS: &[Note] = &[tone(0.0, A4, 0.3, 0.24), tone(0.28, E4, 0.3, 0.22), tone(0.56, D4, 0.6, 0.22)];

/// The notes of a sound.
pub fn notes(sound: Sound) -> &'static [Note] {
    match sound {
        Sound::Place => PLACE,
        Sound::Build => BUILD,
        Sound::Sun => SUN,
        Sound::Moon => MOON,
        Sound::Llama => LLAMA,
        Sound::Raymi => RAYMI,
        Sound::Night => NIGHT,
        Sound::Dawn => DAWN,
        Sound::Win => WIN,
        Sound::Loss => LOSS,
    }
}

/// How long a sound lasts, in seconds.
pub fn length(sound: Sound) -> f64 {
    notes(sound).iter().map(|n| n.at + n.length).fold(0.0, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Sound; 10] = [
        Sound::Place,
        Sound::Build,
        Sound::Sun,
        Sound::Moon,
        Sound::Llama,
        Sound::Raymi,
        Sound::Night,
        Sound::Dawn,
        Sound::Win,
        Sound::Loss,
    ];

    #[test]
    fn every_sound_is_short_soft_and_its_own() {
        for s in ALL {
            let notes = notes(s);
            assert!(!notes.is_empty());
            // A turn's sounds must not crowd: only a Raymi, Night, Dawn and the end last.
            let most = if matches!(s, Sound::Night | Sound::Dawn | Sound::Win | Sound::Loss | Sound::Raymi) {
                1.3
            } else {
                0.45
            };
            assert!(length(s) <= most, "{s:?} lasts {}", length(s));
            for n in notes {
                assert!(n.level > 0.0 && n.level <= 0.6, "{s:?} is soft");
                assert!(n.attack > 0.0 && n.attack < n.length, "{s:?} has a shape");
                assert!((60.0..2000.0).contains(&n.hz) && (60.0..2000.0).contains(&n.to_hz));
            }
        }
        for (i, a) in ALL.iter().enumerate() {
            for b in &ALL[i + 1..] {
                assert_ne!(notes(*a), notes(*b), "{a:?} and {b:?} sound alike");
            }
        }
    }

    #[test]
    fn a_win_rises_and_a_loss_falls() {
        let first_last = |s| (notes(s)[0].hz, notes(s).last().unwrap().hz);
        let (a, b) = first_last(Sound::Loss);
        assert!(b < a);
        let (a, _) = first_last(Sound::Win);
        assert!(notes(Sound::Win).iter().map(|n| n.hz).fold(0.0, f64::max) > a);
    }
}
