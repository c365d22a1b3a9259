//! True outcomes of sums by game-tree search that stops at trusted
//! predictions.
//!
//! A sum is a sorted list of component indices. Its outcome is searched from
//! the rules (submodule `rules`: misère play, P when it has a move and
//! every option is N, or a level game's), memoised, and the search stops at
//! every sum that a trusted prediction covers: the latest verified quotient
//! (every sum of its components) and the candidate with the greatest least
//! failure since (every sum below that failure in the well-order of the
//! submodule `n_failures`). Why those predictions are true is in the module
//! doc of `quotient`; everything else follows the definition, so every
//! answer is the true outcome.
//!
//! Two devices keep the search small without touching exactness:
//!
//! - under misère play, the memo's key of a sum is the misère simplest form
//!   of its part made of the verified quotient's components (in a
//!   [`crate::misere::canonical::MisereStore`]) beside the rest: equal games
//!   have equal outcomes in every sum, so sums with equal keys have equal
//!   outcomes (and a sum all of whose part is formed has its form's
//!   outcome). If the forms outgrow their limit, keys fall back to the sums
//!   themselves;
//! - options that the latest candidate predicts P are searched first (a
//!   hint only: a sum is N as soon as one option is found P).
//!
//! A guess ([`Oracle::guess`]) searches within a budget of sums, drawn from
//! a credit for the whole table, and falls back to the latest candidate's
//! prediction; a sum that outgrew a full budget is not searched for a guess
//! again until the next verified quotient (true outcomes found meanwhile by
//! [`Oracle::is_p`] still answer it). Without the credit, one table of 10^5
//! entries can cost millions of sums searched for guesses; with too small a
//! budget, the guesses are predictions that are often wrong, and the learner
//! spends its rounds correcting them one by one.
//!
//! All searches together may be held to an allowance ([`Search::allow`]):
//! the component being learned is then added by levels instead (submodule
//! `levels`), which never searches.
//!
//! The order on sums: count vectors compared from the last component. On
//! sorted sums this is the lexicographic order of the sums read from the end
//! (a proper prefix being smaller), which [`Trusted::covers`] uses.

use std::cmp::Ordering;

use super::QuotientError;
use super::oracle::{Oracle, simplest_form};
use super::rules::Rules;
use crate::fx::FxMap;
use crate::misere::canonical::{MisereId, MisereStore};
use crate::outcome::Outcome;

/// A prediction by a monoid: trusted on the sums of components
/// `0..phi.len()` below `bound`.
struct Trusted {
    table: Vec<Vec<u32>>,
    p: Vec<bool>,
    phi: Vec<u32>,
    /// The least failure as a sorted sum, `None` for a verified quotient.
    bound: Option<Vec<u32>>,
}

impl Trusted {
    /// Whether the prediction is trusted at `sum`.
    fn covers(&self, sum: &[u32]) -> bool {
        self.applies(sum)
            && self
                .bound
                .as_ref()
                .map_or(true, |bound| sum.iter().rev().cmp(bound.iter().rev()).is_lt())
    }

    /// Whether `sum` is a sum of this prediction's components.
    fn applies(&self, sum: &[u32]) -> bool {
        sum.last().map_or(true, |&c| (c as usize) < self.phi.len())
    }

    /// The prediction at `sum` (of this prediction's components), trusted or not.
    fn predict(&self, sum: &[u32]) -> bool {
        let x = sum.iter().fold(0, |x, &c| self.table[x as usize][self.phi[c as usize] as usize]);
        self.p[x as usize]
    }

    /// Whether this prediction is trusted on more sums than `other`.
    fn reaches_further(&self, other: &Trusted) -> bool {
        match (&self.bound, &other.bound) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(new), Some(old)) => match self.phi.len().cmp(&other.phi.len()) {
                Ordering::Equal => new.iter().rev().gt(old.iter().rev()),
                longer => longer.is_gt(),
            },
        }
    }
}

