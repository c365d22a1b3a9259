//! The wide passes of the sparse-value method, for blocks of 64 heaps on x86-64 machines
//! with AVX2 or AVX-512: vectors hold the larger heaps of the whole block, and the values
//! below 256 its splits reach are kept as a bit matrix in registers instead of one table
//! store per split.
//!
//! The values of one class (the common ones, or the rare ones) are the values
//! `v < 256` whose `v & mask` has the class's parity. The class has 128: `v`
//! with the mask's lowest bit `p` removed is its index, since that bit follows
//! from the others, and the indices keep the values' order. Bit `index & 7` of
//! byte `j` of row `index >> 3` of the matrix says that heap `j` of the block
//! has an option worth the value.
//!
//! The kernels find the indices without a table of 256: the index of `v` and the parity of
//! `v & mask` are linear in `v`'s bits, so a code — the index, with the parity in bit 7 — is
//! one Galois-field affine transform of a nim-sum `x ^ y` (AVX-512 with GFNI), or the XOR of
//! the codes of its two nibbles (AVX2), where `x` is first flipped at bit `p` for the common
//! class, so that bit 7 is clear exactly for the class's values.
//!
//! The same codes serve the scan for rare values ([`ValueMatrix::scan_rare`]): one heap's
//! splits, 32 at a time, each nim-sum's code looked up in a 128-bit set of the rare values
//! still missing (AVX2, on AVX-512 machines too).
//!
//! Its submodule `kernel` holds the workspace's only `unsafe` code: the vector kernels, each
//! run only after the machine was checked to have its instructions, on loads whose bounds are
//! checked before.

/// A vector kernel of the wide passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kernel {
    /// AVX-512 (F, BW, VBMI) with GFNI, with the lib's feature `avx512` (on by default; a
    /// bundle for a judge's compiler older than 1.89 has none): 64 heaps a vector, one byte
    /// permute a row.
    Avx512,
    /// AVX2, on every x86-64 judge known: 32 heaps a vector, one compare a pair of rows.
    Avx2,
}

impl Kernel {
    /// The kernels, fastest first.
    pub(crate) const ALL: [Kernel; 2] = [Kernel::Avx512, Kernel::Avx2];

    /// The fastest kernel this machine has, if any.
    pub(crate) fn fastest() -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|kernel| kernel.available())
    }

    /// This machine has the kernel's instructions (and the kernel is compiled in).
    pub(crate) fn available(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        return kernel::available(self);
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = self;
            false
        }
    }
}

