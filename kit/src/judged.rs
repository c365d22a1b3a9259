//! One problem, one trait: a problem's judge side with typed input and answers.
//!
//! A problem crate's `src/lib.rs` implements [`Judged`] for one type, and its wiring is three
//! lines: `kit::problem_tests!(type P);` in `tests/judged.rs`, `kit::judge_main!(type P);` in
//! `src/bin/<slug>-judge.rs` (and `kit::checker_main!(type P);` in `src/bin/<slug>-checker.rs`
//! for a checker). The strict reader returns the parsed input, so no reference parses again;
//! the optional parts (a checker, a shrinker) are provided methods, stated once by overriding
//! them.
//!
//! The standard tests ([`testing`](crate::testing), [`laws`](crate::laws)) speak the
//! problem's types: they generate, certify, check and shrink typed inputs, and meet text only
//! where text is what is checked (case files, snapshots, the solution's stdin and stdout).
//! The certified answer has one definition, [`certified`], which the tests, the
//! `<slug>-judge` binary and `cargo kata certify` all use. Separate processes speak text:
//! [`side`] makes the text-level [`Side`] of the judge binary from the trait.

use std::fmt::Debug;

use crate::side::Side;

/// A problem's judge side.
///
/// # Laws
///
/// - `read(&write(&input))` succeeds and writes back the same text, for every generated input:
///   what the generator writes, the reader accepts, and drops nothing of it.
/// - `naive` follows the game's definition (game-tree search), `second` is an independent
///   method; where `naive` reaches, the two agree (through [`Judged::check`] when several
///   answers are right).
/// - `generate` is deterministic in its seed and balanced (not one answer for all seeds).
///
/// # Example
///
/// ```
/// use kit::judged::{Judged, lines};
/// use kit::validate::Strict;
///
/// /// Nim on one heap: the first player wins iff the heap is not empty.
/// struct OneHeap;
///
/// impl Judged for OneHeap {
///     type Input = u64;
///     type Answer = bool;
///     fn read(text: &str) -> Result<u64, String> {
///         let mut r = Strict::new(text);
///         let n = r.int(0, 100, "n")?;
///         r.eoln()?;
///         r.eof()?;
///         Ok(n)
///     }
///     fn write(n: &u64) -> String {
///         format!("{n}\n")
///     }
///     fn generate(seed: u64) -> u64 {
///         seed % 3
///     }
///     fn naive(n: &u64) -> Option<bool> {
///         Some((0..*n).any(|after| after == 0))
///     }
///     fn second(n: &u64) -> bool {
///         *n > 0
///     }
///     fn print(first_wins: &bool) -> String {
///         lines([first_wins], |&&w| if w { "First" } else { "Second" })
///     }
/// }
///
/// let side = kit::judged::side::<OneHeap>();
/// assert_eq!(side.certified("2\n"), Ok("First\n".to_string()));
/// assert!((side.verify)("101\n").is_err());
/// ```
pub trait Judged {
    /// A parsed input.
    type Input: Debug;
    /// The whole answer to an input.
    type Answer: Debug;

    /// The strict validator, which returns what it read: exact tokens, ranges, line structure,
    /// end of file. The error is one line naming the line and column.
    ///
    /// # Errors
    /// What is wrong, and where.
    fn read(text: &str) -> Result<Self::Input, String>;

    /// The input as text, in the problem's format.
    fn write(input: &Self::Input) -> String;

    /// A deterministic, balanced input for `seed` (see [`large`] for the workspace's
    /// convention on large inputs).
    fn generate(seed: u64) -> Self::Input;

    /// The game's definition (game-tree search), or `None` where it cannot reach.
    fn naive(input: &Self::Input) -> Option<Self::Answer>;

    /// An independent second method, for every valid input.
    fn second(input: &Self::Input) -> Self::Answer;

    /// The answer as the solution must print it.
    fn print(answer: &Self::Answer) -> String;

    /// For problems with several right answers: `Some(verdict)` on whether `output` is right
    /// for `input`, given the judged `answer` (text). `None` (the default): tokens compare.
    fn check(input: &Self::Input, output: &str, answer: &str) -> Option<Result<(), String>> {
        let _ = (input, output, answer);
        None
    }

