//! Misère canonical forms of impartial games (Grundy–Smith simplification,
//! Conway's simplest-form theorem), misère equality, sums, mates and the
//! census of misère games born by day n.
//!
//! The theory used (ONAG ch. 12; Siegel, *Misère games and misère quotients*):
//!
//! - G and H are *linked* if `G + T` and `H + T` are both misère P-positions for
//!   some T; G is linked to H iff no option of H equals G and no option of G
//!   equals H.
//! - G = H iff G is linked to no option of H, no option of G is linked to H,
//!   and, if one of them is 0, the other is a misère N-position.
//! - An option G' of G is *reversible* if some option G'' of G' equals G; then
//!   G equals G with G' replaced by the options of G'' (and G = G'' outright).
//!   A game whose followers have no reversible option is in *simplest form*,
//!   and two games in simplest form are equal iff they are identical.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;

use crate::impartial::Impartial;
use crate::impartial::game::Memo;
use crate::outcome::Outcome;

/// A misère game value in a [`MisereStore`]: the index of its simplest form.
/// Ids of one store are equal iff the games are equal in misère play.
///
/// # Example
///
/// ```
/// use cgt::MisereStore;
///
/// let mut store = MisereStore::new();
/// let star = store.nim(1);
/// // * + * = 0 in misère play.
/// assert_eq!(store.sum(star, star), store.zero());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MisereId(u32);

impl MisereId {
    /// The id's index in its store (0 for the game 0, in insertion order after).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// assert_eq!(MisereStore::new().zero().index(), 0);
    /// ```
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A hash-consed store of misère simplest forms: each game in simplest form
/// is stored once, with its options (ids, sorted), misère outcome and birthday.
///
/// # Example
///
/// ```
/// use cgt::{MisereStore, Outcome};
///
/// let mut store = MisereStore::new();
/// let (zero, star, star2) = (store.zero(), store.nim(1), store.nim(2));
/// let g = store.game(&[star2]);
/// assert_eq!(store.to_string(g), "{*2}");
/// assert_eq!(store.game(&[star2, zero]), star);
/// assert_eq!(store.outcome(star), Outcome::P);
/// // {*} simplifies to 0: its option * reverses through 0.
/// assert_eq!(store.game(&[star]), zero);
/// ```
pub struct MisereStore {
    options: Vec<Vec<MisereId>>,
    outcomes: Vec<Outcome>,
    birthdays: Vec<u32>,
    index: HashMap<Vec<MisereId>, MisereId>,
    sums: HashMap<(MisereId, MisereId), MisereId>,
}

impl Default for MisereStore {
    fn default() -> Self {
        MisereStore::new()
    }
}

impl MisereStore {
    /// A store holding only 0.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// assert_eq!(MisereStore::new().len(), 1);
    /// ```
    pub fn new() -> Self {
        let mut store = MisereStore {
            options: Vec::new(),
            outcomes: Vec::new(),
            birthdays: Vec::new(),
            index: HashMap::new(),
            sums: HashMap::new(),
        };
        store.intern(Vec::new());
        store
    }

    /// Number of simplest forms stored.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// store.nim(3);
    /// assert_eq!(store.len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether the store is empty (never: it always holds 0).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// assert!(!MisereStore::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// The game 0 (no options).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let store = MisereStore::new();
    /// assert!(store.options(store.zero()).is_empty());
    /// ```
    pub fn zero(&self) -> MisereId {
        MisereId(0)
    }

    /// The nim heap `*n = {0, *1, …, *(n−1)}` (in simplest form already).
    ///
    /// # Complexity
    ///
    /// O(n²) hash and comparison work on first use.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let star3 = store.nim(3);
    /// assert_eq!(store.options(star3).len(), 3);
    /// assert_eq!(store.to_string(star3), "*3");
    /// ```
    pub fn nim(&mut self, n: u32) -> MisereId {
        let mut heaps = Vec::new();
        for _ in 0..n {
            let next = self.game(&heaps);
            heaps.push(next);
        }
        self.game(&heaps)
    }

    /// The options of `g`'s simplest form, sorted, without repeats.
    ///
    /// # Constraints
    ///
    /// `g` comes from this store.
    ///
    /// # Panics
    ///
    /// If `g` is not an id of this store.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let star = store.nim(1);
    /// assert_eq!(store.options(star), [store.zero()]);
    /// ```
    pub fn options(&self, g: MisereId) -> &[MisereId] {
        &self.options[g.index()]
    }

    /// The misère outcome of `g` (N iff it has no option or some option is P).
    ///
    /// # Constraints
    ///
    /// `g` comes from this store.
    ///
    /// # Panics
    ///
    /// If `g` is not an id of this store.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereStore, Outcome};
    ///
    /// let mut store = MisereStore::new();
    /// let g = store.nim(2);
    /// assert_eq!(store.outcome(g), Outcome::N);
    /// ```
    pub fn outcome(&self, g: MisereId) -> Outcome {
        self.outcomes[g.index()]
    }

