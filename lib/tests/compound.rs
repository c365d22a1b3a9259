//! Tests for `cgt::compound`: each compound rule against game-tree search on
//! the compound positions themselves, with components of several kinds (Nim
//! heaps, subtraction heaps, vertices of explicit DAGs), and remoteness
//! against the retrograde analysis of `cgt::graph`.

mod common;
use common::{Chain, Loop};

use std::collections::HashMap;

use cgt::{
    GameGraph, GrundyMemo, Impartial, Nimber, Outcome, OutcomeMemo, Play, RemotenessMemo,
    conjunctive_outcome, conjunctive_remoteness, disjunctive_outcome, selective_outcome,
    some_but_not_all_outcome,
};
use proptest::prelude::*;

/// A component position of one of several kinds of game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Part {
    /// A Nim heap.
    Nim(u64),
    /// A heap of the subtraction game with the given set number.
    Sub(usize, u64),
    /// A vertex of the DAG with the given number.
    Dag(usize, usize),
}

/// The subtraction sets and DAGs that parts refer to; a DAG vertex `v` moves
/// to the listed vertices, all smaller than `v`.
#[derive(Clone, Debug)]
struct Kinds {
    sets: Vec<Vec<u64>>,
    dags: Vec<Vec<Vec<usize>>>,
}

impl Impartial for &Kinds {
    type Position = Part;
    fn options(&self, part: &Part) -> Vec<Part> {
        match *part {
            Part::Nim(heap) => (0..heap).map(Part::Nim).collect(),
            Part::Sub(set, heap) => self.sets[set]
                .iter()
                .filter_map(|&take| heap.checked_sub(take))
                .map(|rest| Part::Sub(set, rest))
                .collect(),
            Part::Dag(dag, v) => self.dags[dag][v].iter().map(|&w| Part::Dag(dag, w)).collect(),
        }
    }
}

/// Which non-empty sets of components a compound move may move.
#[derive(Clone, Copy, Debug)]
enum Rule {
    /// Exactly one component.
    Disjunctive,
    /// Any non-empty set.
    Selective,
    /// Any non-empty proper subset.
    SomeButNotAll,
    /// All components.
    Conjunctive,
}

/// A compound of parts under a rule: a move picks a set of components allowed
/// by the rule and makes one legal move in each of them.
struct Compound<'a> {
    kinds: &'a Kinds,
    rule: Rule,
}

impl Impartial for Compound<'_> {
    type Position = Vec<Part>;
    fn options(&self, parts: &Vec<Part>) -> Vec<Vec<Part>> {
        let n = parts.len();
        let part_options: Vec<Vec<Part>> = parts.iter().map(|p| self.kinds.options(p)).collect();
        let mut options = Vec::new();
        for moved in 1..1u32 << n {
            let allowed = match self.rule {
                Rule::Disjunctive => moved.count_ones() == 1,
                Rule::Selective => true,
                Rule::SomeButNotAll => moved.count_ones() < n as u32,
                Rule::Conjunctive => moved.count_ones() == n as u32,
            };
            if !allowed {
                continue;
            }
            // Every combination of one option per moved component.
            let mut partial = vec![parts.clone()];
            for i in (0..n).filter(|i| moved >> i & 1 == 1) {
                partial = partial
                    .iter()
                    .flat_map(|position| {
                        part_options[i].iter().map(move |option| {
                            let mut next = position.clone();
                            next[i] = option.clone();
                            next
                        })
                    })
                    .collect();
            }
            options.extend(partial);
        }
        options
    }
}

/// Remoteness of every position reachable from `root`, by building the
/// explicit game graph and running `GameGraph::remoteness` on it.
fn graph_remoteness<G: Impartial>(game: &G, root: &G::Position) -> HashMap<G::Position, u64> {
    let mut index = HashMap::from([(root.clone(), 0)]);
    let mut order = vec![root.clone()];
    let mut moves = Vec::new();
    let mut next = 0;
    while let Some(position) = order.get(next).cloned() {
        for option in game.options(&position) {
            let len = index.len();
            let to = *index.entry(option.clone()).or_insert(len);
            if to == len {
                order.push(option);
            }
            moves.push((next, to));
        }
        next += 1;
    }
    let remoteness = GameGraph::from_moves(order.len(), &moves).remoteness();
    order
        .into_iter()
        .zip(remoteness)
        .map(|(position, r)| (position, u64::from(r.expect("an acyclic game has no draw"))))
        .collect()
}

/// Per-component data, by search on the components.
struct Components<'a> {
    kinds: &'a Kinds,
    grundy: GrundyMemo<&'a Kinds>,
    outcome: OutcomeMemo<&'a Kinds>,
}

