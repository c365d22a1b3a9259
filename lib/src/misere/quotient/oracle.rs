//! Where the learner's outcomes of sums come from.
//!
//! - [`Forms`]: add up the components' misère simplest forms in a
//!   [`MisereStore`] (exact, but the forms of sums of wild components grow
//!   quickly: for 0.07 they outgrow the store once heaps of 25 are in the
//!   sums).
//! - [`Trusting`]: predictions known to be right where there are some, else
//!   [`Forms`]. A verified quotient of fewer components predicts every sum
//!   of those, and a candidate every sum below its least failure (in the
//!   well-order of the submodule `n_failures`).

use std::collections::HashMap;

use super::QuotientError;
use crate::misere::canonical::{MisereId, MisereStore};
use crate::outcome::Outcome;

/// A source of true misère outcomes of sums of components.
pub(super) trait Oracle {
    /// Whether the sum (sorted component indices) is a misère P-position.
    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError>;

    /// Learns that the monoid `table` with P-portion `p` and elements `phi`
    /// of components `0..phi.len()` predicts every sum of those components
    /// below `bound` (a count vector; `None`: every sum).
    fn trust(&mut self, table: Vec<Vec<u32>>, p: Vec<bool>, phi: Vec<u32>, bound: Option<Vec<u64>>);
}

/// Outcomes from misère simplest forms.
pub(super) struct Forms {
    store: MisereStore,
    canon: Vec<MisereId>,
    outcomes: HashMap<Vec<u32>, bool>,
}

impl Forms {
    /// The limit on store entries (Q_24(0.07) stays within it, Q_25 does not).
    const STORE_LIMIT: usize = 1 << 16;

    /// The simplest forms of the components with `options`.
    pub fn new(options: &[Vec<Vec<u32>>]) -> Forms {
        let mut store = MisereStore::new();
        let mut canon: Vec<Option<MisereId>> = vec![None; options.len()];
        for c in 0..options.len() {
            simplest_form(c, options, &mut canon, &mut store);
        }
        let canon = canon.into_iter().map(|c| c.expect("every component is evaluated")).collect();
        Forms { store, canon, outcomes: HashMap::new() }
    }
}

impl Oracle for Forms {
    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError> {
        if let Some(&p) = self.outcomes.get(sum) {
            return Ok(p);
        }
        let mut total = self.store.zero();
        for &c in sum {
            total = self.store.sum(total, self.canon[c as usize]);
        }
        if self.store.len() > Forms::STORE_LIMIT {
            return Err(QuotientError::FormsTooLarge { limit: Forms::STORE_LIMIT });
        }
        let p = self.store.outcome(total) == Outcome::P;
        self.outcomes.insert(sum.to_vec(), p);
        Ok(p)
    }

    fn trust(&mut self, _: Vec<Vec<u32>>, _: Vec<bool>, _: Vec<u32>, _: Option<Vec<u64>>) {}
}

/// The misère simplest form of component `c`, from its options' (recursively).
fn simplest_form(
    c: usize,
    options: &[Vec<Vec<u32>>],
    canon: &mut Vec<Option<MisereId>>,
    store: &mut MisereStore,
) -> MisereId {
    if let Some(id) = canon[c] {
        return id;
    }
    let mut ids = Vec::new();
    for option in &options[c] {
        let mut total = store.zero();
        for &part in option {
            let part = simplest_form(part as usize, options, canon, store);
            total = store.sum(total, part);
        }
        ids.push(total);
    }
    let id = store.game(&ids);
    canon[c] = Some(id);
    id
}

/// A trusted prediction: right on the sums of components `0..phi.len()`
/// below `bound`.
struct Trusted {
    table: Vec<Vec<u32>>,
    p: Vec<bool>,
    phi: Vec<u32>,
    bound: Option<Vec<u64>>,
}

impl Trusted {
    /// The prediction for a sum, trusted or not.
    fn predict_anywhere(&self, sum: &[u32]) -> bool {
        let x = sum.iter().fold(0, |x, &c| self.table[x as usize][self.phi[c as usize] as usize]);
        self.p[x as usize]
    }

    /// The prediction for a sum, if it is trusted there.
    fn predict(&self, sum: &[u32]) -> Option<bool> {
        if sum.last().is_some_and(|&c| c as usize >= self.phi.len()) {
            return None;
        }
        if let Some(bound) = &self.bound {
            let mut counts = vec![0u64; bound.len()];
            for &c in sum {
                counts[c as usize] += 1;
            }
            if counts.iter().rev().cmp(bound.iter().rev()) != std::cmp::Ordering::Less {
                return None;
            }
        }
        Some(self.predict_anywhere(sum))
    }
}

/// Outcomes from trusted predictions where there are some, else from forms.
pub(super) struct Trusting {
    /// The latest verified quotient (of fewer components than asked now).
    verified: Option<Trusted>,
    /// The candidate with the greatest least failure since then.
    best: Option<Trusted>,
    forms: Forms,
}

impl Trusting {
    /// Nothing trusted yet, for components with `options` (sums of earlier
    /// components).
    pub fn new(options: &[Vec<Vec<u32>>]) -> Trusting {
        Trusting { verified: None, best: None, forms: Forms::new(options) }
    }
}

impl Oracle for Trusting {
    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError> {
        let trusted = [&self.best, &self.verified];
        match trusted.iter().find_map(|t| t.as_ref().and_then(|t| t.predict(sum))) {
            Some(p) => Ok(p),
            None => self.forms.is_p(sum),
        }
    }

    fn trust(
        &mut self,
        table: Vec<Vec<u32>>,
        p: Vec<bool>,
        phi: Vec<u32>,
        bound: Option<Vec<u64>>,
    ) {
        let reaches_further = match (&bound, &self.best) {
            (None, _) | (Some(_), None) => true,
            (Some(new), Some(best)) => {
                let old = best.bound.as_ref().expect("a candidate's bound");
                new.len() > old.len() || new.iter().rev().gt(old.iter().rev())
            }
        };
        let trusted = Trusted { table, p, phi, bound };
        if trusted.bound.is_none() {
            (self.verified, self.best) = (Some(trusted), None);
        } else if reaches_further {
            self.best = Some(trusted);
        }
    }
}
