//! The saved games: continue one, delete one (after a confirmation), or
//! import a file. A bad file or damaged entry is reported by name and
//! changes nothing.
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::SaveStatus;
use crate::browser::{files, storage};
use crate::ui::state::GameStore;
use crate::view::looks::complete_looks;

/// `on_open` runs once a saved or imported game is on the table.
#[component]
pub fn SavedGames(#[prop(into)] on_open: Callback<()>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let status = expect_context::<SaveStatus>();
    let message = RwSignal::new(None::<String>);
    let confirming = RwSignal::new(None::<String>);
    let games = Memo::new(move |_| {
        status.version.track();
        storage::list()
    });

    let open = move |id: String| match storage::load(&id) {
        Ok((game, seats)) => {
            let looks = complete_looks(&game, seats);
            store.load(game, looks);
            status.id.set(Some(id));
            message.set(None);
            on_open.run(());
        }
        Err(e) => message.set(Some(e.to_string())),
    };
    let delete = move |id: String| {
        if let Err(e) = storage::delete(&id) {
            message.set(Some(e.to_string()));
        }
        confirming.set(None);
        if status.id.get_untracked().as_deref() == Some(id.as_str()) {
            status.id.set(None);
        }
        status.version.update(|v| *v += 1);
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        input.set_value("");
        leptos::task::spawn_local(async move {
            let result = files::read_text(file).await.and_then(|text| storage::parse(&text).map_err(|e| e.to_string()));
            match result {
                Ok((game, seats)) => {
                    let looks = complete_looks(&game, seats);
                    let id = storage::new_id();
                    if let Err(e) = storage::save(&id, &game, &looks) {
                        message.set(Some(e.to_string()));
                    }
                    store.load(game, looks);
                    status.id.set(Some(id));
                    message.set(None);
                    on_open.run(());
                }
                Err(e) => message.set(Some(format!("{name} was not imported: {e}"))),
            }
        });
    };

    view! {
        <section class="panel saved-games" aria-labelledby="saved-heading">
            <h2 id="saved-heading">"Saved games"</h2>
            {move || match games.get() {
                Err(e) => view! { <p class="notice">{e.to_string()}</p> }.into_any(),
                Ok(list) if list.is_empty() => view! { <p class="muted">"No saved games yet."</p> }.into_any(),
                Ok(list) => view! {
                    <ul class="saved-list">
                        {list.into_iter().map(|info| {
                            let (open_id, del_id, ask_id, is_id) = (info.id.clone(), info.id.clone(), info.id.clone(), info.id.clone());
                            let asking = move || confirming.get().as_deref() == Some(is_id.as_str());
                            let when = js_sys::Date::new(&info.updated.into()).to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED);
                            let who = match info.solo {
                                Some(d) => format!("{} vs the Ayllu (level {d})", info.players.join(", ")),
                                None => info.players.join(", "),
                            };
                            let state = if info.over { "finished".to_string() } else { format!("round {}", info.round) };
                            view! {
                                <li class="saved-game" data-saved-id=info.id.clone()>
                                    <div class="saved-what">
                                        <strong>{who}</strong>
                                        <span class="muted">{format!("{state} · {}", String::from(when))}</span>
                                    </div>
                                    <Show when=asking.clone() fallback=move || {
                                        let (open_id, ask_id) = (open_id.clone(), ask_id.clone());
                                        view! {
                                            <button type="button" class="button primary" data-open=""
                                                on:click=move |_| open(open_id.clone())>"Continue"</button>
                                            <button type="button" class="button secondary" data-delete=""
                                                on:click=move |_| confirming.set(Some(ask_id.clone()))>"Delete"</button>
                                        }
                                    }>
                                        {
                                            let del_id = del_id.clone();
                                            view! {
                                                <span role="alert">"Delete this game for good?"</span>
                                                <button type="button" class="button danger" data-confirm-delete=""
                                                    on:click=move |_| delete(del_id.clone())>"Delete"</button>
                                                <button type="button" class="button secondary"
                                                    on:click=move |_| confirming.set(None)>"Keep"</button>
                                            }
                                        }
                                    </Show>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any(),
            }}
            <label class="button secondary import">
                "Import a game file"
                <input type="file" accept=".json,application/json" class="visually-hidden" data-import=""
                    on:change=import />
            </label>
            {move || message.get().map(|m| view! { <p class="error" role="alert" data-save-message="">{m}</p> })}
            {move || status.problem.get().map(|m| view! { <p class="notice" role="status" data-storage-problem="">{m}</p> })}
        </section>
    }
}