    /// The problem's own shrinker: smaller candidate inputs, largest cuts first (they need
    /// not be valid; the reader filters them). The default has none.
    fn shrink(input: &Self::Input) -> Vec<Self::Input> {
        let _ = input;
        Vec::new()
    }

    /// The problem's explainer (`Some(kit::explain::explain::<Self>)` for the heap games and
    /// sums; each family of [`crate::explain`] has its own): what [`Judged::explain`] runs.
    /// Every problem sets one: the standard tests fail without it (`None` is the default only
    /// so that a new problem compiles before its explanation is written).
    const EXPLAIN: Explain<Self::Input> = None;

    /// Why the certified answer to `input` is right, in the game's terms, for an input the
    /// naive reference reaches: the facts the answer follows from (for a sum of heap games,
    /// each part's Grundy value, the nim-sum, and a winning move or, for a P-position, a move
    /// and its reply), computed by the judge side (the game's definition and the lib), never
    /// by the solution; at most about 20 lines, saying how many tests it leaves out. `None`
    /// beyond the naive reference's reach, and for a problem with no [`Judged::EXPLAIN`] (see
    /// [`crate::explain`]).
    fn explain(input: &Self::Input) -> Option<String> {
        Self::EXPLAIN.and_then(|explain| explain(input))
    }

    /// The input of the generated case `name` (a `[[generated]]` entry of `problem.toml`,
    /// whose declared SHA-256 `write` of it must match byte for byte), or `None` for a name
    /// that has no generator. The default has none: every case is committed.
    fn generate_named(name: &str) -> Option<Self::Input> {
        let _ = name;
        None
    }
}

/// A problem's explainer ([`Judged::EXPLAIN`]): why the certified answer to an input is right,
/// `None` where it has nothing to say.
pub type Explain<I> = Option<fn(&I) -> Option<String>>;

/// Whether `seed` asks for a large input: every fourth seed (`seed % 4 == 3`), the workspace's
/// convention, so that most generated inputs stay within the naive reference's reach.
///
/// # Example
/// ```
/// assert!(!kit::judged::large(0) && kit::judged::large(3) && kit::judged::large(7));
/// ```
pub fn large(seed: u64) -> bool {
    seed % 4 == 3
}

/// One line per item, each `line(item)` followed by a newline.
///
/// # Example
/// ```
/// let text = kit::judged::lines([true, false], |&w| if w { "First" } else { "Second" });
/// assert_eq!(text, "First\nSecond\n");
/// ```
pub fn lines<T, S: std::fmt::Display>(
    items: impl IntoIterator<Item = T>,
    line: impl Fn(&T) -> S,
) -> String {
    items.into_iter().map(|item| format!("{}\n", line(&item))).collect()
}

/// The certified answer to `input`: naive's where it reaches (checked by [`naive_checked`]),
/// else the second method's. The one definition of certification, shared by the standard
/// tests, the `<slug>-judge` binary and `cargo kata certify`.
///
/// # Errors
/// Naive reaches and the second method disagrees with it: the checker's reason, or the first
/// differing token.
///
/// # Complexity
/// One run of each reference, plus one [`Judged::print`] of each and one comparison when naive
/// reaches.
///
/// # Example
/// ```
/// use kit::judged::{Judged, certified};
/// # struct Double;
/// # impl Judged for Double {
/// #     type Input = u64;
/// #     type Answer = u64;
/// #     fn read(text: &str) -> Result<u64, String> { text.trim().parse().map_err(|_| "n".into()) }
/// #     fn write(n: &u64) -> String { format!("{n}\n") }
/// #     fn generate(seed: u64) -> u64 { seed }
/// #     fn naive(n: &u64) -> Option<u64> { (*n < 10).then(|| n + n) }
/// #     fn second(n: &u64) -> u64 { if *n == 7 { 15 } else { 2 * n } }
/// #     fn print(answer: &u64) -> String { format!("{answer}\n") }
/// # }
/// // `Double` answers 2n: naive by addition up to 9, the second method by a product that
/// // is wrong at 7.
/// assert_eq!(certified::<Double>(&3), Ok(6));
/// assert_eq!(certified::<Double>(&50), Ok(100));
/// assert!(certified::<Double>(&7).unwrap_err().starts_with("naive and the second method disagree"));
/// ```
pub fn certified<P: Judged>(input: &P::Input) -> Result<P::Answer, String> {
    naive_checked::<P>(input).unwrap_or_else(|| Ok(P::second(input)))
}

