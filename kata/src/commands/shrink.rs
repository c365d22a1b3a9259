//! A generic shrinker for failing inputs: smaller candidates of a whitespace-token text, to be
//! kept only when they stay valid (the problem's validator) and still fail.
//!
//! Candidates, largest cut first: remove a block of lines (halves, quarters, …, one line),
//! remove one token of a line, and make one number smaller (0, 1, half, minus one). Removing
//! `k` lines or tokens usually breaks a count written before them, so each removal is also
//! offered with one earlier number lowered by `k` (the first line's numbers and the nearest
//! earlier ones): the validator decides which candidate is still an input.

/// An input as lines of tokens.
type Lines = Vec<Vec<String>>;

/// How many earlier numbers a removal may lower to keep a count right.
const COUNT_FIXES: usize = 12;

fn parse(text: &str) -> Lines {
    text.lines().map(|line| line.split_whitespace().map(str::to_string).collect()).collect()
}

fn render(lines: &Lines) -> String {
    lines.iter().map(|tokens| tokens.join(" ") + "\n").collect()
}

/// Every smaller candidate of `text`, largest cuts first.
///
/// # Complexity
/// O(L · log L + T) candidates for L lines and T tokens, each O(text) to build; they are made
/// lazily, so a caller that takes the first good one pays only for what it reads.
///
/// # Example
/// ```
/// let candidates: Vec<String> = kata::commands::shrink::candidates("2\n5\n7\n").collect();
/// // Dropping the line `7` and lowering the count 2 to 1 gives a valid smaller input.
/// assert!(candidates.contains(&"1\n5\n".to_string()));
/// ```
pub fn candidates(text: &str) -> impl Iterator<Item = String> + use<> {
    let lines = parse(text);
    let line_count = lines.len();
    // Halves, quarters, …, and always blocks of 2 lines (a test of a size line and an items
    // line) and of 1 line.
    let mut block_sizes: Vec<usize> =
        std::iter::successors(Some(line_count / 2), |&len| (len > 1).then_some(len / 2))
            .chain([2, 1])
            .filter(|&len| len >= 1 && len < line_count)
            .collect();
    block_sizes.sort_unstable_by(|a, b| b.cmp(a));
    block_sizes.dedup();
    let removals = {
        let lines = lines.clone();
        block_sizes.into_iter().flat_map(move |len| {
            let lines = lines.clone();
            (0..=line_count.saturating_sub(len)).rev().flat_map(move |start| {
                let mut cut = lines.clone();
                cut.drain(start..start + len);
                with_count_fixes(cut, start, len)
            })
        })
    };
    let removable: Vec<(usize, usize)> =
        token_positions(&lines).into_iter().rev().filter(|&(l, _)| lines[l].len() > 1).collect();
    let token_removals = {
        let lines = lines.clone();
        removable.into_iter().flat_map(move |(l, t)| {
            let mut cut = lines.clone();
            cut[l].remove(t);
            with_count_fixes(cut, l, 1)
        })
    };
    let smaller_numbers = token_positions(&lines).into_iter().flat_map(move |(l, t)| {
        let value: u128 = lines[l][t].parse().unwrap_or(0);
        let mut smaller = vec![0, 1, value / 2, value.saturating_sub(1)];
        smaller.sort_unstable();
        smaller.dedup();
        let lines = lines.clone();
        smaller.into_iter().filter(move |&v| v < value).map(move |v| {
            let mut changed = lines.clone();
            changed[l][t] = v.to_string();
            render(&changed)
        })
    });
    removals.chain(token_removals).chain(smaller_numbers)
}

/// Every (line, token) position, in reading order.
fn token_positions(lines: &Lines) -> Vec<(usize, usize)> {
    lines
        .iter()
        .enumerate()
        .flat_map(|(l, tokens)| (0..tokens.len()).map(move |t| (l, t)))
        .collect()
}

/// `cut` as it is, then with one number before line `before` lowered by `by`: the numbers of
/// the first line, then the nearest earlier ones. When `by` is more than 1 (several lines
/// removed), the first line's numbers are also offered lowered by 1: the lines may have been
/// one test of several lines, counted once in the first line.
fn with_count_fixes(cut: Lines, before: usize, by: usize) -> Vec<String> {
    let mut counts: Vec<(usize, usize)> = Vec::new();
    for l in (0..before.min(cut.len())).rev() {
        for t in (0..cut[l].len()).rev() {
            if counts.len() < COUNT_FIXES {
                counts.push((l, t));
            }
        }
    }
    if let Some(first) = cut.first() {
        counts.extend((0..first.len()).map(|t| (0, t)));
    }
    counts.sort_unstable();
    counts.dedup();
    let mut out = vec![render(&cut)];
    let one_test = cut.first().map_or(0, Vec::len);
    let fixes = counts.into_iter().map(|at| (at, by));
    let test_fixes = (0..one_test).map(|t| ((0, t), 1)).filter(|_| by > 1);
    for ((l, t), by) in fixes.chain(test_fixes) {
        if let Some(value) = cut[l][t].parse::<u128>().ok().filter(|&v| v >= by as u128) {
            let mut fixed = cut.clone();
            fixed[l][t] = (value - by as u128).to_string();
            out.push(render(&fixed));
        }
    }
    out
}

