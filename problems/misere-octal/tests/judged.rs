//! The standard judged tests.

kit::problem_tests!(type misere_octal::MisereOctal);

/// The solution's limit on the quotient is the statement's guarantee, `[params] quotient_max`.
#[test]
fn the_solutions_quotient_limit_is_the_guarantee() {
    let source = include_str!("../../../solutions/misere-octal.rs");
    let line = format!("const QUOTIENT_MAX: usize = {};", misere_octal::quotient_max());
    assert!(source.contains(&line), "solutions/misere-octal.rs should say `{line}`");
}
