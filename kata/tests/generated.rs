//! Generated cases (`[[generated]]` in `problem.toml`) as `kata judge` meets them in a fixture
//! workspace: built into the cache through the problem's judge binary (a script here, at
//! `target/release/sum-judge`), judged with the committed ones, and refused, in one line,
//! when the generator's bytes are not the declared ones.

mod common;

use std::path::Path;
use std::process::Output;

use common::{Fixture, spec};

/// `sha256sum` of `40 2\n`.
const SHA_40_2: &str = "2df23f1167a9ca936a6dffca88024590a34432a7fbdf9b561e8b010c5eac6cb8";

/// The sum problem with the committed case `a_small` and the generated case `b_gen`
/// (declared with `sha256`, snapshot 42), whose judge script prints `40 2` for `b_gen`.
fn fixture_with_generated(sha256: &str) -> Fixture {
    let fixture = Fixture::new();
    let toml = spec(1000, 256, "tokens")
        + &format!("\n[[generated]]\nname = \"b_gen\"\nsha256 = \"{sha256}\"\n");
    fixture.problem("sum", &toml, &[("a_small", "1 2\n", Some("3"))]);
    let snapshot = "---\nsource: fixture\nexpression: answer\n---\n42\n";
    std::fs::write(fixture.root().join("snapshots/sum/b_gen.snap"), snapshot).unwrap();
    let judge = fixture.script(
        "sum-judge",
        r#"[ "$1" = generate-named ] && [ "$2" = b_gen ] && printf '40 2\n' && exit 0; exit 1"#,
    );
    let release = fixture.root().join("target/release");
    std::fs::create_dir_all(&release).unwrap();
    std::fs::rename(judge, release.join("sum-judge")).unwrap();
    fixture
}

/// `kata judge sum --exe <adding script>`, with the fixture's own target folder.
fn judge_sum(fixture: &Fixture) -> Output {
    let exe = fixture.script("solution", "read a b; echo $((a + b))");
    fixture.kata(&["judge", "sum", "--exe", exe.to_str().unwrap()])
}

fn cached(fixture: &Fixture) -> std::path::PathBuf {
    fixture.root().join("target/generated-cases/sum/b_gen.in")
}

#[test]
fn a_generated_case_is_built_in_the_cache_and_judged_in_name_order() {
    let fixture = fixture_with_generated(SHA_40_2);
    let output = judge_sum(&fixture);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("sum  a_small  AC "), "{stdout}");
    assert!(lines[1].starts_with("sum  b_gen    AC "), "{stdout}");
    assert!(stdout.ends_with("all 2 cases accepted\n"), "{stdout}");
    assert_eq!(std::fs::read_to_string(cached(&fixture)).unwrap(), "40 2\n");
    assert!(!Path::new(&fixture.root().join("problems/sum/cases/b_gen.in")).exists());
}

#[test]
fn a_generated_case_with_another_hash_is_refused_in_one_line() {
    let wrong = SHA_40_2.replace('a', "b");
    let fixture = fixture_with_generated(&wrong);
    let output = judge_sum(&fixture);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        [format!(
            "error: sum: generated case b_gen: the generator's input has SHA-256 {SHA_40_2}, \
             problem.toml declares {wrong} (a case never changes: restore the generator, or add \
             a new case)"
        )]
    );
    assert!(output.stdout.is_empty(), "nothing is judged");
    assert!(!cached(&fixture).exists(), "nothing is cached");
}

#[test]
fn a_generated_name_without_a_generator_is_named() {
    let fixture = fixture_with_generated(SHA_40_2);
    let toml = spec(1000, 256, "tokens")
        + &format!("\n[[generated]]\nname = \"c_gen\"\nsha256 = \"{SHA_40_2}\"\n");
    std::fs::write(fixture.root().join("problems/sum/problem.toml"), toml).unwrap();
    std::fs::rename(
        fixture.root().join("snapshots/sum/b_gen.snap"),
        fixture.root().join("snapshots/sum/c_gen.snap"),
    )
    .unwrap();
    let output = judge_sum(&fixture);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: sum: generated case c_gen: "), "{stderr}");
    assert!(stderr.contains("sum-judge: exit status: 1"), "{stderr}");
}
