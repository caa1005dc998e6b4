//! The daily challenge and the player's record (issue 32), on the start
//! screen. One solo deal a day against the Elder Ayllu: the first game of
//! the day counts, later ones and yesterday's deal are practice; a
//! finished day's result is shared as text. The record: what the finished
//! games brought, kept after a saved game is deleted.
use leptos::prelude::*;

use super::new_game::NewGameForm;
use crate::browser::storage;
use crate::engine::Game;
use crate::saves::record::{daily_rounds, streak, summary, Day, Played, RECENT};
use crate::ui::saves::{copied_word, copy_and_say, SaveStatus};
use crate::ui::state::{GameStore, Screen, Screens};
use crate::view::decimal::Num;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::looks::{complete_looks, SeatLook};
use crate::view::problems::Problem;
use crate::view::words;

/// The start screen's masthead button: the daily challenge opens over the
/// screen, which keeps its one-screen layout.
#[component]
pub fn DailyButton() -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <button type="button" class="button secondary" data-daily-open="" on:click=move |_| open.set(true)>{t(key::DAILY)}</button>
        {move || open.get().then(|| view! { <DailyDialog on_close=move || open.set(false) /> })}
    }
}

#[component]
fn DailyDialog(on_close: impl Fn() + Copy + Send + Sync + 'static) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let screens = expect_context::<Screens>();
    let status = expect_context::<SaveStatus>();
    let form = expect_context::<NewGameForm>();
    let today = storage::today();
    let record_open = RwSignal::new(false);
    let read = status.read(move || Today::read(today));
    let day = move || read.get().unwrap_or_default();
    // A new game of `day`'s deal: the day's scored attempt, saved at once
    // under its id, or practice.
    let play = move |day: Day, scored: bool| {
        let name = form.player_names().into_iter().next().unwrap_or_default();
        let Ok(game) = Game::new(day.setup(&name)) else { return };
        let you = SeatLook { name, colour: form.colour(0), computer: None, by_link: false };
        let looks = complete_looks(&game, vec![you]);
        status.new_game();
        if scored {
            let id = storage::new_id();
            let written = storage::save(&id, &game, &looks, false);
            store.load(game, looks);
            status.created(id.clone());
            leptos::task::spawn_local(async move {
                match written.await {
                    Ok(()) => match storage::set_daily_attempt(day, &id).await {
                        Ok(()) => status.games_changed(),
                        Err(e) => store.report(Problem::Storage(e)),
                    },
                    Err(e) => store.report(Problem::Storage(e)),
                }
            });
        } else {
            store.load(game, looks);
        }
        screens.show(Screen::Table);
    };
    let resume = move |_| {
        let Some(id) = day().playing else { return };
        leptos::task::spawn_local(async move {
            match storage::load(&id).await {
                Ok((game, seats)) => {
                    let looks = complete_looks(&game, seats);
                    store.load(game, looks);
                    status.opened(id);
                    screens.show(Screen::Table);
                }
                Err(e) => store.report(Problem::Storage(e)),
            }
        });
    };
    let copied = RwSignal::new(false);
    let share = move |_| {
        let Today { scored, streak, .. } = day();
        let Some(line) = scored else { return };
        let args = [("date", Arg::Text(&today.iso())), ("line", Arg::Text(&line)), ("streak", Arg::Num(streak))];
        copy_and_say(store, tf(key::DAILY_SHARE_TEXT, &args), t(key::DAILY_COPIED), copied);
    };
    // One set of buttons, each shown when it applies.
    let state = move || {
        let d = day();
        match (d.played, d.playing, d.scored) {
            (_, _, Some(_)) => "scored",
            (_, Some(_), _) => "playing",
            (true, ..) => "practice",
            _ => "open",
        }
    };
    let line = move || {
        let Today { scored, streak, .. } = day();
        let said = match (scored, state()) {
            (Some(line), _) => line,
            (None, "practice") => t(key::DAILY_PRACTICE_ONLY),
            _ => t(key::DAILY_HOW),
        };
        match streak {
            0 => said,
            days => format!("{said} {}", tf(key::DAILY_STREAK, &[("days", Arg::Num(days))])),
        }
    };
    view! {
        <div class="overlay" on:click=move |_| on_close()>
        <section class="panel daily" role="dialog" aria-modal="true" aria-labelledby="daily-heading"
            on:click=|ev| ev.stop_propagation()>
            <div class="rules-head">
                <h2 id="daily-heading">{t(key::DAILY)}</h2>
                <button type="button" class="button secondary" data-daily-close="" on:click=move |_| on_close()>{t(key::RECORD_CLOSE)}</button>
            </div>
            <p class="daily-state" data-daily-state=state>{line}</p>
            <p class="small" hidden=move || state() != "scored">{t(key::DAILY_ROUNDS)}</p>
            <div class="daily-buttons">
                <button type="button" class="button primary" data-daily="play" hidden=move || state() != "open"
                    on:click=move |_| play(today, true)>{t(key::DAILY_PLAY)}</button>
                <button type="button" class="button primary" data-daily="continue" hidden=move || state() != "playing"
                    on:click=resume>{t(key::DAILY_CONTINUE)}</button>
                <button type="button" class="button secondary" data-daily="practice" hidden=move || !matches!(state(), "scored" | "practice")
                    on:click=move |_| play(today, false)>{t(key::DAILY_PRACTICE)}</button>
                <button type="button" class="button secondary" data-daily="share" hidden=move || state() != "scored"
                    on:click=share>{t(key::DAILY_SHARE)}</button>
                {copied_word(copied)}
                <button type="button" class="button secondary" data-daily="yesterday"
                    on:click=move |_| play(today.before(), false)>{t(key::DAILY_YESTERDAY)}</button>
                <button type="button" class="button secondary" data-record="" hidden=move || day().record.is_empty()
                    on:click=move |_| record_open.set(true)>{t(key::RECORD)}</button>
            </div>
        </section>
        </div>
        {move || record_open.get().then(|| view! { <RecordDialog today record=day().record on_close=move || record_open.set(false) /> })}
    }
}

