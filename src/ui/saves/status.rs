//! Which stored game the table is, whether this tab may write it, and how
//! saving goes. One writer per game: a tab opening a stored game takes its
//! lock (`crate::browser::game_lock`) or, when another tab holds it,
//! watches: nothing is played or saved here until the player takes it
//! over, which reloads the game as the other tab last saved it.
use leptos::prelude::*;

use crate::browser::game_lock::{self, Held};
use crate::browser::{recovery, storage};
use crate::engine::Game;
use crate::saves::{IndexDamage, StorageError};
use crate::ui::state::GameStore;
use crate::view::lang::{key, t};
use crate::view::looks::{complete_looks, SeatLook};
use crate::view::problems::Problem;

/// This tab and the stored game on its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tenure {
    /// Not stored yet (a new game before its first save), or no game.
    Free,
    /// Asking for the game's lock; nothing happens until it is answered.
    Asking,
    /// This tab is the game's one writer.
    Holding,
    /// Another tab is.
    Watching,
    /// Taking it over from that tab (it saves and lets go first).
    TakingOver,
}

#[derive(Clone, Copy)]
pub struct SaveStatus {
    store: GameStore,
    /// The stored game's id; a new game gets one at its first save.
    id: RwSignal<Option<String>>,
    tenure: RwSignal<Tenure>,
    held: StoredValue<Option<Held>, LocalStorage>,
    /// Writes whatever autosave has waiting (set by the autosave).
    flush: StoredValue<Option<Callback<()>>>,
    /// The last storage problem (storage full, private mode); play goes on.
    problem: RwSignal<Option<StorageError>>,
    /// Bumped after every write, so lists of saved games refresh.
    version: RwSignal<u32>,
    /// The saved-games list was damaged and rebuilt in this visit: why.
    repaired: RwSignal<Option<IndexDamage>>,
    /// Whether the browser keeps this site's storage for good (None:
    /// not known yet, or the browser cannot say).
    persistent: RwSignal<Option<bool>>,
}

impl SaveStatus {
    pub fn new(store: GameStore) -> SaveStatus {
        let status = SaveStatus {
            store,
            id: RwSignal::new(None),
            tenure: RwSignal::new(Tenure::Free),
            held: StoredValue::new_local(None),
            flush: StoredValue::new(None),
            problem: RwSignal::new(None),
            version: RwSignal::new(0),
            repaired: RwSignal::new(None),
            persistent: RwSignal::new(None),
        };
        game_lock::listen(move |id| status.asked_to_let_go(&id));
        status
    }

    pub fn id(&self) -> ReadSignal<Option<String>> {
        self.id.read_only()
    }
    pub fn tenure(&self) -> ReadSignal<Tenure> {
        self.tenure.read_only()
    }
    /// The last storage problem, if saving failed (reactive).
    pub fn problem(&self) -> ReadSignal<Option<StorageError>> {
        self.problem.read_only()
    }
    /// Changes whenever the stored games change (reactive).
    pub fn version(&self) -> ReadSignal<u32> {
        self.version.read_only()
    }
    /// Why the saved-games list was rebuilt in this visit, if it was (reactive).
    pub fn repaired(&self) -> ReadSignal<Option<IndexDamage>> {
        self.repaired.read_only()
    }
    /// Whether the browser keeps this site's storage for good (reactive).
    pub fn persistent(&self) -> ReadSignal<Option<bool>> {
        self.persistent.read_only()
    }

