//! The AVX-512 kernel of [`super::ValueMatrix::mark`]: the only `unsafe` code of the
//! workspace (the module that declares this one allows it by name). It runs only on
//! machines that have the instructions, on loads whose bounds are asserted first.

use std::arch::x86_64::*;

use super::Lanes;

/// The machine has AVX-512 with byte operations and byte permutes, and the
/// Galois-field affine transform.
pub(super) fn available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512bw")
        && is_x86_feature_detected!("avx512vbmi")
        && is_x86_feature_detected!("gfni")
}

/// [`super::ValueMatrix::mark`] on the first `used` rows of the matrix `rows`
/// (rounded up to 8, 10, 12, 14 or 16), with the code map and the row bytes of
/// `coding`; `values` holds each heap's value, already flipped, in every lane
/// of a 32-bit word. O(heaps.len()) vector instructions (about 2 a row per
/// heap `a`).
pub(super) fn mark(
    rows: &mut [[u8; 64]; 16],
    used: usize,
    coding: &super::Coding,
    forward: Lanes,
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    assert!(available(), "the wide pass needs AVX-512 (F, BW, VBMI) and GFNI");
    assert_eq!(heaps.len(), values.len(), "one value per heap");
    let len = match forward {
        Lanes::Bytes(forward) => forward.len(),
        Lanes::Words(forward) => forward.len(),
    };
    let in_bounds = |&a: &u32| (a as usize) <= sum && sum - a as usize + 64 <= len;
    assert!(heaps.iter().all(in_bounds), "a block reads only values before it");
    // SAFETY: the machine has the features, and every load of 64 lanes at
    // `sum - a` was just checked to be within `forward`.
    unsafe {
        match forward {
            Lanes::Bytes(forward) => {
                mark_rows(rows, used, coding, forward.as_ptr(), sum, heaps, values)
            }
            Lanes::Words(forward) => {
                mark_rows(rows, used, coding, forward.as_ptr(), sum, heaps, values)
            }
        }
    }
}

/// A lane type of the sequence's copy that the kernel reads.
trait Lane {
    /// The nim-sums of the 64 lanes from `larger` with `value` (a smaller
    /// heap's value in every lane of a 32-bit word), as bytes, and the lanes
    /// whose nim-sum is 256 or more (they have no code).
    ///
    /// # Safety
    /// The machine has the features, and 64 lanes from `larger` are readable.
    unsafe fn nims(larger: *const Self, value: __m512i) -> (__m512i, u64);
}

impl Lane for u8 {
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    unsafe fn nims(larger: *const u8, value: __m512i) -> (__m512i, u64) {
        // SAFETY: the caller vouches for the 64 bytes.
        let larger = unsafe { _mm512_loadu_si512(larger.cast()) };
        (_mm512_xor_si512(larger, value), 0)
    }
}

impl Lane for u16 {
    /// Two loads of 32 words, their low bytes gathered by one two-register
    /// byte permute, and the lanes whose high byte is not 0.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    unsafe fn nims(larger: *const u16, value: __m512i) -> (__m512i, u64) {
        // SAFETY: the caller vouches for the 64 words.
        let (low, high) = unsafe {
            (_mm512_loadu_si512(larger.cast()), _mm512_loadu_si512(larger.add(32).cast()))
        };
        let (low, high) = (_mm512_xor_si512(low, value), _mm512_xor_si512(high, value));
        let even_bytes = _mm512_set_epi64(
            0x7e7c_7a78_7674_7270,
            0x6e6c_6a68_6664_6260,
            0x5e5c_5a58_5654_5250,
            0x4e4c_4a48_4644_4240,
            0x3e3c_3a38_3634_3230,
            0x2e2c_2a28_2624_2220,
            0x1e1c_1a18_1614_1210,
            0x0e0c_0a08_0604_0200,
        );
        let above = _mm512_set1_epi16(0xff00_u16 as i16);
        let big = u64::from(_mm512_test_epi16_mask(low, above))
            | u64::from(_mm512_test_epi16_mask(high, above)) << 32;
        (_mm512_permutex2var_epi8(low, even_bytes, high), big)
    }
}

