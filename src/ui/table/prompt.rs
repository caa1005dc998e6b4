//! The prompt strip across the top of the table: the menu, the round, who
//! decides what in one line (in that seat's colour), one line of detail
//! (the selected choice's effect, the hint, what just happened), and Undo,
//! Hint and Confirm. It never covers the boards; only the whole detail,
//! opened by a tap, lies over their top until it is closed (what happened
//! opens as the Last turn panel: every step since a person's move). While
//! a sequence plays, the line names its mover, or the Night.
use leptos::prelude::*;

use super::model::TableModel;
use crate::engine::Event;
use crate::ui::boards::frame::on_press;
use crate::ui::state::{Automation, Choice, GameStore, HintStatus, Prefs, Screens, Tutorial};
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::layout::Sheet;
use crate::view::problems;
use crate::view::prompt::{prompt, showing};
use crate::view::targets::Place;
use crate::view::tutorial::guide::{Focus, Tap};
use crate::view::words;

/// Characters past which the detail line is likely cut in portrait.
const LONG_DETAIL: usize = 60;

#[component]
pub fn PromptStrip() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let choice = expect_context::<Choice>();
    let auto = expect_context::<Automation>();
    let model = expect_context::<TableModel>();
    let screens = expect_context::<Screens>();
    let playback = auto.playback();
    let prefs = expect_context::<Prefs>();
    let strip = Memo::new(move |_| {
        let (selected, awaiting) = (choice.action(), choice.awaiting_ayar());
        let (activity, by) = (auto.activity(), playback.by().get());
        store.looks().with(|looks| {
            store.game().with(|g| {
                let g = g.as_ref()?;
                let now = prompt(g, looks, activity, selected, awaiting);
                Some(match by {
                    Some(by) => showing(now, g, looks, by),
                    None => now,
                })
            })
        })
    });
    let over =
        Memo::new(move |_| store.game().with(|g| g.as_ref().is_some_and(|g| g.is_over())) && !playback.playing());
    // A memo, so the line is only touched when its words change.
    let detail = Memo::new(move |_| {
        if over.get() {
            return None;
        }
        // A sequence playing: the line of its step.
        if let Some(line) = playback.line().get().filter(|_| playback.playing()) {
            return Some(("step", line));
        }
        if let Some(a) = model.ahead.with(|a| a.as_ref().map(|a| a.preview.summary.clone())) {
            return Some(("preview", a));
        }
        match auto.hint().get() {
            HintStatus::Thinking => return Some(("hint", t(key::HINT_THINKING))),
            HintStatus::Given { action, reason } => {
                let what =
                    store.game().with(|g| g.as_ref().map(|g| words::action_long(g, &action))).unwrap_or_default();
                let reason = words::capital(&reason);
                // In a replay nothing glows: the hard computer's move in words.
                let said = if store.watching().with(Option::is_some) { key::WATCH_BEST_GIVEN } else { key::HINT_GIVEN };
                return Some(("hint", tf(said, &[("what", Arg::Text(&what)), ("why", Arg::Text(&reason))])));
            }
            HintStatus::Failed => return Some(("hint", t(key::HINT_FAILED))),
            HintStatus::None => {}
        }
        if let Some(problem) = store.error().get() {
            return Some(("error", problems::say(&problem)));
        }
        if let Some(n) = store.notice().get() {
            return Some(("notice", n));
        }
        if let Some(how) = strip.with(|s| s.as_ref().and_then(|s| s.how.clone())) {
            return Some(("how", how));
        }
        // What the last sequence showed last, until the next change.
        if let Some(line) = playback.line().get() {
            return Some(("step", line));
        }
        latest(store)
    });
    let detail_text = move || detail.with(|d| d.as_ref().map(|(_, text)| text.clone()).unwrap_or_default());
    // What happened (not a preview, a hint or an error) opens into the
    // "Last turn" panel: every line since a person's last move.
    let story = playback.story();
    let telling = move || {
        detail.with(|d| d.as_ref().is_some_and(|(kind, _)| matches!(*kind, "step" | "reason" | "event")))
            && story.with(|s| s.len() > 1)
    };
    // A tap on the detail line shows all of it below the strip (a Night's
    // summary or a hint's reason runs past one line); it closes on a second
    // tap, on a tap on it, or when the line says something else.
    let opened = RwSignal::new(None::<String>);
    let open_now = move || opened.with(|o| o.is_some() && *o == detail.with(|d| d.as_ref().map(|(_, t)| t.clone())));
    let toggle = move || opened.set((!open_now()).then(detail_text));
    let seat_mark = move || strip.with(|s| s.as_ref().and_then(|s| s.seat.as_ref().map(|m| m.mark.clone())));
    let tutorial = expect_context::<Tutorial>();
    let confirm_next = move || tutorial.focus() == Focus::Tap(Tap::Confirm);
    let can_confirm =
        move || strip.with(|s| s.as_ref().is_some_and(|s| s.can_confirm)) && tutorial.focus().lets_confirm();
    let box_target = Memo::new(move |_| model.targets.with(|ts| ts.iter().find(|t| t.place == Place::Box).cloned()));
    view! {
        // One class string: a `class:over` toggle beside it was wiped
        // whenever the string was set again, and Undo, Hint and Confirm
        // stayed on the final screen.
        <header class=move || {
            let colour = strip.with(|s| s.as_ref().and_then(|s| s.seat.as_ref()).map_or("", |m| m.colour.class));
            format!("prompt-strip {colour}{}", if over.get() { " over" } else { "" })
        }>
            // The page's heading, inside its banner (content outside every
            // landmark escapes a screen reader's landmark navigation).
            <h1 class="visually-hidden">{t(key::TITLE)}</h1>
            <button type="button" class="strip-button menu" aria-label=t(key::MENU_LABEL)
                on:click=move |_| screens.toggle_sheet(Sheet::Menu)>"☰"</button>
            <button type="button" class="strip-button sound" data-sound-toggle=""
                aria-label=t(key::SOUND_EFFECTS) aria-pressed=move || prefs.get().with(|s| s.sound).to_string()
                on:click=move |_| prefs.set_sound(!prefs.get().with_untracked(|s| s.sound))>
                // A speaker, with its sound waves or struck through.
                <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                    <path d=move || if prefs.get().with(|s| s.sound) { "M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" } else { "M15 9l6 6M21 9l-6 6" }
                        fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                </svg>
            </button>
            <div class="strip-text">
                <p class="strip-line" aria-live="polite">
                    <span class="strip-phase">{move || {
                        let phase = strip.with(|s| s.as_ref().map(|s| s.phase.clone()))?;
                        // A game watched says so: nobody plays it now.
                        Some(match store.watching().with(Option::is_some) {
                            true => tf(key::WATCH_PHASE, &[("phase", Arg::Text(&phase))]),
                            false => phase,
                        })
                    }}</span>
                    <span class="seat-chip" aria-hidden="true" hidden=move || seat_mark().is_none()>{seat_mark}</span>
                    <span class="strip-task">{move || strip.with(|s| s.as_ref().map(|s| s.line.clone()))}</span>
                </p>
                // A long line carries a ▾: a tap shows the rest.
                <p class=move || detail.with(|d| {
                    let (kind, text) = d.as_ref().map_or(("", ""), |(kind, text)| (*kind, text.as_str()));
                    format!("strip-detail {kind}{}", if text.chars().count() > LONG_DETAIL || telling() { " long" } else { "" })
                })
                    hidden=move || detail.with(Option::is_none) title=detail_text tabindex="0" role="button" data-reading=""
                    aria-expanded=move || open_now().to_string() on:click=move |_| toggle()
                    on:keydown=move |ev| on_press(ev, toggle)>{detail_text}</p>
            </div>
            <div class="strip-actions">
                {move || box_target.get().map(|target| view! {
                    <crate::ui::boards::player::TargetButton target class="button secondary">{t(key::TO_THE_BOX)}</crate::ui::boards::player::TargetButton>
                })}
                <button type="button" class="button secondary" data-undo=""
                    disabled=move || !strip.with(|s| s.as_ref().is_some_and(|s| s.can_undo))
                    on:click=move |_| store.undo()>"↶"<span class="undo-word">" "{t(key::UNDO)}</span></button>
                <button type="button" class="button secondary skip" data-skip="" hidden=move || !playback.playing()
                    on:click=move |_| playback.skip_turn()>{t(key::SKIP)}" »"</button>
                <button type="button" class="button secondary hint-button" hidden=move || playback.playing()
                    disabled=move || !strip.with(|s| s.as_ref().is_some_and(|s| s.can_hint)) || auto.hint().get() == HintStatus::Thinking
                        || screens.handing_over().get().is_some() || tutorial.guiding()
                    on:click=move |_| auto.ask_hint()>{t(key::HINT)}</button>
                // data-selected: the selected action (the browser tests' hook).
                <button type="button" class="button primary confirm" data-confirm=""
                    data-selected=move || choice.action().map(|a| crate::view::targets::action_key(&a))
                    class:ready=can_confirm
                    class:tutorial-next=confirm_next
                    disabled=move || !can_confirm()
                    on:click=move |_| choice.confirm()>{t(key::CONFIRM)}</button>
            </div>
        </header>
        <div class="strip-more" data-reading="" hidden=move || !open_now() on:click=move |_| opened.set(None)>
            {move || if telling() {
                view! {
                    <h2 class="strip-more-head">{t(key::LAST_TURN)}</h2>
                    <ol class="story">{story.get().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ol>
                }.into_any()
            } else {
                view! { <p>{detail_text}</p> }.into_any()
            }}
        </div>
        // Each step of a move, a computer's turn or a Night, said as it
        // plays (all at once at the Instant speed): a screen reader
        // follows the game as the table shows it.
        <p class="visually-hidden" aria-live="polite" data-announce="">
            {move || playback.said().get().join(" ")}
        </p>
    }
}

