//! Misère quotients (Plambeck–Siegel) of the sums of a finite set of
//! components: heaps of a take-and-break game up to a size, boards of a game.
//!
//! The closure A of the components is the set of their finite sums, and two
//! sums X, Y are indistinguishable when `o(X + Z) = o(Y + Z)` (misère
//! outcomes) for every Z in A. The classes form a finite commutative monoid Q
//! (when finite), the misère quotient, with its P-portion (the classes of
//! P-positions) and the map Φ from components to Q. Q is the syntactic monoid
//! of the set of P-positions among multiplicity vectors.
//!
//! # How it is computed
//!
//! Q is learned as a commutative automaton that reads components one at a
//! time, in the manner of Angluin's L*: states are represented by sums, told
//! apart by their outcomes beside a growing list of test sums; misère
//! outcomes of concrete sums come from adding up the components' misère
//! simplest forms in a [`crate::misere::canonical::MisereStore`]. A candidate is then
//! checked exactly, over all infinitely many sums, and repaired from the
//! least counterexample until none remains:
//!
//! - commutativity: reading components in either order lands in one state;
//! - P-failures: no element x and component h with `x·Φ(h)` in P and
//!   `x·Φ(h')` in P for an option h' of h (every x is the class of some sum);
//! - terminal sums (of components without moves) are predicted N;
//! - N-failures: no sum v predicted N that has moves, all predicted N. A sum
//!   v is summarised by its class and, for each kind of component h in it,
//!   the class of `v − h`; these finitely many summaries are searched
//!   exhaustively from the empty sum.
//!
//! By induction on sums, a candidate passing all four predicts every outcome;
//! merging its indistinguishable states (Moore's partition refinement) gives
//! the quotient. Unlike MisereSolver, which extends the quotient heap by heap
//! from the previous one, this learns from outcomes of small sums and checks
//! over summaries whose number grows quickly with the number of kinds of
//! components: Q_20(0.07) (24 elements) takes about 30 s, and from n = 22 on
//! the check outgrows its limit, so Q_30(0.07) (360 elements) is out of reach.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::fmt;

use crate::impartial::Impartial;
use crate::misere::canonical::{MisereId, MisereStore};
use crate::outcome::Outcome;
use crate::takebreak::TakeBreak;

/// Why a quotient was not computed.
///
/// # Example
///
/// ```
/// use cgt::{MisereQuotient, QuotientError};
///
/// // Nim heaps 1..=12: the quotient has more elements than the limit allows.
/// let options: Vec<Vec<Vec<usize>>> =
///     (0..12).map(|h| (0..h).map(|k| vec![k]).chain([vec![]]).collect()).collect();
/// let err = MisereQuotient::of_components_with_limit(&options, 4).unwrap_err();
/// assert!(matches!(err, QuotientError::TooLarge { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuotientError {
    /// The automaton being learned outgrew the element limit (the quotient
    /// may be infinite).
    TooLarge {
        /// The limit on elements that was reached.
        limit: usize,
    },
    /// The exact check for N-failures outgrew its limit on summaries (it
    /// grows quickly with the number of kinds of components).
    CheckTooLarge {
        /// The limit on summaries that was reached.
        limit: usize,
    },
    /// The misère simplest forms of the sums whose outcomes the learner
    /// needed outgrew their limit on store entries: sums of these components
    /// are wild, and the quotient is very large or infinite.
    FormsTooLarge {
        /// The limit on store entries that was reached.
        limit: usize,
    },
}

impl fmt::Display for QuotientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuotientError::TooLarge { limit } => {
                write!(f, "the quotient outgrew the limit of {limit}")
            }
            QuotientError::CheckTooLarge { limit } => {
                write!(f, "the exact check outgrew the limit of {limit} summaries")
            }
            QuotientError::FormsTooLarge { limit } => {
                write!(f, "the sums' misère simplest forms outgrew the limit of {limit} entries")
            }
        }
    }
}

impl std::error::Error for QuotientError {}

