//! What the start screen offers a newcomer (issue 17): "Learn to play"
//! (the guided first game), "How a turn works" in five lines with its
//! icons and a way to the full rules, and installing the game where that
//! helps (`browser::install`).
use leptos::prelude::*;

use crate::browser::install;
use crate::engine::Marker;
use crate::ui::saves::SaveStatus;
use crate::ui::screens::new_game::NewGameForm;
use crate::ui::state::{GameStore, Screen, Screens, Tutorial};
use crate::view::lang::{key, t};
use crate::view::looks;
use crate::view::problems::Problem;
use crate::view::start::TURN;

/// Whether the browser offered installation (kept for the Install button).
#[derive(Clone, Copy)]
pub struct Install {
    offered: RwSignal<bool>,
}

impl Install {
    /// The browser offers installation now (reactive).
    pub fn offered(&self) -> bool {
        self.offered.get()
    }
    /// The offer was taken (or refused): it is not shown again.
    pub fn taken(&self) {
        self.offered.set(false);
    }
}

impl Install {
    /// Listen for the browser's offer from the app's start (it may come
    /// before the start screen shows); call once in `App`.
    pub fn provide() -> Install {
        let offered = RwSignal::new(false);
        install::listen(move |on| offered.set(on));
        let install = Install { offered };
        provide_context(install);
        install
    }
}

/// "Install the game": shown while the browser offers installation.
#[component]
pub fn InstallButton() -> impl IntoView {
    let install = expect_context::<Install>();
    let shown = move || install.offered() && !install::installed();
    // Plain closures, not <Show>, here and below: each Show costs the wasm
    // a memo and a children function of its own.
    move || {
        shown().then(|| {
            view! {
                <aside class="panel install-card">
                    <p><b>{t(key::INSTALL_LEAD)}</b>" "{t(key::INSTALL_WHY)}</p>
                    <button type="button" class="button secondary" data-install=""
                        on:click=move |_| {
                            install::prompt();
                            // An offer is shown once; the browser may make another.
                            install.taken();
                        }>{t(key::INSTALL_BUTTON)}</button>
                </aside>
            }
        })
    }
}

/// Safari on iPad and iPhone makes no offer: say how, once.
#[component]
pub fn InstallCard() -> impl IntoView {
    let shown = RwSignal::new(install::ios_safari() && !install::installed() && !install::ios_card_seen());
    move || {
        shown.get().then(|| {
            view! {
            <aside class="panel install-card" data-install-card="">
                <p>
                    <b>{t(key::INSTALL_LEAD)}</b>" "
                    {t(key::INSTALL_IOS_SHARE)}" "<span class="share-icon" aria-hidden="true">"⎋"</span>{t(key::INSTALL_IOS_THEN)}
                </p>
                <button type="button" class="button secondary" on:click=move |_| {
                    install::set_ios_card_seen();
                    shown.set(false);
                }>{t(key::GOT_IT)}</button>
            </aside>
            }
        })
    }
}

/// The guided first game.
#[component]
pub fn LearnToPlay(
    /// The New game form: the name typed for player 1, if any, is kept.
    form: NewGameForm,
) -> impl IntoView {
    let tutorial = expect_context::<Tutorial>();
    let store = expect_context::<GameStore>();
    let screens = expect_context::<Screens>();
    let status = expect_context::<SaveStatus>();
    let learn = move |_| {
        // A new game is stored under a new id (autosave).
        status.new_game();
        let name = untrack(|| form.name(0));
        match tutorial.start(&name) {
            Ok(()) => screens.show(Screen::Table),
            Err(e) => store.report(Problem::Setup(e)),
        }
    };
    view! {
        <section class="panel learn" aria-labelledby="learn-heading">
            <h2 id="learn-heading">{t(key::LEARN_HEADING)}</h2>
            <p>{t(key::LEARN_TEXT)}</p>
            <button type="button" class="button primary" data-learn="" on:click=learn>{t(key::LEARN_BUTTON)}</button>
        </section>
    }
}

/// "How a turn works", in five lines with their icons.
#[component]
pub fn HowATurnWorks() -> impl IntoView {
    let screens = expect_context::<Screens>();
    let (_, colour, glyph) = looks::marker(Marker::Gold);
    let marker = format!(
        r##"<rect x="-7" y="-11" width="14" height="22" rx="3" fill="{colour}" stroke="#1f150f" stroke-width="1.2"/><path d="{glyph}" fill="#fffaf0" fill-rule="evenodd" transform="scale(.55)"/>"##
    );
    view! {
        <section class="panel how-turn" aria-labelledby="how-heading">
            <h2 id="how-heading">{t(key::HOW_HEADING)}</h2>
            <ol>
                {TURN.iter().map(|&(symbols, line)| {
                    let icons: Vec<String> = if symbols.is_empty() {
                        vec![marker.clone()]
                    } else {
                        symbols.iter().map(|s| s.markup().to_string()).collect()
                    };
                    let four = icons.len() == 4;
                    view! {
                        <li>
                            <span class="how-icons" class:four=four aria-hidden="true">
                                {icons.into_iter().map(|m| view! { <svg viewBox="-12 -12 24 24" inner_html=m></svg> }).collect_view()}
                            </span>
                            <span>{t(line)}</span>
                        </li>
                    }
                }).collect_view()}
            </ol>
            <button type="button" class="button secondary" data-full-rules="" on:click=move |_| screens.set_rules(true)>
                {t(key::FULL_RULES)}
            </button>
        </section>
    }
}
