//! The sparse-value method of the record tables, the engine of
//! [`TakeBreak::nim_sequence`](crate::impartial::takebreak::TakeBreak::nim_sequence): nim-sequences of take-and-break games in
//! near-linear time when their values split into few rare and many common ones. On x86-64
//! machines with AVX2 or AVX-512, blocks of 64 heaps run the vector passes of [`wide`].

use std::ops::{BitXor, Range};

use crate::impartial::heap_rules::HeapRules;

mod wide;

pub(crate) use wide::Kernel;
use wide::{Lanes, ValueMatrix};

/// Heap count from which the method chooses a mask (mask 0, every value rare,
/// is the plain method).
const FIRST_MASK_CHOICE: usize = 1024;

/// How many consecutive heaps share one pass over the rare heaps: the pass
/// reads their larger heaps as one run of `BLOCK` neighbouring values.
const BLOCK: usize = 16;

/// The block of the wide passes ([`Wide`]): one 64-byte vector of larger heaps.
const WIDE_BLOCK: usize = 64;

/// The bound on the values up to which the wide passes run. Their matrices
/// hold the values below 256; past 512 most nim-sums lie beyond them, and the
/// blocks of 64 cost more than they save (to 2·10^5, 0.007, whose values pass
/// 1 000, took 3.9 s with them against 3.5 s without; 4.7777777777777777 and
/// 0.6, whose values stay below 512, gain with them).
const WIDE_BOUND: u32 = 512;

/// The wide passes go on past heap [`WIDE_CHECK_FROM`] only with at least this many rare
/// heaps: with fewer, the rare pass is cheap either way and the wide blocks' own costs
/// (clearing and reading the matrices) outweigh what they save (to 10^6, 0.16 with 52 rare
/// heaps took 113 ms wide and 100 ms without; 0.644 with 30 took 180 ms and 156 ms; Grundy's
/// game has 1 273, 0.161 488).
const WIDE_MIN_RARE: usize = 64;

/// From which heap on a mask choice also decides whether the wide passes go on
/// ([`WIDE_MIN_RARE`]): late enough for games whose rare heaps come slowly (0.161 has its
/// 100th at heap 781).
const WIDE_CHECK_FROM: usize = 1 << 15;

/// How many splits the scan for rare values checks at once: a branch-free
/// loop the compiler turns into vector instructions.
const CHUNK: usize = 64;

/// How many windows of heaps `a` the wide scan takes, spread evenly over the
/// splits of the block's first heap: a sample of every part of the splits,
/// which finds most of the rare values the heaps need (1 024 splits a heap;
/// measured at 10^6 against 8 to 1 024 windows of 1 to 64 heaps).
const WINDOWS: usize = 256;

/// How many heaps `a` one window of the wide scan holds.
const WINDOW: usize = 4;

/// How many rows of the rare values' matrix the windows mark at most: the 64 smallest rare
/// values below 256 (those below about 128), which most heaps look for; the scan finds the
/// others (Grundy's game to 10^6: 375 ms with 8 rows, 395 ms with all 16; 0.6 the other way,
/// 204 and 187 ms to 2·10^5).
const WINDOW_ROWS: usize = 8;

/// How many rare values a heap of the last block must have looked for, on
/// average, for the windows to be taken: they cost more than the whole scan of
/// games whose heaps look for a few (0.16: 0.064 s with them for 509 622
/// values, 0.054 s without; Grundy's game looks for 33).
const WINDOWS_FROM: usize = 8;

/// Into how many segments the scan splits the splits of a heap, visiting them
/// in turn: the splits worth a given value come in clusters, so several
/// starting points find one sooner than a single sweep.
const SEGMENTS: usize = 16;

/// A nim-sequence computed so far, with its rare-value mask.
#[derive(Debug, Default)]
pub(crate) struct Progress {
    /// `g(0), g(1), …`.
    pub(crate) values: Vec<u32>,
    /// A value `v` is rare when `v & mask` has even parity.
    pub(crate) mask: u32,
}

