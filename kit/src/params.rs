//! A problem's parameters: the `[params]` table of its `problem.toml` (limits such as
//! `n_max = 200000`), the one source that the validator and the generator read (the crate
//! embeds `problem.toml` at compile time with [`params!`](crate::params!)) and that the
//! README's constraint lines are checked against (the workspace's layout test, through
//! [`spellings`]).

use std::collections::BTreeMap;

/// The `[params]` of one problem: names to whole numbers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Params(BTreeMap<String, i64>);

impl Params {
    /// The `[params]` table of `problem.toml` text (empty when there is none).
    ///
    /// # Errors
    /// One line: the text is not a valid `problem.toml`, or a parameter is not a whole number.
    ///
    /// # Complexity
    /// O(length of the text).
    ///
    /// # Example
    /// ```
    /// let spec = "title = \"t\"\nsource = \"own\"\ntime_limit_ms = 1000\n\
    ///             memory_limit_mb = 256\nidea = \"i\"\n[params]\nn_max = 200000\n";
    /// let params = kit::params::Params::parse(spec)?;
    /// assert_eq!(params.get::<usize>("n_max"), 200_000);
    /// # Ok::<(), String>(())
    /// ```
    pub fn parse(problem_toml: &str) -> Result<Params, String> {
        crate::problem::parse_spec(problem_toml).map(|spec| Params(spec.params))
    }

    /// The parameter `name`, as the type the code uses.
    ///
    /// # Panics
    /// When `problem.toml` has no parameter `name`, or its value does not fit `T`: the
    /// problem's code and its `problem.toml` disagree, which its tests then show at once.
    ///
    /// # Complexity
    /// O(log of the number of parameters).
    ///
    /// # Example
    /// ```
    /// let spec = "title = \"t\"\nsource = \"own\"\ntime_limit_ms = 1000\n\
    ///             memory_limit_mb = 256\nidea = \"i\"\n[params]\nq_max = 1000\n";
    /// let params = kit::params::Params::parse(spec).unwrap();
    /// assert_eq!(params.get::<u16>("q_max"), 1000);
    /// ```
    pub fn get<T: TryFrom<i64>>(&self, name: &str) -> T {
        let value = *self
            .0
            .get(name)
            .unwrap_or_else(|| panic!("problem.toml: no parameter `{name}` in [params]"));
        T::try_from(value).unwrap_or_else(|_| {
            panic!("problem.toml: [params] {name} = {value} does not fit the code's type")
        })
    }

    /// Every parameter, by name.
    ///
    /// # Complexity
    /// O(1) to start, O(1) per parameter.
    ///
    /// # Example
    /// ```
    /// let spec = "title = \"t\"\nsource = \"own\"\ntime_limit_ms = 1000\n\
    ///             memory_limit_mb = 256\nidea = \"i\"\n[params]\nb = 2\na = 1\n";
    /// let params = kit::params::Params::parse(spec).unwrap();
    /// assert_eq!(params.iter().collect::<Vec<_>>(), [("a", 1), ("b", 2)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(name, &value)| (name.as_str(), value))
    }
}

/// The ways a statement may write `value` in its constraints: plainly (`200000`), with thin
/// or plain spaces between thousands (`200 000`), and, for a digit times a power of ten of at
/// least 10^3, as `2·10^5` (also with `*`, `⋅` or `×`), `10^5` when the digit is 1.
///
/// # Complexity
/// O(number of digits).
///
/// # Example
/// ```
/// let forms = kit::params::spellings(200_000);
/// assert!(forms.contains(&"2·10^5".to_string()) && forms.contains(&"200000".to_string()));
/// assert!(kit::params::spellings(1_000_000_000).contains(&"10^9".to_string()));
/// assert_eq!(kit::params::spellings(-7), ["-7"]);
/// ```
pub fn spellings(value: i64) -> Vec<String> {
    let plain = value.to_string();
    let mut forms = vec![plain.clone()];
    if value >= 10_000 {
        let digits: Vec<char> = plain.chars().collect();
        let groups: Vec<String> =
            digits.rchunks(3).rev().map(|group| group.iter().collect()).collect();
        forms.extend([" ", "\u{2009}", ","].map(|separator| groups.join(separator)));
    }
    let zeros = plain.len() - plain.trim_end_matches('0').len();
    let lead = plain.trim_end_matches('0');
    if value > 0 && zeros >= 3 && lead.len() == 1 {
        for times in ["·", "*", "⋅", "×"] {
            forms.push(format!("{lead}{times}10^{zeros}"));
        }
        if lead == "1" {
            forms.push(format!("10^{zeros}"));
        }
    }
    forms
}