/// A copy of the sequence in the lanes the kernel reads: the codes of values below 256 (so
/// that a nim-sum's code is one XOR: the coding is linear), or 16-bit words (whose nim-sums
/// of 256 or more it leaves unmarked).
#[derive(Clone, Copy)]
pub(super) enum Lanes<'a> {
    /// Every value below 256, coded ([`ValueMatrix::code`]).
    Codes(&'a [u8]),
    /// Every value below 65 536.
    Words(&'a [u16]),
}

/// Which values of one class (common or rare) each heap of a block of 64
/// has as options, as a bit matrix over the class's 128 indices.
pub(super) struct ValueMatrix {
    /// The kernel that marks it.
    kernel: Kernel,
    /// How the kernel codes the nim-sums.
    coding: Coding,
    /// XORed into every smaller heap's value so that bit 7 of the code is
    /// clear for the class: `1 << p` for the common class, 0 for the rare one.
    flip: u8,
    /// `values[index]`: the value of each index.
    values: [u8; 128],
    /// `indices_below[v]`: how many values of the class lie below `v`.
    indices_below: [u8; 257],
    /// `rows[g][j]`, bit `b`: heap `j` has an option worth `values[8 g + b]`.
    rows: [[u8; 64]; 16],
    /// How many rows the block's marks cover (8, 10, 12, 14 or 16): the
    /// others stay clear, so their values count as not marked.
    used: usize,
}

/// The coding of nim-sums for the kernel, the same for both classes of a mask.
struct Coding {
    /// The bit matrix of the affine transform: its byte `7 - i` selects the bits
    /// of `v` whose parity is bit `i` of the code (the index's bits, then the
    /// parity of `v & mask` in bit 7).
    affine: u64,
    /// `nibbles[0][v]` and `nibbles[1][v]`: the codes of `v` and `v << 4`, for `v < 16`.
    nibbles: [[u8; 16]; 2],
}

impl Coding {
    /// The code of `value` (below 256), from its nibbles' codes.
    fn code(&self, value: u32) -> u8 {
        let [low, high] = &self.nibbles;
        low[(value & 15) as usize] ^ high[(value >> 4 & 15) as usize]
    }

    /// The code of `v` by the transform's definition: bit `i` is the parity of `v` under
    /// byte `7 - i` of `affine`.
    fn transform(&self, v: u8) -> u8 {
        (0..8).fold(0, |code, i| {
            let row = (self.affine >> (8 * (7 - i))) as u8;
            code | (((row & v).count_ones() % 2) as u8) << i
        })
    }
}

impl ValueMatrix {
    /// A matrix marked by `kernel`, if this machine has it.
    pub(super) fn new(kernel: Kernel) -> Option<Self> {
        kernel.available().then_some(ValueMatrix {
            kernel,
            coding: Coding { affine: 0, nibbles: [[0; 16]; 2] },
            flip: 0,
            values: [0; 128],
            indices_below: [0; 257],
            rows: [[0; 64]; 16],
            used: 16,
        })
    }

    /// Codes the rare values below 256 of `mask` (which has a bit below 256)
    /// if `rare`, else the common ones.
    pub(super) fn set_class(&mut self, mask: u32, rare: bool) {
        let p = mask.trailing_zeros().min(7);
        let index = |v: u32| ((v >> (p + 1)) << p) | (v & ((1 << p) - 1));
        let mut below = 0;
        for v in 0..256u32 {
            self.indices_below[v as usize] = below;
            if super::is_rare(v, mask) == rare {
                self.values[index(v) as usize] = v as u8;
                below += 1;
            }
        }
        self.indices_below[256] = below;
        // Bit `i < 7` of the index is bit `i` of `v` below `p`, bit `i + 1` from `p` on.
        let source = |i: u32| if i < p { i } else { i + 1 };
        self.coding.affine =
            (0..7).fold(u64::from(mask as u8), |affine, i| affine | 1 << (source(i) + 8 * (7 - i)));
        for v in 0..16 {
            self.coding.nibbles[0][usize::from(v)] = self.coding.transform(v);
            self.coding.nibbles[1][usize::from(v)] = self.coding.transform(v << 4);
        }
        self.flip = if rare { 0 } else { 1 << p };
    }

    /// Forgets the last block's options. The next block's marks cover the
    /// rows of the class's values up to `largest`, and one row more (a block's
    /// largest value is a good guess of the next one's: Grundy's game needs 9 or
    /// 10 of the 16 rows for most blocks near 10^6), but at most `most` rows (4 to 16,
    /// even), and an even number of at least 4.
    pub(super) fn clear(&mut self, largest: u32, most: usize) {
        self.rows = [[0; 64]; 16];
        let up_to = self.indices_below[(largest as usize + 1).min(256)];
        let rows = (usize::from(up_to) + 7) / 8 + 1;
        self.used = ((rows.max(4) + 1) / 2 * 2).min(most);
    }

    /// The code of `value` (below 256) for the kernels: its index in its class, the parity
    /// of `value & mask` in bit 7 (set for the class of the values not flipped). Linear: the
    /// code of `x ^ y` is the XOR of their codes.
    pub(super) fn code(&self, value: u32) -> u8 {
        self.coding.code(value)
    }

    /// The smallest value of the class whose row the marks do not cover (256
    /// when they cover every row): from it on, a value not marked may still be
    /// an option.
    pub(super) fn uncovered_from(&self) -> u32 {
        self.values.get(8 * self.used).map_or(256, |&v| u32::from(v))
    }

    /// A smaller heap's value as [`ValueMatrix::mark`] takes it: flipped, coded if the lanes
    /// are codes ([`Lanes::Codes`]), in every lane of a 32-bit word (four bytes, or two 16-bit
    /// words); `value` is below 65 536 (below 256 for codes).
    pub(super) fn lane_word(&self, value: u32, codes: bool) -> u32 {
        let flipped = value ^ u32::from(self.flip);
        match codes {
            true => u32::from(self.coding.code(flipped)) * 0x0101_0101,
            false => flipped * 0x0001_0001,
        }
    }

    /// For each heap `a` of `heaps`, whose value is the next of `words` (each a
    /// [`ValueMatrix::lane_word`]), marks the value of its split with heap `sum + j - a` if it
    /// is of the class (so below 256), for the 64 heaps `j` of the block.
    ///
    /// # Panics
    /// If some `sum - a + 64` is beyond `forward`, or `words` has not one word per heap.
    pub(super) fn mark(&mut self, forward: Lanes, sum: usize, heaps: &[u32], words: &[u32]) {
        #[cfg(target_arch = "x86_64")]
        kernel::mark(
            self.kernel,
            &mut self.rows,
            self.used,
            &self.coding,
            forward,
            sum,
            heaps,
            words,
        );
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (forward, sum, heaps, words);
            unreachable!("ValueMatrix::new gives no matrix off x86-64");
        }
    }

    /// The values marked for heap `j` of the block, by index.
    pub(super) fn marked(&self, j: usize) -> u128 {
        self.rows.iter().rev().fold(0, |bits, row| bits << 8 | u128::from(row[j]))
    }

    /// How many values below `bound` are marked in `marked`.
    pub(super) fn count_below(&self, marked: u128, bound: u32) -> usize {
        let indices = self.indices_below[(bound as usize).min(256)];
        let below = u128::MAX.checked_shr(128 - u32::from(indices)).unwrap_or(0);
        (marked & below).count_ones() as usize
    }

    /// The values of the class not marked in `marked`, ascending (the indices
    /// keep the values' order).
    pub(super) fn unmarked(&self, marked: u128) -> impl Iterator<Item = u32> + '_ {
        let mut left = !marked;
        std::iter::from_fn(move || {
            (left != 0).then(|| {
                let index = left.trailing_zeros() as usize;
                left &= left - 1;
                u32::from(self.values[index])
            })
        })
    }
}

