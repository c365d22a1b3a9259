//! The explanations' verdicts, elements and moves hold by misère game-tree search.

/// Every generated input naive reaches: `kit::notakto::explain::check`.
#[test]
fn explanations_hold_by_search() {
    kit::notakto::explain::check::explanations_hold::<notakto::NotaktoStatement>(
        notakto::classified(),
    );
}

/// The check can fail: with the empty board's element changed from c to d (both won alone,
/// but not beside a board of b), some generated game's verdict goes wrong, and search says so.
#[test]
fn a_wrong_element_is_caught() {
    use kit::notakto::board::Board;
    use kit::notakto::explain::BoardElements;
    use kit::notakto::presented::{Element, Presented};

    struct EmptyIsB(&'static notakto::classify::Classified);
    impl BoardElements for EmptyIsB {
        fn quotient(&self) -> &Presented {
            self.0.quotient()
        }
        fn element(&self, board: Board) -> Element {
            let q = self.0.quotient();
            match board {
                0 => q.elements().find(|&x| q.name(x) == "d").expect("d is an element"),
                _ => BoardElements::element(self.0, board),
            }
        }
    }
    let wrong = EmptyIsB(notakto::classified());
    let run = std::panic::catch_unwind(|| {
        kit::notakto::explain::check::explanations_hold::<notakto::NotaktoStatement>(&wrong)
    });
    let message = run.expect_err("the wrong element is caught");
    let message = message.downcast_ref::<String>().map_or("", String::as_str);
    assert!(message.contains(", game "), "caught by search, not by the hook: {message}");
}
