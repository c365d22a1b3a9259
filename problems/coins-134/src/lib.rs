//! Judge side of `coins-134`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition, and a finite-automaton cycle search).

use std::collections::HashMap;

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum};
use kit::heaps::Subtraction;
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most questions.
    q_max: usize,
    /// Largest heap.
    n_max: u64,
}

/// The moves.
pub const MOVES: [u64; 3] = [1, 3, 4];
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: u64 = 100_000;

/// Coins 1, 3, 4: for each question, who wins a heap of `n` coins taking 1, 3 or 4 a move,
/// under normal or misère play?
pub struct Coins134;

/// The heap as an impartial game, by definition: remove 1, 3 or 4 coins.
fn heap() -> Subtraction {
    Subtraction { moves: MOVES.to_vec() }
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

impl Judged for Coins134 {
    /// The questions: each heap and its rule.
    type Input = Vec<(u64, Play)>;
    /// Each question's outcome for the player to move.
    type Answer = Vec<Outcome>;

    /// Each question's heap by the definition: its Grundy value under normal play, its
    /// outcome under misère play ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let q = r.int(1, q_max(), "Q")?;
        r.eoln()?;
        let mut questions = Vec::with_capacity(q);
        for _ in 0..q {
            let n = r.int(0, n_max(), "n")?;
            r.space()?;
            let rule = r.one_of(&["normal", "misere"], "rule")?;
            r.eoln()?;
            questions.push((n, if rule == "normal" { Play::Normal } else { Play::Misere }));
        }
        r.eof()?;
        Ok(questions)
    }

    fn write(questions: &Self::Input) -> String {
        let rule = |play: &Play| if *play == Play::Normal { "normal" } else { "misere" };
        format!(
            "{}\n{}",
            questions.len(),
            lines(questions, |(n, play)| format!("{n} {}", rule(play)))
        )
    }

    /// Up to 40 questions, both rules, heaps mostly small (naive reaches them) and on
    /// [`large`] seeds up to [`n_max`].
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let q = rng.random_range(1..=40);
        let top = if large(seed) { n_max() } else { rng.random_range(1..=60) };
        (0..q)
            .map(|_| {
                let n = rng.random_range(0..=top);
                (n, if rng.random_bool(0.5) { Play::Normal } else { Play::Misere })
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search under each rule. `None` when a heap
    /// exceeds [`NAIVE_N`].
    fn naive(questions: &Self::Input) -> Option<Self::Answer> {
        if questions.iter().any(|&(n, _)| n > NAIVE_N) {
            return None;
        }
        let mut normal = OutcomeMemo::new(heap(), Play::Normal);
        let mut misere = OutcomeMemo::new(heap(), Play::Misere);
        let answers = questions.iter().map(|&(n, play)| {
            let memo = if play == Play::Normal { &mut normal } else { &mut misere };
            memo.outcome(&n)
        });
        Some(answers.collect())
    }

    /// The automaton method, for every input.
    fn second(questions: &Self::Input) -> Self::Answer {
        let normal = Automaton::new(Play::Normal);
        let misere = Automaton::new(Play::Misere);
        questions
            .iter()
            .map(|&(n, play)| {
                let automaton = if play == Play::Normal { &normal } else { &misere };
                if automaton.wins(n) { Outcome::N } else { Outcome::P }
            })
            .collect()
    }

    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }

    /// Smaller inputs for `cargo stress` (`coins-134-judge shrink`), largest cuts first, each
    /// one valid: every question alone; then blocks of half, a quarter, … of the questions
    /// removed; then each heap lowered by whole periods of its rule's outcome sequence — all it
    /// can lose, half of that, one period — which keeps its answer, so a failing question keeps
    /// failing while its heap gets as small as the bug allows.
    ///
    /// # Example
    /// ```
    /// use cgt::Play::{Misere, Normal};
    /// use kit::judged::Judged;
    ///
    /// let candidates = coins_134::Coins134::shrink(&vec![(40, Misere), (3, Normal)]);
    /// assert_eq!(candidates[0], [(40, Misere)]);
    /// assert_eq!(candidates[1], [(3, Normal)]);
    /// // 40 = 5 + 5·7: lower it by 5, 2 or 1 periods of 7.
    /// assert!(candidates.contains(&vec![(5, Misere), (3, Normal)]));
    /// assert!(candidates.contains(&vec![(33, Misere), (3, Normal)]));
    /// ```
    fn shrink(questions: &Self::Input) -> Vec<Self::Input> {
        let q = questions.len();
        let mut out = Vec::new();
        if q > 1 {
            out.extend((0..q).map(|i| questions[i..=i].to_vec()));
            let block_sizes =
                std::iter::successors(Some(q / 2), |&len| (len > 1).then_some(len / 2));
            for len in block_sizes.filter(|&len| len >= 1 && len < q) {
                for start in (0..=q - len).step_by(len) {
                    let mut kept = questions.clone();
                    kept.drain(start..start + len);
                    out.push(kept);
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
                out.push(lowered);
            }
        }
        out.dedup();
        out
    }
}

/// Each question is one heap, under its rule.
impl HeapSums for Coins134 {
    type Game = Subtraction;

    fn sums(questions: &Self::Input) -> (Subtraction, Vec<Sum<u64>>) {
        let sum = |(i, &(n, play)): (usize, &(u64, Play))| {
            let (label, heap) = (format!("question {}", i + 1), Part::new("heap", n));
            match play {
                Play::Normal => Sum::normal(label, vec![heap]),
                Play::Misere => Sum::misere(label, heap),
            }
        };
        (heap(), questions.iter().enumerate().map(sum).collect())
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
