//! The guided first game on screen (issue 17): its state (what to read or
//! tap now), the card that says it, and starting one. The words and the
//! script are `view::tutorial`.
mod card;
mod state;

pub use card::TutorialCard;
pub use state::Tutorial;
