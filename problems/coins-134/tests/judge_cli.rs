//! The `<slug>-judge` binary looks at its arguments before it reads stdin (shared by every
//! problem through `kit::side::main`; tried here on one).

use std::process::{Command, Stdio};

fn judge_side(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_coins-134-judge"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn help_and_generate_never_read_stdin() {
    let help = judge_side(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).starts_with("usage: <slug>-judge"));
    let generated = judge_side(&["generate", "7"]);
    assert_eq!(generated.status.code(), Some(0));
    assert!(!generated.stdout.is_empty());
    let bogus = judge_side(&["bogus"]);
    assert_eq!(bogus.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bogus.stderr).starts_with("usage:"));
}
