//! hr-poker-nim with a tempting mistake: the player to move can always add chips and so "turn
//! the game around", hence First always wins. Wrong: the opponent takes the added chips back.
//! Expected WA.

use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    for _ in 0..t {
        input! {
            n: usize,
            _k: u32,
            _piles: [u64; n],
        }
        println!("First");
    }
}
