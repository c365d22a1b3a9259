//! Tests for `cgt::misere::genus`: g⁻ and genus against plain recursive search of sums
//! `G + n·*2`, published values (Kayles, Dawson's Kayles, 0.312, Winning Ways' examples),
//! and the tame sum rule against the genus of the actual sum.

mod common;
use common::{Tree, TreeSum};

use std::collections::HashMap;

use cgt::{
    Genus, GenusClass, GenusMemo, GrundyMemo, Impartial, MisereGrundyMemo, OctalCode, Outcome,
    OutcomeMemo, Play, TakeBreak,
};
use proptest::prelude::*;

fn octal(code: &str) -> TakeBreak {
    TakeBreak::octal(&code.parse::<OctalCode>().unwrap())
}

fn row(n: usize) -> Vec<usize> {
    if n == 0 { vec![] } else { vec![n] }
}

/// g⁻ by plain recursion on the definition, with its own memo (no shared machinery).
fn naive_misere_grundy<G: Impartial>(
    game: &G,
    p: &G::Position,
    memo: &mut HashMap<G::Position, u32>,
) -> u32 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let options = game.options(p);
    let values: Vec<u32> = options.iter().map(|q| naive_misere_grundy(game, q, memo)).collect();
    let v = if values.is_empty() { 1 } else { (0..).find(|x| !values.contains(x)).unwrap() };
    memo.insert(p.clone(), v);
    v
}

#[test]
fn kayles_misere_grundy_values_are_the_published_ones() {
    let mut memo = MisereGrundyMemo::new(octal("0.77"));
    let values: Vec<u32> = (0..=20).map(|n| memo.misere_grundy(&row(n))).collect();
    assert_eq!(values, [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0]);
}

#[test]
fn dawsons_kayles_misere_p_heaps_match_the_published_start_and_game_tree_search() {
    let game = octal("0.07");
    let mut memo = MisereGrundyMemo::new(game.clone());
    let mut search = OutcomeMemo::new(game, Play::Misere);
    let p_heaps: Vec<usize> = (1..=30).filter(|&n| memo.outcome(&row(n)) == Outcome::P).collect();
    for n in 0..=30 {
        assert_eq!(memo.outcome(&row(n)), search.outcome(&row(n)), "heap {n}");
    }
    assert_eq!(p_heaps[..9], [2, 3, 7, 8, 12, 16, 17, 21, 22]);
    assert_eq!(p_heaps, [2, 3, 7, 8, 12, 16, 17, 21, 22, 26, 30]);
}

#[test]
fn misere_grundy_agrees_with_the_definition_on_rows_of_heaps() {
    for code in ["0.77", "0.07", "0.137", "4.7"] {
        let game = octal(code);
        let mut memo = MisereGrundyMemo::new(game.clone());
        let mut naive = HashMap::new();
        for a in 0..8 {
            for b in a..8 {
                let p: Vec<usize> = [a, b].into_iter().filter(|&h| h > 0).collect();
                assert_eq!(
                    memo.misere_grundy(&p),
                    naive_misere_grundy(&game, &p, &mut naive),
                    "{code} {p:?}"
                );
            }
        }
    }
}

/// `γn` by search: g⁻ of the sum `G + n·*2`, by plain recursion.
fn searched_gamma(g: &Tree, n: usize) -> u32 {
    let mut parts = vec![g.clone()];
    parts.extend(std::iter::repeat_n(Tree::nim(2), n));
    parts.sort();
    naive_misere_grundy(&TreeSum, &parts, &mut HashMap::new())
}

fn genus_of(tree: &Tree) -> Genus {
    GenusMemo::new(TreeSum).genus(&vec![tree.clone()])
}

#[test]
fn winning_ways_examples() {
    let star2 = Tree::nim(2);
    let restless = Tree(vec![Tree(vec![star2.clone()]), Tree::nim(1)]);
    let restive = Tree(vec![Tree(vec![star2.clone()]), Tree::nim(0)]);
    assert_eq!(genus_of(&restless).to_string(), "2^{1420}");
    assert_eq!(genus_of(&restless).class(), GenusClass::Restless);
    assert_eq!(genus_of(&restive).to_string(), "1^{20}");
    assert_eq!(genus_of(&restive).class(), GenusClass::Restive);
    for (n, expected) in
        [(0, "0^{120}"), (1, "1^{031}"), (2, "2^{20}"), (3, "3^{31}"), (6, "6^{64}")]
    {
        assert_eq!(genus_of(&Tree::nim(n)).to_string(), expected);
        assert_eq!(genus_of(&Tree::nim(n)), Genus::nim_heap(n as u32));
        assert_eq!(genus_of(&Tree::nim(n)).class(), GenusClass::Tame);
    }
    // Every γ of the printed forms against search, well past the printed length.
    for g in [restless, restive, Tree::nim(0), Tree::nim(1), Tree::nim(3)] {
        let genus = genus_of(&g);
        for n in 0..6 {
            assert_eq!(genus.gamma(n), searched_gamma(&g, n), "{genus} γ{n}");
        }
    }
}

