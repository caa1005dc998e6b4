//! A key to the board's symbols, drawn where the layout leaves room (the
//! portrait drawing's side column). Every symbol also has its own tooltip.

use leptos::prelude::*;

use super::geometry::{Orientation, Rect};
use super::pieces::AyarBadge;
use crate::engine::{Activity, Ayar};
use crate::ui::icons::{ActivityIcon, SeatPiece, SunIcon, Symbol};

#[component]
pub fn Key(orientation: Orientation) -> impl IntoView {
    orientation.key_area().map(key_view)
}

fn key_view(a: Rect) -> impl IntoView {
    let col = a.w / 2.0;
    let line = 30.0;
    let top = a.y + 42.0;
    let activities = Activity::ALL
        .into_iter()
        .enumerate()
        .map(|(i, activity)| {
            let x = a.x + 24.0 + col * (i % 2) as f64;
            let y = top + line * (i / 2) as f64;
            view! {
                <g class="key-item">
                    <ActivityIcon activity=activity size=26.0 x=x y=y />
                    <text x=x + 20.0 y=y>{activity.name()}</text>
                </g>
            }
        })
        .collect_view();
    let y = top + line * 2.0;
    let row = |k: f64| y + line * k;
    view! {
        <g class="board-key">
            <rect class="key-frame" x=a.x y=a.y width=a.w height=a.h rx="10" />
            <text class="area-title" x=a.x + 10.0 y=a.y + 16.0>"KEY"</text>
            {activities}
            <g class="key-item">
                <SeatPiece
                    symbol=Symbol::Tambo
                    seat_class="seat-vermilion"
                    mark="1"
                    size=28.0
                    x=a.x + 24.0
                    y=row(0.0)
                    title="A Tambo: its player's colour and seat number"
                />
                <text x=a.x + 44.0 y=row(0.0)>"Tambo: player colour and number"</text>
            </g>
            <g class="key-item">
                <AyarBadge ayar=Ayar::Manco r=13.0 x=a.x + 24.0 y=row(1.0) />
                <text x=a.x + 44.0 y=row(1.0)>"Ayar on his space (grey: retired)"</text>
            </g>
            <g class="key-item">
                <rect class="key-raymi" x=a.x + 8.0 y=row(2.0) - 13.0 width="32" height="26" rx="5" />
                <SunIcon size=14.0 x=a.x + 18.0 y=row(2.0) />
                <text class="key-number" x=a.x + 32.0 y=row(2.0)>"3"</text>
                <text x=a.x + 44.0 y=row(2.0)>"Raymi: Suns needed (dark: reverse)"</text>
            </g>
            <g class="key-item">
                <rect class="key-legal" x=a.x + 10.0 y=row(3.0) - 13.0 width="28" height="26" rx="6" />
                <text x=a.x + 44.0 y=row(3.0)>"Gold: you may choose it"</text>
            </g>
            <text class="key-note" x=a.x + 10.0 y=row(4.0)>"Tap once to preview, again to play."</text>
            <text class="key-note" x=a.x + 10.0 y=row(4.7)>"Press and hold any symbol for its name."</text>
        </g>
    }
}
