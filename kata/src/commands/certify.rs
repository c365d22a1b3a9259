//! `cargo kata certify <slug>`: writes the problem's missing snapshots from its references
//! (the certified answers, never the solution's output), removes insta's leftovers, and
//! refreshes the README's index — so a new problem or a new case is judged in one command.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::commands::{index, workspace};

/// The arguments of `cargo kata certify`.
#[derive(Debug, Clone, clap::Args)]
pub struct CertifyArgs {
    /// The problem whose cases to certify.
    pub slug: String,
}

/// Runs the problem's `snapshots_are_certified` test with `INSTA_UPDATE=always` (new
/// snapshots are written from the references; a snapshot that differs from its reference is
/// replaced too — `git diff snapshots/` shows it), deletes `.snap.new` files, and rewrites the
/// README's index.
///
/// Errors: an unknown problem, cargo failing (the references disagree on a case, say).
pub fn certify_command(root: &Path, args: &CertifyArgs) -> Result<bool> {
    workspace::select(root, std::slice::from_ref(&args.slug))?;
    let status = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .current_dir(root)
        .env("INSTA_UPDATE", "always")
        .args(["test", "--quiet", "-p", &args.slug, "--test", "judged", "snapshots_are_certified"])
        .status()
        .context("cannot run cargo")?;
    if !status.success() {
        bail!("{}: the references could not certify every case (see above)", args.slug);
    }
    let snapshots = root.join("snapshots").join(&args.slug);
    for entry in std::fs::read_dir(&snapshots).with_context(|| snapshots.display().to_string())? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "new") {
            std::fs::remove_file(&path).with_context(|| path.display().to_string())?;
        }
    }
    std::fs::write(root.join("README.md"), index::refreshed_readme(root)?)
        .context("README.md: cannot write")?;
    println!("{}: every case certified; README index refreshed", args.slug);
    Ok(true)
}
