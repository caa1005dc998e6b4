//! One language's sentences: a resource file modelled on Fluent's syntax
//! (projectfluent.org), but with each message on one line, its variants
//! too, so that a translator edits text, not code:
//!
//! ```text
//! # A comment.
//! solo-start = { $inti } Inti, { $llamas -> [one] one Llama *[other] { $llamas } Llamas } to start
//! ```
//!
//! A message is text with placeables: `{ $name }` is an argument, and
//! `{ $n -> [one] ... *[other] ... }` chooses by the language's plural
//! category of `n` (or an exact `[0]`); the starred variant is the
//! default. Inside a variant, `[` and `*` start the next variant, not text.
//! Formatting never fails: a missing message gives its key, a
//! missing argument `{$name}`, so a gap shows on screen and in tests
//! rather than panicking.
use super::{Lang, Plural};

/// What a message's placeable refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    Num(u64),
    Text(&'a str),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Part {
    Text(String),
    Var(String),
    Select { var: String, variants: Vec<(Variant, Vec<Part>)>, default: usize },
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Variant {
    Plural(Plural),
    Exact(u64),
}

/// A resource that does not parse: the line and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    pub line: usize,
    pub reason: &'static str,
}

impl std::fmt::Display for CatalogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

/// A language's messages, in the resource's order (a few hundred: a
/// search through them costs less than sorting code in the wasm).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    lang: Lang,
    messages: Vec<(String, Vec<Part>)>,
}

impl Catalog {
    pub fn parse(lang: Lang, source: &str) -> Result<Catalog, CatalogError> {
        let mut messages: Vec<(String, Vec<Part>)> = Vec::new();
        for (n, line) in source.lines().enumerate() {
            let line = line.trim_ascii();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let error = |reason| CatalogError { line: n + 1, reason };
            let (key, value) = line.split_once('=').ok_or(error("no '=' after the key"))?;
            let key = key.trim_ascii();
            if key.is_empty() || !key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
                return Err(error("a key is letters, digits and '-'"));
            }
            if messages.iter().any(|(k, _)| k == key) {
                return Err(error("a key is given twice"));
            }
            let (parts, rest) = pattern(value.trim_ascii(), false).map_err(error)?;
            if !rest.is_empty() {
                return Err(error("a '}' closes nothing"));
            }
            messages.push((key.to_string(), parts));
        }
        Ok(Catalog { lang, messages })
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Every key, in the resource's order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.iter().map(|(k, _)| k.as_str())
    }

    /// The arguments a message refers to, sorted, each once.
    pub fn args(&self, key: &str) -> Vec<&str> {
        fn collect<'p>(parts: &'p [Part], into: &mut Vec<&'p str>) {
            for part in parts {
                match part {
                    Part::Text(_) => {}
                    Part::Var(v) => into.push(v),
                    Part::Select { var, variants, .. } => {
                        into.push(var);
                        variants.iter().for_each(|(_, p)| collect(p, into));
                    }
                }
            }
        }
        let mut args = Vec::new();
        if let Some(parts) = self.find(key) {
            collect(parts, &mut args);
        }
        args.sort_unstable();
        args.dedup();
        args
    }

    /// The message `key` with its `args`.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut out = String::new();
        match self.find(key) {
            Some(parts) => self.write(parts, args, &mut out),
            None => out.push_str(key),
        }
        out
    }

    fn find(&self, key: &str) -> Option<&[Part]> {
        self.messages.iter().find(|(k, _)| k == key).map(|(_, parts)| parts.as_slice())
    }

    fn write(&self, parts: &[Part], args: &[(&str, Arg)], out: &mut String) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|&(_, a)| a);
        for part in parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Var(v) => match arg(v) {
                    Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Text(t)) => out.push_str(t),
                    None => {
                        out.push_str("{$");
                        out.push_str(v);
                        out.push('}');
                    }
                },
                Part::Select { var, variants, default } => {
                    let n = match arg(var) {
                        Some(Arg::Num(n)) => Some(n),
                        _ => None,
                    };
                    let chosen = n
                        .and_then(|n| {
                            let exact = variants.iter().position(|(v, _)| *v == Variant::Exact(n));
                            exact.or_else(|| {
                                variants.iter().position(|(v, _)| *v == Variant::Plural(self.lang.plural(n)))
                            })
                        })
                        .unwrap_or(*default);
                    self.write(&variants[chosen].1, args, out);
                }
            }
        }
    }
}

/// Parses text and placeables up to the end, or (inside a variant) up to
/// the next variant or the select's closing brace. Returns the parts and
/// the rest of the input.
fn pattern(mut s: &str, in_variant: bool) -> Result<(Vec<Part>, &str), &'static str> {
    let mut parts = Vec::new();
    let mut text = String::new();
    loop {
        let stop = s.bytes().position(|b| b == b'{' || b == b'}' || (in_variant && (b == b'[' || b == b'*')));
        let Some(at) = stop else {
            text.push_str(s);
            s = "";
            break;
        };
        text.push_str(&s[..at]);
        s = &s[at..];
        if !s.starts_with('{') {
            break;
        }
        if !text.is_empty() {
            parts.push(Part::Text(std::mem::take(&mut text)));
        }
        let (part, rest) = placeable(&s[1..])?;
        parts.push(part);
        s = rest;
    }
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    Ok((parts, s))
}