#[test]
fn genera_of_0_312_heaps_are_the_published_ones() {
    let mut memo = GenusMemo::new(octal("0.312"));
    let printed: Vec<String> = (1..=6).map(|n| memo.genus(&row(n)).to_string()).collect();
    assert_eq!(printed, ["1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}", "1^{13}"]);
}

#[test]
fn genus_of_0_312_heaps_agrees_with_search_of_sums_with_star2() {
    // Heaps of 0.312 as trees of their rows, then G + n·*2 searched directly.
    let game = octal("0.312");
    fn to_tree(game: &TakeBreak, p: &Vec<usize>) -> Tree {
        Tree(game.options(p).iter().map(|q| to_tree(game, q)).collect())
    }
    let mut memo = GenusMemo::new(game.clone());
    for n in 1..=7 {
        let genus = memo.genus(&row(n));
        let tree = to_tree(&game, &row(n));
        for k in 0..5 {
            assert_eq!(genus.gamma(k), searched_gamma(&tree, k), "heap {n} γ{k}");
        }
        assert_eq!(genus.grundy(), GrundyMemo::new(game.clone()).grundy(&row(n)));
    }
}

/// Whether every follower of `t` (itself included) has a tame genus.
fn hereditarily_tame(t: &Tree) -> bool {
    genus_of(t).is_tame() && t.0.iter().all(hereditarily_tame)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn genus_agrees_with_search(g in common::tree(3, 3)) {
        let genus = genus_of(&g);
        for n in 0..5 {
            prop_assert_eq!(genus.gamma(n), searched_gamma(&g, n), "{} γ{}", genus, n);
        }
        prop_assert_eq!(genus.grundy(), GrundyMemo::new(TreeSum).grundy(&vec![g.clone()]));
        let outcome = OutcomeMemo::new(TreeSum, Play::Misere).outcome(&vec![g.clone()]);
        prop_assert_eq!(genus.misere_outcome(), outcome);
    }

    #[test]
    fn misere_grundy_memo_agrees_with_the_definition_on_sums(
        parts in prop::collection::vec(common::tree(3, 3), 0..3)
    ) {
        let mut parts = parts;
        parts.sort();
        let value = MisereGrundyMemo::new(TreeSum).misere_grundy(&parts);
        prop_assert_eq!(value, naive_misere_grundy(&TreeSum, &parts, &mut HashMap::new()));
        let outcome = OutcomeMemo::new(TreeSum, Play::Misere).outcome(&parts);
        prop_assert_eq!(value == 0, outcome == Outcome::P);
    }

    #[test]
    fn tame_sum_rule_gives_the_genus_of_sums_of_tame_games(
        parts in prop::collection::vec(common::tree(3, 3), 1..4)
    ) {
        let parts: Vec<Tree> = parts.into_iter().filter(hereditarily_tame).collect();
        let genera: Vec<Genus> = parts.iter().map(genus_of).collect();
        let predicted = Genus::tame_sum(&genera).unwrap();
        let mut sorted = parts.clone();
        sorted.sort();
        prop_assert_eq!(&predicted, &GenusMemo::new(TreeSum).genus(&sorted));
        let outcome = OutcomeMemo::new(TreeSum, Play::Misere).outcome(&sorted);
        prop_assert_eq!(predicted.misere_outcome(), outcome);
    }
}

#[test]
fn tame_sum_refuses_wild_genera() {
    let star2 = Genus::nim_heap(2);
    let restless = Genus::from_options(&[
        Genus::from_options(std::slice::from_ref(&star2)),
        Genus::nim_heap(1),
    ]);
    assert_eq!(Genus::tame_sum(&[star2.clone(), restless]), None);
    assert_eq!(Genus::tame_sum(&[star2.clone(), star2]).unwrap().to_string(), "0^{02}");
    assert_eq!(Genus::tame_sum(&[]).unwrap(), Genus::nim_heap(0));
}
