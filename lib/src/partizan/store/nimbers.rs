//! Which nimbers a game lies above and below, without listing the options of `*m`.
//!
//! For a game `G` let `above(G) = {k : *k <= G}` and `below(G) = {k : G <= *k}`. Since
//! `-*k = *k`, `*k <= G` iff `G + *k >= 0` iff no Right option of `G + *k` is `<= 0`, that is
//! (the recursive definition of `>= 0` on the sum's options)
//!
//! ```text
//! k ∈ above(G)  iff  k ∉ A and no j < k is in below(G),   A = ∪ below(G^R)
//! k ∈ below(G)  iff  k ∉ B and no j < k is in above(G),   B = ∪ above(G^L)
//! ```
//!
//! With `a = min(not A)` and `b = min(not B)` (∞ when empty) the least members satisfy
//! `min above = a` if `a <= min below` (else ∞) and `min below = b` if `b <= min above`, whose
//! only solution is: `a < b` gives `above = not A`, `below = ∅`; `b < a` the mirror; `a = b`
//! finite (then `G = *a`) gives both sets cut at `a`; both ∞ gives two empty sets. Starting
//! from the closed forms of number-up-stars, every set is a finite union of intervals, so a
//! comparison with `*m` costs the size of `G`'s form, not `m`.

use std::rc::Rc;

/// The end of an unbounded interval.
const INFINITY: u64 = u64::MAX;

/// A set of naturals as sorted, disjoint, non-adjacent half-open intervals `[a, b)`
/// (`b = u64::MAX` for "and every larger k").
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct Intervals(Vec<(u64, u64)>);

impl Intervals {
    /// Every natural.
    pub(super) fn all() -> Intervals {
        Intervals(vec![(0, INFINITY)])
    }

    /// The single natural `k`.
    pub(super) fn only(k: u64) -> Intervals {
        Intervals(vec![(k, k + 1)])
    }

    /// Every natural but `k`.
    pub(super) fn all_but(k: u64) -> Intervals {
        Intervals::only(k).complement()
    }

    /// Whether `k` is a member.
    pub(super) fn contains(&self, k: u64) -> bool {
        let i = self.0.partition_point(|&(_, end)| end <= k);
        self.0.get(i).is_some_and(|&(start, _)| start <= k)
    }

    /// The least member, if any.
    pub(super) fn first(&self) -> Option<u64> {
        self.0.first().map(|&(start, _)| start)
    }

    /// The least member below `m`, if any.
    pub(super) fn first_below(&self, m: u64) -> Option<u64> {
        self.first().filter(|&k| k < m)
    }

    /// The naturals not in the set.
    pub(super) fn complement(&self) -> Intervals {
        let mut out = Vec::with_capacity(self.0.len() + 1);
        let mut next = 0;
        for &(start, end) in &self.0 {
            if start > next {
                out.push((next, start));
            }
            next = end;
        }
        if next != INFINITY {
            out.push((next, INFINITY));
        }
        Intervals(out)
    }

    /// The members of either set.
    pub(super) fn union(&self, other: &Intervals) -> Intervals {
        let mut all: Vec<(u64, u64)> = self.0.iter().chain(&other.0).copied().collect();
        all.sort_unstable();
        let mut out: Vec<(u64, u64)> = Vec::with_capacity(all.len());
        for (start, end) in all {
            match out.last_mut() {
                Some(last) if start <= last.1 => last.1 = last.1.max(end),
                _ => out.push((start, end)),
            }
        }
        Intervals(out)
    }

    /// The set `{k ⊕ m : k in the set}`: each interval split into aligned blocks of `2^j`
    /// naturals, which `⊕ m` maps onto aligned blocks; an unbounded tail from a power of two
    /// above `m` maps onto itself.
    pub(super) fn xor(&self, m: u64) -> Intervals {
        let mut out = Vec::new();
        for &(start, end) in &self.0 {
            let end = if end == INFINITY {
                let tail = (start.max(m) + 1).next_power_of_two();
                out.push((tail, INFINITY));
                tail
            } else {
                end
            };
            let mut c = start;
            while c < end {
                let mut size = if c == 0 { 1 << 62 } else { 1u64 << c.trailing_zeros() };
                while c + size > end {
                    size >>= 1;
                }
                let base = (c ^ m) & !(size - 1);
                out.push((base, base + size));
                c += size;
            }
        }
        out.sort_unstable();
        Intervals(out).union(&Intervals::default())
    }

