//! Domineering: published values, and outcomes against a plain game-tree search.

use cgt::partizan::{Board, Domineering, Dyadic, GameStore, Partizan, PartizanOutcome, ValueMemo};
use proptest::prelude::*;
use std::collections::HashMap;

fn value(store: &mut GameStore, memo: &mut ValueMemo<Board>, rows: usize, cols: usize) -> String {
    let g = memo.value(&Domineering, store, &Board::empty(rows, cols));
    store.to_notation(g)
}

#[test]
fn published_values() {
    let (mut s, mut m) = (GameStore::new(), ValueMemo::new());
    assert_eq!(value(&mut s, &mut m, 2, 1), "1");
    assert_eq!(value(&mut s, &mut m, 1, 2), "-1");
    assert_eq!(value(&mut s, &mut m, 2, 2), "{1|-1}");
    assert_eq!(value(&mut s, &mut m, 3, 3), "{1|-1}");
    assert_eq!(value(&mut s, &mut m, 2, 4), "{{2|0}|0}");
    assert_eq!(value(&mut s, &mut m, 3, 4), "-3/2");
    assert_eq!(value(&mut s, &mut m, 4, 3), "3/2");
    assert_eq!(value(&mut s, &mut m, 4, 5), "1");
    assert_eq!(value(&mut s, &mut m, 5, 4), "-1");
}

#[test]
fn two_by_eight_has_temperature_nine_eighths() {
    let (mut s, mut m) = (GameStore::new(), ValueMemo::new());
    let g = m.value(&Domineering, &mut s, &Board::empty(2, 8));
    assert_eq!(s.temperature(g), Dyadic::new(9, 3));
}

/// Who wins moving first, by plain search over the free-cell bitboard (no components).
struct Search {
    rows: usize,
    cols: usize,
    memo: HashMap<(u128, bool), bool>,
}

impl Search {
    fn moves(&self, free: u128, left: bool) -> Vec<u128> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
                if r2 >= self.rows || c2 >= self.cols {
                    continue;
                }
                let a = 1u128 << (r * self.cols + c);
                let b = 1u128 << (r2 * self.cols + c2);
                if free & a != 0 && free & b != 0 {
                    out.push(free & !a & !b);
                }
            }
        }
        out
    }

    /// Whether the player to move (`left` or Right) wins.
    fn wins(&mut self, free: u128, left: bool) -> bool {
        if let Some(&w) = self.memo.get(&(free, left)) {
            return w;
        }
        let w = self.moves(free, left).into_iter().any(|next| !self.wins(next, !left));
        self.memo.insert((free, left), w);
        w
    }

    fn outcome(&mut self, free: u128) -> PartizanOutcome {
        match (self.wins(free, true), self.wins(free, false)) {
            (true, true) => PartizanOutcome::N,
            (true, false) => PartizanOutcome::L,
            (false, true) => PartizanOutcome::R,
            (false, false) => PartizanOutcome::P,
        }
    }
}

fn board_from(rows: usize, cols: usize, blocked: u128) -> Board {
    let text: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols).map(|c| if blocked >> (r * cols + c) & 1 == 1 { '#' } else { '.' }).collect()
        })
        .collect();
    text.join("/").parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn outcomes_match_game_tree_search(rows in 1usize..=4, cols in 1usize..=5, blocked in any::<u128>()) {
        let blocked = blocked & blocked.rotate_left(17); // about a quarter of the cells
        let board = board_from(rows, cols, blocked);
        let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
        let g = memo.value(&Domineering, &mut store, &board);
        let mut search = Search { rows, cols, memo: HashMap::new() };
        prop_assert_eq!(store.outcome(g), search.outcome(board.free_cells()), "{}", board);
        // The options' values, summed over components, agree with the value's options.
        let lefts: Vec<_> = Domineering.left_options(&board).iter().map(|o| memo.value(&Domineering, &mut store, o)).collect();
        let rights: Vec<_> = Domineering.right_options(&board).iter().map(|o| memo.value(&Domineering, &mut store, o)).collect();
        prop_assert_eq!(store.new_game(&lefts, &rights), g);
    }
}

#[test]
fn empty_rectangles_match_game_tree_search() {
    let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    for rows in 1..=4 {
        for cols in 1..=5 {
            let g = memo.value(&Domineering, &mut store, &Board::empty(rows, cols));
            let mut search = Search { rows, cols, memo: HashMap::new() };
            let free = Board::empty(rows, cols).free_cells();
            assert_eq!(store.outcome(g), search.outcome(free), "{rows}x{cols}");
        }
    }
}

#[test]
fn transposed_board_is_the_negative() {
    let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    for (rows, cols) in [(2, 3), (3, 5), (2, 6), (4, 4)] {
        let a = memo.value(&Domineering, &mut store, &Board::empty(rows, cols));
        let b = memo.value(&Domineering, &mut store, &Board::empty(cols, rows));
        assert_eq!(store.add(a, b), store.zero(), "{rows}x{cols}");
    }
}

#[test]
fn five_by_five_is_zero() {
    let (mut s, mut m) = (GameStore::new(), ValueMemo::new());
    assert_eq!(value(&mut s, &mut m, 5, 5), "0");
}

#[test]
fn boards_of_128_cells() {
    let (mut s, mut m) = (GameStore::new(), ValueMemo::new());
    // A strip of n cells is worth floor(n/2) moves to its owner: 1×6 = -3, 6×1 = 3.
    assert_eq!(value(&mut s, &mut m, 1, 6), "-3");
    assert_eq!(value(&mut s, &mut m, 6, 1), "3");
    // Boards of 128 cells build, split and move without overflowing.
    let strip = Board::empty(1, 128);
    assert_eq!(strip.components(), vec![strip]);
    assert_eq!(Domineering.right_options(&strip).len(), 127);
    assert!(Domineering.left_options(&strip).is_empty());
    let column = Board::empty(128, 1);
    assert_eq!(Domineering.left_options(&column).len(), 127);
    let square = Board::empty(11, 11);
    assert_eq!(Domineering.left_options(&square).len(), 110);
    assert_eq!(Domineering.right_options(&square).len(), 110);
}