/// A sum being searched: the options left to search, whether it has a
/// move, and its outcome once known.
struct Frame {
    sum: Vec<u32>,
    pending: Vec<Vec<u32>>,
    has_move: bool,
    p: Option<bool>,
}

/// The memo's key of a sum: the simplest form of its formed part, the rest.
type Key = (MisereId, Vec<u32>);

/// Outcomes by game-tree search from the rules, stopping at trusted
/// predictions.
pub(super) struct Search {
    options: Vec<Vec<Vec<u32>>>,
    rules: Rules,
    /// The latest verified quotient (of fewer components than asked now).
    verified: Option<Trusted>,
    /// The candidate with the greatest least failure since then.
    best: Option<Trusted>,
    /// The latest candidate, whose predictions order the search and make
    /// the guesses.
    hint: Option<Trusted>,
    /// The guesses made from the current hint.
    guessed: FxMap<Vec<u32>, bool>,
    /// The true outcomes of the sums asked (a cache, cleared when full).
    asked: FxMap<Vec<u32>, bool>,
    /// The sums whose search outgrew a guess's budget since the last
    /// verified quotient: their guesses come from the hint at once.
    hard: FxMap<Vec<u32>, ()>,
    /// The sums the guesses of the current table may still search.
    credit: usize,
    /// The sums all searches may still visit, until the next [`Search::allow`].
    allowance: usize,
    /// True outcomes found by search (a cache, cleared when full).
    memo: FxMap<Key, bool>,
    memo_limit: usize,
    /// Components `..formed` enter keys by the simplest form of their sum.
    formed: usize,
    store: MisereStore,
    /// The simplest forms of components `..canon.len()`.
    canon: Vec<Option<MisereId>>,
}

impl Search {
    /// The limit on simplest forms in the store, past which keys are sums
    /// (2^16 made 0.35 at heaps to 10 three times slower, the forms of its
    /// sums growing ever larger; 2^12 made 0.336 fifteen times slower).
    const STORE_LIMIT: usize = 1 << 14;

    /// The limit on sums searched for one true outcome.
    pub const WORK_LIMIT: usize = 1 << 24;

    /// The sums searched for a guess before it falls back to a prediction.
    const GUESS_BUDGET: usize = 1 << 10;

    /// The sums searched for all the guesses of one table.
    const TABLE_CREDIT: usize = 1 << 16;

    /// Nothing trusted yet, for components with `options` (sorted sums of
    /// earlier components) under `rules`; at most `memo_limit` outcomes
    /// cached.
    pub fn new(options: &[Vec<Vec<u32>>], rules: Rules, memo_limit: usize) -> Search {
        Search {
            options: options.to_vec(),
            rules,
            verified: None,
            best: None,
            hint: None,
            guessed: FxMap::default(),
            asked: FxMap::default(),
            hard: FxMap::default(),
            credit: Search::TABLE_CREDIT,
            allowance: usize::MAX,
            memo: FxMap::default(),
            memo_limit,
            formed: 0,
            store: MisereStore::new(),
            canon: vec![None; options.len()],
        }
    }

    /// Lets all searches from now on visit at most `work` sums in all, after
    /// which [`Oracle::is_p`] reports [`QuotientError::SearchTooLarge`].
    pub fn allow(&mut self, work: usize) {
        self.allowance = work;
    }

    /// The memo's key of `sum`.
    fn key(&mut self, sum: &[u32]) -> Key {
        let split = sum.partition_point(|&c| (c as usize) < self.formed);
        let mut form = self.store.zero();
        for &c in &sum[..split] {
            let part = simplest_form(c as usize, &self.options, &mut self.canon, &mut self.store);
            form = self.store.sum(form, part);
        }
        if self.store.len() > Search::STORE_LIMIT {
            // Forms of these sums grow without bound: key by sums from now on.
            (self.formed, self.store, self.memo) = (0, MisereStore::new(), FxMap::default());
            self.canon.fill(None);
            return (self.store.zero(), sum.to_vec());
        }
        (form, sum[split..].to_vec())
    }

