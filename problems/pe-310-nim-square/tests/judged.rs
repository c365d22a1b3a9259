//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type pe_310_nim_square::NimSquare310);

/// The explanations' totals and new triples hold by game-tree search of the three heaps.
#[test]
fn explanations_hold_by_search() {
    use cgt::{Outcome, OutcomeMemo, Play};
    use pe_310_nim_square::{NimSquare, NimSquare310};

    let mut memo = OutcomeMemo::new(NimSquare, Play::Normal);
    kit::explain::counting::counting_is_explained::<NimSquare310>(|&n| {
        let triples = (0..=n).flat_map(|b| (0..=b).map(move |a| [a, b, n]));
        Some(triples.filter(|t| memo.outcome(t) == Outcome::P).collect())
    });
}
