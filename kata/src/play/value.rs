//! Sums of games in the workspace notation (`value '{1|-1} + ^ + 1/2'`): a move replaces one
//! summand by one of its Left (or Right) options in canonical form.

use std::cell::RefCell;

use anyhow::{Result, bail};
use cgt::partizan::{GameId, GameStore};

use crate::play::engine::Side;
use crate::play::partizan::{Replace, Rules, one_replaced};

/// A sum of canonical games, each summand kept apart; positions are the summands.
///
/// # Example
/// ```
/// use kata::play::engine::Side;
/// use kata::play::partizan::Rules;
/// use kata::play::value::Sum;
///
/// let (game, start) = Sum::parse("{1|-1} + *").unwrap();
/// let moves = game.moves(&start, Side::Right);
/// let names: Vec<String> = moves.iter().map(|(m, _)| game.notation(&start, m)).collect();
/// assert_eq!(names, ["summand 1: {1|-1} -> -1", "summand 2: * -> 0"]);
/// ```
pub struct Sum {
    store: RefCell<GameStore>,
}

/// `text` cut at each `+` outside braces.
fn summands(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '+' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

impl Sum {
    /// The game and its summands from `text`: games in the workspace notation (`{1|-1}`,
    /// `^*`, `3/8`, `-2`) joined by `+`; each summand is kept apart (what sits between two
    /// `+` outside braces is one summand, `-` included).
    ///
    /// # Errors
    /// One line naming the summand and the column the lib's parser stopped at.
    ///
    /// # Complexity
    /// The lib's parsing and canonicalisation of each summand.
    ///
    /// # Example
    /// ```
    /// let error = kata::play::value::Sum::parse("{1|0} + {1|").err().unwrap();
    /// assert_eq!(error.to_string(), "value summand 2 `{1|`: column 4: expected a game");
    /// ```
    pub fn parse(text: &str) -> Result<(Sum, Vec<GameId>)> {
        let mut store = GameStore::new();
        let mut start = Vec::new();
        for (i, summand) in summands(text).into_iter().enumerate() {
            match store.parse(summand.trim()) {
                Ok(g) => start.push(g),
                Err(e) => bail!("value summand {} `{}`: {e}", i + 1, summand.trim()),
            }
        }
        Ok((Sum { store: RefCell::new(store) }, start))
    }
}

impl Rules for Sum {
    type Position = Vec<GameId>;
    type Move = Replace<GameId>;

    fn rules(&self) -> String {
        "A sum of games: Left replaces one summand by one of its Left options, Right by one of \
         its Right options"
            .to_string()
    }

    fn moves(&self, row: &Vec<GameId>, side: Side) -> Vec<(Self::Move, Vec<GameId>)> {
        let mut store = self.store.borrow_mut();
        one_replaced(row, |&g| match side {
            Side::Left => store.left_options(g),
            Side::Right => store.right_options(g),
        })
    }

    fn branching(&self, row: &Vec<GameId>, side: Side) -> u64 {
        self.moves(row, side).len() as u64
    }

    fn canonical(&self, mut row: Vec<GameId>) -> Vec<GameId> {
        let zero = self.store.borrow().zero();
        row.retain(|&g| g != zero);
        row.sort_unstable();
        row
    }

    fn notation(&self, row: &Vec<GameId>, &(i, to): &Self::Move) -> String {
        let mut store = self.store.borrow_mut();
        format!("summand {}: {} -> {}", i + 1, store.to_notation(row[i]), store.to_notation(to))
    }

    /// The summands, numbered, joined by `+`.
    fn picture(&self, row: &Vec<GameId>, _: bool) -> String {
        let mut store = self.store.borrow_mut();
        let items: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, &g)| format!("({}) {}", i + 1, store.to_notation(g)))
            .collect();
        format!("  {}\n", items.join("  +  "))
    }

    fn store(&self) -> &RefCell<GameStore> {
        &self.store
    }

    fn value(&self, row: &Vec<GameId>) -> GameId {
        let mut store = self.store.borrow_mut();
        row.iter().fold(store.zero(), |sum, &g| store.add(sum, g))
    }
}
