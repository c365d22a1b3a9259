//! The wide passes of the sparse-value method, for blocks of 64 heaps on
//! x86-64 machines with AVX-512 (VBMI): one 64-byte vector holds the larger
//! heaps of the whole block, and the values its splits reach are kept as a bit
//! matrix in registers instead of one table store per split.
//!
//! The values of one class (the common ones, or the rare ones) are the values
//! `v < 256` whose `v & mask` has the class's parity. The class has 128: `v`
//! with the mask's lowest bit `p` removed is its index, since that bit follows
//! from the others, and the indices keep the values' order. Bit `index & 7` of
//! byte `j` of row `index >> 3` of the matrix says that heap `j` of the block
//! has an option worth the value.
//!
//! This module holds the workspace's only `unsafe` code: the vector kernel,
//! run only after the machine was checked to have its instructions, on loads
//! whose bounds are checked before.

/// Which values of one class (common or rare) each heap of a block of 64
/// has as options, as a bit matrix over the class's 128 indices.
pub(super) struct ValueMatrix {
    /// `codes[v]`: the index of value `v` of the class, or `0x80` for the other class.
    codes: [u8; 256],
    /// `values[index]`: the value of each index.
    values: [u8; 128],
    /// `rows[g][j]`, bit `b`: heap `j` has an option worth `values[8 g + b]`.
    rows: [[u8; 64]; 16],
}

impl ValueMatrix {
    /// A matrix, if this machine has the instructions it needs.
    pub(super) fn new() -> Option<Self> {
        kernel::available().then_some(ValueMatrix {
            codes: [0x80; 256],
            values: [0; 128],
            rows: [[0; 64]; 16],
        })
    }

    /// Codes the rare values of `mask` (nonzero, below 256) if `rare`, else
    /// the common ones.
    pub(super) fn set_class(&mut self, mask: u32, rare: bool) {
        let p = mask.trailing_zeros().min(7);
        let low = (1u32 << p) - 1;
        for v in 0..256u32 {
            let index = ((v >> (p + 1)) << p) | (v & low);
            if super::is_rare(v, mask) == rare {
                self.codes[v as usize] = index as u8;
                self.values[index as usize] = v as u8;
            } else {
                self.codes[v as usize] = 0x80;
            }
        }
    }

    /// Forgets the last block's options.
    pub(super) fn clear(&mut self) {
        self.rows = [[0; 64]; 16];
    }

    /// For each heap `a` with value `values[i]`, marks the value of its split
    /// with heap `sum + j - a` if it is of the class, for the 64 heaps `j` of
    /// the block.
    ///
    /// # Panics
    /// If some `sum - a + 64` is beyond `forward`.
    pub(super) fn mark(&mut self, forward: &[u8], sum: usize, heaps: &[u32], values: &[u8]) {
        #[cfg(target_arch = "x86_64")]
        kernel::mark(&mut self.rows, &self.codes, forward, sum, heaps, values);
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (forward, sum, heaps, values);
            unreachable!("ValueMatrix::new gives no matrix off x86-64");
        }
    }

    /// The values marked for heap `j` of the block, by index.
    pub(super) fn marked(&self, j: usize) -> u128 {
        self.rows.iter().rev().fold(0, |bits, row| bits << 8 | u128::from(row[j]))
    }

    /// How many values below `bound` are marked in `marked`.
    pub(super) fn count_below(&self, marked: u128, bound: u32) -> usize {
        let indices = self.values.partition_point(|&v| u32::from(v) < bound);
        let below = u128::MAX.checked_shr(128 - indices as u32).unwrap_or(0);
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

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod kernel {
    use std::arch::x86_64::*;

    /// The machine has AVX-512 with byte operations and byte permutes.
    pub(super) fn available() -> bool {
        is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx512bw")
            && is_x86_feature_detected!("avx512vbmi")
    }

    /// [`super::ValueMatrix::mark`] on the matrix `rows` of the class `codes`.
    /// O(heaps.len()) vector instructions (about 60 per heap `a`).
    pub(super) fn mark(
        rows: &mut [[u8; 64]; 16],
        codes: &[u8; 256],
        forward: &[u8],
        sum: usize,
        heaps: &[u32],
        values: &[u8],
    ) {
        assert!(available(), "the wide pass needs AVX-512 (F, BW, VBMI)");
        let in_bounds = |&a: &u32| (a as usize) <= sum && sum - a as usize + 64 <= forward.len();
        assert!(heaps.iter().all(in_bounds), "a block reads only values before it");
        // SAFETY: the machine has the features, and every load of 64 bytes at
        // `sum - a` was just checked to be within `forward`.
        unsafe { mark_avx512(rows, codes, forward.as_ptr(), sum, heaps, values) }
    }

    /// [`mark`] itself. Per heap `a`: one load of the 64 larger heaps, an XOR
    /// with `g(a)`, two byte permutes that look the 64 nim-sums' codes up, and
    /// for each of the 16 rows a compare and a masked OR of the code's bit.
    ///
    /// # Safety
    /// The machine has the features, and `forward + sum - a .. + 64` is
    /// readable for every `a` of `heaps`.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    unsafe fn mark_avx512(
        rows: &mut [[u8; 64]; 16],
        codes: &[u8; 256],
        forward: *const u8,
        sum: usize,
        heaps: &[u32],
        values: &[u8],
    ) {
        // SAFETY (every load and store here): 64 bytes of `rows` and `codes`
        // are read and written within those arrays; the caller vouches for
        // `forward`.
        let load = |p: *const u8| unsafe { _mm512_loadu_si512(p.cast()) };
        let table = [0, 64, 128, 192].map(|i| load(codes[i..].as_ptr()));
        let mut acc = rows.map(|row| load(row.as_ptr()));
        let one_bit = _mm512_set1_epi64(0x8040_2010_0804_0201_u64 as i64);
        let low5 = _mm512_set1_epi8(0x1f);
        for (&a, &value) in heaps.iter().zip(values) {
            let larger = load(unsafe { forward.add(sum - a as usize) });
            let nims = _mm512_xor_si512(larger, _mm512_set1_epi8(value as i8));
            let low = _mm512_permutex2var_epi8(table[0], nims, table[1]);
            let high = _mm512_permutex2var_epi8(table[2], nims, table[3]);
            let code = _mm512_mask_blend_epi8(_mm512_movepi8_mask(nims), low, high);
            let row = _mm512_and_si512(_mm512_srli_epi16(code, 3), low5);
            let bit = _mm512_shuffle_epi8(one_bit, code);
            for (g, acc) in acc.iter_mut().enumerate() {
                let in_row = _mm512_cmpeq_epi8_mask(row, _mm512_set1_epi8(g as i8));
                *acc = _mm512_or_si512(*acc, _mm512_maskz_mov_epi8(in_row, bit));
            }
        }
        for (row, acc) in rows.iter_mut().zip(acc) {
            unsafe { _mm512_storeu_si512(row.as_mut_ptr().cast(), acc) };
        }
    }
}

