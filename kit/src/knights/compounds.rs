//! The knights of a test under [`Rule::Selective`], [`Rule::SomeNotAll`] and
//! [`Rule::Conjunctive`] as a compound of single knights, for the explanations
//! ([`crate::explain::compounds`]): each knight's Grundy value, or its remoteness under the
//! conjunctive rule, by its definition on the knight's own game tree.

use cgt::Outcome;

use crate::explain::compounds::{Compound, CompoundInput, Compounds};
use crate::explain::wins;
use crate::knights::sums::{Knight, knights_of};
use crate::knights::{CompoundRule, Knights, Rule, Test};

/// The compound a knights [`Rule`] other than the sum plays; `None` for [`Rule::Sum`] (a sum
/// of knights, explained as one: [`crate::knights::sums`]).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use kit::explain::compounds::Compound;
/// use kit::knights::{Rule, compounds::compound};
/// assert_eq!(compound(Rule::Conjunctive), Some(Compound::Conjunctive));
/// assert_eq!(compound(Rule::Sum), None);
/// ```
pub fn compound(rule: Rule) -> Option<Compound> {
    match rule {
        Rule::Sum => None,
        Rule::Selective => Some(Compound::Selective),
        Rule::SomeNotAll => Some(Compound::SomeNotAll),
        Rule::Conjunctive => Some(Compound::Conjunctive),
    }
}

/// The tests of a multi-knight input as compounds of their knights under `R`'s rule.
impl<R: CompoundRule> Compounds for Knights<R> {
    type Game = Knight;

    /// # Panics
    /// Under [`Rule::Sum`], which is explained as a sum.
    fn compounds(tests: &Vec<Test>) -> CompoundInput<Knight> {
        let rule = compound(R::RULE).expect("the disjunctive sum is explained as a sum");
        CompoundInput { game: Knight, rule, noun: "knight", compounds: knights_of(tests) }
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        wins(outcomes)
    }
}
