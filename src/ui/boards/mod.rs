//! The boards on screen: each draws its printed art once and its pieces
//! and targets over it (`frame`), from the view models in `crate::view`.
pub mod defs;
pub mod frame;
pub mod lake;
pub mod main;
pub mod marks;
pub mod player;
pub mod solo;
pub mod supplies;
