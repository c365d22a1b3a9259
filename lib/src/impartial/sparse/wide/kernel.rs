//! The AVX-512 kernel of [`super::ValueMatrix::mark`]: the only `unsafe` code of the
//! workspace (the module that declares this one allows it by name). It runs only on
//! machines that have the instructions, on loads whose bounds are asserted first.

use std::arch::x86_64::*;

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
/// `coding`; `values` holds each heap's value, already flipped, in all four
/// bytes. O(heaps.len()) vector instructions (about 2 a row per heap `a`).
pub(super) fn mark(
    rows: &mut [[u8; 64]; 16],
    used: usize,
    coding: &super::Coding,
    forward: &[u8],
    sum: usize,
    heaps: &[u32],
    values: &[u32],
) {
    assert!(available(), "the wide pass needs AVX-512 (F, BW, VBMI) and GFNI");
    assert_eq!(heaps.len(), values.len(), "one value per heap");
    let in_bounds = |&a: &u32| (a as usize) <= sum && sum - a as usize + 64 <= forward.len();
    assert!(heaps.iter().all(in_bounds), "a block reads only values before it");
    // SAFETY: the machine has the features, and every load of 64 bytes at
    // `sum - a` was just checked to be within `forward`.
    let forward = forward.as_ptr();
    unsafe {
        match used {
            ..=8 => mark_avx512::<8>(rows, coding, forward, sum, heaps, values),
            9..=10 => mark_avx512::<10>(rows, coding, forward, sum, heaps, values),
            11..=12 => mark_avx512::<12>(rows, coding, forward, sum, heaps, values),
            13..=14 => mark_avx512::<14>(rows, coding, forward, sum, heaps, values),
            _ => mark_avx512::<16>(rows, coding, forward, sum, heaps, values),
        }
    }
}

/// [`mark`] itself, on the first `ROWS` rows. Per heap `a`: one load of the 64 larger heaps, an XOR
/// with `g(a)`, one affine transform that turns the 64 nim-sums into codes,
/// two masks (codes of rows 0 to 7, and of rows 8 to 15), and for each of the
/// rows a byte permute that gives the code's bit in the row; the bits of
/// two heaps `a` go into a row with one three-way OR.
///
/// # Safety
/// The machine has the features, and `forward + sum - a .. + 64` is
/// readable for every `a` of `heaps`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi,gfni")]
unsafe fn mark_avx512<const ROWS: usize>(
    rows: &mut [[u8; 64]; 16],
    coding: &super::Coding,
    forward: *const u8,
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
        let larger = load(unsafe { forward.add(sum - a as usize) });
        let nims = _mm512_xor_si512(larger, _mm512_set1_epi32(value as i32));
        let code = _mm512_gf2p8affine_epi64_epi8::<0>(nims, affine);
        let other = _mm512_movepi8_mask(code);
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
