//! The misère quotient of a take-and-break game's heaps: its own module, so
//! that what needs no take-and-break game (quotients of boards, of any
//! [`crate::impartial::Impartial`] game's components) does not bring the
//! octal games' code into a bundle.

use super::{MisereQuotient, QuotientError};
use crate::impartial::takebreak::TakeBreak;

impl MisereQuotient {
    /// The quotient of a take-and-break game restricted to heaps of at most
    /// `max_heap`: component `h − 1` is the heap of `h`.
    ///
    /// # Errors
    ///
    /// As [`MisereQuotient::of_components`].
    ///
    /// # Complexity
    ///
    /// As [`MisereQuotient::of_components`]; Q_10(0.07) takes a millisecond, Q_29 0.9 s.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, Outcome, TakeBreak};
    ///
    /// let dawson = TakeBreak::octal(&"0.07".parse::<OctalCode>().unwrap());
    /// let q = MisereQuotient::take_break(&dawson, 6).unwrap();
    /// // Heaps 2 and 3 are misère P-positions on their own.
    /// assert_eq!(q.outcome(&[0, 1, 0, 0, 0, 0]), Outcome::P);
    /// assert_eq!(q.outcome(&[0, 0, 1, 0, 0, 0]), Outcome::P);
    /// assert_eq!(q.outcome(&[0, 0, 0, 1, 0, 0]), Outcome::N);
    /// ```
    pub fn take_break(game: &TakeBreak, max_heap: usize) -> Result<MisereQuotient, QuotientError> {
        MisereQuotient::take_break_with_limit(game, max_heap, MisereQuotient::DEFAULT_LIMIT)
    }

    /// As [`MisereQuotient::take_break`], with at most `limit` elements while learning (as
    /// [`MisereQuotient::of_components_with_limit`]).
    ///
    /// # Errors
    ///
    /// As [`MisereQuotient::of_components_with_limit`].
    ///
    /// # Complexity
    ///
    /// As [`MisereQuotient::of_components`]. Heaps up to 10 of the octal codes with at most
    /// three digits, with a limit of 2 000: 981 of the 1 022 are decided in 15 s together,
    /// 958 under 0.1 s each; the largest quotients and slowest are 4.361 and 4.371 (1 102
    /// elements, 2 s). Of the other 41, 6 pass the limit in 1 to 14 s and 35 run past 20 s
    /// (measured two at a time on a loaded 2-core machine).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereQuotient, OctalCode, TakeBreak};
    ///
    /// let code = TakeBreak::octal(&"0.336".parse::<OctalCode>().unwrap());
    /// assert!(MisereQuotient::take_break_with_limit(&code, 8, 16).is_err());
    /// let q = MisereQuotient::take_break_with_limit(&code, 8, 2000).unwrap();
    /// assert!(q.len() > 16); // what the limit of 16 refused
    /// ```
    pub fn take_break_with_limit(
        game: &TakeBreak,
        max_heap: usize,
        limit: usize,
    ) -> Result<MisereQuotient, QuotientError> {
        let options: Vec<Vec<Vec<usize>>> = (1..=max_heap)
            .map(|h| {
                game.heap_options(h)
                    .into_iter()
                    .map(|(a, b)| [a, b].into_iter().filter(|&x| x > 0).map(|x| x - 1).collect())
                    .collect()
            })
            .collect();
        MisereQuotient::of_components_with_limit(&options, limit)
    }
}
