//! The motion concern: every change of the game played as the steps of
//! `view::motion`, one after another at the speed setting's pace, each with
//! its line in the strip and its sounds. Motion shows state, it never holds
//! it: the game has already changed when a sequence starts, and a new
//! change, an undo, a load, a tap anywhere or Skip finishes the sequence
//! at once (the tap is then handled as usual). Nothing waits for it but
//! the computers and the Ayllu, which pace themselves by it
//! (`remaining_ms`) so that a turn can be followed.
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::game::GameStore;
use super::prefs::Prefs;
use super::tutorial::Tutorial;
use crate::browser::sound;
use crate::engine::{Phase, PlayerId};
use crate::ui::motion;
use crate::view::layout::{sheet_for_stage, Sheet};
use crate::view::motion::{
    choreograph, held_at, land, landed, landing, numbers_before, pace, By, Number, Pace, Played, Shown, Sound, Step,
};

#[derive(Clone, Copy)]
pub struct Playback {
    store: GameStore,
    prefs: Prefs,
    /// The guided first game holds the Night at the moment its note
    /// explains (`Tutorial::hold`).
    tutorial: Tutorial,
    /// The line of the step playing, for the strip.
    line: RwSignal<Option<String>>,
    /// The board the step playing happens on, shown in the dock.
    stage: RwSignal<Option<Sheet>>,
    /// Whose doing the step playing (or held) shows, for the strip's heading.
    by: RwSignal<Option<By>>,
    /// A sequence is playing (its steps, not a moment the tutorial holds).
    playing: RwSignal<bool>,
    /// The numbers what plays is bringing a change to, as they stand until
    /// it lands.
    shown: RwSignal<Vec<Shown>>,
    /// The lines of every step shown since a person's last move, from it
    /// on: the strip's "Last turn" panel (a computer's whole turn, a whole
    /// Night), also at the Instant speed and when skipped.
    story: RwSignal<Vec<String>>,
    /// What a screen reader is to say now: the line of each step as it
    /// plays, or all the lines of a change shown at once (the Instant
    /// speed, a skip of the moves up to a person's decision).
    said: RwSignal<Vec<String>>,
}

/// The most lines the "Last turn" panel keeps (three computers' turns and
/// a Night fit well within it).
const STORY_LINES: usize = 80;

/// What is playing. The page has one playback, and a plain cell costs the
/// wasm less than stored values.
#[derive(Default)]
struct Now {
    /// Bumped by every sequence and every finish: an older sequence's
    /// timers then do nothing.
    run: u64,
    /// When the sequence playing ends (`performance.now()`), 0 when none.
    ends: f64,
    /// Steps held back by the tutorial, from where they stopped.
    held: Option<Held>,
    /// The numbers as they stood before the change.
    before: Vec<Shown>,
    /// The line of the part's last step: what a skip of a person's own
    /// move leaves in the strip.
    last_line: Option<String>,
    /// The sequence playing shows a computer's (or the Ayllu's) move.
    automated: bool,
    /// A person skipped such a move: the moves that follow show at once
    /// until a person decides again.
    skipping: bool,
}

thread_local! {
    static NOW: std::cell::RefCell<Now> = std::cell::RefCell::new(Now::default());
}

fn with_now<T>(f: impl FnOnce(&mut Now) -> T) -> T {
    NOW.with(|now| f(&mut now.borrow_mut()))
}

/// The run now: a timer of an older one does nothing.
fn run_now() -> u64 {
    with_now(|n| n.run)
}

/// A new run: whatever was scheduled before does nothing now.
fn next_run() -> u64 {
    with_now(|n| {
        n.run += 1;
        n.run
    })
}

/// The steps of one change, the pace, and where the part playing begins.
struct Sequence {
    steps: Rc<Vec<Step>>,
    from: usize,
    /// When each step from `from` on begins, in ms from the part's start.
    starts: Vec<f64>,
    beat: f64,
}