/// [`mark`] on lanes `L`, dispatched to the kernel of its number of rows.
///
/// # Safety
/// The machine has the features, and `forward + sum - a .. + 64` is
/// readable for every `a` of `heaps`.
unsafe fn mark_rows<L: Lane>(
    rows: &mut [[u8; 64]; 16],
    used: usize,
    coding: &super::Coding,
    forward: *const L,
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    // SAFETY: the caller's.
    unsafe {
        match used {
            ..=8 => mark_avx512::<8, L>(rows, coding, forward, sum, heaps, values),
            9..=10 => mark_avx512::<10, L>(rows, coding, forward, sum, heaps, values),
            11..=12 => mark_avx512::<12, L>(rows, coding, forward, sum, heaps, values),
            13..=14 => mark_avx512::<14, L>(rows, coding, forward, sum, heaps, values),
            _ => mark_avx512::<16, L>(rows, coding, forward, sum, heaps, values),
        }
    }
}

/// [`mark`] itself, on the first `ROWS` rows. Per heap `a`: the nim-sums of
/// the 64 larger heaps with `g(a)` (one load and an XOR for bytes), one affine
/// transform that turns them into codes, two masks (codes of rows 0 to 7, and
/// of rows 8 to 15), and for each of the rows a byte permute that gives the
/// code's bit in the row; the bits of two heaps `a` go into a row with one
/// three-way OR.
///
/// # Safety
/// The machine has the features, and `forward + sum - a .. + 64` is
/// readable for every `a` of `heaps`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi,gfni")]
unsafe fn mark_avx512<const ROWS: usize, L: Lane>(
    rows: &mut [[u8; 64]; 16],
    coding: &super::Coding,
    forward: *const L,
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    // SAFETY (every load and store here): 64 bytes of `rows` and of the row
    // bytes are read and written within those arrays; the caller vouches for
    // `forward`.
    let load = |p: *const u8| unsafe { _mm512_loadu_si512(p.cast()) };
    let row_bits: [_; ROWS] = std::array::from_fn(|g| load(coding.row_bits[g].as_ptr()));
    let affine = _mm512_set1_epi64(coding.affine as i64);
    let mut acc: [_; ROWS] = std::array::from_fn(|g| load(rows[g].as_ptr()));
    // The codes of the 64 nim-sums of heap `a`, and the lanes whose codes
    // lie in rows 0 to 7 (bits 6 and 7 clear) and in rows 8 to 15 (bit 6 set).
    let codes = |a: u32, value: u32| {
        let larger = unsafe { forward.add(sum - a as usize) };
        let (nims, big) = unsafe { L::nims(larger, _mm512_set1_epi32(value as i32)) };
        let code = _mm512_gf2p8affine_epi64_epi8::<0>(nims, affine);
        let other = _kor_mask64(_mm512_movepi8_mask(code), big);
        let high = _mm512_movepi8_mask(_mm512_add_epi8(code, code));
        (code, _knot_mask64(_kor_mask64(other, high)), _kandn_mask64(other, high))
    };
    let bit = |g: usize, (code, low, high): (__m512i, u64, u64)| {
        let lanes = if g < 8 { low } else { high };
        _mm512_maskz_permutexvar_epi8(lanes, code, row_bits[g])
    };
    let pairs = heaps.chunks_exact(2).zip(values.chunks_exact(2));
    for (a, value) in pairs {
        let (x, y) = (codes(a[0], value[0]), codes(a[1], value[1]));
        for (g, acc) in acc.iter_mut().enumerate() {
            *acc = _mm512_ternarylogic_epi64::<0xFE>(*acc, bit(g, x), bit(g, y));
        }
    }
    if heaps.len() % 2 == 1 {
        let x = codes(heaps[heaps.len() - 1], values[values.len() - 1]);
        for (g, acc) in acc.iter_mut().enumerate() {
            *acc = _mm512_or_si512(*acc, bit(g, x));
        }
    }
    for (row, acc) in rows.iter_mut().zip(acc) {
        unsafe { _mm512_storeu_si512(row.as_mut_ptr().cast(), acc) };
    }
}
