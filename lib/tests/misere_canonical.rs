//! Tests for `cgt::misere::canonical`: simplest forms against brute-force misère outcomes of
//! sums with small test games, sums and mates against search, and the published census.

mod common;
use common::{Tree, TreeSum};

use cgt::{MisereId, MisereStore, Outcome, OutcomeMemo, Play};
use proptest::prelude::*;

/// The tree of a stored simplest form.
fn tree_of(store: &MisereStore, g: MisereId) -> Tree {
    Tree(store.options(g).iter().map(|&o| tree_of(store, o)).collect())
}

/// Misère outcome of a sum by game-tree search, with one memo per test thread.
fn misere_outcome(parts: &[Tree]) -> Outcome {
    thread_local! {
        static MEMO: std::cell::RefCell<OutcomeMemo<TreeSum>> =
            std::cell::RefCell::new(OutcomeMemo::new(TreeSum, Play::Misere));
    }
    let mut parts = parts.to_vec();
    parts.sort();
    MEMO.with(|memo| memo.borrow_mut().outcome(&parts))
}

/// Test games: every game born by day 4, and the sums of two of them (built once).
fn test_games() -> &'static [Vec<Tree>] {
    static TESTS: std::sync::OnceLock<Vec<Vec<Tree>>> = std::sync::OnceLock::new();
    TESTS.get_or_init(build_test_games)
}

fn build_test_games() -> Vec<Vec<Tree>> {
    let mut store = MisereStore::new();
    let small: Vec<Tree> = store.born_by(4).iter().map(|&g| tree_of(&store, g)).collect();
    let mut tests = vec![];
    for (i, a) in small.iter().enumerate() {
        tests.push(vec![a.clone()]);
        for b in &small[i..] {
            tests.push(vec![a.clone(), b.clone()]);
        }
    }
    tests
}

/// The outcomes of `g + X` for every test game X.
fn outcome_vector(g: &Tree, tests: &[Vec<Tree>]) -> Vec<Outcome> {
    tests
        .iter()
        .map(|x| {
            let mut parts = x.clone();
            parts.push(g.clone());
            misere_outcome(&parts)
        })
        .collect()
}

#[test]
fn census_of_days_0_to_4() {
    let counts: Vec<u64> = (0..=4).map(MisereStore::census).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22]);
}

#[test]
fn census_of_day_5() {
    assert_eq!(MisereStore::census(5), 4_171_780);
}

#[test]
fn day_4_games_are_told_apart_by_small_games_and_equal_forms_agree() {
    // Every game {S} for S a subset of the day-3 games: equal simplest forms have equal
    // outcomes beside every test game, distinct ones differ beside one of them.
    let tests = test_games();
    let mut store = MisereStore::new();
    let day3 = store.born_by(3);
    let mut seen: Vec<(MisereId, Vec<Outcome>)> = Vec::new();
    for mask in 0..1u32 << day3.len() {
        let options: Vec<MisereId> =
            (0..day3.len()).filter(|&i| mask >> i & 1 == 1).map(|i| day3[i]).collect();
        let raw = Tree(options.iter().map(|&o| tree_of(&store, o)).collect());
        let id = store.game(&options);
        let outcomes = outcome_vector(&raw, tests);
        for (other, other_outcomes) in &seen {
            assert_eq!(
                *other == id,
                *other_outcomes == outcomes,
                "{} vs {}",
                store.to_string(id),
                store.to_string(*other)
            );
        }
        seen.push((id, outcomes));
    }
}

#[test]
fn known_identities() {
    let mut store = MisereStore::new();
    let (zero, star, star2, star3) = (store.zero(), store.nim(1), store.nim(2), store.nim(3));
    assert_eq!(store.sum(star, star), zero);
    assert_ne!(store.sum(star2, star2), zero);
    assert_eq!(store.game(&[star, star2]), zero);
    assert_eq!(store.game(&[zero, star2]), star);
    assert_eq!(store.to_string(star3), "*3");
    let g = store.game(&[star2]);
    assert_eq!(store.to_string(g), "{*2}");
    assert_eq!(store.birthday(g), 3);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn equal_forms_agree_and_different_forms_are_told_apart(
        g in common::tree(4, 3), h in common::tree(4, 3)
    ) {
        let tests = test_games();
        let mut store = MisereStore::new();
        let (a, b) = (store.of_impartial(TreeSum, &vec![g.clone()]), store.of_impartial(TreeSum, &vec![h.clone()]));
        let (va, vb) = (outcome_vector(&g, tests), outcome_vector(&h, tests));
        if a == b {
            prop_assert_eq!(&va, &vb);
        } else {
            // Some test game, or the mate of one of them, tells them apart.
            let mate = store.mate(a);
            let m = tree_of(&store, mate);
            let told = va != vb || misere_outcome(&[g.clone(), m.clone()]) != misere_outcome(&[h.clone(), m]);
            prop_assert!(told, "{} vs {}", store.to_string(a), store.to_string(b));
        }
        // The simplest form is itself equal to the game it came from.
        prop_assert_eq!(outcome_vector(&tree_of(&store, a), tests), va);
    }

    #[test]
    fn sums_and_mates_follow_search(g in common::tree(3, 3), h in common::tree(3, 3)) {
        let mut store = MisereStore::new();
        let a = store.of_impartial(TreeSum, &vec![g.clone()]);
        let b = store.of_impartial(TreeSum, &vec![h.clone()]);
        let s = store.sum(a, b);
        prop_assert_eq!(store.outcome(s), misere_outcome(&[g.clone(), h.clone()]));
        let mut gh = vec![g.clone(), h.clone()];
        gh.sort();
        prop_assert_eq!(store.of_impartial(TreeSum, &gh), s);
        let mate = store.mate(a);
        prop_assert_eq!(misere_outcome(&[g, tree_of(&store, mate)]), Outcome::P);
    }
}