/// Shrinks `text` greedily: takes the first candidate for which `still_fails` holds, again and
/// again, until none does or `budget` candidates were tried. Returns the smallest input found
/// and how many candidates were tried.
///
/// # Example
/// ```
/// // "Fails" while the input still holds a number ≥ 40.
/// let fails = |text: &str| text.split_whitespace().skip(1).any(|t| t.parse::<u64>().unwrap() >= 40);
/// let (small, _) = kata::commands::shrink::shrink("3\n7 90 13\n", 10_000, |t| {
///     let tokens: Vec<&str> = t.split_whitespace().collect();
///     // valid: a count, then that many numbers on one line
///     tokens.first().and_then(|c| c.parse::<usize>().ok()) == Some(tokens.len() - 1)
///         && t.lines().count() == 2
///         && fails(t)
/// });
/// assert_eq!(small, "1\n40\n");
/// ```
pub fn shrink(text: &str, budget: usize, still_fails: impl FnMut(&str) -> bool) -> (String, usize) {
    shrink_with(text, budget, candidates, still_fails)
}

/// [`shrink`] with other candidates: `candidates_of(best)` gives the candidates of the best
/// input so far, largest cuts first (a problem's own, then [`candidates`], say). Candidates
/// longer than the best input are skipped, and none is tried twice.
///
/// # Example
/// ```
/// // Candidates that only ever halve the one number: 90 → 45 → 22, which still fails.
/// let halve = |t: &str| vec![format!("{}\n", t.trim().parse::<u64>().unwrap() / 2)];
/// let fails = |t: &str| t.trim().parse::<u64>().unwrap() >= 20;
/// assert_eq!(kata::commands::shrink::shrink_with("90\n", 100, halve, fails), ("22\n".to_string(), 3));
/// ```
pub fn shrink_with<I: IntoIterator<Item = String>>(
    text: &str,
    budget: usize,
    mut candidates_of: impl FnMut(&str) -> I,
    mut still_fails: impl FnMut(&str) -> bool,
) -> (String, usize) {
    let mut best = text.to_string();
    let mut tried = std::collections::HashSet::new();
    'improve: while tried.len() < budget {
        for candidate in candidates_of(&best) {
            if tried.len() >= budget {
                break 'improve;
            }
            if candidate.len() > best.len() || !tried.insert(candidate.clone()) {
                continue;
            }
            if still_fails(&candidate) {
                best = candidate;
                continue 'improve;
            }
        }
        break;
    }
    (best, tried.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removals_come_with_count_fixes() {
        let all: Vec<String> = candidates("3\n1\n2\n3\n").collect();
        assert!(all.contains(&"2\n1\n2\n".to_string()), "{all:?}");
        assert!(all.contains(&"1\n1\n".to_string()) || all.contains(&"2\n2\n3\n".to_string()));
        assert!(all.iter().all(|c| c.len() <= "3\n1\n2\n3\n".len()));
    }

    #[test]
    fn a_test_of_several_lines_is_removed_with_its_count() {
        // Two tests of two lines each (a size, then the items): removing one test lowers the
        // first line's count by one, not by the two lines removed.
        let all: Vec<String> = candidates("2\n1\n5\n2\n7 8\n").collect();
        let three_tests: Vec<String> = candidates("3\n1\n1\n1\n1\n1\n2\n").collect();
        assert!(three_tests.contains(&"2\n1\n1\n1\n2\n".to_string()), "{three_tests:?}");
        assert!(all.contains(&"1\n2\n7 8\n".to_string()), "{all:?}");
        assert!(all.contains(&"1\n1\n5\n".to_string()), "{all:?}");
    }

    #[test]
    fn numbers_get_smaller_never_larger() {
        let all: Vec<String> = candidates("9\n").collect();
        assert_eq!(all, ["0\n", "1\n", "4\n", "8\n"]);
    }

    #[test]
    fn shrink_reaches_a_local_minimum() {
        // Fails when some query (after the count line) is ≥ 5; valid when the count is right.
        let valid_and_failing = |t: &str| {
            let lines: Vec<&str> = t.lines().collect();
            let count: usize = lines.first().and_then(|c| c.parse().ok()).unwrap_or(usize::MAX);
            count == lines.len() - 1
                && count >= 1
                && lines[1..].iter().any(|l| l.parse::<u64>().is_ok_and(|v| v >= 5))
        };
        let (small, tried) = shrink("4\n1\n17\n3\n2\n", 1000, valid_and_failing);
        assert_eq!(small, "1\n5\n");
        assert!(tried < 1000);
    }
}
