//! The vector kernels of [`super::ValueMatrix::mark`]: the workspace's only `unsafe` code
//! (the module that declares this one allows it by name). A kernel runs only on a machine
//! found to have its instructions, on loads whose bounds are asserted here first.

use super::{Coding, Kernel, Lanes};

// Rust before 1.65 (HackerRank's and CSES's judges') calls an `unsafe` block inside an
// `unsafe fn` unnecessary, where edition 2024 asks for one around every unsafe operation.
#[allow(unused_unsafe)]
mod avx2;
#[cfg(feature = "avx512")]
#[clippy::msrv = "1.89"]
mod avx512;

/// A lane type of the sequence's copy that a kernel reads: codes (`u8`, see
/// [`super::Lanes::Codes`]) or 16-bit values, in vectors `V`.
trait Lane<V, Big> {
    /// The lanes hold codes, so that a nim-sum of two lanes is already its code; else (the
    /// default) the values themselves, which the kernel codes after the XOR.
    const CODES: bool = false;

    /// The nim-sums of a vector of lanes from `larger` with `value` (a smaller heap's value,
    /// or code, in every lane of a 32-bit word), as bytes, and which lanes' nim-sum is 256 or
    /// more (they have no code), in the kernel's form `Big`.
    ///
    /// # Safety
    /// The machine has the kernel's instructions, and a vector of lanes from `larger` is
    /// readable.
    unsafe fn nims(larger: *const Self, value: V) -> (V, Big);
}

/// A kernel's `mark::<ROWS, Lane>(args)` for the number of rows `used` covers, rounded up to
/// 8, 10, 12, 14 or 16 (a kernel is compiled for each).
macro_rules! by_rows {
    ($($kernel:ident)::+::<$lane:ty>($used:expr; $($arg:expr),*)) => {
        match $used {
            0..=4 => $($kernel)::+::<4, $lane>($($arg),*),
            5..=6 => $($kernel)::+::<6, $lane>($($arg),*),
            7..=8 => $($kernel)::+::<8, $lane>($($arg),*),
            9..=10 => $($kernel)::+::<10, $lane>($($arg),*),
            11..=12 => $($kernel)::+::<12, $lane>($($arg),*),
            13..=14 => $($kernel)::+::<14, $lane>($($arg),*),
            _ => $($kernel)::+::<16, $lane>($($arg),*),
        }
    };
}

/// The machine has the instructions of `kernel` (and the kernel is compiled in: AVX-512 only
/// with the lib's feature `avx512`).
pub(super) fn available(kernel: Kernel) -> bool {
    #[cfg(feature = "avx512")]
    if kernel == Kernel::Avx512 {
        return avx512::available();
    }
    kernel == Kernel::Avx2 && avx2::available()
}

/// [`super::ValueMatrix::mark`]'s work by `kernel`, on the first `used` rows of `rows`, with
/// the codes of `coding`; `words` holds each heap's value as [`super::ValueMatrix::lane_word`]
/// gives it.
///
/// # Panics
/// If the machine lacks the kernel's instructions, `words` has not one word per heap, or
/// some heap `a` of `heaps` has fewer than 64 lanes of `forward` from `sum - a`.
#[allow(clippy::too_many_arguments)]
pub(super) fn mark(
    kernel: Kernel,
    rows: &mut [[u8; 64]; 16],
    used: usize,
    coding: &Coding,
    forward: Lanes,
    sum: usize,
    heaps: &[u32],
    words: &[u32],
) {
    assert!(available(kernel), "this machine has no {kernel:?} kernel");
    assert_eq!(heaps.len(), words.len(), "one word per heap");
    let len = forward.len();
    let (least, most) = heaps.iter().fold((u32::MAX, 0), |(l, m), &a| (l.min(a), m.max(a)));
    let in_bounds = || (most as usize) <= sum && sum - least as usize + 64 <= len;
    assert!(heaps.is_empty() || in_bounds(), "a block reads only values before it");
    // SAFETY: the machine has the kernel's instructions, and every load of 64 lanes at
    // `sum - a` was just checked to be within `forward`.
    unsafe {
        #[cfg(feature = "avx512")]
        if kernel == Kernel::Avx512 {
            match forward {
                Lanes::Codes(forward) => by_rows!(avx512::mark::<u8>(
                    used; rows, coding, forward.as_ptr(), sum, heaps, words
                )),
                Lanes::Words(forward) => by_rows!(avx512::mark::<u16>(
                    used; rows, coding, forward.as_ptr(), sum, heaps, words
                )),
            }
            return;
        }
        match forward {
            Lanes::Codes(forward) => by_rows!(avx2::mark::<u8>(
                used; rows, coding, forward.as_ptr(), sum, heaps, words
            )),
            Lanes::Words(forward) => by_rows!(avx2::mark::<u16>(
                used; rows, coding, forward.as_ptr(), sum, heaps, words
            )),
        }
    }
}

/// `wanted` without the indices of the rare values that the nim-sum `smaller[i] ^ larger[i]`
/// of some split `i` of the blocks of `blocks` (the 32 splits from `32 b`) is worth (an index
/// is the code of a rare value), by the AVX2 kernel; it stops when none is left.
///
/// # Panics
/// If the machine lacks AVX2, the two sequences are not in the same lanes, or some block lies
/// beyond either of them.
pub(super) fn find_wanted(
    coding: &Coding,
    wanted: u128,
    smaller: Lanes,
    larger: Lanes,
    blocks: impl Iterator<Item = usize>,
) -> u128 {
    assert!(avx2::available(), "this machine has no AVX2");
    // SAFETY: the machine has AVX2.
    unsafe {
        match (smaller, larger) {
            (Lanes::Codes(smaller), Lanes::Codes(larger)) => {
                avx2::find_wanted(coding, wanted, smaller, larger, blocks)
            }
            (Lanes::Words(smaller), Lanes::Words(larger)) => {
                avx2::find_wanted(coding, wanted, smaller, larger, blocks)
            }
            _ => panic!("the two sequences of a scan in different lanes"),
        }
    }
}
