//! Octal games and Grundy's game (`octal 0.77 10,7`, `octal grundy 9`), under normal play
//! and misère play (`misere-octal 0.07 9`): take-and-break moves on one heap, by the lib's
//! `TakeBreak`.

use std::cell::RefCell;

use anyhow::Result;
use cgt::{Genus, GenusMemo, Nimber, Play, TakeBreak};

use crate::play::coach::Theory;
use crate::play::engine::{Ruleset, Side};
use crate::play::heaps;
use crate::play::picture;

/// A take-and-break move on one heap: heap `heap` (0-based) of size `from` leaves the pieces
/// `pieces` (0 for no heap), the rest of its counters taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Break {
    /// Which heap, 0-based.
    pub heap: usize,
    /// Its size before.
    pub from: u32,
    /// The heaps left in its place, the smaller first, 0 standing for none.
    pub pieces: (u32, u32),
}

/// An octal game or Grundy's game under normal or misère play; positions are the heaps in the
/// person's order (a heap that splits leaves its pieces in its place).
///
/// # Example
/// ```
/// use cgt::{Outcome, Play};
/// use kata::play::engine::{Engine, Side};
/// use kata::play::octal::Octal;
///
/// // Kayles: two rows of 4 pins are a second-player win.
/// let kayles = Octal::parse("0.77", Play::Normal).unwrap();
/// assert_eq!(Engine::new(kayles).solve(&vec![4, 4], Side::Left).unwrap().outcome, Outcome::P);
/// ```
pub struct Octal {
    name: String,
    game: TakeBreak,
    play: Play,
    /// The nim-sequence computed so far (normal play's theory), grown on demand.
    sequence: RefCell<Vec<u32>>,
    /// Genera of single heaps (misère play's theory), memoised.
    genera: RefCell<GenusMemo<TakeBreak>>,
}

impl Octal {
    /// The game an octal code (`0.77`, `.137`, `4.07`) or `grundy` names, under `play`.
    ///
    /// # Errors
    /// The code's one-line parse error, from the lib.
    ///
    /// # Complexity
    /// O(digits).
    ///
    /// # Example
    /// ```
    /// use cgt::Play;
    /// use kata::play::octal::Octal;
    ///
    /// assert!(Octal::parse("grundy", Play::Misere).is_ok());
    /// assert!(Octal::parse("0.78", Play::Normal).is_err());
    /// ```
    pub fn parse(code: &str, play: Play) -> Result<Octal> {
        let (name, game) = crate::pictures::octal::game(code)?;
        let genera = RefCell::new(GenusMemo::new(game.clone()));
        Ok(Octal { name, game, play, sequence: RefCell::new(Vec::new()), genera })
    }

    /// The normal-play Grundy value of a heap, from the lib's nim-sequence.
    fn grundy(&self, heap: u32) -> Nimber {
        let mut sequence = self.sequence.borrow_mut();
        if sequence.len() <= heap as usize {
            *sequence = self.game.nim_sequence(heap as usize + 1).values().to_vec();
        }
        Nimber::from(sequence[heap as usize])
    }

    /// The genus of a heap, from the lib's `GenusMemo`.
    fn genus(&self, heap: u32) -> Genus {
        self.genera.borrow_mut().genus(&vec![heap as usize])
    }

    /// Misère play: one heap's outcome by its genus; a sum's by the genus of a sum of tame
    /// games (`Genus::tame_sum`) when every heap up to the largest has a tame genus (then
    /// every follower does, and the misère Nim rule applies); otherwise no rule.
    fn misere_theory(&self, heaps: &[u32]) -> Theory {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let genera: Vec<Genus> = heaps.iter().map(|&h| self.genus(h)).collect();
        if let [genus] = genera.as_slice() {
            let why = format!("misère, genus {genus}");
            return Theory { outcome: Some(genus.misere_outcome()), why };
        }
        let wild = (1..=largest).map(|h| (h, self.genus(h))).find(|(_, g)| !g.is_tame());
        match (wild, Genus::tame_sum(&genera)) {
            (None, Some(sum)) => {
                let why = format!("misère, tame heaps: genus of the sum {sum}");
                Theory { outcome: Some(sum.misere_outcome()), why }
            }
            (wild, _) => {
                let (h, g) = wild.expect("tame_sum fails only on a wild genus");
                let why = format!("misère: heap {h} is not tame (genus {g}), no genus rule");
                Theory { outcome: None, why }
            }
        }
    }
}

impl Ruleset for Octal {
    type Position = Vec<u32>;
    type Move = Break;

    fn rules(&self) -> String {
        if self.name == "Grundy's game" {
            "Grundy's game: a move splits one heap into two heaps of different sizes".to_string()
        } else {
            format!(
                "octal game {}: a move takes counters from one heap as the code's digits allow, \
                 leaving it, emptying it or splitting the rest in two",
                self.name
            )
        }
    }

    fn impartial(&self) -> bool {
        true
    }

    fn play(&self) -> Play {
        self.play
    }

    fn moves(&self, heaps: &Vec<u32>, _: Side) -> Vec<(Break, Vec<u32>)> {
        let mut moves = Vec::new();
        for (i, &from) in heaps.iter().enumerate() {
            for (a, b) in self.game.heap_options(from as usize) {
                let pieces = (a as u32, b as u32);
                let kept: Vec<u32> = [pieces.0, pieces.1].into_iter().filter(|&p| p > 0).collect();
                moves.push((Break { heap: i, from, pieces }, heaps::replaced(heaps, i, &kept)));
            }
        }
        moves
    }

    fn branching(&self, heaps: &Vec<u32>, _: Side) -> u64 {
        heaps.iter().map(|&h| self.game.heap_options(h as usize).len() as u64).sum()
    }

    fn canonical(&self, heaps: Vec<u32>) -> Vec<u32> {
        heaps::canonical(heaps)
    }

    fn notation(&self, _: &Vec<u32>, mv: &Break) -> String {
        let Break { heap, from, pieces: (a, b) } = *mv;
        let taken = from - a - b;
        let what = match (taken, a, b) {
            (_, 0, 0) => format!("take {taken} (all)"),
            (_, 0, b) => format!("take {taken} leaving {b}"),
            (0, a, b) => format!("split into {a}+{b}"),
            (_, a, b) => format!("take {taken} leaving {a}+{b}"),
        };
        format!("heap {}: {what}", heap + 1)
    }

    fn picture(&self, heaps: &Vec<u32>, colour: bool) -> String {
        picture::heaps(heaps, colour)
    }

    /// Normal play: the nim-sum of the heaps' values in the lib's nim-sequence, heap by heap.
    /// Misère play (the heaps left, sorted):
    /// Conway's genus (`GenusMemo`, `Genus::tame_sum`), where it decides.
    fn theory(&self, heaps: &Vec<u32>, _: Side) -> Theory {
        match self.play {
            Play::Normal => {
                let values: Vec<Nimber> = heaps.iter().map(|&h| self.grundy(h)).collect();
                Theory::nim_sum(&values)
            }
            Play::Misere => self.misere_theory(&heaps::canonical(heaps.clone())),
        }
    }
}
