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
use super::{Key, Lang, Plural};

/// What a message's placeable refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A count (u32: the game's counts are, and its digits are in the wasm already).
    Num(u32),
    Text(&'a str),
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

/// A language's messages, in the order of the English resource's keys
/// (`super::key`): read by position, so no key reaches the wasm. A message
/// is read each time it is formatted, by the same code that checked it
/// when its resource was parsed: no tree of parts to build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    lang: Lang,
    messages: Vec<String>,
}

impl Catalog {
    /// No messages: each shows as `{#n}`.
    pub fn empty(lang: Lang) -> Catalog {
        Catalog { lang, messages: Vec::new() }
    }

    /// English, built in as its messages alone, one per line (build.rs).
    pub fn english() -> Catalog {
        let text = include_str!(concat!(env!("OUT_DIR"), "/en.txt"));
        Catalog { lang: Lang::En, messages: text.lines().map(str::to_string).collect() }
    }

    /// A language's resource as loaded: parsed, and with a message for
    /// every key.
    pub fn load(lang: Lang, source: &str) -> Result<Catalog, CatalogError> {
        let catalog = Catalog::parse(lang, source)?;
        if catalog.messages.len() != super::key::COUNT {
            return Err(CatalogError { line: source.lines().count(), reason: "not one message for each key" });
        }
        Ok(catalog)
    }

    /// A resource as written (`key = text` lines, `#` comments), each
    /// message checked; the keys are checked for their form and that none
    /// is given twice.
    pub fn parse(lang: Lang, source: &str) -> Result<Catalog, CatalogError> {
        let mut catalog = Catalog::empty(lang);
        let mut keys: Vec<&str> = Vec::new();
        let mut scratch = String::new();
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
            if keys.contains(&key) {
                return Err(error("a key is given twice"));
            }
            keys.push(key);
            let value = value.trim_ascii();
            scratch.clear();
            catalog.pattern(value, &[], &mut scratch, false).map_err(error)?;
            catalog.messages.push(value.to_string());
        }
        Ok(catalog)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The arguments message `key` refers to, sorted, each once.
    pub fn args(&self, key: Key) -> Vec<&str> {
        let text = self.messages.get(usize::from(key.0)).map_or("", String::as_str);
        let mut args: Vec<&str> = text
            .split('$')
            .skip(1)
            .map(|s| {
                &s[..s.bytes().position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_')).unwrap_or(s.len())]
            })
            .collect();
        args.sort_unstable();
        args.dedup();
        args
    }

    /// How many messages it has.
    pub fn len(&self) -> usize {
        self.messages.len()
    }

    pub fn is_empty(&self) -> bool {
        self.messages.is_empty()
    }

    /// The message `key` with its `args`.
    pub fn format(&self, key: Key, args: &[(&str, Arg)]) -> String {
        let mut out = String::new();
        match self.messages.get(usize::from(key.0)) {
            // Checked when parsed: nothing can go wrong here.
            Some(text) => drop(self.pattern(text, args, &mut out, false)),
            None => {
                out.push_str("{#");
                out.push_str(&key.0.to_string());
                out.push('}');
            }
        }
        out
    }

    /// Writes text and placeables up to the end, or (inside a variant) up
    /// to the next variant or the select's closing brace. Returns the rest.
    fn pattern<'s>(
        &self,
        mut s: &'s str,
        args: &[(&str, Arg)],
        out: &mut String,
        in_variant: bool,
    ) -> Result<&'s str, &'static str> {
        loop {
            let at = s
                .bytes()
                .position(|b| b == b'{' || b == b'}' || (in_variant && (b == b'[' || b == b'*')))
                .unwrap_or(s.len());
            out.push_str(&s[..at]);
            s = &s[at..];
            match s.bytes().next() {
                Some(b'{') => s = self.placeable(&s[1..], args, out)?,
                Some(b'}') if !in_variant => return Err("a '}' closes nothing"),
                None if in_variant => return Err("a select is not closed"),
                _ => return Ok(s),
            }
        }
    }

