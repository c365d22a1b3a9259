//! The compilers `cargo bundle --check` compiles a bundle with: the current `rustc` for our own
//! problems, and for a reproduction a **stand-in** no newer than its judge's — Debian
//! bookworm's `rustc` 1.63 for judges below 1.85 (or of an unknown or disputed version), its
//! `rustc-web` 1.85 for judges from 1.85.
//!
//! A stand-in is fetched once by package name and version from Debian's mirror (the one apt
//! uses, `deb.debian.org` unless `KATA_DEBIAN_MIRROR` names another), each `.deb` checked
//! against its SHA-256, by `apt-helper download-file` (no root, no package lists needed), else
//! by `apt-get download <name>=<version>`; it is unpacked with `dpkg-deb -x` into
//! `<target>/judge-compilers/rustc-<version>/` and run from there, with `LD_LIBRARY_PATH` on
//! its unpacked libraries. A shared library the compiler needs and the machine lacks (LLVM,
//! and what LLVM needs) is fetched and unpacked beside it the same way. Nothing is installed
//! system-wide; a folder that holds a working compiler is used as it is.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use super::library::RustVersion;

/// A Debian package of a stand-in: its name, version, file in the mirror's pool and SHA-256.
#[derive(Debug, Clone, Copy)]
pub struct Package {
    /// `rustc`.
    pub name: &'static str,
    /// `1.63.0+dfsg1-2`.
    pub version: &'static str,
    /// Its path under the mirror: `pool/main/r/rustc/rustc_1.63.0+dfsg1-2_amd64.deb`.
    pub pool: &'static str,
    /// The SHA-256 of the `.deb`, as bookworm's package lists give it.
    pub sha256: &'static str,
}

/// A compiler to check a bundle with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Compiler {
    /// Debian bookworm's `rustc` 1.63.0: the stand-in for judges below 1.85.
    Debian163,
    /// Debian bookworm's `rustc-web` 1.85.0: the stand-in for judges from 1.85.
    Debian185,
    /// The `rustc` on the `PATH` (our own problems).
    Current,
}

/// The stand-ins' packages: the compiler, its standard library (shared and for linking).
const RUSTC_163: [Package; 3] = [
    Package {
        name: "rustc",
        version: "1.63.0+dfsg1-2",
        pool: "pool/main/r/rustc/rustc_1.63.0+dfsg1-2_amd64.deb",
        sha256: "26dd439266153e38d3e6fbe0fe2dbbb41f20994afa688faa71f38427348589ed",
    },
    Package {
        name: "libstd-rust-1.63",
        version: "1.63.0+dfsg1-2",
        pool: "pool/main/r/rustc/libstd-rust-1.63_1.63.0+dfsg1-2_amd64.deb",
        sha256: "3970c02845cd407e2389623f138e2e96443702c46a789d394ec63b58a482448e",
    },
    Package {
        name: "libstd-rust-dev",
        version: "1.63.0+dfsg1-2",
        pool: "pool/main/r/rustc/libstd-rust-dev_1.63.0+dfsg1-2_amd64.deb",
        sha256: "de55a06ec2b6bede97e2b756e3b87c9d2ee81cc85de1d3ff719d298803039ef4",
    },
];

const RUSTC_185: [Package; 3] = [
    Package {
        name: "rustc-web",
        version: "1.85.0+dfsg3-1~deb12u3",
        pool: "pool/main/r/rustc-web/rustc-web_1.85.0+dfsg3-1~deb12u3_amd64.deb",
        sha256: "ef797a56697a0b6a82c1d704119ccaa85ab3486ccf805472de46c31971346702",
    },
    Package {
        name: "libstd-rust-web-1.85",
        version: "1.85.0+dfsg3-1~deb12u3",
        pool: "pool/main/r/rustc-web/libstd-rust-web-1.85_1.85.0+dfsg3-1~deb12u3_amd64.deb",
        sha256: "c8b03bff73b2990b2a3e56b0cfb100eb4c70a9331f4232dc9783c9e50b1038be",
    },
    Package {
        name: "libstd-rust-web-dev",
        version: "1.85.0+dfsg3-1~deb12u3",
        pool: "pool/main/r/rustc-web/libstd-rust-web-dev_1.85.0+dfsg3-1~deb12u3_amd64.deb",
        sha256: "5360a1aa03979ccc4cc91dd3d9bad1d5ff30f36d615ed01e2c5209c5e8ece21b",
    },
];

