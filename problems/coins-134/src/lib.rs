//! Judge side of `coins-134`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition, and a finite-automaton cycle search).

use std::collections::HashMap;

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kata::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most questions.
pub const Q_MAX: usize = 200_000;
/// Largest heap.
pub const N_MAX: u64 = 1_000_000_000_000_000_000;
/// The moves.
pub const MOVES: [u64; 3] = [1, 3, 4];
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: u64 = 100_000;

/// Checks `input` strictly against the statement.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let q = r.int(1, Q_MAX, "Q")?;
    r.eoln()?;
    for _ in 0..q {
        r.int(0, N_MAX, "n")?;
        r.space()?;
        r.one_of(&["normal", "misere"], "rule")?;
        r.eoln()?;
    }
    r.eof()
}

/// The questions of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<(u64, Play)> {
    input
        .lines()
        .skip(1)
        .map(|line| {
            let (n, rule) = line.split_once(' ').expect("verified");
            let play = if rule == "normal" { Play::Normal } else { Play::Misere };
            (n.parse().expect("verified"), play)
        })
        .collect()
}

/// A random input: up to 40 questions, both rules, heaps mostly small (naive reaches them)
/// and on every fourth seed up to 10^18.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let q = rng.random_range(1..=40);
    let top = if seed % 4 == 3 { N_MAX } else { rng.random_range(1..=60) };
    let mut text = format!("{q}\n");
    for _ in 0..q {
        let n = rng.random_range(0..=top);
        let rule = if rng.random_bool(0.5) { "normal" } else { "misere" };
        text += &format!("{n} {rule}\n");
    }
    text
}

/// The heap as an impartial game, by definition: remove 1, 3 or 4 coins.
struct Heap;

impl Impartial for Heap {
    type Position = u64;
    fn options(&self, coins: &u64) -> Vec<u64> {
        MOVES.iter().filter(|&&m| m <= *coins).map(|m| coins - m).collect()
    }
}

fn winner_line(outcome: Outcome) -> String {
    format!("{}\n", outcome.winner())
}

/// The game's definition: memoised game-tree search under each rule. `None` when a heap
/// exceeds [`NAIVE_N`].
pub fn naive(input: &str) -> Option<String> {
    let questions = parse(input);
    if questions.iter().any(|&(n, _)| n > NAIVE_N) {
        return None;
    }
    let mut normal = OutcomeMemo::new(Heap, Play::Normal);
    let mut misere = OutcomeMemo::new(Heap, Play::Misere);
    let answers = questions.iter().map(|&(n, play)| {
        let memo = if play == Play::Normal { &mut normal } else { &mut misere };
        winner_line(memo.outcome(&n))
    });
    Some(answers.collect())
}

/// Outcomes as a finite automaton: the state after heap n is the bit mask of which of heaps
/// n-3..=n are wins. Step heaps until a state repeats; the outcome of any heap then follows by
/// modular arithmetic on the recorded states.
struct Automaton {
    /// `wins[n]`: heap n is a win for the player to move, up to the repeat.
    wins: Vec<bool>,
    /// The first heap of the cycle and its length.
    start: usize,
    length: usize,
}

impl Automaton {
    fn new(play: Play) -> Self {
        let mut wins: Vec<bool> = Vec::new();
        let mut seen: HashMap<u8, usize> = HashMap::new();
        loop {
            let n = wins.len();
            let has_move = n >= 1;
            let reaches_loss = MOVES.iter().any(|&m| m as usize <= n && !wins[n - m as usize]);
            let win = match play {
                Play::Normal => reaches_loss,
                Play::Misere => !has_move || reaches_loss,
            };
            wins.push(win);
            if n >= 4 {
                let state = (0..4).fold(0u8, |mask, back| mask << 1 | u8::from(wins[n - back]));
                if let Some(&first) = seen.get(&state) {
                    return Automaton { wins, start: first + 1, length: n - first };
                }
                seen.insert(state, n);
            }
        }
    }

    fn wins(&self, n: u64) -> bool {
        let n = usize::try_from(n).expect("64-bit");
        if n < self.wins.len() {
            return self.wins[n];
        }
        self.wins[self.start + (n - self.start) % self.length]
    }
}

/// The automaton method, for every input.
pub fn second_method(input: &str) -> String {
    let normal = Automaton::new(Play::Normal);
    let misere = Automaton::new(Play::Misere);
    parse(input)
        .iter()
        .map(|&(n, play)| {
            let automaton = if play == Play::Normal { &normal } else { &misere };
            winner_line(if automaton.wins(n) { Outcome::N } else { Outcome::P })
        })
        .collect()
}