    /// The birthday of `g`'s simplest form (0 for 0, else 1 + the largest
    /// birthday of its options).
    ///
    /// # Constraints
    ///
    /// `g` comes from this store.
    ///
    /// # Panics
    ///
    /// If `g` is not an id of this store.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let g = store.nim(4);
    /// assert_eq!(store.birthday(g), 4);
    /// ```
    pub fn birthday(&self, g: MisereId) -> u32 {
        self.birthdays[g.index()]
    }

    /// The simplest form of the game `{options}`: with options already in
    /// simplest form, it is that game unless some option `G'` has an option
    /// `G''` equal to it, and then it is that `G''`.
    ///
    /// # Constraints
    ///
    /// Every option comes from this store.
    ///
    /// # Panics
    ///
    /// If an option is not an id of this store.
    ///
    /// # Complexity
    ///
    /// O(k log k) to sort k options, then for each of the grandchildren one
    /// equality test, which recurses along the grandchild's followers:
    /// exponential in its birthday at worst, fast for small games.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let (zero, star, star2) = (store.zero(), store.nim(1), store.nim(2));
    /// assert_eq!(store.game(&[zero, star]), star2);
    /// // {0, *2}: the option *2 reverses through * = {0, *2}.
    /// assert_eq!(store.game(&[zero, star2]), star);
    /// // {*, *2}: the option * reverses through 0 = {*, *2}.
    /// assert_eq!(store.game(&[star, star2]), zero);
    /// let g = store.game(&[star2]);
    /// assert_eq!(store.options(g), [star2]);
    /// ```
    pub fn game(&mut self, options: &[MisereId]) -> MisereId {
        let mut options = options.to_vec();
        options.sort_unstable();
        options.dedup();
        if let Some(&g) = self.index.get(&options) {
            return g;
        }
        if let Some(reverse) = self.reversal(&options) {
            return reverse;
        }
        self.intern(options)
    }

    /// A grandchild `G''` equal to `G = {options}`, if any.
    fn reversal(&self, options: &[MisereId]) -> Option<MisereId> {
        let mut memo = HashMap::new();
        for &a in options {
            for &a2 in self.options(a) {
                if self.equals(options, a2, &mut memo) {
                    return Some(a2);
                }
            }
        }
        None
    }

    /// Whether `G = {g}` (options in simplest form) equals the simplest form `k`.
    fn equals(&self, g: &[MisereId], k: MisereId, memo: &mut HashMap<MisereId, bool>) -> bool {
        if g.is_empty() {
            return k == self.zero();
        }
        if let Some(&known) = memo.get(&k) {
            return known;
        }
        let ko = self.options(k);
        let result = (!ko.is_empty() || g.iter().any(|&x| self.outcome(x) == Outcome::P))
            // No option G' of G is linked to K: each G' is an option of K or has K as an option.
            && g.iter().all(|&gp| ko.contains(&gp) || self.options(gp).contains(&k))
            // G is linked to no option K': each K' is an option of G or has an option equal to G.
            && ko.iter().all(|&kp| {
                g.contains(&kp) || self.options(kp).iter().any(|&kpp| self.equals(g, kpp, memo))
            });
        memo.insert(k, result);
        result
    }

    fn intern(&mut self, options: Vec<MisereId>) -> MisereId {
        let id = MisereId(u32::try_from(self.options.len()).expect("fewer than 2^32 games"));
        let outcome =
            if options.is_empty() || options.iter().any(|&o| self.outcome(o) == Outcome::P) {
                Outcome::N
            } else {
                Outcome::P
            };
        let birthday = options.iter().map(|&o| self.birthday(o) + 1).max().unwrap_or(0);
        self.index.insert(options.clone(), id);
        self.options.push(options);
        self.outcomes.push(outcome);
        self.birthdays.push(birthday);
        id
    }

    /// The simplest form of the disjunctive sum `g + h`.
    ///
    /// # Constraints
    ///
    /// `g` and `h` come from this store.
    ///
    /// # Panics
    ///
    /// If an id is not of this store.
    ///
    /// # Complexity
    ///
    /// Memoised; one [`MisereStore::game`] call per pair of followers of `g`
    /// and `h`. Recursion depth is the sum of their birthdays.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereStore, Outcome};
    ///
    /// let mut store = MisereStore::new();
    /// let (star2, star3) = (store.nim(2), store.nim(3));
    /// let s = store.sum(star2, star3);
    /// assert_eq!(store.outcome(s), Outcome::N);
    /// let twice = store.sum(star2, star2);
    /// assert_eq!(store.outcome(twice), Outcome::P);
    /// ```
    pub fn sum(&mut self, g: MisereId, h: MisereId) -> MisereId {
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        if g == self.zero() {
            return h;
        }
        if let Some(&s) = self.sums.get(&(g, h)) {
            return s;
        }
        let mut options = Vec::new();
        for gp in self.options(g).to_vec() {
            options.push(self.sum(gp, h));
        }
        for hp in self.options(h).to_vec() {
            options.push(self.sum(g, hp));
        }
        let s = self.game(&options);
        self.sums.insert((g, h), s);
        s
    }

