//! A game in a link (issue 32): the setup, each seat's colour and player,
//! and every action, in a compact, versioned encoding, base64url after
//! `#g=` in the app's address. An action is written as its place in the
//! engine's list of legal actions at that moment (`Game::legal_actions`,
//! whose order is part of the format's version), so a link holds no move
//! the rules would refuse, and opening one replays every action through
//! the engine. A damaged, tampered, overlong or newer link is refused with
//! a typed error; nothing else changes.
//!
//! The bytes, before base64url (no padding):
//! - the format's version (`LINK_VERSION`);
//! - a checksum of everything after it (FNV-1a, 32 bits, little-endian):
//!   a link cut or garbled in a message is refused as damaged;
//! - the seed (LEB128), the solo difficulty (0: none), the number of
//!   players, each player's name (its length in bytes, LEB128, then UTF-8);
//! - for each seat (the Ayllu's too): its colour and who plays it (0: a
//!   person or the Ayllu, else a computer's level, 1 = easy; since
//!   version 2, `BY_LINK` added: a friend who plays it by link);
//! - each action's place in the legal list (LEB128), to the end.
//!
//! Written by hand rather than through serde: five fields in a fixed order,
//! and a second serde format in the wasm would cost more than this file.
//! So is base64url (one alphabet, no padding): the base64 crate cost the
//! wasm 2.3 KB gzip for it. The tests check this one against the crate.

use crate::bot::search::Level;
use crate::engine::{Game, Setup, SetupError};
use crate::view::looks::{complete_looks, SeatLook, SEAT_COLOURS};

/// The encoding's version: bumped whenever the bytes or the order of the
/// engine's legal actions change.
pub const LINK_VERSION: u8 = 2;
/// Who plays a seat, as written: a friend by link (version 2 on).
const BY_LINK: u8 = 0x80;
/// The fragment's key: `#g=...`.
pub const LINK_KEY: &str = "g=";
/// The longest link code read, in characters (a finished 4-player game
/// takes about 700).
pub const MAX_LINK_CHARS: usize = 4096;

/// Why a link was refused. Opening a link never changes anything else.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("the address holds no game (no #g=)")]
    NoGame,
    #[error("the game's code is {0} characters long, over {MAX_LINK_CHARS}")]
    TooLong(usize),
    #[error("the game's code is damaged: {0:?}")]
    Damaged(Damage),
    #[error("the link was made by a newer version (format {found}, this one reads {LINK_VERSION})")]
    Newer { found: u8 },
    #[error("invalid game setup: {0}")]
    Setup(#[from] SetupError),
    /// `index`: the action (0-based) that is not a legal move there.
    #[error("move {} is not a legal move", .index + 1)]
    IllegalMove { index: usize },
}

/// What is wrong with a damaged link's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// A character outside base64url, or a length no bytes have.
    NotBase64url,
    /// No version or no checksum.
    NoHeader,
    /// The checksum does not match the bytes.
    Checksum,
    /// The bytes end inside a field.
    CutShort,
    /// A number or a length past what any game holds.
    TooLarge,
    /// A name that is not UTF-8.
    Name,
    /// A seat's colour or computer level that does not exist.
    Seat,
}

/// A game opened from a link, with how its seats look.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    pub game: Game,
    pub seats: Vec<SeatLook>,
}

