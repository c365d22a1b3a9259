//! The generated cases (`[[generated]]` in `problem.toml`): built into the cache through the
//! problem's release judge binary, `<slug>-judge generate-named NAME`, so that the tool never
//! depends on a problem's crate and a fresh clone needs nothing but a build.

use std::path::Path;

use anyhow::{Result, bail};
use kit::problem::Problem;

use crate::judging::compile;

/// Makes every generated case of `problem` present in the cache with its declared SHA-256
/// (see [`Problem::materialize`]), building the problem's release binaries first when its
/// judge binary is missing. Nothing is run when the problem has no generated case.
///
/// Errors (one line, naming the case): the problem does not build, its judge has no generator
/// of that name, the generated input's SHA-256 is not the declared one.
///
/// # Complexity
/// O(bytes of the generated inputs) when they are cached; else the generators' work too.
///
/// # Example
/// ```no_run
/// let root = kata::commands::workspace::root();
/// let problem = kit::problem::Problem::load(&root, "game-graph")?;
/// kata::judging::generated::materialize(&root, &problem)?;
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn materialize(root: &Path, problem: &Problem) -> Result<()> {
    if !problem.cases.iter().any(|case| case.is_generated()) {
        return Ok(());
    }
    let judge = compile::release_dir(root)?.join(format!("{}-judge", problem.slug));
    if !judge.is_file() {
        let slug = problem.slug.clone();
        if let Some(Err(error)) = compile::build(root, std::slice::from_ref(&slug))?.remove(&slug) {
            bail!(
                "{slug}: its judge binary, which builds the generated cases, does not build: {error}"
            );
        }
    }
    problem.materialize(&|name: &str| kit::side::generate_named_by(&judge, name))
}
