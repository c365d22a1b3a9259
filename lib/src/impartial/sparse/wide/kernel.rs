//! The AVX-512 kernel of [`super::ValueMatrix::mark`]: the only `unsafe` code of the
//! workspace (the module that declares this one allows it by name). It runs only on
//! machines that have the instructions, on loads whose bounds are asserted first.

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
