//! The words layer's keys, checked when the game compiles (issue 31): each
//! message of the English resource (the files of `src/view/lang/en/`, in
//! name order) becomes a constant of `view::lang::key` (`learn-heading` ->
//! `LEARN_HEADING`), so a key the code asks for and the resource lacks does
//! not compile; and the English text is built in as its messages alone,
//! one per line, in the resource's order: neither keys nor comments reach
//! the wasm. Spanish and German list the same keys in the same order (a
//! native test checks it) and are read by position when loaded. Their
//! files are written whole into OUT_DIR too, for the native tests.
use std::fmt::Write;
use std::path::{Path, PathBuf};

const LANGUAGES: [&str; 3] = ["en", "es", "de"];

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let parts = parts(Path::new("src/view/lang/en"));
    for lang in LANGUAGES {
        println!("cargo:rerun-if-changed=src/view/lang/{lang}");
        let whole: String = parts
            .iter()
            .map(|part| std::fs::read_to_string(format!("src/view/lang/{lang}/{part}.ftl")).expect("every part"))
            .collect::<Vec<_>>()
            .join("\n");
        std::fs::write(out.join(format!("{lang}.ftl")), &whole).expect("OUT_DIR is writable");
        if lang == "en" {
            english(&whole, &parts, &out);
        }
    }
}

/// The names of a language's files, in name order.
fn parts(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .expect("the English resource")
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".ftl").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// The keys, the list of parts, and the English text as built in.
fn english(source: &str, parts: &[String], out: &Path) {
    let (mut keys, mut text) = (String::new(), String::new());
    let mut count = 0;
    for line in source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (key, value) = line.split_once('=').expect("each message is `key = text`");
        let name = key.trim().replace('-', "_").to_uppercase();
        writeln!(keys, "pub const {name}: Key = Key({count});").expect("a String takes it");
        text.push_str(value.trim());
        text.push('\n');
        count += 1;
    }
    writeln!(keys, "/// How many messages a language has.\npub const COUNT: usize = {count};")
        .expect("a String takes it");
    writeln!(
        keys,
        "/// A language's files, in the order they are read.\npub const PARTS: [&str; {}] = {parts:?};",
        parts.len()
    )
    .expect("a String takes it");
    std::fs::write(out.join("keys.rs"), keys).expect("OUT_DIR is writable");
    std::fs::write(out.join("en.txt"), text).expect("OUT_DIR is writable");
}