/// `g(0..len)` of `game` by the sparse-value method (see
/// [`TakeBreak::nim_sequence`](crate::impartial::takebreak::TakeBreak::nim_sequence)). The passes run on copies of the sequence in
/// the narrowest unsigned type that holds every value so far, 8 bits while
/// values stay below 256 (so 16 splits per 128-bit vector instruction, or 64
/// with the wide passes), and widen to 16 and 32 bits when a value outgrows them
/// (the wide passes run on 16 bits too, for the values below 256).
pub(crate) fn nim_sequence(game: &HeapRules, len: usize) -> Progress {
    nim_sequence_with(game, len, Kernel::fastest())
}

/// [`nim_sequence`], with the wide passes (on 8- and 16-bit lanes) by `kernel`, if any and
/// the machine has it (the tests of `takebreak` run every path), each lane type's narrow
/// passes going on where the wide ones stop.
pub(crate) fn nim_sequence_with(game: &HeapRules, len: usize, kernel: Option<Kernel>) -> Progress {
    let progress = Solver::<u8>::resume(game, len, Progress::default(), kernel).run();
    let progress = Solver::<u8>::resume(game, len, progress, None).run();
    let progress = Solver::<u16>::resume(game, len, progress, kernel).run();
    let progress = Solver::<u16>::resume(game, len, progress, None).run();
    Solver::<u32>::resume(game, len, progress, None).run()
}

/// The wide passes' marks for a block of 64 heaps (with 8- or 16-bit lanes, on
/// machines with AVX2 or AVX-512).
struct Wide {
    /// The rare pass: the common values of the splits with a rare heap.
    common: ValueMatrix,
    /// A first round of the scan, for the whole block at once: the rare values
    /// of the splits whose smaller heap lies in one of the [`WINDOWS`] windows.
    rare: ValueMatrix,
}

impl Wide {
    /// Codes both matrices' classes for `mask`, if it has a bit below 256
    /// (else every value they hold would be rare, and they stay unused: see
    /// [`Solver::wide_marks`]).
    fn set_mask(&mut self, mask: u32) {
        if mask & 0xff != 0 {
            self.common.set_class(mask, false);
            self.rare.set_class(mask, true);
        }
    }
}

/// `value & mask` has even parity. Parity is linear, so the nim-sum of two
/// rare values is rare, of two common ones rare, of a rare and a common one common.
pub(crate) fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

/// An unsigned type the solver keeps its copies of the sequence in.
trait Lane: Copy + Default + Eq + BitXor<Output = Self> + Into<u32> {
    /// The largest value it holds.
    const MAX: u32;
    /// `value`, which is at most [`Lane::MAX`].
    fn narrow(value: u32) -> Self;
    /// The value back as an index.
    fn index(self) -> usize;
    /// The wide passes read the codes of the values ([`ValueMatrix::code`]), not the values.
    const CODES: bool = false;
    /// The sequence as the wide passes read it, from the values or their `codes`: codes for
    /// bytes, the values for 16-bit words, nothing for wider lanes.
    fn wide_lanes<'s>(values: &'s [Self], codes: &'s [u8]) -> Option<Lanes<'s>>;
    /// For each rare heap `a` (of value `value`), with `larger` the values of
    /// the larger heaps `sum + j - a` of the block's heaps `j`, marks
    /// `seen[j][value ^ larger[j]] = stamp`.
    fn mark_block<'v>(
        pairs: impl Iterator<Item = (Self, &'v [Self])>,
        seen: &mut [Vec<u32>],
        stamp: u32,
    ) where
        Self: 'v,
    {
        mark_each(pairs, seen, stamp);
    }
}

