//! The facts that decide a compound, by the definition of its components' game: each
//! component's statistic, who wins, and the moves that show it (their text is
//! [`super::text`]'s).

use cgt::{GrundyMemo, RemotenessMemo};

use crate::explain::compounds::Compound;
use crate::explain::{Part, Sum, SumGame, shown};

/// One component's share of a compound move: which component, and where it goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<P> {
    /// The index of the component moved.
    pub part: usize,
    /// Its position after the move.
    pub to: P,
}

/// A move of a compound: the steps of the components moved (the others stay).
pub type CompoundMove<P> = Vec<Step<P>>;

/// Who wins a compound, and the moves that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<P> {
    /// The player to move wins by this move.
    Wins(CompoundMove<P>),
    /// The player to move loses: a move (every move is like it) and the opponent's winning
    /// reply on the components it leaves.
    Loses {
        /// A move of the player to move.
        example: CompoundMove<P>,
        /// The opponent's winning reply, on the positions after `example` ([`after`]).
        reply: CompoundMove<P>,
    },
    /// The rule allows no move: the player to move loses.
    Stuck,
}

/// The facts of one compound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts<P> {
    /// Each component's statistic ([`Compound::symbol`]), by the definition.
    pub values: Vec<u64>,
    /// Who wins, and the moves that show it.
    pub verdict: Verdict<P>,
}

/// The components of `parts` after `mv`.
///
/// # Complexity
/// O(number of parts).
///
/// # Example
/// ```
/// use kit::explain::Part;
/// use kit::explain::compounds::facts::{Step, after};
///
/// let parts = vec![Part::new("heap 1", 3u64), Part::new("heap 2", 4)];
/// assert_eq!(after(&parts, &[Step { part: 1, to: 3 }])[1], Part::new("heap 2", 3));
/// ```
pub fn after<P: Clone>(parts: &[Part<P>], mv: &[Step<P>]) -> Vec<Part<P>> {
    let mut next = parts.to_vec();
    for step in mv {
        next[step.part].position = step.to.clone();
    }
    next
}

/// Computes the [`Facts`] of compounds of one game under one rule, by the game's definition
/// (memoised over every compound it is given), and writes them out.
pub struct CompoundExplainer<G: SumGame> {
    pub(super) game: G,
    pub(super) rule: Compound,
    /// One component, as the text calls it (`knight`).
    pub(super) noun: &'static str,
    grundy: GrundyMemo<G>,
    remoteness: RemotenessMemo<G>,
}

impl<G: SumGame> CompoundExplainer<G> {
    /// An explainer of compounds of `game`'s positions under `rule`, whose components the
    /// text calls `noun`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CompoundExplainer::facts`].
    pub fn new(game: G, rule: Compound, noun: &'static str) -> CompoundExplainer<G> {
        let grundy = GrundyMemo::new(game.clone());
        let remoteness = RemotenessMemo::new(game.clone());
        CompoundExplainer { game, rule, noun, grundy, remoteness }
    }

    /// The text of `compounds`: each one's two lines, as many as
    /// [`shown`](crate::explain::shown) allows, then how many were left out.
    ///
    /// # Complexity
    /// [`CompoundExplainer::facts`] of each compound shown, and linear text.
    ///
    /// # Example
    /// ```
    /// use kit::explain::compounds::{Compound, facts::CompoundExplainer};
    /// use kit::explain::{Sum, numbered};
    /// use kit::heaps::Subtraction;
    ///
    /// let one = Subtraction { moves: vec![1] };
    /// let sums = vec![Sum::normal("test 1", numbered("heap", [2u64, 4]))];
    /// let text = CompoundExplainer::new(one, Compound::Selective, "heap").explain(&sums);
    /// assert_eq!(
    ///     text,
    ///     "test 1: heap 1 (2): g = 0, heap 2 (4): g = 0\n  every heap has g = 0: the player \
    ///      to move loses, as the heaps moved get g ≠ 0: e.g. heap 1: 2 → 1, answered by heap \
    ///      1: 1 → 0 (every g = 0 again)\n"
    /// );
    /// ```
    pub fn explain(&mut self, compounds: &[Sum<G::Position>]) -> String {
        let shown = shown(compounds.len());
        let mut text = String::new();
        for compound in &compounds[..shown] {
            let facts = self.facts(&compound.parts);
            text += &self.text(compound, &facts);
        }
        if shown < compounds.len() {
            text += &format!("(… {} more not explained)\n", compounds.len() - shown);
        }
        text
    }