/// Steps held back at a moment of the Night: they play on from `from`.
struct Held {
    steps: Rc<Vec<Step>>,
    from: usize,
    beat: f64,
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Run `f` in `ms` (one closure type for every timer here: each kind of
/// closure handed to the browser costs the wasm its own glue).
fn after(ms: f64, f: impl FnOnce() + 'static) {
    let f: Box<dyn FnOnce()> = Box::new(f);
    set_timeout(f, Duration::from_millis(ms.max(0.0) as u64));
}

impl Playback {
    /// Start following the game; call once in `App`. `playing` is this
    /// playback's to write (the tutorial reads it).
    pub fn provide(store: GameStore, prefs: Prefs, tutorial: Tutorial, playing: RwSignal<bool>) -> Playback {
        let playback = Playback {
            store,
            prefs,
            tutorial,
            line: RwSignal::new(None),
            stage: RwSignal::new(None),
            by: RwSignal::new(None),
            playing,
            shown: RwSignal::new(Vec::new()),
            story: RwSignal::new(Vec::new()),
            said: RwSignal::new(Vec::new()),
        };
        Effect::new(move |_| {
            store.version().track();
            playback.follow();
        });
        playback.listen();
        playback
    }

    /// The line of the step playing (reactive).
    pub fn line(&self) -> ReadSignal<Option<String>> {
        self.line.read_only()
    }

    /// What was shown since a person's last move, line by line (reactive).
    pub fn story(&self) -> ReadSignal<Vec<String>> {
        self.story.read_only()
    }

    /// What a screen reader is to say now, line by line (reactive).
    pub fn said(&self) -> ReadSignal<Vec<String>> {
        self.said.read_only()
    }

    /// Whether a sequence is playing (reactive).
    pub fn playing(&self) -> bool {
        self.playing.get()
    }

    /// What `seat`'s `number` shows while what changes it plays, if it
    /// does (reactive): the number before the change, changed as each
    /// figure or piece lands.
    pub fn shown(&self, seat: PlayerId, number: Number) -> Option<u32> {
        self.shown.with(|shown| shown.iter().find(|s| s.seat == seat && s.number == number).map(|s| s.value))
    }

    /// Whose doing the step playing shows (reactive).
    pub fn by(&self) -> ReadSignal<Option<By>> {
        self.by.read_only()
    }

    /// The board the step playing shows in the dock (reactive).
    pub fn stage(&self) -> ReadSignal<Option<Sheet>> {
        self.stage.read_only()
    }

    /// Milliseconds until the sequence playing ends (0 when none). While
    /// the tutorial holds steps back, the Ayllu waits too (a while, then
    /// it asks again): its next step would cut short the moment a note
    /// explains.
    pub fn remaining_ms(&self) -> f64 {
        with_now(|n| {
            let left = if n.ends > 0.0 { n.ends - now() } else { 0.0 };
            pace::wait_ms(left, n.held.is_some())
        })
    }

    /// A person skipped a computer's or the Ayllu's move: the moves that
    /// follow show at once, up to a person's next decision.
    pub fn skipping(&self) -> bool {
        with_now(|n| n.skipping)
    }

    /// A tap or Skip: the steps playing end at once; steps the tutorial
    /// holds back stay held, with the line of the moment it explains.
    pub fn skip(&self) {
        if with_now(|n| n.ends) <= 0.0 {
            return;
        }
        let (last, automated) = with_now(|n| (n.last_line.take(), n.automated));
        if with_now(|n| n.held.is_none()) {
            self.end();
            // A computer's or the Ayllu's move cut short: the strip sums
            // up the whole turn (its last step alone says little).
            self.line.set(last.filter(|_| !automated));
            return;
        }
        // Held by the tutorial: the part plays out at once, the rest waits.
        next_run();
        motion::finish_all();
        let shown = with_now(|n| {
            n.ends = 0.0;
            let mut shown = n.before.clone();
            if let Some(h) = &n.held {
                landed(&mut shown, &h.steps[..h.from]);
                // What the held steps bring stays out of view.
                motion::prepare(&h.steps, h.from, &[], h.beat, 0, 0.0);
            }
            shown
        });
        self.line.set(last);
        self.stage.set(None);
        self.playing.set(false);
        self.shown.set(shown);
    }

    /// Skip (the strip's button, on its first touch, or its click from
    /// assistive technology): the sequence playing, and if it shows a
    /// computer's or the Ayllu's move, the rest of their moves up to the
    /// next person's decision. (A tap elsewhere skips only what plays.)
    pub fn skip_turn(&self) {
        let person_next = self.store.person_deciding().is_some();
        with_now(|n| n.skipping |= n.automated && n.held.is_none() && !person_next);
        self.skip();
    }

    /// End the sequence playing and clear its line: the table shows the
    /// game as it is.
    pub fn finish(&self) {
        self.end();
        if self.line.get_untracked().is_some() {
            self.line.set(None);
        }
    }

    /// The sequence is over, played out or cut short: nothing is held, the
    /// counters show the game's numbers; the line stays until the next
    /// change.
    fn end(&self) {
        next_run();
        with_now(|n| {
            n.ends = 0.0;
            n.held = None;
            n.before.clear();
        });
        motion::finish_all();
        if self.stage.get_untracked().is_some() {
            self.stage.set(None);
        }
        if self.by.get_untracked().is_some() {
            self.by.set(None);
        }
        if self.playing.get_untracked() {
            self.playing.set(false);
        }
        if self.shown.with_untracked(|s| !s.is_empty()) {
            self.shown.set(Vec::new());
        }
    }

    /// The tutorial moved on (Next, or it ended): steps it held back play
    /// on, up to its new hold.
    pub fn play_on(&self) {
        if let Some(held) = with_now(|n| n.held.take()) {
            next_run();
            motion::finish_all();
            self.schedule(held.steps, held.from, held.beat);
        }
    }

    /// After every change of the game: finish what plays, then play the
    /// change that made it (none after an undo or a load).
    fn follow(&self) {
        let change = self.store.take_change();
        self.finish();
        let Some(change) = change else {
            // An undo or a load: what was told no longer happened.
            if self.story.with_untracked(|s| !s.is_empty()) {
                self.story.set(Vec::new());
            }
            return;
        };
        let people = self.store.people();
        let reason = self.store.computer_reason();
        let shown = self.store.game().with_untracked(|g| {
            let after = g.as_ref()?;
            let earlier = self.store.events_before_latest(change.events.len());
            let mut played = Played {
                before: &change.before,
                action: change.action,
                events: &change.events,
                after,
                earlier: &earlier,
                people: &people,
                reason: reason.as_deref(),
            };
            let steps = choreograph(&played);
            // The Last turn panel tells what a computer did, not why (its
            // reasons are in the log).
            let told = reason.is_some().then(|| {
                played.reason = None;
                choreograph(&played)
            });
            Some((steps, told))
        });
        let Some((steps, told)) = shown.filter(|(s, _)| !s.is_empty()) else { return };
        // A skip reaches as far as the next person's decision; a person's
        // own move is always shown.
        let by_person = change.action.is_some() && change.before.pending().is_some_and(|p| people.contains(&p.player));
        // A person's move begins the story anew, unless it is their
        // choice inside a Night: the panel tells the whole Night.
        let in_night = change.before.phase() == Phase::Night;
        let lines: Vec<String> =
            told.as_ref().unwrap_or(&steps).iter().map(|s| s.line.clone()).filter(|l| !l.is_empty()).collect();
        self.story.update(|story| {
            if by_person && !in_night {
                story.clear();
            }
            for line in &lines {
                if story.last() != Some(line) {
                    story.push(line.clone());
                }
            }
            let over = story.len().saturating_sub(STORY_LINES);
            story.drain(..over);
        });
        let skipped = with_now(|n| {
            n.automated = !by_person;
            n.skipping &= !by_person;
            let skipped = n.skipping;
            n.skipping &= self.store.person_deciding().is_none();
            skipped
        });
        let pace = Pace::of(self.prefs.step_delay_ms());
        if skipped || pace == Pace::Instant {
            self.said.set(lines);
            if !skipped {
                self.sound_at_once(&steps);
            }
            return;
        }
        let reduced = self.prefs.get().with_untracked(|s| s.reduced_motion(crate::browser::prefers_reduced_motion()));
        let steps: Vec<Step> = if reduced { steps.iter().map(pace::reduced).collect() } else { steps };
        let before = numbers_before(&change.before, &steps);
        with_now(|n| n.before = before.clone());
        self.shown.set(before);
        // The strip says at once what is about to play: not, for a frame,
        // the prompt of the next decider the game has moved on to.
        if let Some(first) = steps.first().filter(|_| held_at(&steps, untrack(|| self.tutorial.hold())) > 0) {
            self.by.set(first.by);
            self.line.set(Some(first.line.clone()));
            self.playing.set(true);
        }
        let (me, run) = (*self, run_now());
        // After the new state is in the page, before it is painted.
        request_animation_frame(move || {
            if run_now() == run {
                me.schedule(Rc::new(steps), 0, pace.beat_ms());
            }
        });
    }

    /// Play `steps` from step `from`: prepare what the part brings, then
    /// each step at its time. Steps past the tutorial's hold wait for it.
    fn schedule(&self, steps: Rc<Vec<Step>>, from: usize, beat: f64) {
        let hold = untrack(|| self.tutorial.hold());
        let to = from + held_at(&steps[from..], hold);
        if to < steps.len() {
            with_now(|n| n.held = Some(Held { steps: steps.clone(), from: to, beat }));
        }
        let mut starts = Vec::with_capacity(to - from);
        let mut t = 0.0;
        for s in &steps[from..to] {
            starts.push(t);
            t += (f64::from(s.beats()) + pace::GAP) * beat;
        }
        let ends = now() + t;
        let last_line = to.checked_sub(1).map(|i| steps[i].line.clone());
        let run = with_now(|n| {
            n.ends = ends;
            n.last_line = last_line;
            n.run
        });
        self.playing.set(true);
        let seq = Rc::new(Sequence { steps, from, starts, beat });
        motion::prepare(&seq.steps, from, &seq.starts, beat, 0, 0.0);
        for i in 0..seq.starts.len() {
            let (me, seq2) = (*self, seq.clone());
            after(seq.starts[i], move || {
                if run_now() == run {
                    me.begin_step(run, &seq2, i);
                }
            });
        }
        let me = *self;
        after(t, move || {
            if run_now() != run {
                return;
            }
            // The moment held stays in the strip until the tutorial moves on.
            if with_now(|n| n.held.is_some()) {
                with_now(|n| n.ends = 0.0);
                me.playing.set(false);
            } else {
                me.end();
            }
        });
    }

    /// Step `i` of the part playing begins: its line, its board, its sounds
    /// and its motion.
    fn begin_step(&self, run: u64, seq: &Rc<Sequence>, i: usize) {
        let end = seq.from + seq.starts.len();
        let (part, step) = (&seq.steps[seq.from..end], &seq.steps[seq.from + i]);
        self.line.set(Some(step.line.clone()));
        if !step.line.is_empty() {
            self.said.set(vec![step.line.clone()]);
        }
        if self.by.get_untracked() != step.by {
            self.by.set(step.by);
        }
        let stage = step.stage.map(sheet_for_stage);
        let shown_before = self.stage.get_untracked();
        if shown_before != stage {
            self.stage.set(stage);
        }
        // Each number changes as what changes it lands.
        for c in &step.cues {
            for change in landing(&c.motion) {
                let me = *self;
                after(f64::from(c.at + c.beats * 0.85) * seq.beat, move || {
                    if run_now() == run {
                        me.shown.update(|shown| land(shown, change));
                    }
                });
            }
        }
        for s in &step.sounds {
            let (me, s) = (*self, *s);
            after(f64::from(s.at) * seq.beat, move || {
                if run_now() == run {
                    me.sound(s.sound, s.person);
                }
            });
        }
        if stage.is_some() && shown_before != stage {
            // The dock opens first; a frame later its board is on screen:
            // what the rest of the part brings there is held back then.
            let seq = seq.clone();
            request_animation_frame(move || {
                if run_now() == run {
                    motion::prepare(&seq.steps, seq.from, &seq.starts, seq.beat, i, seq.starts[i]);
                    motion::play_step(i, &seq.steps[seq.from + i], seq.beat);
                }
            });
        } else {
            motion::play_step(i, &part[i], seq.beat);
        }
    }

    /// A sound at the settings' loudness, and a buzz for a person's gain.
    fn sound(&self, s: Sound, person: bool) {
        let (loudness, haptics) = self.prefs.get().with_untracked(|p| (p.loudness(), p.haptics));
        sound::play(s, loudness);
        if person && haptics && s.scores() {
            sound::buzz(18);
        }
    }

    /// At the Instant speed nothing moves, but what happened still sounds:
    /// each kind of sound once, in order, close together.
    fn sound_at_once(&self, steps: &[Step]) {
        let mut heard: Vec<(Sound, bool)> = Vec::new();
        for s in steps.iter().flat_map(|s| &s.sounds) {
            match heard.iter_mut().find(|(h, _)| *h == s.sound) {
                Some(h) => h.1 |= s.person,
                None => heard.push((s.sound, s.person)),
            }
        }
        let run = run_now();
        for (i, (s, person)) in heard.into_iter().enumerate() {
            let me = *self;
            after(90.0 * i as f64, move || {
                if run_now() == run {
                    me.sound(s, person);
                }
            });
        }
    }

    /// A tap or a key anywhere skips what plays, but on the strip's line of
    /// what happened, which opens to be read (a skip changed the line under
    /// the finger, and the tap meant to close it opened the next one). The
    /// first one lets sound start: browsers allow it only after a person's
    /// gesture; and `browser::focus` hears which it was. A hidden page
    /// finishes what plays.
    fn listen(&self) {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
        let me = *self;
        let gesture = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            sound::wake();
            crate::browser::focus::heard(&e);
            // Seen here, before the button hides: the first touch of Skip.
            let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let on = |selector: &str| target.as_ref().and_then(|el| el.closest(selector).ok().flatten()).is_some();
            if on("[data-skip]") {
                me.skip_turn();
            } else if !on("[data-reading]") {
                me.skip();
            }
        });
        for kind in ["pointerdown", "keydown"] {
            let _ = doc.add_event_listener_with_callback_and_bool(kind, gesture.as_ref().unchecked_ref(), true);
        }
        gesture.forget();
        let hidden = Closure::<dyn Fn()>::new(move || {
            if web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden()) {
                me.finish();
            } else {
                sound::wake();
            }
        });
        let _ = doc.add_event_listener_with_callback("visibilitychange", hidden.as_ref().unchecked_ref());
        hidden.forget();
    }
}
