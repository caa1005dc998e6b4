//! The guided first game on screen (issue 17): the card that says what to
//! read or tap now. Its state is `ui::state::Tutorial`; the words and the
//! script are `view::tutorial`.
mod card;

pub use card::TutorialCard;
