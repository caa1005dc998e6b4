//! The rules reference, reachable from every screen: the game explained in
//! short sections, with the printed numbers read from the engine's data
//! tables so the text and the game never disagree.
use leptos::prelude::*;

use crate::engine::data;
use crate::engine::{Activity, Line};
use crate::view::{glossary, words};

fn step_table() -> impl IntoView {
    let rows = Line::ALL
        .into_iter()
        .map(|line| {
            let [a, b] = data::STEP_ARROWS[line.index()];
            view! {
                <tr>
                    <th scope="row">{words::capital(&words::line(line))}</th>
                    <td>{a}</td>
                    <td>{b}</td>
                    <td>{words::capital(&words::line_bonus(data::LINE_BONUSES[line.index()]))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="rules-table">
            <thead><tr><th>"Line"</th><th>"Arrows left / top"</th><th>"Arrows right / bottom"</th><th>"Bonus when emptied"</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

fn raymi_line() -> String {
    [8u8, 14, 20, 26]
        .iter()
        .map(|&s| format!("space {s}: {} then {}", data::raymi_threshold(s, false), data::raymi_threshold(s, true)))
        .collect::<Vec<_>>()
        .join("; ")
}

fn difficulty_rows() -> impl IntoView {
    data::DIFFICULTY_BOARDS
        .iter()
        .enumerate()
        .map(|(i, b)| {
            view! {
                <tr>
                    <th scope="row">{format!("{} {}", i + 1, b.name)}</th>
                    <td>{b.inti}</td>
                    <td>{b.llamas}</td>
                    <td>{b.points_per_llama}</td>
                    <td>{b.moon_per_temple}</td>
                </tr>
            }
        })
        .collect_view()
}

/// The icon glossary (`view::glossary`): each icon, its name, one line.
fn glossary() -> impl IntoView {
    view! {
        <dl class="glossary">
            {glossary::icons().into_iter().map(|icon| view! {
                <div class="glossary-entry">
                    <dt>
                        <svg viewBox="-12 -12 24 24" aria-hidden="true" inner_html=glossary::markup(icon)></svg>
                        {glossary::name(icon)}
                    </dt>
                    <dd>{glossary::line(icon)}</dd>
                </div>
            }).collect_view()}
        </dl>
    }
}

#[component]
pub fn RulesDialog(open: ReadSignal<bool>, on_close: Callback<()>) -> impl IntoView {
    let costs = data::MARKET_COSTS.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
    let pottery_moon = data::POTTERY_MOON.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    let terrace_moon = data::TERRACE_MOON.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    let island_suns = data::ISLAND_SUNS.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
    let temple_bonus = data::TEMPLE_COLUMN_BONUS.iter().map(|b| format!("+{b}")).collect::<Vec<_>>().join(", ");
    let activities = Activity::ALL.map(words::activity).join(", ");
    view! {
        {move || open.get().then(|| view! {
            <div class="overlay" on:click=move |_| on_close.run(())>
                <section
                    class="panel rules"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="rules-heading"
                    on:click=|ev| ev.stop_propagation()
                >
                    <header class="rules-head">
                        <h2 id="rules-heading">"How to play"</h2>
                        <button type="button" class="button secondary" on:click=move |_| on_close.run(())>"Close rules"</button>
                    </header>
                    <div class="rules-body">
                        <h3>"Goal"</h3>
                        <p>"You collect two kinds of points: Sun and Moon. At the end your score is the "<b>"lower"</b>" of the two, so keep them level. Four rounds of Day and Night are played; each Night the hindmost Ayar brother retires."</p>

                        <h3>"Your board"</h3>
                        <p>"Sixteen Tambos fill a 4 × 4 grid in four 2 × 2 quadrants. A Step slot sits at each end of every row and column, printed with 1 to 3 arrows. With fewer than four players some 1-arrow slots are blocked (shown crossed out). You hold five Step markers: one per Ayar and a gold one that moves any Ayar. Above the grid are four Moon slots, one per activity."</p>
                        {step_table()}

                        <h3>"Start"</h3>
                        <p>"Each player in turn takes any Tambo from the grid, builds it on an empty start slot in Tiwanaku (space 0) and performs that activity at power 1."</p>

                        <h3>"A Day turn"</h3>
                        <ol>
                            <li>"Lay an available Step marker on an empty, unblocked slot whose row or column still holds a Tambo. A marker standing from an earlier round may move to a new slot."</li>
                            <li>"Move that marker's Ayar forward by the slot's arrows (the gold marker: any Ayar). Space 30 is Cuzco; an Ayar stops there."</li>
                            <li>"Take a Tambo from the marked row or column and build it on an empty building slot of that Ayar's path, at or behind him, showing an activity you can perform."</li>
                            <li>"Power is the number of empty spaces in the marked line after the take (1 to 4); you may choose less. Perform the activity."</li>
                            <li>"Resolve the end-of-turn effects, in the order you choose."</li>
                        </ol>
                        <p>"Rounds 1 to 4 give 5, 4, 3 and 2 turns. If no turn can be completed, you still move and build, but perform no activity."</p>

                        <h3>"The four activities"</h3>
                        <p>{format!("Each activity ({activities}) has visible Suns (used by Raymi, Cuzco and Sun bonuses) and a Moon value (used by Temples and Step markers).")}</p>
                        <ul>
                            <li><b>"Pottery. "</b>{format!("The market's five slots cost {costs}. Take Pots whose costs add up to at most your power; the rest slide down and the bag refills the market. A Pot with a Viracocha gives you one. Suns: different colours owned. Moon by your largest set of one colour (0 to 5 Pots): {pottery_moon}.")}</li>
                            <li><b>"Weaving. "</b>"Power 1: the top Textile of stack 1; power 2: stack 1 or 2; power 3: stacks 1 and 2; power 4: stacks 1 and 3. Place each Textile on two empty neighbouring loom cells (tap a cell, tap again to turn it). Suns: each place where half-Suns of two different Textiles meet. Moon: "{data::LOOM_MOON_PER_COLUMN}" per full loom column."</li>
                            <li><b>"Terrace farming. "</b>{format!("Plant Maize equal to your power, from the left of your row. Emptied spaces reveal a Sun (even spaces) or a Moon value (odd spaces: {terrace_moon}); emptying box 2 or 4 gives a Viracocha. Suns: revealed Suns. Moon: the rightmost revealed Moon value. Whoever planted most this round wins the Harvest at Night.")}</li>
                            <li><b>"Reed bundling. "</b>"Sail your Boat forward by your power (14 spaces in four sections). For each section entered, place its Island on the Lake's yellow space matching the highest number reached in it (the next higher free one if yours is there). A yellow space beside a Viracocha area lets you take its Viracocha. "{format!("Suns: those uncovered by your Islands ({island_suns}).")}" Moon: your two highest Islands."</li>
                        </ul>

                        <h3>"End-of-turn effects"</h3>
                        <ul>
                            <li><b>"Temple. "</b>{format!("When the fourth Tambo leaves a quadrant, place a Temple of a type you choose in the leftmost free slot of the Temple row of the moved Ayar's partner. Column bonuses: {temple_bonus}.")}</li>
                            <li><b>"Line bonus. "</b>"When a whole row or column empties: its Llama, Viracocha, or Sun bonus (add that activity's visible Suns to your Inti dial)."</li>
                            <li><b>"Raymi. "</b>{format!("When an Ayar reaches or passes a Raymi tile's space, every player adds their visible Suns of its activity to the Inti dial, and those meeting the threshold take a Llama. The tile then turns to its harder side, and leaves once both its Ayars are past or retired. Thresholds: {}.", raymi_line())}</li>
                            <li><b>"Cuzco. "</b>{format!("When an Ayar reaches space 30, every player picks two different activities and adds both Suns; each with at least {} Suns gives a Llama.", data::CUZCO_LLAMA_SUNS)}</li>
                        </ul>

                        <h3>"Night"</h3>
                        <ol>
                            <li>"The Ayar on the lowest space retires (tie: the one whose partner sits in the lower Temple row)."</li>
                            <li>"Harvest: the player who planted most Maize this round wins the Viracocha beside the retiring Ayar's partner (tie: who planted first)."</li>
                            <li>{format!("Temples: players with {} or more Viracochas gain {} Moon per Temple on the board; then the partner walks her row and each Temple pays its owner's Moon value in its activity plus the column bonus. The row is cleared.", data::VIRACOCHA_BONUS_MIN, data::VIRACOCHA_BONUS_PER_TEMPLE)}</li>
                            <li>"Step markers: each player puts the retired Ayar's marker on an empty Moon slot and scores that activity's Moon value. Each Moon slot scores once per game."</li>
                            <li>{format!("Dawn: add your Inti dial to your Sun (the dial keeps its value; it stops at {}).", data::INTI_MAX)}</li>
                            <li>"Prepare: markers stand up where they are; the first player passes clockwise."</li>
                        </ol>

                        <h3>"Game end"</h3>
                        <p>{format!("Viracochas become Llamas; each Llama is worth {} points, split between Sun and Moon to raise your lower score. Highest score wins; ties go to the higher other score, then more Llamas.", data::LLAMA_POINTS)}</p>

                        <h3>"Solo: the Ayllu"</h3>
                        <p>"The Ayllu plays as many turns as you. Each turn it flips an Activity token (how far it moves, a power change, maybe a Temple) and draws a Step marker from its bag, then builds by its priority: the next Raymi activity on that path, then its open bonuses, then activities whose Moons have not scored. Its Viracochas become Llamas. You must beat its score strictly. Difficulty boards:"</p>
                        <table class="rules-table">
                            <thead><tr><th>"Board"</th><th>"Starting Inti"</th><th>"Starting Llamas"</th><th>"Points per Llama"</th><th>"Moon per Temple"</th></tr></thead>
                            <tbody>{difficulty_rows()}</tbody>
                        </table>

                        <h3 id="glossary">"Icons"</h3>
                        <p class="small">"Hold a finger on an icon on the table to see its entry there."</p>
                        {glossary()}

                        <h3>"Playing on this screen"</h3>
                        <ul>
                            <li>"Tap a highlighted target or an option button once to see what it would do; tap it again, or Confirm, to play it."</li>
                            <li>"Undo takes back choices of your turn until something new is revealed (a Pot or a Textile) or the turn passes."</li>
                            <li>"Pass and play: a hand-over screen hides the next player's board until they tap I'm ready."</li>
                            <li>"The Forecast shows who would retire tonight, the next Raymi on each path and everyone's Sun and Moon; ▼ marks the lower one."</li>
                        </ul>
                    </div>
                </section>
            </div>
        })}
    }
}
