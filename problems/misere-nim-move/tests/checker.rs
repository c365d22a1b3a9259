//! The checker against the game's definition: on every small position it accepts exactly the
//! moves that a brute-force search finds winning, and it rejects malformed or illegal outputs.

use std::collections::HashMap;

use kit::judged::Judged;
use misere_nim_move::MisereNimMove;

/// The checker's verdict on text, for a valid input.
fn check(input: &str, output: &str, answer: &str) -> Result<(), String> {
    let piles = MisereNimMove::read(input).expect("a valid input");
    MisereNimMove::check(&piles, output, answer).expect("MisereNimMove has a checker")
}

/// Whether the player to move loses misère Nim on `piles` (sorted, no empty pile), by brute
/// force: with no object left the player to move wins (the opponent took the last one);
/// otherwise they lose iff every move leaves a position the next player wins.
fn lost(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&piles) {
        return known;
    }
    let mut result = !piles.is_empty();
    'moves: for i in 0..piles.len() {
        for rest in 0..piles[i] {
            let mut option = piles.clone();
            option[i] = rest;
            option.retain(|&s| s > 0);
            option.sort_unstable();
            if lost(option, memo) {
                result = false;
                break 'moves;
            }
        }
    }
    memo.insert(piles, result);
    result
}

fn lost_position(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut sorted: Vec<u64> = piles.iter().copied().filter(|&s| s > 0).collect();
    sorted.sort_unstable();
    lost(sorted, memo)
}

fn input(piles: &[u64]) -> String {
    let piles: Vec<String> = piles.iter().map(ToString::to_string).collect();
    format!("{}\n{}\n", piles.len(), piles.join(" "))
}

/// Every position of up to 3 piles of at most 4 objects (not all empty).
fn small_positions() -> Vec<Vec<u64>> {
    let mut positions = Vec::new();
    for n in 1..=3u32 {
        for code in 0..5u64.pow(n) {
            let piles: Vec<u64> = (0..n).map(|k| code / 5u64.pow(k) % 5).collect();
            if piles.iter().any(|&s| s > 0) {
                positions.push(piles);
            }
        }
    }
    positions
}

#[test]
fn accepts_exactly_the_winning_moves_of_small_positions() {
    let mut memo = HashMap::new();
    let (mut accepted, mut rejected) = (0, 0);
    for piles in small_positions() {
        let input = input(&piles);
        let parsed = MisereNimMove::read(&input).expect("a valid input");
        let answer =
            MisereNimMove::print(&MisereNimMove::naive(&parsed).expect("naive reaches it"));
        let position_lost = lost_position(&piles, &mut memo);
        assert_eq!(answer == "LOSE\n", position_lost, "{piles:?}: naive's answer {answer:?}");
        let lose = check(&input, "LOSE\n", &answer);
        assert_eq!(lose.is_ok(), position_lost, "{piles:?}: LOSE judged {lose:?}");
        for (i, &pile) in piles.iter().enumerate() {
            for take in 1..=pile {
                let mut after = piles.clone();
                after[i] -= take;
                let wins = lost_position(&after, &mut memo);
                let verdict = check(&input, &format!("{} {take}\n", i + 1), &answer);
                assert_eq!(verdict.is_ok(), wins, "{piles:?}: move {} {take}: {verdict:?}", i + 1);
                if wins { accepted += 1 } else { rejected += 1 }
            }
        }
    }
    assert!(accepted > 50 && rejected > 50, "{accepted} accepted, {rejected} rejected");
}

#[test]
fn rejects_a_move_that_leaves_the_opponent_winning() {
    // 1 1 5: only `3 4` wins; `3 5` leaves two single objects, `1 1` leaves 1 and 5.
    let input = "3\n1 1 5\n";
    let answer = "3 4\n";
    assert_eq!(check(input, "3 4\n", answer), Ok(()));
    for wrong in ["3 5\n", "1 1\n", "3 1\n", "2 1\n"] {
        let verdict = check(input, wrong, answer);
        assert!(
            verdict.as_ref().is_err_and(|e| e.contains("opponent wins")),
            "{wrong:?}: {verdict:?}"
        );
    }
}

#[test]
fn rejects_illegal_moves() {
    let input = "3\n1 0 5\n";
    let answer = "3 5\n";
    assert_eq!(check(input, "3 5\n", answer), Ok(()));
    for (output, reason) in [
        ("0 1\n", "not in 1..=3"),
        ("4 1\n", "not in 1..=3"),
        ("3 0\n", "cannot take 0"),
        ("3 6\n", "cannot take 6"),
        ("2 1\n", "cannot take 1 from pile 2 of 0"),
        ("18446744073709551615 1\n", "not in 1..=3"),
    ] {
        let verdict = check(input, output, answer);
        assert!(verdict.as_ref().is_err_and(|e| e.contains(reason)), "{output:?}: {verdict:?}");
    }
}

#[test]
fn rejects_malformed_outputs() {
    let input = "2\n3 5\n";
    let answer = "2 2\n";
    assert_eq!(check(input, "2 2", answer), Ok(()), "the final newline is optional");
    for output in [
        "",
        "\n",
        "2\n",
        "2 2 2\n",
        "2  2\n",
        " 2 2\n",
        "2\t2\n",
        "02 2\n",
        "2 +2\n",
        "2 -2\n",
        "x 2\n",
        "2 2.0\n",
        "2\n2\n",
        "2 2\nLOSE\n",
        "lose\n",
        "LOSE 1\n",
        "Lose\n",
        "2 18446744073709551616\n",
    ] {
        assert!(check(input, output, answer).is_err(), "accepted {output:?}");
    }
}

#[test]
fn rejects_lose_on_a_winning_position_and_a_move_on_a_losing_one() {
    let verdict = check("2\n3 5\n", "LOSE\n", "2 2\n");
    assert!(verdict.is_err_and(|e| e.contains("wins")));
    let verdict = check("3\n1 2 3\n", "1 1\n", "LOSE\n");
    assert!(verdict.is_err_and(|e| e.contains("loses whatever")));
    assert_eq!(check("3\n1 2 3\n", "LOSE\n", "LOSE\n"), Ok(()));
    // A single object: taking it loses, so the only answer is LOSE.
    assert!(check("1\n1\n", "1 1\n", "LOSE\n").is_err());
}