    /// The outcome of `sum` if a trusted prediction, its form or the memo
    /// knows it.
    fn known(&mut self, sum: &[u32]) -> Option<bool> {
        if let Some(t) = [&self.best, &self.verified].into_iter().flatten().find(|t| t.covers(sum))
        {
            return Some(t.predict(sum));
        }
        let (form, rest) = self.key(sum);
        if rest.is_empty() && self.rules.is_misere() {
            return Some(self.store.outcome(form) == Outcome::P);
        }
        self.memo.get(&(form, rest)).copied()
    }

    /// The frame of `sum`: its options not known yet (those the hint
    /// predicts P last), and its outcome if the known ones decide it.
    fn frame(&mut self, sum: Vec<u32>) -> Frame {
        let mut pending = Vec::new();
        let mut has_move = false;
        let mut p = None;
        if self.rules.wins(self.rules.tag(&sum)) {
            return Frame { sum, pending, has_move: true, p: Some(false) };
        }
        'components: for (i, &c) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == c {
                continue; // equal components give the same options
            }
            for o in 0..self.options[c as usize].len() {
                has_move = true;
                let mut next: Vec<u32> = sum[..i]
                    .iter()
                    .chain(&sum[i + 1..])
                    .chain(&self.options[c as usize][o])
                    .copied()
                    .collect();
                next.sort_unstable();
                match self.known(&next) {
                    Some(true) => {
                        p = Some(false);
                        break 'components;
                    }
                    Some(false) => {}
                    None => pending.push(next),
                }
            }
        }
        if p.is_none() && pending.is_empty() {
            p = Some(has_move || self.rules.terminal_p());
        }
        if let Some(hint) = self.hint.as_ref().filter(|h| h.applies(&sum)) {
            pending.sort_by_cached_key(|o| hint.predict(o));
        }
        Frame { sum, pending, has_move, p }
    }
}

impl Search {
    /// Caches the true outcome `p` of the asked `sum`.
    fn remember(&mut self, sum: &[u32], p: bool) {
        if self.asked.len() >= self.memo_limit {
            self.asked.clear();
        }
        self.guessed.remove(sum);
        self.asked.insert(sum.to_vec(), p);
    }
}

impl Search {
    /// The outcome of `sum` by search, or `None` once `budget` runs out
    /// (each sum searched beyond the first spends one).
    fn search(&mut self, sum: &[u32], budget: &mut usize) -> Option<bool> {
        if let Some(p) = self.known(sum) {
            return Some(p);
        }
        let mut stack = vec![self.frame(sum.to_vec())];
        loop {
            let top = stack.last_mut().expect("the stack ends at the asked sum");
            if let Some(p) = top.p {
                let done = stack.pop().expect("a frame");
                if self.memo.len() >= self.memo_limit {
                    self.memo.clear(); // a cache of true outcomes: it may forget
                }
                let key = self.key(&done.sum);
                self.memo.insert(key, p);
                match stack.last_mut() {
                    None => return Some(p),
                    Some(parent) if p => parent.p = Some(false),
                    Some(_) => {}
                }
                continue;
            }
            match top.pending.pop() {
                None => top.p = Some(top.has_move || self.rules.terminal_p()),
                Some(next) => match self.known(&next) {
                    Some(true) => top.p = Some(false),
                    Some(false) => {}
                    None => {
                        if *budget == 0 || self.allowance == 0 {
                            return None;
                        }
                        *budget -= 1;
                        self.allowance -= 1;
                        let frame = self.frame(next);
                        stack.push(frame);
                    }
                },
            }
        }
    }
}

impl Oracle for Search {
    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError> {
        if let Some(&p) = self.asked.get(sum) {
            return Ok(p);
        }
        let mut budget = Search::WORK_LIMIT;
        let p = self
            .search(sum, &mut budget)
            .ok_or(QuotientError::SearchTooLarge { limit: Search::WORK_LIMIT })?;
        self.remember(sum, p);
        Ok(p)
    }

