//! Why the count is what it is, in the game's terms: each pack's outcome by the definition
//! (`W`: won by the player to move, `L`: lost, so won by the second player), the lost packs
//! counted, and where the pattern starts repeating — a pack's outcome depends only on the
//! outcomes of the `largest move` packs below it, so once that window repeats, so does
//! everything after it.
//!
//! ```text
//! moves {1, 2, 3}, packs 1..=20: L = lost by the player to move (won by the second player)
//!   1-20: WWWLWWWLWWWLWWWLWWWL
//!   packs lost: 5 (4, 8, 12, 16, 20)
//!   the window of 3 outcomes below pack 4 is that below pack 0: period 4 from pack 0
//! ```

use std::collections::HashMap;

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::MAX_LINES;
use kit::judged::Judged;

use crate::{Input, LongLongNim, Pack};

/// Outcomes written per line.
const PER_LINE: u64 = 50;
/// At most this many lines of outcomes.
const PATTERN_LINES: u64 = (MAX_LINES - 5) as u64;
/// At most this many lost packs are listed.
const SHOWN_LOSSES: usize = 12;

/// The explanation of `input`: the outcomes of packs `1..=maxN` (the first
/// [`PATTERN_LINES`] × [`PER_LINE`] of them), the lost packs counted and the first listed, and
/// the period of the pattern when it shows within `maxN`; `None` beyond the naive reference's
/// reach.
///
/// # Complexity
/// One run of naive and the memoised search of packs `0..=maxN` (O(maxN · k) for k moves).
///
/// # Example
/// ```
/// use tc_longlongnim::{Input, explain::explain};
///
/// let text = explain(&Input { max_n: 20, moves: vec![1, 2, 3] }).unwrap();
/// assert_eq!(
///     text,
///     "moves {1, 2, 3}, packs 1..=20: L = lost by the player to move (won by the second \
///      player)\n  1-20: WWWLWWWLWWWLWWWLWWWL\n  packs lost: 5 (4, 8, 12, 16, 20)\n  the \
///      window of 3 outcomes below pack 4 is that below pack 0: period 4 from pack 0\n"
/// );
/// ```
pub fn explain(input: &Input) -> Option<String> {
    LongLongNim::naive(input)?;
    let Input { max_n, ref moves } = *input;
    let mut memo = OutcomeMemo::new(Pack(moves), Play::Normal);
    let lost: Vec<bool> = (0..=max_n).map(|n| memo.outcome(&n) == Outcome::P).collect();
    let shown: Vec<String> = moves.iter().map(ToString::to_string).collect();
    let mut text = format!(
        "moves {{{}}}, packs 1..={max_n}: L = lost by the player to move (won by the second \
         player)\n",
        shown.join(", ")
    );
    let written = max_n.min(PATTERN_LINES * PER_LINE);
    for start in (1..=written).step_by(PER_LINE as usize) {
        let end = (start + PER_LINE - 1).min(written);
        let row: String = (start..=end).map(|n| if lost[n as usize] { 'L' } else { 'W' }).collect();
        text += &format!("  {start}-{end}: {row}\n");
    }
    if written < max_n {
        text += &format!("  (packs {}..={max_n} not written)\n", written + 1);
    }
    let losses: Vec<u64> = (1..=max_n).filter(|&n| lost[n as usize]).collect();
    let listed: Vec<String> = losses.iter().take(SHOWN_LOSSES).map(ToString::to_string).collect();
    let more = losses.len().saturating_sub(SHOWN_LOSSES);
    let more = if more > 0 { format!(" … and {more} more") } else { String::new() };
    let count = losses.len();
    let which = if count > 0 { format!(" ({}{more})", listed.join(", ")) } else { String::new() };
    text += &format!("  packs lost: {count}{which}\n");
    text += &period(&lost, moves);
    Some(text)
}

/// The line naming the first pack whose window of outcomes below it (the `largest move`
/// packs, those below 0 counted as W: no move reaches them) repeats an earlier pack's, and the
/// period it proves; or that none repeats within the packs given.
fn period(lost: &[bool], moves: &[u64]) -> String {
    let width = *moves.last().expect("at least one move") as usize;
    let window = |n: usize| -> Vec<bool> {
        (n.saturating_sub(width)..n)
            .map(|m| lost[m])
            .rev()
            .chain(std::iter::repeat(false))
            .take(width)
            .collect()
    };
    let mut first: HashMap<Vec<bool>, usize> = HashMap::new();
    for n in 0..lost.len() {
        if let Some(&earlier) = first.get(&window(n)) {
            return format!(
                "  the window of {width} outcomes below pack {n} is that below pack {earlier}: \
                 period {} from pack {earlier}\n",
                n - earlier
            );
        }
        first.insert(window(n), n);
    }
    format!("  no window of {width} outcomes repeats within these packs\n")
}
