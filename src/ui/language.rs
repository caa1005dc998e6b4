//! The language picker, on the start screen and in the settings: each
//! language the game speaks, named in itself (a native list: it takes one button's
//! room beside the title, and a tablet shows it as its own picker).
use leptos::prelude::*;

use crate::ui::state::Language;
use crate::view::lang::{self, catalog::Arg, key, Lang};

#[component]
pub fn LanguagePicker() -> impl IntoView {
    let language = expect_context::<Language>();
    let chosen = move |ev: leptos::ev::Event| {
        if let Some(l) = Lang::from_tag(&event_target_value(&ev)) {
            language.choose(l);
        }
    };
    view! {
        <select class="language-picker" aria-label=lang::t(key::LANGUAGE) on:change=chosen>
            {Lang::ALL.map(|l| view! {
                <option value=l.code() lang=l.code() prop:selected=move || language.get() == l>{l.name()}</option>
            }).into_iter().collect_view()}
        </select>
        {move || language.failed().map(|l: Lang| view! {
            <p class="error" role="alert">{lang::tf(key::LANGUAGE_FAILED, &[("name", Arg::Text(l.name()))])}</p>
        })}
    }
}
