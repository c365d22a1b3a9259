//! The family's law: an explanation's statistics and moves hold by game-tree search, and its
//! verdicts are the naive reference's.
//!
//! What is searched is the compound itself, by the rule's definition ([`ByRule`]: a move
//! moves a set of components the rule allows), the Grundy values through a search of the
//! component plus a Nim heap, and the remoteness by its definition on the component's game
//! tree — never the rules' theorems the explanation states.

use std::collections::HashMap;

use cgt::{Impartial, Outcome, OutcomeMemo, Play};

use crate::explain::check::Disjunctive;
use crate::explain::compounds::facts::{CompoundExplainer, CompoundMove, Step, Verdict, after};
use crate::explain::compounds::{Compound, CompoundInput, Compounds};
use crate::explain::text::SHOWN_PARTS;
use crate::explain::{Part, Sum, SumGame, shown};
use crate::judged::large;
use crate::laws::FEW_SEEDS;

/// A compound by the rule's definition: a position is the sorted list of the components'
/// positions (components of one game are alike); a move moves a set of them the rule allows,
/// each by one of its own moves.
#[derive(Clone)]
pub struct ByRule<G> {
    /// The components' game.
    pub game: G,
    /// Which sets of components a move moves.
    pub rule: Compound,
}

impl<G: SumGame> Impartial for ByRule<G> {
    type Position = Vec<G::Position>;

    fn options(&self, parts: &Vec<G::Position>) -> Vec<Vec<G::Position>> {
        let jumps: Vec<Vec<G::Position>> = parts.iter().map(|p| self.game.options(p)).collect();
        let k = parts.len();
        // Each component stays (choice 0) or takes its option `choice − 1`: every combination.
        let counts: Vec<usize> = jumps.iter().map(Vec::len).collect();
        let mut options = Vec::new();
        crate::picks::each_pick(&counts, |pick| {
            let moved = pick.iter().filter(|&&choice| choice > 0).count();
            if self.rule.allows(moved, k) {
                let mut next: Vec<G::Position> = (0..k)
                    .map(|i| if pick[i] == 0 { &parts[i] } else { &jumps[i][pick[i] - 1] })
                    .cloned()
                    .collect();
                next.sort_unstable();
                options.push(next);
            }
        });
        options
    }
}

/// The searches the law makes, memoised over every question asked of one game and rule.
struct Twin<G: SumGame> {
    game: G,
    rule: Compound,
    compounds: OutcomeMemo<ByRule<G>>,
    sums: OutcomeMemo<Disjunctive<G>>,
    remoteness: HashMap<G::Position, u64>,
}

impl<G: SumGame> Twin<G> {
    fn new(game: G, rule: Compound) -> Twin<G> {
        let by_rule = ByRule { game: game.clone(), rule };
        Twin {
            compounds: OutcomeMemo::new(by_rule, Play::Normal),
            sums: OutcomeMemo::new(Disjunctive(game.clone()), Play::Normal),
            remoteness: HashMap::new(),
            game,
            rule,
        }
    }

    /// The outcome of the compound of `parts`, by search of [`ByRule`].
    fn outcome(&mut self, parts: &[Part<G::Position>]) -> Outcome {
        let mut position: Vec<G::Position> = parts.iter().map(|p| p.position.clone()).collect();
        position.sort_unstable();
        self.compounds.outcome(&position)
    }

    /// The rule's statistic of one component: the Grundy value as the least heap `v` for
    /// which the component plus a Nim heap of `v` is a P-position; the remoteness by its
    /// definition.
    fn value(&mut self, position: &G::Position) -> u64 {
        if self.rule == Compound::Conjunctive {
            return self.remoteness(position);
        }
        let alone = [Part::new("", position.clone())];
        (0..)
            .find(|&v| self.sums.outcome(&Disjunctive::<G>::position(&alone, v)) == Outcome::P)
            .expect("some heap balances the component")
    }

    /// Remoteness by definition: 0 without a move; 1 + the least even remoteness among the
    /// options when there is one (the winner hurries); else 1 + the largest (the loser delays).
    fn remoteness(&mut self, position: &G::Position) -> u64 {
        if let Some(&known) = self.remoteness.get(position) {
            return known;
        }
        let options: Vec<u64> =
            self.game.options(position).iter().map(|q| self.remoteness(q)).collect();
        let hurry = options.iter().filter(|r| *r % 2 == 0).min();
        let known = hurry.or(options.iter().max()).map_or(0, |r| r + 1);
        self.remoteness.insert(position.clone(), known);
        known
    }

    /// Whether `mv` is a move of the compound of `parts`: distinct components, each to one of
    /// its options, a set the rule allows.
    fn legal(&self, parts: &[Part<G::Position>], mv: &[Step<G::Position>]) -> bool {
        let mut moved: Vec<usize> = mv.iter().map(|step| step.part).collect();
        moved.sort_unstable();
        moved.dedup();
        moved.len() == mv.len()
            && self.rule.allows(mv.len(), parts.len())
            && mv.iter().all(|step| {
                parts
                    .get(step.part)
                    .is_some_and(|p| self.game.options(&p.position).contains(&step.to))
            })
    }
}

