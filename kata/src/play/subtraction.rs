//! Subtraction games (`subtraction 1,3,4 21,17`): a move takes an amount of the subtraction
//! set from one heap.

use anyhow::Result;
use cgt::{Nimber, Periodic, Play, SubtractionGame};

use crate::play::coach::{Theory, listed};
use crate::play::engine::{Ruleset, Side};
use crate::play::heaps::{self, MAX_HEAP, Reduce};
use crate::play::picture;

/// A subtraction game under normal play, with its Grundy values from the lib (exact and
/// periodic, so any heap is looked up in O(1)).
///
/// # Example
/// ```
/// use cgt::Outcome;
/// use kata::play::engine::{Engine, Side};
/// use kata::play::subtraction::Subtraction;
///
/// let game = Subtraction::parse("1,3,4").unwrap();
/// // Heaps of 2 and 7 are P-positions of {1, 3, 4}: period 7, P at 0 and 2 mod 7.
/// assert_eq!(Engine::new(game).solve(&vec![7], Side::Left).unwrap().outcome, Outcome::P);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction {
    game: SubtractionGame,
    grundy: Periodic<Nimber>,
}

impl Subtraction {
    /// The game with the subtraction set written `1,3,4`.
    ///
    /// # Errors
    /// One line: an amount that is not a whole number, 0 or above [`MAX_HEAP`].
    ///
    /// # Complexity
    /// The lib's period detection: O((preperiod + period) · set size) for this set.
    ///
    /// # Example
    /// ```
    /// let error = kata::play::subtraction::Subtraction::parse("1,0").unwrap_err().to_string();
    /// assert_eq!(error, "amount 0 in `1,0`: an amount is at least 1");
    /// ```
    pub fn parse(set: &str) -> Result<Subtraction> {
        let amounts = crate::pictures::graph::numbers(set, "amount", |m| match m {
            0 => Err("an amount is at least 1".to_string()),
            m if m > MAX_HEAP => Err(format!("at most {MAX_HEAP}")),
            _ => Ok(()),
        })?;
        let game = SubtractionGame::new(&amounts);
        let grundy = game.grundy_periodic();
        Ok(Subtraction { game, grundy })
    }
}

impl Ruleset for Subtraction {
    type Position = Vec<u32>;
    type Move = Reduce;

    fn rules(&self) -> String {
        format!(
            "subtraction game {{{}}}: a move takes one of these amounts from one heap",
            listed(self.game.moves(), ", ")
        )
    }

    fn impartial(&self) -> bool {
        true
    }

    fn play(&self) -> Play {
        Play::Normal
    }

    fn moves(&self, heaps: &Vec<u32>, _: Side) -> Vec<(Reduce, Vec<u32>)> {
        let amounts = self.game.moves();
        heaps::reductions(heaps, |from| {
            let allowed = amounts.iter().take_while(|&&m| m <= u64::from(from));
            allowed.map(|&m| from - m as u32).collect()
        })
    }

    fn branching(&self, heaps: &Vec<u32>, _: Side) -> u64 {
        let amounts = self.game.moves();
        heaps.iter().map(|&h| amounts.partition_point(|&m| m <= u64::from(h)) as u64).sum()
    }

    fn canonical(&self, heaps: Vec<u32>) -> Vec<u32> {
        heaps::canonical(heaps)
    }

    fn notation(&self, _: &Vec<u32>, mv: &Reduce) -> String {
        format!("heap {} -{}", mv.heap + 1, mv.from - mv.to)
    }

    fn picture(&self, heaps: &Vec<u32>, colour: bool) -> String {
        picture::heaps(heaps, colour)
    }

    /// The nim-sum of the heaps' Grundy values (`SubtractionGame::grundy_periodic`), heap by
    /// heap.
    fn theory(&self, heaps: &Vec<u32>, _: Side) -> Theory {
        let values: Vec<Nimber> = heaps.iter().map(|&h| self.grundy.at(u64::from(h))).collect();
        Theory::nim_sum(&values)
    }
}
