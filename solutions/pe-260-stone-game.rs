//! Project Euler 260 Stone Game: three piles; a move takes k > 0 stones from one, two or all
//! three piles (k from each). Sum x + y + z over the positions 0 ≤ x ≤ y ≤ z ≤ B lost by the
//! player to move.
//!
//! Idea: the options of a position lie on seven lines through it (one per non-empty set of
//! piles), and a line holds at most one lost position (two would be one move apart). A line is
//! named by the two coordinates its direction keeps (e.g. (x, z - y) for "take from y and z"),
//! ordered so that z runs along a table row; seven tables of pairs record the lines that hold
//! a lost position found so far, and a position is lost iff none of its seven lines is marked.
//! Positions are visited by (x, y) pairs, z increasing, stopping at the pair's one lost
//! position. O(B³) worst case, O(B²) memory.

use proconio::input;

/// The seven line tables, indexed by pairs of coordinates (or differences) up to `b`.
struct Lines {
    side: usize,
    marked: Vec<[bool; 7]>,
}

impl Lines {
    /// The keys of the seven lines through the ordered triple (p, q, r), in direction order
    /// {p}, {q}, {r}, {p,q}, {p,r}, {q,r}, {p,q,r}; `None` where a difference is negative
    /// (no sorted position lies on such a line).
    fn keys(&self, [p, q, r]: [usize; 3]) -> [Option<usize>; 7] {
        let at = |i: usize, j: usize| Some(i * self.side + j);
        let diff = |hi: usize, lo: usize| hi.checked_sub(lo);
        [
            at(q, r),
            at(p, r),
            at(p, q),
            diff(q, p).and_then(|d| at(d, r)),
            diff(r, p).and_then(|d| at(q, d)),
            diff(r, q).and_then(|d| at(p, d)),
            diff(q, p).zip(diff(r, p)).and_then(|(d, e)| at(d, e)),
        ]
    }

    /// Whether the sorted position t has a marked line.
    fn reaches_lost(&self, t: [usize; 3]) -> bool {
        self.keys(t)
            .iter()
            .enumerate()
            .any(|(dir, key)| matches!(*key, Some(k) if self.marked[k][dir]))
    }

    /// Marks the lines through every ordering of the lost position t.
    fn mark(&mut self, [x, y, z]: [usize; 3]) {
        for t in [[x, y, z], [x, z, y], [y, x, z], [y, z, x], [z, x, y], [z, y, x]] {
            for (dir, key) in self.keys(t).into_iter().enumerate() {
                if let Some(k) = key {
                    self.marked[k][dir] = true;
                }
            }
        }
    }
}

fn main() {
    input! {
        b: usize,
    }
    let side = b + 1;
    let mut lines = Lines { side, marked: vec![[false; 7]; side * side] };
    let mut sum = 0u64;
    // Every option of (x, y, z) sorts to a position with a smaller (x, y) pair, or the same
    // pair and a smaller z: visited before.
    for x in 0..=b {
        for y in x..=b {
            if lines.marked[x * side + y][2] {
                continue; // the z-line of this pair already holds its lost position
            }
            if let Some(z) = (y..=b).find(|&z| !lines.reaches_lost([x, y, z])) {
                lines.mark([x, y, z]);
                sum += (x + y + z) as u64;
            }
        }
    }
    println!("{sum}");
}
