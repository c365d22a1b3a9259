//! Contorted fractions (`contorted 2/5,7/3`): a row of boxes, each holding a fraction; Left
//! replaces one box by its left option, Right by its right option (the lib's
//! `FractionBox::left_option`, `right_option`).

use std::cell::RefCell;

use anyhow::Result;
use cgt::partizan::contorted::{ContortedFractions, FractionBox};
use cgt::partizan::{GameId, GameStore};

use crate::play::engine::Side;
use crate::play::partizan::{Replace, Rules, Values, one_replaced, tinted};

/// A sum of contorted fractions.
///
/// # Example
/// ```
/// use kata::play::contorted::Contorted;
/// use kata::play::engine::Side;
/// use kata::play::partizan::Rules;
///
/// let row = Contorted::parse("2/5,3").unwrap();
/// let game = Contorted::default();
/// let moves = game.moves(&row, Side::Left);
/// assert_eq!(game.notation(&row, &moves[0].0), "box 1: 2/5 -> 1/3");
/// ```
#[derive(Default)]
pub struct Contorted {
    values: Values<Vec<FractionBox>>,
}

impl Contorted {
    /// Boxes written `2/5,7/3,-2` (reduced fractions, integers).
    ///
    /// # Errors
    /// One line naming the box that is not a reduced fraction or an integer.
    ///
    /// # Complexity
    /// O(length of `text`).
    ///
    /// # Example
    /// ```
    /// let error = kata::play::contorted::Contorted::parse("2/4").unwrap_err();
    /// assert_eq!(error.to_string(), "contorted box `2/4`: expected a reduced fraction `p/q` or an integer");
    /// ```
    pub fn parse(text: &str) -> Result<Vec<FractionBox>> {
        text.split(',')
            .map(|item| {
                item.trim().parse::<FractionBox>().map_err(|_| {
                    anyhow::anyhow!(
                        "contorted box `{item}`: expected a reduced fraction `p/q` or an integer"
                    )
                })
            })
            .collect()
    }
}

impl Rules for Contorted {
    type Position = Vec<FractionBox>;
    type Move = Replace<FractionBox>;

    fn rules(&self) -> String {
        "Contorted fractions: Left moves one box to its left option (the next smaller of simpler \
         denominator), Right to its right option"
            .to_string()
    }

    fn moves(&self, row: &Vec<FractionBox>, side: Side) -> Vec<(Self::Move, Vec<FractionBox>)> {
        one_replaced(row, |b| match side {
            Side::Left => b.left_option().into_iter().collect(),
            Side::Right => b.right_option().into_iter().collect(),
        })
    }

    fn branching(&self, row: &Vec<FractionBox>, _: Side) -> u64 {
        row.len() as u64
    }

    fn notation(&self, row: &Vec<FractionBox>, (i, to): &Self::Move) -> String {
        format!("box {}: {} -> {to}", i + 1, row[*i])
    }

    /// The boxes in a row, numbered.
    fn picture(&self, row: &Vec<FractionBox>, colour: bool) -> String {
        let boxes: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, b)| format!("{}:[{}]", i + 1, tinted(&b.to_string(), Side::Left, colour)))
            .collect();
        format!("  {}\n", boxes.join("  "))
    }

    fn store(&self) -> &RefCell<GameStore> {
        &self.values.store
    }

    fn value(&self, row: &Vec<FractionBox>) -> GameId {
        self.values.of(&ContortedFractions, row)
    }
}
