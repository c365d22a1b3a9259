//! The AVX-512 kernel: one 64-byte vector holds the larger heaps of a block (their codes, or
//! 16-bit words whose nim-sums one Galois-field affine transform codes), and one byte permute
//! a row marks them.

use std::arch::x86_64::*;

use super::{Coding, Lane};

/// `ROW_BITS[g][c & 63]`: the byte a code `c` of row `g` adds to it, bit `c & 7`, and 0 for
/// the codes of the other rows of its half (rows 0 to 7 or 8 to 15; the kernel permutes by the
/// code's low six bits and masks the other half out). The halves hold equal bytes but stay
/// two arrays: with one, the compiler merges the two permutes of a code and masks it twice,
/// which measured slower (0.090 against 0.080 ns a split).
static ROW_BITS: [[u8; 64]; 16] = row_bits();

/// [`ROW_BITS`], computed.
const fn row_bits() -> [[u8; 64]; 16] {
    let mut rows = [[0; 64]; 16];
    let mut g = 0;
    while g < 16 {
        let mut c = 0;
        while c < 64 {
            if c >> 3 == g % 8 {
                rows[g][c] = 1 << (c & 7);
            }
            c += 1;
        }
        g += 1;
    }
    rows
}

/// The machine has AVX-512 with byte operations and byte permutes, and the
/// Galois-field affine transform.
pub(super) fn available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512bw")
        && is_x86_feature_detected!("avx512vbmi")
        && is_x86_feature_detected!("gfni")
}

impl Lane<__m512i, u64> for u8 {
    const CODES: bool = true;

    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    unsafe fn nims(larger: *const u8, value: __m512i) -> (__m512i, u64) {
        // SAFETY: the caller vouches for the 64 bytes.
        let larger = unsafe { _mm512_loadu_si512(larger.cast()) };
        (_mm512_xor_si512(larger, value), 0)
    }
}

impl Lane<__m512i, u64> for u16 {
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

/// [`super::mark`] on the first `ROWS` rows of the matrix. Per heap `a`: the nim-sums of
/// the 64 larger heaps with `g(a)` (one load and an XOR for codes), one affine
/// transform that turns 16-bit words' nim-sums into codes, two masks (codes of rows 0 to 7, and
/// of rows 8 to 15), and for each of the rows a byte permute that gives the
/// code's bit in the row; the bits of two heaps `a` go into a row with one
/// three-way OR.
///
/// # Safety
/// The machine has the features, and `forward + sum - a .. + 64` is
/// readable for every `a` of `heaps`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi,gfni")]
pub(super) unsafe fn mark<const ROWS: usize, L: Lane<__m512i, u64>>(
    rows: &mut [[u8; 64]; 16],
    coding: &Coding,
    forward: *const L,
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    // SAFETY (every load and store here): 64 bytes of `rows` and of the row
    // bytes are read and written within those arrays; the caller vouches for
    // `forward`.
    let load = |p: *const u8| unsafe { _mm512_loadu_si512(p.cast()) };
    let row_bits: [_; ROWS] = std::array::from_fn(|g| load(ROW_BITS[g].as_ptr()));
    let affine = _mm512_set1_epi64(coding.affine as i64);
    let mut acc: [_; ROWS] = std::array::from_fn(|g| load(rows[g].as_ptr()));
    // The codes of the 64 nim-sums of heap `a`, and the lanes whose codes
    // lie in rows 0 to 7 (bits 6 and 7 clear) and in rows 8 to 15 (bit 6 set).
    let codes = |a: u32, value: u32| {
        let larger = unsafe { forward.add(sum - a as usize) };
        let (nims, big) = unsafe { L::nims(larger, _mm512_set1_epi32(value as i32)) };
        let code = if L::CODES { nims } else { _mm512_gf2p8affine_epi64_epi8::<0>(nims, affine) };
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
