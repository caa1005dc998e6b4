//! Ayar patch (src/effect/inner.rs): an effect that reads memo B and memo A,
//! where B depends on A, must re-run when A changes and B does not.
//! Run: cargo test --manifest-path vendor/reactive_graph/Cargo.toml --features effects --test diamond
#[cfg(feature = "effects")]
#[tokio::test]
async fn render_effect_sees_a_memo_that_changed_while_a_memo_derived_from_it_did_not() {
    use any_spawner::Executor;
    use reactive_graph::{computed::Memo, effect::RenderEffect, owner::Owner, prelude::*, signal::RwSignal};
    use std::sync::{Arc, RwLock};

    _ = Executor::init_tokio();
    let owner = Owner::new();
    owner.set();
    tokio::task::LocalSet::new()
        .run_until(async {
            let source = RwSignal::new(1);
            let a = Memo::new(move |_| source.get());
            // Derived from A, and unchanged by the update below.
            let b = Memo::new(move |_| a.get() > 100);
            let seen = Arc::new(RwLock::new(Vec::new()));
            std::mem::forget(RenderEffect::new({
                let seen = seen.clone();
                // B is read first: checking it recomputes A.
                move |_| seen.write().unwrap().push((b.get(), a.get()))
            }));
            Executor::tick().await;
            source.set(2);
            Executor::tick().await;
            Executor::tick().await;
            assert_eq!(*seen.read().unwrap(), vec![(false, 1), (false, 2)]);
        })
        .await;
}
