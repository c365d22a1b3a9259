//! The naive reference: the map read cell by cell into countries and borders, then a plain
//! game-tree search on the whole graph — a position is the set of uncoloured countries with
//! their blue and red tints, no components, no relabelling — valued by `new_game` of its
//! options' values.

use crate::Game;
use cgt::partizan::{GameId, GameStore};
use std::collections::HashMap;

/// The countries of a map, in the order they first appear row by row.
pub fn countries(rows: &[String]) -> Vec<char> {
    let mut seen = Vec::new();
    for c in rows.iter().flat_map(|r| r.chars()) {
        if c != '.' && !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen
}

/// For each country (numbered as in [`countries`]), the bitmask of countries it borders:
/// every pair of cells sharing a side, with two different countries, is a border.
pub fn borders(rows: &[String]) -> Vec<u64> {
    let names = countries(rows);
    let id = |c: char| names.iter().position(|&n| n == c);
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let mut adj = vec![0u64; names.len()];
    for (r, row) in grid.iter().enumerate() {
        for (c, &a) in row.iter().enumerate() {
            for (r2, c2) in [(r + 1, c), (r, c + 1)] {
                let b = grid.get(r2).and_then(|row| row.get(c2)).copied().unwrap_or('.');
                if let (Some(x), Some(y)) = (id(a), id(b))
                    && x != y
                {
                    adj[x] |= 1 << y;
                    adj[y] |= 1 << x;
                }
            }
        }
    }
    adj
}

/// (uncoloured, blue-tinted, red-tinted) countries.
type State = (u64, u64, u64);

struct Search<'a> {
    game: Game,
    adj: &'a [u64],
    memo: HashMap<State, GameId>,
    /// How many more positions may be valued.
    budget: &'a mut usize,
}

impl Search<'_> {
    /// Whether Left (`left`) or Right may paint country `v` now, by the game's rule: in Col
    /// not beside the same colour, in Snort not beside the other one.
    fn may_paint(&self, (free, blue, red): State, v: usize, left: bool) -> bool {
        let beside_blue = blue >> v & 1 == 1;
        let beside_red = red >> v & 1 == 1;
        let blocked = match (self.game, left) {
            (Game::Col, true) | (Game::Snort, false) => beside_blue,
            (Game::Col, false) | (Game::Snort, true) => beside_red,
        };
        free >> v & 1 == 1 && !blocked
    }

    fn options(&mut self, store: &mut GameStore, state: State, left: bool) -> Option<Vec<GameId>> {
        let (free, blue, red) = state;
        let movable: Vec<usize> =
            (0..self.adj.len()).filter(|&v| self.may_paint(state, v, left)).collect();
        movable
            .into_iter()
            .map(|v| {
                let next = if left {
                    (free & !(1 << v), blue | self.adj[v], red)
                } else {
                    (free & !(1 << v), blue, red | self.adj[v])
                };
                self.value(store, next)
            })
            .collect()
    }

    fn value(&mut self, store: &mut GameStore, (free, blue, red): State) -> Option<GameId> {
        // Only the tints of uncoloured countries matter, and a country tinted both ways has
        // no move left for anyone: one key for all such states.
        let free = free & !(blue & red);
        let state = (free, blue & free, red & free);
        if let Some(&g) = self.memo.get(&state) {
            return Some(g);
        }
        *self.budget = self.budget.checked_sub(1)?;
        let lefts = self.options(store, state, true);
        let rights = self.options(store, state, false);
        let g = store.new_game(&lefts?, &rights?);
        self.memo.insert(state, g);
        Some(g)
    }
}

/// The value of `game` played on the map `rows` from the start (nothing coloured), or `None`
/// if that takes more than `budget` positions (each position valued is taken from it).
pub fn value(
    store: &mut GameStore,
    game: Game,
    rows: &[String],
    budget: &mut usize,
) -> Option<GameId> {
    let adj = borders(rows);
    let all = (1u64 << adj.len()) - 1;
    let mut search = Search { game, adj: &adj, memo: HashMap::new(), budget };
    search.value(store, (all, 0, 0))
}
