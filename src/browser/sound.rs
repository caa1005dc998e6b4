//! Sound effects through the Web Audio API: each sound's notes
//! (`view::sounds`) played by oscillators, so there is nothing to download
//! or cache. Browsers allow audio only after a person's tap, and iOS only
//! when the audio context is resumed inside the tap's own handler: `wake`
//! is called from the table's first pointer event, and again after the
//! page was hidden. And a short vibration where the device has one.
use std::cell::RefCell;

use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::view::motion::Sound;
use crate::view::sounds::{notes, Wave};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Inside a tap: make the audio context, or resume it (after the page
/// was hidden, or when the browser suspended it).
pub fn wake() {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref().filter(|ctx| ctx.state() != AudioContextState::Running) {
            let _ = ctx.resume();
        }
    });
}

/// Play `sound` at `loudness` (0..1); nothing before the first tap.
pub fn play(sound: Sound, loudness: f64) {
    log_for_tests(sound);
    if loudness <= 0.0 {
        return;
    }
    CONTEXT.with(|c| {
        let Some(ctx) = c.borrow().clone().filter(|ctx| ctx.state() == AudioContextState::Running) else { return };
        let now = ctx.current_time();
        for n in notes(sound) {
            let _ = note(&ctx, now, n, loudness);
        }
    });
}

/// One note: an oscillator through a gain that rises and dies away.
fn note(ctx: &AudioContext, now: f64, n: &crate::view::sounds::Note, loudness: f64) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(match n.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
    });
    let (start, end) = (now + n.at, now + n.at + n.length);
    let freq = osc.frequency();
    freq.set_value_at_time(n.hz as f32, start).ok()?;
    if n.to_hz != n.hz {
        freq.exponential_ramp_to_value_at_time(n.to_hz as f32, end).ok()?;
    }
    let level = gain.gain();
    level.set_value_at_time(0.0, start).ok()?;
    level.linear_ramp_to_value_at_time((n.level * loudness) as f32, start + n.attack).ok()?;
    level.exponential_ramp_to_value_at_time(0.0001, end).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(start).ok()?;
    osc.stop_with_when(end + 0.02).ok()?;
    Some(())
}

/// A short vibration, where the device has one.
pub fn buzz(ms: u32) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().vibrate_with_duration(ms);
    }
}

/// Test builds only (feature `test-hooks`): every sound asked for is
/// listed in `window.__ayarSounds`, muted or not, for the browser tests.
#[cfg(feature = "test-hooks")]
fn log_for_tests(sound: Sound) {
    use wasm_bindgen::{JsCast, JsValue};
    let Some(w) = web_sys::window() else { return };
    let key = JsValue::from_str("__ayarSounds");
    let list =
        js_sys::Reflect::get(&w, &key).ok().and_then(|l| l.dyn_into::<js_sys::Array>().ok()).unwrap_or_else(|| {
            let l = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&w, &key, &l);
            l
        });
    list.push(&JsValue::from_str(&format!("{sound:?}")));
}

#[cfg(not(feature = "test-hooks"))]
#[inline(always)]
fn log_for_tests(_: Sound) {}
