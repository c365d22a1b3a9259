//! Take-and-break games on rows of heaps — octal games and Grundy's game:
//! their nim-sequences by the definition and by the sparse-value method, and
//! periods certified by the octal periodicity theorem.

use std::fmt;

use crate::impartial::Impartial;
use crate::nimber::mex;
use crate::octal::OctalCode;
use crate::periodic::Periodic;

/// A take-and-break game played on heaps: a move picks one heap and either
/// takes all of it, takes some counters leaving one heap, or takes some
/// (possibly none) and splits the rest into two non-empty heaps. Built from an
/// [`OctalCode`] or as [`TakeBreak::grundys_game`].
///
/// As an [`Impartial`] game its positions are rows of heaps (sorted, no
/// empty heap), so game-tree search sees the whole position.
///
/// # Example
///
/// ```
/// use cgt::{GrundyMemo, OctalCode, TakeBreak};
///
/// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
/// assert_eq!(kayles.naive_sequence(8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// // Two rows of 4 pins: a second-player win.
/// assert_eq!(GrundyMemo::new(kayles).grundy(&vec![4, 4]), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeBreak {
    /// `k` such that a heap of exactly `k` may be taken whole.
    whole: Vec<usize>,
    /// `k` such that `k` counters may be taken from a larger heap.
    shorten: Vec<usize>,
    /// `k` such that `k` counters may be taken and the rest split in two.
    split: Vec<usize>,
    /// The two heaps of a split must differ in size (Grundy's game).
    unequal: bool,
    /// The `k` of the octal periodicity theorem, for octal games.
    theorem_k: Option<usize>,
}