    /// The mate `G⁻` of `g`: `*` for 0, else the game of the mates of `g`'s
    /// options (on its simplest form). `G + G⁻` is always a misère P-position.
    ///
    /// # Constraints
    ///
    /// `g` comes from this store.
    ///
    /// # Panics
    ///
    /// If `g` is not an id of this store.
    ///
    /// # Complexity
    ///
    /// One [`MisereStore::game`] call per follower of `g`, recursion depth its birthday.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereStore, Outcome};
    ///
    /// let mut store = MisereStore::new();
    /// let star2 = store.nim(2);
    /// let mate = store.mate(star2);
    /// let both = store.sum(star2, mate);
    /// assert_eq!(store.outcome(both), Outcome::P);
    /// ```
    pub fn mate(&mut self, g: MisereId) -> MisereId {
        if g == self.zero() {
            return self.nim(1);
        }
        let mut options = Vec::new();
        for gp in self.options(g).to_vec() {
            options.push(self.mate(gp));
        }
        self.game(&options)
    }

    /// Whether `g` and `h` are equal in misère play, i.e. `o(g + X) = o(h + X)`
    /// for every impartial X: by the simplest-form theorem, iff their ids agree.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let star = store.nim(1);
    /// let two_stars = store.sum(star, star);
    /// assert!(store.equal(two_stars, store.zero()));
    /// ```
    pub fn equal(&self, g: MisereId, h: MisereId) -> bool {
        g == h
    }

    /// The simplest form of a position of an [`Impartial`] game, evaluated
    /// iteratively over the positions reachable from it.
    ///
    /// # Constraints
    ///
    /// The game obeys the [`Impartial`] laws from `position`.
    ///
    /// # Panics
    ///
    /// If a cycle is met.
    ///
    /// # Complexity
    ///
    /// O(V + E) memo operations plus one [`MisereStore::game`] call per
    /// reachable position V.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereStore, OctalCode, TakeBreak};
    ///
    /// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
    /// let mut store = MisereStore::new();
    /// let two = store.of_impartial(kayles.clone(), &vec![2]);
    /// assert_eq!(two, store.nim(2));
    /// let row = store.of_impartial(kayles, &vec![1, 1]);
    /// assert_eq!(row, store.zero());
    /// ```
    pub fn of_impartial<G: Impartial>(&mut self, game: G, position: &G::Position) -> MisereId {
        let cell = RefCell::new(self);
        let mut memo: Memo<G, MisereId> = Memo::new(game);
        memo.evaluate(position, |options| cell.borrow_mut().game(&options))
    }

    /// A readable form of `g`: `0`, `*`, `*n` for nim heaps, else `{…}` of the
    /// options in order of id.
    ///
    /// # Constraints
    ///
    /// `g` comes from this store.
    ///
    /// # Panics
    ///
    /// If `g` is not an id of this store.
    ///
    /// # Complexity
    ///
    /// O(size of the printed tree).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// let star2 = store.nim(2);
    /// let g = store.game(&[star2]);
    /// assert_eq!(store.to_string(g), "{*2}");
    /// ```
    pub fn to_string(&self, g: MisereId) -> String {
        let mut out = String::new();
        self.write(g, &mut out);
        out
    }

    fn write(&self, g: MisereId, out: &mut String) {
        if let Some(n) = self.nim_value(g) {
            match n {
                0 => out.push('0'),
                1 => out.push('*'),
                _ => write!(out, "*{n}").expect("writing to a String"),
            }
            return;
        }
        out.push('{');
        for (i, &o) in self.options(g).iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            self.write(o, out);
        }
        out.push('}');
    }

    /// `Some(n)` if `g` is the nim heap `*n`.
    fn nim_value(&self, g: MisereId) -> Option<usize> {
        let options = self.options(g);
        let mut values: Vec<usize> =
            options.iter().map(|&o| self.nim_value(o)).collect::<Option<_>>()?;
        values.sort_unstable();
        values.iter().enumerate().all(|(i, &v)| i == v).then_some(values.len())
    }

