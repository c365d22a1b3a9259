//! The L*-style learner of a candidate quotient: states are represented by
//! sums, told apart by their outcomes beside a growing list of test sums
//! (and, in a level game, by their element in the rules' context); a
//! candidate whose transitions commute is checked for failures under the
//! rules and repaired from its least failure until none remains.
//!
//! The table's outcomes come from [`Oracle::guess`]: true where they come
//! cheaply, else a prediction. A wrong entry only makes a wrong hypothesis,
//! which the exact check rejects. A repair confirms with [`Oracle::is_p`]
//! the entries it relies on (the two ends of the Rivest–Schapire search);
//! if one was a wrong guess, its true outcome is now cached and the table is
//! rebuilt instead, so each round either adds a test that splits a state or
//! corrects an entry. The entries that are true outcomes are kept by word
//! across rebuilds; a rebuild asks the oracle again only for the guesses
//! (which may have become true since) and for the new tests' entries.

use std::collections::HashMap;

use crate::fx::FxMap;

use super::QuotientError;
use super::n_failures::Candidate;
use super::oracle::Oracle;
use super::rules::Rules;

/// What the check of a hypothesis found.
enum Verdict {
    /// No failure: the hypothesis is the quotient's automaton.
    Exact,
    /// A table entry was a wrong guess; its true outcome is cached now.
    Rebuild,
    /// A word whose outcome the hypothesis gets wrong, and the cut for
    /// [`Learner::learn_from`].
    Wrong(Vec<u32>, usize),
}

/// The automaton being learned over components `0..k`.
pub(super) struct Learner<'a> {
    k: usize,
    oracle: &'a mut dyn Oracle,
    rules: &'a Rules,
    options: &'a [Vec<Vec<u32>>],
    /// Test sums (sorted), the empty sum first.
    pub tests: Vec<Vec<u32>>,
    /// Per state: the word (in reading order) that reaches it.
    pub words: Vec<Vec<u32>>,
    /// Per state: its outcomes beside each test (P = true; the first, beside
    /// the empty test, is the state's prediction).
    pub rows: Vec<Vec<bool>>,
    /// Per state: the rules' context element of its word (states are told
    /// apart by it too, so they refine the context).
    pub tags: Vec<u32>,
    /// Per state and component: the state reached by reading the component.
    pub delta: Vec<Vec<u32>>,
    limit: usize,
    triple_limit: usize,
    /// Per sorted word: its true outcomes beside the tests, where known
    /// (the table's entries that are no guesses, kept across rebuilds).
    exact: FxMap<Vec<u32>, Vec<Option<bool>>>,
}

fn merged(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut v: Vec<u32> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v
}

impl<'a> Learner<'a> {
    /// The pairs that do not commute whose entries a round confirms at most.
    const CONFIRMATIONS: usize = 256;