/// [`Lane::mark_block`] a table at a time.
fn mark_each<'v, T: Lane + 'v>(
    pairs: impl Iterator<Item = (T, &'v [T])>,
    seen: &mut [Vec<u32>],
    stamp: u32,
) {
    for (value, larger) in pairs {
        for (seen, &other) in seen.iter_mut().zip(larger) {
            seen[(value ^ other).index()] = stamp;
        }
    }
}

macro_rules! lane {
    ($t:ty) => {
        const MAX: u32 = <$t>::MAX as u32;
        fn narrow(value: u32) -> Self {
            value as $t
        }
        fn index(self) -> usize {
            self as usize
        }
    };
}

impl Lane for u8 {
    lane!(u8);
    const CODES: bool = true;
    fn wide_lanes<'s>(_: &'s [Self], codes: &'s [u8]) -> Option<Lanes<'s>> {
        Some(Lanes::Codes(codes))
    }
    /// With blocks of 16, the larger heaps' values as one 128-bit word: one
    /// load and one XOR give all 16 nim-sums, and the tables of 256 need no
    /// bounds checks.
    fn mark_block<'v>(
        pairs: impl Iterator<Item = (Self, &'v [Self])>,
        seen: &mut [Vec<u32>],
        stamp: u32,
    ) {
        if seen.len() != BLOCK {
            return mark_each(pairs, seen, stamp);
        }
        let seen: &mut [Vec<u32>; BLOCK] = seen.try_into().expect("a block of 16 tables");
        let mut seen = seen.iter_mut();
        let mut tables: [&mut [u32; 256]; BLOCK] = std::array::from_fn(|_| {
            let seen = seen.next().expect("a block of 16 tables");
            <&mut [u32; 256]>::try_from(&mut seen[..256]).expect("tables of 8-bit lanes hold 256")
        });
        for (value, larger) in pairs {
            let larger: &[u8; BLOCK] = larger.try_into().expect("a block of 16 values");
            let nims = u128::from_le_bytes(*larger) ^ (u128::from(value) * (u128::MAX / 255));
            for (j, table) in tables.iter_mut().enumerate() {
                table[usize::from((nims >> (8 * j)) as u8)] = stamp;
            }
        }
    }
}

impl Lane for u16 {
    lane!(u16);
    fn wide_lanes<'s>(values: &'s [Self], _: &'s [u8]) -> Option<Lanes<'s>> {
        Some(Lanes::Words(values))
    }
}

impl Lane for u32 {
    lane!(u32);
    fn wide_lanes<'s>(_: &'s [Self], _: &'s [u8]) -> Option<Lanes<'s>> {
        None
    }
}

/// The state of the computation, with copies of the sequence in lane type `T`.
struct Solver<'a, T> {
    game: &'a HeapRules,
    len: usize,
    values: Vec<u32>,
    mask: u32,
    /// `forward[n] = g(n)`.
    forward: Vec<T>,
    /// With the wide passes on lanes of codes ([`Lane::CODES`]), `codes[n]` is the code of
    /// `g(n)` for the current mask, which the kernels read instead of `forward`.
    codes: Vec<u8>,
    /// `backward_codes[len - 1 - n] = codes[n]`, with `codes`.
    backward_codes: Vec<u8>,
    /// `backward[len - 1 - n] = g(n)`, so that `g(sum - a)` runs forward in `a`.
    backward: Vec<T>,
    /// Heaps `>= 1` with rare values, ascending, and their values.
    rare: Vec<u32>,
    rare_values: Vec<T>,
    /// With the wide passes, the rare heaps' values as the rare pass's kernel reads them
    /// ([`ValueMatrix::lane_word`]).
    rare_words: Vec<u32>,
    /// Heaps per block: [`BLOCK`], or [`WIDE_BLOCK`] with the wide passes.
    block: usize,
    /// The wide passes, on machines that have them and with 8- or 16-bit lanes.
    wide: Option<Wide>,
    /// The heaps of the wide scan's windows, and their values as its kernel reads them (kept
    /// to reuse their memory).
    window: Vec<u32>,
    window_words: Vec<u32>,
    /// `seen[j][v] == stamp`: value `v` is an option of heap `j` of the block.
    seen: Vec<Vec<u32>>,
    stamp: u32,
    /// The values an option of the heap being computed may still be worth
    /// (kept to reuse its memory).
    missing: Vec<u32>,
    /// The values of `missing` below 256 no split is worth (kept to reuse its memory).
    absent: Vec<u32>,
    /// A power of two above every value so far: nim-sums and mexes stay within it.
    bound: u32,
    /// The bound grew since the mask was chosen.
    bound_grew: bool,
    /// The common values up to `bound`, ascending: the candidates for the
    /// common mex, listed when the mask or the bound changes (a lookup instead
    /// of a parity count per candidate).
    common_values: Vec<u32>,
    /// The rare values below `bound`, ascending.
    rare_values_to_bound: Vec<u32>,
    /// How many rare values the heaps of the block looked for, before the
    /// wide scan's marks: many a heap, and the next block takes the windows.
    block_targets: usize,
    /// This block takes the wide scan's windows.
    use_windows: bool,
    /// The largest value of the last block: the wide passes mark the rows of
    /// the values up to it and one row more.
    block_largest: u32,
}

