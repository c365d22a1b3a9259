//! The family's law: the values, stops and outcomes an explanation writes hold by plain
//! game-tree search, and agree with the naive reference.
//!
//! Everything is read back from the text: a component's written value `H` is compared with
//! the component played by its rules (its [`Tree`] from [`PartizanSums::searched`]) by
//! searching `G − H` — a second-player win exactly when `G = H`; the stops of the written sum
//! by searching the sum minus numbers just above and below each stop.

use cgt::partizan::{Dyadic, GameId, GameStore, PartizanOutcome};

use crate::explain::partizan::text::{self, SUM};
use crate::explain::partizan::tree::Difference;
use crate::explain::partizan::{PartizanSums, Said, Tree, outcome};
use crate::explain::shown;
use crate::explain::text::SHOWN_PARTS;
use crate::judged::large;
use crate::laws::FEW_SEEDS;

/// The law of the family, on the generated inputs of [`FEW_SEEDS`] that are not [`large`] and
/// that the naive reference reaches (at least one must): for each test the explanation shows,
///
/// - each component's written value equals the component played by its rules: `G − H` is a
///   second-player win by plain search;
/// - the written sum is the sum of the written components (by the lib), and whatever the
///   naive reference says of the test (outcome, whether Left wins moving first, value, stops)
///   agrees with the written sum and outcome;
/// - the written stops are the sum's: Left moving first wins `G − y` for `y` just below the
///   left stop and loses just above it, and Right moving first loses `G − y` just below the
///   right stop and wins just above it (plain search on the sum's canonical form); a sum
///   written without stops is a number.
///
/// # Panics
/// Naming the seed, the test and the fact that fails.
///
/// # Complexity
/// Per seed: the naive reference, the explanation, the trees by the rules, and one search of
/// a difference per component and four per sum with stops.
///
/// # Example
/// See [`PartizanSums`].
pub fn partizan_sums_are_explained<S: PartizanSums>() {
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = S::generate(seed);
        let Some(answer) = S::naive(&input) else { continue };
        let mut store = GameStore::new();
        let sums = S::sums(&input, &mut store);
        let text = text::explain(&mut store, &sums, S::verdict);
        let (trees, said) = (S::searched(&input), S::said(&answer));
        assert_eq!(trees.len(), sums.len(), "generate({seed}): trees for every test");
        assert_eq!(said.len(), sums.len(), "generate({seed}): naive's word on every test");
        let lines: Vec<&str> = text.lines().collect();
        // A store of its own: nothing the explanation computed is reused.
        let mut check = GameStore::new();
        for i in 0..shown(sums.len()) {
            let what = format!("generate({seed}), {}", sums[i].label);
            let [first, second] = [lines[2 * i], lines[2 * i + 1]];
            let written = components_hold(&mut check, &trees[i], first, &what);
            let all = (trees[i].len() <= SHOWN_PARTS).then_some(written.as_slice());
            sum_holds::<S>(&mut check, all, &said[i], second, &what);
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}

/// Each component's written value on `line` equals its tree; the values, parsed into `store`.
fn components_hold(store: &mut GameStore, trees: &[Tree], line: &str, what: &str) -> Vec<GameId> {
    let values: Vec<&str> =
        line.split("; ").filter_map(|part| part.rsplit_once(" = ")).map(|(_, v)| v).collect();
    assert_eq!(values.len(), trees.len().min(SHOWN_PARTS), "{what}: the values in {line:?}");
    let parsed: Vec<GameId> = values.iter().map(|v| parse(store, v, what)).collect();
    for ((tree, &value), written) in trees.iter().zip(&parsed).zip(&values) {
        let h = Tree::of_value(store, value);
        assert!(
            Difference::new(tree, &h).is_zero(),
            "{what}: a component is not {written}: G − {written} is no second-player win ({line:?})"
        );
    }
    parsed
}

/// The sum on `line` (the test's second line) holds: see [`partizan_sums_are_explained`];
/// `components` are the written values when every one is written.
fn sum_holds<S: PartizanSums>(
    store: &mut GameStore,
    components: Option<&[GameId]>,
    said: &Said,
    line: &str,
    what: &str,
) {
    let rest = line.strip_prefix(SUM).unwrap_or_else(|| panic!("{what}: no sum in {line:?}"));
    let written: String = rest.chars().take_while(|&c| c != ' ' && c != ':').collect();
    let sum = parse(store, &written, what);
    if let Some(components) = components {
        let added = components.iter().fold(store.zero(), |acc, &c| store.add(acc, c));
        assert_eq!(added, sum, "{what}: the components do not add up to {written}");
    }
    let outcome = outcome_written(line, what);
    assert_eq!(store.outcome(sum), outcome, "{what}: {written} is not of outcome {outcome}");
    assert!(line.contains(&S::verdict(outcome)), "{what}: the verdict of {outcome} in {line:?}");
    if let Some(naive) = said.outcome {
        assert_eq!(outcome, naive, "{what}: naive says outcome {naive}: {line:?}");
    }
    if let Some(naive) = said.left_first_wins {
        let wins = matches!(outcome, PartizanOutcome::L | PartizanOutcome::N);
        assert_eq!(wins, naive, "{what}: naive says Left moving first wins: {naive}: {line:?}");
    }
    if let Some(naive) = &said.value {
        let value = parse(store, naive, what);
        assert_eq!(value, sum, "{what}: naive says the value is {naive}: {line:?}");
    }
    let stops = stops_written(line, what);
    match &stops {
        Some(stops) => stops_hold(store, sum, stops, what),
        None => assert!(store.is_number(sum), "{what}: no stops for {written}, not a number"),
    }
    if let Some((left, right)) = &said.stops {
        let naive = [left, right].map(|s| number(s, what));
        let stops = stops.unwrap_or_else(|| [number(&written, what), number(&written, what)]);
        assert_eq!(stops, naive, "{what}: naive says the stops are {left} and {right}");
    }
}

/// The stops `[left, right]` of `sum` hold by search (see [`partizan_sums_are_explained`]).
fn stops_hold(store: &mut GameStore, sum: GameId, [left, right]: &[Dyadic; 2], what: &str) {
    let g = Tree::of_value(store, sum);
    let delta = Dyadic::new(1, left.exponent().max(right.exponent()) + 1);
    let mut minus = |y: Dyadic| Tree::number(store, &y);
    let [below_left, above_left] = [minus(left - &delta), minus(left + &delta)];
    let [below_right, above_right] = [minus(right - &delta), minus(right + &delta)];
    let holds = Difference::new(&g, &below_left).left_first_wins()
        && !Difference::new(&g, &above_left).left_first_wins()
        && !Difference::new(&g, &below_right).right_first_wins()
        && Difference::new(&g, &above_right).right_first_wins();
    assert!(holds, "{what}: the stops are not {left} and {right}");
}

/// The outcome letter after `outcome ` on `line`.
fn outcome_written(line: &str, what: &str) -> PartizanOutcome {
    let letter = line.split_once("outcome ").and_then(|(_, rest)| rest.get(..1));
    letter.and_then(outcome).unwrap_or_else(|| panic!("{what}: no outcome in {line:?}"))
}

/// The stops written as `(left stop A, right stop B)` on `line`, if any.
fn stops_written(line: &str, what: &str) -> Option<[Dyadic; 2]> {
    let (_, rest) = line.split_once("(left stop ")?;
    let (left, rest) = rest.split_once(", right stop ")?;
    let (right, _) = rest.split_once(')')?;
    Some([number(left, what), number(right, what)])
}

fn parse(store: &mut GameStore, text: &str, what: &str) -> GameId {
    store.parse(text).unwrap_or_else(|e| panic!("{what}: {text:?} is no game: {e}"))
}

fn number(text: &str, what: &str) -> Dyadic {
    text.parse().unwrap_or_else(|_| panic!("{what}: {text:?} is not a number"))
}
