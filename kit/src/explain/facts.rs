//! The facts that decide a sum, by the definition of the parts' game (their text is
//! [`crate::explain::text`]'s).

use cgt::{GrundyMemo, Outcome, OutcomeMemo, Play};

use crate::explain::{Part, Sum, SumGame, shown};

/// A move of one part of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move<P> {
    /// The index of the part moved (one copy of it, when it has several).
    pub part: usize,
    /// The part's position after the move.
    pub to: P,
    /// Its Grundy value under normal play (`None` under misère play).
    pub value: Option<u64>,
}

/// Who wins a sum, and the moves that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<P> {
    /// The player to move wins: one winning move, or every one when they are asked for
    /// (none only for a finished game under misère play, which the player to move wins).
    Wins(Vec<Move<P>>),
    /// The player to move loses: a move (every move is like it) and the opponent's winning
    /// reply in the sum it leaves (none when it leaves no move under misère play).
    Loses {
        /// A move of the player to move.
        example: Move<P>,
        /// The opponent's winning reply, on the parts after `example` ([`after`]).
        reply: Option<Move<P>>,
    },
    /// No move is left under normal play: the player to move loses.
    Stuck,
}

/// The facts of one sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts<P> {
    /// Each part's Grundy value by the definition (empty under misère play).
    pub values: Vec<u64>,
    /// Their nim-sum, each counted as often as the part has copies (`None` under misère).
    pub total: Option<u64>,
    /// Who wins, and the moves that show it.
    pub verdict: Verdict<P>,
}

/// The parts of a sum after `mv`: the part moved takes its new position, or, when it has
/// several copies, one copy leaves it as a new part of the same name at the end.
///
/// # Complexity
/// O(number of parts).
///
/// # Example
/// ```
/// use kit::explain::Part;
/// use kit::explain::facts::{Move, after};
///
/// let parts = vec![Part::new("towers", 6u64).times(3)];
/// let moved = after(&parts, &Move { part: 0, to: 2, value: Some(0) });
/// assert_eq!(moved, [Part::new("towers", 6).times(2), Part::new("towers", 2)]);
/// ```
pub fn after<P: Clone>(parts: &[Part<P>], mv: &Move<P>) -> Vec<Part<P>> {
    let mut next = parts.to_vec();
    let moved = &mut next[mv.part];
    if moved.copies == 1 {
        moved.position = mv.to.clone();
    } else {
        moved.copies -= 1;
        let split = Part::new(moved.name.clone(), mv.to.clone());
        next.push(split);
    }
    next
}

/// Computes the [`Facts`] of sums of one game, by its definition (memoised over every sum it
/// is given), and writes them out.
pub struct Explainer<G: SumGame> {
    pub(super) game: G,
    grundy: GrundyMemo<G>,
    misere: OutcomeMemo<G>,
    /// Whether every winning move is looked for, rather than one.
    pub(super) every: bool,
}

impl<G: SumGame> Explainer<G> {
    /// An explainer of sums of `game`'s positions, which lists every winning move when
    /// `every` is set (else one).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Explainer::facts`].
    pub fn new(game: G, every: bool) -> Explainer<G> {
        let grundy = GrundyMemo::new(game.clone());
        let misere = OutcomeMemo::new(game.clone(), Play::Misere);
        Explainer { game, grundy, misere, every }
    }

    /// The text of `sums` ([`crate::explain::explain`]): each sum's two lines, as many as
    /// [`shown`] allows, then how many were left out.
    ///
    /// # Complexity
    /// [`Explainer::facts`] and [`Explainer::text`] of each sum shown.
    ///
    /// # Example
    /// ```
    /// use kit::explain::facts::Explainer;
    /// use kit::explain::{Sum, heaps};
    /// use kit::heaps::TakeAway;
    ///
    /// let sums: Vec<_> = (1..=12).map(|h| Sum::normal("", heaps("heap", &[h]))).collect();
    /// let text = Explainer::new(TakeAway::NIM, false).explain(&sums);
    /// assert_eq!(text.lines().count(), 19);
    /// assert!(text.ends_with("(… 3 more not explained)\n"));
    /// ```
    pub fn explain(&mut self, sums: &[Sum<G::Position>]) -> String {
        let shown = shown(sums.len());
        let mut text = String::new();
        for sum in &sums[..shown] {
            let facts = self.facts(sum);
            text += &self.text(sum, &facts);
        }
        if shown < sums.len() {
            text += &format!("(… {} more not explained)\n", sums.len() - shown);
        }
        text
    }

