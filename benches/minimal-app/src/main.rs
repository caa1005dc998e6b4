//! A minimal Leptos 0.8 client-side app: one counter button. The baseline
//! the game's bundle is measured against (scripts/bundle-size).
use leptos::prelude::*;

#[component]
fn App() -> impl IntoView {
    let (count, set_count) = signal(0);
    view! {
        <h1>"Minimal"</h1>
        <button on:click=move |_| set_count.update(|n| *n += 1)>"Count: " {count}</button>
    }
}

fn main() {
    leptos::mount::mount_to_body(App);
}
