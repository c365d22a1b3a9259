//! The law of the explanations: on the generated inputs naive reaches, every class, count,
//! number of moves, residue and residue type the explanation writes holds by a plain game-tree
//! search written here from the rules (the player to move wins iff some move of theirs leaves
//! a position the other loses), and the rule the text states gives each written pair's class.

use std::collections::HashMap;

use cf_1033g::{ChipGame, Input};
use kit::explain::MAX_LINES;
use kit::judged::Judged;
use kit::laws::FEW_SEEDS;

/// The moves of one game: Alice takes `a` chips from a pile, Bob `b`.
#[derive(Clone, Copy)]
struct Pair {
    a: u64,
    b: u64,
}

/// Whether the player to move (Alice iff `alice`) wins `piles` (sorted), by the rules.
fn mover_wins(
    pair: Pair,
    piles: &[u64],
    alice: bool,
    memo: &mut HashMap<(Vec<u64>, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(piles.to_vec(), alice)) {
        return known;
    }
    let take = if alice { pair.a } else { pair.b };
    let wins = (0..piles.len()).filter(|&i| piles[i] >= take).any(|i| {
        let mut next = piles.to_vec();
        next[i] -= take;
        next.sort_unstable();
        !mover_wins(pair, &next, !alice, memo)
    });
    memo.insert((piles.to_vec(), alice), wins);
    wins
}

/// The class letter of pair `(a, b)` on `piles`: `A`, `B`, `F` (the starter wins) or `S`.
fn class(piles: &[u64], a: u64, b: u64) -> char {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    let mut memo = HashMap::new();
    let alice_starts = mover_wins(Pair { a, b }, &sorted, true, &mut memo);
    let bob_starts = mover_wins(Pair { a, b }, &sorted, false, &mut memo);
    match (alice_starts, bob_starts) {
        (true, false) => 'A',
        (false, true) => 'B',
        (true, true) => 'F',
        (false, false) => 'S',
    }
}

/// The type letter of residue `r` when Alice takes `a` and Bob `b > a`, by how many moves each
/// could make there in a row: none (`d`), Alice's alone (`o`), one each (`e`), or two or more
/// for Alice and one for Bob (`t`).
fn residue_letter(r: u64, a: u64, b: u64) -> char {
    match (r / a, r / b) {
        (0, _) => 'd',
        (_, 0) => 'o',
        (1, _) => 'e',
        _ => 't',
    }
}

/// The class the text's rule gives from the residue types of a pair `a < b`.
fn by_the_rule(types: &[char]) -> char {
    let count = |t: char| types.iter().filter(|&&x| x == t).count();
    let ones_odd = count('e') % 2 == 1;
    match (count('o'), count('t')) {
        (own, doubles) if own > 0 || doubles >= 2 => 'A',
        (_, 1) => {
            if ones_odd {
                'A'
            } else {
                'F'
            }
        }
        _ => {
            if ones_odd {
                'F'
            } else {
                'S'
            }
        }
    }
}

/// The same game with the names swapped.
fn swapped(letter: char) -> char {
    match letter {
        'A' => 'B',
        'B' => 'A',
        other => other,
    }
}

/// The number at the start of `text`.
fn number(text: &str) -> u64 {
    text.chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("a number")
}

/// Checks one written pair `(a, b) mod s: r1t1 r2t2 … → L` of `piles` against search.
fn check_pair(written: &str, piles: &[u64], what: &str) -> (u64, u64) {
    let (head, letter) = written.split_once(" → ").expect("a pair's class");
    let letter = letter.chars().next().expect("a letter");
    let a = number(&head[1..]);
    let b = number(head.split_once(", ").expect("(a, b)").1);
    let (_, residues) = head.split_once(": ").expect("the residues");
    assert!(head.contains(&format!(" mod {}: ", a + b)), "{what}: ({a}, {b}) mod a + b");
    let types: Vec<char> = residues.split(' ').map(|r| r.chars().last().expect("a type")).collect();
    let expected: Vec<String> = piles
        .iter()
        .map(|v| format!("{}{}", v % (a + b), residue_letter(v % (a + b), a, b)))
        .collect();
    assert_eq!(residues, expected.join(" "), "{what}: the residues of ({a}, {b})");
    assert_eq!(letter, class(piles, a, b), "{what}: the class of ({a}, {b})");
    assert_eq!(by_the_rule(&types), letter, "{what}: the rule on ({a}, {b})");
    assert_eq!(class(piles, b, a), swapped(letter), "{what}: ({b}, {a}) is ({a}, {b}) swapped");
    (a, b)
}

