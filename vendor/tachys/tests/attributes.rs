//! Ayar patch (src/html/attribute/any_attribute.rs, README.md): an
//! element's erased attributes are rebuilt one by one, in place, when the
//! new list has the old one's types and keys. Upstream every rebuild removed each old attribute and set each
//! new one, and left old event listeners attached. Each test here fails on
//! the unpatched crate. In headless Chromium:
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --manifest-path vendor/tachys/Cargo.toml --target wasm32-unknown-unknown --test attributes`
#![cfg(target_arch = "wasm32")]

use tachys::html::attribute::any_attribute::{AnyAttribute, IntoAnyAttribute};
use tachys::html::attribute::custom::custom_attribute;
use tachys::html::attribute::Attribute;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn element() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let el: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(document.create_element("div").unwrap());
    document.body().unwrap().append_child(&el).unwrap();
    el
}

fn data(a: &'static str, b: &'static str) -> Vec<AnyAttribute> {
    vec![custom_attribute("data-a", a).into_any_attr(), custom_attribute("data-b", b).into_any_attr()]
}

#[wasm_bindgen_test]
fn an_unchanged_attribute_is_not_written_again() {
    let el = element();
    let mut state = data("one", "same").build(&el);
    // Changed behind the renderer's back: only a write would undo it.
    el.set_attribute("data-b", "untouched").unwrap();
    data("two", "same").rebuild(&mut state);
    assert_eq!(el.get_attribute("data-a").as_deref(), Some("two"));
    assert_eq!(el.get_attribute("data-b").as_deref(), Some("untouched"));
}

#[wasm_bindgen_test]
fn an_attribute_rebuilt_under_another_key_leaves_nothing_behind() {
    let el = element();
    let mut state = vec![custom_attribute("data-a", "x").into_any_attr()].build(&el);
    vec![custom_attribute("data-c", "x").into_any_attr()].rebuild(&mut state);
    assert_eq!(el.get_attribute("data-a"), None);
    assert_eq!(el.get_attribute("data-c").as_deref(), Some("x"));
}