impl TakeBreak {
    /// The octal game with code `code`.
    ///
    /// # Constraints
    ///
    /// None (an [`OctalCode`] is valid by construction).
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(number of digits).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{OctalCode, TakeBreak};
    ///
    /// let dawson = TakeBreak::octal(&"0.07".parse::<OctalCode>().unwrap());
    /// assert_eq!(dawson.naive_sequence(6), [0, 0, 1, 1, 2, 0]);
    /// ```
    pub fn octal(code: &OctalCode) -> Self {
        let with_bit = |bit: u8| -> Vec<usize> {
            (0..code.digits().len()).filter(|&k| code.digit(k) & bit != 0).collect()
        };
        TakeBreak {
            whole: with_bit(1),
            shorten: with_bit(2),
            split: with_bit(4),
            unequal: false,
            theorem_k: Some(code.last_index()),
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes.
    /// No periodicity theorem is known for it.
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::TakeBreak;
    ///
    /// assert_eq!(TakeBreak::grundys_game().naive_sequence(9), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn grundys_game() -> Self {
        TakeBreak {
            whole: Vec::new(),
            shorten: Vec::new(),
            split: vec![0],
            unequal: true,
            theorem_k: None,
        }
    }

    /// The heaps a single heap of `heap` counters can become in one move: `(a, b)`
    /// with `a <= b`, a 0 standing for no heap.
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(number of moves) = O(heap · number of digits).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::TakeBreak;
    ///
    /// assert_eq!(TakeBreak::grundys_game().heap_options(6), [(1, 5), (2, 4)]);
    /// ```
    pub fn heap_options(&self, heap: usize) -> Vec<(usize, usize)> {
        let mut options: Vec<(usize, usize)> =
            self.whole.iter().filter(|&&k| k == heap).map(|_| (0, 0)).collect();
        options.extend(self.shorten.iter().filter(|&&k| k < heap).map(|&k| (0, heap - k)));
        for sum in self.split_sums(heap) {
            options.extend(self.split_pairs(sum));
        }
        options
    }

    /// The Grundy values `g(0..len)` of single heaps, straight from the
    /// definition: the mex of every option's nim-sum.
    ///
    /// # Constraints
    ///
    /// `len` values fit in memory.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(len² · number of digits) time, O(len) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// assert_eq!(nim.naive_sequence(6), [0, 1, 2, 3, 0, 1]);
    /// ```
    pub fn naive_sequence(&self, len: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(len);
        for heap in 0..len {
            let options = self.heap_options(heap);
            let value =
                mex(options.iter().map(|&(a, b)| value_at(&values, a) ^ value_at(&values, b)));
            values.push(value);
        }
        values
    }

    /// The Grundy values `g(0..len)` by the sparse-value method of the record
    /// tables. A mask `m` splits values into *rare* ones (`m & v` has even
    /// parity) and *common* ones; since parity is linear, a common value only
    /// arises as a nim-sum of a rare and a common one. So every common option
    /// value comes from the splits with a rare heap — few, when `m` is well
    /// chosen — which gives the common mex `c`. The mex is then `c` unless a
    /// rare value below `c` is missing; each is looked for, cheapest first: in
    /// one pass over the splits with the smallest heaps, among remembered
    /// witnesses, and by an exhaustive search ordered by value (for each value
    /// `v` of the larger heap, most frequent recently first, the heaps of value
    /// `v ^ r`). The mask is rechosen from the value histogram (a Walsh–Hadamard
    /// transform) at every power of two from 1024 on and when values outgrow it;
    /// any mask gives exact results, a good one gives speed.
    ///
    /// # Constraints
    ///
    /// `len` values fit in memory.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(len · (rare heaps + 1024 + digits)) plus the searches for rare
    /// values, O(len) memory. Those searches are the weak point: a few rare
    /// values are reached by only a handful of the `n / 2` splits (at heap
    /// 59946 of Grundy's game, 72 and 79 by two each), so the time still grows
    /// faster than linearly. Measured (release, one core, CPU time): Grundy's
    /// game 10^5 heaps in 0.37 s and 10^6 in 4.3 s (15 MB), 0.161 in 0.19 s
    /// and 2.0 s, where the definition needs hours. With no good mask (e.g.
    /// 0.106) it is O(len² · digits), as [`TakeBreak::naive_sequence`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::TakeBreak;
    ///
    /// let grundy = TakeBreak::grundys_game();
    /// let seq = grundy.nim_sequence(3000);
    /// assert_eq!(seq.values(), grundy.naive_sequence(3000));
    /// assert_ne!(seq.rare_mask(), 0);
    /// ```
    pub fn nim_sequence(&self, len: usize) -> NimSequence {
        let mut seq = SparseSolver::new(self, len);
        for _ in 0..len {
            seq.push_next();
        }
        NimSequence { values: seq.values, mask: seq.mask }
    }

    /// The eventually periodic form of a nim-sequence, certified by the octal
    /// periodicity theorem (Guy–Smith): for a code whose last non-zero digit
    /// is `d_k`, if `g(n + p) = g(n)` for all `n0 <= n < 2·n0 + p + k`, then
    /// for all `n >= n0`. Returns the least period `p` (and least preperiod
    /// `n0` for it) that the given values certify.
    ///
    /// # Constraints
    ///
    /// `values` is this game's nim-sequence from heap 0.
    ///
    /// # Errors
    ///
    /// [`Uncertified::NoTheorem`] for Grundy's game; [`Uncertified::TooShort`]
    /// when no period is certified within `values`, with the best candidate
    /// seen and how many values would certify it.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(len) per candidate period that holds to the end of `values`, O(1)
    /// expected for the others; O(len²) worst case.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{OctalCode, TakeBreak};
    ///
    /// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
    /// let seq = kayles.certified_period(&kayles.naive_sequence(200)).unwrap();
    /// assert_eq!((seq.preperiod(), seq.period()), (71, 12));
    /// assert!(kayles.certified_period(&kayles.naive_sequence(150)).is_err());
    /// ```
    pub fn certified_period(&self, values: &[u32]) -> Result<Periodic<u32>, Uncertified> {
        let k = self.theorem_k.ok_or(Uncertified::NoTheorem)?;
        let len = values.len();
        let mut best: Option<Candidate> = None;
        for period in 1..=len / 2 {
            let preperiod = (0..len - period)
                .rev()
                .find(|&n| values[n] != values[n + period])
                .map_or(0, |n| n + 1);
            let needed = 2 * preperiod + 2 * period + k;
            if needed <= len {
                return Ok(Periodic::new(preperiod, period, values[..preperiod + period].to_vec()));
            }
            let repeats = (len - preperiod) / period;
            if repeats >= 3 && best.is_none_or(|b| needed < b.needed) {
                best = Some(Candidate { preperiod, period, needed });
            }
        }
        Err(Uncertified::TooShort { len, candidate: best })
    }

    /// Sums `heap - k` left to split, for each split rule that applies.
    fn split_sums(&self, heap: usize) -> impl Iterator<Item = usize> + '_ {
        self.split.iter().filter_map(move |&k| heap.checked_sub(k)).filter(|&sum| sum >= 2)
    }

