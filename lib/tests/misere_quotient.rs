//! Tests for `cgt::misere::quotient`: every quotient against brute-force misère outcomes of
//! all sums in a box of multiplicities, its elements told apart by real sums, the published
//! quotients (misère Nim's T2, Notakto, |Q_30(0.07)| = 360), random component games, and the
//! heap-by-heap construction against its twin, the all-at-once learner fed by misère simplest
//! forms.

use std::collections::HashMap;

use cgt::{
    Impartial, MisereQuotient, OctalCode, Outcome, OutcomeMemo, Play, QuotientError, TakeBreak,
};
use proptest::prelude::*;

fn octal(code: &str) -> TakeBreak {
    TakeBreak::octal(&code.parse::<OctalCode>().unwrap())
}

/// Sums of components given by their options (lists of component indices), as a game.
#[derive(Clone, Debug)]
struct Components(Vec<Vec<Vec<usize>>>);

impl Impartial for Components {
    type Position = Vec<usize>;
    fn options(&self, sum: &Vec<usize>) -> Vec<Vec<usize>> {
        let mut result = Vec::new();
        for (i, &c) in sum.iter().enumerate() {
            for option in &self.0[c] {
                let mut next: Vec<usize> =
                    sum[..i].iter().chain(&sum[i + 1..]).chain(option).copied().collect();
                next.sort_unstable();
                result.push(next);
            }
        }
        result
    }
}

fn take_break_components(game: &TakeBreak, n: usize) -> Components {
    Components(
        (1..=n)
            .map(|h| {
                game.heap_options(h)
                    .into_iter()
                    .map(|(a, b)| [a, b].into_iter().filter(|&x| x > 0).map(|x| x - 1).collect())
                    .collect()
            })
            .collect(),
    )
}

fn sum_of(counts: &[u64]) -> Vec<usize> {
    let mut sum = Vec::new();
    for (c, &m) in counts.iter().enumerate() {
        sum.extend(std::iter::repeat_n(c, m as usize));
    }
    sum
}

/// Every count vector with each multiplicity in `0..=max` and weighted size at most `budget`.
fn box_of(k: usize, max: u64, weight: &dyn Fn(usize) -> u64, budget: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for c in 0..k {
        let mut next = Vec::new();
        for v in &all {
            let used: u64 = v.iter().enumerate().map(|(i, &m)| m * weight(i)).sum();
            for m in 0..=max {
                if used + m * weight(c) <= budget {
                    let mut w = v.clone();
                    w.push(m);
                    next.push(w);
                }
            }
        }
        all = next;
    }
    all
}

/// The quotient's outcomes against game-tree search on a box of sums, and every two elements
/// told apart by real sums: Φ is onto, and x ≠ y have a z with x·z, y·z on different sides.
fn check_against_search(q: &MisereQuotient, game: &Components, counts: &[Vec<u64>]) {
    let mut search = OutcomeMemo::new(game.clone(), Play::Misere);
    for v in counts {
        assert_eq!(q.outcome(v), search.outcome(&sum_of(v)), "{v:?}");
    }
    // A representative sum of each element, by breadth-first search from the empty sum.
    let k = game.0.len();
    let mut reps: HashMap<usize, Vec<u64>> = HashMap::from([(0, vec![0; k])]);
    let mut queue = vec![vec![0u64; k]];
    while let Some(v) = queue.pop() {
        for c in 0..k {
            let mut w = v.clone();
            w[c] += 1;
            let x = q.element(&w);
            if let std::collections::hash_map::Entry::Vacant(e) = reps.entry(x) {
                e.insert(w.clone());
                queue.insert(0, w);
            }
        }
    }
    assert_eq!(reps.len(), q.len(), "every element is the class of a sum");
    for x in 0..q.len() {
        for y in x + 1..q.len() {
            let z = (0..q.len())
                .find(|&z| q.is_p(q.multiply(x, z)) != q.is_p(q.multiply(y, z)))
                .unwrap_or_else(|| panic!("elements {x} and {y} are indistinguishable"));
            let join = |a: &[u64], b: &[u64]| -> Vec<u64> {
                a.iter().zip(b).map(|(s, t)| s + t).collect()
            };
            let (sx, sz) = (join(&reps[&x], &reps[&z]), join(&reps[&y], &reps[&z]));
            assert_ne!(
                search.outcome(&sum_of(&sx)),
                search.outcome(&sum_of(&sz)),
                "{x} {y} by {z}"
            );
        }
    }
}