/// The shared libraries a stand-in may find missing on a clean machine, by the file name the
/// loader asks for, with the package that has it (bookworm's version as a fallback pin).
const LIBRARIES: [(&str, Package); 9] = [
    (
        "libLLVM-14.so.1",
        Package {
            name: "libllvm14",
            version: "1:14.0.6-12",
            pool: "pool/main/l/llvm-toolchain-14/libllvm14_14.0.6-12_amd64.deb",
            sha256: "cd986403cfe53f47c41b80667f6b344c40fe35de4c5081dad9358b4c77cf64a8",
        },
    ),
    (
        "libLLVM.so.19.1",
        Package {
            name: "libllvm19",
            version: "1:19.1.7-3~deb12u1",
            pool: "pool/main/l/llvm-toolchain-19/libllvm19_19.1.7-3~deb12u1_amd64.deb",
            sha256: "6edf3a8b28495cdba883d9760e0dca1a81983fc497a5f989dc64d0d96d23b4aa",
        },
    ),
    (
        "libz3.so.4",
        Package {
            name: "libz3-4",
            version: "4.8.12-3.1",
            pool: "pool/main/z/z3/libz3-4_4.8.12-3.1_amd64.deb",
            sha256: "6221ca25ad5abcfbe1965801029d85a88b4775320384b4b716de8fab7a4d2f7a",
        },
    ),
    (
        "libedit.so.2",
        Package {
            name: "libedit2",
            version: "3.1-20221030-2",
            pool: "pool/main/libe/libedit/libedit2_3.1-20221030-2_amd64.deb",
            sha256: "1cf14abf2716d3279db12d0657a5737cf70074a1e71d3bdf73206625e3c89ce6",
        },
    ),
    (
        "libxml2.so.2",
        Package {
            name: "libxml2",
            version: "2.9.14+dfsg-1.3~deb12u6",
            pool: "pool/main/libx/libxml2/libxml2_2.9.14+dfsg-1.3~deb12u6_amd64.deb",
            sha256: "4460e39dda10a815881374217cde08474747cfa018358cd8612c14b390eff53b",
        },
    ),
    (
        "libffi.so.8",
        Package {
            name: "libffi8",
            version: "3.4.4-1",
            pool: "pool/main/libf/libffi/libffi8_3.4.4-1_amd64.deb",
            sha256: "6d9f6c25c30efccce6d4bceaa48ea86c329a3432abb360a141f76ac223a4c34a",
        },
    ),
    (
        "libicuuc.so.72",
        Package {
            name: "libicu72",
            version: "72.1-3+deb12u1",
            pool: "pool/main/i/icu/libicu72_72.1-3+deb12u1_amd64.deb",
            sha256: "f7f6f99c6d7b025914df2447fc93e11d22c44c0c8bdd8b6f36691c9e7ddcef88",
        },
    ),
    (
        "libbsd.so.0",
        Package {
            name: "libbsd0",
            version: "0.11.7-2",
            pool: "pool/main/libb/libbsd/libbsd0_0.11.7-2_amd64.deb",
            sha256: "bb31cc8b40f962a85b2cec970f7f79cc704a1ae4bad24257a822055404b2c60b",
        },
    ),
    (
        "libmd.so.0",
        Package {
            name: "libmd0",
            version: "1.0.4-2",
            pool: "pool/main/libm/libmd/libmd0_1.0.4-2_amd64.deb",
            sha256: "03539fd30c509e27101d13a56e52eda9062bdf1aefe337c07ab56def25a13eab",
        },
    ),
];

impl Compiler {
    /// The stand-in for a judge whose oldest published version is `judge` (`None`: unknown):
    /// `rustc-web` 1.85 when every figure is 1.85 or newer, else `rustc` 1.63 (so a disputed
    /// version takes the older stand-in when the figures lie on both sides of 1.85).
    ///
    /// # Example
    /// ```
    /// use kata::commands::bundle::compilers::Compiler;
    /// assert_eq!(Compiler::stand_in(Some((1, 75))), Compiler::Debian163);
    /// assert_eq!(Compiler::stand_in(Some((1, 89))), Compiler::Debian185);
    /// assert_eq!(Compiler::stand_in(None), Compiler::Debian163);
    /// ```
    pub fn stand_in(judge: Option<RustVersion>) -> Compiler {
        match judge {
            Some(version) if version >= (1, 85) => Compiler::Debian185,
            _ => Compiler::Debian163,
        }
    }

    /// Its version, `None` for the current one (whatever it is: the newest).
    pub fn version(self) -> Option<RustVersion> {
        match self {
            Compiler::Debian163 => Some((1, 63)),
            Compiler::Debian185 => Some((1, 85)),
            Compiler::Current => None,
        }
    }