    /// The splits `(a, sum - a)`, `1 <= a <= sum - a`, the rules allow.
    fn split_pairs(&self, sum: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        (1..=sum / 2).filter(move |&a| !(self.unequal && 2 * a == sum)).map(move |a| (a, sum - a))
    }
}

impl Impartial for TakeBreak {
    /// The heap sizes, sorted, with no empty heap.
    type Position = Vec<usize>;

    /// Every move on every heap, the resulting row re-sorted.
    fn options(&self, heaps: &Vec<usize>) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == heap {
                continue;
            }
            for (a, b) in self.heap_options(heap) {
                let mut next: Vec<usize> =
                    heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend([a, b].into_iter().filter(|&h| h > 0));
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }
}

/// Why [`TakeBreak::certified_period`] certified no period.
///
/// # Example
///
/// ```
/// use cgt::{OctalCode, TakeBreak, Uncertified};
///
/// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
/// let err = kayles.certified_period(&kayles.naive_sequence(120)).unwrap_err();
/// assert_eq!(err.to_string(), "no period certified by the first 120 values; best candidate: preperiod 71, period 12, certified by 168 values");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Uncertified {
    /// The game has no periodicity theorem (Grundy's game).
    NoTheorem,
    /// Too few values: no candidate, or the best candidate (fewest values
    /// needed) among periods repeating at least three times.
    TooShort {
        /// How many values were given.
        len: usize,
        /// The best candidate, if any.
        candidate: Option<Candidate>,
    },
}

/// A period that holds to the end of the computed values but is not yet certified.
///
/// # Example
///
/// See [`Uncertified`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// The least index from which the period holds in the values given.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// How many values the theorem needs: `2·preperiod + 2·period + k`.
    pub needed: usize,
}

impl fmt::Display for Uncertified {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Uncertified::NoTheorem => write!(f, "no periodicity theorem applies to this game"),
            Uncertified::TooShort { len, candidate } => {
                write!(f, "no period certified by the first {len} values")?;
                if let Some(c) = candidate {
                    write!(
                        f,
                        "; best candidate: preperiod {}, period {}, certified by {} values",
                        c.preperiod, c.period, c.needed
                    )?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Uncertified {}

/// A nim-sequence with the rare-value mask the sparse method ended with.
///
/// # Example
///
/// ```
/// use cgt::TakeBreak;
///
/// let seq = TakeBreak::grundys_game().nim_sequence(2000);
/// assert_eq!(seq.values()[..6], [0, 0, 0, 1, 0, 2]);
/// assert!(seq.is_rare(0) && !seq.is_rare(2)); // Grundy's game: mask ...1110
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimSequence {
    values: Vec<u32>,
    mask: u32,
}

impl NimSequence {
    /// `g(0), g(1), …`.
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`NimSequence`].
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The mask `m`: a value `v` is rare when `v & m` has even parity.
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::TakeBreak;
    ///
    /// assert_eq!(TakeBreak::grundys_game().nim_sequence(5000).rare_mask() & 0b1110, 0b1110);
    /// ```
    pub fn rare_mask(&self) -> u32 {
        self.mask
    }

    /// Whether `value` is rare under [`NimSequence::rare_mask`].
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`NimSequence`].
    pub fn is_rare(&self, value: u32) -> bool {
        is_rare(value, self.mask)
    }

    /// The heaps `n >= 1` whose value is rare, ascending.
    ///
    /// # Constraints
    ///
    /// None.
    ///
    /// # Panics
    ///
    /// Never.
    ///
    /// # Complexity
    ///
    /// O(len).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::TakeBreak;
    ///
    /// let seq = TakeBreak::grundys_game().nim_sequence(3000);
    /// assert_eq!(seq.rare_heaps()[..4], [1, 2, 3, 4]);
    /// ```
    pub fn rare_heaps(&self) -> Vec<usize> {
        (1..self.values.len()).filter(|&n| self.is_rare(self.values[n])).collect()
    }
}

/// Heap count from which the sparse method chooses a mask (mask 0, every value
/// rare, is the plain method).
const FIRST_MASK_CHOICE: usize = 1024;

/// `g(heap)`, with 0 standing for no heap.
fn value_at(values: &[u32], heap: usize) -> u32 {
    if heap == 0 { 0 } else { values[heap] }
}

fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

/// How many of the last heaps the sparse method counts values over.
const RECENT: usize = 4096;

/// How many splits with the smallest heaps the sparse method tries first.
const FIRST_SPLITS: usize = 1024;

/// How many recent witnesses the sparse method keeps per rare value.
const WITNESSES: usize = 4;

/// The state of the sparse-value computation.
struct SparseSolver<'a> {
    game: &'a TakeBreak,
    values: Vec<u32>,
    mask: u32,
    /// Heaps `>= 1` with rare values, ascending.
    rare: Vec<usize>,
    /// `seen[v] == stamp`: value `v` is an option of the heap being computed.
    seen: Vec<u32>,
    stamp: u32,
    /// A power of two above every value so far: nim-sums and mexes stay within it.
    bound: u32,
    /// The bound grew since the mask was chosen.
    bound_grew: bool,
    /// `witnesses[r]`: smaller heaps `a` of recent splits worth `r`, newest first.
    witnesses: Vec<[usize; WITNESSES]>,
    /// `heaps_with[v]`: the heaps `>= 1` of value `v`, ascending.
    heaps_with: Vec<Vec<usize>>,
    /// `recent[v]`: how many of the last [`RECENT`] heaps have value `v`.
    recent: Vec<u32>,
    /// Every value below the bound, by decreasing `recent` count (refreshed
    /// every [`RECENT`] / 16 heaps).
    by_frequency: Vec<u32>,
}