#[test]
fn misere_nim_heaps_1_and_2_give_t2() {
    let q = MisereQuotient::take_break(&octal("0.333"), 2).unwrap();
    assert_eq!(q.to_string(), "generators: a b\nrelations: a^2 = 1, b^3 = b\nP: a, b^2");
    let game = take_break_components(&octal("0.333"), 2);
    check_against_search(&q, &game, &box_of(2, 6, &|_| 1, 12));
}

#[test]
fn octal_quotients_to_heap_10_agree_with_search() {
    for (code, order, p) in [("0.07", 12, 3), ("0.75", 8, 2), ("0.77", 18, 6)] {
        let game = octal(code);
        let q = MisereQuotient::take_break(&game, 10).unwrap();
        assert_eq!((q.len(), q.p_len()), (order, p), "{code}");
        let components = take_break_components(&game, 10);
        check_against_search(&q, &components, &box_of(10, 3, &|c| c as u64 + 1, 22));
    }
}

#[test]
fn dawson_quotients_heap_by_heap_agree_with_the_forms_twin_and_search() {
    // |Q_n(0.07)|: 12 elements for heaps up to 10..=13, 24 from 14 on (to 24, where the
    // forms that both use stop).
    let dawson = octal("0.07");
    for n in [10, 13, 14, 16, 20, 24] {
        let q = MisereQuotient::take_break(&dawson, n).unwrap();
        let components = take_break_components(&dawson, n);
        let twin = MisereQuotient::of_components_by_forms(&components.0, 256).unwrap();
        assert_eq!(q.to_string(), twin.to_string(), "Q_{n}");
        let order = if n < 14 { 12 } else { 24 };
        assert_eq!((q.len(), q.p_len()), (order, if n < 14 { 3 } else { 5 }), "Q_{n}");
        for v in box_of(n, 2, &|c| c as u64 + 1, 40) {
            assert_eq!(q.outcome(&v), twin.outcome(&v), "Q_{n} at {v:?}");
        }
    }
    // Brute force where it is quick: every sum of weighted size at most 26 of heaps to 14.
    let q = MisereQuotient::take_break(&dawson, 14).unwrap();
    check_against_search(
        &q,
        &take_break_components(&dawson, 14),
        &box_of(14, 3, &|c| c as u64 + 1, 26),
    );
}

#[test]
fn dawson_quotients_past_heap_24_agree_with_search() {
    // From heap 25 on the heaps are added by levels (none is an element of the previous
    // quotient, and classes split): Q_25 has 144 elements (23 in P), Q_27 176 (28). Brute
    // force on every sum of weighted size at most 34 (a heap of h weighs h) of heaps to n, so
    // the largest heaps alone and beside small ones; the sizes are this computation's.
    let dawson = octal("0.07");
    for (n, order, p) in [(25, 144, 23), (27, 176, 28)] {
        let q = MisereQuotient::take_break(&dawson, n).unwrap();
        assert_eq!((q.len(), q.p_len()), (order, p), "Q_{n}");
        let game = take_break_components(&dawson, n);
        let mut search = OutcomeMemo::new(game, Play::Misere);
        let sums = box_of(n, 2, &|c| c as u64 + 1, 34);
        assert!(sums.iter().any(|v| v[n - 1] == 1 && v.iter().sum::<u64>() > 2));
        for v in sums {
            assert_eq!(q.outcome(&v), search.outcome(&sum_of(&v)), "Q_{n} at {v:?}");
        }
    }
}