/// Whether `line` writes `value` in one of its [`spellings`], as a whole number (not as a
/// part of a longer one: `2·10^5` is not read in `2·10^56`, nor `1000` in `10000`).
///
/// # Complexity
/// O(length of the line × number of spellings).
///
/// # Example
/// ```
/// assert!(kit::params::mentions("- 1 ≤ n ≤ 2·10^5", 200_000));
/// assert!(!kit::params::mentions("- 1 ≤ n ≤ 2·10^5", 20_000));
/// assert!(!kit::params::mentions("- 1 ≤ q ≤ 10000", 1000));
/// ```
pub fn mentions(line: &str, value: i64) -> bool {
    let is_digit_like = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit() || c == '^');
    spellings(value).iter().any(|form| {
        line.match_indices(form.as_str()).any(|(at, _)| {
            let before = line[..at].chars().next_back();
            let after = line[at + form.len()..].chars().next();
            !is_digit_like(before) && !is_digit_like(after)
        })
    })
}

/// A problem crate's parameters, read once from its `problem.toml`, embedded at compile time.
///
/// `kit::params!();` in its `src/lib.rs` defines the private `fn param<T>(name: &str) -> T`,
/// which returns `[params] name` (and panics, naming it, if there is none). With a list of
/// documented names and types it also defines one public accessor a parameter, so a limit is
/// stated once in `problem.toml` and named once in the code:
///
/// ```ignore
/// kit::params! {
///     /// Most piles.
///     n_max: usize,
///     /// Largest pile.
///     s_max: u64,
/// }
/// // … `n_max()` is `[params] n_max`, as a `usize`.
/// ```
#[macro_export]
macro_rules! params {
    () => {
        /// The parameter `name` of the `[params]` table of this problem's `problem.toml`.
        ///
        /// # Panics
        /// If `problem.toml` has no such parameter, or its value does not fit `T`.
        fn param<T: TryFrom<i64>>(name: &str) -> T {
            static PARAMS: ::std::sync::LazyLock<$crate::params::Params> =
                ::std::sync::LazyLock::new(|| {
                    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/problem.toml"));
                    $crate::params::Params::parse(text)
                        .unwrap_or_else(|e| panic!("problem.toml: {e}"))
                });
            PARAMS.get(name)
        }
    };
    ($($(#[doc = $doc:literal])* $name:ident: $ty:ty),+ $(,)?) => {
        $crate::params!();
        $(
            $(#[doc = $doc])*
            #[doc = ""]
            #[doc = concat!(
                "`[params] ", stringify!($name), "` of `problem.toml`, which the README's ",
                "constraints state (the layout test checks it). O(1): the table is parsed once."
            )]
            pub fn $name() -> $ty {
                param(stringify!($name))
            }
        )+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = "title = \"t\"\nsource = \"own\"\ntime_limit_ms = 1000\n\
                        memory_limit_mb = 256\nidea = \"i\"\n";

    #[test]
    fn a_problem_without_params_has_none() {
        assert_eq!(Params::parse(SPEC).unwrap(), Params::default());
    }

    #[test]
    fn params_are_whole_numbers() {
        let error = Params::parse(&format!("{SPEC}[params]\nn_max = \"big\"\n")).unwrap_err();
        assert!(error.starts_with("line 7, column 9: "), "{error}");
        assert_eq!(error.lines().count(), 1);
    }

    #[test]
    #[should_panic(expected = "no parameter `m_max` in [params]")]
    fn a_missing_param_is_named() {
        Params::parse(&format!("{SPEC}[params]\nn_max = 5\n")).unwrap().get::<u8>("m_max");
    }

    #[test]
    #[should_panic(expected = "[params] n_max = 300 does not fit the code's type")]
    fn a_param_that_does_not_fit_is_named() {
        Params::parse(&format!("{SPEC}[params]\nn_max = 300\n")).unwrap().get::<u8>("n_max");
    }

    /// Every spelling of a value reads back as the value: the digits, separators dropped, or
    /// `a·10^k` evaluated. A second, independent reading of what `spellings` writes.
    #[test]
    fn every_spelling_reads_back_as_the_value() {
        let read = |form: &str| -> i64 {
            let form = form.replace([' ', '\u{2009}', ','], "");
            match form.split_once("10^") {
                Some((lead, exponent)) => {
                    let lead = lead.trim_end_matches(['·', '*', '⋅', '×']);
                    let lead: i64 = if lead.is_empty() { 1 } else { lead.parse().unwrap() };
                    lead * 10_i64.pow(exponent.parse().unwrap())
                }
                None => form.parse().unwrap(),
            }
        };
        for value in [0, 7, 999, 1000, 2000, 10_000, 123_456, 200_000, 1_000_000_000, -3] {
            for form in spellings(value) {
                assert_eq!(read(&form), value, "{form}");
            }
        }
        assert_eq!(spellings(123_456).len(), 4, "no power-of-ten form for 123456");
    }

    #[test]
    fn mentions_finds_whole_numbers_only() {
        assert!(mentions("1 ≤ n ≤ 200 000", 200_000));
        assert!(mentions("1 ≤ n ≤ 10^9.", 1_000_000_000));
        assert!(!mentions("1 ≤ n ≤ 10^9", 1_000_000));
        assert!(!mentions("1 ≤ n ≤ 10^18", 10));
        assert!(!mentions("a ≤ 12000", 2000));
    }
}
