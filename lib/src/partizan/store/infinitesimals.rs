//! A form plus a big infinitesimal `u·↑ + *m`, without listing the `m` options of `*m` and
//! without walking the `|u|` options of `u·↑` one inside the other.
//!
//! Both shortcuts rebuild the form with every number-up-star subposition `x + v·↑ + *n` of
//! its canonical form moved to `x + (v + du)·↑ + *(n ⊕ dm)` ([`GameStore::shifted`]), each
//! level canonicalised from the moved options.
//!
//! - **Remote stars** (checked). Let `2^k` exceed every nimber of `G`'s canonical form and
//!   `m = M + b` with `b < 2^k ≤ M`, `M` a multiple of `2^k`. Then `G + *m` is taken to be
//!   `C = ` (`G + *b`) moved by `dm = M`, but only once `C − (G + *b) = *M` is checked by
//!   the recursion on nimber relations ([`super::nimbers`]) over the raw difference, whose
//!   work is the product of the two forms' sizes and never lists the options of `*M`. When
//!   the check fails the caller falls back to the options.
//! - **Up shifts** (a conjecture). For a form `G` with equal stops and `s = ±1`, let
//!   `H_k = G + k·s·↑`. Once three steps in a row `H_(k+1)` are `H_k` moved by `du = s`,
//!   and every number-up-star inside `H_k` has at least 2 ups the way of `s` (all `≥ 2` for
//!   `s = 1`, all `≤ −2` for `s = −1`), every later step is taken to be a move too:
//!   `H_(k+d) = H_k` moved by `du = d·s`. Both conditions are needed: one step in a row
//!   may be followed by none (`{0 | {{^|0},…|…}, 0} + *`), and steps towards 0 stop being
//!   moves near it (`{v3|v4*} + ^3 = {^|*,0}`, not `{^|*}`). No proof is known here; the
//!   tests compare it with adding `s·↑` one at a time (each of those a sum by the options) and with raw sums by
//!   the definition. Forms with unequal stops take it too: their translate
//!   ([`GameStore::option_translate`]) is not their sum in general (`{0,*|-1,-1*} + *`).

use super::{GameId, GameStore};
use crate::fx::FxMap;

/// How many steps of the up shift in a row are taken as its start (module doc).
const STABLE_STEPS: u32 = 3;

impl GameStore {
    /// The least power of two above every nimber `n` of a number-up-star subposition
    /// `x + v·↑ + *n` of `g`'s canonical form (1 when there is none).
    pub(super) fn nimber_bound(&mut self, g: GameId) -> u64 {
        if let Some(&found) = self.nimber_bound_cache.get(&g) {
            return found;
        }
        let bound = match self.as_nus(g) {
            Some((_, _, n)) => (u64::from(n) + 1).next_power_of_two(),
            None => {
                let (l, r) = self.options(g);
                let mut bound = 1;
                for &o in l.iter().chain(r.iter()) {
                    bound = bound.max(self.nimber_bound(o));
                }
                bound
            }
        };
        self.nimber_bound_cache.insert(g, bound);
        bound
    }

    /// `g` with every number-up-star subposition `x + v·↑ + *n` of its canonical form moved
    /// to `x + (v + du)·↑ + *(n ⊕ dm)`, each form rebuilt canonical from its moved options.
    /// Not in general `g + du·↑ + *dm`: see the module doc for when it is.
    pub(super) fn shifted(
        &mut self,
        g: GameId,
        du: i64,
        dm: u32,
        memo: &mut FxMap<GameId, GameId>,
    ) -> GameId {
        if let Some(&found) = memo.get(&g) {
            return found;
        }
        let result = match self.as_nus(g) {
            Some((x, v, n)) => self.nus(&x, v.checked_add(du).expect("ups fit i64"), n ^ dm),
            None => {
                let (l, r) = self.options(g);
                let lefts: Vec<GameId> = l.iter().map(|&o| self.shifted(o, du, dm, memo)).collect();
                let rights: Vec<GameId> =
                    r.iter().map(|&o| self.shifted(o, du, dm, memo)).collect();
                self.new_game(&lefts, &rights)
            }
        };
        memo.insert(g, result);
        result
    }

    /// `g + *m` for a form `g` by a remote star (module doc): `None` when `m` is below the
    /// nimber bound of `g` or the moved form fails the check.
    pub(super) fn remote_star_sum(&mut self, g: GameId, m: u32) -> Option<GameId> {
        let bound = self.nimber_bound(g);
        let m64 = u64::from(m);
        if m64 < bound {
            return None;
        }
        let b = u32::try_from(m64 % bound).expect("below m");
        let remote = m - b;
        let near = self.star(b);
        let h = self.add(g, near);
        if !self.is_form(h) {
            let far = self.star(remote);
            return Some(self.add(h, far));
        }
        let candidate = self.shifted(h, 0, remote, &mut FxMap::default());
        let minus_h = self.neg(h);
        let rel = self.sum_relation(candidate, minus_h)?;
        let remote = u64::from(remote);
        (rel.above.contains(remote) && rel.below.contains(remote)).then_some(candidate)
    }

