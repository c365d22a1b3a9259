//! The law of the explanations: on the generated inputs naive reaches, every count, outcome
//! and amount the explanation writes holds by a plain game-tree search written here from the
//! rules (a position is lost iff every move leads to a won one), and the move it ends on is
//! the naive reference's.

use std::collections::HashMap;

use kit::explain::MAX_LINES;
use kit::judged::Judged;
use kit::laws::FEW_SEEDS;
use tc_cakeparty::CakeParty;

/// Whether the player to move loses `cakes` (sorted), by the rules: eat 1..=M pieces of a cake
/// with the most pieces M; no piece left, no move.
fn lost(cakes: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(cakes) {
        return known;
    }
    let top = cakes.iter().copied().max().unwrap_or(0);
    let at = cakes.iter().position(|&c| c == top).expect("a cake");
    let reaches_lost = (0..top).any(|rest| lost(&left(cakes, at, top - rest), memo));
    memo.insert(cakes.to_vec(), !reaches_lost);
    !reaches_lost
}

/// `cakes` sorted, with `eat` pieces eaten from cake `cake`.
fn left(cakes: &[u64], cake: usize, eat: u64) -> Vec<u64> {
    let mut next = cakes.to_vec();
    next[cake] -= eat;
    next.sort_unstable();
    next
}

/// The most pieces of `cakes` and on how many cakes (0 when no piece is left).
fn largest(cakes: &[u64]) -> (u64, usize) {
    let top = cakes.iter().copied().max().unwrap_or(0);
    (top, if top == 0 { 0 } else { cakes.iter().filter(|&&c| c == top).count() })
}

/// The number at the start of `text`.
fn number(text: &str) -> u64 {
    text.chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("a number")
}

/// `lo..=hi` or a lone number, at the start of `text`.
fn range(text: &str) -> (u64, u64) {
    let lo = number(text);
    let rest = &text[lo.to_string().len()..];
    (lo, rest.strip_prefix("..=").map_or(lo, number))
}

/// The text after the first `marker` of `text`.
fn after<'t>(text: &'t str, marker: &str) -> &'t str {
    &text[text.find(marker).unwrap_or_else(|| panic!("no {marker:?} in {text:?}")) + marker.len()..]
}

#[test]
fn every_count_outcome_and_amount_written_holds_by_search() {
    let mut explained = 0;
    for seed in FEW_SEEDS {
        let cakes = CakeParty::generate(seed);
        let Some(text) = CakeParty::explain(&cakes) else { continue };
        let what = format!("generate({seed}) = {cakes:?}:\n{text}");
        assert!(text.lines().count() <= MAX_LINES, "{what}: too long");
        let mut memo = HashMap::new();
        let (top, count) = largest(&cakes);
        let first = text.lines().next().expect("a line");
        assert_eq!(number(after(first, "the most pieces, ")), top, "{what}");
        assert_eq!(number(after(first, &format!("{top}, are on "))) as usize, count, "{what}");
        let michael_loses = lost(&left(&cakes, 0, 0), &mut memo);
        let said = if michael_loses { "Michael, to move, loses" } else { "Michael, to move, wins" };
        assert!(text.contains(said), "{what}: Michael's outcome");
        let (cake, answer) = CakeParty::naive(&cakes).expect("explained, so naive reaches it");
        assert!(text.ends_with(&format!("CAKE {cake} PIECES {answer}\n")), "{what}: naive's move");
        assert_eq!(cakes[cake], top, "{what}: a largest cake");
        let mut next = 1;
        let mut winning = Vec::new();
        for line in text.lines().filter_map(|l| l.strip_prefix("  eat ")) {
            let (lo, hi) = range(line);
            assert_eq!(lo, next, "{what}: the runs cover 1..=M in order");
            next = hi + 1;
            let jane_loses = line.contains("loses, so these win");
            for eat in lo..=hi {
                let position = left(&cakes, cake, eat);
                assert_eq!(lost(&position, &mut memo), jane_loses, "{what}: eat {eat}");
                if jane_loses {
                    winning.push(eat);
                }
            }
            let (most, on): (Vec<u64>, Vec<usize>) =
                (lo..=hi).map(|eat| largest(&left(&cakes, cake, eat))).unzip();
            if line.contains("no piece is left") {
                assert!(most.iter().all(|&m| m == 0), "{what}: eat {lo}..={hi} leaves nothing");
                continue;
            }
            let written = range(after(line, "the most left is "));
            let spread =
                (*most.iter().min().expect("amounts"), *most.iter().max().expect("amounts"));
            assert_eq!(written, spread, "{what}: the most left by eat {lo}..={hi}");
            let cakes_on = number(after(line, " pieces, on ")) as usize;
            assert!(on.iter().all(|&c| c == cakes_on), "{what}: largest cakes left by {lo}..={hi}");
        }
        assert_eq!(next, top + 1, "{what}: the runs end at M");
        assert_eq!(winning.is_empty(), michael_loses, "{what}: some amount wins iff Michael wins");
        if let Some(smallest) = winning.iter().min_by_key(|eat| eat.to_string()) {
            let said = format!("the string-smallest winning amount is {smallest}:");
            assert!(text.contains(&said), "{what}: the string-smallest winning amount");
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}