impl<'a> Components<'a> {
    fn new(kinds: &'a Kinds) -> Self {
        Components {
            kinds,
            grundy: GrundyMemo::new(kinds),
            outcome: OutcomeMemo::new(kinds, Play::Normal),
        }
    }

    fn grundy(&mut self, parts: &[Part]) -> Vec<Nimber> {
        parts.iter().map(|p| self.grundy.grundy(p)).collect()
    }

    fn outcomes(&mut self, parts: &[Part]) -> Vec<Outcome> {
        parts.iter().map(|p| self.outcome.outcome(p)).collect()
    }

    fn remoteness(&self, parts: &[Part]) -> Vec<u64> {
        parts.iter().map(|p| graph_remoteness(&self.kinds, p)[p]).collect()
    }
}

/// Checks every rule on the compound of `parts` against search on it.
fn check(kinds: &Kinds, parts: &[Part]) {
    let mut components = Components::new(kinds);
    let grundy = components.grundy(parts);
    let position = parts.to_vec();
    let search = |rule| OutcomeMemo::new(Compound { kinds, rule }, Play::Normal).outcome(&position);
    assert_eq!(disjunctive_outcome(grundy.clone()), search(Rule::Disjunctive), "{parts:?}");
    let outcomes = components.outcomes(parts);
    assert_eq!(selective_outcome(outcomes), search(Rule::Selective), "{parts:?}");
    assert_eq!(some_but_not_all_outcome(grundy), search(Rule::SomeButNotAll), "{parts:?}");
    if !parts.is_empty() {
        let remoteness = components.remoteness(parts);
        assert_eq!(conjunctive_outcome(remoteness.clone()), search(Rule::Conjunctive), "{parts:?}");
        let game = Compound { kinds, rule: Rule::Conjunctive };
        let by_search = graph_remoteness(&game, &position)[&position];
        assert_eq!(conjunctive_remoteness(remoteness), by_search, "{parts:?}");
    }
}

/// Fixed kinds: subtraction sets {1}, {1, 2}, {2, 3} and one DAG whose
/// vertices have varied remoteness (v: moves, Grundy value, remoteness):
/// 0: - (0, 0); 1: 0 (1, 1); 2: 1 (0, 2); 3: 2 (1, 3); 4: 0 3 (2, 1);
/// 5: 2 4 (1, 3); 6: 1 3 (0, 4); 7: 6 5 (2, 5).
fn fixed_kinds() -> Kinds {
    let dag =
        vec![vec![], vec![0], vec![1], vec![2], vec![0, 3], vec![2, 4], vec![1, 3], vec![6, 5]];
    Kinds { sets: vec![vec![1], vec![1, 2], vec![2, 3]], dags: vec![dag] }
}

/// Small component positions of every kind in [`fixed_kinds`].
fn palette() -> Vec<Part> {
    let mut parts: Vec<Part> = (0..3).map(Part::Nim).collect();
    parts.extend((0..5).map(|heap| Part::Sub(0, heap)));
    parts.extend([Part::Sub(1, 3), Part::Sub(1, 4), Part::Sub(2, 4), Part::Sub(2, 6)]);
    parts.extend((0..8).map(|v| Part::Dag(0, v)));
    parts
}

/// Every tuple of `len` parts from `parts`.
fn tuples(parts: &[Part], len: usize) -> Vec<Vec<Part>> {
    (0..len).fold(vec![Vec::new()], |shorter, _| {
        shorter
            .iter()
            .flat_map(|prefix| {
                parts.iter().map(move |part| {
                    let mut tuple = prefix.clone();
                    tuple.push(part.clone());
                    tuple
                })
            })
            .collect()
    })
}

#[test]
fn fixed_dag_is_as_documented() {
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    let vertices: Vec<Part> = (0..8).map(|v| Part::Dag(0, v)).collect();
    assert_eq!(components.grundy(&vertices), [0, 1, 0, 1, 2, 1, 0, 2]);
    assert_eq!(components.remoteness(&vertices), [0, 1, 2, 3, 1, 3, 4, 5]);
}

/// One shared memo per rule over every compound of up to `max_len` parts.
fn exhaustive(rule: Rule, max_len: usize, parts: &[Part], expected: impl Fn(&[Part]) -> Outcome) {
    let kinds = fixed_kinds();
    let mut search = OutcomeMemo::new(Compound { kinds: &kinds, rule }, Play::Normal);
    for len in 0..=max_len {
        for tuple in tuples(parts, len) {
            assert_eq!(expected(&tuple), search.outcome(&tuple), "{rule:?} on {tuple:?}");
        }
    }
}

