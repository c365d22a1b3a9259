//! Outcome classes, players and play conventions: shared by every theory, so it names none
//! of them (an impartial game's outcome from its Grundy value, `Outcome::from_grundy`, lives
//! with the nimbers).

use std::fmt;

/// Play convention: who wins when the player to move has no move.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, Play};
///
/// assert_eq!(Play::Normal.terminal_outcome(), Outcome::P);
/// assert_eq!(Play::Misere.terminal_outcome(), Outcome::N);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Play {
    /// Normal play: a player with no move loses.
    Normal,
    /// Misère play: a player with no move wins.
    Misere,
}

impl Play {
    /// Outcome of a terminal position (one with no move) under this convention.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Outcome, Play};
    ///
    /// assert_eq!(Play::Misere.terminal_outcome(), Outcome::N);
    /// ```
    pub fn terminal_outcome(self) -> Outcome {
        match self {
            Play::Normal => Outcome::P,
            Play::Misere => Outcome::N,
        }
    }
}

/// A player, relative to a position: `First` is the player to move there.
///
/// Displays as `First` or `Second`.
///
/// # Example
///
/// ```
/// use cgt::Player;
///
/// assert_eq!(Player::Second.to_string(), "Second");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player to move at the position.
    First,
    /// The player who just moved (the opponent of the player to move).
    Second,
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "First",
            Player::Second => "Second",
        })
    }
}

/// Outcome class of a position of a finite impartial game.
///
/// Displays as `N` or `P`.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, Player};
///
/// assert_eq!(Outcome::N.winner(), Player::First);
/// assert_eq!(Outcome::P.to_string(), "P");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The next player (the player to move) wins.
    N,
    /// The previous player (the player who just moved) wins.
    P,
}

impl Outcome {
    /// Outcome of a position from the outcomes of its options, by definition:
    /// N iff some option is P; a position without options takes
    /// [`Play::terminal_outcome`].
    ///
    /// # Constraints
    ///
    /// `options` lists the outcomes of all options (duplicates allowed).
    ///
    /// # Complexity
    ///
    /// O(number of options).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Outcome, Play};
    ///
    /// assert_eq!(Outcome::from_options(Play::Normal, [Outcome::N, Outcome::P]), Outcome::N);
    /// assert_eq!(Outcome::from_options(Play::Normal, [Outcome::N]), Outcome::P);
    /// assert_eq!(Outcome::from_options(Play::Misere, []), Outcome::N);
    /// ```
    pub fn from_options<I: IntoIterator<Item = Outcome>>(play: Play, options: I) -> Outcome {
        let mut has_option = false;
        for option in options {
            if option == Outcome::P {
                return Outcome::N;
            }
            has_option = true;
        }
        if has_option { Outcome::P } else { play.terminal_outcome() }
    }

    /// The player who wins from a position with this outcome under perfect play.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Outcome, Player};
    ///
    /// assert_eq!(Outcome::N.winner(), Player::First);
    /// assert_eq!(Outcome::P.winner(), Player::Second);
    /// ```
    pub fn winner(self) -> Player {
        match self {
            Outcome::N => Player::First,
            Outcome::P => Player::Second,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::N => "N",
            Outcome::P => "P",
        })
    }
}
