//! The AVX2 kernel, for any x86-64 machine with AVX2 (Intel from 2013, AMD from 2015;
//! its intrinsics are stable since Rust 1.27, so every judge's compiler builds it): a 32-byte
//! vector holds half of a block's larger heaps, two nibble lookups code their nim-sums, and
//! one byte compare picks the lanes of each pair of rows.

use std::arch::x86_64::*;

use super::{Coding, Lane};

/// The machine has AVX2.
pub(super) fn available() -> bool {
    is_x86_feature_detected!("avx2")
}

impl Lane<__m256i, __m256i> for u8 {
    const CODES: bool = true;

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn nims(larger: *const u8, value: __m256i) -> (__m256i, __m256i) {
        // SAFETY: the caller vouches for the 32 bytes.
        let larger = unsafe { _mm256_loadu_si256(larger.cast()) };
        (_mm256_xor_si256(larger, value), _mm256_setzero_si256())
    }
}

impl Lane<__m256i, __m256i> for u16 {
    /// Two loads of 16 words, XORed with `value` and packed ([`pack_words`]).
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn nims(larger: *const u16, value: __m256i) -> (__m256i, __m256i) {
        // SAFETY: the caller vouches for the 32 words.
        let (low, high) = unsafe {
            (_mm256_loadu_si256(larger.cast()), _mm256_loadu_si256(larger.add(16).cast()))
        };
        // SAFETY: the machine has AVX2.
        unsafe { pack_words(_mm256_xor_si256(low, value), _mm256_xor_si256(high, value)) }
    }
}

/// 32 words (16 in `low`, 16 in `high`) as bytes in order: their low bytes (the pack works
/// within 128-bit halves, so a permute of 64-bit quarters puts them in order), and bit 7 set
/// in the lanes whose high byte is not 0.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn pack_words(low: __m256i, high: __m256i) -> (__m256i, __m256i) {
    let in_order = |packed| _mm256_permute4x64_epi64::<0b11_01_10_00>(packed);
    let byte = _mm256_set1_epi16(0xff);
    let bytes =
        in_order(_mm256_packus_epi16(_mm256_and_si256(low, byte), _mm256_and_si256(high, byte)));
    let above =
        in_order(_mm256_packus_epi16(_mm256_srli_epi16::<8>(low), _mm256_srli_epi16::<8>(high)));
    let small = _mm256_cmpeq_epi8(above, _mm256_setzero_si256());
    (bytes, _mm256_andnot_si256(small, _mm256_set1_epi8(-0x80)))
}

/// A lane type the scan reads two sequences of.
pub(super) trait Pairs: Lane<__m256i, __m256i> {
    /// The nim-sums of 32 lanes of `smaller` with the 32 of `larger` at the same places, as
    /// bytes, and bit 7 set where one is 256 or more.
    ///
    /// # Safety
    /// The machine has AVX2, and 32 lanes are readable from each pointer.
    unsafe fn pair_nims(smaller: *const Self, larger: *const Self) -> (__m256i, __m256i);
}

impl Pairs for u8 {
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn pair_nims(smaller: *const u8, larger: *const u8) -> (__m256i, __m256i) {
        // SAFETY: the caller vouches for the 32 bytes of each.
        let (x, y) =
            unsafe { (_mm256_loadu_si256(smaller.cast()), _mm256_loadu_si256(larger.cast())) };
        (_mm256_xor_si256(x, y), _mm256_setzero_si256())
    }
}

impl Pairs for u16 {
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn pair_nims(smaller: *const u16, larger: *const u16) -> (__m256i, __m256i) {
        // SAFETY: the caller vouches for the 32 words of each. (No closure for the loads: a
        // closure does not inherit the function's target features, so they would not inline.)
        let (low, high) = unsafe {
            (
                _mm256_xor_si256(
                    _mm256_loadu_si256(smaller.cast()),
                    _mm256_loadu_si256(larger.cast()),
                ),
                _mm256_xor_si256(
                    _mm256_loadu_si256(smaller.add(16).cast()),
                    _mm256_loadu_si256(larger.add(16).cast()),
                ),
            )
        };
        // SAFETY: the machine has AVX2.
        unsafe { pack_words(low, high) }
    }
}

/// The codes of `nims` (bytes; bit 7 of `big` set where the nim-sum is 256 or more, so that
/// its code has bit 7 set too): the code of a byte is the code of its low nibble XOR the code
/// of its high nibble (the coding is linear), two lookups.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn codes_of(
    nims: __m256i,
    big: __m256i,
    low_codes: __m256i,
    high_codes: __m256i,
) -> __m256i {
    let nibble = _mm256_set1_epi8(0x0f);
    let low = _mm256_and_si256(nims, nibble);
    let high = _mm256_and_si256(_mm256_srli_epi16::<4>(nims), nibble);
    let code = _mm256_xor_si256(
        _mm256_shuffle_epi8(low_codes, low),
        _mm256_shuffle_epi8(high_codes, high),
    );
    _mm256_or_si256(code, big)
}

/// The same 16 bytes in both 128-bit halves (the lookups work within halves).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn table(bytes: &[u8; 16]) -> __m256i {
    // SAFETY: 16 bytes are read from a 16-byte array.
    _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) })
}

