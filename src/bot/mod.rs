//! Players that choose among the engine's legal options. They see only the
//! engine's public API.
pub mod random;
pub mod search;
