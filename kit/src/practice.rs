//! What a problem offers to a person who practises it: its place on the suggested path
//! through the theory ([`Topic`], a difficulty), and three [`Hints`] — the part of
//! `problem.toml` read by `cargo kata list`, `hint` and `watch`.

use serde::Deserialize;

/// A stage of the suggested path through the theory, in path order: a kata's topic.
///
/// In `problem.toml`: `topic = "subtraction"` (the [`key`](Topic::key)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// Nim and P/N positions: who wins, by the definition and by Bouton's rule.
    Nim,
    /// The Sprague–Grundy theory: Grundy values and sums of games.
    SpragueGrundy,
    /// Subtraction games and periodic sequences.
    Subtraction,
    /// Compounds other than the sum, and knights on boards.
    Compounds,
    /// Octal (take-and-break) games.
    Octal,
    /// Misère play.
    Misere,
    /// Numbers and Hackenbush: partizan games whose values are numbers (or nimbers).
    Numbers,
    /// Hot games: canonical forms, temperature, Col and Snort.
    Hot,
}

impl Topic {
    /// Every topic, in path order.
    pub const PATH: [Topic; 8] = [
        Topic::Nim,
        Topic::SpragueGrundy,
        Topic::Subtraction,
        Topic::Compounds,
        Topic::Octal,
        Topic::Misere,
        Topic::Numbers,
        Topic::Hot,
    ];

    /// The key written in `problem.toml` and accepted by `cargo kata list --topic`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(kit::practice::Topic::SpragueGrundy.key(), "sprague-grundy");
    /// ```
    pub fn key(self) -> &'static str {
        match self {
            Topic::Nim => "nim",
            Topic::SpragueGrundy => "sprague-grundy",
            Topic::Subtraction => "subtraction",
            Topic::Compounds => "compounds",
            Topic::Octal => "octal",
            Topic::Misere => "misere",
            Topic::Numbers => "numbers",
            Topic::Hot => "hot",
        }
    }

    /// The stage's name as a person reads it.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(kit::practice::Topic::Misere.title(), "misère play");
    /// ```
    pub fn title(self) -> &'static str {
        match self {
            Topic::Nim => "Nim and P/N positions",
            Topic::SpragueGrundy => "Sprague–Grundy",
            Topic::Subtraction => "subtraction and periodicity",
            Topic::Compounds => "compounds and knights",
            Topic::Octal => "octal games",
            Topic::Misere => "misère play",
            Topic::Numbers => "numbers and Hackenbush",
            Topic::Hot => "hot games, Col and Snort",
        }
    }

    /// The topic of a key (see [`key`](Topic::key)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kit::practice::Topic;
    /// assert_eq!(Topic::from_key("octal"), Some(Topic::Octal));
    /// assert_eq!(Topic::from_key("octals"), None);
    /// ```
    pub fn from_key(key: &str) -> Option<Topic> {
        Topic::PATH.into_iter().find(|topic| topic.key() == key)
    }
}

/// A problem's three hints, from the gentlest to the most telling (`[hints]` in
/// `problem.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hints {
    /// Level 1: what to compute or look at on small cases.
    pub nudge: String,
    /// Level 2: the pattern, or the theorem that applies.
    pub pattern: String,
    /// Level 3: an outline of the method, with its complexity.
    pub outline: String,
}

impl Hints {
    /// The hint of `level` (1, 2 or 3) and its name; `None` for any other level.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let hints = kit::practice::Hints {
    ///     nudge: "a".into(),
    ///     pattern: "b".into(),
    ///     outline: "c".into(),
    /// };
    /// assert_eq!(hints.level(2), Some(("the pattern", "b")));
    /// assert_eq!(hints.level(4), None);
    /// ```
    pub fn level(&self, level: u8) -> Option<(&'static str, &str)> {
        match level {
            1 => Some(("a nudge", &self.nudge)),
            2 => Some(("the pattern", &self.pattern)),
            3 => Some(("an outline", &self.outline)),
            _ => None,
        }
    }

    /// How many levels every problem has.
    pub const LEVELS: u8 = 3;
}
