//! Every player-facing sentence in one place (issue 31): a lint over
//! `src/` that fails on an English sentence in a string literal outside
//! the words layer, whose resources (`src/view/lang/`) hold every
//! sentence a player reads, in each language.
//!
//! A sentence here is a literal with three plain words or more (letters
//! only, as "the Ayllu plays" has; a CSS class list such as
//! "hand-marker seat-blue" has none). Code that never reaches a player
//! is left out: comments, a file's `#[cfg(test)]` part at its bottom, test
//! modules of their own (`tests.rs`), the messages of `expect`, `panic!`,
//! `assert!` and `unreachable!`, and the developers' command line
//! (`src/bin/`). So are diagnostics, which only developers read: the
//! `#[error]` texts of typed errors (a player meets an error only as
//! `view::problems` words it), what goes to the console (`console::`,
//! `eprintln!`), and a line marked `// diagnostic` (a computer player's
//! error reply from its worker, which ends in the console). The words
//! layer itself is `src/view/lang/`.
use std::collections::BTreeMap;
use std::path::Path;

/// Where English is allowed: the words layer, the command line, and the
/// balance tool only the command line runs.
const OUTSIDE: [&str; 3] = ["src/view/lang/", "src/bin/", "src/bot/balance.rs"];

/// Literals that read like sentences to the lint but that no player reads:
/// the fonts the boards' art names (`view::art`) and a CSS class list
/// built in code (`view::targets`).
const NOT_PLAYER_TEXT: [&str; 3] = [
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', 'DejaVu Serif', Georgia, serif",
    "target dimmed away",
];

/// The player-facing sentences of one Rust source file.
fn sentences(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or(source);
    let mut found = Vec::new();
    for line in code.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//")
            || [
                "expect(",
                "panic!(",
                "assert",
                "unreachable!(",
                "debug_assert",
                "#[error(",
                "console::",
                "eprintln!(",
                "// diagnostic",
            ]
            .iter()
            .any(|m| line.contains(m))
        {
            continue;
        }
        found.extend(
            literals(&without_class_lists(line))
                .into_iter()
                .filter(|l| plain_words(l) >= 3 && !NOT_PLAYER_TEXT.contains(&l.as_str())),
        );
    }
    found
}

/// The line without its `class="..."` attributes: a list of CSS classes
/// ("button primary confirm") is not a sentence.
fn without_class_lists(line: &str) -> String {
    let mut rest = line;
    let mut kept = String::new();
    while let Some(at) = rest.find("class=\"") {
        kept.push_str(&rest[..at]);
        let after = &rest[at + "class=\"".len()..];
        rest = after.find('"').map_or("", |end| &after[end + 1..]);
    }
    kept.push_str(rest);
    kept
}

/// The string literals on one line (a literal that runs on to the next
/// line is cut at its end: enough to count its words).
fn literals(line: &str) -> Vec<String> {
    let (mut out, mut chars) = (Vec::new(), line.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => break,
            // A char literal ('"', '\'') or a lifetime ('a): skip the
            // char literal whole, so its quote starts no string.
            '\'' => {
                let mut ahead = chars.clone();
                match (ahead.next(), ahead.next(), ahead.next()) {
                    (Some('\\'), Some(_), Some('\'')) => _ = chars.nth(2),
                    (Some(_), Some('\''), _) => _ = chars.nth(1),
                    _ => {}
                }
            }
            '"' => {
                let mut text = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                            text.push(' ');
                        }
                        '"' => break,
                        c => text.push(c),
                    }
                }
                out.push(text);
            }
            _ => {}
        }
    }
    out
}

/// How many words of letters only (a trailing punctuation mark allowed).
fn plain_words(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| {
            let w = w.trim_end_matches([',', '.', ':', ';', '!', '?', ')']).trim_start_matches('(');
            w.len() >= 2 && w.chars().all(|c| c.is_alphabetic() || c == '\'')
        })
        .count()
}

/// Each `.rs` file under `dir`, by its path from the repository.
fn sources(dir: &Path, into: &mut BTreeMap<String, String>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).expect("inside the repository");
            let name = name.display().to_string();
            if !OUTSIDE.iter().any(|o| name.starts_with(o)) && !name.ends_with("/tests.rs") {
                into.insert(name, std::fs::read_to_string(&path).expect("a readable file"));
            }
        }
    }
}

#[test]
fn no_english_sentence_outside_the_words_layer() {
    let mut files = BTreeMap::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let found: Vec<String> = files
        .iter()
        .flat_map(|(path, source)| sentences(source).into_iter().map(move |s| format!("{path}: {s:?}")))
        .collect();
    assert!(
        found.is_empty(),
        "English sentences outside the words layer (issue 31): put them in its resources \
         (src/view/lang/), or, for text no player reads, see what this lint leaves out \
         (tests/words_lint.rs):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_lint_catches_a_new_sentence_and_nothing_else() {
    let source = r#"
        // A comment with many plain words in it.
        let class = "hand-marker seat-blue selected";
        view! { <button class="button primary confirm" on:click=go>"Confirm the move"</button> }
        let key = "ayar/settings";
        let said = format!("{} takes the Tambo at row {}", name, row);
        let quote = '"'; let life: &'static str = "Your score is the lower";
        let n = x.expect("a game that is over has no decision");
        #[error("the game is over")]
        web_sys::console::warn_1(&format!("Ayar: no hint here: {e}").into());
        #[cfg(test)]
        mod tests { const T: &str = "a sentence only a test reads"; }
    "#;
    assert_eq!(sentences(source), ["Confirm the move", "{} takes the Tambo at row {}", "Your score is the lower"]);
}