/// Checks the explanation of `input` (`text`) against search; `what` names it in failures.
fn check(input: &Input, text: &str, what: &str) {
    let Input { m, ref piles } = *input;
    assert!(text.lines().count() <= MAX_LINES, "{what}: too long");
    let letters: Vec<Vec<char>> =
        (1..=m).map(|a| (1..=m).map(|b| class(piles, a, b)).collect()).collect();
    for row in text.lines().filter(|l| l.ends_with(['A', 'B', 'F', 'S']) && !l.contains(':')) {
        let cells: Vec<&str> = row.split_whitespace().collect();
        let a = cells[0].parse::<usize>().expect("a row's a");
        for (b, cell) in cells[1..].iter().enumerate() {
            let written = cell.chars().next().expect("a letter");
            assert_eq!(written, letters[a - 1][b], "{what}: grid ({a}, {})", b + 1);
        }
    }
    let tally = |c: char| letters.iter().flatten().filter(|&&l| l == c).count();
    let counts = format!(
        "  counts: Alice {}, Bob {}, first {}, second {}\n",
        tally('A'),
        tally('B'),
        tally('F'),
        tally('S')
    );
    assert!(text.contains(&counts), "{what}: the counts by search");
    let naive = ChipGame::naive(input).expect("explained, so naive reaches it");
    let by_naive = format!(
        "  counts: Alice {}, Bob {}, first {}, second {}\n",
        naive.alice, naive.bob, naive.first, naive.second
    );
    assert_eq!(counts, by_naive, "{what}: naive's counts are search's");
    let diagonal = text.lines().find(|l| l.starts_with("  a = b:")).expect("the a = b line");
    for entry in diagonal.split("; ").nth(1).expect("the sizes").split(", ").filter(|e| *e != "…")
    {
        let a = number(entry.strip_prefix("a = ").expect("a = "));
        let (moves, letter) =
            entry.split_once(": ").expect("moves").1.split_once(' ').expect("class");
        let total: u64 = piles.iter().map(|v| v / a).sum();
        assert_eq!(moves.parse::<u64>().ok(), Some(total), "{what}: moves at a = b = {a}");
        let letter = letter.chars().next().expect("a letter");
        assert_eq!(letter, letters[a as usize - 1][a as usize - 1], "{what}: ({a}, {a})");
        assert_eq!(letter, if total % 2 == 1 { 'F' } else { 'S' }, "{what}: parity at {a}");
    }
    let mut written = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("  (")) {
        for entry in line.trim().split(", (") {
            let entry = entry.trim_start_matches('(');
            written.push(check_pair(&format!("({entry}"), piles, what));
        }
    }
    let expected: Vec<(u64, u64)> =
        (1..=m).flat_map(|a| (a + 1..=m).map(move |b| (a, b))).collect();
    assert_eq!(written, expected[..written.len()], "{what}: the pairs a < b in order");
    let more = text.lines().find_map(|l| l.strip_prefix("  … and ")).map_or(0, number);
    assert_eq!(written.len() as u64 + more, expected.len() as u64, "{what}: every pair a < b");
}

#[test]
fn every_class_count_and_residue_written_holds_by_search() {
    let mut explained = 0;
    for seed in FEW_SEEDS {
        let input = ChipGame::generate(seed);
        let Some(text) = ChipGame::explain(&input) else { continue };
        check(&input, &text, &format!("generate({seed}) = {input:?}:\n{text}"));
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}

#[test]
fn the_samples_are_explained_by_search() {
    for text in [include_str!("../cases/sample_01.in"), include_str!("../cases/sample_02.in")] {
        let input = ChipGame::read(text).expect("a valid sample");
        let explained = ChipGame::explain(&input).expect("naive reaches the samples");
        check(&input, &explained, &format!("{text}:\n{explained}"));
    }
}
