//! `cargo new-problem`: the scaffold never overwrites, and in a copy of the workspace it
//! builds, passes its standard tests and is judged AC without any registration.

use std::path::Path;
use std::process::Command;

use kata::commands::scaffold::{NewProblemArgs, new_problem_command};

fn args(slug: &str) -> NewProblemArgs {
    NewProblemArgs { slug: slug.to_string(), title: None }
}

#[test]
fn it_refuses_to_overwrite_and_bad_slugs() {
    let root = tempfile::tempdir().unwrap();
    assert!(new_problem_command(root.path(), &args("demo-heaps")).unwrap());
    let sample = root.path().join("problems/demo-heaps/cases/sample_01.in");
    std::fs::write(&sample, "edited\n").unwrap();
    let again = new_problem_command(root.path(), &args("demo-heaps")).unwrap_err().to_string();
    assert!(again.contains("exists already"), "{again}");
    assert_eq!(std::fs::read_to_string(&sample).unwrap(), "edited\n", "nothing overwritten");
    // A half-removed problem is not re-created over what is left either.
    std::fs::remove_dir_all(root.path().join("problems/demo-heaps")).unwrap();
    let left = new_problem_command(root.path(), &args("demo-heaps")).unwrap_err().to_string();
    assert!(left.contains("solutions/demo-heaps.rs"), "{left}");
    let bad = new_problem_command(root.path(), &args("Demo_Heaps")).unwrap_err().to_string();
    assert!(bad.contains("not a slug"), "{bad}");
}

fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            copy(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
        std::fs::copy(from, to).unwrap();
    }
}

fn run(command: &mut Command) -> String {
    let out = command.output().expect("the command runs");
    let text =
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{command:?} failed:\n{text}");
    text
}

#[test]
fn a_scaffold_builds_passes_its_tests_and_is_judged() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").canonicalize().unwrap();
    let copy_root = tempfile::tempdir().unwrap();
    let root = copy_root.path();
    for part in ["Cargo.lock", "README.md", "rustfmt.toml"] {
        copy(&workspace.join(part), &root.join(part));
    }
    // The copy's members are the lib, the kit and its problems.
    for part in ["lib", "kit"] {
        copy(&workspace.join(part), &root.join(part));
    }
    let manifest = std::fs::read_to_string(workspace.join("Cargo.toml")).unwrap();
    let members = "members = [\"lib\", \"kit\", \"kata\", \"problems/*\"]";
    assert!(manifest.contains(members), "the root manifest's members changed");
    let manifest = manifest.replace(members, "members = [\"lib\", \"kit\", \"problems/*\"]");
    std::fs::write(root.join("Cargo.toml"), manifest).unwrap();
    std::fs::create_dir_all(root.join("problems")).unwrap();
    std::fs::create_dir_all(root.join("solutions")).unwrap();
    let kata = env!("CARGO_BIN_EXE_kata");
    run(Command::new(kata).current_dir(root).args(["new-problem", "demo-heaps"]));
    // Its own target folder, so the copy's crates never replace the workspace's binaries.
    // Nothing of the workspace's can be reused there: a build of one package unifies its
    // dependencies' features apart from the whole workspace's, so their hashes differ. So
    // the copy builds quickly instead: no optimisation, no debug info (the demo's tests are
    // tiny).
    let target = root.join("target");
    std::fs::create_dir_all(root.join(".cargo")).unwrap();
    std::fs::write(
        root.join(".cargo/config.toml"),
        "[profile.dev]\nopt-level = 0\ndebug = false\n\
         [profile.dev.package.\"*\"]\nopt-level = 0\n\
         [profile.dev.package.cgt]\nopt-level = 0\n",
    )
    .unwrap();
    let cargo = || {
        let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        command.current_dir(root).env("CARGO_TARGET_DIR", &target).env_remove("INSTA_UPDATE");
        command
    };
    // One command certifies the cases and refreshes the index; nothing of insta's is left.
    run(Command::new(kata)
        .current_dir(root)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("INSTA_UPDATE")
        .args(["certify", "demo-heaps"]));
    let snapshots: Vec<String> = std::fs::read_dir(root.join("snapshots/demo-heaps"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(snapshots.iter().all(|name| name.ends_with(".snap")), "{snapshots:?}");
    assert_eq!(snapshots.len(), 2, "{snapshots:?}");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.contains("[`demo-heaps`](problems/demo-heaps/README.md)"), "index refreshed");
    let tests = run(cargo().env("INSTA_UPDATE", "no").args([
        "test",
        "-p",
        "demo-heaps",
        "--test",
        "judged",
    ]));
    assert!(tests.contains("11 passed; 0 failed"), "{tests}");
    let exe = target.join("debug/demo-heaps");
    let judged = run(Command::new(kata)
        .current_dir(root)
        .arg("judge")
        .arg("demo-heaps")
        .arg("--exe")
        .arg(&exe));
    assert!(judged.contains("all 2 cases accepted"), "{judged}");
}