/// What just happened: a computer's reason, the Ayllu's turn just played,
/// or the latest event worth a line.
fn latest(store: GameStore) -> Option<(&'static str, String)> {
    let log = store.log();
    let thought = store.thoughts().with(|t| t.last().cloned());
    store.game().with(|g| {
        let g = g.as_ref()?;
        log.with(|log| {
            let last = log.last()?;
            if let Some(t) = thought.filter(|t| t.actions >= last.actions) {
                let name = crate::view::looks::seat_mark(g, &store.looks().get(), t.seat).name;
                return Some(("reason", words::computer_reason(&name, t.level, &t.text)));
            }
            // At the Night's first decision, and right after a turn: all
            // of it, not only its last event.
            let recent: Vec<Event> = log.iter().rev().take(40).rev().map(|e| e.event.clone()).collect();
            if let Some(night) = words::night_so_far(g, &recent) {
                return Some(("event", night));
            }
            if let Some(turn) = words::turn_just_played(g, &recent) {
                return Some(("reason", turn));
            }
            log.iter().rev().take(16).find_map(|e| match &e.event {
                Event::AylluChose { .. } => words::event(g, &e.event).map(|t| ("reason", t)),
                Event::TurnStarted { .. } | Event::AyarMoved { .. } => None,
                other => words::event(g, other).map(|t| ("event", t)),
            })
        })
    })
}