    fn guess(&mut self, sum: &[u32]) -> Result<(bool, bool), QuotientError> {
        if let Some(&p) = self.asked.get(sum) {
            return Ok((p, true));
        }
        // A true outcome found since the last guess overrides it.
        if let Some(p) = self.known(sum) {
            self.remember(sum, p);
            return Ok((p, true));
        }
        if let Some(&p) = self.guessed.get(sum) {
            return Ok((p, false));
        }
        if !self.hard.contains_key(sum) {
            let mut budget = Search::GUESS_BUDGET.min(self.credit);
            let full = budget == Search::GUESS_BUDGET;
            let found = self.search(sum, &mut budget);
            self.credit -= Search::GUESS_BUDGET.min(self.credit) - budget;
            if let Some(p) = found {
                self.remember(sum, p);
                return Ok((p, true));
            }
            if full {
                self.hard.insert(sum.to_vec(), ());
            }
        }
        let hint = match self.hint.as_ref().filter(|h| h.applies(sum)) {
            Some(hint) => hint,
            None => return Ok((self.is_p(sum)?, true)),
        };
        let p = hint.predict(sum);
        self.guessed.insert(sum.to_vec(), p);
        Ok((p, false))
    }

    fn new_table(&mut self) {
        self.credit = Search::TABLE_CREDIT;
    }

    fn trust(
        &mut self,
        table: Vec<Vec<u32>>,
        p: Vec<bool>,
        phi: Vec<u32>,
        bound: Option<Vec<u64>>,
    ) {
        let bound: Option<Vec<u32>> = bound.map(|counts| {
            counts
                .iter()
                .enumerate()
                .flat_map(|(c, &m)| std::iter::repeat(c as u32).take(m as usize))
                .collect()
        });
        let hint = Trusted { table: table.clone(), p: p.clone(), phi: phi.clone(), bound: None };
        (self.hint, self.guessed) = (Some(hint), FxMap::default());
        let trusted = Trusted { table, p, phi, bound };
        if trusted.bound.is_none() {
            // It covers every sum asked so far: the memo is of no more use,
            // and its components' sums are keyed by their forms from now on.
            self.memo.clear();
            self.asked.clear();
            self.hard.clear();
            if self.rules.is_misere() {
                self.formed = trusted.phi.len();
            }
            (self.verified, self.best) = (Some(trusted), None);
        } else if self.best.as_ref().map_or(true, |best| trusted.reaches_further(best)) {
            self.best = Some(trusted);
        }
    }
}

#[cfg(test)]
mod tests {
    //! The search against plain misère game-tree search of every sum in a box, with nothing
    //! trusted and with the quotient of the earlier components trusted.
    use super::super::brute::{is_p, options_of, sums};
    use super::{Oracle, Rules, Search};
    use crate::misere::quotient::MisereQuotient;
    use proptest::prelude::*;
    use std::collections::HashMap;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn search_agrees_with_the_rules(
            raw in prop::collection::vec(
                prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 0..3), 0..4),
                1..5),
        ) {
            // Component c moves to sums of up to two earlier components.
            let options = options_of(&raw);
            let k = options.len();
            let mut memo = HashMap::new();
            let mut plain = Search::new(&options, Rules::misere(), 1 << 12);
            let mut trusting = Search::new(&options, Rules::misere(), 1 << 12);
            let earlier: Vec<Vec<Vec<usize>>> = options[..k - 1]
                .iter()
                .map(|opts| opts.iter().map(|o| o.iter().map(|&c| c as usize).collect()).collect())
                .collect();
            if let Ok(q) = MisereQuotient::of_components_with_limit(&earlier, 64) {
                trusting.trust(q.table, q.p, q.phi, None);
            }
            for sum in sums(k, 3) {
                let truth = is_p(&sum, &options, &Rules::misere(), &mut memo);
                prop_assert_eq!(plain.is_p(&sum).unwrap(), truth, "{:?}", sum);
                prop_assert_eq!(trusting.is_p(&sum).unwrap(), truth, "{:?}", sum);
                prop_assert_eq!(trusting.guess(&sum).unwrap(), (truth, true), "{:?}", sum);
            }
        }
    }
}