/// The link code of `game` (what follows `#`): `g=` and the base64url text.
pub fn encode(game: &Game, looks: &[SeatLook]) -> String {
    let setup = game.setup();
    let mut body = Vec::with_capacity(64 + game.log().len());
    put(&mut body, setup.seed);
    body.push(setup.solo.unwrap_or(0));
    body.push(setup.players.len() as u8);
    for name in &setup.players {
        put(&mut body, name.len() as u64);
        body.extend_from_slice(name.as_bytes());
    }
    for seat in complete_looks(game, looks.to_vec()) {
        body.push(seat.colour as u8);
        let level = seat.computer.map_or(0, |l| Level::ALL.iter().position(|&x| x == l).unwrap_or(0) as u8 + 1);
        body.push(level | if seat.by_link { BY_LINK } else { 0 });
    }
    // Each action by its place among the legal ones, as the game was.
    let mut replay = Game::new(setup.clone()).expect("a game's own setup is valid");
    for &action in game.log() {
        let place = replay.legal_actions().iter().position(|&a| a == action).expect("a game's own action is legal");
        put(&mut body, place as u64);
        replay.apply(action).expect("a game's own action is legal");
    }
    let mut bytes = vec![LINK_VERSION];
    bytes.extend_from_slice(&checksum(&body).to_le_bytes());
    bytes.extend_from_slice(&body);
    format!("{LINK_KEY}{}", to_base64url(&bytes))
}

/// The game in a link: a whole address, its fragment, or the code alone.
pub fn decode(link: &str) -> Result<Shared, LinkError> {
    let fragment = link.rsplit_once('#').map_or(link, |(_, f)| f);
    let code = fragment.strip_prefix(LINK_KEY).ok_or(LinkError::NoGame)?;
    if code.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(code.len()));
    }
    let bytes = from_base64url(code).ok_or(LinkError::Damaged(Damage::NotBase64url))?;
    let (&version, rest) = bytes.split_first().ok_or(LinkError::Damaged(Damage::NoHeader))?;
    if version > LINK_VERSION {
        return Err(LinkError::Newer { found: version });
    }
    // Version 1 is version 2 without friends by link.
    if version == 0 || rest.len() < 4 {
        return Err(LinkError::Damaged(Damage::NoHeader));
    }
    let (sum, body) = rest.split_at(4);
    if checksum(body).to_le_bytes() != sum {
        return Err(LinkError::Damaged(Damage::Checksum));
    }
    let mut r = Reader(body);
    let seed = r.number()?;
    let solo = r.byte()?;
    let mut players = Vec::new();
    for _ in 0..r.byte()? {
        let len = usize::try_from(r.number()?).map_err(|_| LinkError::Damaged(Damage::TooLarge))?;
        let name = std::str::from_utf8(r.take(len)?).map_err(|_| LinkError::Damaged(Damage::Name))?;
        players.push(name.to_string());
    }
    let setup = Setup { seed, players, solo: (solo != 0).then_some(solo) };
    let mut game = Game::new(setup)?;
    let mut seats = Vec::with_capacity(game.seats());
    for seat in 0..game.seats() {
        let colour = usize::from(r.byte()?);
        let played = r.byte()?;
        let (level, by_link) = (played & !BY_LINK, played & BY_LINK != 0);
        let computer = match level {
            0 => None,
            level => Some(*Level::ALL.get(usize::from(level) - 1).ok_or(LinkError::Damaged(Damage::Seat))?),
        };
        if colour >= SEAT_COLOURS.len() || (by_link && computer.is_some()) {
            return Err(LinkError::Damaged(Damage::Seat));
        }
        let name = game.setup().players.get(seat).cloned().unwrap_or_else(|| game.player(seat).name.clone());
        seats.push(SeatLook { name, colour, computer, by_link });
    }
    let mut index = 0;
    while !r.0.is_empty() {
        let place = r.number()?;
        let legal = game.legal_actions();
        let action = usize::try_from(place).ok().and_then(|p| legal.get(p)).ok_or(LinkError::IllegalMove { index })?;
        game.apply(*action).map_err(|_| LinkError::IllegalMove { index })?;
        index += 1;
    }
    Ok(Shared { game, seats })
}

/// The seats of a game played by link as its receiver plays them: the
/// seat whose turn the link was sent for is played here, every other
/// person's seat by link (the sender's view is the other way round). A
/// game without friends by link is seen alike everywhere.
pub fn seen_by_receiver(game: &Game, mut seats: Vec<SeatLook>) -> Vec<SeatLook> {
    if !seats.iter().any(|s| s.by_link) {
        return seats;
    }
    let turn = game.pending().map(|p| p.player);
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.by_link = seat.computer.is_none() && Some(i) != turn && Some(i) != game.ayllu_seat();
    }
    seats
}