    /// How reports name it: `rustc 1.63 (Debian)`.
    pub fn label(self) -> &'static str {
        match self {
            Compiler::Debian163 => "rustc 1.63 (Debian)",
            Compiler::Debian185 => "rustc-web 1.85 (Debian)",
            Compiler::Current => "the current rustc",
        }
    }

    /// Its packages (none for the current one).
    pub fn packages(self) -> &'static [Package] {
        match self {
            Compiler::Debian163 => &RUSTC_163,
            Compiler::Debian185 => &RUSTC_185,
            Compiler::Current => &[],
        }
    }

    /// The folder a stand-in is unpacked into, under `target`.
    fn folder(self, target: &Path) -> PathBuf {
        let name = match self.version() {
            Some((major, minor)) => format!("rustc-{major}.{minor}"),
            None => "current".to_string(),
        };
        target.join("judge-compilers").join(name)
    }
}

/// A compiler ready to run: its executable and its environment.
#[derive(Debug, Clone)]
pub struct Ready {
    /// Which one.
    pub compiler: Compiler,
    /// `rustc`, or the unpacked stand-in's `usr/bin/rustc`.
    pub rustc: PathBuf,
    /// `LD_LIBRARY_PATH` for a stand-in.
    pub library_path: Option<OsString>,
}

impl Ready {
    /// A `rustc` command of this compiler.
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.rustc);
        if let Some(path) = &self.library_path {
            command.env("LD_LIBRARY_PATH", path);
        }
        command
    }
}

/// The compiler ready to run, fetched and unpacked under `target` first if it is a stand-in
/// not there yet. Prints one line to stderr when it fetches (about 70 MB a stand-in).
///
/// # Errors
///
/// Not a Debian-like x86-64 machine (no `dpkg-deb`), a package that cannot be fetched (one
/// line naming it and both ways tried), a compiler that does not run once unpacked.
pub fn ready(compiler: Compiler, target: &Path) -> Result<Ready> {
    if compiler == Compiler::Current {
        return Ok(Ready { compiler, rustc: PathBuf::from("rustc"), library_path: None });
    }
    let folder = compiler.folder(target);
    let ready = |dir: &Path| Ready {
        compiler,
        rustc: dir.join("usr/bin/rustc"),
        library_path: Some(library_path(dir)),
    };
    if folder.join(".complete").is_file() {
        return Ok(ready(&folder));
    }
    if std::env::consts::ARCH != "x86_64" {
        bail!("{}: only Debian's amd64 packages are fetched here", compiler.label());
    }
    eprintln!("fetching {} into {} (once)", compiler.label(), folder.display());
    let parent = folder.parent().unwrap_or(target);
    std::fs::create_dir_all(parent)
        .with_context(|| format!("{}: cannot create", parent.display()))?;
    // Unpacked beside the final folder and renamed into place: a run stopped half-way, or two
    // runs at once, never leave a folder that looks complete and is not.
    let partial = tempfile::Builder::new()
        .prefix(".partial-")
        .tempdir_in(parent)
        .context("cannot create a temporary folder")?;
    let unpacked = partial.path().join("root");
    std::fs::create_dir_all(&unpacked)?;
    for package in compiler.packages() {
        fetch_and_unpack(package, false, partial.path(), &unpacked)?;
    }
    // The libraries the compiler cannot find on this machine, a few rounds (LLVM, then what
    // LLVM needs).
    let candidate = ready(&unpacked);
    for _ in 0..4 {
        let missing = missing_libraries(&candidate, &unpacked)?;
        if missing.is_empty() {
            break;
        }
        for name in missing {
            let Some((_, package)) = LIBRARIES.iter().find(|(file, _)| *file == name) else {
                bail!("{}: needs {name}, which no known package provides", compiler.label());
            };
            fetch_and_unpack(package, true, partial.path(), &unpacked)?;
        }
    }
    let output = candidate.command().arg("--version").output().context("cannot run rustc")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("{} does not run once unpacked: {}", compiler.label(), stderr.trim());
    }
    // Documentation and tools the check does not use.
    for unused in ["usr/share/doc", "usr/share/man", "usr/share/lintian", "usr/bin/rustdoc"] {
        let path = unpacked.join(unused);
        let _ = std::fs::remove_dir_all(&path).or_else(|_| std::fs::remove_file(&path));
    }
    std::fs::write(unpacked.join(".complete"), String::from_utf8_lossy(&output.stdout).as_ref())?;
    match std::fs::rename(&unpacked, &folder) {
        Ok(()) => {}
        // Another run finished first: use its folder.
        Err(_) if folder.join(".complete").is_file() => {}
        Err(error) => {
            return Err(error)
                .with_context(|| format!("{}: cannot move into place", folder.display()));
        }
    }
    Ok(ready(&folder))
}

