//! The game's IndexedDB database (issue 32): one object store of string
//! keys and string values, what `crate::saves::index` says goes where.
//! Each request settles a promise whose own `resolve` is the request's
//! handler, so there is no closure to keep or to leak. These few calls
//! over web-sys cost less than the `idb` crate, which brings tokio's
//! channels and indexmap for the same work.
use std::cell::RefCell;
use std::future::Future;

use js_sys::{Array, Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbKeyRange, IdbObjectStore, IdbRequest, IdbTransaction, IdbTransactionMode};

use crate::saves::StorageError;

const NAME: &str = "ayar";
const STORE: &str = "kv";
const VERSION: u32 = 1;

thread_local! {
    static DB: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
}

/// How long the app waits for the database to open before it starts
/// without one (a browser can leave the request unanswered).
const OPEN_WAIT_MS: i32 = 3000;

/// Open the database (creating its store on a first visit) for the page's
/// lifetime. Without it every call is `StorageError::Unavailable`.
pub async fn open() -> Result<(), StorageError> {
    let window = web_sys::window().ok_or(StorageError::Unavailable)?;
    let factory = window.indexed_db().ok().flatten().ok_or(StorageError::Unavailable)?;
    let request = factory.open_with_u32(NAME, VERSION).map_err(|_| StorageError::Unavailable)?;
    let upgrade = request.clone();
    // Runs only on a first visit (version 0 to 1): the store is made then.
    request.set_onupgradeneeded(Some(
        Closure::once_into_js(move || {
            if let Ok(db) = upgrade.result() {
                let _ = db.unchecked_into::<IdbDatabase>().create_object_store(STORE);
            }
        })
        .unchecked_ref(),
    ));
    let _ = fired(|f| {
        request.set_onsuccess(Some(f));
        request.set_onerror(Some(f));
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(f, OPEN_WAIT_MS);
    })
    .await;
    let db: IdbDatabase = outcome(&request)?.unchecked_into();
    DB.with(|d| *d.borrow_mut() = Some(db));
    Ok(())
}

fn transaction(mode: IdbTransactionMode) -> Result<(IdbTransaction, IdbObjectStore), StorageError> {
    let db = DB.with(|d| d.borrow().clone()).ok_or(StorageError::Unavailable)?;
    let tx = db.transaction_with_str_and_mode(STORE, mode).map_err(|_| StorageError::Unavailable)?;
    let store = tx.object_store(STORE).map_err(|_| StorageError::Unavailable)?;
    Ok((tx, store))
}

/// The promise `set`'s target settles by calling the function it is
/// given, set now: an event fired before its handler was set would be lost.
fn fired(set: impl FnOnce(&Function)) -> JsFuture {
    let mut set = Some(set);
    JsFuture::from(Promise::new(&mut |resolve, _| {
        if let Some(set) = set.take() {
            set(&resolve);
        }
    }))
}

/// A request's outcome once it settles (its handlers set now).
fn settled(request: IdbRequest) -> impl Future<Output = Result<JsValue, StorageError>> {
    let fired = fired(|f| {
        request.set_onsuccess(Some(f));
        request.set_onerror(Some(f));
    });
    async move {
        let _ = fired.await;
        outcome(&request)
    }
}

/// A settled request's result, or why it failed. One not done yet (left
/// unanswered) throws for both: unavailable.
fn outcome(request: &IdbRequest) -> Result<JsValue, StorageError> {
    match request.error() {
        Ok(None) => request.result().map_err(|_| StorageError::Unavailable),
        Ok(Some(e)) => Err(refused(&e)),
        Err(_) => Err(StorageError::Unavailable),
    }
}

fn refused(e: &web_sys::DomException) -> StorageError {
    if e.name() == "QuotaExceededError" {
        StorageError::Full
    } else {
        StorageError::Unavailable
    }
}

/// One transaction writing `puts` and removing `deletes`, all or nothing.
/// It is made at once, so writes land in the order they are asked for;
/// the future tells when it is committed.
pub fn write(puts: &[(String, String)], deletes: &[String]) -> impl Future<Output = Result<(), StorageError>> {
    let made = transaction(IdbTransactionMode::Readwrite).and_then(|(tx, store)| {
        for (key, value) in puts {
            store.put_with_key(&JsValue::from_str(value), &JsValue::from_str(key)).map_err(|_| StorageError::Full)?;
        }
        for key in deletes {
            store.delete(&JsValue::from_str(key)).map_err(|_| StorageError::Unavailable)?;
        }
        let done = fired(|f| {
            tx.set_oncomplete(Some(f));
            tx.set_onabort(Some(f));
        });
        Ok((tx, done))
    });
    async move {
        let (tx, done) = made?;
        let event = done.await.unwrap_or(JsValue::UNDEFINED);
        match event.dyn_into::<web_sys::Event>().map(|e| e.type_()) {
            Ok(kind) if kind == "complete" => Ok(()),
            _ => Err(tx.error().map_or(StorageError::Unavailable, |e| refused(&e))),
        }
    }
}

/// The value under `key`, if any. Asked at once (reads made together
/// are answered together).
pub fn get(key: &str) -> impl Future<Output = Result<Option<String>, StorageError>> {
    let asked = transaction(IdbTransactionMode::Readonly)
        .and_then(|(_, store)| store.get(&JsValue::from_str(key)).map_err(|_| StorageError::Unavailable))
        .map(settled);
    async move { Ok(asked?.await?.as_string()) }
}

/// Every key starting with `prefix` and its value, in key order. Asked at
/// once.
pub fn prefixed(prefix: &str) -> impl Future<Output = Result<Vec<(String, String)>, StorageError>> {
    let asked = transaction(IdbTransactionMode::Readonly).and_then(|(_, store)| {
        let range = IdbKeyRange::bound(&JsValue::from_str(prefix), &JsValue::from_str(&format!("{prefix}\u{ffff}")))
            .map_err(|_| StorageError::Unavailable)?;
        let keys = store.get_all_keys_with_key(&range).map_err(|_| StorageError::Unavailable)?;
        let values = store.get_all_with_key(&range).map_err(|_| StorageError::Unavailable)?;
        Ok((settled(keys), settled(values)))
    });
    async move {
        let (keys, values) = asked?;
        let keys: Array = keys.await?.unchecked_into();
        let values: Array = values.await?.unchecked_into();
        Ok(keys.iter().zip(values.iter()).filter_map(|(k, v)| Some((k.as_string()?, v.as_string()?))).collect())
    }
}