/// How many segments [`ValueMatrix::scan_rare`] cuts the splits into, taking a block of 32
/// from each in turn: the splits worth a value come in clusters, so many starting points
/// find it sooner than one sweep.
const SCAN_SEGMENTS: usize = 64;

/// The blocks `0..count` in turns over [`SCAN_SEGMENTS`] segments of nearly equal length
/// (the first ones one block longer): the first block of each segment, then the second of
/// each, and so on.
struct RoundRobin {
    segments: usize,
    /// Every segment has `shortest` blocks, the first `longer` ones one more.
    shortest: usize,
    longer: usize,
    /// The next block is `start + round`, `start` the first block of segment `segment`.
    round: usize,
    segment: usize,
    start: usize,
}

impl RoundRobin {
    fn new(count: usize) -> Self {
        let segments = SCAN_SEGMENTS.min(count).max(1);
        let (shortest, longer) = (count / segments, count % segments);
        RoundRobin { segments, shortest, longer, round: 0, segment: 0, start: 0 }
    }
}

impl Iterator for RoundRobin {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while self.round < self.shortest + usize::from(self.longer > 0) {
            let length = self.shortest + usize::from(self.segment < self.longer);
            let block = (self.round < length).then(|| self.start + self.round);
            self.segment += 1;
            self.start += length;
            if self.segment == self.segments {
                (self.segment, self.start) = (0, 0);
                self.round += 1;
            }
            if block.is_some() {
                return block;
            }
        }
        None
    }
}

impl<'a> Lanes<'a> {
    /// The lanes of `range`.
    pub(super) fn slice(self, range: std::ops::Range<usize>) -> Lanes<'a> {
        match self {
            Lanes::Codes(lanes) => Lanes::Codes(&lanes[range]),
            Lanes::Words(lanes) => Lanes::Words(&lanes[range]),
        }
    }

    fn len(self) -> usize {
        match self {
            Lanes::Codes(lanes) => lanes.len(),
            Lanes::Words(lanes) => lanes.len(),
        }
    }

    /// The code of the nim-sum of lane `i` with lane `i` of `other` (in the same lanes), if
    /// it is below 256.
    fn nim_code(self, other: Lanes, i: usize, coding: &Coding) -> Option<u8> {
        match (self, other) {
            (Lanes::Codes(x), Lanes::Codes(y)) => Some(x[i] ^ y[i]),
            (Lanes::Words(x), Lanes::Words(y)) => {
                let nim = u32::from(x[i] ^ y[i]);
                (nim < 256).then(|| coding.code(nim))
            }
            _ => panic!("the two sequences of a scan in different lanes"),
        }
    }
}