/// The number written after the first `marker` that follows `name` in `line`.
fn value_of(line: &str, name: &str, marker: &str) -> Option<u64> {
    let rest = &line[line.find(&format!("{name} "))?..];
    let rest = &rest[rest.find(marker)? + marker.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The law of the family, on the generated inputs of [`FEW_SEEDS`] that are not [`large`] and
/// that the naive reference reaches (at least one must): for each compound the explanation
/// shows,
///
/// - the verdict (the player to move wins or loses) is the naive reference's;
/// - each component's statistic written is its own: the Grundy value `g` by search of the
///   component plus a Nim heap, the remoteness `r` by its definition; under the conjunctive
///   rule, the least remoteness written is their least;
/// - the winning move is a move of the rule and leaves a P-position; for a loss, the example
///   is a move and leaves an N-position, and the reply is a move and leaves a P-position; with
///   no move written, the compound has no move — all by search of the compound by the rule's
///   definition ([`ByRule`]); each move is written in the text.
///
/// # Panics
/// Naming the seed, the compound and the fact that fails.
///
/// # Complexity
/// Per seed: the naive reference, the explanation, and searches of each compound shown, of
/// its components, and of each move's result (memoised over the inputs).
///
/// # Example
/// ```
/// use kit::knights::{CompoundRule, Knights, Limits, Rule};
///
/// struct Conjunctive;
/// impl CompoundRule for Conjunctive {
///     const RULE: Rule = Rule::Conjunctive;
///     fn limits() -> Limits {
///         Limits { t_max: 6, n_max: 20, sum_k_max: 12 }
///     }
/// }
/// kit::explain::compounds::check::compounds_are_explained::<Knights<Conjunctive>>();
/// ```
pub fn compounds_are_explained<C: Compounds>() {
    let mut explained = 0;
    let mut kept: Option<Twin<C::Game>> = None;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = C::generate(seed);
        let Some(answer) = C::naive(&input) else { continue };
        let first_wins = C::first_wins(&answer);
        let CompoundInput { game, rule, noun, compounds } = C::compounds(&input);
        assert_eq!(first_wins.len(), compounds.len(), "generate({seed}): one verdict per test");
        if kept.as_ref().is_none_or(|twin| twin.game != game || twin.rule != rule) {
            kept = Some(Twin::new(game.clone(), rule));
        }
        let twin = kept.as_mut().expect("kept above");
        let mut explainer = CompoundExplainer::new(game, rule, noun);
        let text = explainer.explain(&compounds);
        let lines: Vec<&str> = text.lines().collect();
        for (i, compound) in compounds.iter().enumerate().take(shown(compounds.len())) {
            let what = format!("generate({seed}), {:?}", compound.label);
            let [first, second] = [lines[2 * i], lines[2 * i + 1]];
            let verdict = explainer.facts(&compound.parts).verdict;
            let wins = matches!(verdict, Verdict::Wins(_));
            assert_eq!(wins, first_wins[i], "{what}: the verdict is not naive's: {text}");
            check_values(twin, compound, [first, second], &what);
            check_moves(twin, &compound.parts, &verdict, &what);
            for (mv, parts) in moves_written(&compound.parts, &verdict) {
                let written = explainer.move_text(&parts, &mv);
                assert!(second.contains(&written), "{what}: {written:?} not in {second:?}");
            }
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}

/// The statistics written on the compound's lines are the components' own, by search.
fn check_values<G: SumGame>(
    twin: &mut Twin<G>,
    compound: &Sum<G::Position>,
    [first, second]: [&str; 2],
    what: &str,
) {
    let marker = format!("{} = ", twin.rule.symbol());
    let values: Vec<u64> = compound.parts.iter().map(|p| twin.value(&p.position)).collect();
    for (part, &value) in compound.parts.iter().zip(&values).take(SHOWN_PARTS) {
        let written = value_of(first, &part.name, &marker);
        assert_eq!(written, Some(value), "{what}: {}'s {marker}… in {first:?}", part.name);
    }
    let least = values.iter().min().expect("a compound has a component");
    if twin.rule == Compound::Conjunctive && *least > 0 {
        let written = value_of(second, "least", "remoteness ");
        assert_eq!(written, Some(*least), "{what}: the least remoteness in {second:?}");
    }
}

/// The moves of the verdict are moves of the rule and lead where it says, by search of the
/// compound.
fn check_moves<G: SumGame>(
    twin: &mut Twin<G>,
    parts: &[Part<G::Position>],
    verdict: &Verdict<G::Position>,
    what: &str,
) {
    let leaves = |twin: &mut Twin<G>, parts: &[Part<G::Position>], mv: &[Step<G::Position>]| {
        assert!(twin.legal(parts, mv), "{what}: {mv:?} is not a move of the rule");
        twin.outcome(&after(parts, mv))
    };
    match verdict {
        Verdict::Wins(mv) => {
            assert_eq!(leaves(twin, parts, mv), Outcome::P, "{what}: by search, {mv:?} loses");
        }
        Verdict::Loses { example, reply } => {
            let left = leaves(twin, parts, example);
            assert_eq!(left, Outcome::N, "{what}: by search, {example:?} wins");
            let replied = leaves(twin, &after(parts, example), reply);
            assert_eq!(replied, Outcome::P, "{what}: by search, the reply {reply:?} loses");
        }
        Verdict::Stuck => {
            let mut position: Vec<G::Position> = parts.iter().map(|p| p.position.clone()).collect();
            position.sort_unstable();
            let by_rule = ByRule { game: twin.game.clone(), rule: twin.rule };
            assert!(by_rule.options(&position).is_empty(), "{what}: a move is left");
        }
    }
}

/// Each move the text writes in full, with the components it is made on.
fn moves_written<P: Clone>(
    parts: &[Part<P>],
    verdict: &Verdict<P>,
) -> Vec<(CompoundMove<P>, Vec<Part<P>>)> {
    let written = match verdict {
        Verdict::Wins(mv) => vec![(mv.clone(), parts.to_vec())],
        Verdict::Loses { example, reply } => {
            vec![(example.clone(), parts.to_vec()), (reply.clone(), after(parts, example))]
        }
        Verdict::Stuck => Vec::new(),
    };
    written.into_iter().filter(|(mv, _)| mv.len() <= SHOWN_PARTS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::compounds::TestCompounds;
    use crate::explain::{numbered, tests};
    use crate::heaps::Subtraction;
    use crate::shapes::{FirstWinsPerTest, PerTest};
    use crate::validate::TestLists;

    /// Heaps from which a move takes one coin from each heap of a set the rule allows; the
    /// naive reference is the game's, or (`SUM_NAIVE`) that of the sum, which is wrong for
    /// the rule.
    struct OneCoin<const RULE: u8, const SUM_NAIVE: bool>;

    const RULES: [Compound; 3] = [Compound::Selective, Compound::SomeNotAll, Compound::Conjunctive];

    impl<const R: u8, const S: bool> FirstWinsPerTest for OneCoin<R, S> {
        fn shape() -> TestLists {
            TestLists { t_max: 3, n_max: 3, sum_n_max: None, lo: 0, hi: 9, value: "x" }
        }
        const WORDS: [&'static str; 2] = ["First", "Second"];
        fn generate(seed: u64) -> Vec<Vec<u64>> {
            vec![vec![seed % 4, seed / 4 % 3 + 1], vec![seed % 3 + 1, 2, seed % 2 + 1], vec![3]]
        }
        fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
            let rule = if S { Compound::Selective } else { RULES[R as usize] };
            let mut memo = OutcomeMemo::new(ByRule { game: one_coin(), rule }, Play::Normal);
            let mut wins = |heaps: &Vec<u64>| {
                let mut heaps = heaps.clone();
                heaps.sort_unstable();
                memo.outcome(&heaps) == Outcome::N
            };
            Some(tests.iter().map(&mut wins).collect())
        }
        fn second(tests: &[Vec<u64>]) -> Vec<bool> {
            Self::naive(tests).expect("always")
        }
    }

    fn one_coin() -> Subtraction {
        Subtraction { moves: vec![1] }
    }

    impl<const R: u8, const S: bool> TestCompounds for OneCoin<R, S> {
        type Game = Subtraction;
        fn compounds(heap_tests: &[Vec<u64>]) -> CompoundInput<Subtraction> {
            let compounds = tests("test", heap_tests, |heaps| numbered("heap", heaps.clone()));
            CompoundInput { game: one_coin(), rule: RULES[R as usize], noun: "heap", compounds }
        }
    }

    #[test]
    fn sound_explanations_keep_the_law_under_every_rule() {
        compounds_are_explained::<PerTest<OneCoin<0, false>>>();
        compounds_are_explained::<PerTest<OneCoin<1, false>>>();
        compounds_are_explained::<PerTest<OneCoin<2, false>>>();
    }

    #[test]
    #[should_panic(expected = "the verdict is not naive's")]
    fn verdicts_that_are_not_naives_fail_the_law() {
        compounds_are_explained::<PerTest<OneCoin<2, true>>>();
    }

    #[test]
    fn a_compound_move_must_be_one_the_rule_allows() {
        let twin = Twin::new(one_coin(), Compound::SomeNotAll);
        let parts = numbered("heap", [1u64, 1]);
        let both = [Step { part: 0, to: 0 }, Step { part: 1, to: 0 }];
        assert!(!twin.legal(&parts, &both));
        assert!(twin.legal(&parts, &both[..1]));
        assert!(!twin.legal(&parts, &[Step { part: 0, to: 1 }]));
    }
}
