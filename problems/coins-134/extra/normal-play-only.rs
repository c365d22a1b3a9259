//! coins-134 with the classic mistake: the normal-play rule (P iff n mod 7 is 0 or 2) used
//! under the misère rule too. Expected WA.

use proconio::input;

fn main() {
    input! {
        q: usize,
        questions: [(u64, String); q],
    }
    for (n, _rule) in questions {
        let second_wins = n % 7 == 0 || n % 7 == 2;
        println!("{}", if second_wins { "Second" } else { "First" });
    }
}
