//! The explanations' verdicts, elements and moves hold by misère game-tree search.

/// Every generated input naive reaches: `kit::notakto::explain::check`.
#[test]
fn explanations_hold_by_search() {
    kit::notakto::explain::check::explanations_hold::<toph_tic_tac_toe_again::TophStatement>(
        toph_tic_tac_toe_again::quotient::Quotient::get(),
    );
}