/// A misère quotient: a finite commutative monoid Q (elements `0..len`, 0 the
/// identity), its P-portion, and the map from components to Q.
///
/// # Example
///
/// ```
/// use cgt::{MisereQuotient, OctalCode, Outcome, TakeBreak};
///
/// // Misère Nim on heaps of 1 and 2: the quotient T2 of order 6.
/// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
/// let q = MisereQuotient::take_break(&nim, 2).unwrap();
/// assert_eq!((q.len(), q.p_len()), (6, 2));
/// assert_eq!(q.to_string(), "generators: a b\nrelations: a^2 = 1, b^3 = b\nP: a, b^2");
/// // Three heaps of 1: P; two heaps of 2: P; a heap of 1 and two of 2: N.
/// assert_eq!(q.outcome(&[3, 0]), Outcome::P);
/// assert_eq!(q.outcome(&[0, 2]), Outcome::P);
/// assert_eq!(q.outcome(&[1, 2]), Outcome::N);
/// ```
#[derive(Debug, Clone)]
pub struct MisereQuotient {
    table: Vec<Vec<u32>>,
    p: Vec<bool>,
    phi: Vec<u32>,
    /// Powers of each component's image: `x^m` for `m < pre + period`.
    powers: Vec<(Vec<u32>, usize)>,
    generators: Vec<usize>,
    normal_forms: Vec<Vec<u32>>,
    relations: Vec<(Vec<u32>, Vec<u32>)>,
}

/// Sums of components as an impartial game: a position is a sorted list of
/// component indices.
struct Sums {
    options: Vec<Vec<Vec<u32>>>,
}

impl Impartial for Sums {
    type Position = Vec<u32>;
    fn options(&self, position: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut result = Vec::new();
        for (i, &c) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == c {
                continue;
            }
            for option in &self.options[c as usize] {
                let mut next: Vec<u32> =
                    position[..i].iter().chain(&position[i + 1..]).chain(option).copied().collect();
                next.sort_unstable();
                result.push(next);
            }
        }
        result
    }
}

/// The automaton being learned.
struct Learner {
    k: usize,
    /// Misère simplest forms of the components, added up to find outcomes.
    store: MisereStore,
    canon: Vec<MisereId>,
    outcomes: HashMap<Vec<u32>, bool>,
    options: Vec<Vec<Vec<u32>>>,
    /// Test sums (sorted), the empty sum first.
    tests: Vec<Vec<u32>>,
    /// Per state: the word (in reading order) that reaches it, and its row.
    words: Vec<Vec<u32>>,
    rows: Vec<Vec<bool>>,
    delta: Vec<Vec<u32>>,
    limit: usize,
}

fn merged(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut v: Vec<u32> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v
}

impl Learner {
    fn is_p(&mut self, sum: &[u32]) -> bool {
        let mut sorted = sum.to_vec();
        sorted.sort_unstable();
        if let Some(&p) = self.outcomes.get(&sorted) {
            return p;
        }
        let mut total = self.store.zero();
        for &c in &sorted {
            total = self.store.sum(total, self.canon[c as usize]);
        }
        let p = self.store.outcome(total) == Outcome::P;
        self.outcomes.insert(sorted, p);
        p
    }

    fn row(&mut self, word: &[u32]) -> Vec<bool> {
        let tests = self.tests.clone();
        tests.iter().map(|t| self.is_p(&merged(word, t))).collect()
    }