impl ValueMatrix {
    /// Removes from `missing` (rare values) each value below 256 that some split is worth:
    /// split `i` pairs lane `i` of `smaller` with lane `i` of `larger`, both codes or both
    /// 16-bit values. The AVX2 kernel tests 32 splits at once for any value still missing, in
    /// turns over [`SCAN_SEGMENTS`] segments; O(splits / 32) vector steps at most, and O(1)
    /// for each split that finds a value.
    ///
    /// # Panics
    /// If the machine lacks AVX2 or the two sequences are in different lanes.
    pub(super) fn scan_rare(&self, smaller: Lanes, larger: Lanes, missing: &mut Vec<u32>) {
        // Bit `index` of `wanted`: the value of that index in the rare class (whose code it
        // is) is still missing.
        let mut wanted = 0u128;
        for &v in missing.iter().filter(|&&v| v < 256) {
            let code = self.code(v);
            debug_assert!(code < 128, "{v} is rare");
            wanted |= 1 << code;
        }
        let len = smaller.len().min(larger.len());
        let blocks = RoundRobin::new(len / 32);
        #[cfg(target_arch = "x86_64")]
        {
            wanted = kernel::find_wanted(&self.coding, wanted, smaller, larger, blocks);
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = blocks;
            unreachable!("ValueMatrix::new gives no matrix off x86-64");
        }
        for i in 32 * (len / 32)..len {
            if wanted == 0 {
                break;
            }
            if let Some(code) = smaller.nim_code(larger, i, &self.coding).filter(|&c| c < 128) {
                wanted &= !(1 << code);
            }
        }
        missing.retain(|&v| v >= 256 || wanted >> self.code(v) & 1 != 0);
    }
}

