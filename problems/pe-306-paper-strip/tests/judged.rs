//! The standard judged tests.

kit::problem_tests!(type pe_306_paper_strip::PaperStrip);

/// The explanations' totals and new strips hold by game-tree search of the strip.
#[test]
fn explanations_hold_by_search() {
    use cgt::{Outcome, OutcomeMemo, Play};
    use pe_306_paper_strip::{PaperStrip, Strip, strip};

    let mut memo = OutcomeMemo::new(Strip, Play::Normal);
    kit::explain::counting::counting_is_explained::<PaperStrip>(|&n| {
        Some((n >= 1 && memo.outcome(&strip(n)) == Outcome::N).then_some(n).into_iter().collect())
    });
}
