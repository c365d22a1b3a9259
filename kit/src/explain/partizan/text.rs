//! The text of a partizan sum: its components with their values, then the sum, its stops
//! (where it is not a number) and its outcome with what the problem asks. The pieces are
//! separated so that [`check`](super::check) can read the values back: components by `; `,
//! each value after the last ` = `.

use cgt::partizan::{GameId, GameStore, PartizanOutcome};

use crate::explain::partizan::PartizanSum;
use crate::explain::shown;
use crate::explain::text::SHOWN_PARTS;

/// Written before the sum's value on a test's second line.
pub const SUM: &str = "  sum = ";

/// Each test of `sums` in two lines ([`test`]), as many as fit, then the count of the others.
///
/// # Complexity
/// One sum of the components, and their notation, per test shown.
///
/// # Example
/// ```
/// use cgt::partizan::GameStore;
/// use kit::explain::partizan::{Component, PartizanSum, text};
///
/// let mut store = GameStore::new();
/// let hot = store.parse("{1|-1}").unwrap();
/// let sums: Vec<PartizanSum> = (1..=12)
///     .map(|i| PartizanSum {
///         label: format!("game {i}"),
///         components: vec![Component { name: "switch".into(), value: hot }],
///     })
///     .collect();
/// let text = text::explain(&mut store, &sums, |o| format!("outcome {o}"));
/// assert!(text.starts_with(
///     "game 1: switch = {1|-1}\n  sum = {1|-1} ‖ 0 (left stop 1, right stop -1): outcome N, \
///      outcome N\n"
/// ));
/// assert!(text.ends_with("(… 3 more not explained)\n"));
/// ```
pub fn explain(
    store: &mut GameStore,
    sums: &[PartizanSum],
    verdict: impl Fn(PartizanOutcome) -> String,
) -> String {
    let count = shown(sums.len());
    let mut text: String = sums[..count].iter().map(|sum| test(store, sum, &verdict)).collect();
    if count < sums.len() {
        text += &format!("(… {} more not explained)\n", sums.len() - count);
    }
    text
}

/// The two lines of one test: `label: name = value; …`, then
/// `  sum = value > 0: outcome L, verdict` (with the stops for a sum that is not a number).
fn test(
    store: &mut GameStore,
    sum: &PartizanSum,
    verdict: &impl Fn(PartizanOutcome) -> String,
) -> String {
    let mut parts: Vec<String> = sum.components[..sum.components.len().min(SHOWN_PARTS)]
        .iter()
        .map(|c| format!("{} = {}", c.name, store.to_notation(c.value)))
        .collect();
    if sum.components.is_empty() {
        parts.push("nothing left to play".to_string());
    }
    if sum.components.len() > SHOWN_PARTS {
        parts.push(format!("… and {} more", sum.components.len() - SHOWN_PARTS));
    }
    let total = sum.components.iter().fold(store.zero(), |acc, c| store.add(acc, c.value));
    let outcome = store.outcome(total);
    format!(
        "{}: {}\n{SUM}{}{}: outcome {outcome}, {}\n",
        sum.label,
        parts.join("; "),
        store.to_notation(total),
        relation(store, total, outcome),
        verdict(outcome)
    )
}

/// ` > 0` and the like (nothing for 0), with the stops when `g` is not a number.
fn relation(store: &mut GameStore, g: GameId, outcome: PartizanOutcome) -> String {
    let sign = match outcome {
        PartizanOutcome::L => "> 0",
        PartizanOutcome::R => "< 0",
        // The canonical form of a game equal to 0 is `0`: nothing to add.
        PartizanOutcome::P => return String::new(),
        PartizanOutcome::N => "‖ 0",
    };
    if store.is_number(g) {
        return format!(" {sign}");
    }
    format!(" {sign} (left stop {}, right stop {})", store.left_stop(g), store.right_stop(g))
}
