//! The rules reference, reachable from every screen: the dialog around
//! the text of `view::rules` (the game in short sections, its numbers read
//! from the engine's data tables).
use leptos::prelude::*;

use crate::view::lang::{key, t};
use crate::view::rules;

#[component]
pub fn RulesDialog(open: ReadSignal<bool>, on_close: Callback<()>) -> impl IntoView {
    view! {
        {move || open.get().then(|| view! {
            <div class="overlay" on:click=move |_| on_close.run(())>
                <section
                    class="panel rules"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="rules-heading"
                    on:click=|ev| ev.stop_propagation()
                >
                    <div class="rules-head">
                        <h2 id="rules-heading">{t(key::RULES_HOW_TO_PLAY)}</h2>
                        <button type="button" class="button secondary" on:click=move |_| on_close.run(())>{t(key::RULES_CLOSE)}</button>
                    </div>
                    <div class="rules-body" inner_html=rules::body_html()></div>
                </section>
            </div>
        })}
    }
}