    /// A learner for components with `options` (sums of earlier
    /// components) under `rules`, starting from `tests`, with at most
    /// `limit` states and `triple_limit` triples in a failure search.
    pub fn new(
        options: &'a [Vec<Vec<u32>>],
        oracle: &'a mut dyn Oracle,
        rules: &'a Rules,
        tests: Vec<Vec<u32>>,
        limit: usize,
        triple_limit: usize,
    ) -> Learner<'a> {
        Learner {
            k: options.len(),
            oracle,
            rules,
            options,
            tests,
            words: Vec::new(),
            rows: Vec::new(),
            tags: Vec::new(),
            delta: Vec::new(),
            limit,
            triple_limit,
            exact: FxMap::default(),
        }
    }

    /// Learns until the candidate has no failure.
    pub fn run(&mut self) -> Result<(), QuotientError> {
        loop {
            self.close()?;
            match self.check()? {
                Verdict::Exact => return Ok(()),
                Verdict::Rebuild => {}
                Verdict::Wrong(word, cut) => self.learn_from(&word, cut)?,
            }
        }
    }

    fn is_p(&mut self, sum: &[u32]) -> Result<bool, QuotientError> {
        let mut sorted = sum.to_vec();
        sorted.sort_unstable();
        self.oracle.is_p(&sorted)
    }

    fn row(&mut self, word: &[u32]) -> Result<Vec<bool>, QuotientError> {
        let mut sorted = word.to_vec();
        sorted.sort_unstable();
        let mut known = self.exact.remove(&sorted).unwrap_or_default();
        known.resize(self.tests.len(), None);
        let mut row = Vec::with_capacity(self.tests.len());
        for (t, entry) in known.iter_mut().enumerate() {
            let p = match *entry {
                Some(p) => p,
                None => {
                    let (p, exact) = self.oracle.guess(&merged(&sorted, &self.tests[t]))?;
                    if exact {
                        *entry = Some(p);
                    }
                    p
                }
            };
            row.push(p);
        }
        self.exact.insert(sorted, known);
        Ok(row)
    }

    /// Rebuilds states and transitions from the empty word with the current tests.
    fn close(&mut self) -> Result<(), QuotientError> {
        self.oracle.new_table();
        self.words = vec![Vec::new()];
        self.rows = vec![self.row(&[])?];
        self.tags = vec![0];
        self.delta = Vec::new();
        let mut index: HashMap<(u32, Vec<bool>), u32> = HashMap::new();
        index.insert((0, self.rows[0].clone()), 0);
        let mut state = 0;
        while state < self.words.len() {
            let mut moves = Vec::with_capacity(self.k);
            for c in 0..self.k as u32 {
                let mut word = self.words[state].clone();
                word.push(c);
                let tag = self.rules.mul(self.tags[state], self.rules.tag_of(c));
                let key = (tag, self.row(&word)?);
                let target = match index.get(&key) {
                    Some(&t) => t,
                    None => {
                        if self.words.len() >= self.limit {
                            return Err(QuotientError::TooLarge { limit: self.limit });
                        }
                        let t = self.words.len() as u32;
                        self.words.push(word);
                        self.rows.push(key.1.clone());
                        self.tags.push(tag);
                        index.insert(key, t);
                        t
                    }
                };
                moves.push(target);
            }
            self.delta.push(moves);
            state += 1;
        }
        Ok(())
    }

    fn run_word(&self, word: &[u32]) -> u32 {
        word.iter().fold(0, |s, &c| self.delta[s as usize][c as usize])
    }

    /// Adds a test that separates a wrongly predicted word (Rivest–Schapire).
    /// `cut` is a prefix length where reading stops with the wrong outcome:
    /// `o(words[run(word[..cut])] + word[cut..]) != o(word)`.
    fn learn_from(&mut self, word: &[u32], cut: usize) -> Result<(), QuotientError> {
        let truth = |l: &mut Learner, i: usize| {
            let state = l.run_word(&word[..i]) as usize;
            let sum = merged(&l.words[state].clone(), &word[i..]);
            l.oracle.is_p(&sum)
        };
        let (mut lo, mut hi) = (0, cut);
        let at_lo = truth(self, lo)?;
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if truth(self, mid)? == at_lo {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let mut suffix = word[hi..].to_vec();
        suffix.sort_unstable();
        if !self.tests.contains(&suffix) {
            self.tests.push(suffix);
        }
        Ok(())
    }

    /// `x·y` in the (commutative) automaton: read y's word from x.
    pub fn mul(&self, x: usize, y: usize) -> u32 {
        self.words[y].iter().fold(x as u32, |s, &c| self.delta[s as usize][c as usize])
    }

    /// Whether the table's entry for state `state` and test `t` is the true
    /// outcome (found now, and cached by the oracle).
    fn confirmed(&mut self, state: usize, t: usize) -> Result<bool, QuotientError> {
        let sum = merged(&self.words[state], &self.tests[t]);
        Ok(self.oracle.is_p(&sum)? == self.rows[state][t])
    }

    /// The check of the hypothesis: commutativity, then its least failure.
    fn check(&mut self) -> Result<Verdict, QuotientError> {
        if let Some(found) = self.commutativity()? {
            return Ok(found);
        }
        let n = self.words.len();
        let mul: Vec<Vec<u32>> = (0..n).map(|x| (0..n).map(|y| self.mul(x, y)).collect()).collect();
        let accept: Vec<bool> = self.rows.iter().map(|r| r[0]).collect();
        let image = self.delta[0].clone();
        let winning = self.tags.iter().map(|&t| self.rules.wins(t)).collect();
        let candidate = Candidate::with_rules(
            mul.clone(),
            accept.clone(),
            image.clone(),
            self.options,
            winning,
            self.rules.terminal_p(),
        );
        let least = candidate
            .least_failure(self.triple_limit)
            .map_err(|()| QuotientError::CheckTooLarge { limit: self.triple_limit })?;
        let counts = match least {
            Some(counts) => counts,
            None => return Ok(Verdict::Exact),
        };
        // Every sum below the least failure is predicted right, and the
        // least failure wrong.
        self.oracle.trust(mul, accept, image, Some(counts.clone()));
        let word: Vec<u32> = counts
            .iter()
            .enumerate()
            .flat_map(|(c, &m)| std::iter::repeat(c as u32).take(m as usize))
            .collect();
        let end = self.run_word(&word) as usize;
        if !self.confirmed(end, 0)? {
            return Ok(Verdict::Rebuild);
        }
        let truth = self.is_p(&word)?;
        debug_assert_ne!(self.rows[end][0], truth, "the least failure is predicted wrong");
        let cut = word.len();
        Ok(Verdict::Wrong(word, cut))
    }

    /// A counterexample if reading two components in either order from some
    /// state lands in different states.
    fn commutativity(&mut self) -> Result<Option<Verdict>, QuotientError> {
        // The pairs that do not commute, lightest sum to search first
        // (components weighted by their index), each with a test whose
        // entries differ.
        let weight = |sum: &[u32]| sum.iter().map(|&c| u64::from(c) + 1).sum::<u64>();
        let mut pairs: Vec<(u64, usize, usize, usize, usize)> = Vec::new();
        for x in 0..self.words.len() {
            for a in 0..self.k {
                for b in a + 1..self.k {
                    let ab = self.delta[self.delta[x][a] as usize][b] as usize;
                    let ba = self.delta[self.delta[x][b] as usize][a] as usize;
                    if ab == ba {
                        continue;
                    }
                    let t = (0..self.tests.len())
                        .filter(|&t| self.rows[ab][t] != self.rows[ba][t])
                        .min_by_key(|&t| weight(&self.tests[t]))
                        .expect("distinct states have distinct rows");
                    let w = weight(&self.words[x]) + weight(&self.tests[t]) + (a + b + 2) as u64;
                    pairs.push((w, x, a, b, t));
                }
            }
        }
        if pairs.is_empty() {
            return Ok(None);
        }
        pairs.sort_unstable();
        for &(_, x, a, b, t) in pairs.iter().take(Learner::CONFIRMATIONS) {
            let y1 = self.delta[self.delta[x][a] as usize][b] as usize;
            let y2 = self.delta[self.delta[x][b] as usize][a] as usize;
            // With both entries true, one of words[y1] + t, words[y2] + t has
            // the wrong outcome for words[x] + a + b + t: cut the word there.
            if !self.confirmed(y1, t)? || !self.confirmed(y2, t)? {
                continue; // a wrong guess, corrected in the next table
            }
            let test = self.tests[t].clone();
            for order in [[a, b], [b, a]] {
                let mut word = self.words[x].clone();
                word.extend(order.iter().map(|&c| c as u32));
                let cut = word.len();
                word.extend(&test);
                let end = self.run_word(&word[..cut]) as usize;
                if self.rows[end][t] != self.is_p(&word)? {
                    return Ok(Some(Verdict::Wrong(word, cut)));
                }
            }
            unreachable!("the two true rows differ, so one is wrong");
        }
        Ok(Some(Verdict::Rebuild))
    }
}
