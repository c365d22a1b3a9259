//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type pe_301_nim::Nim301);

/// The explanations' totals hold, and their new n by game-tree search of the three heaps for
/// k ≤ 4 (n ≤ 16).
#[test]
fn explanations_hold_by_search() {
    use cgt::{Outcome, OutcomeMemo, Play};
    use pe_301_nim::{Nim3, Nim301};

    let mut tree = OutcomeMemo::new(Nim3, Play::Normal);
    kit::explain::counting::counting_is_explained::<Nim301>(|&k| {
        let low = if k == 0 { 1 } else { (1 << (k - 1)) + 1 };
        let lost = |n: &u64| tree.outcome(&[*n, 2 * n, 3 * n]) == Outcome::P;
        (k <= 4).then(|| (low..=1u64 << k).filter(lost).collect())
    });
}