/// The rare heaps one block pass covers for one split rule: those whose pairs
/// are valid for every heap of the block and read only values before it.
struct BlockPass {
    /// The split sum of the block's first heap.
    sum: usize,
    /// Index ranges into the rare heaps.
    ranges: [Range<usize>; 2],
}

impl<'a, T: Lane> Solver<'a, T> {
    /// A solver that goes on from `progress`.
    fn resume(game: &'a HeapRules, len: usize, progress: Progress, kernel: Option<Kernel>) -> Self {
        let Progress { values, mask } = progress;
        let mut solver = Solver {
            game,
            len,
            values: Vec::with_capacity(len),
            mask,
            forward: Vec::with_capacity(len),
            codes: Vec::new(),
            backward_codes: Vec::new(),
            backward: Vec::new(),
            rare: Vec::new(),
            rare_values: Vec::new(),
            rare_words: Vec::new(),
            block: BLOCK,
            wide: T::wide_lanes(&[], &[]).and(kernel).and_then(|kernel| {
                Some(Wide { common: ValueMatrix::new(kernel)?, rare: ValueMatrix::new(kernel)? })
            }),
            window: Vec::new(),
            window_words: Vec::new(),
            seen: Vec::new(),
            stamp: 0,
            missing: Vec::new(),
            absent: Vec::new(),
            bound: 1,
            bound_grew: false,
            common_values: Vec::new(),
            rare_values_to_bound: Vec::new(),
            block_targets: 0,
            use_windows: false,
            block_largest: u32::MAX,
        };
        if let Some(wide) = solver.wide.as_mut() {
            solver.block = WIDE_BLOCK;
            wide.set_mask(solver.mask);
        }
        solver.seen = vec![vec![0; 256]; solver.block];
        if values.len() < len {
            solver.backward = vec![T::default(); len];
            if solver.wide.is_some() && T::CODES {
                solver.backward_codes = vec![0; len];
            }
            values.into_iter().for_each(|value| solver.push_value(value));
            solver.bound_grew = false;
        } else {
            solver.values = values;
        }
        solver.list_value_classes();
        solver
    }

    /// Computes values until `len` of them are known, one does not fit in `T`, or the wide
    /// passes stop paying (values past [`WIDE_BOUND`], or fewer rare heaps than
    /// [`WIDE_MIN_RARE`]): the next solver of [`nim_sequence_with`] goes on from there.
    fn run(mut self) -> Progress {
        // A value an earlier solver stopped at may not fit `T` either (the
        // 16-bit solver with the wide passes stops at a bound above 512, but
        // also at a value above 65 535): the next solver goes on from it.
        if self.values.iter().any(|&value| value > T::MAX) {
            return Progress { values: self.values, mask: self.mask };
        }
        while self.values.len() < self.len {
            let first = self.values.len();
            let next_power = first.next_power_of_two();
            if first >= FIRST_MASK_CHOICE && (next_power < first + self.block || self.bound_grew) {
                self.bound_grew = false;
                self.rechoose_mask();
                if self.wide.is_some()
                    && first >= WIDE_CHECK_FROM
                    && self.rare.len() < WIDE_MIN_RARE
                {
                    break;
                }
            }
            self.stamp += 1;
            let passes = self.mark_block(first);
            for heap in first..self.len.min(first + self.block) {
                self.push_next(heap, heap - first, &passes);
                if self.values[heap] > T::MAX {
                    return Progress { values: self.values, mask: self.mask };
                }
            }
            self.block_largest = self.values[first..].iter().copied().max().unwrap_or(0);
            if self.wide.is_some() && self.bound > WIDE_BOUND {
                break;
            }
        }
        Progress { values: self.values, mask: self.mask }
    }

