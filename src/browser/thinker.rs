//! The page's side of the computer players' Web Worker (`worker`):
//! one worker, started on first use, asked one question at a time. If the
//! worker cannot start, dies or panics, the question is answered on the
//! page instead (slower, but the game goes on); a panic is reported in the
//! move's reason and the console.
use std::cell::RefCell;

use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::computer::{think, ThinkReply, ThinkRequest, PANICKED, READY};

/// The worker's script (public/think-worker.js, a module worker, loads the
/// app's own wasm).
const SCRIPT: &str = "think-worker.js";

type Answer = Box<dyn FnOnce(ThinkReply)>;

struct Thinker {
    worker: Worker,
    ready: bool,
    /// The question being thought about, kept to answer it on the page if
    /// the worker fails, and whom to tell.
    asked: Option<(ThinkRequest, Answer)>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(ErrorEvent)>,
}

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
}

/// Ask the computer `request`; `answer` gets the reply. A newer question
/// replaces an unanswered older one (its answer is never delivered).
pub fn ask(request: ThinkRequest, answer: impl FnOnce(ThinkReply) + 'static) {
    let answer: Answer = Box::new(answer);
    let refused = THINKER.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = start();
        }
        let Some(thinker) = slot.as_mut() else { return Some((request, answer)) };
        if thinker.ready {
            post(&thinker.worker, &request);
        }
        thinker.asked = Some((request, answer));
        None
    });
    if let Some((request, answer)) = refused {
        answer_on_page(request, answer);
    }
}

fn start() -> Option<Thinker> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options).ok()?;
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(|message: MessageEvent| {
        let text = message.data().as_string().unwrap_or_default();
        if let Some(panic) = text.strip_prefix(PANICKED) {
            web_sys::console::warn_1(&format!("Ayar: the thinking worker stopped ({panic}); the page thinks").into());
            fail_over(true);
            return;
        }
        if text == READY {
            with_thinker(|t| {
                t.ready = true;
                if let Some((request, _)) = &t.asked {
                    post(&t.worker, request);
                }
            });
            return;
        }
        let reply: ThinkReply = match serde_json::from_str(&text) {
            Ok(reply) => reply,
            Err(e) => ThinkReply { id: 0, outcome: Err(format!("the computer player's answer was unreadable: {e}")) }, // diagnostic
        };
        // Only the current question's answer is delivered; the borrow ends
        // before `answer` runs, so it may ask again.
        let answer = with_thinker(|t| match &t.asked {
            Some((request, _)) if request.id == reply.id || reply.id == 0 => t.asked.take().map(|(_, a)| a),
            _ => None,
        })
        .flatten();
        if let Some(answer) = answer {
            answer(reply);
        }
    });
    // The worker could not load or crashed.
    let on_error = Closure::<dyn Fn(ErrorEvent)>::new(|_: ErrorEvent| fail_over(false));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Thinker { worker, ready: false, asked: None, _on_message: on_message, _on_error: on_error })
}

/// Forget the broken worker and answer the open question here; the next
/// question starts a new worker. `report`: why, noted with the move's reason.
/// The worker is gone: stop it, and think on the page from now on;
/// `say` marks the answer so (the worker stopped, not merely failed to start).
fn fail_over(say: bool) {
    let Some(mut broken) = THINKER.with(|cell| cell.borrow_mut().take()) else { return };
    broken.worker.terminate();
    let asked = broken.asked.take();
    // The closure running now belongs to `broken`: drop it only after it returns.
    leptos::prelude::set_timeout(move || drop(broken), std::time::Duration::ZERO);
    if let Some((request, answer)) = asked {
        let answer: Answer = match say {
            true => Box::new(move |mut reply: ThinkReply| {
                if let Ok(thought) = reply.outcome.as_mut() {
                    thought.on_page = true;
                }
                answer(reply)
            }),
            false => answer,
        };
        answer_on_page(request, answer);
    }
}

fn with_thinker<T>(f: impl FnOnce(&mut Thinker) -> T) -> Option<T> {
    THINKER.with(|cell| cell.borrow_mut().as_mut().map(f))
}

fn post(worker: &Worker, request: &ThinkRequest) {
    let text = super::recovery::worker_request(serde_json::to_string(request).unwrap_or_default());
    // A failed post shows up as the worker's error event.
    let _ = worker.post_message(&JsValue::from_str(&text));
}

/// Without a worker: think on the page, after the next paint so that the
/// "thinking" sign shows first.
fn answer_on_page(request: ThinkRequest, answer: Answer) {
    leptos::prelude::set_timeout(move || answer(think(&request)), std::time::Duration::from_millis(30));
}