#[test]
fn dawsons_chess_heaps_are_dawsons_kayles_heaps_one_larger() {
    // A heap of h in 0.137 is the heap of h + 1 in 0.07, whose heap of 1 is 0: the quotients
    // of heaps 1..=n and 1..=n+1 are one monoid, computed from different options.
    let (chess, kayles) = (octal("0.137"), octal("0.07"));
    for n in [12, 13, 20] {
        let q = MisereQuotient::take_break(&chess, n).unwrap();
        let r = MisereQuotient::take_break(&kayles, n + 1).unwrap();
        assert_eq!((q.len(), q.p_len()), (r.len(), r.p_len()), "Q_{n}(0.137)");
        for v in box_of(n, 2, &|c| c as u64 + 1, 30) {
            let shifted: Vec<u64> = [3].into_iter().chain(v.iter().copied()).collect();
            assert_eq!(q.outcome(&v), r.outcome(&shifted), "{v:?}");
        }
    }
}

#[test]
fn small_octal_quotients_agree_with_search() {
    for code in ["0.137", "0.6", "4.7", "0.31", "0.52", "0.4", "0.15"] {
        let game = octal(code);
        for n in [3, 6] {
            let q = MisereQuotient::take_break(&game, n).unwrap();
            let components = take_break_components(&game, n);
            check_against_search(&q, &components, &box_of(n, 3, &|c| c as u64 + 1, 20));
        }
    }
}

#[test]
fn an_octal_quotient_once_slow_to_learn_agrees_with_search_and_the_forms_twin() {
    // Heaps to 10 of 0.377, whose learner once spent 8 s (release) on guesses of
    // outcomes: against the twin, and against brute force on a box of sums.
    let game = octal("0.377");
    let q = MisereQuotient::take_break(&game, 10).unwrap();
    let components = take_break_components(&game, 10);
    let twin = MisereQuotient::of_components_by_forms(&components.0, 256).unwrap();
    assert_eq!(q.to_string(), twin.to_string());
    check_against_search(&q, &components, &box_of(10, 3, &|c| c as u64 + 1, 18));
}

/// Notakto boards: 9 cells (bit i is row i / 3, column i % 3), X's only.
#[derive(Clone, Copy)]
struct Notakto;

