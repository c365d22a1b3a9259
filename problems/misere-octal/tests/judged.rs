//! The standard judged tests.

kit::problem_tests!(type misere_octal::MisereOctal);

/// The solution's limit on the quotient is the statement's guarantee, `[params] quotient_max`.
#[test]
fn the_solutions_quotient_limit_is_the_guarantee() {
    let source = include_str!("../../../solutions/misere-octal.rs");
    let line = format!("const QUOTIENT_MAX: usize = {};", misere_octal::quotient_max());
    assert!(source.contains(&line), "solutions/misere-octal.rs should say `{line}`");
}

/// The explanations' verdicts are naive's, and their moves are options that lead where they
/// say, by misère game-tree search of the whole line.
#[test]
fn explanations_hold_by_search() {
    use cgt::{Impartial, Outcome, OutcomeMemo, Play, TakeBreak};
    use kit::judged::{Judged, large};
    use misere_octal::MisereOctal;

    let mut explained = 0;
    for seed in kit::laws::FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = MisereOctal::generate(seed);
        let Some(outcomes) = MisereOctal::naive(&input) else { continue };
        let game = TakeBreak::octal(&input.code);
        let mut search = OutcomeMemo::new(game.clone(), Play::Misere);
        let lines = misere_octal::explain::facts(&input).expect("naive reaches it");
        let text = MisereOctal::explain(&input).expect("naive reaches it");
        assert!(text.lines().count() <= kit::explain::MAX_LINES, "{text}");
        for (i, (line, outcome)) in lines.iter().zip(&outcomes).enumerate() {
            let what = format!("generate({seed}), line {} {:?}", i + 1, line.row);
            assert_eq!(line.in_p, *outcome == Outcome::P, "{what}: the verdict is not naive's");
            let mut from = line.row.clone();
            for (j, to) in line.moves.iter().enumerate() {
                assert!(game.options(&from).contains(to), "{what}: {to:?} is no move");
                let wins_back = line.in_p == (j == 1);
                let want = if wins_back || !line.in_p { Outcome::P } else { Outcome::N };
                assert_eq!(search.outcome(to), want, "{what}: move {j} leads to {to:?}");
                from = to.clone();
            }
            if line.moves.len() < 2 && (line.in_p || line.moves.is_empty()) {
                assert!(game.options(&from).is_empty(), "{what}: a move is left after {from:?}");
            }
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}
