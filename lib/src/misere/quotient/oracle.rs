//! Where the learner's outcomes of sums come from: the [`Oracle`] trait,
//! and [`Forms`], which adds up the components' misère simplest forms in a
//! [`MisereStore`] (exact, but the forms of sums of wild components grow
//! quickly: for 0.07 they outgrow the store once heaps of 25 are in the
//! sums). The other source, game-tree search stopping at trusted
//! predictions, is the submodule `search`.

use std::collections::HashMap;

use super::QuotientError;
use crate::misere::canonical::{MisereId, MisereStore};
use crate::outcome::Outcome;

/// A source of misère outcomes of sums of components.
pub(super) trait Oracle {
    /// Whether the sum (sorted component indices) is a misère P-position:
    /// always the true outcome.
    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError>;

    /// The true outcome where it comes cheaply, else a guess (the latest
    /// candidate's prediction), and whether it is the true outcome. Guesses
    /// only shape hypotheses: every hypothesis is checked exactly, and the
    /// learner confirms with [`Oracle::is_p`] every outcome that a repair
    /// relies on.
    fn guess(&mut self, sum: &[u32]) -> Result<(bool, bool), QuotientError> {
        Ok((self.is_p(sum)?, true))
    }

    /// Starts a new table: guesses may spend their search budget afresh.
    fn new_table(&mut self) {}

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
pub(super) fn simplest_form(
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