    /// `(base, p)` with `g = base + *p`, `p ≠ 0`, when the nimbers of the number-up-star
    /// subpositions of `g` share their bits from some bit up (`p` those bits): `base` is `g`
    /// moved by `dm = p`, and `base + *p = g` is checked as a remote star sum.
    pub(super) fn split_remote_star(&mut self, g: GameId) -> Option<(GameId, u32)> {
        let (first, spread) = self.nimber_spread(g, &mut FxMap::default());
        let low = u32::BITS - spread.leading_zeros();
        let p = first.checked_shr(low).unwrap_or(0).checked_shl(low).unwrap_or(0);
        if p == 0 {
            return None;
        }
        let base = self.shifted(g, 0, p, &mut FxMap::default());
        (self.remote_star_sum(base, p) == Some(g)).then_some((base, p))
    }

    /// `(base, u)` with `g = base + u·↑`, `|u| ≥ 2`, when the ups of the number-up-star
    /// subpositions of `g`'s canonical form all have one sign and `u` is the one nearest 0:
    /// `base` is `g` moved by `du = −u`, and `base + u·↑ = g` is checked as an up shift sum
    /// (the module doc's conjecture).
    pub(super) fn split_ups(&mut self, g: GameId) -> Option<(GameId, i64)> {
        let (least, most) = self.ups_extent(g, &mut FxMap::default());
        let u = if least >= 2 {
            least
        } else if most <= -2 {
            most
        } else {
            return None;
        };
        let base = self.shifted(g, -u, 0, &mut FxMap::default());
        (self.is_form(base) && self.up_shift_sum(base, u, 0) == g).then_some((base, u))
    }

    /// The least and the most ups `u` of a number-up-star subposition `x + u·↑ + *n` of
    /// `g`'s canonical form.
    fn ups_extent(&mut self, g: GameId, memo: &mut FxMap<GameId, (i64, i64)>) -> (i64, i64) {
        if let Some(&found) = memo.get(&g) {
            return found;
        }
        let result = match self.as_nus(g) {
            Some((_, u, _)) => (u, u),
            None => {
                let (l, r) = self.options(g);
                let mut result = (i64::MAX, i64::MIN);
                for &o in l.iter().chain(r.iter()) {
                    let (least, most) = self.ups_extent(o, memo);
                    result = (result.0.min(least), result.1.max(most));
                }
                result
            }
        };
        memo.insert(g, result);
        result
    }

    /// `(n, spread)`: the nimber `n` of the first number-up-star subposition of `g`'s
    /// canonical form, and the OR of `n ⊕ n'` over all of them.
    fn nimber_spread(&mut self, g: GameId, memo: &mut FxMap<GameId, (u32, u32)>) -> (u32, u32) {
        if let Some(&found) = memo.get(&g) {
            return found;
        }
        let result = match self.as_nus(g) {
            Some((_, _, n)) => (n, 0),
            None => {
                let (l, r) = self.options(g);
                let mut result: Option<(u32, u32)> = None;
                for &o in l.iter().chain(r.iter()) {
                    let (n, spread) = self.nimber_spread(o, memo);
                    result = Some(match result {
                        None => (n, spread),
                        Some((first, acc)) => (first, acc | spread | (first ^ n)),
                    });
                }
                result.expect("a form has options")
            }
        };
        memo.insert(g, result);
        result
    }

    /// `g + u·↑ + *m` for a form `g` with equal stops and `|u| ≥ 2` by the up shift (module
    /// doc, a conjecture): `base + (v + u)·↑ + *m` when `g` is `base + v·↑`
    /// ([`GameStore::split_ups`]); else `g + *m`, then `s·↑` (`s = ±1`) added one at a time by the options
    /// until [`STABLE_STEPS`] steps in a row are the previous sum moved by `du = s` and its
    /// ups are at least 2 the way of `s`, then moved by the rest at once.
    pub(super) fn up_shift_sum(&mut self, g: GameId, u: i64, m: u32) -> GameId {
        if let Some((base, v)) = self.split_ups(g) {
            let e = self.nus(
                &crate::partizan::Dyadic::zero(),
                v.checked_add(u).expect("ups fit i64"),
                m,
            );
            return self.add(base, e);
        }
        let star = self.star(m);
        let mut h = self.add(g, star);
        let step = self.up(u.signum());
        let (mut left, mut shifts) = (u.abs(), 0);
        while left > 0 {
            if !self.is_form(h) {
                let rest = self.up(u.signum() * left);
                return self.add(h, rest);
            }
            if shifts >= STABLE_STEPS {
                let (least, most) = self.ups_extent(h, &mut FxMap::default());
                let nearest = if u > 0 { least } else { -most };
                if nearest >= 2 {
                    return self.shifted(h, u.signum() * left, 0, &mut FxMap::default());
                }
            }
            let next = self.add(h, step);
            left -= 1;
            let moved = self.shifted(h, u.signum(), 0, &mut FxMap::default());
            shifts = if moved == next { shifts + 1 } else { 0 };
            h = next;
        }
        h
    }
}
