//! Judge side of `cf-1033g` (Codeforces 1033G Chip Game): limits, the strict reader, the
//! seeded generator and two independent references — a game-tree search of every pair
//! `(a, b)` over the piles themselves, and a sweep over the pairs of each sum `a + b` that
//! classifies the piles' residues and applies the case analysis pair by pair.

use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod explain;

kit::params! {
    /// Most piles.
    n_max: usize,
    /// Largest move size a player may choose.
    m_max: u64,
    /// Largest pile.
    v_max: u64,
}

/// Naive game-tree search answers inputs whose work `m² · n · Π (v_i + 1)` is at most this.
pub const NAIVE_WORK: u64 = 6_000_000;
/// The generator keeps the inputs of non-[`large`] seeds within this work, well inside naive's
/// reach (the tests run naive on 150 of them).
const GENERATED_WORK: u64 = 1_500_000;

/// A parsed input: the bound on the move sizes and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Alice's `a` and Bob's `b` range over `1..=m`.
    pub m: u64,
    /// The starting number of chips in each pile.
    pub piles: Vec<u64>,
}

/// The four counts the problem asks for, over all pairs `(a, b)` in `[1, m]²`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Alice wins whoever starts.
    pub alice: u64,
    /// Bob wins whoever starts.
    pub bob: u64,
    /// The player who starts wins.
    pub first: u64,
    /// The player who starts loses.
    pub second: u64,
}

impl Counts {
    /// Counts `pairs` games in which Alice wins when she starts (`alice_starts`) and Bob wins
    /// when he starts (`bob_starts`).
    fn add(&mut self, alice_starts: bool, bob_starts: bool, pairs: u64) {
        self.add_class(Class::of(alice_starts, bob_starts), pairs);
    }

    /// Counts `pairs` games of class `class`.
    fn add_class(&mut self, class: Class, pairs: u64) {
        match class {
            Class::Alice => self.alice += pairs,
            Class::Bob => self.bob += pairs,
            Class::First => self.first += pairs,
            Class::Second => self.second += pairs,
        }
    }
}

/// The type of the game of one pair `(a, b)`: who wins it, whoever starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Alice wins whoever starts.
    Alice,
    /// Bob wins whoever starts.
    Bob,
    /// The player who starts wins.
    First,
    /// The player who starts loses.
    Second,
}

impl Class {
    /// The class of a game in which Alice wins when she starts (`alice_starts`) and Bob wins
    /// when he starts (`bob_starts`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cf_1033g::Class;
    ///
    /// assert_eq!(Class::of(true, true), Class::First);
    /// assert_eq!(Class::of(true, false), Class::Alice);
    /// ```
    pub fn of(alice_starts: bool, bob_starts: bool) -> Class {
        match (alice_starts, bob_starts) {
            (true, false) => Class::Alice,
            (false, true) => Class::Bob,
            (true, true) => Class::First,
            (false, false) => Class::Second,
        }
    }

    /// The class's letter in an explanation: `A`, `B`, `F` or `S`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(cf_1033g::Class::Second.letter(), 'S');
    /// ```
    pub fn letter(self) -> char {
        match self {
            Class::Alice => 'A',
            Class::Bob => 'B',
            Class::First => 'F',
            Class::Second => 'S',
        }
    }
}

/// Codeforces 1033G Chip Game.
pub struct ChipGame;

impl Judged for ChipGame {
    type Input = Input;
    type Answer = Counts;

    /// Every pair's class by search, the counts, and the moves or residues that decide each
    /// pair: [`explain::explain`].
    const EXPLAIN: Explain<Input> = Some(explain::explain);

