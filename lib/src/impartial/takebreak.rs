//! Take-and-break games on rows of heaps — octal games and Grundy's game:
//! their nim-sequences by the definition and by the sparse-value method, and
//! periods certified by the octal periodicity theorem.

use std::fmt;

use crate::impartial::Impartial;
use crate::impartial::heap_rules::HeapRules;
use crate::impartial::nimber::{Nimber, mex};
use crate::impartial::octal::OctalCode;
use crate::impartial::periodic::Periodic;
use crate::impartial::sparse::{Progress, is_rare};

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
    /// What a move may do to one heap.
    rules: HeapRules,
    /// The `k` of the octal periodicity theorem, for octal games.
    theorem_k: Option<usize>,
}

impl TakeBreak {
    /// The octal game with code `code`.
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
            rules: HeapRules {
                whole: with_bit(1),
                shorten: with_bit(2),
                split: with_bit(4),
                unequal: false,
            },
            theorem_k: Some(code.last_index()),
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes.
    /// No periodicity theorem is known for it.
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
            rules: HeapRules {
                whole: Vec::new(),
                shorten: Vec::new(),
                split: vec![0],
                unequal: true,
            },
            theorem_k: None,
        }
    }

    /// The heaps a single heap of `heap` counters can become in one move: `(a, b)`
    /// with `a <= b`, a 0 standing for no heap.
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
            self.rules.whole.iter().filter(|&&k| k == heap).map(|_| (0, 0)).collect();
        options.extend(self.rules.shorten.iter().filter(|&&k| k < heap).map(|&k| (0, heap - k)));
        for sum in self.rules.split_sums(heap) {
            options.extend(self.rules.split_pairs(sum));
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
    /// rare value below `c` is missing, which only a split of two common heaps
    /// can reach: those splits are scanned until each such value is found (or
    /// all are seen), in chunks of 64 taken in turn from 16 segments, since
    /// the splits worth a given value come in clusters. The mask is rechosen
    /// from the value histogram (a Walsh–Hadamard transform) at every power of
    /// two from 1024 on and when values outgrow it; any mask gives exact
    /// results, a good one gives speed.
    ///
    /// Sixteen consecutive heaps share one pass over the rare heaps (their
    /// larger heaps are neighbours), and both passes work on copies of the
    /// sequence in bytes while the values stay below 256, in 16 or 32 bits
    /// after.
    ///
    /// # Constraints
    ///
    /// `len` values fit in memory; `len < 2^32`.
    ///
    /// # Complexity
    ///
    /// O(len · (rare heaps + digits)) for the common values, plus the scans
    /// for rare values: about 30 per heap for Grundy's game, each ending after
    /// some 250 splits on average, which makes the time close to linear in
    /// practice though not bounded so. Memory is O(len): 4 bytes per value
    /// plus two copies in the lane width. Measured (release, one core, user
    /// CPU time; ±10% from run to run): Grundy's game 10^5 heaps in 0.13 s,
    /// 10^6 in 1.3–1.5 s (8 MB), 10^7 in 16 s (87 MB; one value reaches 256, so
    /// the copies widen to 16 bits); 0.161 in 0.08 s, 0.7–0.75 s and 6.7 s.
    /// The definition needs 1.2 s for 2·10^4 heaps of Grundy's game, 60 times
    /// longer than this method. With no good mask (e.g. 0.106) every value is
    /// rare and it is O(len² · digits), as [`TakeBreak::naive_sequence`].
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
        let Progress { values, mask } = crate::impartial::sparse::nim_sequence(&self.rules, len);
        NimSequence { values, mask }
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
    pub fn certified_period(&self, values: &[u32]) -> Result<Periodic<Nimber>, Uncertified> {
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
                let prefix = values[..preperiod + period].iter().map(|&v| Nimber::from(v));
                return Ok(Periodic::new(preperiod, period, prefix.collect()));
            }
            let repeats = (len - preperiod) / period;
            if repeats >= 3 && best.map_or(true, |b| needed < b.needed) {
                best = Some(Candidate { preperiod, period, needed });
            }
        }
        Err(Uncertified::TooShort { len, candidate: best })
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
/// The values are stored compactly, 4 bytes a heap (10^7 heaps in 40 MB):
/// [`NimSequence::get`] reads one as a [`Nimber`], [`NimSequence::values`]
/// lends the whole table for scans and for [`TakeBreak::certified_period`].
///
/// # Example
///
/// ```
/// use cgt::{Nimber, TakeBreak};
///
/// let seq = TakeBreak::grundys_game().nim_sequence(2000);
/// assert_eq!(seq.values()[..6], [0, 0, 0, 1, 0, 2]);
/// assert_eq!(seq.get(5), Nimber::from(2u32));
/// assert!(seq.is_rare(Nimber::ZERO) && !seq.is_rare(seq.get(5))); // Grundy's game: mask ...1110
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimSequence {
    values: Vec<u32>,
    mask: u32,
}