/// `$name }` or `$name -> [one] ... *[other] ... }`, after its `{`.
fn placeable(s: &str) -> Result<(Part, &str), &'static str> {
    let s = s.trim_ascii_start().strip_prefix('$').ok_or("a placeable starts with '$'")?;
    let end = s
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .ok_or("a placeable is not closed")?;
    let (var, s) = (s[..end].to_string(), s[end..].trim_ascii_start());
    if var.is_empty() {
        return Err("an argument has a name");
    }
    if let Some(rest) = s.strip_prefix('}') {
        return Ok((Part::Var(var), rest));
    }
    let mut s = s.strip_prefix("->").ok_or("after an argument, '}' or '->'")?.trim_ascii_start();
    let (mut variants, mut default) = (Vec::new(), None);
    loop {
        if let Some(rest) = s.strip_prefix('}') {
            let default = default.ok_or("a select has one default variant, marked '*'")?;
            return Ok((Part::Select { var, variants, default }, rest));
        }
        let starred = s.starts_with('*');
        let rest = s.trim_start_matches('*').strip_prefix('[').ok_or("a variant starts with '[' or '*['")?;
        let (name, rest) = rest.split_once(']').ok_or("a variant's name ends with ']'")?;
        let variant = match name.trim_ascii() {
            "one" => Variant::Plural(Plural::One),
            "other" => Variant::Plural(Plural::Other),
            n => Variant::Exact(number(n).ok_or("a variant is one, other or a number")?),
        };
        let (parts, rest) = pattern(rest.trim_ascii_start(), true)?;
        if starred {
            default = Some(variants.len());
        }
        variants.push((variant, trim_end(parts)));
        if rest.is_empty() {
            return Err("a select is not closed");
        }
        s = rest;
    }
}

/// A whole number written in ASCII digits (no sign, no separators).
fn number(digits: &str) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.bytes().try_fold(0u64, |n, b| {
        let digit = b.checked_sub(b'0').filter(|d| *d < 10)?;
        n.checked_mul(10)?.checked_add(u64::from(digit))
    })
}

/// A variant's text without the spaces before the next variant.
fn trim_end(mut parts: Vec<Part>) -> Vec<Part> {
    if let Some(Part::Text(t)) = parts.last_mut() {
        let kept = t.trim_ascii_end().len();
        t.truncate(kept);
        if t.is_empty() {
            parts.pop();
        }
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# The start screen.
title = Ayar: Children of the Sun

solo-start = { $inti } Inti, { $llamas -> [one] one Llama *[other] { $llamas } Llamas } to start
seat = { $name } plays
";

    #[test]
    fn a_message_takes_its_arguments_and_chooses_its_plural() {
        let c = Catalog::parse(Lang::En, SAMPLE).unwrap();
        assert_eq!(c.format("title", &[]), "Ayar: Children of the Sun");
        let start = |n| c.format("solo-start", &[("inti", Arg::Num(7)), ("llamas", Arg::Num(n))]);
        assert_eq!(start(1), "7 Inti, one Llama to start");
        for n in [0, 2, 5] {
            assert_eq!(start(n), format!("7 Inti, {n} Llamas to start"));
        }
        assert_eq!(c.format("seat", &[("name", Arg::Text("Ana"))]), "Ana plays");
        assert_eq!(c.keys().collect::<Vec<_>>(), ["title", "solo-start", "seat"]);
        assert_eq!(c.args("solo-start"), ["inti", "llamas"]);
    }

    #[test]
    fn an_exact_number_wins_over_its_plural_category() {
        let c =
            Catalog::parse(Lang::De, "temples = { $n -> [0] keine Tempel [one] ein Tempel *[other] { $n } Tempel }")
                .unwrap();
        let t = |n| c.format("temples", &[("n", Arg::Num(n))]);
        assert_eq!([t(0), t(1), t(2), t(5)], ["keine Tempel", "ein Tempel", "2 Tempel", "5 Tempel"]);
    }

    #[test]
    fn a_gap_shows_and_never_panics() {
        let c = Catalog::parse(Lang::Es, SAMPLE).unwrap();
        assert_eq!(c.format("nowhere", &[]), "nowhere");
        assert_eq!(c.format("seat", &[]), "{$name} plays");
        assert_eq!(
            c.format("solo-start", &[("inti", Arg::Num(2))]),
            "2 Inti, {$llamas} Llamas to start",
            "the default"
        );
    }

    #[test]
    fn a_damaged_resource_is_refused_with_its_line() {
        for (source, line) in [
            ("a = b\nno equals sign", 2),
            ("bad key! = x", 1),
            ("a = { name }", 1),
            ("a = { $n -> [one] x [other] y }", 1),
            ("a = { $n -> [one] x *[other] y", 1),
            ("a = { $n -> [few] x *[other] y }", 1),
            ("a = x }", 1),
            ("a = {", 1),
            ("ab = 0\na = 1\n\nb = 2\na = 3", 5),
            ("a = { $n -> [1x] x *[other] y }", 1),
        ] {
            let e = Catalog::parse(Lang::En, source).unwrap_err();
            assert_eq!(e.line, line, "{source}: {e}");
        }
    }
}
