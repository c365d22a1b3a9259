//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type hr_misere_nim::MisereNim);

/// The explanations' verdicts and moves hold by misère game-tree search.
#[test]
fn explanations_hold_by_search() {
    kit::explain::misere_nim::misere_nim_is_explained::<hr_misere_nim::MisereNim>();
}
