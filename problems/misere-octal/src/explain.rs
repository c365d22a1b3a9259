//! Why each line's winner is right, by the misère quotient of the code's heaps up to the
//! input's largest: each heap's element, their product, whether it lies in the P-portion, and
//! a move to a product in P (or, for a product in P, a move and the reply back into P).
//!
//! ```text
//! line 1: heaps 2 + 2 + 2: 2 ↦ a, 2 ↦ a, 2 ↦ a; product a ∉ P: the player to move wins, e.g. 2 + 2 + 2 → 2 + 2 leaves 1, in P
//! ```

use cgt::{Impartial, MisereQuotient, TakeBreak};
use kit::explain::{MAX_LINES, show_row};
use kit::judged::Judged;

use crate::{MisereOctal, Positions, quotient_max};

/// One line's facts by the quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineFacts {
    /// The line's heaps, sorted.
    pub row: Vec<usize>,
    /// The name of the product of its heaps' elements.
    pub product: String,
    /// Whether the product lies in the P-portion (the player to move loses).
    pub in_p: bool,
    /// For a product not in P, the first option whose product is in P (none for a line with
    /// no move, won at once); for one in P, the first option and the first reply back into P (none when the option
    /// has no move).
    pub moves: Vec<Vec<usize>>,
}

/// The quotient's element of `row`: the product of its heaps' images.
fn element(q: &MisereQuotient, row: &[usize]) -> usize {
    row.iter().fold(q.element(&[]), |x, &h| q.multiply(x, q.image(h - 1)))
}

/// The first option of `row` whose element is (`into_p`) or is not in P.
fn first_option(
    game: &TakeBreak,
    q: &MisereQuotient,
    row: &Vec<usize>,
    into_p: bool,
) -> Option<Vec<usize>> {
    game.options(row).into_iter().find(|o| q.is_p(element(q, o)) == into_p)
}

/// The code's game and its misère quotient for heaps up to the input's largest; `None` beyond
/// the naive reference's reach (or past the quotient's limit, which valid inputs are not).
fn quotient(input: &Positions) -> Option<(TakeBreak, MisereQuotient)> {
    MisereOctal::naive(input)?;
    let game = TakeBreak::octal(&input.code);
    let largest = input.positions.iter().flatten().copied().max().unwrap_or(0);
    let q = MisereQuotient::take_break_with_limit(&game, largest, quotient_max()).ok()?;
    Some((game, q))
}

/// Each line's [`LineFacts`] and the heaps' element names, by the quotient of the code's heaps
/// up to the input's largest; `None` beyond the naive reference's reach.
///
/// # Complexity
/// The quotient (milliseconds for the generator's codes), then the options of each line.
///
/// # Example
/// ```
/// use misere_octal::explain::facts;
/// let input = misere_octal::shape().read("0.07\n1\n2 2 2\n").map(|(code, rows)| {
///     misere_octal::Positions { code, positions: vec![rows[0].iter().map(|&h| h as usize).collect()] }
/// });
/// let lines = facts(&input.unwrap()).unwrap();
/// assert!(!lines[0].in_p && lines[0].moves == [vec![2]]);
/// ```
pub fn facts(input: &Positions) -> Option<Vec<LineFacts>> {
    let (game, q) = quotient(input)?;
    let lines = input.positions.iter().map(|row| {
        let mut row = row.clone();
        row.sort_unstable();
        let x = element(&q, &row);
        let in_p = q.is_p(x);
        let moves = if in_p {
            let example = game.options(&row).into_iter().next().expect("a P-position has a move");
            let reply = first_option(&game, &q, &example, true);
            [example].into_iter().chain(reply).collect()
        } else {
            first_option(&game, &q, &row, true).into_iter().collect()
        };
        LineFacts { product: q.name(x), in_p, moves, row }
    });
    Some(lines.collect())
}

/// The explanation's line of one input line; `name` names a row's element.
fn line_text(i: usize, line: &LineFacts, name: &dyn Fn(&[usize]) -> String) -> String {
    let heaps: Vec<String> = line.row.iter().map(|&h| format!("{h} ↦ {}", name(&[h]))).collect();
    let first = format!(
        "line {}: heaps {}: {}; product {}",
        i + 1,
        show_row(&line.row),
        heaps.join(", "),
        line.product
    );
    let row = show_row(&line.row);
    let second = match (line.in_p, line.moves.as_slice()) {
        (false, []) => "∉ P: no move is left, so the player to move has won".to_string(),
        (false, [to]) => format!(
            "∉ P: the player to move wins, e.g. {row} → {} leaves {}, in P",
            show_row(to),
            name(to)
        ),
        (true, [to]) => format!(
            "∈ P: the player to move loses, e.g. {row} → {} leaves no move, which under misère \
             play the opponent has won",
            show_row(to)
        ),
        (true, [to, back]) => format!(
            "∈ P: the player to move loses, e.g. {row} → {} leaves {} ∉ P, answered by → {} \
             leaving {}, in P",
            show_row(to),
            name(to),
            show_row(back),
            name(back)
        ),
        _ => unreachable!("facts gives one move, or a move and its reply"),
    };
    format!("{first} {second}\n")
}

/// The explanation ([`kit::judged::Judged::explain`]): one line per input line, as many as
/// fit in [`MAX_LINES`], then how many were left out.
///
/// # Complexity
/// As [`facts`].
///
/// # Example
/// ```
/// use kit::judged::Judged;
/// let input = misere_octal::MisereOctal::read("0.07\n2\n1 2\n2 2 2\n").unwrap();
/// let text = misere_octal::MisereOctal::explain(&input).unwrap();
/// assert!(text.starts_with("line 1: heaps 2: 2 ↦ "), "{text}");
/// assert!(text.contains("∈ P: the player to move loses"), "{text}");
/// ```
pub fn explain(input: &Positions) -> Option<String> {
    let lines = facts(input)?;
    let (_, q) = quotient(input)?;
    let name = |row: &[usize]| q.name(element(&q, row));
    let shown = if lines.len() <= MAX_LINES { lines.len() } else { MAX_LINES - 1 };
    let mut text: String =
        lines[..shown].iter().enumerate().map(|(i, l)| line_text(i, l, &name)).collect();
    if shown < lines.len() {
        text += &format!("(… {} more not explained)\n", lines.len() - shown);
    }
    Some(text)
}