/// Naive's answer to `input`, with the second method's printed answer accepted against it (by
/// [`accepts`]: the problem's checker, or equal tokens); `None` beyond naive's reach (the
/// second method is not run then).
///
/// # Errors
/// (Inside the `Some`.) The two methods disagree: the checker's reason, or the first differing
/// token.
///
/// # Complexity
/// One run of naive; where it reaches, one run of the second method, one [`Judged::print`] of
/// each and one comparison.
///
/// # Example
/// ```
/// use kit::judged::{Judged, naive_checked};
/// # struct Double;
/// # impl Judged for Double {
/// #     type Input = u64;
/// #     type Answer = u64;
/// #     fn read(text: &str) -> Result<u64, String> { text.trim().parse().map_err(|_| "n".into()) }
/// #     fn write(n: &u64) -> String { format!("{n}\n") }
/// #     fn generate(seed: u64) -> u64 { seed }
/// #     fn naive(n: &u64) -> Option<u64> { (*n < 10).then(|| n + n) }
/// #     fn second(n: &u64) -> u64 { if *n == 7 { 15 } else { 2 * n } }
/// #     fn print(answer: &u64) -> String { format!("{answer}\n") }
/// # }
/// assert_eq!(naive_checked::<Double>(&3), Some(Ok(6)));
/// assert_eq!(naive_checked::<Double>(&50), None);
/// assert!(naive_checked::<Double>(&7).is_some_and(|checked| checked.is_err()));
/// ```
pub fn naive_checked<P: Judged>(input: &P::Input) -> Option<Result<P::Answer, String>> {
    let naive = P::naive(input)?;
    let second = P::print(&P::second(input));
    Some(match accepts::<P>(input, &second, &P::print(&naive)) {
        Ok(()) => Ok(naive),
        Err(diff) => Err(format!("naive and the second method disagree: {diff}")),
    })
}

/// Whether `output` is a right answer to `input` whose judged answer is `answer` (both as
/// printed): the problem's [`Judged::check`] where it has one, else equal tokens.
///
/// # Errors
/// Why `output` is wrong.
///
/// # Complexity
/// The checker's, or linear in the two texts.
///
/// # Example
/// ```
/// use kit::judged::accepts;
/// use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
/// # struct Nim;
/// # impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
/// # }
/// // `Nim` has no checker of its own: tokens compare.
/// let input = vec![vec![3, 3]];
/// assert_eq!(accepts::<PerTest<Nim>>(&input, "Second", "Second\n"), Ok(()));
/// assert!(accepts::<PerTest<Nim>>(&input, "First", "Second\n").is_err());
/// ```
pub fn accepts<P: Judged>(input: &P::Input, output: &str, answer: &str) -> Result<(), String> {
    P::check(input, output, answer).unwrap_or_else(|| crate::compare::tokens(answer, output))
}

/// The text-level [`Side`] of a [`Judged`] problem, for the `<slug>-judge` and
/// `<slug>-checker` binaries (separate processes, which speak text). Each function reads its
/// input with [`Judged::read`] (inputs given to them have passed it), then works on the typed
/// input; `certified` is [`certified`], printed.
///
/// # Panics
/// The returned functions other than `verify` and `check` panic on an input that `read`
/// rejects.
///
/// # Complexity
/// Building it is free; each function costs one `read` plus the typed work.
///
/// # Example
/// ```
/// use kit::knights::{CompoundRule, Knights, Rule};
/// # struct Sum;
/// # impl CompoundRule for Sum {
/// #     const RULE: Rule = Rule::Sum;
/// #     fn limits() -> kit::knights::Limits {
/// #         kit::knights::Limits { t_max: 10, n_max: 1000, sum_k_max: 100 }
/// #     }
/// # }
/// let side = kit::judged::side::<Knights<Sum>>();
/// assert_eq!(side.certified("1\n3 1\n1 1\n"), Ok("Second\n".to_string()));
/// assert!((side.verify)("1\n3 1\n9 9\n").is_err());
/// ```
pub fn side<P: Judged>() -> Side {
    Side {
        verify: |text| P::read(text).map(drop),
        generate: |seed| P::write(&P::generate(seed)),
        naive: |text| P::naive(&read_valid::<P>(text)).map(|answer| P::print(&answer)),
        second_method: |text| P::print(&P::second(&read_valid::<P>(text))),
        certify: |text| certified::<P>(&read_valid::<P>(text)).map(|answer| P::print(&answer)),
        check: |input, output, answer| match P::read(input) {
            Ok(parsed) => accepts::<P>(&parsed, output, answer),
            Err(e) => Err(format!("the input is not valid: {e}")),
        },
        shrink: |text| P::shrink(&read_valid::<P>(text)).iter().map(P::write).collect(),
        explain: |text| P::explain(&read_valid::<P>(text)),
        generate_named: |name| P::generate_named(name).map(|input| P::write(&input)),
    }
}