    /// Marks, for the block of heaps from `first`, the splits with a rare heap
    /// `a >= block` that are valid for all of them and read only values before
    /// the block (the larger heaps of heap `first + j` are the `j`-th of one run
    /// of `block` neighbours), and with the wide passes the scan's first round.
    /// Returns what the rare pass covered, per split rule.
    fn mark_block(&mut self, first: usize) -> Vec<BlockPass> {
        if let Some(wide) = self.wide.as_mut() {
            wide.common.clear(self.block_largest, 16);
            wide.rare.clear(self.block_largest, WINDOW_ROWS);
        }
        self.use_windows = self.block_targets >= WINDOWS_FROM * self.block;
        self.block_targets = 0;
        let game = self.game;
        let mut passes = Vec::new();
        for sum in game.split_sums(first) {
            let below = |a: usize| self.rare.partition_point(|&h| (h as usize) < a);
            let (start, end) = (below(self.block), below(sum).max(below(self.block)));
            // Grundy's game forbids two equal heaps: the halves of the block's
            // sums, (sum + j) / 2 for j < block, are left to each heap.
            let (skip_from, skip_to) = if game.unequal {
                (
                    below(sum / 2).clamp(start, end),
                    below((sum + 1) / 2 + self.block / 2).clamp(start, end),
                )
            } else {
                (end, end)
            };
            let ranges = [start..skip_from, skip_to..end];
            for range in ranges.clone() {
                self.mark_rare_splits(sum, range);
            }
            self.mark_windows(first, sum);
            passes.push(BlockPass { sum, ranges });
        }
        passes
    }

    /// The wide passes mark the block's options: the machine and the lanes
    /// have them, and some bit of the mask lies below 256 (else every value
    /// the matrices hold would be rare).
    fn wide_marks(&self) -> bool {
        self.wide.is_some() && self.mask & 0xff != 0
    }

    /// The rare pass over the rare heaps `rare[range]`, splits of `sum + j`.
    /// The wide pass marks only the common values: the rare values of splits
    /// of two rare heaps are left to the scan, which checks every split.
    fn mark_rare_splits(&mut self, sum: usize, range: Range<usize>) {
        let (rare, values) = (&self.rare[range.clone()], &self.rare_values[range.clone()]);
        let marks = self.wide_marks();
        let wide = self.wide.as_mut().filter(|_| marks);
        match (wide, T::wide_lanes(&self.forward, &self.codes)) {
            (Some(wide), Some(forward)) => {
                wide.common.mark(forward, sum, rare, &self.rare_words[range])
            }
            _ => {
                let block = self.block;
                let pairs = rare.iter().zip(values).map(|(&a, &value)| {
                    let base = sum - a as usize;
                    (value, &self.forward[base..base + block])
                });
                T::mark_block(pairs, &mut self.seen, self.stamp);
            }
        }
    }

    /// With the wide passes, marks the rare values of the splits `(a, sum + j - a)`
    /// of the block's heaps for the heaps `a` of [`WINDOWS`] windows, spread over
    /// those below half of `sum` whose larger heap comes before the block.
    fn mark_windows(&mut self, first: usize, sum: usize) {
        let marks = self.wide_marks() && self.use_windows;
        let wide = self.wide.as_mut().filter(|_| marks);
        let (wide, forward) = match (wide, T::wide_lanes(&self.forward, &self.codes)) {
            (Some(wide), Some(forward)) => (wide, forward),
            _ => return,
        };
        let low = (sum + self.block).saturating_sub(first).max(1);
        let high = sum.saturating_sub(1) / 2 + 1;
        if low >= high {
            return;
        }
        let heaps = &mut self.window;
        heaps.clear();
        for s in 0..WINDOWS {
            let start = low + (high - low) * s / WINDOWS;
            let end = (start + WINDOW).min(high);
            heaps.extend(start as u32..end as u32);
        }
        let words = &mut self.window_words;
        words.clear();
        words.extend(
            heaps.iter().map(|&a| wide.rare.lane_word(self.forward[a as usize].into(), T::CODES)),
        );
        wide.rare.mark(forward, sum, heaps, words);
    }