    /// The rule's statistic of one component at `position`: its Grundy value (the mex over
    /// its options), or its remoteness under the conjunctive rule.
    ///
    /// # Complexity
    /// The memoised search of every position reachable from `position`.
    ///
    /// # Example
    /// ```
    /// use kit::explain::compounds::{Compound, facts::CompoundExplainer};
    /// use kit::heaps::Subtraction;
    ///
    /// let one = || Subtraction { moves: vec![1] };
    /// assert_eq!(CompoundExplainer::new(one(), Compound::Selective, "heap").value(&5), 1);
    /// assert_eq!(CompoundExplainer::new(one(), Compound::Conjunctive, "heap").value(&5), 5);
    /// ```
    pub fn value(&mut self, position: &G::Position) -> u64 {
        match self.rule {
            Compound::Conjunctive => self.remoteness.remoteness(position),
            _ => self.grundy.grundy(position).value(),
        }
    }

    /// The facts of the compound of `parts`: each component's statistic, then — when the
    /// player to move wins — the move the rule's theory gives (every component that breaks the
    /// losing pattern moved to one of its options that restores it, the first such option);
    /// when he loses, the first legal move and the reply that wins after it.
    ///
    /// # Complexity
    /// The memoised search of every position reachable from the components, and one pass
    /// over their options.
    ///
    /// # Example
    /// ```
    /// use kit::explain::Part;
    /// use kit::explain::compounds::Compound;
    /// use kit::explain::compounds::facts::{CompoundExplainer, Step, Verdict};
    /// use kit::heaps::Subtraction;
    ///
    /// let one = Subtraction { moves: vec![1] };
    /// let mut explainer = CompoundExplainer::new(one, Compound::SomeNotAll, "heap");
    /// let parts = [Part::new("heap 1", 1u64), Part::new("heap 2", 2), Part::new("heap 3", 3)];
    /// let facts = explainer.facts(&parts);
    /// assert_eq!(facts.values, [1, 0, 1]);
    /// assert_eq!(
    ///     facts.verdict,
    ///     Verdict::Wins(vec![Step { part: 0, to: 0 }, Step { part: 2, to: 2 }])
    /// );
    /// ```
    pub fn facts(&mut self, parts: &[Part<G::Position>]) -> Facts<G::Position> {
        let values: Vec<u64> = parts.iter().map(|p| self.value(&p.position)).collect();
        let verdict = if self.rule.wins(&values) {
            Verdict::Wins(self.winning_move(parts, &values))
        } else if let Some(example) = self.first_move(parts) {
            let moved = after(parts, &example);
            let values: Vec<u64> = moved.iter().map(|p| self.value(&p.position)).collect();
            Verdict::Loses { example, reply: self.winning_move(&moved, &values) }
        } else {
            Verdict::Stuck
        };
        Facts { values, verdict }
    }

    /// The winning move from components of statistics `values` (the rule says they win): each
    /// component whose value is not its target moves to its first option of the target's
    /// value — 0 (selective), the least value (some-but-not-all), one less (conjunctive).
    fn winning_move(
        &mut self,
        parts: &[Part<G::Position>],
        values: &[u64],
    ) -> CompoundMove<G::Position> {
        let least = values.iter().copied().min().unwrap_or(0);
        let mut mv = Vec::new();
        for (part, (p, &value)) in parts.iter().zip(values).enumerate() {
            let target = match self.rule {
                Compound::Selective => 0,
                Compound::SomeNotAll => least,
                Compound::Conjunctive => value.saturating_sub(1),
            };
            if target == value && self.rule != Compound::Conjunctive {
                continue;
            }
            let to = self.game.options(&p.position).into_iter().find(|q| self.value(q) == target);
            mv.push(Step { part, to: to.expect("the theory's option exists (mex, remoteness)") });
        }
        mv
    }

    /// The first legal move: the first component that has a move, alone (selective; with
    /// another component left to stay, some-but-not-all), or every component to its first
    /// option (conjunctive); `None` when the rule allows no move.
    fn first_move(&self, parts: &[Part<G::Position>]) -> Option<CompoundMove<G::Position>> {
        let first = |p: &Part<G::Position>| self.game.options(&p.position).into_iter().next();
        match self.rule {
            Compound::Conjunctive => parts
                .iter()
                .enumerate()
                .map(|(part, p)| Some(Step { part, to: first(p)? }))
                .collect(),
            Compound::SomeNotAll if parts.len() < 2 => None,
            _ => parts
                .iter()
                .enumerate()
                .find_map(|(part, p)| Some(vec![Step { part, to: first(p)? }])),
        }
    }
}