/// RFC 4648's URL-safe alphabet.
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding: each 3 bytes as 4 characters, a last 1 or 2
/// as 2 or 3.
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64URL[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes of base64url text without padding, or `None` for a character
/// outside the alphabet, a length no bytes have, or a last character with
/// bits set past the bytes (one text for each list of bytes, as the base64
/// crate reads it).
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let (mut bits, mut held) = (0u32, 0u32);
    for c in text.bytes() {
        let value = BASE64URL.iter().position(|&a| a == c)? as u32;
        bits = (bits << 6 | value) & 0x3fff;
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
        }
    }
    (held < 6 && bits & ((1 << held) - 1) == 0).then_some(out)
}

/// FNV-1a, 32 bits: catches a cut or garbled link, not a forged one (a
/// link's moves are checked by the engine, and the seed is no secret).
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

/// LEB128: seven bits a byte, the low ones first; the top bit says more
/// follow.
fn put(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LinkError> {
        if n > self.0.len() {
            return Err(LinkError::Damaged(Damage::CutShort));
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, LinkError> {
        Ok(self.take(1)?[0])
    }

    fn number(&mut self) -> Result<u64, LinkError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            // The tenth byte holds the 64th bit alone.
            if shift == 63 && b > 1 {
                break;
            }
            n |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(n);
            }
        }
        Err(LinkError::Damaged(Damage::TooLarge))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;
    use crate::saves::import::read_import;

    /// A game played to its end (or `moves` actions) by random legal moves.
    fn random_game(setup: Setup, seed: u64, moves: usize) -> Game {
        let mut game = Game::new(setup).unwrap();
        let mut bot = RandomBot::new(seed);
        for _ in 0..moves {
            let Some(action) = bot.choose(&game) else { break };
            game.apply(action).unwrap();
        }
        game
    }

    fn looks(game: &Game, computers: &[Option<Level>]) -> Vec<SeatLook> {
        (0..game.seats())
            .map(|i| SeatLook {
                name: game.player(i).name.clone(),
                colour: (i * 2 + 1) % SEAT_COLOURS.len(),
                computer: computers.get(i).copied().flatten(),
                by_link: false,
            })
            .collect()
    }

    fn round_trip(game: &Game, seats: &[SeatLook]) -> String {
        let link = encode(game, seats);
        let shared = decode(&format!("https://example.org/ayar/#{link}")).unwrap();
        assert_eq!(&shared.game, game, "the same game, generator and history");
        assert_eq!(shared.seats, complete_looks(game, seats.to_vec()));
        link
    }

    #[test]
    fn every_golden_game_comes_back_from_its_link() {
        for text in [
            include_str!("../../tests/golden/four_players.save.json"),
            include_str!("../../tests/golden/one_player.save.json"),
            include_str!("../../tests/golden/solo_novice.save.json"),
            include_str!("../../tests/golden/solo_sapa_inca.save.json"),
            include_str!("../../tests/golden/three_players.save.json"),
            include_str!("../../tests/golden/two_players.save.json"),
            include_str!("../../tests/golden/two_players_round_2.save.json"),
        ] {
            let (game, seats) = read_import(text).unwrap();
            round_trip(&game, &seats);
        }
    }

    #[test]
    fn random_games_of_every_table_come_back_from_their_links() {
        let computers = [None, Some(Level::Easy), Some(Level::Medium), Some(Level::Hard)];
        for seed in 0..24u64 {
            let n = 1 + (seed % 4) as usize;
            let names: Vec<String> = (0..n).map(|i| format!("Seat {i} ñ✓")).collect();
            let setup = match seed % 6 {
                5 => Setup { seed: seed * 7919, players: vec!["Ana".into()], solo: Some(1 + (seed % 4) as u8) },
                _ => Setup { seed: u64::MAX - seed, players: names, solo: None },
            };
            // Whole games, and games stopped anywhere.
            let moves = if seed % 3 == 0 { usize::MAX } else { (seed as usize * 37) % 300 };
            let game = random_game(setup, seed, moves);
            let seats = looks(&game, &computers[..game.seats().min(4)]);
            round_trip(&game, &seats);
        }
    }

    /// Issue 32: a finished 4-player game fits in 1,500 characters.
    #[test]
    fn a_finished_four_player_game_fits_in_1500_characters() {
        let longest = (0..20u64)
            .map(|seed| {
                let names = ["Anacaona", "Bartolomé", "Catalina", "Domingo"];
                let game = random_game(Setup::new(seed, &names), seed, usize::MAX);
                assert!(game.is_over());
                round_trip(&game, &looks(&game, &[])).len()
            })
            .max()
            .unwrap();
        assert!(longest + "https://ayar.example/#".len() <= 1500, "{longest} characters");
    }

    /// The hand-written base64url reads and writes as the base64 crate does.
    #[test]
    fn base64url_is_the_base64_crates() {
        use base64::engine::general_purpose::URL_SAFE_NO_PAD;
        use base64::Engine as _;
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for len in 0..400 {
            let bytes: Vec<u8> = (0..len % 67).map(|_| next() as u8).collect();
            let text = to_base64url(&bytes);
            assert_eq!(text, URL_SAFE_NO_PAD.encode(&bytes));
            assert_eq!(from_base64url(&text), Some(bytes));
            // Any text, mostly of the alphabet: the same verdict and bytes.
            let text: String =
                (0..len % 13).map(|_| char::from(b"AQgw_-9+/=. Z"[next() as usize % 13]).to_string()).collect();
            assert_eq!(from_base64url(&text), URL_SAFE_NO_PAD.decode(&text).ok(), "{text:?}");
        }
    }

    /// The browser test opens this link and times it (BENCHMARKS.md): a
    /// finished 4-player game, the golden one.
    #[test]
    fn the_golden_four_player_link_fixture_is_the_games_link() {
        let (game, seats) = read_import(include_str!("../../tests/golden/four_players.save.json")).unwrap();
        assert!(game.is_over());
        let fixture = include_str!("../../tests/golden/four_players.link").trim();
        assert_eq!(encode(&game, &seats), fixture, "write the new link into tests/golden/four_players.link");
    }

    #[test]
    fn a_version_1_link_still_opens() {
        let game = random_game(Setup::new(4, &["Ana", "Bo"]), 4, 30);
        let mut bytes = from_base64url(&encode(&game, &[])[LINK_KEY.len()..]).unwrap();
        bytes[0] = 1;
        assert_eq!(decode(&format!("{LINK_KEY}{}", to_base64url(&bytes))).unwrap().game, game);
    }

    #[test]
    fn a_game_played_by_link_is_seen_the_other_way_round_by_its_receiver() {
        // Ana plays here, Bo by link, Cy is the computer; Bo's turn.
        let mut game = random_game(Setup::new(6, &["Ana", "Bo", "Cy"]), 6, 0);
        let mut bot = RandomBot::new(6);
        while game.pending().map(|p| p.player) != Some(1) {
            game.apply(bot.choose(&game).unwrap()).unwrap();
        }
        let mut sent = looks(&game, &[None, None, Some(Level::Easy)]);
        sent[1].by_link = true;
        let shared = decode(&encode(&game, &sent)).unwrap();
        assert_eq!(shared.seats, sent, "the link says who plays each seat, as sent");
        let here: Vec<(bool, Option<Level>)> =
            seen_by_receiver(&game, shared.seats).iter().map(|s| (s.by_link, s.computer)).collect();
        assert_eq!(here, [(true, None), (false, None), (false, Some(Level::Easy))], "Bo plays here, Ana by link");
        // A game without friends by link is seen alike.
        let plain = looks(&game, &[]);
        assert_eq!(seen_by_receiver(&game, plain.clone()), plain);
        // A computer does not play by link: such a seat is damage.
        let code = &encode(&game, &sent)[LINK_KEY.len()..];
        let mut bytes = from_base64url(code).unwrap();
        // Past the header, the seed, the solo byte, the count and the names,
        // Bo's seat is the second pair: colour, then who plays it.
        let mut head = Vec::new();
        put(&mut head, game.setup().seed);
        let names: usize = game.setup().players.iter().map(|n| 1 + n.len()).sum();
        let seat = 5 + head.len() + 2 + names + 2 + 1;
        assert_eq!(bytes[seat], BY_LINK);
        bytes[seat] = BY_LINK | 1;
        let sum = checksum(&bytes[5..]).to_le_bytes();
        bytes[1..5].copy_from_slice(&sum);
        assert_eq!(decode(&format!("{LINK_KEY}{}", to_base64url(&bytes))), Err(LinkError::Damaged(Damage::Seat)));
    }

    #[test]
    fn a_bad_link_is_refused_by_a_typed_error() {
        let game = random_game(Setup::new(3, &["Ana", "Bo"]), 3, 40);
        let link = encode(&game, &[]);
        let code = &link[LINK_KEY.len()..];
        let bytes = from_base64url(code).unwrap();
        let with = |mut b: Vec<u8>, f: &dyn Fn(&mut Vec<u8>)| {
            f(&mut b);
            let sum = checksum(&b[5..]).to_le_bytes();
            b[1..5].copy_from_slice(&sum);
            format!("{LINK_KEY}{}", to_base64url(&b))
        };
        assert_eq!(decode("https://example.org/"), Err(LinkError::NoGame));
        assert_eq!(decode("#x=abc"), Err(LinkError::NoGame));
        assert_eq!(decode(&format!("{LINK_KEY}{}", "A".repeat(5000))), Err(LinkError::TooLong(5000)));
        assert!(matches!(decode(&format!("{link}*")), Err(LinkError::Damaged(_))));
        assert!(matches!(decode(&link[..link.len() - 3]), Err(LinkError::Damaged(_))), "cut short");
        let mut flipped = link.clone().into_bytes();
        let at = flipped.len() - 2;
        flipped[at] = if flipped[at] == b'A' { b'B' } else { b'A' };
        assert!(matches!(decode(&String::from_utf8(flipped).unwrap()), Err(LinkError::Damaged(_))), "garbled");
        let mut newer = bytes.clone();
        newer[0] = LINK_VERSION + 1;
        assert_eq!(decode(&format!("{LINK_KEY}{}", to_base64url(&newer))), Err(LinkError::Newer { found: 3 }));
        // Tampered with, the checksum made to match: the engine refuses a
        // move past the legal ones (16,383rd).
        assert_eq!(
            decode(&with(bytes.clone(), &|b| b.extend([0xff, 0x7f]))),
            Err(LinkError::IllegalMove { index: 40 })
        );
        // The number of players (after the version, the checksum, the
        // seed 3 and "no solo"): five, or cut off there.
        let count_at = 7;
        let five = decode(&with(bytes.clone(), &|b| b[count_at] = 5));
        assert!(matches!(five, Err(LinkError::Setup(_) | LinkError::Damaged(_))), "{five:?}");
        assert_eq!(decode(&with(bytes.clone(), &|b| b.truncate(count_at))), Err(LinkError::Damaged(Damage::CutShort)));
        assert_eq!(
            decode(&with(bytes.clone(), &|b| b[count_at] = 0)),
            Err(LinkError::Setup(SetupError::PlayerCount(0)))
        );
        // A finished game has no move after its last.
        let over = random_game(Setup::new(4, &["Ana"]), 4, usize::MAX);
        let full = from_base64url(&encode(&over, &[])[LINK_KEY.len()..]).unwrap();
        let moves = over.log().len();
        assert_eq!(decode(&with(full, &|b| b.push(0))), Err(LinkError::IllegalMove { index: moves }));
    }
}
