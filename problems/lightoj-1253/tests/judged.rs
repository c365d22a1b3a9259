//! The standard judged tests.

kit::problem_tests!(type lightoj_1253::Lightoj1253);

/// The explanations' verdicts and moves hold by misère game-tree search.
#[test]
fn explanations_hold_by_search() {
    kit::explain::misere_nim::misere_nim_is_explained::<lightoj_1253::Lightoj1253>();
}
