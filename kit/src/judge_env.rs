//! What a reproduction's judge compiles with: the `[judge]` table of its `problem.toml`.
//!
//! ```toml
//! [judge]
//! name = "CSES"
//! rustc = "1.75"                       # as published; absent where no figure was found
//! rustc_also_reported = ["1.66.1"]     # other published figures: the oldest one counts
//! edition = "2021"
//! source_limit_bytes = 128000          # absent where unknown
//! crates = ["rand"]                    # crates the judge provides
//! sources = ["https://… : what it says", "issue 31 (third party): …"]
//! ```
//!
//! `cargo bundle --check` compiles a reproduction's bundle with a compiler no newer than the
//! oldest version of [`JudgeEnv::oldest_rustc`] (its stand-in), and checks the source limit.

use serde::Deserialize;

/// A judge's compiler and limits, with where each figure comes from.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeEnv {
    /// The judge, as named in the README: `CSES`, `Kattis`, `HackerRank`, …
    pub name: String,
    /// Its rustc version as published (`1.75`, `1.66.1`); `None` where no figure was found,
    /// or where the judge compiles no Rust (Project Euler takes answers, TopCoder has no Rust).
    #[serde(default)]
    pub rustc: Option<String>,
    /// Other versions published for it (an older page, a contest's page): when they differ,
    /// the version is disputed and the oldest one counts.
    #[serde(default)]
    pub rustc_also_reported: Vec<String>,
    /// The edition it compiles with (`2018`, `2021`, `2024`); `None` where unknown (the
    /// bundle is then checked with 2021).
    #[serde(default)]
    pub edition: Option<String>,
    /// The largest source file it accepts, in bytes; `None` where unknown.
    #[serde(default)]
    pub source_limit_bytes: Option<u64>,
    /// The crates it provides besides std (`proconio`, `itertools`, `rand`, …).
    #[serde(default)]
    pub crates: Vec<String>,
    /// Where each figure comes from: a URL and what it says, or a note that a figure is
    /// unknown or third-party.
    pub sources: Vec<String>,
}

/// A rustc version `major.minor` (the patch level is ignored).
pub type RustVersion = (u32, u32);

/// Parses `1.75`, `1.66.1` as `(1, 75)`, `(1, 66)`; `None` for anything else.
///
/// # Example
/// ```
/// assert_eq!(kit::judge_env::parse_version("1.66.1"), Some((1, 66)));
/// assert_eq!(kit::judge_env::parse_version("unknown"), None);
/// ```
pub fn parse_version(text: &str) -> Option<RustVersion> {
    let mut parts = text.trim().split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    match parts.next() {
        None => Some((major, minor)),
        Some(patch) => patch.parse::<u32>().ok().map(|_| (major, minor)),
    }
}

impl JudgeEnv {
    /// The oldest version published for the judge ([`JudgeEnv::rustc`] and
    /// [`JudgeEnv::rustc_also_reported`]); `None` when none is known.
    ///
    /// # Example
    /// ```
    /// let judge: kit::judge_env::JudgeEnv = toml::from_str(
    ///     "name = \"Kattis\"\nrustc = \"1.85\"\nrustc_also_reported = [\"1.78\"]\nsources = []",
    /// ).unwrap();
    /// assert_eq!(judge.oldest_rustc(), Some((1, 78)));
    /// ```
    pub fn oldest_rustc(&self) -> Option<RustVersion> {
        self.rustc.iter().chain(&self.rustc_also_reported).filter_map(|v| parse_version(v)).min()
    }

    /// Whether the published versions disagree (or none is known): the stand-in is then the
    /// older compiler.
    pub fn uncertain(&self) -> bool {
        let mut versions: Vec<RustVersion> = self
            .rustc
            .iter()
            .chain(&self.rustc_also_reported)
            .filter_map(|v| parse_version(v))
            .collect();
        versions.dedup();
        versions.len() != 1
    }

    /// The edition to compile with: the judge's, else 2021.
    pub fn edition_or_default(&self) -> &str {
        self.edition.as_deref().unwrap_or("2021")
    }

    /// The table's figures are well formed: versions parse, the edition is one rustc knows,
    /// the limit is positive, a source is given. The error is one line.
    ///
    /// # Errors
    /// The first malformed figure, named.
    pub fn check(&self) -> Result<(), String> {
        for version in self.rustc.iter().chain(&self.rustc_also_reported) {
            if parse_version(version).is_none() {
                return Err(format!("judge: rustc {version:?} is not a version like \"1.75\""));
            }
        }
        if let Some(edition) = &self.edition
            && !["2015", "2018", "2021", "2024"].contains(&edition.as_str())
        {
            return Err(format!("judge: edition {edition:?} is not 2015, 2018, 2021 or 2024"));
        }
        if self.source_limit_bytes == Some(0) {
            return Err("judge: source_limit_bytes must be positive".to_string());
        }
        if self.sources.is_empty() {
            return Err("judge: sources must say where the figures come from".to_string());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judge(text: &str) -> JudgeEnv {
        toml::from_str(&format!("name = \"J\"\nsources = [\"s\"]\n{text}")).unwrap()
    }

    #[test]
    fn the_oldest_published_version_counts() {
        assert_eq!(judge("rustc = \"1.75\"").oldest_rustc(), Some((1, 75)));
        assert!(!judge("rustc = \"1.75\"").uncertain());
        let disputed = judge("rustc = \"1.85\"\nrustc_also_reported = [\"1.78\"]");
        assert_eq!(disputed.oldest_rustc(), Some((1, 78)));
        assert!(disputed.uncertain());
        assert_eq!(judge("").oldest_rustc(), None);
        assert!(judge("").uncertain());
    }

    #[test]
    fn malformed_figures_are_refused() {
        assert!(judge("rustc = \"new\"").check().unwrap_err().contains("not a version"));
        assert!(judge("edition = \"2020\"").check().unwrap_err().contains("edition"));
        assert!(judge("source_limit_bytes = 0").check().is_err());
        assert!(judge("rustc = \"1.63.0\"\nedition = \"2021\"").check().is_ok());
    }
}
