use crate::{
    channel::Sender,
    graph::{
        AnySource, AnySubscriber, ReactiveNode, SourceSet, Subscriber,
        ToAnySubscriber,
    },
};
use or_poisoned::OrPoisoned;
use std::sync::{Arc, RwLock, Weak};

/// Handles internal subscription logic for effects.
#[derive(Debug)]
pub struct EffectInner {
    pub(crate) dirty: bool,
    pub(crate) observer: Sender,
    pub(crate) sources: SourceSet,
}

impl ToAnySubscriber for Arc<RwLock<EffectInner>> {
    fn to_any_subscriber(&self) -> AnySubscriber {
        AnySubscriber(
            Arc::as_ptr(self) as usize,
            Arc::downgrade(self) as Weak<dyn Subscriber + Send + Sync>,
        )
    }
}

impl ReactiveNode for RwLock<EffectInner> {
    fn mark_subscribers_check(&self) {}

    fn update_if_necessary(&self) -> bool {
        let mut guard = self.write().or_poisoned();

        if guard.dirty {
            guard.dirty = false;
            return true;
        }

        let sources = guard.sources.clone();

        drop(guard);

        // Ayar patch (diamond): the callers check with this effect installed
        // as the observer, and a memo that changes while being checked does
        // not mark the current observer dirty. When the effect reads memo B
        // and memo A, and B depends on A, checking B recomputes A; A changed
        // but marks no one dirty, B is unchanged, and A then reads as clean:
        // the effect missed A's change and never re-ran. Checking with no
        // observer lets A mark this effect dirty, which is looked at after
        // each source (as memos do) and consumed here; the extra wake-up it
        // sends finds nothing to do.
        let changed = crate::graph::untrack(|| {
            sources.into_iter().any(|source| {
                source.update_if_necessary() || self.read().or_poisoned().dirty
            })
        });
        if changed {
            self.write().or_poisoned().dirty = false;
        }
        changed
    }

    fn mark_check(&self) {
        self.write().or_poisoned().observer.notify()
    }

    fn mark_dirty(&self) {
        let mut lock = self.write().or_poisoned();
        lock.dirty = true;
        lock.observer.notify()
    }
}

impl Subscriber for RwLock<EffectInner> {
    fn add_source(&self, source: AnySource) {
        self.write().or_poisoned().sources.insert(source);
    }

    fn clear_sources(&self, subscriber: &AnySubscriber) {
        self.write().or_poisoned().sources.clear_sources(subscriber);
    }
}