    /// Computes the value of `heap`, the `j`-th of the block whose pass was `passes`.
    fn push_next(&mut self, heap: usize, j: usize, passes: &[BlockPass]) {
        self.mark_other_options(heap, j, passes);
        let common_mex = match (self.mask, self.wide_marks()) {
            (0, _) => None,
            (_, true) => self.wide_common_mex(j, passes),
            (_, false) => {
                let seen = &self.seen[j];
                self.common_values.iter().copied().find(|&v| seen[v as usize] != self.stamp)
            }
        };
        let seen = &self.seen[j];
        let stamp = self.stamp;
        let unseen = |v: u32| seen[v as usize] != stamp;
        if self.mask == 0 {
            // Every heap is rare, so every split is already marked.
            let value = (0..=self.bound).find(|&v| unseen(v)).unwrap_or(self.bound + 1);
            return self.push_value(value);
        }
        let wide = self.wide.as_ref().filter(|_| self.wide_marks());
        let rare_marked = wide.map(|wide| (&wide.rare, wide.rare.marked(j)));
        let common_mex = common_mex.unwrap_or(self.bound + 1);
        // Every value below the common mex that no split with a rare heap reaches
        // is rare; it is an option if some split of two common heaps is worth it.
        let mut missing = std::mem::take(&mut self.missing);
        missing.clear();
        let below = common_mex.min(self.bound);
        // The wide passes' matrix holds the values below 256, the list the rest.
        let rare_from_256 = || self.rare_values_to_bound.iter().copied().skip_while(|&r| r < 256);
        match rare_marked {
            Some((rare, marked)) => missing.extend(
                rare.unmarked(marked)
                    .chain(rare_from_256())
                    .take_while(|&r| r < below)
                    .filter(|&r| unseen(r)),
            ),
            None => missing.extend(
                self.rare_values_to_bound
                    .iter()
                    .copied()
                    .take_while(|&r| r < below)
                    .filter(|&r| unseen(r)),
            ),
        }
        self.block_targets +=
            missing.len() + rare_marked.map_or(0, |(rare, marked)| rare.count_below(marked, below));
        let game = self.game;
        for sum in game.split_sums(heap) {
            if missing.is_empty() {
                break;
            }
            self.mark_common_splits(j, sum, &mut missing);
        }
        // The values below the common mex that are still unseen, the bound
        // itself last (no split reaches it, so it was not looked for).
        let seen = &self.seen[j];
        let value = missing
            .iter()
            .copied()
            .min()
            .or_else(|| (below..common_mex).find(|&v| seen[v as usize] != stamp))
            .unwrap_or(common_mex);
        self.missing = missing;
        self.push_value(value);
    }

    /// With the wide passes, the common mex of the `j`-th heap of the block:
    /// the first common value neither the rare pass's matrix nor the heap's own
    /// marks have. If it lies beyond the rows the matrix covered, the heap
    /// marks the rare pass's splits itself, and the mex is looked for again.
    fn wide_common_mex(&mut self, j: usize, passes: &[BlockPass]) -> Option<u32> {
        // The matrix holds the values below 256, the list the rest.
        let find = |solver: &Self| {
            let common = &solver.wide.as_ref()?.common;
            let seen = &solver.seen[j];
            let from_256 = solver.common_values.iter().copied().skip_while(|&v| v < 256);
            common
                .unmarked(common.marked(j))
                .chain(from_256)
                .take_while(|&v| v <= solver.bound)
                .find(|&v| seen[v as usize] != solver.stamp)
        };
        let mex = find(self);
        let uncovered = self.wide.as_ref().map_or(0, |wide| wide.common.uncovered_from());
        if mex.unwrap_or(self.bound + 1) >= uncovered {
            for pass in passes {
                for range in pass.ranges.clone() {
                    self.mark_rare_splits_of(j, pass.sum + j, range);
                }
            }
            return find(self);
        }
        mex
    }

    /// Marks for `heap`, the `j`-th of its block, the options the block pass
    /// left out: single-heap options, and splits with a rare heap below
    /// `BLOCK`, around half the sum, beyond the block's first sum, or found
    /// rare during the block.
    fn mark_other_options(&mut self, heap: usize, j: usize, passes: &[BlockPass]) {
        let game = self.game;
        let stamp = self.stamp;
        if game.whole.contains(&heap) {
            self.seen[j][0] = stamp;
        }
        for &k in game.shorten.iter().filter(|&&k| k < heap) {
            self.seen[j][self.values[heap - k] as usize] = stamp;
        }
        for sum in game.split_sums(heap) {
            let left_out = match passes.iter().find(|pass| pass.sum + j == sum) {
                Some(BlockPass { ranges: [low, high], .. }) => {
                    [0..low.start, low.end..high.start, high.end..self.rare.len()]
                }
                None => [0..self.rare.len(), 0..0, 0..0],
            };
            for range in left_out {
                self.mark_rare_splits_of(j, sum, range);
            }
        }
    }

