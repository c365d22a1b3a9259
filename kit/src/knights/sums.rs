//! The knights of a test under [`Rule::Sum`] as a sum of single knights, for the explanations
//! ([`crate::explain`]): each knight's Grundy value by the mex rule over its moves.

use cgt::{Impartial, Outcome};

use crate::explain::{HeapSums, Sum, SumGame, numbered, wins};
use crate::knights::{CompoundRule, Knights, Rule, Test, knight_moves};

/// One knight by the definition: a position is `(n, x, y)`, the board's side and the knight's
/// square; a move is one of the statement's knight moves that stays on the board.
///
/// # Example
/// ```
/// use cgt::Impartial;
/// assert_eq!(kit::knights::sums::Knight.options(&(8, 3, 3)), [(8, 1, 4), (8, 1, 2), (8, 4, 1), (8, 2, 1)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knight;

impl Impartial for Knight {
    type Position = (u64, u64, u64);

    fn options(&self, &(n, x, y): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        knight_moves(n, x, y).into_iter().map(|(a, b)| (n, a, b)).collect()
    }
}

impl SumGame for Knight {
    /// The square, `(x, y)`.
    fn show(&self, &(_, x, y): &(u64, u64, u64)) -> String {
        format!("({x}, {y})")
    }
}

/// Each test of a multi-knight input as its knights, `knight 1`, `knight 2`, … of [`Knight`]
/// positions, labelled `test 1 (N×N)`, …: the parts of the sums ([`Rule::Sum`]) and the
/// components of the compounds ([`crate::knights::compounds`]).
///
/// # Complexity
/// Linear in the knights.
///
/// # Example
/// ```
/// use kit::knights::{Test, sums::knights_of};
/// let tests = knights_of(&[Test { n: 5, knights: vec![(5, 2), (2, 2)] }]);
/// assert_eq!((tests[0].label.as_str(), tests[0].parts[1].position), ("test 1 (5×5)", (5, 2, 2)));
/// ```
pub fn knights_of(tests: &[Test]) -> Vec<Sum<(u64, u64, u64)>> {
    let test = |(i, test): (usize, &Test)| {
        let squares = test.knights.iter().map(|&(x, y)| (test.n, x, y));
        Sum::normal(format!("test {} ({}×{})", i + 1, test.n, test.n), numbered("knight", squares))
    };
    tests.iter().enumerate().map(test).collect()
}

/// The tests of a multi-knight input as sums of their knights: what the explanations of
/// [`Rule::Sum`] (the disjunctive sum) are made of (the other rules are compounds of another
/// family: [`crate::knights::compounds`]).
impl<R: CompoundRule> HeapSums for Knights<R> {
    type Game = Knight;

    /// # Panics
    /// Under a rule other than [`Rule::Sum`].
    fn sums(tests: &Vec<Test>) -> (Knight, Vec<Sum<(u64, u64, u64)>>) {
        assert_eq!(R::RULE, Rule::Sum, "only the disjunctive sum is a sum of its knights");
        (Knight, knights_of(tests))
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        wins(outcomes)
    }
}