/// The vector kernels, on x86-64 only.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod kernel;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What [`ValueMatrix::mark`] must mark, by the definition: the values of
    /// the class (below 256) among the nim-sums `values[i] ^ forward[sum - a + j]`.
    fn marked_by_definition(
        mask: u32,
        rare: bool,
        forward: &[u16],
        sum: usize,
        heaps: &[u32],
        values: &[u16],
    ) -> Vec<Vec<u32>> {
        (0..64)
            .map(|j| {
                let mut found: Vec<u32> = heaps
                    .iter()
                    .zip(values)
                    .map(|(&a, &value)| u32::from(value ^ forward[sum - a as usize + j]))
                    .filter(|&v| v < 256 && super::super::is_rare(v, mask) == rare)
                    .collect();
                found.sort_unstable();
                found.dedup();
                found
            })
            .collect()
    }

    proptest! {
        /// The vector kernel against the definition, on random sequences in
        /// bytes or in 16-bit words (about a fifth of them 256 or more), masks,
        /// classes, heap lists and rows covered: below the first value not
        /// covered the marks are the definition's, from it on none (on machines
        /// without a kernel there is no matrix to test, and [`ValueMatrix::new`] must say
        /// so); every kernel the machine has.
        #[test]
        fn marks_follow_the_definition(
            mask in (1u32..1024).prop_filter("a bit below 256", |mask| mask & 0xff != 0),
            rare: bool,
            largest in 0u32..256,
            most in 2usize..=8,
            words: bool,
            forward in prop::collection::vec(any::<u16>(), 100..300),
            picks in prop::collection::vec((any::<prop::sample::Index>(), any::<u16>()), 0..40),
        ) {
            for kernel in Kernel::ALL {
            let Some(mut matrix) = ValueMatrix::new(kernel) else {
                prop_assert!(!kernel.available());
                continue;
            };
            matrix.set_class(mask, rare);
            matrix.clear(largest, 2 * most);
            let uncovered = matrix.uncovered_from();
            prop_assert!(uncovered > largest || matrix.used == 2 * most);
            let below = if words { 320 } else { 256 };
            let forward: Vec<u16> = forward.iter().map(|&v| v % below).collect();
            let sum = forward.len() + 1;
            // Heaps `a` with `sum - a + 64 <= forward.len()`: from 65 to `sum`.
            let (heaps, values): (Vec<u32>, Vec<u16>) =
                picks.iter().map(|(i, v)| ((65 + i.index(sum - 64)) as u32, v % below)).unzip();
            let bytes: Vec<u8> = forward.iter().map(|&v| v as u8).collect();
            let codes: Vec<u8> = bytes.iter().map(|&v| matrix.code(u32::from(v))).collect();
            let lanes = if words { Lanes::Words(&forward) } else { Lanes::Codes(&codes) };
            let lane_words: Vec<u32> =
                values.iter().map(|&v| matrix.lane_word(u32::from(v), !words)).collect();
            matrix.mark(lanes, sum, &heaps, &lane_words);
            let want = marked_by_definition(mask, rare, &forward, sum, &heaps, &values);
            for (j, want) in want.iter().enumerate() {
                let marked = matrix.marked(j);
                let all: Vec<u32> = (0..256).filter(|&v| super::super::is_rare(v, mask) == rare).collect();
                let unmarked: Vec<u32> = matrix.unmarked(marked).collect();
                let expected: Vec<u32> = all
                    .iter()
                    .copied()
                    .filter(|v| !want.contains(v) || *v >= uncovered)
                    .collect();
                prop_assert_eq!(unmarked, expected, "{:?}, heap {}", kernel, j);
            }
            }
        }
    }

    proptest! {
        /// The scan against the definition: of the missing rare values, those below 256 that
        /// some split's nim-sum equals are removed, the others stay (and those of 256 or more
        /// are left to the portable scan), on random sequences in codes or in 16-bit words
        /// (some nim-sums 256 or more), random masks and missing values.
        #[test]
        fn the_scan_finds_the_missing_values_some_split_is_worth(
            mask in (1u32..1024).prop_filter("a bit below 256", |mask| mask & 0xff != 0),
            words: bool,
            pairs in prop::collection::vec((0u16..320, 0u16..320), 0..300),
            missing in prop::collection::vec(0u32..320, 0..40),
        ) {
            let Some(mut matrix) = ValueMatrix::new(Kernel::Avx2) else {
                prop_assert!(!Kernel::Avx2.available());
                return Ok(());
            };
            matrix.set_class(mask, false);
            let below = if words { 320 } else { 256 };
            let (smaller, larger): (Vec<u16>, Vec<u16>) =
                pairs.iter().map(|&(x, y)| (x % below, y % below)).unzip();
            let mut missing: Vec<u32> = missing
                .into_iter()
                .filter(|&v| super::super::is_rare(v, mask) && v < below.into())
                .collect();
            missing.sort_unstable();
            missing.dedup();
            let nims: Vec<u32> = smaller.iter().zip(&larger).map(|(&x, &y)| u32::from(x ^ y)).collect();
            let want: Vec<u32> =
                missing.iter().copied().filter(|v| *v >= 256 || !nims.contains(v)).collect();
            let code = |lanes: &[u16]| -> Vec<u8> {
                lanes.iter().map(|&v| matrix.code(u32::from(v))).collect()
            };
            let (smaller_codes, larger_codes) = (code(&smaller), code(&larger));
            let (smaller, larger) = match words {
                true => (Lanes::Words(&smaller), Lanes::Words(&larger)),
                false => (Lanes::Codes(&smaller_codes), Lanes::Codes(&larger_codes)),
            };
            matrix.scan_rare(smaller, larger, &mut missing);
            missing.sort_unstable();
            prop_assert_eq!(missing, want);
        }

        /// The scan's order visits every block once.
        #[test]
        fn round_robin_visits_every_block_once(count in 0usize..20_000) {
            let mut blocks: Vec<usize> = RoundRobin::new(count).collect();
            blocks.sort_unstable();
            prop_assert_eq!(blocks, (0..count).collect::<Vec<_>>());
        }
    }

    /// A second pass adds to the first one's marks, and `clear` forgets them.
    #[test]
    fn marks_accumulate_until_cleared() {
        for kernel in Kernel::ALL {
            let Some(mut matrix) = ValueMatrix::new(kernel) else {
                assert!(!kernel.available());
                continue;
            };
            matrix.set_class(0b1111_1110, false);
            let forward: Vec<u8> = (0..200u32).map(|i| (i * 37 % 251) as u8).collect();
            let codes: Vec<u8> = forward.iter().map(|&v| matrix.code(u32::from(v))).collect();
            matrix.clear(255, 16);
            matrix.mark(Lanes::Codes(&codes), 150, &[100], &[matrix.lane_word(2, true)]);
            let first = matrix.marked(0);
            assert_eq!(
                first.count_ones(),
                u32::from(!super::super::is_rare(u32::from(2 ^ forward[50]), 0xfe))
            );
            matrix.mark(Lanes::Codes(&codes), 150, &[90], &[matrix.lane_word(3, true)]);
            assert_eq!(matrix.marked(0) & first, first);
            matrix.clear(255, 16);
            assert_eq!((0..64).map(|j| matrix.marked(j)).max(), Some(0));
        }
    }
}
