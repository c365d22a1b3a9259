//! `cargo judge --extras`: each declared extra solution gets the verdict it is declared to get
//! (coins-134: a naive DP is TLE on the huge heaps, the normal-play rule is WA under misère).

use std::path::Path;
use std::process::Command;

#[test]
fn extra_solutions_get_their_declared_verdicts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_kata"))
        .current_dir(&root)
        .args(["judge", "coins-134", "--extras"])
        .output()
        .expect("kata runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    for (file, verdict) in [("naive-dp.rs", "TLE"), ("normal-play-only.rs", "WA")] {
        let line = stdout
            .lines()
            .find(|line| line.contains(file))
            .unwrap_or_else(|| panic!("no report of {file}:\n{stdout}"));
        assert!(line.contains(&format!("expected {verdict}")), "{line}");
        assert!(line.contains(&format!(" {verdict}")) && line.ends_with(": OK"), "{line}");
    }
}

#[test]
fn an_unknown_expected_verdict_is_a_clear_error() {
    let spec = "title = \"t\"\nsource = \"own\"\ntime_limit_ms = 1\nmemory_limit_mb = 1\n\
                idea = \"i\"\n[[extra]]\nfile = \"extra/x.rs\"\nexpect = \"SLOW\"\nwhy = \"w\"\n";
    let error = kit::problem::parse_spec(spec).unwrap_err();
    assert!(error.contains("extra extra/x.rs") && error.contains("SLOW"), "{error}");
}