    /// Rebuilds states and transitions from the empty word with the current tests.
    fn close(&mut self) -> Result<(), QuotientError> {
        self.words = vec![Vec::new()];
        self.rows = vec![self.row(&[])];
        self.delta = Vec::new();
        let mut index: HashMap<Vec<bool>, u32> = HashMap::new();
        index.insert(self.rows[0].clone(), 0);
        let mut state = 0;
        while state < self.words.len() {
            let mut moves = Vec::with_capacity(self.k);
            for c in 0..self.k as u32 {
                let mut word = self.words[state].clone();
                word.push(c);
                let row = self.row(&word);
                if self.store.len() > MisereQuotient::STORE_LIMIT {
                    return Err(QuotientError::FormsTooLarge {
                        limit: MisereQuotient::STORE_LIMIT,
                    });
                }
                let target = match index.get(&row) {
                    Some(&t) => t,
                    None => {
                        if self.words.len() >= self.limit {
                            return Err(QuotientError::TooLarge { limit: self.limit });
                        }
                        let t = self.words.len() as u32;
                        index.insert(row.clone(), t);
                        self.words.push(word);
                        self.rows.push(row);
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

    fn run(&self, word: &[u32]) -> u32 {
        word.iter().fold(0, |s, &c| self.delta[s as usize][c as usize])
    }

    fn predicted_p(&self, word: &[u32]) -> bool {
        self.rows[self.run(word) as usize][0]
    }

    /// Adds a test that separates a wrongly predicted word (Rivest–Schapire).
    /// `cut` is a prefix length where reading stops with the wrong outcome:
    /// `o(words[run(word[..cut])] + word[cut..]) != o(word)`.
    fn learn_from(&mut self, word: &[u32], cut: usize) {
        let truth = |l: &mut Learner, i: usize| {
            let state = l.run(&word[..i]) as usize;
            let sum = merged(&l.words[state].clone(), &word[i..]);
            l.is_p(&sum)
        };
        let (mut lo, mut hi) = (0, cut);
        let at_lo = truth(self, lo);
        debug_assert_ne!(at_lo, truth(self, hi));
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if truth(self, mid) == at_lo {
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
    }

    /// A wrongly predicted word, given a sum (sorted) at which the prediction
    /// is locally inconsistent: the sum itself or one of its options.
    fn wrong_word(&mut self, sum: Vec<u32>) -> (Vec<u32>, usize) {
        let mut sum = sum;
        loop {
            if self.predicted_p(&sum) != self.is_p(&sum) {
                let cut = sum.len();
                return (sum, cut);
            }
            let options = Sums { options: self.options.clone() }.options(&sum);
            sum = options
                .into_iter()
                .find(|o| self.predicted_p(o) != self.is_p(o))
                .expect("an inconsistency has a wrong prediction at the sum or an option");
            // The option is wrong; it is returned by the next round of the loop.
        }
    }

    /// A counterexample word if the candidate fails a check, else `None`.
    fn check(&mut self, summary_limit: usize) -> Result<Option<(Vec<u32>, usize)>, QuotientError> {
        let n = self.words.len();
        let k = self.k;
        // Commutativity.
        for x in 0..n {
            for a in 0..k {
                for b in a + 1..k {
                    let ab = self.delta[self.delta[x][a] as usize][b];
                    let ba = self.delta[self.delta[x][b] as usize][a];
                    if ab != ba {
                        let (y1, y2) = (ab as usize, ba as usize);
                        let t = (0..self.tests.len())
                            .find(|&t| self.rows[y1][t] != self.rows[y2][t])
                            .expect("distinct states have distinct rows");
                        // One of words[y1] + t, words[y2] + t has the wrong outcome for
                        // words[x] + a + b + t: cut the word there.
                        let test = self.tests[t].clone();
                        for order in [[a, b], [b, a]] {
                            let mut word = self.words[x].clone();
                            word.extend(order.iter().map(|&c| c as u32));
                            let cut = word.len();
                            word.extend(&test);
                            let end = self.run(&word[..cut]) as usize;
                            if self.rows[end][t] != self.is_p(&word) {
                                return Ok(Some((word, cut)));
                            }
                        }
                        unreachable!("the two rows differ, so one is wrong");
                    }
                }
            }
        }
        let accept: Vec<bool> = self.rows.iter().map(|r| r[0]).collect();
        let image = |l: &Learner, x: u32, sum: &[u32]| {
            sum.iter().fold(x, |s, &c| l.delta[s as usize][c as usize])
        };
        // P-failures.
        for x in 0..n as u32 {
            for h in 0..k {
                if !accept[self.delta[x as usize][h] as usize] {
                    continue;
                }
                let bad = self.options[h].iter().any(|o| accept[image(self, x, o) as usize]);
                if bad {
                    let mut sum = self.words[x as usize].clone();
                    sum.push(h as u32);
                    sum.sort_unstable();
                    return Ok(Some(self.wrong_word(sum)));
                }
            }
        }
        // Terminal sums.
        let ends: Vec<u32> =
            (0..k as u32).filter(|&c| self.options[c as usize].is_empty()).collect();
        let mut seen = vec![false; n];
        let mut queue = vec![(0u32, Vec::new())];
        seen[0] = true;
        while let Some((x, word)) = queue.pop() {
            if accept[x as usize] {
                return Ok(Some(self.wrong_word(word)));
            }
            for &c in &ends {
                let y = self.delta[x as usize][c as usize];
                if !seen[y as usize] {
                    seen[y as usize] = true;
                    let mut next = word.clone();
                    next.push(c);
                    queue.push((y, next));
                }
            }
        }
        // N-failures, over summaries (class, sorted (kind, class of v − h)).
        self.n_failure(&accept, summary_limit)
    }

    fn n_failure(
        &mut self,
        accept: &[bool],
        summary_limit: usize,
    ) -> Result<Option<(Vec<u32>, usize)>, QuotientError> {
        let n = self.words.len();
        let k = self.k;
        // Win[h] = classes z such that z·Φ(h') is P for some option h' of h.
        let image = |l: &Learner, x: u32, sum: &[u32]| {
            sum.iter().fold(x, |s, &c| l.delta[s as usize][c as usize])
        };
        let win: Vec<Vec<bool>> = (0..k)
            .map(|h| {
                (0..n as u32)
                    .map(|z| self.options[h].iter().any(|o| accept[image(self, z, o) as usize]))
                    .collect()
            })
            .collect();
        // Kinds of components: same image, same Win.
        let mut kinds: HashMap<(u32, &Vec<bool>), u32> = HashMap::new();
        let kind: Vec<u32> = (0..k)
            .map(|h| {
                let len = kinds.len() as u32;
                *kinds.entry((self.delta[0][h], &win[h])).or_insert(len)
            })
            .collect();
        let reps: Vec<usize> = {
            let mut reps = vec![usize::MAX; kinds.len()];
            for h in (0..k).rev() {
                reps[kind[h] as usize] = h;
            }
            reps
        };
        // Per kind σ, the classes of z under z ~ z' iff z·u and z'·u are in
        // Win together for every u (a congruence: it is all the summaries need).
        struct Classes {
            of: Vec<u32>,
            rep: Vec<u32>,
            wins: Vec<bool>,
            always: Vec<bool>,
            never: Vec<bool>,
        }
        let classes: Vec<Classes> = reps
            .iter()
            .map(|&h| {
                let mut index: HashMap<Vec<bool>, u32> = HashMap::new();
                let mut c = Classes {
                    of: Vec::with_capacity(n),
                    rep: Vec::new(),
                    wins: Vec::new(),
                    always: Vec::new(),
                    never: Vec::new(),
                };
                for z in 0..n {
                    let sig: Vec<bool> = (0..n).map(|u| win[h][self.mul(z, u) as usize]).collect();
                    let len = index.len() as u32;
                    let id = *index.entry(sig.clone()).or_insert(len);
                    if id == len {
                        c.rep.push(z as u32);
                        c.wins.push(sig[0]);
                        c.always.push(sig.iter().all(|&b| b));
                        c.never.push(sig.iter().all(|&b| !b));
                    }
                    c.of.push(id);
                }
                c
            })
            .collect();
        // Summaries: (class of v, whether v has a move, sorted (kind σ, class of v − h)
        // for the kinds in v, those that can never win dropped).
        type Summary = (u32, bool, Vec<(u32, u32)>);
        let start: Summary = (0, false, Vec::new());
        let mut parent: HashMap<Summary, Option<(Summary, u32)>> = HashMap::new();
        parent.insert(start.clone(), None);
        let mut queue = vec![start];
        let mut head = 0;
        while head < queue.len() {
            let (x, moves, entries) = queue[head].clone();
            head += 1;
            let wins = entries.iter().any(|&(s, c)| classes[s as usize].wins[c as usize]);
            if !accept[x as usize] && moves && !wins {
                // Rebuild the sum.
                let mut word = Vec::new();
                let mut at = (x, moves, entries);
                while let Some(Some((prev, c))) = parent.get(&at) {
                    word.push(*c);
                    at = prev.clone();
                }
                word.sort_unstable();
                return Ok(Some(self.wrong_word(word)));
            }
            for (sigma, &h) in reps.iter().enumerate() {
                let own = &classes[sigma];
                let fresh = own.of[x as usize];
                // A summary that always keeps a winning move cannot lead to an N-failure.
                if own.always[fresh as usize] {
                    continue;
                }
                let mut next: Vec<(u32, u32)> = entries
                    .iter()
                    .filter(|&&(s, _)| s != sigma as u32)
                    .map(|&(s, c)| {
                        let cl = &classes[s as usize];
                        (s, cl.of[self.delta[cl.rep[c as usize] as usize][h] as usize])
                    })
                    .filter(|&(s, c)| !classes[s as usize].never[c as usize])
                    .collect();
                if next.iter().any(|&(s, c)| classes[s as usize].always[c as usize]) {
                    continue;
                }
                if !own.never[fresh as usize] {
                    next.push((sigma as u32, fresh));
                }
                next.sort_unstable();
                let y = self.delta[x as usize][h];
                let summary = (y, moves || !self.options[h].is_empty(), next);
                if !parent.contains_key(&summary) {
                    if parent.len() >= summary_limit {
                        return Err(QuotientError::CheckTooLarge { limit: summary_limit });
                    }
                    parent.insert(summary.clone(), Some(((x, moves, entries.clone()), h as u32)));
                    queue.push(summary);
                }
            }
        }
        Ok(None)
    }

    /// `x·y` in the (commutative) automaton: read y's word from x.
    fn mul(&self, x: usize, y: usize) -> u32 {
        self.words[y].iter().fold(x as u32, |s, &c| self.delta[s as usize][c as usize])
    }
}

impl MisereQuotient {
    /// The quotient of the sums of components `0..options.len()`, where
    /// `options[c]` lists the options of component c, each a sum of
    /// components (a list of indices; the empty list is the empty sum).
    /// Allows up to [`MisereQuotient::DEFAULT_LIMIT`] elements.
    ///
    /// # Constraints
    ///
    /// Every play ends: no component is a follower of itself.
    ///
    /// # Errors
    ///
    /// [`QuotientError::TooLarge`] beyond [`MisereQuotient::DEFAULT_LIMIT`]
    /// states, [`QuotientError::CheckTooLarge`] beyond 2^22 summaries in the
    /// exact check, [`QuotientError::FormsTooLarge`] beyond
    /// 2^16 misère simplest forms of sums. An infinite quotient is reported
    /// one of these ways: the learner gains a few states a round until it
    /// passes a limit.
    ///
    /// # Panics
    ///
    /// If an option names a component out of range.
    ///
    /// # Complexity
    ///
    /// Dominated by the outcomes of sums of a few components (as many as the
    /// quotient needs to tell its elements apart), memoised across the run,
    /// and by the exact check: O(|Q|² · k) plus the summary search, which
    /// grows quickly with the number of kinds of components. Measured (dev
    /// profile): Q_12(0.07) 0.05 s, Q_16 1.7 s, Q_20 32 s; Notakto about 1 s.
    /// Reaching the limit on a game whose quotient is infinite costs about
    /// limit^3.7: limits 100, 200, 400 take 0.16 s, 1.9 s, 27 s.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// // One component, *1: sums of n copies are misère P iff n is odd.
    /// let q = MisereQuotient::of_components(&[vec![vec![]]]).unwrap();
    /// assert_eq!((q.len(), q.p_len()), (2, 1));
    /// ```
    pub fn of_components(options: &[Vec<Vec<usize>>]) -> Result<MisereQuotient, QuotientError> {
        MisereQuotient::of_components_with_limit(options, MisereQuotient::DEFAULT_LIMIT)
    }

    /// The element limit of [`MisereQuotient::of_components`]: large enough
    /// for every quotient the exact check can verify in reasonable time, small
    /// enough that an infinite quotient is reported within seconds.
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// assert!(MisereQuotient::DEFAULT_LIMIT >= 24); // Q_20(0.07) fits
    /// ```
    pub const DEFAULT_LIMIT: usize = 256;

    /// The limit on summaries in the exact check for N-failures.
    const SUMMARY_LIMIT: usize = 1 << 22;

    /// The limit on entries of the store of misère simplest forms that give
    /// the outcomes of sums (Q_20(0.07) needs 834, Notakto 458).
    const STORE_LIMIT: usize = 1 << 16;

    /// As [`MisereQuotient::of_components`], with at most `limit` elements
    /// while learning (and 2^22 summaries in the exact check).
    ///
    /// # Constraints
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Errors
    ///
    /// [`QuotientError::TooLarge`] beyond the limits.
    ///
    /// # Panics
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Complexity
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Example
    ///
    /// See [`QuotientError`].
    pub fn of_components_with_limit(
        options: &[Vec<Vec<usize>>],
        limit: usize,
    ) -> Result<MisereQuotient, QuotientError> {
        let k = options.len();
        let options: Vec<Vec<Vec<u32>>> = options
            .iter()
            .map(|opts| {
                opts.iter()
                    .map(|o| {
                        let mut o: Vec<u32> = o
                            .iter()
                            .map(|&c| {
                                assert!(c < k, "component {c} out of range");
                                c as u32
                            })
                            .collect();
                        o.sort_unstable();
                        o
                    })
                    .collect()
            })
            .collect();
        let mut store = MisereStore::new();
        let mut canon: Vec<Option<MisereId>> = vec![None; k];
        for c in 0..k {
            simplest_form(c, &options, &mut canon, &mut store);
        }
        let mut learner = Learner {
            k,
            store,
            canon: canon.into_iter().map(|c| c.expect("every component is evaluated")).collect(),
            outcomes: HashMap::new(),
            options,
            tests: vec![Vec::new()],
            words: Vec::new(),
            rows: Vec::new(),
            delta: Vec::new(),
            limit,
        };
        loop {
            learner.close()?;
            match learner.check(MisereQuotient::SUMMARY_LIMIT)? {
                None => break,
                Some((word, cut)) => learner.learn_from(&word, cut),
            }
        }
        Ok(MisereQuotient::minimise(&learner))
    }

    /// Merges indistinguishable states of a verified automaton.
    fn minimise(l: &Learner) -> MisereQuotient {
        let n = l.words.len();
        let k = l.k;
        let mut block: Vec<u32> = l.rows.iter().map(|r| u32::from(r[0])).collect();
        loop {
            let mut index: HashMap<(u32, Vec<u32>), u32> = HashMap::new();
            let next: Vec<u32> = (0..n)
                .map(|s| {
                    let key = (block[s], l.delta[s].iter().map(|&t| block[t as usize]).collect());
                    let len = index.len() as u32;
                    *index.entry(key).or_insert(len)
                })
                .collect();
            let stable = index.len() == block.iter().collect::<HashSet<_>>().len();
            block = next;
            if stable {
                break;
            }
        }
        // Renumber blocks in order of first state, so the identity (state 0) is 0.
        let mut renumber: HashMap<u32, u32> = HashMap::new();
        let mut rep: Vec<usize> = Vec::new();
        for (s, &b) in block.iter().enumerate() {
            if let std::collections::hash_map::Entry::Vacant(e) = renumber.entry(b) {
                e.insert(rep.len() as u32);
                rep.push(s);
            }
        }
        let of = |s: u32| renumber[&block[s as usize]];
        let size = rep.len();
        let table: Vec<Vec<u32>> =
            (0..size).map(|x| (0..size).map(|y| of(l.mul(rep[x], rep[y]))).collect()).collect();
        let p: Vec<bool> = rep.iter().map(|&s| l.rows[s][0]).collect();
        let phi: Vec<u32> = (0..k).map(|c| of(l.delta[0][c])).collect();
        MisereQuotient::assemble(table, p, phi)
    }

    /// Powers, generators and a presentation of a monoid given by its table.
    fn assemble(table: Vec<Vec<u32>>, p: Vec<bool>, phi: Vec<u32>) -> MisereQuotient {
        let size = table.len();
        let powers: Vec<(Vec<u32>, usize)> = phi
            .iter()
            .map(|&x| {
                let mut seq = vec![0u32];
                let mut pos: HashMap<u32, usize> = HashMap::from([(0, 0)]);
                loop {
                    let next = table[*seq.last().expect("non-empty") as usize][x as usize];
                    if let Some(&start) = pos.get(&next) {
                        return (seq, start);
                    }
                    pos.insert(next, seq.len());
                    seq.push(next);
                }
            })
            .collect();
        // Generators: components whose image is not generated by earlier generators.
        let mut generators = Vec::new();
        let mut generated: Vec<bool> = vec![false; size];
        generated[0] = true;
        for (c, &x) in phi.iter().enumerate() {
            if generated[x as usize] {
                continue;
            }
            generators.push(c);
            // Close the submonoid under the new generator.
            let mut changed = true;
            while changed {
                changed = false;
                for y in 0..size {
                    if generated[y] {
                        for &g in &generators {
                            let z = table[y][phi[g] as usize] as usize;
                            if !generated[z] {
                                generated[z] = true;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        // Normal forms: the least monomial of each class (graded lex), and the
        // relations at the minimal non-normal monomials.
        let gens: Vec<u32> = generators.iter().map(|&c| phi[c]).collect();
        let m = gens.len();
        let mut normal_forms: Vec<Option<Vec<u32>>> = vec![None; size];
        let mut normal_set: HashSet<Vec<u32>> = HashSet::new();
        let mut relations = Vec::new();
        let mut seen: HashSet<Vec<u32>> = HashSet::new();
        let mut heap = BinaryHeap::new();
        let zero = vec![0u32; m];
        heap.push(Reverse((0u32, zero.clone(), 0u32)));
        seen.insert(zero);
        while let Some(Reverse((_, exps, x))) = heap.pop() {
            if let Some(nf) = &normal_forms[x as usize] {
                let minimal = (0..m).all(|j| {
                    exps[j] == 0 || {
                        let mut d = exps.clone();
                        d[j] -= 1;
                        normal_set.contains(&d)
                    }
                });
                if minimal {
                    relations.push((exps, nf.clone()));
                }
                continue;
            }
            normal_forms[x as usize] = Some(exps.clone());
            normal_set.insert(exps.clone());
            for i in 0..m {
                let mut next = exps.clone();
                next[i] += 1;
                if seen.insert(next.clone()) {
                    let degree = next.iter().sum();
                    heap.push(Reverse((degree, next, table[x as usize][gens[i] as usize])));
                }
            }
        }
        let normal_forms =
            normal_forms.into_iter().map(|nf| nf.expect("every element is generated")).collect();
        MisereQuotient { table, p, phi, powers, generators, normal_forms, relations }
    }

    /// The quotient of a take-and-break game restricted to heaps of at most
    /// `max_heap`: component `h − 1` is the heap of `h`.
    ///
    /// # Errors
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Complexity
    ///
    /// As [`MisereQuotient::of_components`]; Q_10(0.07) takes well under a second.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, Outcome, TakeBreak};
    ///
    /// let dawson = TakeBreak::octal(&"0.07".parse::<OctalCode>().unwrap());
    /// let q = MisereQuotient::take_break(&dawson, 6).unwrap();
    /// // Heaps 2 and 3 are misère P-positions on their own.
    /// assert_eq!(q.outcome(&[0, 1, 0, 0, 0, 0]), Outcome::P);
    /// assert_eq!(q.outcome(&[0, 0, 1, 0, 0, 0]), Outcome::P);
    /// assert_eq!(q.outcome(&[0, 0, 0, 1, 0, 0]), Outcome::N);
    /// ```
    pub fn take_break(game: &TakeBreak, max_heap: usize) -> Result<MisereQuotient, QuotientError> {
        let options: Vec<Vec<Vec<usize>>> = (1..=max_heap)
            .map(|h| {
                game.heap_options(h)
                    .into_iter()
                    .map(|(a, b)| [a, b].into_iter().filter(|&x| x > 0).map(|x| x - 1).collect())
                    .collect()
            })
            .collect();
        MisereQuotient::of_components(&options)
    }

    /// The quotient of the sums of the components of an [`Impartial`] game
    /// reachable from `roots`, where `split` breaks a position into the
    /// components it is the sum of (none for a position equal to 0). Returns
    /// the quotient and the components found, in their index order.
    ///
    /// # Constraints
    ///
    /// Every position is the disjunctive sum of the parts `split` gives, and
    /// `split` of a component is the component itself.
    ///
    /// # Errors
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Complexity
    ///
    /// One `options` call per component found, then as
    /// [`MisereQuotient::of_components`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, TakeBreak};
    ///
    /// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
    /// let split = |row: &Vec<usize>| row.iter().map(|&h| vec![h]).collect();
    /// let (q, parts) = MisereQuotient::of_game(&kayles, &[vec![5]], split).unwrap();
    /// assert_eq!(parts.len(), 5);
    /// assert_eq!(q.len(), MisereQuotient::take_break(&kayles, 5).unwrap().len());
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn of_game<G: Impartial>(
        game: &G,
        roots: &[G::Position],
        split: impl Fn(&G::Position) -> Vec<G::Position>,
    ) -> Result<(MisereQuotient, Vec<G::Position>), QuotientError> {
        let mut parts: Vec<G::Position> = Vec::new();
        let mut index: HashMap<G::Position, usize> = HashMap::new();
        let mut intern = |p: G::Position, parts: &mut Vec<G::Position>| -> usize {
            *index.entry(p.clone()).or_insert_with(|| {
                parts.push(p);
                parts.len() - 1
            })
        };
        for root in roots {
            for part in split(root) {
                intern(part, &mut parts);
            }
        }
        let mut options: Vec<Vec<Vec<usize>>> = Vec::new();
        let mut next = 0;
        while next < parts.len() {
            let component = parts[next].clone();
            let opts: Vec<Vec<usize>> = game
                .options(&component)
                .iter()
                .map(|o| split(o).into_iter().map(|p| intern(p, &mut parts)).collect())
                .collect();
            options.push(opts);
            next += 1;
        }
        Ok((MisereQuotient::of_components(&options)?, parts))
    }

    /// The order |Q|.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`MisereQuotient`].
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether Q is empty (never: it holds the identity).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// assert!(!MisereQuotient::of_components(&[]).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The size of the P-portion.
    ///
    /// # Complexity
    ///
    /// O(|Q|).
    ///
    /// # Example
    ///
    /// See [`MisereQuotient`].
    pub fn p_len(&self) -> usize {
        self.p.iter().filter(|&&p| p).count()
    }

    /// Whether element `x` is in the P-portion.
    ///
    /// # Panics
    ///
    /// If `x >= self.len()`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// let q = MisereQuotient::of_components(&[vec![vec![]]]).unwrap();
    /// assert!(!q.is_p(0) && q.is_p(q.image(0)));
    /// ```
    pub fn is_p(&self, x: usize) -> bool {
        self.p[x]
    }

    /// The product `x·y` in Q.
    ///
    /// # Panics
    ///
    /// If an element is out of range.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// let q = MisereQuotient::of_components(&[vec![vec![]]]).unwrap();
    /// let a = q.image(0);
    /// assert_eq!(q.multiply(a, a), 0); // *1 + *1 is indistinguishable from 0
    /// ```
    pub fn multiply(&self, x: usize, y: usize) -> usize {
        self.table[x][y] as usize
    }

    /// Φ(c), the element of component c.
    ///
    /// # Panics
    ///
    /// If `c` is out of range.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`MisereQuotient::is_p`].
    pub fn image(&self, c: usize) -> usize {
        self.phi[c] as usize
    }

    /// The element of the sum with `counts[c]` copies of component c (missing
    /// counts are 0), using each image's precomputed powers.
    ///
    /// # Panics
    ///
    /// If `counts` is longer than the number of components.
    ///
    /// # Complexity
    ///
    /// O(counts.len()).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereQuotient;
    ///
    /// let q = MisereQuotient::of_components(&[vec![vec![]]]).unwrap();
    /// assert_eq!(q.element(&[1_000_001]), q.image(0));
    /// ```
    pub fn element(&self, counts: &[u64]) -> usize {
        let mut x = 0usize;
        for (c, &m) in counts.iter().enumerate() {
            let (seq, start) = &self.powers[c];
            let len = seq.len() as u64;
            let i = if m < len {
                m
            } else {
                *start as u64 + (m - *start as u64) % (len - *start as u64)
            };
            x = self.table[x][seq[i as usize] as usize] as usize;
        }
        x
    }

    /// The misère outcome of the sum with `counts[c]` copies of component c.
    ///
    /// # Panics
    ///
    /// As [`MisereQuotient::element`].
    ///
    /// # Complexity
    ///
    /// O(counts.len()).
    ///
    /// # Example
    ///
    /// See [`MisereQuotient`].
    pub fn outcome(&self, counts: &[u64]) -> Outcome {
        if self.p[self.element(counts)] { Outcome::P } else { Outcome::N }
    }

    /// The components chosen as generators: each whose image is not a product
    /// of earlier generators' images, in component order.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// assert_eq!(MisereQuotient::take_break(&nim, 2).unwrap().generators(), [0, 1]);
    /// ```
    pub fn generators(&self) -> &[usize] {
        &self.generators
    }

    /// The name of element `x`: its normal form, the least monomial in the
    /// generators `a, b, c, …` (graded lexicographic order), `1` for the identity.
    ///
    /// # Panics
    ///
    /// If `x` is out of range.
    ///
    /// # Complexity
    ///
    /// O(number of generators).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// let q = MisereQuotient::take_break(&nim, 2).unwrap();
    /// let bb = q.multiply(q.image(1), q.image(1));
    /// assert_eq!(q.name(bb), "b^2");
    /// ```
    pub fn name(&self, x: usize) -> String {
        monomial(&self.normal_forms[x])
    }

    /// The relations `monomial = normal form` presenting Q on the generators,
    /// one per minimal monomial that is not a normal form.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`MisereQuotient`].
    pub fn relations(&self) -> Vec<(String, String)> {
        self.relations.iter().map(|(l, r)| (monomial(l), monomial(r))).collect()
    }
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

/// A monomial in generators named `a, b, …` (then `g26, g27, …`).
fn monomial(exps: &[u32]) -> String {
    let mut out = String::new();
    for (i, &e) in exps.iter().enumerate() {
        if e == 0 {
            continue;
        }
        if i < 26 {
            out.push((b'a' + i as u8) as char);
        } else {
            out.push_str(&format!("g{i}"));
        }
        if e > 1 {
            out.push_str(&format!("^{e}"));
        }
    }
    if out.is_empty() { "1".to_string() } else { out }
}

impl fmt::Display for MisereQuotient {
    /// `generators: …`, `relations: …` and `P: …` on three lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = (0..self.generators.len())
            .map(|i| {
                let mut e = vec![0; self.generators.len()];
                e[i] = 1;
                monomial(&e)
            })
            .collect();
        writeln!(f, "generators: {}", names.join(" "))?;
        let relations: Vec<String> =
            self.relations().into_iter().map(|(l, r)| format!("{l} = {r}")).collect();
        writeln!(f, "relations: {}", relations.join(", "))?;
        let p: Vec<String> = (0..self.len()).filter(|&x| self.p[x]).map(|x| self.name(x)).collect();
        write!(f, "P: {}", p.join(", "))
    }
}
