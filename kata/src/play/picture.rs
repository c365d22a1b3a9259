//! Positions as text pictures: heaps as rows of `●` with their sizes, a knight board as a
//! grid with `N` for knights and labelled coordinates; ANSI colours only when asked.

use std::fmt::Write as _;

/// The most counters drawn on a heap's row; a larger heap ends its row with `…`.
pub const ROW: u32 = 40;

/// `text` in the ANSI style `style` if `colour`, else as it is.
fn paint(text: &str, style: &str, colour: bool) -> String {
    if colour { format!("\x1b[{style}m{text}\x1b[0m") } else { text.to_string() }
}

/// Heaps as rows, `heap i` then one `●` a counter (at most [`ROW`], then `…`) and the size;
/// `(no heaps left)` when there are none.
///
/// # Complexity
/// O(number of heaps · [`ROW`]).
///
/// # Example
/// ```
/// let text = kata::play::picture::heaps(&[3, 0, 1], false);
/// assert_eq!(text, "  heap 1  ●●●  3\n  heap 2       0\n  heap 3  ●    1\n");
/// assert_eq!(kata::play::picture::heaps(&[], false), "  (no heaps left)\n");
/// ```
pub fn heaps(heaps: &[u32], colour: bool) -> String {
    if heaps.is_empty() {
        return "  (no heaps left)\n".to_string();
    }
    let widest = heaps.iter().map(|&h| h.min(ROW)).max().unwrap_or(0) as usize;
    let label = heaps.len().to_string().len();
    let mut out = String::new();
    for (i, &heap) in heaps.iter().enumerate() {
        let counters = if heap > ROW {
            format!("{}…", "●".repeat(ROW as usize - 1))
        } else {
            "●".repeat(heap as usize)
        };
        let pad = " ".repeat(widest - heap.min(ROW) as usize);
        let drawn = paint(&counters, "36", colour);
        let _ = writeln!(out, "  heap {:<label$}  {drawn}{pad}  {heap}", i + 1);
    }
    out
}

/// The side up to which a knight board is always drawn whole.
pub const WHOLE: u64 = 16;

/// A knight board `width`×`height` with `N` on each knight's square (`2N`, `3N`, … where
/// several share one), rows from the top down, x labelled below and y on the left. A board
/// larger than [`WHOLE`] is drawn only where a knight can still go (at least [`WHOLE`] a
/// side): every jump lowers `x + y`, so columns and rows past the largest `x + y` of a knight
/// are left out, and a line says so.
///
/// # Complexity
/// O(shown squares + knights²).
///
/// # Example
/// ```
/// let text = kata::play::picture::board(3, 2, &[(1, 2), (1, 2), (3, 1)], false);
/// assert_eq!(text, "  y\n  2 2N  .  .\n  1  .  .  N\n     1  2  3 x\n");
/// let large = kata::play::picture::board(100, 100, &[(2, 1)], false);
/// assert!(large.ends_with("(the board is 100x100: only x, y <= 16 are drawn, all a knight can reach)\n"), "{large}");
/// ```
pub fn board(width: u64, height: u64, knights: &[(u64, u64)], colour: bool) -> String {
    let reach = knights.iter().map(|&(x, y)| x + y).max().unwrap_or(1).max(WHOLE);
    let (columns, rows) = (width.min(reach), height.min(reach));
    let cell = columns.max(rows).to_string().len().max(2) + 1;
    let label = rows.to_string().len();
    let mut out = format!("  {:>label$}\n", "y");
    for y in (1..=rows).rev() {
        let _ = write!(out, "  {y:>label$}");
        for x in 1..=columns {
            let here = knights.iter().filter(|&&k| k == (x, y)).count();
            let text = match here {
                0 => ".".to_string(),
                1 => "N".to_string(),
                n => format!("{n}N"),
            };
            let padded = format!("{text:>cell$}");
            let _ =
                write!(out, "{}", if here > 0 { paint(&padded, "1;33", colour) } else { padded });
        }
        out.push('\n');
    }
    let _ = write!(out, "  {:>label$}", "");
    for x in 1..=columns {
        let _ = write!(out, "{x:>cell$}");
    }
    out.push_str(" x\n");
    if (columns, rows) != (width, height) {
        let _ = writeln!(
            out,
            "(the board is {width}x{height}: only x, y <= {reach} are drawn, all a knight can reach)"
        );
    }
    out
}
