//! The law of the explanations: every outcome, count and period written holds by a plain
//! recursion over the packs (a pack is lost iff every move leads to a won pack), and the
//! count is the naive reference's, on the generated inputs naive reaches.

use kit::judged::{Judged, large};
use kit::laws::FEW_SEEDS;
use tc_longlongnim::LongLongNim;

/// Whether each pack `0..=max_n` is lost by the player to move, by the definition.
fn lost(max_n: u64, moves: &[u64]) -> Vec<bool> {
    let mut lost: Vec<bool> = Vec::new();
    for n in 0..=max_n {
        let reaches_lost = moves.iter().any(|&x| x <= n && lost[(n - x) as usize]);
        lost.push(!reaches_lost);
    }
    lost
}

/// The numbers of `text` after `marker` (up to its first non-digit), in order.
fn after(text: &str, marker: &str) -> Option<u64> {
    let rest = &text[text.find(marker)? + marker.len()..];
    rest.chars().take_while(char::is_ascii_digit).collect::<String>().parse().ok()
}

#[test]
fn every_outcome_count_and_period_written_holds_by_definition() {
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = LongLongNim::generate(seed);
        let Some(text) = LongLongNim::explain(&input) else { continue };
        let truth = lost(input.max_n, &input.moves);
        let what = format!("generate({seed})");
        for row in text.lines().filter(|l| l.contains(": ") && l.ends_with(['W', 'L'])) {
            let (range, letters) = row.trim().split_once(": ").expect("a row of outcomes");
            let start: usize = range.split('-').next().and_then(|s| s.parse().ok()).expect("start");
            for (i, letter) in letters.chars().enumerate() {
                let expected = if truth[start + i] { 'L' } else { 'W' };
                assert_eq!(letter, expected, "{what}: pack {}", start + i);
            }
        }
        let count = after(&text, "packs lost: ").expect("the count");
        assert_eq!(Some(count), LongLongNim::naive(&input), "{what}: the count is naive's");
        assert_eq!(count, truth[1..].iter().filter(|&&l| l).count() as u64, "{what}: count");
        if let (Some(p), Some(from)) = (after(&text, "period "), after(&text, " from pack ")) {
            let (p, from) = (p as usize, from as usize);
            let repeats = (from..truth.len() - p).all(|n| truth[n] == truth[n + p]);
            assert!(repeats, "{what}: the period {p} from pack {from}");
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}