impl<'a> SparseSolver<'a> {
    fn new(game: &'a TakeBreak, len: usize) -> Self {
        SparseSolver {
            game,
            values: Vec::with_capacity(len),
            mask: 0,
            rare: Vec::new(),
            seen: vec![0; 2],
            stamp: 0,
            bound: 1,
            bound_grew: false,
            witnesses: vec![[0; WITNESSES]; 2],
            heaps_with: vec![Vec::new(); 2],
            recent: vec![0; 2],
            by_frequency: vec![0, 1],
        }
    }

    /// Computes the next value; rechooses the mask first when it is time.
    fn push_next(&mut self) {
        let heap = self.values.len();
        if heap >= FIRST_MASK_CHOICE && (heap.is_power_of_two() || self.bound_grew) {
            self.bound_grew = false;
            self.rechoose_mask();
        }
        self.stamp += 1;
        self.mark_rare_options(heap);
        let common_mex = (0..=self.bound)
            .find(|&v| !is_rare(v, self.mask) && !self.is_seen(v))
            .unwrap_or(self.bound + 1);
        if self.mask != 0 {
            self.mark_first_splits(heap, common_mex);
        }
        // With mask 0 every heap is rare and every split is already seen.
        // Otherwise the mex is the least rare value below the common mex that no
        // split of two common heaps reaches, if any.
        let value = (0..common_mex)
            .find(|&r| {
                !self.is_seen(r)
                    && (self.mask == 0
                        || !(is_rare(r, self.mask)
                            && (self.try_witnesses(heap, r) || self.find_common_split(heap, r))))
            })
            .unwrap_or(common_mex);
        self.push_value(value);
    }

    fn mark(&mut self, value: u32) {
        self.seen[value as usize] = self.stamp;
    }

    fn is_seen(&self, value: u32) -> bool {
        self.seen[value as usize] == self.stamp
    }

    /// Marks the single-heap options and every split with a rare heap: all the
    /// common option values.
    fn mark_rare_options(&mut self, heap: usize) {
        let game = self.game;
        if game.whole.contains(&heap) {
            self.mark(0);
        }
        for &k in game.shorten.iter().filter(|&&k| k < heap) {
            self.mark(self.values[heap - k]);
        }
        for sum in game.split_sums(heap) {
            for i in 0..self.rare.len() {
                let a = self.rare[i];
                if a >= sum {
                    break;
                }
                if !(game.unequal && 2 * a == sum) {
                    self.mark(self.values[a] ^ self.values[sum - a]);
                }
            }
        }
    }

    /// Marks the splits `(a, sum - a)` for the first [`FIRST_SPLITS`] heaps `a`: one
    /// cheap pass that finds most rare values at once.
    fn mark_first_splits(&mut self, heap: usize, common_mex: u32) {
        let game = self.game;
        if (0..common_mex).all(|r| self.is_seen(r) || !is_rare(r, self.mask)) {
            return;
        }
        for sum in game.split_sums(heap) {
            for (a, b) in game.split_pairs(sum).take(FIRST_SPLITS) {
                self.mark(self.values[a] ^ self.values[b]);
            }
        }
    }