    /// The facts of `sum`: under normal play, each part's Grundy value (the mex over its
    /// options, recursively), the nim-sum, then the first winning move (or every one) in the
    /// order of the parts and their options; for a P-position, the first move of the first
    /// part that has one, and the first winning reply. Under misère play (one part), the
    /// same by outcomes.
    ///
    /// # Panics
    /// A misère sum of more than one part, or of several copies.
    ///
    /// # Complexity
    /// The memoised search of every position reachable from the parts, and one pass over
    /// the parts' options.
    ///
    /// # Example
    /// ```
    /// use kit::explain::facts::{Explainer, Move, Verdict};
    /// use kit::explain::{Part, Sum};
    /// use kit::heaps::TakeAway;
    ///
    /// let mut explainer = Explainer::new(TakeAway::NIM, false);
    /// let sum = Sum::normal("", vec![Part::new("heap 1", vec![3]), Part::new("heap 2", vec![3])]);
    /// let facts = explainer.facts(&sum);
    /// assert_eq!((facts.values, facts.total), (vec![3, 3], Some(0)));
    /// let Verdict::Loses { example, reply } = facts.verdict else { panic!() };
    /// assert_eq!(example, Move { part: 0, to: vec![2], value: Some(2) });
    /// assert_eq!(reply, Some(Move { part: 1, to: vec![2], value: Some(2) }));
    /// ```
    pub fn facts(&mut self, sum: &Sum<G::Position>) -> Facts<G::Position> {
        match sum.play {
            Play::Normal => self.normal(&sum.parts),
            Play::Misere => {
                let [part] = sum.parts.as_slice() else {
                    panic!("{}: misère play is explained on one part", sum.label);
                };
                assert_eq!(part.copies, 1, "{}: misère play on one copy", sum.label);
                self.misere(&part.position)
            }
        }
    }

    fn normal(&mut self, parts: &[Part<G::Position>]) -> Facts<G::Position> {
        let values: Vec<u64> = parts.iter().map(|part| self.value(&part.position)).collect();
        let total = nim_sum(parts, &values);
        let verdict = if total != 0 {
            Verdict::Wins(self.winning_moves(parts, &values, total))
        } else if let Some(example) = self.first_move(parts) {
            let after = after(parts, &example);
            let values = Self::values_after(parts, &values, &example);
            let reply = self.winning_moves(&after, &values, nim_sum(&after, &values)).remove(0);
            Verdict::Loses { example, reply: Some(reply) }
        } else {
            Verdict::Stuck
        };
        Facts { values, total: Some(total), verdict }
    }

    fn misere(&mut self, position: &G::Position) -> Facts<G::Position> {
        let lost = |this: &mut Self, p: &G::Position| this.misere.outcome(p) == Outcome::P;
        let options = self.options(position);
        let verdict = if !lost(self, position) {
            let most = if self.every { usize::MAX } else { 1 };
            let wins = options.into_iter().filter(|q| lost(self, q)).take(most);
            Verdict::Wins(wins.map(|to| Move { part: 0, to, value: None }).collect())
        } else {
            let to = options.into_iter().next().expect("a misère P-position has a move");
            let reply = self.options(&to).into_iter().find(|q| lost(self, q));
            let reply = reply.map(|to| Move { part: 0, to, value: None });
            Verdict::Loses { example: Move { part: 0, to, value: None }, reply }
        };
        Facts { values: Vec::new(), total: None, verdict }
    }

    fn value(&mut self, position: &G::Position) -> u64 {
        self.grundy.grundy(position).value()
    }

    /// The options of `position`, without repeats, in the game's order.
    fn options(&self, position: &G::Position) -> Vec<G::Position> {
        let mut options = self.game.options(position);
        let mut seen = std::collections::HashSet::new();
        options.retain(|q| seen.insert(q.clone()));
        options
    }

    /// The parts' values after `mv`, in the order of [`after`].
    fn values_after(
        parts: &[Part<G::Position>],
        values: &[u64],
        mv: &Move<G::Position>,
    ) -> Vec<u64> {
        let mut next = values.to_vec();
        let moved = mv.value.expect("normal play");
        if parts[mv.part].copies == 1 {
            next[mv.part] = moved;
        } else {
            next.push(moved);
        }
        next
    }

    fn first_move(&mut self, parts: &[Part<G::Position>]) -> Option<Move<G::Position>> {
        parts.iter().enumerate().find_map(|(part, p)| {
            let to = self.options(&p.position).into_iter().next()?;
            let value = Some(self.value(&to));
            Some(Move { part, to, value })
        })
    }

    /// The moves to nim-sum 0 from parts of nim-sum `total` ≠ 0: part `i`'s options of value
    /// `values[i] ^ total` (the first, or all of them).
    fn winning_moves(
        &mut self,
        parts: &[Part<G::Position>],
        values: &[u64],
        total: u64,
    ) -> Vec<Move<G::Position>> {
        let mut moves = Vec::new();
        for (part, p) in parts.iter().enumerate() {
            let target = values[part] ^ total;
            if target >= values[part] {
                continue;
            }
            for to in self.options(&p.position) {
                if self.value(&to) == target {
                    moves.push(Move { part, to, value: Some(target) });
                    if !self.every {
                        return moves;
                    }
                }
            }
        }
        assert!(!moves.is_empty(), "a non-zero nim-sum has a move to 0 (the mex rule)");
        moves
    }
}

/// The nim-sum of `values`, each counted as often as its part has copies.
fn nim_sum<P>(parts: &[Part<P>], values: &[u64]) -> u64 {
    parts.iter().zip(values).filter(|(part, _)| part.copies % 2 == 1).fold(0, |x, (_, &v)| x ^ v)
}
