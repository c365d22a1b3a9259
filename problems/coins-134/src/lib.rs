//! Judge side of `coins-134`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition, and a finite-automaton cycle search).

use std::collections::HashMap;

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::validate::Strict;
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

/// An input of these questions.
fn format_questions(questions: &[(u64, Play)]) -> String {
    let mut text = format!("{}\n", questions.len());
    for &(n, play) in questions {
        text += &format!("{n} {}\n", if play == Play::Normal { "normal" } else { "misere" });
    }
    text
}

/// Smaller inputs for `cargo stress` (`coins-134-judge shrink`), largest cuts first, each one
/// valid: every question alone; then blocks of half, a quarter, … of the questions removed;
/// then each heap lowered by whole periods of its rule's outcome sequence — all it can lose,
/// half of that, one period — which keeps its answer, so a failing question keeps failing
/// while its heap gets as small as the bug allows. Nothing for an invalid input.
///
/// # Example
/// ```
/// let candidates = coins_134::shrink("2\n40 misere\n3 normal\n");
/// assert_eq!(candidates[0], "1\n40 misere\n");
/// assert_eq!(candidates[1], "1\n3 normal\n");
/// // 40 = 5 + 5·7: lower it by 5, 2 or 1 periods of 7.
/// assert!(candidates.contains(&"2\n5 misere\n3 normal\n".to_string()));
/// assert!(candidates.contains(&"2\n33 misere\n3 normal\n".to_string()));
/// ```
pub fn shrink(input: &str) -> Vec<String> {
    if verify(input).is_err() {
        return Vec::new();
    }
    let questions = parse(input);
    let q = questions.len();
    let mut out = Vec::new();
    if q > 1 {
        out.extend((0..q).map(|i| format_questions(&questions[i..=i])));
        let block_sizes = std::iter::successors(Some(q / 2), |&len| (len > 1).then_some(len / 2));
        for len in block_sizes.filter(|&len| len >= 1 && len < q) {
            for start in (0..=q - len).step_by(len) {
                let mut kept = questions.clone();
                kept.drain(start..start + len);
                out.push(format_questions(&kept));
            }
        }
    }
    let automata = [Automaton::new(Play::Normal), Automaton::new(Play::Misere)];
    for (i, &(n, play)) in questions.iter().enumerate() {
        let automaton = &automata[usize::from(play == Play::Misere)];
        let (start, length) = (automaton.start as u64, automaton.length as u64);
        let periods = n.saturating_sub(start) / length;
        let mut cuts = vec![periods, periods / 2, 1];
        cuts.dedup();
        for cut in cuts.into_iter().filter(|&cut| cut >= 1 && cut <= periods) {
            let mut lowered = questions.clone();
            lowered[i].0 = n - cut * length;
            out.push(format_questions(&lowered));
        }
    }
    out.dedup();
    out
}