    /// `$name }` or `$name -> [one] ... *[other] ... }`, after its `{`.
    fn placeable<'s>(&self, s: &'s str, args: &[(&str, Arg)], out: &mut String) -> Result<&'s str, &'static str> {
        let s = s.trim_ascii_start().strip_prefix('$').ok_or("a placeable starts with '$'")?;
        let end = s.bytes().position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_')).unwrap_or(s.len());
        let (name, s) = (&s[..end], s[end..].trim_ascii_start());
        if name.is_empty() {
            return Err("an argument has a name");
        }
        let arg = args.iter().find(|(n, _)| *n == name).map(|&(_, a)| a);
        if let Some(rest) = s.strip_prefix('}') {
            match arg {
                Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                Some(Arg::Text(t)) => out.push_str(t),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            }
            return Ok(rest);
        }
        let n = match arg {
            Some(Arg::Num(n)) => Some(n),
            _ => None,
        };
        let mut s = s.strip_prefix("->").ok_or("after an argument, '}' or '->'")?;
        // The exact number's variant, else the plural category's, else the default.
        let (mut exact, mut category, mut default) = (None, None, None);
        loop {
            s = s.trim_ascii_start();
            if let Some(rest) = s.strip_prefix('}') {
                let default: String = default.ok_or("a select has one default variant, marked '*'")?;
                out.push_str(&exact.or(category).unwrap_or(default));
                return Ok(rest);
            }
            let starred = s.starts_with('*');
            let rest = s.trim_start_matches('*').strip_prefix('[').ok_or("a variant starts with '[' or '*['")?;
            let (label, rest) = rest.split_once(']').ok_or("a variant's name ends with ']'")?;
            let mut text = String::new();
            s = self.pattern(rest.trim_ascii_start(), args, &mut text, true)?;
            text.truncate(text.trim_ascii_end().len());
            let plural = |category| n.is_some_and(|n| self.lang.plural(n) == category);
            match label.trim_ascii() {
                "one" if plural(Plural::One) => category = Some(text.clone()),
                "other" if plural(Plural::Other) => category = Some(text.clone()),
                "one" | "other" => {}
                digits => {
                    if Some(number(digits).ok_or("a variant is one, other or a number")?) == n.map(u64::from) {
                        exact = Some(text.clone());
                    }
                }
            }
            if starred {
                default = Some(text);
            }
        }
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
        assert_eq!(c.format(Key(0), &[]), "Ayar: Children of the Sun");
        let start = |n| c.format(Key(1), &[("inti", Arg::Num(7)), ("llamas", Arg::Num(n))]);
        assert_eq!(start(1), "7 Inti, one Llama to start");
        for n in [0, 2, 5] {
            assert_eq!(start(n), format!("7 Inti, {n} Llamas to start"));
        }
        assert_eq!(c.format(Key(2), &[("name", Arg::Text("Ana"))]), "Ana plays");
        assert_eq!(c.len(), 3);
        assert_eq!(c.args(Key(1)), ["inti", "llamas"]);
    }

    #[test]
    fn an_exact_number_wins_over_its_plural_category() {
        let c =
            Catalog::parse(Lang::De, "temples = { $n -> [0] keine Tempel [one] ein Tempel *[other] { $n } Tempel }")
                .unwrap();
        let t = |n| c.format(Key(0), &[("n", Arg::Num(n))]);
        assert_eq!([t(0), t(1), t(2), t(5)], ["keine Tempel", "ein Tempel", "2 Tempel", "5 Tempel"]);
    }

    #[test]
    fn a_gap_shows_and_never_panics() {
        let c = Catalog::parse(Lang::Es, SAMPLE).unwrap();
        assert_eq!(c.format(Key(9), &[]), "{#9}");
        assert_eq!(c.format(Key(2), &[]), "{$name} plays");
        assert_eq!(c.format(Key(1), &[("inti", Arg::Num(2))]), "2 Inti, {$llamas} Llamas to start", "the default");
    }

    #[test]
    fn a_resource_loaded_has_a_message_for_every_key() {
        assert!(Catalog::load(Lang::Es, SAMPLE).is_err(), "three messages only");
        let english = super::super::resource_text(Lang::En);
        assert_eq!(
            Catalog::load(Lang::En, english).unwrap(),
            Catalog::english(),
            "build.rs builds English in as written"
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