    /// Strictly against the statement: `n m` on the first line, the `n` piles on the second.
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.space()?;
        let m = r.int(1, m_max(), "m")?;
        r.eoln()?;
        let piles = r.int_line(n, 1, v_max(), "v")?;
        r.eof()?;
        Ok(Input { m, piles })
    }

    fn write(Input { m, piles }: &Input) -> String {
        let piles: Vec<String> = piles.iter().map(ToString::to_string).collect();
        format!("{} {m}\n{}\n", piles.len(), piles.join(" "))
    }

    /// Most seeds: one to four small piles and a small `m`, within naive's reach (piles a few
    /// times `2m`, so that several periods of `a + b` fit). [`large`] seeds: up to 100 piles up
    /// to 10^18 (uniform, near a multiple of a highly composite number, or small), `m` up to
    /// 3000.
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if large(seed) {
            let n = rng.random_range(1..=n_max());
            let m = rng.random_range(1..=3000);
            let piles = (0..n)
                .map(|_| match seed % 3 {
                    0 => rng.random_range(1..=v_max()),
                    1 => {
                        963_761_198_400 * rng.random_range(1..=1_000_000) - rng.random_range(0..=m)
                    }
                    _ => rng.random_range(1..=4 * m),
                })
                .collect();
            return Input { m, piles };
        }
        let n: u32 =
            if seed.is_multiple_of(5) { rng.random_range(1..=4) } else { rng.random_range(1..=3) };
        let m = rng.random_range(1..=if seed.is_multiple_of(2) { 4 } else { 8 });
        // The largest pile bound with m² · n · (top + 1)^n within the generator's work.
        let room = GENERATED_WORK / (m * m * u64::from(n));
        let mut top: u64 = 1;
        while (top + 2).checked_pow(n).is_some_and(|states| states <= room) && top < 40 {
            top += 1;
        }
        let piles = (0..n).map(|_| rng.random_range(1..=top)).collect();
        Input { m, piles }
    }

    /// The game's definition: every pair's [`Class`] by game-tree search ([`classes`]),
    /// counted. `None` when `m² · n · Π (v_i + 1)` exceeds [`NAIVE_WORK`].
    fn naive(input: &Input) -> Option<Counts> {
        let mut counts = Counts::default();
        for class in classes(input)?.into_iter().flatten() {
            counts.add_class(class, 1);
        }
        Some(counts)
    }

    /// A sweep over the residues. Equal moves (`a = b`): the game is impartial and every move
    /// takes `a` chips, so exactly `Σ ⌊v_i / a⌋` moves are made: the parity decides. Otherwise
    /// take `a < b` (the pair `(b, a)` is the same game with the players' names swapped) and
    /// reduce each pile mod `s = a + b` (whatever one player does in a pile of `s` or more, the
    /// other can answer in the same pile). A residue `r` is of one of four types: dead
    /// (`r < a`), Alice's own (`a ≤ r < b`), one move for either (`b ≤ r < 2a`), or a pile
    /// where Alice can move twice (`r ≥ b`, `r ≥ 2a`; her move leaves one of her own). Then:
    /// a pile of her own, or two double piles, and Alice wins; one double pile: Alice wins
    /// when she starts (she makes a pile of her own), and when Bob starts he must spend his
    /// move on it, leaving the one-move piles to Alice: their parity; no double pile: the
    /// one-move piles alternate, their parity decides.
    ///
    /// For each `s`, a pile's type changes at most three times as `a` grows (at `a = r + 1`,
    /// `a = s − r`, `a = ⌊r/2⌋ + 1`): these events sorted split the `a` range into segments
    /// of constant type counts, each classified once. O(m·n·log n).
    fn second(Input { m, piles }: &Input) -> Counts {
        let m = *m;
        let mut counts = Counts::default();
        for a in 1..=m {
            let moves: u64 = piles.iter().map(|v| v / a % 2).sum();
            counts.add(moves % 2 == 1, moves % 2 == 1, 1);
        }
        let mut residues = vec![0u64; piles.len()];
        let mut types = vec![0usize; piles.len()];
        let mut events: Vec<u64> = Vec::with_capacity(3 * piles.len());
        for s in 3..2 * m {
            // a < b = s − a ≤ m.
            let (lo, hi) = ((s.saturating_sub(m)).max(1), (s - 1) / 2);
            if lo > hi {
                continue;
            }
            let pile_type = |r: u64, a: u64| residue_type(r, a, s - a);
            let mut of_type = [0u64; 4];
            events.clear();
            for (i, &v) in piles.iter().enumerate() {
                let r = v % s;
                residues[i] = r;
                types[i] = pile_type(r, lo);
                of_type[types[i]] += 1;
                for at in [r + 1, s - r, r / 2 + 1] {
                    if lo < at && at <= hi {
                        events.push((at << 8) | i as u64);
                    }
                }
            }
            events.sort_unstable();
            let mut start = lo;
            let mut next = 0;
            while start <= hi {
                let end = events.get(next).map_or(hi + 1, |e| e >> 8);
                if end > start {
                    // Whether Alice wins when she starts, and when Bob starts.
                    let (alice_first, alice_second) = alice_wins(of_type);
                    // (a, b) as computed, then (b, a): the same game, the names swapped.
                    counts.add(alice_first, !alice_second, end - start);
                    counts.add(!alice_second, alice_first, end - start);
                }
                while events.get(next).is_some_and(|e| e >> 8 == end) {
                    let i = (events[next] & 0xff) as usize;
                    of_type[types[i]] -= 1;
                    types[i] = pile_type(residues[i], end);
                    of_type[types[i]] += 1;
                    next += 1;
                }
                start = end;
            }
        }
        counts
    }

    /// One line: `w_a w_b w_f w_s`.
    fn print(counts: &Counts) -> String {
        format!("{} {} {} {}\n", counts.alice, counts.bob, counts.first, counts.second)
    }
}