/// What today holds: whether its scored attempt was started, its id while
/// unfinished, its result once over, the streak, and the record.
#[derive(Clone, Default)]
struct Today {
    played: bool,
    playing: Option<String>,
    scored: Option<String>,
    streak: u32,
    record: Vec<Played>,
}

impl Today {
    async fn read(today: Day) -> Today {
        let record = storage::record().await;
        let attempt = storage::daily_attempt(today).await;
        let mut scored = None;
        if let Some(p) = record.iter().find(|p| p.daily == Some(today)) {
            let (you, ayllu) = (p.people.first().map_or(0, |x| x.score), p.ayllu.unwrap_or(0));
            let rounds = storage::peek(&p.id).await.map(|g| daily_rounds(&g)).unwrap_or_default();
            let args = [("you", Arg::Num(you)), ("ayllu", Arg::Num(ayllu)), ("rounds", Arg::Text(&rounds))];
            scored = Some(tf(key::DAILY_RESULT, &args));
        }
        let mut playing = None;
        if let Some(id) = attempt.clone().filter(|_| scored.is_none()) {
            if storage::peek(&id).await.is_ok_and(|g| !g.is_over()) {
                playing = Some(id);
            }
        }
        let streak = streak(&record, today);
        Today { played: attempt.is_some(), playing, scored, streak, record }
    }
}

