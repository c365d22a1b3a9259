//! A new component added by levels of its count, never by searching sums
//! that hold it.
//!
//! Under misère play: with h the new component and Y ranging over sums of
//! the earlier ones, let `P_k = { Y : Y + k·h is a misère P-position }`. The
//! verified quotient of the earlier components recognises `P_0`. For k ≥ 1
//! the options of `Y + k·h` are `Y' + k·h` (Y' an option of Y) and
//! `Y + O + (k−1)·h` (O an option of h), so `Y ∈ P_k` exactly when Y is not
//! in `W_k = { Y : Y + O ∈ P_{k−1} for an option O of h }`, no option of Y
//! is in `P_k`, and Y has a move or h has one: `P_k` is the P-set of the
//! *level game* on sums of the earlier components whose winning positions
//! are `W_k` and whose terminal positions are P when h has a move
//! (submodule `rules`). Under a level game's rules (winning positions W,
//! terminal positions P or not) the same holds with `W_k` also holding the
//! Y with `Y + k·h` in W, and terminal positions P when they are under the
//! rules or h has a move: levels nest.
//!
//! Level by level, `L_k` is the quotient of the level game refining
//! `L_{k−1}` (its states told apart by their `L_{k−1}` element too): the
//! coarsest congruence on sums of the earlier components recognising
//! `P_0, …, P_k`. `W_k` is a union of classes of `L_{k−1}` (given the
//! rules' context element of `k·h`), so the level game's rules are a
//! monoid computation, and `L_k` is computed component by component and
//! checked exactly for failures under those rules, like any quotient
//! (submodule `by_components`). `P_k` depends only on `P_{k−1}` and the
//! context element of `k·h`, so once both repeat (`P_k = P_j`, the same
//! elements of `L_k` on both, for some j < k) the sequence is periodic,
//! `h^k = h^j`, and `L_k` recognises every `P_i`.
//!
//! The quotient with h is then the product of `L_k` with the cyclic monoid
//! `{1, h, …, h^{k−1}}` (`h^k = h^j`), `(x, h^e)` in P when `x`'s sums are in
//! `P_e`, reduced by merging indistinguishable elements (of the same
//! context element): two sums `Y + e·h`, `Y' + e'·h` are indistinguishable
//! exactly when they are P beside the same sums `Z + i·h`, so the reduction
//! is the quotient. It is checked once more for failures before it is
//! returned.

use super::MisereQuotient;
use super::QuotientError;
use super::n_failures::Candidate;
use super::rules::Rules;
use super::verified::{Verified, reduce};

/// How a level game's quotient is built: of components with the options
/// given, under the rules given, with at most so many elements.
pub(super) type LevelQuotient =
    dyn Fn(&[Vec<Vec<u32>>], &Rules, usize) -> Result<Verified, QuotientError>;

/// The quotient under `rules` of components with `options` (sorted sums
/// of earlier components), the last one new, from the verified quotient
/// `previous` of the others, with at most `limit` elements per level; each
/// level game's quotient (of the earlier components, under its rules, at most
/// `limit` elements) comes from `level_quotient` (the caller's construction).
pub(super) fn extend(
    options: &[Vec<Vec<u32>>],
    previous: &Verified,
    rules: &Rules,
    limit: usize,
    level_quotient: &LevelQuotient,
) -> Result<Verified, QuotientError> {
    let (h_options, earlier) = options.split_last().expect("a new component");
    let h = earlier.len() as u32;
    let terminal_p = rules.terminal_p() || !h_options.is_empty();
    let mut level = previous.clone();
    // Per element of the latest level: its element in the rules' context,
    // and whether its sums Y have Y + e·h in P, for e = 0, 1, ….
    let mut context: Vec<u32> = level.tags.clone();
    let mut profile: Vec<Vec<bool>> = level.p.iter().map(|&p| vec![p]).collect();
    // The context's element of e·h, for e = 0, 1, ….
    let mut powers = vec![0u32];
    loop {
        let k = powers.len() - 1;
        let same = |j: usize| powers[j] == powers[k] && profile.iter().all(|b| b[j] == b[k]);
        if let Some(j) = (0..k).find(|&j| same(j)) {
            let levels =
                Levels { level: &level, context: &context, profile: &profile, powers: &powers };
            return levels.product(options, rules, j, k);
        }
        if k >= limit {
            return Err(QuotientError::TooLarge { limit });
        }
        let power = rules.mul(powers[k], rules.tag_of(h));
        powers.push(power);
        let win = (0..level.len())
            .map(|x| {
                rules.wins(rules.mul(context[x], power))
                    || h_options
                        .iter()
                        .any(|o| level.p[level.table[x][level.of(o) as usize] as usize])
            })
            .collect();
        let level_rules = Rules::level(level.table.clone(), level.phi.clone(), win, terminal_p);
        let next = level_quotient(earlier, &level_rules, limit)?;
        context = next.tags.iter().map(|&t| context[t as usize]).collect();
        profile = next
            .tags
            .iter()
            .zip(&next.p)
            .map(|(&t, &p)| profile[t as usize].iter().copied().chain([p]).collect())
            .collect();
        level = next;
    }
}

