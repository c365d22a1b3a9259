//! `cargo kata octal <code>`: a take-and-break game's nim-sequence, its certified period and
//! the histogram of its rare values, for a code given on the command line.

use std::fmt::Write as _;
use std::time::Instant;

use anyhow::Result;
use cgt::{NimSequence, OctalCode, TakeBreak, Uncertified};

/// The arguments of `cargo kata octal`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata octal 0.77                 Kayles: certified preperiod 71, period 12
  cargo kata octal 0.07 --upto 1000     Dawson's Kayles
  cargo kata octal grundy --upto 100000 Grundy's game (no periodicity theorem)
  cargo kata octal 0.161 --show 200     the first 200 values of a sparse game with no known period")]
pub struct OctalArgs {
    /// An octal code (`0.77`, `.137`, `4.07`, …) or `grundy` for Grundy's game.
    pub code: String,
    /// Compute `g(0..=N)`, N at most 10^8 (about 1.6 GB of memory at the top).
    #[arg(long, value_name = "N", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    pub upto: u64,
    /// How many values to print from `g(0)`.
    #[arg(long, value_name = "K", default_value_t = 60)]
    pub show: usize,
}

/// The game an argument names: an octal code, or `grundy`.
///
/// # Errors
/// The code's one-line parse error.
///
/// # Example
/// ```
/// let (name, _game) = kata::pictures::octal::game("0.77").unwrap();
/// assert_eq!(name, "0.77");
/// assert!(kata::pictures::octal::game("0.78").is_err());
/// ```
pub fn game(code: &str) -> Result<(String, TakeBreak)> {
    if code.eq_ignore_ascii_case("grundy") {
        return Ok(("Grundy's game".to_string(), TakeBreak::grundys_game()));
    }
    let parsed: OctalCode = code.parse()?;
    Ok((parsed.to_string(), TakeBreak::octal(&parsed)))
}

/// The report printed by `cargo kata octal`: the first values, the period (certified, or
/// why not), and the rare values with how many heaps take each and the last one.
///
/// # Example
/// ```
/// use cgt::TakeBreak;
///
/// let kayles = TakeBreak::octal(&"0.77".parse().unwrap());
/// let seq = kayles.nim_sequence(400);
/// let text = kata::pictures::octal::report("0.77", &kayles, &seq, 12);
/// assert!(text.contains("certified: preperiod 71, period 12"));
/// ```
pub fn report(name: &str, game: &TakeBreak, seq: &NimSequence, show: usize) -> String {
    let values = seq.values();
    let mut out = format!("{name}: g(0..={}) computed\n\n", values.len().saturating_sub(1));
    for (row, chunk) in values[..show.min(values.len())].chunks(20).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>3}")).collect();
        let _ = writeln!(out, "{:>7}:{}", row * 20, cells.join(""));
    }
    out.push('\n');
    match game.certified_period(values) {
        Ok(periodic) => {
            let _ = writeln!(
                out,
                "period: certified: preperiod {}, period {} (octal periodicity theorem)",
                periodic.preperiod(),
                periodic.period()
            );
        }
        Err(Uncertified::NoTheorem) => {
            out.push_str("period: none certified: no periodicity theorem applies to this game\n");
        }
        Err(why) => {
            let _ = writeln!(out, "period: none certified: {why}");
        }
    }
    out.push_str(&rare_histogram(seq));
    out
}

/// One line per rare value: the heaps that take it and the last one.
fn rare_histogram(seq: &NimSequence) -> String {
    if seq.rare_mask() == 0 {
        return "rare values: no mask chosen (below 1024 heaps every value counts as rare)\n"
            .to_string();
    }
    let heaps = seq.rare_heaps();
    let mut out = format!(
        "rare values (mask {:#b}: v is rare when v & mask has even parity): {} heaps\n",
        seq.rare_mask(),
        heaps.len()
    );
    let mut by_value: std::collections::BTreeMap<u32, (usize, usize)> = Default::default();
    for &heap in &heaps {
        let entry = by_value.entry(seq.values()[heap]).or_default();
        entry.0 += 1;
        entry.1 = heap;
    }
    for (value, (count, last)) in by_value {
        let noun = if count == 1 { "heap," } else { "heaps," };
        let _ = writeln!(out, "  {value:>5}  {count:>7} {noun:<6} last at {last}");
    }
    out
}

/// `cargo kata octal <code> [--upto N] [--show K]`.
///
/// # Errors
/// A malformed code (one line naming the bad character).
pub fn octal_command(args: &OctalArgs) -> Result<bool> {
    let (name, game) = game(&args.code)?;
    let start = Instant::now();
    let heaps = usize::try_from(args.upto + 1).expect("--upto is at most 10^8");
    let seq = game.nim_sequence(heaps);
    let elapsed = start.elapsed();
    print!("{}", report(&name, &game, &seq, args.show));
    println!("computed in {:.3} s (sparse-value method)", elapsed.as_secs_f64());
    Ok(true)
}
