//! Players that choose among the engine's legal options. They see only the
//! engine's public API.
pub mod balance;
pub mod baseline;
pub mod playout;
pub mod policy;
pub mod random;
pub mod reason;
pub mod search;
pub mod value;
