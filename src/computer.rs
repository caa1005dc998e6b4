//! A computer player's turn as a message: the request the page sends to
//! the thinking Web Worker (`src/browser/worker.rs`) and the reply. Plain
//! data and pure functions, so the protocol is tested natively.
use serde::{Deserialize, Serialize};

use crate::bot::reason::{explain_plan, Confidence, MoveReason};
use crate::bot::search::{Level, SearchBot};
use crate::engine::{Action, Game, SaveFile};

/// The worker's first message: it is listening.
pub const READY: &str = "ready";

/// The start of the worker's last message when it panics (the panic's
/// text follows): the page then thinks on its own.
pub const PANICKED: &str = "panicked: ";

/// Think about the pending decision of the game in `save`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Echoed in the reply, so a late answer to an old question is ignored.
    pub id: u64,
    pub save: SaveFile,
    pub level: Level,
    pub seed: u64,
}

/// The answer: the action to play and why, or why the request could not
/// be answered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkReply {
    pub id: u64,
    pub outcome: Result<Thought, String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thought {
    pub action: Action,
    /// The player's own next decisions the search planned after `action`:
    /// with the game, they say why (`Thought::reason`).
    pub plan: Vec<Action>,
    pub confidence: Confidence,
    /// The answer came the unusual way: the worker failed and the page
    /// thought instead (said after the reason; never sent by the worker).
    #[serde(skip)]
    pub on_page: bool,
}

impl Thought {
    /// Why `action` was chosen in `game` (the game it was asked about), in
    /// the game's terms.
    pub fn reason(&self, game: &Game) -> MoveReason {
        explain_plan(game, self.action, &self.plan, self.confidence)
    }
}

impl ThinkRequest {
    /// A request for `game`'s pending decision. The seed comes from the
    /// game's own seed and length, so the same position always gets the
    /// same answer.
    pub fn new(id: u64, game: &Game, level: Level) -> ThinkRequest {
        let seed = game.setup().seed ^ (game.log().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ThinkRequest { id, save: game.to_save(), level, seed }
    }
}

/// Answer a request: replay the save, search, reply. Never panics on bad
/// input: a broken save or a finished game is an error reply.
pub fn think(request: &ThinkRequest) -> ThinkReply {
    let outcome =
        Game::replay(request.save.setup.clone(), &request.save.actions).map_err(|e| e.to_string()).and_then(|game| {
            let choice = SearchBot::new(request.level, request.seed).choose(&game).ok_or("the game is over")?; // diagnostic
            let confidence = Confidence::of(&choice);
            Ok(Thought { action: choice.action, plan: choice.plan(), confidence, on_page: false })
        });
    ThinkReply { id: request.id, outcome }
}

/// `think` for JSON text (the worker's message format). An unreadable
/// request gets an error reply with id 0.
pub fn think_json(request: &str) -> String {
    let reply = match serde_json::from_str::<ThinkRequest>(request) {
        Ok(request) => think(&request),
        Err(e) => ThinkReply { id: 0, outcome: Err(format!("unreadable request: {e}")) },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}