/// [`super::find_wanted`]: `wanted` without the indices of the rare values that some nim-sum
/// `smaller[i] ^ larger[i]` in the blocks of `blocks` (32 lanes from `32 b`) is worth,
/// stopping when none is left. Per block: the codes (one XOR of two loads for codes; for
/// words, the packing and two nibble lookups), two lookups (the byte of `wanted` of the code's
/// row, and the code's bit) and a test; a block that finds some clears their bits, one lane
/// at a time.
///
/// # Safety
/// The machine has AVX2 (a block beyond either sequence panics).
#[target_feature(enable = "avx2")]
pub(super) unsafe fn find_wanted<L: Pairs>(
    coding: &Coding,
    mut wanted: u128,
    smaller: &[L],
    larger: &[L],
    blocks: impl Iterator<Item = usize>,
) -> u128 {
    let len = smaller.len().min(larger.len());
    // SAFETY (the lookups' tables): the machine has AVX2.
    let (low_codes, high_codes) = unsafe { (table(&coding.nibbles[0]), table(&coding.nibbles[1])) };
    let mut rows = unsafe { table(&wanted.to_le_bytes()) };
    let bit = unsafe { table(&[1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128]) };
    let nibble = _mm256_set1_epi8(0x0f);
    for b in blocks {
        assert!(32 * b + 32 <= len, "a block of the scan beyond the sequences");
        // SAFETY: the 32 lanes from `32 b` were just checked to be readable.
        let (nims, big) =
            unsafe { L::pair_nims(smaller.as_ptr().add(32 * b), larger.as_ptr().add(32 * b)) };
        // SAFETY: the machine has AVX2.
        let code =
            if L::CODES { nims } else { unsafe { codes_of(nims, big, low_codes, high_codes) } };
        let row = _mm256_and_si256(_mm256_srli_epi16::<3>(code), nibble);
        let hit = _mm256_and_si256(_mm256_shuffle_epi8(rows, row), _mm256_shuffle_epi8(bit, code));
        if _mm256_testz_si256(hit, hit) == 0 {
            let mut lanes =
                !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())) as u32);
            let mut codes = [0u8; 32];
            // SAFETY: 32 bytes are written to a 32-byte array.
            unsafe { _mm256_storeu_si256(codes.as_mut_ptr().cast(), code) };
            while lanes != 0 {
                // A lane of a hit has a code below 128 (the bit lookup gives 0 for the others).
                wanted &= !(1 << codes[lanes.trailing_zeros() as usize]);
                lanes &= lanes - 1;
            }
            if wanted == 0 {
                break;
            }
            rows = unsafe { table(&wanted.to_le_bytes()) };
        }
    }
    wanted
}

/// [`super::mark`] on the first `ROWS` rows of the matrix (`ROWS` even), a half of the
/// block (32 heaps) at a time. Per heap `a` and half: the codes of the nim-sums of the 32 larger
/// heaps with `g(a)` (one load and an XOR for codes; for 16-bit words, two nibble lookups
/// after the XOR: the coding is linear, the code of `v` is the code of its low nibble XOR the
/// code of its high nibble), the
/// code's pair of rows (its bits 4 to 7) and its bit in the pair's first and second row (two
/// lookups, 0 where the code's bit 7 says it is of no row), and for each pair of rows one
/// compare, two ANDs and two ORs.
///
/// # Safety
/// The machine has AVX2, and `forward + sum - a .. + 64` is readable for every `a` of `heaps`.
#[target_feature(enable = "avx2")]
pub(super) unsafe fn mark<const ROWS: usize, L: Lane<__m256i, __m256i>>(
    rows: &mut [[u8; 64]; 16],
    coding: &Coding,
    forward: *const L,
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    // SAFETY (the lookups' tables): the machine has AVX2.
    let (low_codes, high_codes) = unsafe { (table(&coding.nibbles[0]), table(&coding.nibbles[1])) };
    let first_row_bit = unsafe { table(&[1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0]) };
    let second_row_bit = unsafe { table(&[0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128]) };
    let nibble = _mm256_set1_epi8(0x0f);
    for half in 0..2 {
        let column = 32 * half;
        // SAFETY (this load and the store below): 32 bytes from `column` lie within a row.
        let mut acc: [__m256i; ROWS] = std::array::from_fn(|g| unsafe {
            _mm256_loadu_si256(rows[g][column..].as_ptr().cast())
        });
        for (&a, &value) in heaps.iter().zip(values) {
            // SAFETY: the caller vouches for 64 lanes from `sum - a`.
            let larger = unsafe { forward.add(sum - a as usize + column) };
            let (nims, big) = unsafe { L::nims(larger, _mm256_set1_epi32(value as i32)) };
            // SAFETY: the machine has AVX2.
            let code =
                if L::CODES { nims } else { unsafe { codes_of(nims, big, low_codes, high_codes) } };
            let pair = _mm256_and_si256(_mm256_srli_epi16::<4>(code), nibble);
            let first = _mm256_shuffle_epi8(first_row_bit, code);
            let second = _mm256_shuffle_epi8(second_row_bit, code);
            for (h, rows) in acc.chunks_exact_mut(2).enumerate() {
                let here = _mm256_cmpeq_epi8(pair, _mm256_set1_epi8(h as i8));
                rows[0] = _mm256_or_si256(rows[0], _mm256_and_si256(first, here));
                rows[1] = _mm256_or_si256(rows[1], _mm256_and_si256(second, here));
            }
        }
        for (row, acc) in rows.iter_mut().zip(acc) {
            unsafe { _mm256_storeu_si256(row[column..].as_mut_ptr().cast(), acc) };
        }
    }
}
