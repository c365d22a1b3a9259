//! The moves of a compound game as choices: each component stays or takes one of its options.

/// Calls `visit` with every pick of one option or none for each component: `pick[i]` is 0
/// when component `i` stays, `j` when it takes its option `j − 1` of `counts[i]`; component 0
/// varies fastest, and the first pick is all zeros (nothing moves).
///
/// # Complexity
/// Π (counts[i] + 1) picks, O(1) amortised each besides `visit`.
///
/// # Example
/// ```
/// let mut picks = Vec::new();
/// kit::picks::each_pick(&[1, 2], |pick| picks.push(pick.to_vec()));
/// assert_eq!(picks, [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2]]);
/// ```
pub fn each_pick(counts: &[usize], mut visit: impl FnMut(&[usize])) {
    let mut pick = vec![0usize; counts.len()];
    loop {
        visit(&pick);
        let mut i = 0;
        loop {
            if i == counts.len() {
                return;
            }
            pick[i] += 1;
            if pick[i] <= counts[i] {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
    }
}