    /// Marks for the `j`-th heap of the block the values of its splits
    /// `(a, sum - a)` with the rare heaps `a` of `rare[range]`.
    fn mark_rare_splits_of(&mut self, j: usize, sum: usize, range: Range<usize>) {
        for &a in &self.rare[range] {
            let a = a as usize;
            if a >= sum {
                break;
            }
            if !(self.game.unequal && 2 * a == sum) {
                self.seen[j][(self.values[a] ^ self.values[sum - a]) as usize] = self.stamp;
            }
        }
    }

    /// Removes from `missing` the values that some split `(a, sum - a)` of two heaps is
    /// worth (for the `j`-th heap of the block). With the wide passes, the AVX2 scan
    /// ([`ValueMatrix::scan_rare`]) looks for those below 256 and [`Solver::scan_splits`] for
    /// the others; without, [`Solver::scan_splits`] for all.
    fn mark_common_splits(&mut self, j: usize, sum: usize, missing: &mut Vec<u32>) {
        let top = sum / 2 - usize::from(self.game.unequal && sum % 2 == 0);
        if top == 0 {
            return;
        }
        let marks = self.wide_marks();
        let lanes = |values, codes| T::wide_lanes(values, codes).filter(|_| marks);
        let smaller = lanes(&self.forward, &self.codes);
        let larger = lanes(&self.backward, &self.backward_codes);
        if let (Some(wide), Some(smaller), Some(larger)) = (self.wide.as_ref(), smaller, larger) {
            let (smaller, larger) =
                (smaller.slice(1..top + 1), larger.slice(self.len - sum..self.len - sum + top));
            wide.common.scan_rare(smaller, larger, missing);
            if missing.iter().all(|&v| v < 256) {
                return;
            }
            let mut absent = std::mem::take(&mut self.absent);
            absent.clear();
            absent.extend(missing.iter().copied().filter(|&v| v < 256));
            missing.retain(|&v| v >= 256);
            self.scan_splits(j, sum, top, missing);
            missing.append(&mut absent);
            self.absent = absent;
            return;
        }
        self.scan_splits(j, sum, top, missing);
    }

    /// Marks for the `j`-th heap of the block the values of `missing` that some split
    /// `(a, sum - a)`, `a` up to `top`, is worth, and removes them from `missing`. The splits
    /// are cut into [`SEGMENTS`] segments, scanned in turn a chunk of [`CHUNK`] at a time,
    /// until `missing` is empty or every split is seen.
    fn scan_splits(&mut self, j: usize, sum: usize, top: usize, missing: &mut Vec<u32>) {
        // Split `(a, sum - a)` is at index `a - 1` of both slices.
        let smaller = &self.forward[1..=top];
        let larger = &self.backward[self.len - sum..self.len - sum + top];
        let segments = SEGMENTS.min((top + CHUNK - 1) / CHUNK);
        // Segment `s` is `starts[s]..starts[s + 1]` (computed once: a division each).
        let starts: [usize; SEGMENTS + 1] =
            std::array::from_fn(|s| top * s.min(segments) / segments);
        let mut nims = [T::default(); CHUNK];
        for round in 0.. {
            let mut active = false;
            for s in 0..segments {
                let from = starts[s] + round * CHUNK;
                let to = starts[s + 1].min(from + CHUNK);
                if from >= to {
                    continue;
                }
                active = true;
                for ((nim, &x), &y) in
                    nims.iter_mut().zip(&smaller[from..to]).zip(&larger[from..to])
                {
                    *nim = x ^ y;
                }
                // A short last chunk repeats its first split, which changes nothing.
                if to - from < CHUNK {
                    let first_nim = nims[0];
                    nims[to - from..].fill(first_nim);
                }
                // The first 64 missing values are compared without a branch each and
                // removed last, from the highest index down, so that `swap_remove` only
                // moves values already compared; any beyond them one by one first.
                let mut found = 0u64;
                for (i, &r) in missing.iter().enumerate().take(64) {
                    let r = T::narrow(r);
                    let hit = nims.iter().fold(false, |hit, &nim| hit | (nim == r));
                    found |= u64::from(hit) << i;
                }
                let mut i = 64;
                while i < missing.len() {
                    let r = T::narrow(missing[i]);
                    if nims.iter().fold(false, |found, &nim| found | (nim == r)) {
                        self.seen[j][missing[i] as usize] = self.stamp;
                        missing.swap_remove(i);
                    } else {
                        i += 1;
                    }
                }
                while found != 0 {
                    let i = 63 - found.leading_zeros() as usize;
                    found &= !(1 << i);
                    self.seen[j][missing[i] as usize] = self.stamp;
                    missing.swap_remove(i);
                }
                if missing.is_empty() {
                    return;
                }
            }
            if !active {
                return;
            }
        }
    }

