//! Fixture workspaces for the judge's tests: a temporary root with `[workspace]`, problems,
//! snapshots, and shell scripts standing in for solutions.

#![allow(dead_code, reason = "each test file uses a different part of the fixture")]

use std::path::{Path, PathBuf};
use std::process::Command;

use tempfile::TempDir;

/// A temporary workspace root.
pub struct Fixture {
    pub dir: TempDir,
}

/// A `problem.toml` with the given limits and compare mode.
pub fn spec(time_limit_ms: u64, memory_limit_mb: u64, compare: &str) -> String {
    format!(
        "title = \"Fixture\"\nsource = \"own\"\ntime_limit_ms = {time_limit_ms}\n\
         memory_limit_mb = {memory_limit_mb}\ncompare = \"{compare}\"\nidea = \"test\"\n"
    )
}

impl Fixture {
    pub fn new() -> Fixture {
        Fixture::with_manifest("[workspace]\n")
    }

    pub fn with_manifest(manifest: &str) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("Cargo.toml"), manifest).unwrap();
        Fixture { dir }
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    /// Adds `problems/<slug>` with `problem.toml` text and cases `(name, input, expected)`;
    /// a `None` expected output leaves the snapshot out.
    pub fn problem(&self, slug: &str, toml: &str, cases: &[(&str, &str, Option<&str>)]) {
        let dir = self.root().join("problems").join(slug);
        std::fs::create_dir_all(dir.join("cases")).unwrap();
        std::fs::write(dir.join("problem.toml"), toml).unwrap();
        let snapshots = self.root().join("snapshots").join(slug);
        std::fs::create_dir_all(&snapshots).unwrap();
        for (name, input, expected) in cases {
            std::fs::write(dir.join("cases").join(format!("{name}.in")), input).unwrap();
            if let Some(expected) = expected {
                let snap = format!("---\nsource: fixture\nexpression: answer\n---\n{expected}\n");
                std::fs::write(snapshots.join(format!("{name}.snap")), snap).unwrap();
            }
        }
    }

    /// `kata ARGS` run in the fixture, with the fixture's own target folder.
    pub fn kata(&self, args: &[&str]) -> std::process::Output {
        Command::new(env!("CARGO_BIN_EXE_kata"))
            .args(args)
            .current_dir(self.root())
            .env("CARGO_TARGET_DIR", self.root().join("target"))
            .output()
            .unwrap()
    }

    /// An executable `/bin/sh` script. It is written by a child process (`cp`), never through
    /// a file descriptor of this test process, so a concurrent fork cannot hold it open for
    /// writing when it is executed (ETXTBSY).
    pub fn script(&self, name: &str, body: &str) -> PathBuf {
        let source = self.root().join(format!("{name}.txt"));
        std::fs::write(&source, format!("#!/bin/sh\n{body}\n")).unwrap();
        let script = self.root().join(name);
        let status = Command::new("sh")
            .args(["-c", "cp \"$1\" \"$2\" && chmod 755 \"$2\"", "sh"])
            .arg(&source)
            .arg(&script)
            .status()
            .unwrap();
        assert!(status.success());
        script
    }
}