/// `text`, read by a reader it has passed before.
fn read_valid<P: Judged>(text: &str) -> P::Input {
    P::read(text).unwrap_or_else(|e| panic!("an input that passed the reader: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A problem whose optional parts are its own: any output naming an even number is right,
    /// and it shrinks by halving.
    struct Even;

    impl Judged for Even {
        type Input = u8;
        type Answer = u8;
        fn read(text: &str) -> Result<u8, String> {
            text.trim().parse().map_err(|e| format!("{e}"))
        }
        fn write(n: &u8) -> String {
            format!("{n}\n")
        }
        fn generate(seed: u64) -> u8 {
            (seed % 100) as u8
        }
        fn naive(n: &u8) -> Option<u8> {
            Some(n * 2 % 100)
        }
        fn second(n: &u8) -> u8 {
            n * 2 % 100
        }
        fn print(answer: &u8) -> String {
            format!("{answer}\n")
        }
        fn check(_: &u8, output: &str, _: &str) -> Option<Result<(), String>> {
            let even = output.trim().parse::<u8>().is_ok_and(|n| n % 2 == 0);
            Some(if even { Ok(()) } else { Err(format!("{output:?} is not even")) })
        }
        fn shrink(n: &u8) -> Vec<u8> {
            vec![n / 2]
        }
        const EXPLAIN: Explain<u8> = Some(|n| Some(format!("{n} twice\n")));
        fn generate_named(name: &str) -> Option<u8> {
            (name == "max_n").then_some(99)
        }
    }

    /// The same problem with the defaults: tokens compare, no shrinker.
    struct Plain;

    impl Judged for Plain {
        type Input = u8;
        type Answer = u8;
        fn read(text: &str) -> Result<u8, String> {
            Even::read(text)
        }
        fn write(n: &u8) -> String {
            Even::write(n)
        }
        fn generate(seed: u64) -> u8 {
            Even::generate(seed)
        }
        fn naive(n: &u8) -> Option<u8> {
            Even::naive(n)
        }
        fn second(n: &u8) -> u8 {
            Even::second(n)
        }
        fn print(answer: &u8) -> String {
            Even::print(answer)
        }
    }

    #[test]
    fn the_optional_parts_are_the_problems_own_or_the_defaults() {
        let own = side::<Even>();
        assert_eq!((own.check)("3\n", "8", "6"), Ok(()));
        assert!((own.check)("3\n", "7", "6").is_err());
        assert_eq!(own.shrink_candidates("8\n"), ["4\n"]);
        assert!((own.check)("x\n", "8", "6").unwrap_err().contains("not valid"));
        let plain = side::<Plain>();
        assert_eq!((plain.check)("3\n", "6", "6"), Ok(()));
        assert!((plain.check)("3\n", "8", "6").is_err());
        assert!(plain.shrink_candidates("8\n").is_empty());
        assert_eq!((own.generate_named)("max_n").as_deref(), Some("99\n"));
        assert_eq!((own.generate_named)("max_m"), None);
        assert_eq!((plain.generate_named)("max_n"), None);
        assert_eq!((plain.generate)(7), "7\n");
        assert_eq!(plain.certified("3\n"), Ok("6\n".to_string()));
        assert_eq!((own.explain)("3\n").as_deref(), Some("3 twice\n"));
        assert_eq!((plain.explain)("3\n"), None);
    }
}
