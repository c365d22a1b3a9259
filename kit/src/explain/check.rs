//! The family's law: an explanation's numbers and moves hold by game-tree search, and its
//! verdicts are the naive reference's.
//!
//! What is searched is the sum itself, by the definition of a disjunctive sum (a move moves
//! one part; [`Disjunctive`]) — or, for a game whose positions are rows already, the joined
//! row by the game's own moves — never the Sprague–Grundy theorem the explanation states.

use cgt::{Impartial, Outcome, OutcomeMemo, Play};

use crate::explain::facts::{Explainer, Facts, Move, Verdict, after};
use crate::explain::text::SHOWN_PARTS;
use crate::explain::{HeapSums, Part, Sum, SumGame, shown};
use crate::judged::large;
use crate::laws::FEW_SEEDS;

/// A sum by definition: the parts (a sorted multiset of positions, with their copies) and a
/// Nim heap; a move moves one copy of one part, or takes from the heap.
#[derive(Clone)]
pub struct Disjunctive<G>(pub G);

/// A [`Disjunctive`] position: the parts' positions with their copies, sorted, and the heap.
pub type DisjunctivePosition<P> = (Vec<(P, u64)>, u64);

impl<G: SumGame> Disjunctive<G> {
    /// The position of `parts` and a Nim heap of `heap`.
    ///
    /// # Complexity
    /// O(p log p) for p parts.
    ///
    /// # Example
    /// ```
    /// use kit::explain::Part;
    /// use kit::explain::check::Disjunctive;
    /// use kit::heaps::TakeAway;
    ///
    /// let parts = [Part::new("a", vec![3]), Part::new("b", vec![3])];
    /// assert_eq!(Disjunctive::<TakeAway>::position(&parts, 0), (vec![(vec![3], 2)], 0));
    /// ```
    pub fn position(parts: &[Part<G::Position>], heap: u64) -> DisjunctivePosition<G::Position> {
        (normalize(parts.iter().map(|p| (p.position.clone(), p.copies)).collect()), heap)
    }
}

/// Equal positions merged, sorted.
fn normalize<P: Ord>(mut parts: Vec<(P, u64)>) -> Vec<(P, u64)> {
    parts.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    let mut merged: Vec<(P, u64)> = Vec::with_capacity(parts.len());
    for (position, copies) in parts {
        match merged.last_mut() {
            Some(last) if last.0 == position => last.1 += copies,
            _ => merged.push((position, copies)),
        }
    }
    merged
}

impl<G: SumGame> Impartial for Disjunctive<G> {
    type Position = DisjunctivePosition<G::Position>;

    fn options(&self, (parts, heap): &Self::Position) -> Vec<Self::Position> {
        let mut options = Vec::new();
        for (i, (position, copies)) in parts.iter().enumerate() {
            for to in self.0.options(position) {
                let mut next = parts.clone();
                if *copies == 1 {
                    next.remove(i);
                } else {
                    next[i].1 -= 1;
                }
                next.push((to, 1));
                options.push((normalize(next), *heap));
            }
        }
        options.extend((0..*heap).map(|smaller| (parts.clone(), smaller)));
        options
    }
}

/// Explains sums of one game, and searches them by definition, memoised over every
/// question asked.
struct Search<G: SumGame> {
    game: G,
    explainer: Explainer<G>,
    rows: OutcomeMemo<G>,
    sums: OutcomeMemo<Disjunctive<G>>,
    misere: OutcomeMemo<G>,
}

impl<G: SumGame> Search<G> {
    fn new(game: G, every: bool) -> Search<G> {
        Search {
            explainer: Explainer::new(game.clone(), every),
            rows: OutcomeMemo::new(game.clone(), Play::Normal),
            sums: OutcomeMemo::new(Disjunctive(game.clone()), Play::Normal),
            misere: OutcomeMemo::new(game.clone(), Play::Misere),
            game,
        }
    }

    /// The outcome of the sum of `parts` under `play`: the joined row searched with the
    /// game's moves where the game joins parts, else the [`Disjunctive`] sum; under misère
    /// play, the one part.
    fn outcome(&mut self, parts: &[Part<G::Position>], play: Play) -> Outcome {
        if play == Play::Misere {
            return self.misere.outcome(&parts[0].position);
        }
        let copies = parts.iter().flat_map(|p| (0..p.copies).map(move |_| &p.position));
        match self.game.join(&copies.collect::<Vec<_>>()) {
            Some(row) => self.rows.outcome(&row),
            None => self.sums.outcome(&Disjunctive::<G>::position(parts, 0)),
        }
    }

    /// Whether `part` alone has Grundy value `value`: `part + *value` is a P-position.
    fn has_value(&mut self, part: &Part<G::Position>, value: u64) -> bool {
        let alone = Part::new(part.name.clone(), part.position.clone());
        self.sums.outcome(&Disjunctive::<G>::position(&[alone], value)) == Outcome::P
    }
}