    /// The members `<= c`.
    pub(super) fn up_to(&self, c: u64) -> Intervals {
        Intervals(
            self.0
                .iter()
                .filter(|&&(start, _)| start <= c)
                .map(|&(start, end)| (start, end.min(c + 1)))
                .collect(),
        )
    }
}

/// `above(G)` and `below(G)` of the module doc.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct NimRelation {
    /// The `k` with `*k <= G`.
    pub(super) above: Intervals,
    /// The `k` with `G <= *k`.
    pub(super) below: Intervals,
}

impl NimRelation {
    /// The relation of `x + u·↑ + *m`: `*k <= x + u·↑ + *m` iff `x + u·↑ + *(m ⊕ k) >= 0`,
    /// which holds for every `k` when `x > 0`, none when `x < 0`, and for `x = 0` exactly
    /// when `k = m` (`u = 0`), every `k` but `m ⊕ 1` (`u = 1`, as `↑* || 0`), every `k`
    /// (`u >= 2`) or none (`u < 0`); `below` is `above` of the negative.
    pub(super) fn of_nus(sign_x: i32, u: i64, m: u32) -> NimRelation {
        NimRelation { above: nus_above(sign_x, u, m), below: nus_above(-sign_x, -u, m) }
    }

    /// The relation of `G + *m` from that of `G`: `*k <= G + *m` iff `*(k ⊕ m) <= G`.
    pub(super) fn plus_star(&self, m: u32) -> NimRelation {
        NimRelation { above: self.above.xor(u64::from(m)), below: self.below.xor(u64::from(m)) }
    }

    /// The relation of `{L | R}` from its options' relations (the module doc's recursion).
    pub(super) fn of_options<'a>(
        lefts: impl IntoIterator<Item = &'a Rc<NimRelation>>,
        rights: impl IntoIterator<Item = &'a Rc<NimRelation>>,
    ) -> NimRelation {
        let union = |acc: Intervals, s: &Intervals| acc.union(s);
        let not_a = rights.into_iter().map(|r| &r.below).fold(Intervals::default(), union);
        let not_b = lefts.into_iter().map(|l| &l.above).fold(Intervals::default(), union);
        let (not_a, not_b) = (not_a.complement(), not_b.complement());
        let a = not_a.first().unwrap_or(INFINITY);
        let b = not_b.first().unwrap_or(INFINITY);
        match a.cmp(&b) {
            std::cmp::Ordering::Less => NimRelation { above: not_a, below: Intervals::default() },
            std::cmp::Ordering::Greater => {
                NimRelation { above: Intervals::default(), below: not_b }
            }
            std::cmp::Ordering::Equal if a == INFINITY => NimRelation::default(),
            std::cmp::Ordering::Equal => {
                NimRelation { above: not_a.up_to(a), below: not_b.up_to(a) }
            }
        }
    }
}

/// `above` of `x + u·↑ + *m` where `sign_x` is the sign of `x`.
fn nus_above(sign_x: i32, u: i64, m: u32) -> Intervals {
    match (sign_x.signum(), u) {
        (1, _) | (0, 2..) => Intervals::all(),
        (0, 0) => Intervals::only(u64::from(m)),
        (0, 1) => Intervals::all_but(u64::from(m ^ 1)),
        _ => Intervals::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The interval operations against plain sets of small naturals.
    #[test]
    fn intervals_match_plain_sets() {
        let sets = [
            Intervals::default(),
            Intervals::all(),
            Intervals::only(3),
            Intervals::all_but(0),
            Intervals::all_but(5),
            Intervals::only(0).union(&Intervals::only(2)),
        ];
        let plain = |s: &Intervals| (0..12u64).map(|k| s.contains(k)).collect::<Vec<_>>();
        for s in &sets {
            let p = plain(s);
            assert_eq!(plain(&s.complement()), p.iter().map(|b| !b).collect::<Vec<_>>());
            assert_eq!(s.first(), p.iter().position(|&b| b).map(|k| k as u64));
            let cut: Vec<bool> = p.iter().enumerate().map(|(k, &b)| b && k <= 4).collect();
            assert_eq!(plain(&s.up_to(4)), cut);
            for m in [0u64, 1, 5, 6] {
                let xored: Vec<bool> = (0..12u64).map(|k| s.contains(k ^ m)).collect();
                assert_eq!(plain(&s.xor(m)), xored, "{s:?} xor {m}");
            }
            for t in &sets {
                let q = plain(t);
                let both: Vec<bool> = p.iter().zip(&q).map(|(a, b)| *a || *b).collect();
                assert_eq!(plain(&s.union(t)), both);
            }
        }
    }
}