#[test]
fn disjunctive_exhaustive() {
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    let table: HashMap<Part, Nimber> =
        palette().into_iter().map(|p| (p.clone(), components.grundy(&[p])[0])).collect();
    exhaustive(Rule::Disjunctive, 3, &palette(), |parts| {
        disjunctive_outcome(parts.iter().map(|p| table[p]))
    });
}

#[test]
fn selective_exhaustive() {
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    let table: HashMap<Part, Outcome> =
        palette().into_iter().map(|p| (p.clone(), components.outcomes(&[p])[0])).collect();
    exhaustive(Rule::Selective, 3, &palette(), |parts| {
        selective_outcome(parts.iter().map(|p| table[p]))
    });
}

#[test]
fn some_but_not_all_exhaustive() {
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    let table: HashMap<Part, Nimber> =
        palette().into_iter().map(|p| (p.clone(), components.grundy(&[p])[0])).collect();
    exhaustive(Rule::SomeButNotAll, 3, &palette(), |parts| {
        some_but_not_all_outcome(parts.iter().map(|p| table[p]))
    });
    // Four components, from a smaller palette mixing terminal and
    // non-terminal P components and N components of equal Grundy value.
    let small = [
        Part::Nim(0),
        Part::Sub(0, 2),
        Part::Nim(1),
        Part::Dag(0, 3),
        Part::Nim(2),
        Part::Dag(0, 6),
    ];
    exhaustive(Rule::SomeButNotAll, 4, &small, |parts| {
        some_but_not_all_outcome(parts.iter().map(|p| table[p]))
    });
}

#[test]
fn conjunctive_exhaustive() {
    let kinds = fixed_kinds();
    let components = Components::new(&kinds);
    let table: HashMap<Part, u64> =
        palette().into_iter().map(|p| (p.clone(), components.remoteness(&[p])[0])).collect();
    let game = Compound { kinds: &kinds, rule: Rule::Conjunctive };
    let mut search =
        OutcomeMemo::new(Compound { kinds: &kinds, rule: Rule::Conjunctive }, Play::Normal);
    for len in 1..=3 {
        for tuple in tuples(&palette(), len) {
            let remoteness = tuple.iter().map(|p| table[p]);
            assert_eq!(
                conjunctive_outcome(remoteness.clone()),
                search.outcome(&tuple),
                "{tuple:?}"
            );
            let by_search = graph_remoteness(&game, &tuple)[&tuple];
            assert_eq!(conjunctive_remoteness(remoteness), by_search, "{tuple:?}");
        }
    }
}

#[test]
#[should_panic(expected = "at least one component")]
fn conjunctive_needs_a_component() {
    conjunctive_outcome([]);
}

/// Groups the compounds of `len` palette parts by `key` of their components
/// and returns two compounds with equal keys but different outcomes under
/// `rule`, if any: then `key` does not decide the rule.
fn counterexample<K: Eq + std::hash::Hash>(
    rule: Rule,
    len: usize,
    key: impl Fn(&mut Components, &[Part]) -> K,
) -> Option<(Vec<Part>, Vec<Part>)> {
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    let mut search = OutcomeMemo::new(Compound { kinds: &kinds, rule }, Play::Normal);
    let mut seen: HashMap<K, (Vec<Part>, Outcome)> = HashMap::new();
    for tuple in tuples(&palette(), len) {
        let outcome = search.outcome(&tuple);
        let (first, first_outcome) =
            seen.entry(key(&mut components, &tuple)).or_insert((tuple.clone(), outcome));
        if *first_outcome != outcome {
            return Some((first.clone(), tuple));
        }
    }
    None
}

/// What the some-but-not-all compound depends on, found by search: the
/// outcomes of the components do not decide it, their Grundy values do (so
/// whether a P component is terminal does not matter).
#[test]
fn some_but_not_all_depends_on_grundy_values_only() {
    let outcomes = counterexample(Rule::SomeButNotAll, 3, |c, parts| c.outcomes(parts));
    assert!(outcomes.is_some(), "outcomes would suffice");
    let grundy = counterexample(Rule::SomeButNotAll, 3, |c, parts| c.grundy(parts));
    assert_eq!(grundy, None);
    // The selective compound needs only the outcomes.
    assert_eq!(counterexample(Rule::Selective, 3, |c, parts| c.outcomes(parts)), None);
}

