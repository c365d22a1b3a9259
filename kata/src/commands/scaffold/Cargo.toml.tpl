[package]
name = "{slug}"
description = "{title}"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

# The judge side (validator, generator, references) is the library; the solution is the bin.
[lib]
name = "{krate}"
path = "src/lib.rs"

[[bin]]
name = "{slug}"
path = "../../solutions/{slug}.rs"

# The judge side on the command line (generate, verify, naive, second, certified).
[[bin]]
name = "{slug}-judge"
path = "src/judge.rs"

[[bench]]
name = "max_cases"
harness = false

[dependencies]
cgt.workspace = true
kit.workspace = true
proconio.workspace = true
itertools.workspace = true
rand.workspace = true
rand_chacha.workspace = true

[dev-dependencies]
criterion.workspace = true

[lints]
workspace = true
