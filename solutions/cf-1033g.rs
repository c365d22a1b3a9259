//! Codeforces 1033G Chip Game: n piles; Alice removes exactly a chips from a pile per move,
//! Bob exactly b; who cannot move loses. Over all pairs (a, b) in [1, m]², count the games won
//! by Alice whoever starts, by Bob whoever starts, by the first player, by the second player.
//!
//! Idea: a = b is impartial with a fixed number of moves Σ ⌊v/a⌋: its parity decides. For
//! a < b (the pair (b, a) swaps the players' names), reduce every pile mod s = a + b. A residue
//! r in [a, b) is Alice's alone: she wins. Otherwise each residue is dead (r < a) or at least b;
//! with M = max min(r, s − 1 − r), the residues at least b are, for every a > M, the same set H
//! (those with 2r ≥ s − 1), and among them the ones with r ≥ 2a let Alice move twice. Two of
//! those (a ≤ ⌊h₂/2⌋), or a residue of her own (a ≤ M): Alice wins. One (a ≤ ⌊h₁/2⌋): Alice
//! wins when she starts; Bob, starting, must spend his move on it, and the |H| − 1 one-move
//! piles decide by parity. None: the |H| one-move piles decide by parity. So each s is O(n):
//! four ranges of a. Complexity O(m·n) time, O(n) memory.

use proconio::input;

fn main() {
    input! {
        n: usize,
        m: u64,
        piles: [u64; n],
    }
    // [Alice, Bob, first, second]
    let mut wins = [0u64; 4];
    for a in 1..=m {
        let odd = piles.iter().fold(false, |odd, &v| odd ^ (v / a % 2 == 1));
        wins[if odd { 2 } else { 3 }] += 1;
    }
    for s in 3..2 * m {
        let lo = s.saturating_sub(m).max(1);
        let hi = (s - 1) / 2;
        if lo > hi {
            continue;
        }
        let mut own_up_to = 0; // M: a ≤ M leaves some residue in [a, s − a)
        let (mut h1, mut h2) = (0, 0); // the two largest residues of H (0 when missing)
        let mut high = 0u64; // |H|
        for &v in &piles {
            let r = v % s;
            own_up_to = own_up_to.max(r.min(s - 1 - r));
            if 2 * r + 1 >= s {
                high += 1;
                if r > h1 {
                    h2 = h1;
                    h1 = r;
                } else if r > h2 {
                    h2 = r;
                }
            }
        }
        // The number of a in (from, to] ∩ [lo, hi].
        let span = |from: u64, to: u64| to.min(hi).saturating_sub(from.max(lo - 1));
        let two = (h2 / 2).max(own_up_to);
        let one = (h1 / 2).max(two);
        // Alice's wins of (a, b) are Bob's of (b, a); first and second stay.
        let odd = high % 2 == 1;
        let alice = span(0, two) + if odd { 0 } else { span(two, one) };
        let first = if odd { span(two, one) + span(one, hi) } else { 0 };
        let second = if odd { 0 } else { span(one, hi) };
        wins[0] += alice;
        wins[1] += alice;
        wins[2] += 2 * first;
        wins[3] += 2 * second;
    }
    println!("{} {} {} {}", wins[0], wins[1], wins[2], wins[3]);
}