    /// Whether a remembered witness of `r` is a split of `heap` worth `r`.
    fn try_witnesses(&self, heap: usize, r: u32) -> bool {
        self.witnesses[r as usize].iter().any(|&a| {
            a > 0 && self.split_sums_with(heap, a).any(|sum| self.split_value(a, sum) == r)
        })
    }

    /// Whether some split of `heap` into two heaps `a <= b` is worth `r`, searched
    /// by value: for each value `v` of the larger heap, most frequent first, the
    /// heaps `a` of value `v ^ r`. Every smaller heap `a` is visited once, so the
    /// search is exhaustive; ordered so, it usually stops within a few tries
    /// even when only a handful of the splits are worth `r`.
    fn find_common_split(&mut self, heap: usize, r: u32) -> bool {
        let game = self.game;
        for i in 0..self.by_frequency.len() {
            let v = self.by_frequency[i];
            let w = v ^ r;
            if w >= self.bound || is_rare(w, self.mask) {
                continue;
            }
            for sum in game.split_sums(heap) {
                let found = self.heaps_with[w as usize]
                    .iter()
                    .take_while(|&&a| 2 * a <= sum)
                    .find(|&&a| !(game.unequal && 2 * a == sum) && self.values[sum - a] == v);
                if let Some(&a) = found {
                    let slot = &mut self.witnesses[r as usize];
                    slot.rotate_right(1);
                    slot[0] = a;
                    return true;
                }
            }
        }
        false
    }

    /// The split sums of `heap` in which `a` can be the smaller heap.
    fn split_sums_with(&self, heap: usize, a: usize) -> impl Iterator<Item = usize> + '_ {
        let unequal = self.game.unequal;
        self.game.split_sums(heap).filter(move |&sum| 2 * a <= sum && !(unequal && 2 * a == sum))
    }

    fn split_value(&self, a: usize, sum: usize) -> u32 {
        self.values[a] ^ self.values[sum - a]
    }

    fn push_value(&mut self, value: u32) {
        let heap = self.values.len();
        self.values.push(value);
        if heap >= 1 && is_rare(value, self.mask) {
            self.rare.push(heap);
        }
        while value >= self.bound {
            self.bound *= 2;
            self.bound_grew = true;
        }
        let size = self.bound as usize + 1;
        self.seen.resize(size, 0);
        self.witnesses.resize(size, [0; WITNESSES]);
        self.heaps_with.resize(size, Vec::new());
        self.recent.resize(size, 0);
        if heap >= 1 {
            self.heaps_with[value as usize].push(heap);
        }
        self.recent[value as usize] += 1;
        if let Some(old) = heap.checked_sub(RECENT) {
            self.recent[self.values[old] as usize] -= 1;
        }
        if heap.is_multiple_of(RECENT / 16) || self.bound_grew {
            self.by_frequency = (0..self.bound).collect();
            self.by_frequency.sort_by_key(|&v| std::cmp::Reverse(self.recent[v as usize]));
        }
    }

    /// Picks the mask with the fewest rare heaps so far, by a Walsh–Hadamard
    /// transform of the value histogram: rare(m) = (len + Σ_v h[v]·(−1)^|v&m|) / 2.
    fn rechoose_mask(&mut self) {
        let mut spectrum = vec![0i64; self.bound as usize];
        for &v in &self.values[1..] {
            spectrum[v as usize] += 1;
        }
        let mut half = 1;
        while half < spectrum.len() {
            for block in spectrum.chunks_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (x, y) in low.iter_mut().zip(high) {
                    (*x, *y) = (*x + *y, *x - *y);
                }
            }
            half *= 2;
        }
        // The fewest rare heaps is the most negative spectrum value (mask 0: all rare).
        let best = (0..spectrum.len()).min_by_key(|&m| spectrum[m]).unwrap_or(0);
        let best = u32::try_from(best).expect("masks are below the value bound");
        if spectrum[best as usize] < spectrum[self.mask as usize] {
            self.mask = best;
            self.rare = self
                .values
                .iter()
                .enumerate()
                .skip(1)
                .filter(|&(_, &v)| is_rare(v, best))
                .map(|(n, _)| n)
                .collect();
        }
    }
}