impl NimSequence {
    /// `g(0), g(1), …`.
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

    /// `g(heap)`, the Grundy value of a single heap.
    ///
    /// # Panics
    ///
    /// If `heap` is not below the length the sequence was computed to.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{OctalCode, TakeBreak};
    ///
    /// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
    /// assert_eq!(kayles.nim_sequence(100).get(5), 4);
    /// ```
    pub fn get(&self, heap: usize) -> Nimber {
        Nimber::from(self.values[heap])
    }

    /// The mask `m`: a value `v` is rare when `v & m` has even parity.
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
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`NimSequence`].
    pub fn is_rare(&self, value: Nimber) -> bool {
        // Bits above the mask do not change the parity of `value & mask`.
        let masked = value.value() & u64::from(self.mask);
        is_rare(u32::try_from(masked).expect("masked by a u32"), self.mask)
    }

    /// The heaps `n >= 1` whose value is rare, ascending.
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
        (1..self.values.len()).filter(|&n| is_rare(self.values[n], self.mask)).collect()
    }
}

/// `g(heap)`, with 0 standing for no heap.
fn value_at(values: &[u32], heap: usize) -> u32 {
    if heap == 0 { 0 } else { values[heap] }
}

#[cfg(test)]
mod tests {
    //! The sparse method with and without its wide passes (here, where the
    //! games' rules are at hand: `sparse` does not import this module).

    use super::*;
    use crate::impartial::sparse::{Kernel, nim_sequence_with};

    /// The kernels this machine has.
    fn kernels() -> impl Iterator<Item = Kernel> {
        Kernel::ALL.into_iter().filter(|kernel| kernel.available())
    }

    fn octal(code: &str) -> TakeBreak {
        TakeBreak::octal(&code.parse::<OctalCode>().expect("a valid code"))
    }

    /// With and without the wide passes (by every kernel the machine has), against the
    /// definition, on games with rare values (Grundy's game, 0.161, 0.77) past several mask
    /// choices; Grundy's game takes the windows from heap 1 344 on.
    #[test]
    fn wide_and_narrow_passes_follow_the_definition() {
        for game in [TakeBreak::grundys_game(), octal("0.161"), octal("0.77")] {
            let expected = game.naive_sequence(5000);
            let narrow = nim_sequence_with(&game.rules, 5000, None);
            assert_eq!(narrow.values, expected, "{game:?}");
            for kernel in kernels() {
                let wide = nim_sequence_with(&game.rules, 5000, Some(kernel));
                assert_ne!(wide.mask, 0, "{game:?}");
                assert_eq!(wide.values, expected, "{game:?}, {kernel:?}");
            }
        }
    }

    /// A game with few rare heaps (0.16 has 52 to 10^6) leaves the wide passes at the first
    /// mask choice from heap 2^15 on, and the narrow passes go on with the same values.
    #[test]
    fn wide_passes_hand_over_to_narrow_ones() {
        let game = octal("0.16");
        let narrow = nim_sequence_with(&game.rules, 40_000, None);
        for kernel in kernels() {
            let handed_over = nim_sequence_with(&game.rules, 40_000, Some(kernel));
            assert_eq!(handed_over.values, narrow.values, "{kernel:?}");
        }
    }

    /// The paths agree on every code `d0.d1d2d3`, `d0` in {0, 4} (the
    /// integration tests hold the default path to the definition on them).
    #[test]
    fn wide_and_narrow_passes_agree_on_every_short_code() {
        for code in 0..1024u32 {
            let digits = [
                4 * (code >> 9) as u8,
                (code >> 6 & 7) as u8,
                (code >> 3 & 7) as u8,
                (code & 7) as u8,
            ];
            let game = TakeBreak::octal(&OctalCode::from_digits(digits.to_vec()));
            let narrow = nim_sequence_with(&game.rules, 2000, None);
            for kernel in kernels() {
                let wide = nim_sequence_with(&game.rules, 2000, Some(kernel));
                assert_eq!(narrow.values, wide.values, "{digits:?}, {kernel:?}");
            }
        }
    }
}
