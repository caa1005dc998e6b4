//! `Num` (`crate::view::decimal`) as an attribute value, so that a
//! coordinate is written `x=Num(r.x)`: an `f64` given to an attribute would
//! be written by Rust's float formatting, which the browser build leaves
//! out (about 9 KB gzip). The same as Leptos's own impl for numbers.
use leptos::tachys::html::attribute::AttributeValue;
use leptos::tachys::renderer::{types::Element, Rndr};

use crate::view::decimal::Num;

impl AttributeValue for Num {
    type AsyncOutput = Num;
    type State = (Element, Num);
    type Cloneable = Num;
    type CloneableOwned = Num;

    fn html_len(&self) -> usize {
        0
    }

    fn to_html(self, key: &str, buf: &mut String) {
        <String as AttributeValue>::to_html(self.to_string(), key, buf);
    }

    fn to_template(_key: &str, _buf: &mut String) {}

    fn hydrate<const FROM_SERVER: bool>(self, key: &str, el: &Element) -> Self::State {
        if !FROM_SERVER {
            Rndr::set_attribute(el, key, &self.to_string());
        }
        (el.clone(), self)
    }

    fn build(self, el: &Element, key: &str) -> Self::State {
        Rndr::set_attribute(el, key, &self.to_string());
        (el.clone(), self)
    }

    fn rebuild(self, key: &str, state: &mut Self::State) {
        if self != state.1 {
            Rndr::set_attribute(&state.0, key, &self.to_string());
        }
        state.1 = self;
    }

    fn into_cloneable(self) -> Self {
        self
    }

    fn into_cloneable_owned(self) -> Self {
        self
    }

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Self {
        self
    }
}
