//! Kattis hackenbushredblue (format assumed): the value of a blue-red Hackenbush picture of
//! at most 20 edges, cycles allowed, printed as `a/2^b`.
//!
//! Idea: a blue-red picture is a number: the simplest number strictly between Left's best
//! and Right's best option. An edge set joined to the ground has its options among the
//! smaller sets, so the lib's `Picture::number_value` values every grounded set in increasing
//! order into one table, exactly, in units of 2^-m (a position of m edges is born by day m).
//!
//! Complexity: O(2^m · m) word operations, O(2^m) memory.

use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! { n: usize, m: usize, edges: [(usize, usize, Chars); m] }
    let colour = |c: &[char]| if c == ['B'] { Colour::Blue } else { Colour::Red };
    let edges = edges.iter().map(|(u, v, c)| (*u, *v, colour(c))).collect();
    let number = Picture::new(n, edges).number_value().expect("a blue-red picture");
    println!("{}/2^{}", number.numerator(), number.exponent());
}