/// Grundy values do not decide the conjunctive compound: two components with
/// equal Grundy value but different remoteness, each played conjunctively
/// with the same third component, give different outcomes.
#[test]
fn conjunctive_needs_more_than_grundy_values() {
    let found = counterexample(Rule::Conjunctive, 2, |c, parts| c.grundy(parts));
    let (first, second) = found.expect("Grundy values would suffice");
    let kinds = fixed_kinds();
    let mut components = Components::new(&kinds);
    assert_eq!(components.grundy(&first), components.grundy(&second));
    assert_ne!(components.remoteness(&first), components.remoteness(&second));
    let mut search =
        OutcomeMemo::new(Compound { kinds: &kinds, rule: Rule::Conjunctive }, Play::Normal);
    assert_ne!(search.outcome(&first), search.outcome(&second));
    // A concrete pair: subtraction-{1} heaps of 1 and 3 both have value 1,
    // yet beside a heap of 2 (remoteness 2) the first is N and the second P.
    let (quick, slow) =
        (vec![Part::Sub(0, 1), Part::Sub(0, 2)], vec![Part::Sub(0, 3), Part::Sub(0, 2)]);
    assert_eq!(components.grundy(&quick), components.grundy(&slow));
    assert_eq!(search.outcome(&quick), Outcome::N);
    assert_eq!(search.outcome(&slow), Outcome::P);
}

#[test]
fn remoteness_memo_survives_a_chain_of_a_million() {
    let mut memo = RemotenessMemo::new(Chain);
    assert!(memo.is_empty());
    assert_eq!(memo.remoteness(&1_000_000), 1_000_000);
    assert_eq!(memo.len(), 1_000_001);
}

#[test]
#[should_panic(expected = "cycle")]
fn remoteness_memo_rejects_a_cycle() {
    RemotenessMemo::new(Loop).remoteness(&0);
}

/// Random DAGs on up to 12 vertices, with repeated options allowed.
fn dag(max: usize) -> impl Strategy<Value = Vec<Vec<usize>>> {
    (1..max)
        .prop_flat_map(|n| {
            prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 0..4), n)
        })
        .prop_map(|choices| {
            let pick = |(v, picks): (usize, &Vec<prop::sample::Index>)| match v {
                0 => Vec::new(),
                _ => picks.iter().map(|pick| pick.index(v)).collect(),
            };
            choices.iter().enumerate().map(pick).collect()
        })
}

/// Random kinds and 0 to `max_parts` parts of them.
fn compound(max_parts: usize) -> impl Strategy<Value = (Kinds, Vec<Part>)> {
    let set = prop::collection::btree_set(1u64..5, 1..4).prop_map(|s| s.into_iter().collect());
    let part = (0..3usize, 0u64..6, any::<prop::sample::Index>());
    (prop::collection::vec(set, 1..3), dag(9), prop::collection::vec(part, 0..=max_parts)).prop_map(
        |(sets, dag, parts)| {
            let parts = parts
                .into_iter()
                .map(|(kind, heap, pick)| match kind {
                    0 => Part::Nim(heap.min(3)),
                    1 => Part::Sub(pick.index(sets.len()), heap),
                    _ => Part::Dag(0, pick.index(dag.len())),
                })
                .collect();
            (Kinds { sets, dags: vec![dag] }, parts)
        },
    )
}

proptest! {
    #[test]
    fn remoteness_memo_matches_graph(dag in dag(12), first in any::<prop::sample::Index>()) {
        let kinds = Kinds { sets: Vec::new(), dags: vec![dag.clone()] };
        let n = dag.len();
        let mut memo = RemotenessMemo::new(&kinds);
        let moves: Vec<(usize, usize)> =
            (0..n).flat_map(|v| dag[v].iter().map(move |&w| (v, w))).collect();
        let expected = GameGraph::from_moves(n, &moves).remoteness();
        // Start somewhere so that later queries hit a partial memo.
        let first = first.index(n);
        prop_assert_eq!(Some(memo.remoteness(&Part::Dag(0, first))), expected[first].map(u64::from));
        for (v, remoteness) in expected.iter().enumerate() {
            prop_assert_eq!(Some(memo.remoteness(&Part::Dag(0, v))), remoteness.map(u64::from));
        }
        prop_assert_eq!(memo.len(), n);
    }

    #[test]
    fn rules_match_search((kinds, parts) in compound(3)) {
        check(&kinds, &parts);
    }

    #[test]
    fn some_but_not_all_matches_search_on_four((kinds, parts) in compound(4)) {
        let mut components = Components::new(&kinds);
        let grundy = components.grundy(&parts);
        let game = Compound { kinds: &kinds, rule: Rule::SomeButNotAll };
        prop_assert_eq!(some_but_not_all_outcome(grundy), OutcomeMemo::new(game, Play::Normal).outcome(&parts));
    }
}