/// The last level and what it knows of its elements.
struct Levels<'a> {
    level: &'a Verified,
    context: &'a [u32],
    profile: &'a [Vec<bool>],
    powers: &'a [u32],
}

impl Levels<'_> {
    /// The reduced product of the level with the cyclic monoid
    /// `h^0 … h^{k−1}`, `h^k = h^j`, checked for failures under `rules`.
    fn product(
        &self,
        options: &[Vec<Vec<u32>>],
        rules: &Rules,
        j: usize,
        k: usize,
    ) -> Result<Verified, QuotientError> {
        let level = self.level;
        let add = |e: usize, f: usize| if e + f < k { e + f } else { j + (e + f - j) % (k - j) };
        let id = |x: usize, e: usize| (x * k + e) as u32;
        let n = level.len() * k;
        let table: Vec<Vec<u32>> = (0..n)
            .map(|a| {
                let (x, e) = (a / k, a % k);
                (0..n).map(|b| id(level.table[x][b / k] as usize, add(e, b % k))).collect()
            })
            .collect();
        let p: Vec<bool> = (0..n).map(|a| self.profile[a / k][a % k]).collect();
        let tags: Vec<u32> =
            (0..n).map(|a| rules.mul(self.context[a / k], self.powers[a % k])).collect();
        let phi: Vec<u32> =
            level.phi.iter().map(|&y| id(y as usize, 0)).chain([id(0, add(0, 1))]).collect();
        let delta: Vec<Vec<u32>> =
            (0..n).map(|a| phi.iter().map(|&g| table[a][g as usize]).collect()).collect();
        let reduced = reduce(&p, &tags, &delta, &phi, |x, y| table[x][y]);
        let candidate = Candidate::with_rules(
            reduced.table.clone(),
            reduced.p.clone(),
            reduced.phi.clone(),
            options,
            reduced.tags.iter().map(|&t| rules.wins(t)).collect(),
            rules.terminal_p(),
        );
        let least = candidate
            .least_failure(MisereQuotient::TRIPLE_LIMIT)
            .map_err(|()| QuotientError::CheckTooLarge { limit: MisereQuotient::TRIPLE_LIMIT })?;
        assert!(least.is_none(), "the product of exact levels has no failure");
        Ok(reduced)
    }
}

#[cfg(test)]
mod tests {
    //! Quotients of level games, by levels and by the learner, against plain game-tree
    //! search of every sum in a box under the same rules.
    use super::super::brute::{is_p, options_of, sums};
    use super::super::by_components::{Step, by_components};
    use super::super::rules::Rules;
    use proptest::prelude::*;
    use std::collections::HashMap;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn level_game_quotients_agree_with_the_rules(
            raw in prop::collection::vec(
                prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 0..3), 0..4),
                1..5),
            (a, b) in (1u32..4, 1u32..3),
            images in prop::collection::vec(any::<prop::sample::Index>(), 4),
            win_bits in any::<u16>(),
            terminal_p in any::<bool>(),
        ) {
            let options = options_of(&raw);
            // The context: Z_a × Z_b, random elements of the components, random winners.
            let n = (a * b) as usize;
            let table: Vec<Vec<u32>> = (0..a * b)
                .map(|x| (0..a * b).map(|y| (x / b + y / b) % a * b + (x % b + y % b) % b).collect())
                .collect();
            let phi = images.iter().take(options.len()).map(|i| i.index(n) as u32).collect();
            let win = (0..n).map(|x| win_bits >> x & 1 == 1).collect();
            let rules = Rules::level(table, phi, win, terminal_p);
            let mut memo = HashMap::new();
            for step in [Step::Levels, Step::Learn] {
                let Ok(q) = by_components(&options, &rules, 64, step) else { continue };
                for sum in sums(options.len(), 3) {
                    let truth = is_p(&sum, &options, &rules, &mut memo);
                    prop_assert_eq!(q.p[q.of(&sum) as usize], truth, "{:?} {:?}", step, sum);
                    prop_assert_eq!(q.tags[q.of(&sum) as usize], rules.tag(&sum));
                }
            }
        }
    }
}
