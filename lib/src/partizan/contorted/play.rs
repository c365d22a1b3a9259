//! The [`Partizan`] ruleset of contorted fractions on rows of boxes, with the finite options
//! of the lemma in [`crate::partizan::contorted`].

use crate::partizan::contorted::fraction::FractionBox;
use crate::partizan::ruleset::Partizan;

/// Contorted fractions: a position is a row of boxes; a move replaces one box by its option
/// ([`FractionBox::left_option`], [`FractionBox::right_option`]); each box is a component.
///
/// # Example
///
/// ```
/// use cgt::partizan::contorted::{ContortedFractions, FractionBox};
/// use cgt::partizan::{GameStore, ValueMemo};
///
/// let row: Vec<FractionBox> = ["1/2", "-2/5", "3"].iter().map(|s| s.parse().unwrap()).collect();
/// let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
/// let g = memo.value(&ContortedFractions, &mut store, &row);
/// assert_eq!(store.to_notation(g), "25/8"); // 1/2 − 3/8 + 3
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ContortedFractions;

/// The rows reached by replacing one box of `row` by its `option`, where it has one.
fn one_box_moved(
    row: &[FractionBox],
    option: impl Fn(&FractionBox) -> Option<FractionBox>,
) -> Vec<Vec<FractionBox>> {
    (0..row.len())
        .filter_map(|i| {
            option(&row[i]).map(|moved| {
                let mut next = row.to_vec();
                next[i] = moved;
                next
            })
        })
        .collect()
}

impl Partizan for ContortedFractions {
    type Position = Vec<FractionBox>;

    fn left_options(&self, row: &Vec<FractionBox>) -> Vec<Vec<FractionBox>> {
        one_box_moved(row, FractionBox::left_option)
    }

    fn right_options(&self, row: &Vec<FractionBox>) -> Vec<Vec<FractionBox>> {
        one_box_moved(row, FractionBox::right_option)
    }

    /// One component a box, `[0]`s left out (they are dead).
    fn components(&self, row: &Vec<FractionBox>) -> Vec<Vec<FractionBox>> {
        row.iter().filter(|b| **b != FractionBox::integer(0)).map(|&b| vec![b]).collect()
    }
}