const LINES: [u16; 8] = [0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

fn dead(board: u16) -> bool {
    for line in LINES {
        if board & line == line {
            return true;
        }
    }
    false
}

/// The least image of `board` under the 8 symmetries of the square.
fn canonical(board: u16) -> u16 {
    let map = |board: u16, f: &dyn Fn(usize, usize) -> (usize, usize)| -> u16 {
        (0..9)
            .filter(|&i| board >> i & 1 == 1)
            .map(|i| {
                let (r, c) = f(i / 3, i % 3);
                1 << (3 * r + c)
            })
            .sum()
    };
    let mut best = u16::MAX;
    let mut b = board;
    for _ in 0..4 {
        b = map(b, &|r, c| (c, 2 - r));
        best = best.min(b).min(map(b, &|r, c| (r, 2 - c)));
    }
    best
}

impl Impartial for Notakto {
    /// Live boards, canonical; `None` for no board (every board dead).
    type Position = Option<u16>;
    fn options(&self, board: &Option<u16>) -> Vec<Option<u16>> {
        let Some(board) = *board else { return vec![] };
        (0..9)
            .filter(|&i| board >> i & 1 == 0)
            .map(|i| board | 1 << i)
            .map(|next| if dead(next) { None } else { Some(canonical(next)) })
            .collect()
    }
}

#[test]
fn notakto_quotient_has_18_elements_4_in_p() {
    let split = |b: &Option<u16>| b.iter().map(|&b| Some(b)).collect();
    let (q, boards) = MisereQuotient::of_game(&Notakto, &[Some(0)], split).unwrap();
    assert_eq!((q.len(), q.p_len()), (18, 4));
    // Brute force: sums of up to three boards among those with few free cells.
    let k = boards.len();
    let mut search = OutcomeMemo::new(MultiBoard, Play::Misere);
    let small: Vec<usize> = (0..k).filter(|&i| boards[i].unwrap().count_ones() >= 4).collect();
    for (n, &a) in small.iter().enumerate() {
        for &b in &small[n..] {
            let mut counts = vec![0; k];
            counts[a] += 1;
            counts[b] += 1;
            let mut position = vec![boards[a].unwrap(), boards[b].unwrap()];
            position.sort_unstable();
            assert_eq!(q.outcome(&counts), search.outcome(&position));
        }
    }
    // One empty board is a first-player win; two are a second-player win.
    let empty = boards.iter().position(|&b| b == Some(0)).unwrap();
    let mut counts = vec![0; k];
    counts[empty] = 1;
    assert_eq!(q.outcome(&counts), Outcome::N);
    counts[empty] = 2;
    assert_eq!(q.outcome(&counts), search.outcome(&vec![0, 0]));
}

/// Notakto on several boards by direct search: a position is the sorted live boards.
struct MultiBoard;

impl Impartial for MultiBoard {
    type Position = Vec<u16>;
    fn options(&self, boards: &Vec<u16>) -> Vec<Vec<u16>> {
        let mut result = Vec::new();
        for (i, &board) in boards.iter().enumerate() {
            for cell in (0..9).filter(|&c| board >> c & 1 == 0) {
                let next = board | 1 << cell;
                let mut rest: Vec<u16> =
                    boards[..i].iter().chain(&boards[i + 1..]).copied().collect();
                if !dead(next) {
                    rest.push(next);
                }
                rest.sort_unstable();
                result.push(rest);
            }
        }
        result
    }
}

/// Random component games: component c moves to sums of up to two earlier components.
fn components() -> impl Strategy<Value = Components> {
    (1usize..6).prop_flat_map(|k| {
        prop::collection::vec(
            prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 0..3), 0..4),
            k,
        )
        .prop_map(|raw| {
            Components(
                raw.iter()
                    .enumerate()
                    .map(|(c, opts)| {
                        // Component 0 can only move to the empty sum.
                        opts.iter()
                            .map(|parts| {
                                if c == 0 {
                                    vec![]
                                } else {
                                    parts.iter().map(|i| i.index(c)).collect()
                                }
                            })
                            .collect()
                    })
                    .collect(),
            )
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// About 6 in 10 000 such games are wild enough to hit a limit (see below); they are
    /// skipped, and proptest fails if too many are.
    #[test]
    fn random_quotients_agree_with_search(game in components()) {
        let q = MisereQuotient::of_components_with_limit(&game.0, 64);
        prop_assume!(q.is_ok());
        let q = q.unwrap();
        let k = game.0.len();
        check_against_search(&q, &game, &box_of(k, 3, &|_| 1, 9));
        // The twin: all components at once, outcomes from simplest forms.
        let twin = MisereQuotient::of_components_by_forms(&game.0, 64).unwrap();
        prop_assert_eq!((q.len(), q.p_len()), (twin.len(), twin.p_len()));
        for v in box_of(k, 4, &|_| 1, 12) {
            prop_assert_eq!(q.outcome(&v), twin.outcome(&v), "{:?}", v);
        }
    }
}

#[test]
fn wild_components_stop_at_a_limit() {
    // New elements keep appearing: the construction stops at the element limit.
    let growing = [
        vec![vec![], vec![], vec![]],
        vec![vec![0], vec![0, 0]],
        vec![vec![], vec![1, 1], vec![0, 1]],
        vec![vec![0, 1], vec![0, 0], vec![2]],
    ];
    let err = MisereQuotient::of_components_with_limit(&growing, 64).unwrap_err();
    assert_eq!(err, QuotientError::TooLarge { limit: 64 });
}

/// Components whose sums' misère simplest forms explode.
const EXPLODING: [&[&[usize]]; 5] =
    [&[&[], &[], &[]], &[&[0], &[0, 0]], &[&[1]], &[&[2, 2]], &[&[2, 1], &[], &[3, 2]]];

fn exploding() -> Vec<Vec<Vec<usize>>> {
    EXPLODING.iter().map(|opts| opts.iter().map(|o| o.to_vec()).collect()).collect()
}

#[test]
fn exploding_forms_stop_the_twin_at_its_limit() {
    let err = MisereQuotient::of_components_by_forms(&exploding(), 40).unwrap_err();
    assert_eq!(err, QuotientError::FormsTooLarge { limit: 1 << 16 });
    assert_eq!(
        err.to_string(),
        "the sums' misère simplest forms outgrew the limit of 65536 entries"
    );
}

#[test]
fn exploding_forms_do_not_stop_the_heap_by_heap_construction() {
    // It needs no forms of these sums: it stops at the element limit.
    let err = MisereQuotient::of_components_with_limit(&exploding(), 64).unwrap_err();
    assert_eq!(err, QuotientError::TooLarge { limit: 64 });
    assert_eq!(
        QuotientError::SearchTooLarge { limit: 16 }.to_string(),
        "the search of a sum's outcome outgrew the limit of 16 sums"
    );
}

#[test]
fn elements_of_large_sums_follow_repeated_multiplication() {
    // The power tables behind `element` against one multiplication per copy, up to 60 copies,
    // and a huge count against the count reduced by the period found that way.
    for code in ["0.07", "0.77", "0.333"] {
        let q = MisereQuotient::take_break(&octal(code), 8).unwrap();
        for c in 0..8 {
            let mut x = 0;
            let mut seen: HashMap<usize, u64> = HashMap::new();
            let mut cycle = None;
            for m in 0..60u64 {
                let mut counts = vec![0u64; 8];
                counts[c] = m;
                assert_eq!(q.element(&counts), x, "{code} heap {} ×{m}", c + 1);
                if let Some(&first) = seen.get(&x) {
                    cycle.get_or_insert((first, m - first));
                }
                seen.entry(x).or_insert(m);
                x = q.multiply(x, q.image(c));
            }
            let (start, period) = cycle.unwrap();
            let huge = 1_000_000_000_000_007u64;
            let reduced = start + (huge - start) % period;
            let mut counts = vec![0u64; 8];
            counts[c] = huge;
            let big = q.element(&counts);
            counts[c] = reduced;
            assert_eq!(big, q.element(&counts), "{code} heap {}", c + 1);
        }
    }
}

#[test]
fn too_small_a_limit_is_an_error() {
    let options: Vec<Vec<Vec<usize>>> =
        (0..6).map(|h| (0..h).map(|k| vec![k]).chain([vec![]]).collect()).collect();
    // Nim heaps 1..=6 need more than 6 elements.
    let err = MisereQuotient::of_components_with_limit(&options, 6).unwrap_err();
    assert_eq!(err.to_string(), "the quotient outgrew the limit of 6");
    let q = MisereQuotient::of_components(&options).unwrap();
    assert!(q.len() > 6);
    check_against_search(&q, &Components(options), &box_of(6, 2, &|c| c as u64 + 1, 12));
}

#[test]
fn dawson_q30_has_the_published_360_elements() {
    // Plambeck–Siegel, "Misère quotients for impartial games" (JCTA 2008): |Q_30(0.07)| = 360.
    // About 3 s in debug; more than the default limit of 256 elements.
    let dawson = octal("0.07");
    let q = MisereQuotient::take_break_with_limit(&dawson, 30, 512).unwrap();
    assert_eq!(q.len(), 360);
}