/// The type of residue `r` (below `a + b`) when Alice takes `a` and Bob `b > a`: [`DEAD`],
/// [`OWN`], [`ONE_MOVE`] or [`DOUBLE`].
fn residue_type(r: u64, a: u64, b: u64) -> usize {
    if r < a {
        DEAD
    } else if r < b {
        OWN
    } else if r < 2 * a {
        ONE_MOVE
    } else {
        DOUBLE
    }
}

/// Whether Alice wins when she starts, and when Bob starts, from residues (`a < b`) of which
/// `of_type[t]` are of type `t`: a pile of her own, or two double piles, and she wins; one
/// double pile: she wins when she starts, and when Bob starts iff the one-move piles are odd
/// in number; no double pile: the one-move piles alternate, their parity decides.
fn alice_wins(of_type: [u64; 4]) -> (bool, bool) {
    match of_type {
        [_, own, _, _] if own > 0 => (true, true),
        [_, _, _, double] if double >= 2 => (true, true),
        [_, _, one_move, 1] => (true, one_move % 2 == 1),
        [_, _, one_move, _] => (one_move % 2 == 1, one_move % 2 == 0),
    }
}

/// A residue below `a`: neither player can move in it.
const DEAD: usize = 0;
/// A residue in `[a, b)`: only Alice can move in it.
const OWN: usize = 1;
/// A residue in `[b, 2a)`: one move, by either player.
const ONE_MOVE: usize = 2;
/// A residue at least `b` and `2a`: Bob can move once, Alice twice.
const DOUBLE: usize = 3;

/// The game's definition: for every pair `(a, b)`, who wins from every position (a vector of
/// pile sizes below the start) with Alice to move and with Bob to move, positions in increasing
/// order (every move lowers the position's index); row `a − 1`, column `b − 1` holds the
/// pair's class. `None` when `m² · n · Π (v_i + 1)` exceeds [`NAIVE_WORK`].
///
/// # Complexity
/// O(m² · n · Π (v_i + 1)) time, O(Π (v_i + 1)) memory.
///
/// # Example
/// ```
/// use cf_1033g::{Class, Input, classes};
///
/// let rows = classes(&Input { m: 2, piles: vec![4, 5] }).unwrap();
/// assert_eq!(rows, vec![vec![Class::First, Class::Alice], vec![Class::Bob, Class::Second]]);
/// ```
pub fn classes(Input { m, piles }: &Input) -> Option<Vec<Vec<Class>>> {
    let states = piles.iter().try_fold(1u64, |acc, &v| acc.checked_mul(v.checked_add(1)?))?;
    let work = states.checked_mul(m * m * piles.len() as u64)?;
    if work > NAIVE_WORK {
        return None;
    }
    let states = usize::try_from(states).ok()?;
    // Position index = Σ size_i · stride_i (mixed radix, pile i has sizes 0..=v_i).
    let mut strides = Vec::with_capacity(piles.len());
    let mut stride = 1usize;
    for &v in piles {
        strides.push(stride);
        stride *= usize::try_from(v).ok()? + 1;
    }
    let mut rows = Vec::new();
    let mut alice_to_move = vec![false; states];
    let mut bob_to_move = vec![false; states];
    for a in 1..=*m {
        let mut row = Vec::new();
        for b in 1..=*m {
            let mut sizes = vec![0u64; piles.len()];
            for index in 0..states {
                // The player to move wins iff some move reaches a loss for the other.
                let wins = |take: u64, other: &[bool]| {
                    sizes.iter().zip(&strides).any(|(&size, &stride)| {
                        size >= take && !other[index - usize::try_from(take).unwrap() * stride]
                    })
                };
                alice_to_move[index] = wins(a, &bob_to_move);
                bob_to_move[index] = wins(b, &alice_to_move);
                // The next position in the mixed radix (an odometer).
                for (size, &v) in sizes.iter_mut().zip(piles) {
                    if *size < v {
                        *size += 1;
                        break;
                    }
                    *size = 0;
                }
            }
            row.push(Class::of(alice_to_move[states - 1], bob_to_move[states - 1]));
        }
        rows.push(row);
    }
    Some(rows)
}