/// The numbers after `marker` in `line`, in order (`g = 3, … g = 5` gives 3 and 5).
fn numbers_after(line: &str, marker: &str) -> Vec<u64> {
    line.split(marker)
        .skip(1)
        .map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().unwrap_or_else(|_| panic!("a number after {marker:?} in {line:?}"))
        })
        .collect()
}

/// The law of the family, on the generated inputs of [`FEW_SEEDS`] that are not [`large`] and
/// that the naive reference reaches (at least one must): for each sum the explanation shows,
///
/// - the verdict (the player to move wins or loses) is the naive reference's;
/// - each Grundy value in the text is the part's: the part plus a Nim heap of that size is a
///   P-position, by search of the sum by definition; the nim-sum in the text is the nim-sum of
///   the parts' values (with their copies);
/// - each winning move written leaves a P-position, and with every winning move asked for,
///   every other move leaves an N-position; for a P-position, the example move leaves an
///   N-position and the reply a P-position — all by search of the whole sum; each move is
///   written in the text.
///
/// # Panics
/// Naming the seed, the sum and the fact that fails.
///
/// # Complexity
/// Per seed: the naive reference, the explanation, and searches of each sum shown, of each
/// part with a heap, and of each move's result (memoised over the input).
///
/// # Example
/// ```
/// use kit::knights::{CompoundRule, Knights, Limits, Rule};
///
/// struct Sum;
/// impl CompoundRule for Sum {
///     const RULE: Rule = Rule::Sum;
///     fn limits() -> Limits {
///         Limits { t_max: 6, n_max: 20, sum_k_max: 12 }
///     }
/// }
/// kit::explain::check::sums_are_explained::<Knights<Sum>>();
/// ```
pub fn sums_are_explained<S: HeapSums>() {
    let mut explained = 0;
    // Kept from one input to the next while the game stays the same (memoised searches).
    let mut kept: Option<Search<S::Game>> = None;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = S::generate(seed);
        let Some(answer) = S::naive(&input) else { continue };
        let first_wins = S::first_wins(&answer);
        let (game, sums) = S::sums(&input);
        assert_eq!(first_wins.len(), sums.len(), "generate({seed}): one verdict per sum");
        if kept.as_ref().is_none_or(|search| search.game != game) {
            kept = Some(Search::new(game, S::EVERY_WINNING_MOVE));
        }
        let search = kept.as_mut().expect("kept above");
        let text = search.explainer.explain(&sums);
        let lines: Vec<&str> = text.lines().collect();
        for (i, sum) in sums.iter().enumerate().take(shown(sums.len())) {
            let what = format!("generate({seed}), sum {} ({:?})", i + 1, sum.label);
            let facts = search.explainer.facts(sum);
            let [first, second] = [lines[2 * i], lines[2 * i + 1]];
            let wins = matches!(facts.verdict, Verdict::Wins(_));
            assert_eq!(wins, first_wins[i], "{what}: the verdict is not naive's: {text}");
            if sum.play == Play::Normal {
                check_values(search, sum, &facts, [first, second], &what);
            }
            check_moves(search, sum, &facts, S::EVERY_WINNING_MOVE, second, &what);
            for (mv, parts) in moves_written(sum, &facts) {
                let move_text = search.explainer.move_text(&parts, &mv);
                assert!(second.contains(&move_text), "{what}: {move_text:?} not in {second:?}");
            }
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}

/// The Grundy values and the nim-sum written on the sum's two lines hold.
fn check_values<G: SumGame>(
    search: &mut Search<G>,
    sum: &Sum<G::Position>,
    facts: &Facts<G::Position>,
    [first, second]: [&str; 2],
    what: &str,
) {
    let written = numbers_after(first, "g = ");
    assert_eq!(written.len(), sum.parts.len().min(SHOWN_PARTS), "{what}: values in {first:?}");
    for (part, &value) in sum.parts.iter().zip(&facts.values) {
        assert!(search.has_value(part, value), "{what}: {} is not *{value}", part.name);
    }
    assert_eq!(written, facts.values[..written.len()], "{what}: the values written");
    let total = sum
        .parts
        .iter()
        .zip(&facts.values)
        .filter(|(part, _)| part.copies % 2 == 1)
        .fold(0, |x, (_, v)| x ^ v);
    let marker = if second.trim_start().starts_with("g = ") { "g = " } else { "nim-sum " };
    let written_total = numbers_after(second, marker).first().copied();
    assert_eq!(written_total, Some(total), "{what}: the nim-sum written in {second:?}");
}

/// The moves of the verdict lead where it says, by search of the whole sum.
fn check_moves<G: SumGame>(
    search: &mut Search<G>,
    sum: &Sum<G::Position>,
    facts: &Facts<G::Position>,
    every: bool,
    line: &str,
    what: &str,
) {
    let play = sum.play;
    let game = search.game.clone();
    let mut leaves = |parts: &[Part<G::Position>], mv: &Move<G::Position>| {
        search.outcome(&after(parts, mv), play)
    };
    match &facts.verdict {
        Verdict::Wins(moves) => {
            for mv in moves {
                assert_eq!(
                    leaves(&sum.parts, mv),
                    Outcome::P,
                    "{what}: by search, {mv:?} does not win"
                );
            }
            if every {
                for (part, p) in sum.parts.iter().enumerate() {
                    for to in game.options(&p.position) {
                        let mv = Move { part, to, value: None };
                        let listed = moves.iter().any(|m| m.part == part && m.to == mv.to);
                        let wins = leaves(&sum.parts, &mv) == Outcome::P;
                        assert_eq!(
                            listed, wins,
                            "{what}: by search, {mv:?} wins iff listed in {line:?}"
                        );
                    }
                }
            }
        }
        Verdict::Loses { example, reply } => {
            assert_eq!(
                leaves(&sum.parts, example),
                Outcome::N,
                "{what}: by search, {example:?} wins"
            );
            if let Some(reply) = reply {
                let moved = after(&sum.parts, example);
                assert_eq!(
                    leaves(&moved, reply),
                    Outcome::P,
                    "{what}: by search, the reply {reply:?} does not win"
                );
            }
        }
        Verdict::Stuck => {
            let any = sum.parts.iter().any(|p| !game.options(&p.position).is_empty());
            assert!(!any, "{what}: a move is left");
        }
    }
}

/// Each move the text writes, with the parts it is made on.
fn moves_written<P: Clone>(sum: &Sum<P>, facts: &Facts<P>) -> Vec<(Move<P>, Vec<Part<P>>)> {
    match &facts.verdict {
        Verdict::Wins(moves) => {
            moves.iter().take(SHOWN_PARTS).map(|mv| (mv.clone(), sum.parts.clone())).collect()
        }
        Verdict::Loses { example, reply } => {
            let mut written = vec![(example.clone(), sum.parts.clone())];
            written.extend(reply.iter().map(|r| (r.clone(), after(&sum.parts, example))));
            written
        }
        Verdict::Stuck => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::{TestSums, heaps, tests};
    use crate::heaps::TakeAway;
    use crate::shapes::{FirstWinsPerTest, PerTest};
    use crate::validate::TestLists;

    /// Tests of Nim heaps, sound, or with a naive reference that is not the game's (it reads
    /// Nim as misère Nim: `MISERE_NAIVE`), or with rows that join wrongly (dropping the
    /// largest heap: `DROPPING_JOIN`).
    struct Nim<const MISERE_NAIVE: bool, const DROPPING_JOIN: bool>;

    /// Nim, whose rows join by dropping the largest heap when `drops`.
    #[derive(Clone, PartialEq)]
    struct Rows {
        drops: bool,
    }

    impl Impartial for Rows {
        type Position = Vec<u64>;
        fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
            TakeAway::NIM.options(heaps)
        }
    }

    impl SumGame for Rows {
        fn show(&self, heaps: &Vec<u64>) -> String {
            TakeAway::NIM.show(heaps)
        }
        fn join(&self, parts: &[&Vec<u64>]) -> Option<Vec<u64>> {
            let mut row = TakeAway::NIM.join(parts)?;
            if self.drops {
                row.pop();
            }
            Some(row)
        }
    }

    impl<const M: bool, const D: bool> FirstWinsPerTest for Nim<M, D> {
        fn shape() -> TestLists {
            TestLists { t_max: 2, n_max: 3, sum_n_max: None, lo: 0, hi: 9, value: "x" }
        }
        const WORDS: [&'static str; 2] = ["First", "Second"];
        fn generate(seed: u64) -> Vec<Vec<u64>> {
            vec![vec![seed % 4, seed / 4 % 3, 1], vec![seed % 2, 1]]
        }
        fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
            let wins = |heaps: &Vec<u64>| {
                let nim_sum = heaps.iter().fold(0, |x, h| x ^ h);
                let misere = M && heaps.iter().all(|&h| h <= 1);
                (nim_sum != 0) != misere
            };
            Some(tests.iter().map(wins).collect())
        }
        fn second(tests: &[Vec<u64>]) -> Vec<bool> {
            Self::naive(tests).expect("always")
        }
    }

    impl<const M: bool, const D: bool> TestSums for Nim<M, D> {
        type Game = Rows;
        fn sums(heap_tests: &[Vec<u64>]) -> (Rows, Vec<Sum<Vec<u64>>>) {
            let rows = Rows { drops: D };
            (rows, tests("test", heap_tests, |sizes| heaps("heap", sizes)))
        }
    }

    #[test]
    fn sound_explanations_keep_the_law() {
        sums_are_explained::<PerTest<Nim<false, false>>>();
    }

    #[test]
    #[should_panic(expected = "the verdict is not naive's")]
    fn verdicts_that_are_not_naives_fail_the_law() {
        sums_are_explained::<PerTest<Nim<true, false>>>();
    }

    #[test]
    #[should_panic(expected = "by search")]
    fn a_sum_searched_wrongly_fails_the_law() {
        sums_are_explained::<PerTest<Nim<false, true>>>();
    }
}