#[cfg(not(target_arch = "x86_64"))]
mod kernel {
    /// No wide pass off x86-64.
    pub(super) fn available() -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What [`ValueMatrix::mark`] must mark, by the definition: the values of
    /// the class among the nim-sums `values[i] ^ forward[sum - a + j]`.
    fn marked_by_definition(
        mask: u32,
        rare: bool,
        forward: &[u8],
        sum: usize,
        heaps: &[u32],
        values: &[u8],
    ) -> Vec<Vec<u32>> {
        (0..64)
            .map(|j| {
                let mut found: Vec<u32> = heaps
                    .iter()
                    .zip(values)
                    .map(|(&a, &value)| u32::from(value ^ forward[sum - a as usize + j]))
                    .filter(|&v| super::super::is_rare(v, mask) == rare)
                    .collect();
                found.sort_unstable();
                found.dedup();
                found
            })
            .collect()
    }

    proptest! {
        /// The vector kernel against the definition, on random sequences,
        /// masks, classes and heap lists (on machines without AVX-512 there is
        /// no matrix to test, and [`ValueMatrix::new`] must say so).
        #[test]
        fn marks_follow_the_definition(
            mask in 1u32..256,
            rare: bool,
            forward in prop::collection::vec(any::<u8>(), 100..300),
            picks in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..40),
        ) {
            let Some(mut matrix) = ValueMatrix::new() else {
                prop_assert!(!kernel::available());
                return Ok(());
            };
            matrix.set_class(mask, rare);
            matrix.clear();
            let sum = forward.len() + 1;
            // Heaps `a` with `sum - a + 64 <= forward.len()`: from 65 to `sum`.
            let (heaps, values): (Vec<u32>, Vec<u8>) =
                picks.iter().map(|(i, v)| ((65 + i.index(sum - 64)) as u32, *v)).unzip();
            matrix.mark(&forward, sum, &heaps, &values);
            let want = marked_by_definition(mask, rare, &forward, sum, &heaps, &values);
            for (j, want) in want.iter().enumerate() {
                let marked = matrix.marked(j);
                let all: Vec<u32> = (0..256).filter(|&v| super::super::is_rare(v, mask) == rare).collect();
                let unmarked: Vec<u32> = matrix.unmarked(marked).collect();
                let expected: Vec<u32> = all.iter().copied().filter(|v| !want.contains(v)).collect();
                prop_assert_eq!(unmarked, expected, "heap {}", j);
            }
        }
    }

    /// A second pass adds to the first one's marks, and `clear` forgets them.
    #[test]
    fn marks_accumulate_until_cleared() {
        let Some(mut matrix) = ValueMatrix::new() else {
            assert!(!kernel::available());
            return;
        };
        matrix.set_class(0b1111_1110, false);
        let forward: Vec<u8> = (0..200u32).map(|i| (i * 37 % 251) as u8).collect();
        matrix.clear();
        matrix.mark(&forward, 150, &[100], &[2]);
        let first = matrix.marked(0);
        assert_eq!(
            first.count_ones(),
            u32::from(!super::super::is_rare(u32::from(2 ^ forward[50]), 0xfe))
        );
        matrix.mark(&forward, 150, &[90], &[3]);
        assert_eq!(matrix.marked(0) & first, first);
        matrix.clear();
        assert_eq!((0..64).map(|j| matrix.marked(j)).max(), Some(0));
    }
}