/// The record: games by mode, solo by difficulty, means, the activities,
/// the daily streak and the latest scores.
#[component]
fn RecordDialog(today: Day, record: Vec<Played>, on_close: impl Fn() + Copy + Send + Sync + 'static) -> impl IntoView {
    let s = summary(&record, today);
    let one = |x: f64| Num((x * 10.0).round() / 10.0).to_string();
    let games = (1..=4)
        .filter(|&n| s.games[n - 1] > 0)
        .map(|n| {
            let mode = if n == 1 { t(key::RECORD_SOLO) } else { tf(key::RECORD_PLAYERS, &[("n", Arg::Num(n as u32))]) };
            view! { <li>{mode}": "<b>{s.games[n - 1]}</b></li> }
        })
        .collect_view();
    let solo = (1..=4u8)
        .filter(|&d| s.solo[usize::from(d) - 1].0 > 0)
        .map(|d| {
            let (played, won, best) = s.solo[usize::from(d) - 1];
            view! {
                <tr>
                    <th scope="row">{crate::view::start::difficulty_name(d)}</th>
                    <td>{played}</td><td>{won}</td><td>{best}</td>
                </tr>
            }
        })
        .collect_view();
    let activities = s
        .activities
        .iter()
        .map(|&(a, sun, moon)| view! { <li>{words::activity(a)}": ☀"{one(sun)}" ☾"{one(moon)}</li> })
        .collect_view();
    // The latest scores as a line, oldest at the left.
    let (w, h) = (300.0, 90.0);
    let top = s.recent.iter().copied().max().unwrap_or(1).max(1) as f64;
    let step = if s.recent.len() > 1 { w / (s.recent.len() - 1) as f64 } else { 0.0 };
    let at: Vec<(Num, Num)> =
        s.recent.iter().enumerate().map(|(i, &v)| (Num(i as f64 * step), Num(h - f64::from(v) / top * h))).collect();
    let points: String = at.iter().map(|(x, y)| format!("{x},{y} ")).collect();
    // Each score by its dot, as the chart's only scale.
    let dots = at
        .into_iter()
        .zip(s.recent.iter().copied())
        .map(|((x, y), score)| {
            view! {
                <circle cx=x.to_string() cy=y.to_string() r="5" fill="#8a5d0c" />
                <text x=x.to_string() y=Num(y.0 - 9.0).to_string() text-anchor="middle" font-size="14">{score}</text>
            }
        })
        .collect_view();
    view! {
        <div class="overlay" on:click=move |_| on_close()>
            <section class="panel record" role="dialog" aria-modal="true" aria-labelledby="record-heading"
                on:click=|ev| ev.stop_propagation()>
                <div class="rules-head">
                    <h2 id="record-heading">{t(key::RECORD)}</h2>
                    <button type="button" class="button secondary" data-record-close="" on:click=move |_| on_close()>{t(key::RECORD_CLOSE)}</button>
                </div>
                <ul class="record-games">{games}</ul>
                <p>{tf(key::RECORD_MEANS, &[("sun", Arg::Text(&one(s.mean_sun))), ("moon", Arg::Text(&one(s.mean_moon)))])}
                    " "{tf(key::DAILY_STREAK, &[("days", Arg::Num(s.streak))])}</p>
                <table class="record-solo">
                    <thead><tr><th scope="col">{t(key::RECORD_SOLO)}</th><th scope="col">{t(key::RECORD_GAMES)}</th>
                        <th scope="col">{t(key::RECORD_WINS)}</th><th scope="col">{t(key::RECORD_BEST)}</th></tr></thead>
                    <tbody>{solo}</tbody>
                </table>
                <h3>{t(key::RECORD_ACTIVITIES)}</h3>
                <ul class="record-activities">{activities}</ul>
                <h3>{tf(key::RECORD_RECENT, &[("n", Arg::Num(RECENT as u32))])}</h3>
                <svg class="record-chart" viewBox=format!("-14 -26 {} {}", Num(w + 28.0), Num(h + 36.0)) role="img"
                    aria-label=tf(key::RECORD_CHART, &[("scores", Arg::Text(&s.recent.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")))])>
                    <polyline points=points fill="none" stroke="#8a5d0c" stroke-width="3" stroke-linejoin="round" />
                    {dots}
                </svg>
            </section>
        </div>
    }
}
