//! Why the certified move is right, in the game's terms: how many cakes share the most pieces
//! (the player to move loses iff they are even in number), the outcome of every amount eaten
//! from the cake the answer names, grouped into runs that leave the same number of largest
//! cakes, and the string-smallest winning amount. Every outcome is found by game-tree search
//! of the position the amount leaves, not by the parity rule the text states.
//!
//! ```text
//! cakes 5 5 12: the most pieces, 12, are on 1 cake (index 2); only such a cake may be eaten from
//!   by search Michael, to move, wins (the player to move loses iff the cakes with the most pieces are even in number: 1 is odd)
//!   eat 1..=6: the most left is 6..=11 pieces, on 1 cake (odd): Jane, to move, wins
//!   eat 7: the most left is 5 pieces, on 3 cakes (odd): Jane, to move, wins
//!   eat 8..=12: the most left is 5 pieces, on 2 cakes (even): Jane, to move, loses, so these win
//!   the string-smallest winning amount is 10: CAKE 2 PIECES 10
//! ```

use cgt::{Outcome, OutcomeMemo, Play};
use kit::judged::Judged;

use crate::{CakeParty, Cakes, after, move_string};

/// At most this many indices of largest cakes are listed.
const SHOWN_INDICES: usize = 8;

/// A run of consecutive amounts eaten from the answer's cake that leave positions alike: the
/// same number of cakes with the most pieces, and the same outcome for the player then to move.
struct Run {
    /// The first and last amount eaten.
    eaten: (u64, u64),
    /// The least and greatest "most pieces" left over the run.
    most: (u64, u64),
    /// How many cakes have the most pieces left (0: no piece is left).
    largest: usize,
    /// Whether the player then to move (Jane) loses: these amounts win.
    wins: bool,
}

/// The explanation of `cakes` (see the module's documentation); `None` beyond the naive
/// reference's reach.
///
/// # Complexity
/// One run of naive, then a memoised search of the positions left by each of the `M` amounts
/// eaten from one largest cake of `M` pieces (within naive's bound on the positions).
///
/// # Example
/// ```
/// use tc_cakeparty::explain::explain;
///
/// let text = explain(&vec![3, 5]).unwrap();
/// assert!(text.contains("  eat 2: the most left is 3 pieces, on 2 cakes (even): Jane"));
/// assert!(text.ends_with("the string-smallest winning amount is 2: CAKE 1 PIECES 2\n"));
/// ```
pub fn explain(cakes: &Vec<u64>) -> Option<String> {
    let (cake, answer) = CakeParty::naive(cakes)?;
    let top = cakes.iter().copied().max().expect("at least one cake");
    let indices: Vec<usize> = (0..cakes.len()).filter(|&c| cakes[c] == top).collect();
    let mut memo = OutcomeMemo::new(Cakes, Play::Normal);
    let michael_wins = memo.outcome(&sorted(cakes)) == Outcome::N;
    let shown: Vec<String> = cakes.iter().map(ToString::to_string).collect();
    let mut text = format!(
        "cakes {}: the most pieces, {top}, are on {}; only such a cake may be eaten from\n",
        shown.join(" "),
        counted(&indices)
    );
    text += &format!(
        "  by search Michael, to move, {} (the player to move loses iff the cakes with the most \
         pieces are even in number: {} is {})\n",
        if michael_wins { "wins" } else { "loses" },
        indices.len(),
        parity(indices.len())
    );
    if indices.len() > 1 {
        text += &format!(
            "  the largest cakes are alike, so the answer eats from the string-smallest index, \
             {cake}\n"
        );
    }
    let runs = runs(cakes, cake, &mut memo);
    for run in &runs {
        text += &run_line(run);
    }
    text += &if runs.iter().any(|run| run.wins) {
        format!("  the string-smallest winning amount is {answer}: {}\n", move_string(cake, answer))
    } else {
        format!(
            "  no amount wins: the string-smallest move eats {answer}: {}\n",
            move_string(cake, answer)
        )
    };
    Some(text)
}

/// `1 cake (index 2)` or `3 cakes (indices 0, 4, 7)`, the indices cut at [`SHOWN_INDICES`].
fn counted(indices: &[usize]) -> String {
    let listed: Vec<String> = indices.iter().take(SHOWN_INDICES).map(ToString::to_string).collect();
    let more = if indices.len() > SHOWN_INDICES { ", …" } else { "" };
    match indices {
        [only] => format!("1 cake (index {only})"),
        _ => format!("{} cakes (indices {}{more})", indices.len(), listed.join(", ")),
    }
}

/// `odd` or `even`.
fn parity(count: usize) -> &'static str {
    if count % 2 == 1 { "odd" } else { "even" }
}

/// `cakes` sorted: the position as the search keys it.
fn sorted(cakes: &[u64]) -> Vec<u64> {
    let mut position = cakes.to_vec();
    position.sort_unstable();
    position
}

/// The amounts `1..=M` eaten from cake `cake` (of `M` pieces), cut into [`Run`]s, each
/// amount's outcome by `memo`'s search of the position it leaves.
fn runs(cakes: &[u64], cake: usize, memo: &mut OutcomeMemo<Cakes>) -> Vec<Run> {
    let top = cakes[cake];
    let mut runs: Vec<Run> = Vec::new();
    for eat in 1..=top {
        let left = after(cakes, cake, top - eat);
        let most = left.last().copied().unwrap_or(0);
        let largest = if most == 0 { 0 } else { left.iter().filter(|&&c| c == most).count() };
        let wins = memo.outcome(&left) == Outcome::P;
        match runs.last_mut() {
            Some(run) if run.largest == largest && run.wins == wins => {
                run.eaten.1 = eat;
                run.most = (run.most.0.min(most), run.most.1.max(most));
            }
            _ => runs.push(Run { eaten: (eat, eat), most: (most, most), largest, wins }),
        }
    }
    runs
}

/// `lo..=hi`, or `lo` alone when they are equal.
fn range((lo, hi): (u64, u64)) -> String {
    if lo == hi { lo.to_string() } else { format!("{lo}..={hi}") }
}

/// One line of a [`Run`]: the amounts, what they leave, and who then wins.
fn run_line(run: &Run) -> String {
    let outcome = if run.wins { "loses, so these win" } else { "wins" };
    let eaten = range(run.eaten);
    if run.largest == 0 {
        return format!("  eat {eaten}: no piece is left: Jane cannot move and {outcome}\n");
    }
    let cakes = if run.largest == 1 { "cake" } else { "cakes" };
    format!(
        "  eat {eaten}: the most left is {} pieces, on {} {cakes} ({}): Jane, to move, {outcome}\n",
        range(run.most),
        run.largest,
        parity(run.largest)
    )
}
