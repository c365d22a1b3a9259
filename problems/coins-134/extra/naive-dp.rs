//! coins-134 without theory: for each question, the outcomes of heaps 0..=n by the game's
//! definition, keeping only the last four (O(n) time, O(1) memory). Right, and far too slow
//! for heaps near 10^18: expected TLE.

use proconio::input;

fn main() {
    input! {
        q: usize,
        questions: [(u64, String); q],
    }
    for (n, rule) in questions {
        // wins[i % 4]: heap i is a win for the player to move.
        let mut wins = [false; 4];
        for heap in 0..=n {
            let reaches_loss = [1u64, 3, 4]
                .iter()
                .any(|&m| m <= heap && !wins[((heap - m) % 4) as usize]);
            let no_move = heap == 0;
            wins[(heap % 4) as usize] = if rule == "misere" { no_move || reaches_loss } else { reaches_loss };
        }
        println!("{}", if wins[(n % 4) as usize] { "First" } else { "Second" });
    }
}
