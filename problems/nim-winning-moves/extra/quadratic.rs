//! nim-winning-moves by the definition of the target: for each pile, the XOR of all the other
//! piles recomputed from scratch. Right, but O(n^2): expected TLE at n = 2*10^5.

use std::fmt::Write;

use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u64; n],
    }
    let mut moves = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        let others = piles.iter().enumerate().filter(|&(j, _)| j != i).fold(0, |x, (_, &p)| x ^ p);
        if others < pile {
            moves.push((i + 1, pile - others));
        }
    }
    let mut out = format!("{}\n", moves.len());
    for (i, take) in moves {
        writeln!(out, "{i} {take}").expect("writing to a String");
    }
    print!("{out}");
}
