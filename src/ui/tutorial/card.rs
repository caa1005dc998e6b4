//! The tutorial's card: the lesson in one or two sentences, what to tap,
//! Next for a note, and Skip (always). It sits above the Main board in
//! the table's flow, so it never covers a target (style/tutorial.css).
use leptos::prelude::*;

use crate::ui::help::HelpBubble;
use crate::ui::state::{Automation, Screen, Screens, Tutorial};
use crate::view::lang::{key, t};
use crate::view::motion::spots::counter_key;
use crate::view::tutorial::guide::{instruction, Focus};
use crate::view::tutorial::{Shown, Step};

#[component]
pub fn TutorialCard() -> impl IntoView {
    let tutorial = expect_context::<Tutorial>();
    let screens = expect_context::<Screens>();
    // The Night plays one explained moment a Next (`Tutorial::hold`).
    let playback = expect_context::<Automation>().playback();
    let moved = move || playback.play_on();
    // Skip asks once more: a stray tap must not end the lessons.
    let asking = RwSignal::new(false);
    let text = move || match tutorial.step() {
        Some(Step::Note { text, .. } | Step::Act { text, .. } | Step::Watch { text }) => text,
        _ => String::new(),
    };
    let last = move || matches!(tutorial.step(), Some(Step::Note { last: true, .. }));
    let todo = move || match tutorial.focus() {
        Focus::Tap(tap) => instruction(tap),
        Focus::Read if last() => t(key::TUTORIAL_LAST),
        Focus::Read => t(key::TUTORIAL_READ),
        _ => String::new(),
    };
    let progress = move || tutorial.progress().map(|(page, all)| format!("{page}/{all}"));
    // A note on the long-press help shows it on the counter it names, a
    // frame after the table is drawn; the next page closes it.
    let help = expect_context::<HelpBubble>();
    Effect::new(move |_| match tutorial.show() {
        Some(Shown::Help(counter)) => request_animation_frame(move || {
            let selector = format!(".table .player-panel [data-spot=\"{}\"]", counter_key(counter));
            if let Some(el) = crate::ui::motion::place::visible(&selector) {
                help.show_on(&el);
            }
        }),
        _ => help.close(),
    });
    let reading = move || tutorial.focus() == Focus::Read;
    // Memoised: the card is built when it appears, not again at every step.
    let shown = Memo::new(move |_| tutorial.shown());
    view! {
        {move || shown.get().then(|| view! {
            <section class="tutorial-card" aria-label=t(key::TUTORIAL) data-tutorial="">
                <div class="tutorial-words">
                    <p class="tutorial-text" aria-live="polite">{text}</p>
                    <p class="tutorial-do">
                        <span class="tutorial-progress" title=t(key::TUTORIAL_PAGES)>{progress}</span>
                        {todo}
                    </p>
                </div>
                <div class="tutorial-actions">
                    {move || if asking.get() {
                        view! {
                            <button type="button" class="button secondary" on:click=move |_| asking.set(false)>{t(key::KEEP_LEARNING)}</button>
                            <button type="button" class="button secondary" data-tutorial-skip=""
                                on:click=move |_| { asking.set(false); tutorial.skip(); moved(); }>{t(key::SKIP_THE_TUTORIAL)}</button>
                        }.into_any()
                    } else if last() {
                        view! {
                            <button type="button" class="button secondary" on:click=move |_| screens.show(Screen::Start)>{t(key::LEAVE)}</button>
                            <button type="button" class="button primary tutorial-next" data-tutorial-next=""
                                on:click=move |_| { tutorial.skip(); moved(); }>{t(key::PLAY_ON)}</button>
                        }.into_any()
                    } else {
                        view! {
                            // Not "Skip": the strip's "Skip »" ends a sequence playing.
                            <button type="button" class="button secondary" on:click=move |_| asking.set(true)>{t(key::SKIP_TUTORIAL)}</button>
                            // A plain closure, not <Show>: each Show costs the wasm a memo and more.
                            {move || reading().then(|| view! {
                                <button type="button" class="button primary tutorial-next" data-tutorial-next=""
                                    on:click=move |_| { tutorial.next(); moved(); }>{t(key::NEXT)}</button>
                            })}
                        }.into_any()
                    }}
                </div>
            </section>
        })}
    }
}
