//! Nimber arithmetic: the nim-sum and the minimum excludant (mex).

/// Nim-sum (bitwise XOR) of nimbers: the Grundy value of a disjunctive sum of
/// games whose Grundy values are `values` (Sprague–Grundy theorem).
///
/// # Constraints
///
/// None: any finite sequence of values, possibly empty.
///
/// # Complexity
///
/// O(len) time, O(1) memory.
///
/// # Example
///
/// ```
/// use cgt::nim_sum;
///
/// assert_eq!(nim_sum([3, 5, 6]), 0);
/// assert_eq!(nim_sum([1, 2]), 3);
/// assert_eq!(nim_sum([]), 0);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    values.into_iter().fold(0, |sum, value| sum ^ value)
}

/// Minimum excludant: the least natural number not among `values`.
///
/// `values` is a multiset (duplicates and any order are allowed). Among `len`
/// values the mex is at most `len`, so only values `<= len` are recorded, in a
/// bitmap of `len + 1` flags.
///
/// # Constraints
///
/// None: any finite sequence of values, possibly empty.
///
/// # Complexity
///
/// O(len) time and memory.
///
/// # Example
///
/// ```
/// use cgt::mex;
///
/// assert_eq!(mex([0, 1, 3, 1]), 2);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex([]), 0);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(flag) = usize::try_from(value).ok().and_then(|v| seen.get_mut(v)) {
            *flag = true;
        }
    }
    let first_missing = seen.iter().position(|&flag| !flag);
    let first_missing = first_missing.expect("len + 1 flags cannot all be set by len values");
    u32::try_from(first_missing).expect("the mex is at most the number of values")
}
