//! Running a trusted helper program (a problem's judge binary, a solution under test) on a
//! small input held in memory, and collecting what it prints. Untrusted runs with limits go
//! through [`run`](crate::run) instead.

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `program args…` with `input` on stdin; returns its exit status, stdout and stderr.
///
/// The input is written from a second thread, so a program that prints before it has read
/// everything cannot deadlock. Errors: the program cannot start.
///
/// # Example
/// ```
/// let out = kit::pipe::pipe(std::path::Path::new("cat"), &[], "7\n").unwrap();
/// assert_eq!(out.stdout, b"7\n");
/// ```
pub fn pipe(program: &Path, args: &[&OsStr], input: &str) -> std::io::Result<Output> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", program.display())))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_string();
    // A program may exit without reading all its input: a broken pipe is not an error here.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output();
    writer.join().expect("the writer thread does not panic");
    output
}