    fn push_value(&mut self, value: u32) {
        let heap = self.values.len();
        self.values.push(value);
        let lane = T::narrow(value.min(T::MAX));
        self.forward.push(lane);
        if let Some(wide) = self.wide.as_ref().filter(|_| T::CODES) {
            let code = wide.common.code(value);
            self.codes.push(code);
            self.backward_codes[self.len - 1 - heap] = code;
        }
        self.backward[self.len - 1 - heap] = lane;
        if heap >= 1 && is_rare(value, self.mask) {
            self.rare.push(heap as u32);
            self.rare_values.push(lane);
            if let Some(wide) = self.wide.as_ref() {
                self.rare_words.push(wide.common.lane_word(lane.into(), T::CODES));
            }
        }
        if value >= self.bound {
            while value >= self.bound {
                self.bound *= 2;
            }
            self.bound_grew = true;
            self.list_value_classes();
            let size = (self.bound as usize + 1).max(256);
            self.seen.iter_mut().for_each(|seen| seen.resize(size, 0));
        }
    }

    /// Lists the common values up to `bound` and the rare ones below it, for
    /// the current mask.
    fn list_value_classes(&mut self) {
        let mask = self.mask;
        self.common_values.clear();
        self.common_values.extend((0..=self.bound).filter(|&v| !is_rare(v, mask)));
        self.rare_values_to_bound.clear();
        self.rare_values_to_bound.extend((0..self.bound).filter(|&v| is_rare(v, mask)));
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
            if let Some(wide) = self.wide.as_mut() {
                wide.set_mask(best);
                if T::CODES {
                    self.codes = self.values.iter().map(|&v| wide.common.code(v)).collect();
                    let len = self.len;
                    for (n, &code) in self.codes.iter().enumerate() {
                        self.backward_codes[len - 1 - n] = code;
                    }
                }
            }
            self.list_value_classes();
            let rare = (1..self.values.len()).filter(|&n| is_rare(self.values[n], best));
            self.rare = rare.map(|n| n as u32).collect();
            self.rare_values = self.rare.iter().map(|&n| self.forward[n as usize]).collect();
            if let Some(wide) = self.wide.as_ref() {
                let word =
                    |&n: &u32| wide.common.lane_word(self.forward[n as usize].into(), T::CODES);
                self.rare_words = self.rare.iter().map(word).collect();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solver handed a value that does not fit its lanes computes nothing
    /// and hands the sequence on unchanged, whatever stopped the solver before.
    #[test]
    fn a_value_too_wide_for_the_lanes_is_handed_on() {
        let game = HeapRules { whole: vec![], shorten: vec![], split: vec![0], unequal: true };
        for kernel in [None, Kernel::fastest()] {
            let progress = Progress { values: vec![0, 0, 0, 70_000], mask: 0 };
            let progress = Solver::<u16>::resume(&game, 10, progress, kernel).run();
            assert_eq!(progress.values, [0, 0, 0, 70_000]);
            let progress = Solver::<u32>::resume(&game, 10, progress, kernel).run();
            assert_eq!(progress.values.len(), 10);
        }
    }
}