    /// The distinct misère games born by day `day`, as ids of this store, in
    /// order of id.
    ///
    /// # Constraints
    ///
    /// `day <= 4` (day 5 has 4 171 780 games; see [`MisereStore::census`]).
    ///
    /// # Panics
    ///
    /// If `day > 4`.
    ///
    /// # Complexity
    ///
    /// One [`MisereStore::game`] call per subset of the games born by day
    /// `day − 1`: 32 subsets for day 4.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// let mut store = MisereStore::new();
    /// assert_eq!(store.born_by(3).len(), 5);
    /// ```
    pub fn born_by(&mut self, day: u32) -> Vec<MisereId> {
        assert!(day <= 4, "day {day} has too many games to list");
        let mut games = vec![self.zero()];
        for _ in 0..day {
            let mut next: Vec<MisereId> = (0..1u64 << games.len())
                .map(|mask| {
                    let subset: Vec<MisereId> = (0..games.len())
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| games[i])
                        .collect();
                    self.game(&subset)
                })
                .collect();
            next.sort_unstable();
            next.dedup();
            games = next;
        }
        games
    }

    /// The number of distinct misère games born by day `day`: 1, 2, 3, 5, 22,
    /// 4 171 780 for days 0 to 5. Day 5 is counted without listing: a game born
    /// by day 5 is a set S of games born by day 4 in simplest form, so the
    /// count is that of the 2^22 sets S with no reversible option, each
    /// checked with bit masks over the 22 games.
    ///
    /// # Constraints
    ///
    /// `day <= 5`.
    ///
    /// # Panics
    ///
    /// If `day > 5`.
    ///
    /// # Complexity
    ///
    /// Day 5: O(2^22 · 5 · 22) bit operations, about 0.05 s (bench profile);
    /// days ≤ 4: instant.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::MisereStore;
    ///
    /// assert_eq!((0..=4).map(MisereStore::census).collect::<Vec<_>>(), [1, 2, 3, 5, 22]);
    /// ```
    pub fn census(day: u32) -> u64 {
        assert!(day <= 5, "day {day} is out of reach");
        let mut store = MisereStore::new();
        if day <= 4 {
            return store.born_by(day).len() as u64;
        }
        let parents = store.born_by(day - 1);
        let candidates = store.born_by(day - 2);
        store.count_simplest_subsets(&parents, &candidates)
    }

    /// The number of subsets of `parents` with no reversible option, where
    /// `candidates` (closed under options, sorted by birthday) holds every
    /// grandchild.
    fn count_simplest_subsets(&self, parents: &[MisereId], candidates: &[MisereId]) -> u64 {
        let bit = |g: MisereId| -> u32 {
            let i = parents.iter().position(|&p| p == g).expect("options are among the parents");
            1 << i
        };
        let mut candidates = candidates.to_vec();
        candidates.sort_by_key(|&k| self.birthday(k));
        let slot = |g: MisereId| candidates.iter().position(|&c| c == g).expect("closed");
        let p_mask: u32 =
            parents.iter().filter(|&&g| self.outcome(g) == Outcome::P).map(|&g| bit(g)).sum();
        struct Rule {
            is_zero: bool,
            is_end: bool,
            /// Parents G' linked to K (forbidden in S).
            linked: u32,
            /// Per option K': its bit, and the slots of its options K''.
            options: Vec<(u32, Vec<usize>)>,
            /// Parents that have K as an option.
            reversed_by: u32,
        }
        let rules: Vec<Rule> = candidates
            .iter()
            .map(|&k| {
                let ko = self.options(k);
                Rule {
                    is_zero: k == self.zero(),
                    is_end: ko.is_empty(),
                    linked: parents
                        .iter()
                        .filter(|&&gp| !ko.contains(&gp) && !self.options(gp).contains(&k))
                        .map(|&gp| bit(gp))
                        .sum(),
                    options: ko
                        .iter()
                        .map(|&kp| (bit(kp), self.options(kp).iter().map(|&x| slot(x)).collect()))
                        .collect(),
                    reversed_by: parents
                        .iter()
                        .filter(|&&a| self.options(a).contains(&k))
                        .map(|&a| bit(a))
                        .sum(),
                }
            })
            .collect();
        let mut equal = vec![false; rules.len()];
        let mut count = 0;
        for s in 0..(1u32 << parents.len()) {
            let mut simplest = true;
            for (i, rule) in rules.iter().enumerate() {
                equal[i] = if s == 0 {
                    rule.is_zero
                } else {
                    (!rule.is_end || s & p_mask != 0)
                        && s & rule.linked == 0
                        && rule
                            .options
                            .iter()
                            .all(|(b, kpp)| s & b != 0 || kpp.iter().any(|&j| equal[j]))
                };
                if equal[i] && s & rule.reversed_by != 0 {
                    simplest = false;
                    break;
                }
            }
            count += u64::from(simplest);
        }
        count
    }
}
