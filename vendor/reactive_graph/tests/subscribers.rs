//! Ayar patch (src/graph/sets.rs): a signal drops the entries of effects
//! that were dropped without running again. Upstream each such effect left
//! one entry in every signal it read, and the entry's `Weak` kept the
//! effect's allocation: memory grew with every view rebuilt on a
//! long-lived signal. Live heap bytes are counted by this test binary's
//! allocator; unpatched, 20,000 dropped effects keep megabytes.
//! Run: cargo test --manifest-path vendor/reactive_graph/Cargo.toml --features effects --test subscribers
use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicIsize, Ordering},
};

struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[cfg(feature = "effects")]
#[tokio::test]
async fn effects_dropped_without_running_again_do_not_pile_up_in_the_signal_they_read() {
    use any_spawner::Executor;
    use reactive_graph::{effect::RenderEffect, owner::Owner, prelude::*, signal::ArcRwSignal};

    _ = Executor::init_tokio();
    // No owner above the views: each is a root, freed whole when dropped,
    // so that only the signal could keep anything of them.
    tokio::task::LocalSet::new()
        .run_until(async {
            // A signal that outlives the views built on it, as a game's
            // state does.
            let state = ArcRwSignal::new(0);
            // Views built and dropped, a few at a time with the page's
            // tasks run in between (each effect's task ends once it sees
            // its effect gone).
            let build_and_drop = |n: usize| {
                let state = state.clone();
                async move {
                    for i in 0..n {
                        let state = state.clone();
                        // Subscribes on its first run; dropped with its
                        // view, it never runs again to unsubscribe.
                        let view = Owner::new();
                        drop(view.with(|| {
                            RenderEffect::new(move |_| {
                                state.get();
                            })
                        }));
                        drop(view);
                        if i % 20 == 19 {
                            tokio::task::yield_now().await;
                        }
                    }
                    for _ in 0..4 {
                        tokio::task::yield_now().await;
                    }
                }
            };
            build_and_drop(1_000).await;
            let before = LIVE.load(Ordering::Relaxed);
            build_and_drop(20_000).await;
            let grown = LIVE.load(Ordering::Relaxed) - before;
            assert!(grown < 64 * 1024, "20,000 dropped effects still hold {grown} bytes");
            // The signal still notifies the effects that are alive.
            let seen = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
            let kept = RenderEffect::new({
                let (state, seen) = (state.clone(), seen.clone());
                move |_| {
                    state.get();
                    seen.fetch_add(1, Ordering::Relaxed);
                }
            });
            state.set(1);
            Executor::tick().await;
            Executor::tick().await;
            assert_eq!(seen.load(Ordering::Relaxed), 2);
            drop(kept);
        })
        .await;
}
