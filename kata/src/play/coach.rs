//! The coach: each option marked winning or losing for the person, with what the theory says
//! of it, and the moves that threw a win away, said at once (`--coach`) or summed up at the end.

use cgt::{Nimber, Outcome, nim_sum};

use crate::play::engine::Value;

/// What the theory says of a position, for the player to move there: the outcome where a
/// theorem decides it, and the statistic it rests on (`nim-sum 3⊕1⊕5 = 7`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theory {
    /// The outcome by the theory for the player to move, where a theorem decides it (`None`,
    /// e.g., for a misère sum with a component that is not tame).
    pub outcome: Option<Outcome>,
    /// The statistic, in a few words.
    pub why: String,
}

impl Theory {
    /// The Sprague–Grundy theorem on a sum with components of Grundy values `values`: `P`
    /// iff their nim-sum is 0.
    ///
    /// # Complexity
    /// O(number of components).
    ///
    /// # Example
    /// ```
    /// use cgt::{Nimber, Outcome};
    /// use kata::play::coach::Theory;
    ///
    /// let theory = Theory::nim_sum(&[1u32, 2, 3].map(Nimber::from));
    /// assert_eq!(theory.outcome, Some(Outcome::P));
    /// assert_eq!(theory.why, "nim-sum 1⊕2⊕3 = 0");
    /// assert_eq!(Theory::nim_sum(&[]).why, "nim-sum 0 (nothing left)");
    /// ```
    pub fn nim_sum(values: &[Nimber]) -> Theory {
        let total = nim_sum(values.iter().copied());
        let why = match values {
            [] => "nim-sum 0 (nothing left)".to_string(),
            [one] => format!("Grundy value {one}"),
            _ => format!("nim-sum {} = {total}", listed(values, "⊕")),
        };
        Theory { outcome: Some(Outcome::from_grundy(total)), why }
    }
}

/// The items joined by `separator`.
///
/// # Complexity
/// O(total length).
///
/// # Example
/// ```
/// assert_eq!(kata::play::coach::listed(&[1, 2], ", "), "1, 2");
/// ```
pub fn listed<T: std::fmt::Display>(items: &[T], separator: &str) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(separator)
}

/// A move of the person's that turned a won position into a lost one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thrown {
    /// The person's move number (1 for their first move).
    pub turn: usize,
    /// The move played, in the game's notation.
    pub played: String,
    /// The moves that would have kept the win.
    pub winning: Vec<String>,
}

impl Thrown {
    /// The one line that says so.
    ///
    /// # Complexity
    /// O(length of the line).
    ///
    /// # Example
    /// ```
    /// use kata::play::coach::Thrown;
    ///
    /// let thrown = Thrown { turn: 2, played: "heap 1: 3 -> 0".into(), winning: vec!["heap 2: 2 -> 1".into()] };
    /// assert_eq!(thrown.line(), "your move 2, `heap 1: 3 -> 0`, threw a win away: winning was `heap 2: 2 -> 1`");
    /// ```
    pub fn line(&self) -> String {
        let quoted: Vec<String> = self.winning.iter().map(|m| format!("`{m}`")).collect();
        let verb = if quoted.len() == 1 { "was" } else { "were" };
        format!(
            "your move {}, `{}`, threw a win away: winning {verb} {}",
            self.turn,
            self.played,
            quoted.join(", ")
        )
    }
}

/// The mark of an option for the person who may play it: `winning` when it leaves the engine
/// a lost position, with its remoteness, and the theory's statistic for that position.
///
/// # Complexity
/// O(length of the mark).
///
/// # Example
/// ```
/// use cgt::{Nimber, Outcome};
/// use kata::play::coach::{Theory, mark};
/// use kata::play::engine::Value;
///
/// let left = Value { outcome: Outcome::P, remoteness: 2 };
/// let theory = Theory::nim_sum(&[1u32, 1].map(Nimber::from));
/// assert_eq!(mark(left, &theory), "winning  (you win in 3)    nim-sum 1⊕1 = 0");
/// ```
pub fn mark(option: Value, theory: &Theory) -> String {
    let (word, who, moves) = match option.outcome {
        Outcome::P => ("winning", "you win", option.remoteness + 1),
        Outcome::N => ("losing ", "you lose", option.remoteness + 1),
    };
    let lasts = format!("({who} in {moves})");
    format!("{word}  {lasts:<16}  {}", theory.why)
}

/// The coach's record of a game: every move of the person's that threw a win away.
#[derive(Debug, Clone, Default)]
pub struct Record {
    thrown: Vec<Thrown>,
}

impl Record {
    /// Notes the person's move `turn`, option `played` of `options` (each with its notation
    /// and its value for the engine), made from a position of value `before` for them; returns
    /// the record it made if the move threw a win away.
    ///
    /// # Complexity
    /// O(number of options).
    ///
    /// # Example
    /// ```
    /// use cgt::Outcome::{N, P};
    /// use kata::play::coach::Record;
    /// use kata::play::engine::Value;
    ///
    /// let v = |outcome, remoteness| Value { outcome, remoteness };
    /// let options = [("a".to_string(), v(N, 1)), ("b".to_string(), v(P, 0))];
    /// let mut record = Record::default();
    /// assert!(record.note(1, v(N, 1), &options, 1).is_none());
    /// assert_eq!(record.note(2, v(N, 1), &options, 0).unwrap().winning, ["b"]);
    /// assert_eq!(record.summary().len(), 2);
    /// ```
    pub fn note(
        &mut self,
        turn: usize,
        before: Value,
        options: &[(String, Value)],
        played: usize,
    ) -> Option<&Thrown> {
        if before.outcome == Outcome::P || options[played].1.outcome == Outcome::P {
            return None;
        }
        let winning = options.iter().filter(|(_, v)| v.outcome == Outcome::P);
        self.thrown.push(Thrown {
            turn,
            played: options[played].0.clone(),
            winning: winning.map(|(notation, _)| notation.clone()).collect(),
        });
        self.thrown.last()
    }

    /// The summary printed at the end of a game without `--coach`: a line saying how many
    /// wins were thrown away, then one line each.
    ///
    /// # Complexity
    /// O(length of the lines).
    ///
    /// # Example
    /// ```
    /// assert_eq!(kata::play::coach::Record::default().summary(), ["summary: no move of yours threw a win away"]);
    /// ```
    pub fn summary(&self) -> Vec<String> {
        let head = match self.thrown.len() {
            0 => "summary: no move of yours threw a win away".to_string(),
            1 => "summary: one move of yours threw a win away".to_string(),
            n => format!("summary: {n} moves of yours threw a win away"),
        };
        std::iter::once(head).chain(self.thrown.iter().map(|t| format!("  {}", t.line()))).collect()
    }
}
