[package]
name = "{slug}"
description = "{title}"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[[bin]]
name = "{slug}"
path = "../../solutions/{slug}.rs"

[[bin]]
name = "{slug}-stub"
path = "stub.rs"

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
