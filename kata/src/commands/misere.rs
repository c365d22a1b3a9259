//! `cargo kata misere <code>`: a take-and-break game under misère play — each heap's misère
//! Grundy value, genus and Conway class, the heaps that are misère P-positions alone, and the
//! misère quotient of the heaps up to a size with its presentation — from the lib's
//! `cgt::misere`.

use std::fmt::Write as _;
use std::time::Instant;

use anyhow::Result;
use cgt::{GenusClass, GenusMemo, MisereGrundyMemo, MisereQuotient, TakeBreak};

use crate::pictures::octal::game;

/// The arguments of `cargo kata misere`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata misere 0.07                Dawson's Kayles, heaps up to 10
  cargo kata misere 0.77 --heaps 12     Kayles
  cargo kata misere 0.07 --heaps 30     Q_30(0.07), 360 elements, a few seconds")]
pub struct MisereArgs {
    /// An octal code (`0.77`, `.137`, `4.07`, …) or `grundy` for Grundy's game.
    pub code: String,
    /// The heaps: genera of 0..=N, the quotient of 1..=N, built heap by heap (N at most 40;
    /// Q_33 of Dawson's Kayles takes about half a minute, Q_34 minutes).
    #[arg(long, value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=40))]
    pub heaps: u64,
    /// The most elements the quotient may have: past it, the command says so and stops.
    #[arg(long, value_name = "M", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub limit: u64,
}

/// The table of heaps `0..=upto`: heap, g, g⁻, genus and class, one line each, then the
/// heaps that are misère P-positions alone and the first heap that is not tame.
///
/// # Complexity
///
/// The genera of every row of heaps that the heaps reach: about the number of partitions of
/// `upto` positions (5 604 at 30).
///
/// # Example
/// ```
/// use cgt::TakeBreak;
///
/// let dawson = TakeBreak::octal(&"0.07".parse().unwrap());
/// let text = kata::commands::misere::heap_table(&dawson, 8);
/// assert!(text.contains("misère P-positions among heaps 0..=8: 2, 3, 7, 8\n"), "{text}");
/// assert!(text.ends_with("tame up to heap 8\n"), "{text}");
/// ```
pub fn heap_table(game: &TakeBreak, upto: usize) -> String {
    let mut genera = GenusMemo::new(game.clone());
    let mut misere = MisereGrundyMemo::new(game.clone());
    let mut out = String::from("  heap    g   g⁻  genus                class\n");
    let mut p_heaps = Vec::new();
    let mut wild = None;
    for heap in 0..=upto {
        let genus = genera.genus(&vec![heap]);
        let misere_grundy = misere.misere_grundy(&vec![heap]);
        if misere_grundy == 0 {
            p_heaps.push(heap.to_string());
        }
        if wild.is_none() && !genus.is_tame() {
            wild = Some(format!("heap {heap} is the first that is not tame: {genus}"));
        }
        let class = match genus.class() {
            GenusClass::Tame => "tame",
            GenusClass::Restive => "restive",
            GenusClass::Restless => "restless",
        };
        let _ = writeln!(
            out,
            "  {heap:>4} {:>4} {misere_grundy:>4}  {:<20} {class}",
            genus.grundy(),
            genus.to_string()
        );
    }
    let p_heaps = if p_heaps.is_empty() { "none".to_string() } else { p_heaps.join(", ") };
    let _ = writeln!(out, "misère P-positions among heaps 0..={upto}: {p_heaps}");
    let _ = writeln!(out, "{}", wild.unwrap_or_else(|| format!("tame up to heap {upto}")));
    out
}

/// Runs `cargo kata misere`.
///
/// Errors: a malformed code (one line naming the bad character); a quotient past the
/// learner's limits (one line).
pub fn misere_command(args: &MisereArgs) -> Result<bool> {
    let (name, game) = game(&args.code)?;
    let heaps = usize::try_from(args.heaps).expect("--heaps is at most 40");
    let limit = usize::try_from(args.limit).expect("--limit is at most 10^6");
    println!("{name} under misère play");
    let start = Instant::now();
    print!("{}", heap_table(&game, heaps));
    println!("computed in {:.3} s", start.elapsed().as_secs_f64());
    let start = Instant::now();
    let quotient = MisereQuotient::take_break_with_limit(&game, heaps, limit)
        .map_err(|e| anyhow::anyhow!("the quotient of heaps 1..={heaps}: {e}"))?;
    println!(
        "\nmisère quotient of heaps 1..={heaps}: {} elements, {} in P (computed in {:.3} s)",
        quotient.len(),
        quotient.p_len(),
        start.elapsed().as_secs_f64()
    );
    println!("{quotient}");
    Ok(true)
}
