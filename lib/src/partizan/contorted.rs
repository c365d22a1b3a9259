//! Contorted fractions: boxes holding rational numbers.
//!
//! # The game
//!
//! A position is a row of boxes, each holding a rational number `x` (irrationals are left
//! out). A move alters one box: Left may only decrease its number, Right only increase it.
//! A fraction `p/q` (`q ≥ 2`, lowest terms) may become any number with a strictly smaller
//! denominator on the mover's side, integers included; an integer may only become an integer
//! of smaller absolute value (so `[n]`, `n > 0`, is Left's alone, `[-n]` Right's, `[0]` is
//! dead). Normal play: who cannot move loses. The row is the disjunctive sum of its boxes.
//!
//! # The lemma (finite options)
//!
//! The option sets of a fraction are infinite, but every box is a number and the value is
//! increasing in `x`: `y < z` implies `[y] < [z]`. So only one option matters on each side:
//! Left's largest admissible number below `x`, Right's smallest above, the others being
//! dominated. For `x = p/q` these are the two numbers around `x` in the Farey sequence of
//! order `q − 1` — the Stern–Brocot parents `a/b < x < c/d` of `x` (with `b·p − a·q = 1` and
//! `b + d = q`) —, and for an integer `n` the integer `n − 1` (Left, `n > 0`) or `n + 1`
//! (Right, `n < 0`). Proof, by induction on the denominator: the boxes of denominator
//! below `q` have increasing number values; a fraction `p/q` has the values of its two parents
//! as best options, so `[p/q]` is the simplest number strictly between them; each gap between
//! consecutive fractions of denominator below `q` holds at most one fraction of denominator
//! `q` (the mediant), so the values stay increasing. `lib/tests/partizan_contorted.rs` checks
//! the lemma against wide finite windows of options through [`crate::partizan::GameStore`].
//!
//! # The rule (closed form)
//!
//! Write `x = [a0; a1, …, an]` (continued fraction, `a0 = ⌊x⌋`, `ai ≥ 1`, `an ≥ 2` when
//! `n ≥ 1`) and `S_k = a1 + … + ak`. Then
//!
//! `[x] = a0 + Σ_{k=1..n} (−1)^{k+1} · 2^{1 − S_k}`,
//!
//! Minkowski's question-mark function shifted to `⌊x⌋`. In binary: `a0 . 0^(a1−1) 1^(a2)
//! 0^(a3) 1^(a4) …`, where an odd number of fractional quotients ends in `0^(an − 1) 1` (the
//! expansion of `[…, an − 1, 1]`). The value's denominator is `2^(S_n − 1)`: `[2/5] = [0; 2, 2]
//! = 0.011₂ = 3/8` and `[−2/5] = [−1; 1, 1, 2] = −3/8`. Negatives need nothing special: the
//! game is symmetric (`[−x] = −[x]`), and the rule holds with `a0 = ⌊x⌋`.
//!
//! - [`fraction`]: the box type [`FractionBox`], its continued fraction and its two options;
//! - [`value`]: its value by the rule, as an exact [`crate::partizan::Dyadic`];
//! - [`play`]: the [`crate::partizan::Partizan`] ruleset on rows of boxes.
//!
//! # Example
//!
//! ```
//! use cgt::partizan::contorted::{ContortedFractions, FractionBox};
//! use cgt::partizan::{GameStore, ValueMemo};
//!
//! let x: FractionBox = "2/5".parse().unwrap();
//! assert_eq!(x.value().to_string(), "3/8");
//! let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
//! let g = memo.value(&ContortedFractions, &mut store, &vec![x]);
//! assert_eq!(store.to_notation(g), "3/8");
//! ```

pub mod fraction;
pub mod play;
pub mod value;

pub use crate::partizan::contorted::fraction::{FractionBox, ParseFractionBoxError};
pub use crate::partizan::contorted::play::ContortedFractions;