/// The unpacked libraries' folders, for `LD_LIBRARY_PATH`.
fn library_path(dir: &Path) -> OsString {
    let folders = ["usr/lib/x86_64-linux-gnu", "lib/x86_64-linux-gnu", "usr/lib"];
    std::env::join_paths(folders.iter().map(|folder| dir.join(folder)))
        .unwrap_or_else(|_| dir.join(folders[0]).into_os_string())
}

/// The shared libraries the unpacked compiler and its own libraries ask for and the loader
/// does not find (`ldd`'s `not found` lines).
fn missing_libraries(compiler: &Ready, unpacked: &Path) -> Result<Vec<String>> {
    let mut files = vec![compiler.rustc.clone()];
    let lib = unpacked.join("usr/lib/x86_64-linux-gnu");
    if let Ok(entries) = std::fs::read_dir(&lib) {
        files.extend(
            entries
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|path| path.to_string_lossy().contains(".so")),
        );
    }
    let mut missing = Vec::new();
    for file in files {
        let mut ldd = Command::new("ldd");
        ldd.arg(&file).stdin(Stdio::null());
        if let Some(path) = &compiler.library_path {
            ldd.env("LD_LIBRARY_PATH", path);
        }
        let output = ldd.output().context("cannot run ldd")?;
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            if let Some((name, _)) = line.trim().split_once(" => not found")
                && !missing.iter().any(|m| m == name)
            {
                missing.push(name.to_string());
            }
        }
    }
    Ok(missing)
}

/// Fetches `package` into `downloads` and unpacks it into `into`; the `.deb` is removed after.
/// A shared library (`any_version`) may come in the version apt's lists hold when the pinned
/// one is no longer in the mirror.
fn fetch_and_unpack(
    package: &Package,
    any_version: bool,
    downloads: &Path,
    into: &Path,
) -> Result<()> {
    let deb = downloads.join(format!("{}.deb", package.name));
    let mirror = std::env::var("KATA_DEBIAN_MIRROR")
        .unwrap_or_else(|_| "http://deb.debian.org/debian".to_string());
    let url = format!("{}/{}", mirror.trim_end_matches('/'), package.pool);
    let helper = Command::new("/usr/lib/apt/apt-helper")
        .args(["download-file", &url])
        .arg(&deb)
        .arg(format!("SHA256:{}", package.sha256))
        .stdin(Stdio::null())
        .output();
    let by_helper = match helper {
        Ok(output) if output.status.success() && deb.is_file() => Ok(()),
        Ok(output) => Err(last_line(&output.stderr)),
        Err(error) => Err(format!("cannot run apt-helper: {error}")),
    };
    if let Err(helper_error) = by_helper {
        // apt's own lists (which need `apt-get update` once) know the package by name.
        let mut wanted = vec![format!("{}={}", package.name, package.version)];
        if any_version {
            wanted.push(package.name.to_string());
        }
        let mut output = Err(std::io::Error::other("not run"));
        for wanted in &wanted {
            output = Command::new("apt-get")
                .args(["download", "-qq", wanted])
                .current_dir(downloads)
                .stdin(Stdio::null())
                .output();
            if output.as_ref().is_ok_and(|o| o.status.success()) {
                break;
            }
        }
        let fetched = std::fs::read_dir(downloads).ok().and_then(|entries| {
            entries.filter_map(|e| e.ok().map(|e| e.path())).find(|path| {
                path.file_name().is_some_and(|name| {
                    let name = name.to_string_lossy();
                    name.starts_with(&format!("{}_", package.name)) && name.ends_with(".deb")
                })
            })
        });
        match (output, fetched) {
            (Ok(output), Some(file)) if output.status.success() => std::fs::rename(file, &deb)?,
            (output, _) => {
                let apt_error = match output {
                    Ok(output) => last_line(&output.stderr),
                    Err(error) => format!("cannot run apt-get: {error}"),
                };
                bail!(
                    "cannot fetch {} {}: apt-helper on {url}: {helper_error}; apt-get download: \
                     {apt_error}",
                    package.name,
                    package.version
                );
            }
        }
    }
    let output = Command::new("dpkg-deb")
        .arg("-x")
        .arg(&deb)
        .arg(into)
        .stdin(Stdio::null())
        .output()
        .context("cannot run dpkg-deb (a Debian-like machine is needed to unpack stand-ins)")?;
    if !output.status.success() {
        bail!("dpkg-deb -x {}: {}", deb.display(), last_line(&output.stderr));
    }
    std::fs::remove_file(&deb).ok();
    Ok(())
}

/// The last non-empty line of a program's stderr, for one-line errors.
fn last_line(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    text.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("failed").trim().to_string()
}
