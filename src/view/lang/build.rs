//! The words layer's keys, checked when the game compiles (issue 31): each
//! message of the English resource (`src/view/lang/en.ftl`) becomes a
//! constant of `view::lang::key` (`learn-heading` -> `LEARN_HEADING`), so a
//! key the code asks for and the resource lacks does not compile; and the
//! English text is built in as its messages alone, one per line, in the
//! resource's order: neither keys nor comments reach the wasm. Spanish and
//! German list the same keys in the same order (a native test checks it)
//! and are read by position when loaded.
use std::fmt::Write;

fn main() {
    const ENGLISH: &str = "src/view/lang/en.ftl";
    println!("cargo:rerun-if-changed={ENGLISH}");
    let source = std::fs::read_to_string(ENGLISH).expect("the English resource");
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
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("keys.rs"), keys).expect("OUT_DIR is writable");
    std::fs::write(out.join("en.txt"), text).expect("OUT_DIR is writable");
}