    /// What `read` gives from the store, read again whenever the stored
    /// games change; `None` until the first read is done. (Leptos's
    /// `LocalResource` does this too, at 10 KB gzip more of the wasm.)
    pub fn read<T, F>(&self, read: impl Fn() -> F + 'static) -> ReadSignal<Option<T>>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = T> + 'static,
    {
        let value = RwSignal::new(None);
        let version = self.version;
        Effect::new(move |_| {
            version.track();
            let reading = read();
            leptos::task::spawn_local(async move { value.set(Some(reading.await)) });
        });
        value.read_only()
    }

    /// A game was written, or written again: no problem now.
    pub fn saved(&self) {
        self.problem.set(None);
    }
    /// Storage refused a game (full, private mode): say why; play goes on.
    pub fn storage_failed(&self, why: StorageError) {
        self.problem.set(Some(why));
    }
    /// The stored games changed (a save, a delete, an import): lists refresh.
    pub fn games_changed(&self) {
        self.version.update(|v| *v += 1);
    }
    /// The saved-games list was damaged and rebuilt: why, to tell the player.
    pub fn list_rebuilt(&self, why: IndexDamage) {
        self.repaired.set(Some(why));
    }
    /// What the browser said about keeping the storage (`None`: it cannot say).
    pub fn storage_kept(&self, kept: Option<bool>) {
        if self.persistent.get_untracked() != kept {
            self.persistent.set(kept);
        }
    }
    pub(super) fn set_flush(&self, flush: Callback<()>) {
        self.flush.set_value(Some(flush));
    }

    /// A new game is on the table: it is stored under a new id at its
    /// first save.
    pub fn new_game(&self) {
        self.let_go();
        self.set(None, Tenure::Free);
    }

    /// The autosave stored the table's new game under `id`: no other tab
    /// can know it, so this tab is its writer at once.
    pub fn created(&self, id: String) {
        self.let_go();
        self.set(Some(id.clone()), Tenure::Holding);
        let status = *self;
        game_lock::try_take(
            &id.clone(),
            move |held| match held {
                Some(held) if status.is_current(&id) => status.held.set_value(Some(held)),
                Some(held) => held.release(),
                None => {}
            },
            move || status.lost(),
        );
    }

    /// The stored game `id` was put on the table: this tab writes it if no
    /// other tab does, and watches otherwise.
    pub fn opened(&self, id: String) {
        if self.is_current(&id) && self.tenure.get_untracked() == Tenure::Holding {
            return;
        }
        self.let_go();
        self.set(Some(id.clone()), Tenure::Asking);
        let status = *self;
        game_lock::try_take(
            &id.clone(),
            move |held| match held {
                Some(held) if status.is_current(&id) => {
                    status.held.set_value(Some(held));
                    status.set(Some(id), Tenure::Holding);
                }
                Some(held) => held.release(),
                None if status.is_current(&id) => status.set(Some(id), Tenure::Watching),
                None => {}
            },
            move || status.lost(),
        );
    }

    /// Replace the stored game `id` with `game` (an import further along)
    /// and put it on the table, unless another tab is its writer.
    pub fn replace(
        &self,
        id: String,
        game: Game,
        looks: Vec<SeatLook>,
        done: impl FnOnce(Result<(), Problem>) + 'static,
    ) {
        let status = *self;
        if self.is_current(&id) && self.tenure.get_untracked() == Tenure::Holding {
            return status.write_over(id, game, looks, done);
        }
        game_lock::try_take(
            &id.clone(),
            move |held| match held {
                Some(held) => {
                    status.let_go();
                    status.held.set_value(Some(held));
                    status.set(Some(id.clone()), Tenure::Holding);
                    status.write_over(id, game, looks, done);
                }
                None => done(Err(Problem::OpenElsewhere)),
            },
            move || status.lost(),
        );
    }

    /// Write `game` over the stored game `id` and put it on the table; a
    /// write that fails is told as any save's.
    fn write_over(
        &self,
        id: String,
        game: Game,
        looks: Vec<SeatLook>,
        done: impl FnOnce(Result<(), Problem>) + 'static,
    ) {
        let status = *self;
        // An imported file is never the guided first game (exports drop
        // it). On the table at once; the write goes on (written ahead).
        let written = storage::save(&id, &game, &looks, false);
        status.store.load(game, looks);
        done(Ok(()));
        leptos::task::spawn_local(async move {
            match written.await {
                Ok(()) => status.games_changed(),
                Err(e) => status.storage_failed(e),
            }
        });
    }

    /// Whether this tab is the game `id`'s writer, or may become it (no
    /// other tab is): `done(true)`; else `done(false)`.
    pub fn when_free(&self, id: &str, done: impl FnOnce(bool) + 'static) {
        if self.is_current(id) && self.tenure.get_untracked() == Tenure::Holding {
            return done(true);
        }
        game_lock::try_take(
            id,
            move |held| {
                let free = held.is_some();
                done(free);
                if let Some(held) = held {
                    held.release();
                }
            },
            || {},
        );
    }

    /// The table's game was deleted: it ends here.
    pub fn closed(&self) {
        self.let_go();
        self.set(None, Tenure::Free);
    }

    /// Take the game over from the tab writing it: that tab saves and lets
    /// go, and the game is reloaded here as it was last saved.
    pub fn take_over(&self) {
        let Some(id) = self.id.get_untracked() else { return };
        if self.tenure.get_untracked() != Tenure::Watching {
            return;
        }
        self.set(Some(id.clone()), Tenure::TakingOver);
        let status = *self;
        game_lock::take_over(
            &id.clone(),
            move |held| {
                if !status.is_current(&id) {
                    return held.release();
                }
                status.held.set_value(Some(held));
                leptos::task::spawn_local(async move {
                    match storage::load(&id).await {
                        Ok((game, seats)) => {
                            let looks = complete_looks(&game, seats);
                            status.store.load(game, looks);
                            status.store.set_tutorial(storage::is_tutorial(&id).await);
                        }
                        Err(e) => status.problem.set(Some(e)),
                    }
                    status.set(Some(id), Tenure::Holding);
                });
            },
            move || status.lost(),
        );
    }

    /// Whether the autosave may write the table's game now.
    pub fn may_write(&self) -> bool {
        matches!(self.tenure.get_untracked(), Tenure::Free | Tenure::Holding)
    }

    fn is_current(&self, id: &str) -> bool {
        self.id.with_untracked(|c| c.as_deref() == Some(id))
    }

    fn set(&self, id: Option<String>, tenure: Tenure) {
        recovery::remember_game(id.as_deref());
        if self.id.get_untracked() != id {
            self.id.set(id);
        }
        self.tenure.set(tenure);
        self.store.set_frozen(!matches!(tenure, Tenure::Free | Tenure::Holding));
    }

    fn let_go(&self) {
        if let Some(held) = self.held.try_update_value(Option::take).flatten() {
            held.release();
        }
    }

    /// Another tab stole the lock (this one did not answer in time).
    fn lost(&self) {
        self.held.set_value(None);
        if self.tenure.get_untracked() == Tenure::Holding {
            self.set(self.id.get_untracked(), Tenure::Watching);
        }
    }

    /// Another tab takes game `id` over: save what waits, then let go.
    fn asked_to_let_go(&self, id: &str) {
        if !self.is_current(id) || self.tenure.get_untracked() != Tenure::Holding {
            return;
        }
        if let Some(flush) = self.flush.get_value() {
            flush.run(());
        }
        self.set(Some(id.to_string()), Tenure::Watching);
        self.let_go();
    }
}

/// Over the table of a tab that is not the game's writer.
#[component]
pub fn OpenElsewhere() -> impl IntoView {
    let status = expect_context::<SaveStatus>();
    let asking = move || status.tenure().get() == Tenure::TakingOver;
    view! {
        {move || matches!(status.tenure().get(), Tenure::Watching | Tenure::TakingOver).then(|| view! {
            <div class="overlay open-elsewhere" data-open-elsewhere="">
                <section class="panel" role="alertdialog" aria-modal="true" aria-labelledby="elsewhere-heading">
                    <h2 id="elsewhere-heading">{t(key::OPEN_ELSEWHERE)}</h2>
                    <p>{t(key::OPEN_ELSEWHERE_WHY)}</p>
                    <button type="button" class="button primary" disabled=asking on:click=move |_| status.take_over()>
                        {move || t(if asking() { key::TAKING_OVER } else { key::TAKE_OVER })}
                    </button>
                </section>
            </div>
        })}
    }
}
