//! Test support shared by the submodules' proptests: outcomes of sums by plain game-tree
//! search from the rules alone, the sums of a box, and random component options.

use std::collections::HashMap;

use proptest::sample::Index;

use super::rules::Rules;

/// Whether `sum` (sorted component indices) is P under `rules`, by game-tree search.
pub(super) fn is_p(
    sum: &[u32],
    options: &[Vec<Vec<u32>>],
    rules: &Rules,
    memo: &mut HashMap<Vec<u32>, bool>,
) -> bool {
    if let Some(&p) = memo.get(sum) {
        return p;
    }
    let mut has_move = false;
    let mut all_n = true;
    for (i, &c) in sum.iter().enumerate() {
        for option in &options[c as usize] {
            has_move = true;
            let mut next: Vec<u32> =
                sum[..i].iter().chain(&sum[i + 1..]).chain(option).copied().collect();
            next.sort_unstable();
            all_n &= !is_p(&next, options, rules, memo);
        }
    }
    let p = !rules.wins(rules.tag(sum)) && (has_move || rules.terminal_p()) && all_n;
    memo.insert(sum.to_vec(), p);
    p
}

/// Every sorted sum with each component's count up to `max`.
pub(super) fn sums(k: usize, max: usize) -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    for c in 0..k as u32 {
        all = all
            .into_iter()
            .flat_map(|s: Vec<u32>| {
                (0..=max).map(move |m| s.iter().copied().chain(std::iter::repeat_n(c, m)).collect())
            })
            .collect();
    }
    all
}

/// Component `c`'s options from random indices: sorted sums of earlier components (none for
/// component 0, whose options are all the empty sum).
pub(super) fn options_of(raw: &[Vec<Vec<Index>>]) -> Vec<Vec<Vec<u32>>> {
    raw.iter()
        .enumerate()
        .map(|(c, opts)| {
            opts.iter()
                .map(|o| {
                    let mut o: Vec<u32> =
                        if c == 0 { vec![] } else { o.iter().map(|i| i.index(c) as u32).collect() };
                    o.sort_unstable();
                    o
                })
                .collect()
        })
        .collect()
}
