//! Nim (`nim 3,4,5`) and misère Nim (`misere-nim 3,4,5`): a move takes one or more counters
//! from one heap.

use cgt::{Nimber, Play, misere_outcome, nim_sum};

use crate::play::coach::Theory;
use crate::play::engine::{Ruleset, Side};
use crate::play::heaps::{self, Reduce};
use crate::play::picture;

/// Nim under normal or misère play; positions are the heaps in the person's order.
///
/// # Example
/// ```
/// use cgt::{Outcome, Play};
/// use kata::play::engine::{Engine, Side};
/// use kata::play::nim::Nim;
///
/// let mut engine = Engine::new(Nim::new(Play::Misere));
/// assert_eq!(engine.solve(&vec![1, 1, 1], Side::Left).unwrap().outcome, Outcome::P);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nim {
    play: Play,
}

impl Nim {
    /// Nim under the convention `play`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Nim`].
    pub fn new(play: Play) -> Nim {
        Nim { play }
    }
}

impl Ruleset for Nim {
    type Position = Vec<u32>;
    type Move = Reduce;

    fn rules(&self) -> String {
        "Nim: a move takes one or more counters from one heap".to_string()
    }

    fn impartial(&self) -> bool {
        true
    }

    fn play(&self) -> Play {
        self.play
    }

    fn moves(&self, heaps: &Vec<u32>, _: Side) -> Vec<(Reduce, Vec<u32>)> {
        heaps::reductions(heaps, |from| (0..from).collect())
    }

    fn branching(&self, heaps: &Vec<u32>, _: Side) -> u64 {
        heaps.iter().map(|&h| u64::from(h)).sum()
    }

    fn canonical(&self, heaps: Vec<u32>) -> Vec<u32> {
        heaps::canonical(heaps)
    }

    fn notation(&self, _: &Vec<u32>, mv: &Reduce) -> String {
        format!("heap {}: {} -> {}", mv.heap + 1, mv.from, mv.to)
    }

    fn picture(&self, heaps: &Vec<u32>, colour: bool) -> String {
        picture::heaps(heaps, colour)
    }

    /// Normal play: Bouton's nim-sum. Misère play: the misère rule (`cgt::misere_outcome`):
    /// with every heap at most 1, P iff the number of heaps of 1 is odd; otherwise P iff the
    /// nim-sum is 0.
    fn theory(&self, heaps: &Vec<u32>, _: Side) -> Theory {
        let values: Vec<Nimber> = heaps.iter().map(|&h| Nimber::from(h)).collect();
        if self.play == Play::Normal {
            return Theory::nim_sum(&values);
        }
        let wide: Vec<u64> = heaps.iter().map(|&h| u64::from(h)).collect();
        let why = if heaps.iter().all(|&h| h <= 1) {
            let ones = heaps.iter().filter(|&&h| h == 1).count();
            format!("misère, every heap at most 1: {ones} heap(s) of 1 (P iff odd)")
        } else {
            format!("misère, a heap above 1: nim-sum {} (P iff 0)", nim_sum(values))
        };
        Theory { outcome: Some(misere_outcome(&wide)), why }
    }
}
