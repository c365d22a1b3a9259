//! Why the counts are what they are, in the game's terms: every pair's class by game-tree search
//! as a grid, the counts, and what decides each pair — for `a = b` the number of moves
//! `Σ ⌊v/a⌋`, which no choice changes; for `a < b` the piles' residues mod `a + b`, each of one
//! of four types, and the rule that the types decide (the pair `(b, a)` is the same game with
//! the names swapped).
//!
//! ```text
//! piles 4 5, m = 2: each pair's class by game-tree search (A: Alice wins whoever starts, B: Bob does, F: the player who starts, S: the other)
//!   a\b 1 2
//!     1 F A
//!     2 B S
//!   counts: Alice 1, Bob 1, first 1, second 1
//!   a = b: Σ⌊v/a⌋ moves are made whatever is played, odd: F, even: S; a = 1: 9 F, a = 2: 4 S
//!   a < b: piles mod a + b; a residue r is d (r < a: dead), o (r < b: Alice's own), e (r < 2a: one move for either) or t (two for Alice, one for Bob)
//!   an o or two t: A; one t: A if the e are odd, else F; no t: F if the e are odd, else S; (b, a): A and B swapped
//!   (1, 2) mod 3: 1o 2t → A
//! ```

use kit::explain::MAX_LINES;
use kit::judged::Judged;

use crate::{ChipGame, Class, DEAD, DOUBLE, Input, ONE_MOVE, OWN, classes, residue_type};

/// The grid shows the pairs with `a, b` up to this.
const GRID_MAX: u64 = 10;
/// The `a = b` line lists this many sizes at most.
const DIAGONAL_MAX: u64 = 10;
/// Pairs `a < b` written per line.
const PAIRS_PER_LINE: usize = 3;

/// The explanation of `input` (see the module's documentation); `None` beyond the naive
/// reference's reach. Pairs `a < b` are written while lines remain within [`MAX_LINES`], the
/// others counted.
///
/// # Complexity
/// One run of naive and one of [`classes`] (game-tree search of every pair), then O(n) per
/// pair written.
///
/// # Example
/// ```
/// use cf_1033g::{Input, explain::explain};
///
/// let text = explain(&Input { m: 2, piles: vec![4, 5] }).unwrap();
/// assert!(text.contains("  counts: Alice 1, Bob 1, first 1, second 1\n"));
/// assert!(text.contains("a = 1: 9 F, a = 2: 4 S\n"));
/// assert!(text.ends_with("  (1, 2) mod 3: 1o 2t → A\n"));
/// ```
pub fn explain(input: &Input) -> Option<String> {
    let counts = ChipGame::naive(input)?;
    let rows = classes(input)?;
    let Input { m, ref piles } = *input;
    let shown: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let mut lines = vec![format!(
        "piles {}, m = {m}: each pair's class by game-tree search (A: Alice wins whoever starts, \
         B: Bob does, F: the player who starts, S: the other)",
        shown.join(" ")
    )];
    lines.extend(grid(&rows));
    lines.push(format!(
        "  counts: Alice {}, Bob {}, first {}, second {}",
        counts.alice, counts.bob, counts.first, counts.second
    ));
    lines.push(diagonal(input, &rows));
    let pairs: Vec<String> = (1..=m)
        .flat_map(|a| (a + 1..=m).map(move |b| (a, b)))
        .map(|(a, b)| pair(piles, a, b, rows[a as usize - 1][b as usize - 1]))
        .collect();
    if !pairs.is_empty() {
        lines.push(
            "  a < b: piles mod a + b; a residue r is d (r < a: dead), o (r < b: Alice's own), e \
             (r < 2a: one move for either) or t (two for Alice, one for Bob)"
                .to_string(),
        );
        lines.push(
            "  an o or two t: A; one t: A if the e are odd, else F; no t: F if the e are odd, \
             else S; (b, a): A and B swapped"
                .to_string(),
        );
    }
    let room = MAX_LINES.saturating_sub(lines.len());
    let chunks: Vec<&[String]> = pairs.chunks(PAIRS_PER_LINE).collect();
    let written = if chunks.len() <= room { chunks.len() } else { room.saturating_sub(1) };
    lines.extend(chunks[..written].iter().map(|chunk| format!("  {}", chunk.join(", "))));
    let left = pairs.len() - (written * PAIRS_PER_LINE).min(pairs.len());
    if left > 0 {
        lines.push(format!("  … and {left} more pairs a < b"));
    }
    Some(lines.iter().map(|line| format!("{line}\n")).collect())
}

/// The grid of classes, a row per `a` and a column per `b` up to [`GRID_MAX`], after a header
/// line (which says when the grid is cut).
fn grid(rows: &[Vec<Class>]) -> Vec<String> {
    let shown = (rows.len() as u64).min(GRID_MAX) as usize;
    let width = shown.to_string().len();
    let cut = if shown < rows.len() { format!(" (a, b ≤ {shown} only)") } else { String::new() };
    let header: String = (1..=shown).map(|b| format!(" {b:>width$}")).collect();
    let mut lines = vec![format!("  a\\b{header}{cut}")];
    for (a, row) in rows.iter().take(shown).enumerate() {
        let cells: String =
            row.iter().take(shown).map(|c| format!(" {:>width$}", c.letter())).collect();
        lines.push(format!("  {:>3}{cells}", a + 1));
    }
    lines
}

/// The `a = b` line: the number of moves `Σ ⌊v/a⌋` and the class, for `a` up to
/// [`DIAGONAL_MAX`].
fn diagonal(Input { m, piles }: &Input, rows: &[Vec<Class>]) -> String {
    let sizes: Vec<String> = (1..=(*m).min(DIAGONAL_MAX))
        .map(|a| {
            let moves: u64 = piles.iter().map(|v| v / a).sum();
            format!("a = {a}: {moves} {}", rows[a as usize - 1][a as usize - 1].letter())
        })
        .collect();
    let more = if *m > DIAGONAL_MAX { ", …" } else { "" };
    format!(
        "  a = b: Σ⌊v/a⌋ moves are made whatever is played, odd: F, even: S; {}{more}",
        sizes.join(", ")
    )
}

/// One pair `a < b`: its residues mod `a + b`, each with its type's letter, and its class
/// (which game-tree search found; the rule the text states gives it too).
fn pair(piles: &[u64], a: u64, b: u64, class: Class) -> String {
    let s = a + b;
    let residues: Vec<String> = piles
        .iter()
        .map(|v| {
            let r = v % s;
            format!("{r}{}", type_letter(residue_type(r, a, b)))
        })
        .collect();
    format!("({a}, {b}) mod {s}: {} → {}", residues.join(" "), class.letter())
}

/// The letter of a residue type in the text.
fn type_letter(residue: usize) -> char {
    match residue {
        DEAD => 'd',
        OWN => 'o',
        ONE_MOVE => 'e',
        DOUBLE => 't',
        _ => unreachable!("four residue types"),
    }
}
