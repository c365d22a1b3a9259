//! Running one executable on one input under limits, as a judge does: stdin from a file,
//! stdout and stderr captured, CPU time and peak memory of the whole process tree measured,
//! everything killed when it runs too long, grows too big or prints too much.
//!
//! Every run goes through the [launcher](launcher) (`kata __launch`), which owns the process
//! tree: a child subreaper that sets the rlimits, watches the tree's wall time and memory, and
//! kills and reaps every descendant when the solution ends — so nothing a solution starts
//! outlives its case or escapes the measurements. The run happens in a clean room: an empty
//! temporary folder holding a copy of the executable, an environment of `PATH` and `LANG=C`
//! only, and the case on stdin. When the judge is root the solution runs as `nobody` (unless
//! `KATA_ISOLATION=basic`). Linux only (`/proc`, `prctl`).

pub mod launcher;
pub mod limits;

use std::collections::HashSet;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, Read};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::prctl;
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{Id, WaitPidFlag, waitid, waitpid};
use nix::unistd::{Pid, Uid, User, chown};

use crate::judging::procfs;
pub use crate::judging::run::launcher::{Plan, Report};
pub use crate::judging::run::limits::{Exit, Killed, Limits};

/// How much of the child's stderr is kept.
pub const STDERR_HEAD_BYTES: usize = 4096;

/// The `PATH` of the clean room.
const CLEAN_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// How long past its own watchdog the launcher gets before the judge kills it.
const LAUNCHER_GRACE: Duration = Duration::from_secs(2);

/// How isolated a run is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Isolation {
    /// The clean room and the launcher's process tree, as the judge's own user.
    Basic,
    /// Also as the `nobody` user (only when the judge is root): the solution cannot signal
    /// the launcher, write the judge's files or read files that only their owner may read.
    Nobody,
}

impl Isolation {
    /// The isolation a solution gets here: [`Isolation::Nobody`] when this process is root,
    /// a `nobody` user exists and `KATA_ISOLATION` is not `basic`; else [`Isolation::Basic`].
    ///
    /// # Example
    /// ```
    /// use kata::judging::run::Isolation;
    /// let isolation = Isolation::for_solutions();
    /// assert!(isolation == Isolation::Basic || nix::unistd::Uid::effective().is_root());
    /// ```
    pub fn for_solutions() -> Isolation {
        let basic = std::env::var_os("KATA_ISOLATION").is_some_and(|v| v == "basic");
        if !basic && Uid::effective().is_root() && nobody().is_some() {
            Isolation::Nobody
        } else {
            Isolation::Basic
        }
    }
}

/// The uid and gid of `nobody`, when there is one.
fn nobody() -> Option<(u32, u32)> {
    let user = User::from_name("nobody").ok()??;
    Some((user.uid.as_raw(), user.gid.as_raw()))
}

/// What one run did.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// How it ended.
    pub exit: Exit,
    /// Set when the judge killed it, with the first reason.
    pub killed: Option<Killed>,
    /// User + system CPU time of the child and every descendant.
    pub cpu: Duration,
    /// Wall-clock time from spawn to the end of the whole tree.
    pub wall: Duration,
    /// Peak resident memory of the tree, in bytes (see [`Report::peak_memory_bytes`]).
    pub peak_memory_bytes: u64,
    /// Its standard output, at most the output limit.
    pub stdout: Vec<u8>,
    /// Whether the output went past the limit (and was cut).
    pub stdout_truncated: bool,
    /// The first [`STDERR_HEAD_BYTES`] bytes of its standard error.
    pub stderr_head: Vec<u8>,
}

/// The launchers running now, in this process (so that cleaning up after one never touches
/// another's tree).
static LIVE_LAUNCHERS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Runs `program args…` with stdin from `input` under `limits`, in a clean room, through the
/// launcher, and waits until the whole process tree has ended.
///
/// The tree is killed when the wall time passes `limits.wall`, when its resident memory
/// (sampled every 10 ms) passes `limits.memory_bytes`, or when the output passes
/// `limits.output_bytes` (the pipe is closed); `killed` says which came first. `program` is
/// copied into the room when it is a path (a bare name is looked up in `PATH`); arguments
/// that are paths should be absolute. Memory use of the judge: the output kept plus 4 KiB.
///
/// Errors: the launcher cannot be found or started (see [`launcher_path`]), the program cannot
/// be copied or started, the input cannot be opened.
///
/// # Example
/// ```no_run
/// use std::path::Path;
/// use kata::judging::run::{Isolation, Limits, run};
/// let result = run(Path::new("target/release/coins-134"), &[], Path::new("case.in"),
///     &Limits::new(1000, 256), Isolation::for_solutions())?;
/// println!("{:?} in {:?}", result.exit, result.cpu);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn run(
    program: &Path,
    args: &[&OsStr],
    input: &Path,
    limits: &Limits,
    isolation: Isolation,
) -> io::Result<RunResult> {
    let stdin = File::open(input).map_err(|e| with_path(input, e))?;
    let launcher = launcher_path()?;
    let run_as = match isolation {
        Isolation::Basic => None,
        Isolation::Nobody => nobody(),
    };
    let room = tempfile::Builder::new().prefix("kata-room-").tempdir()?;
    let private = tempfile::Builder::new().prefix("kata-report-").tempdir()?;
    let target = copy_into(room.path(), program, run_as)?;
    let mut command = vec![target];
    command.extend(args.iter().map(|arg| arg.to_os_string()));
    let plan = Plan {
        report: private.path().join("report"),
        wall: limits.wall,
        memory_bytes: limits.memory_bytes,
        run_as,
        command,
    };
    // Orphans of a launcher that dies (a solution may kill it when both run as one user)
    // come to this process, which ends them.
    let _ = prctl::set_child_subreaper(true);
    let start = Instant::now();
    let mut child = Command::new(&launcher)
        .args(plan.to_args())
        .env_clear()
        .env("PATH", CLEAN_PATH)
        .env("LANG", "C")
        .current_dir(room.path())
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| with_path(&launcher, e))?;
    let pid = child.id();
    LIVE_LAUNCHERS.lock().unwrap_or_else(PoisonError::into_inner).push(pid);
    let (events, inbox) = mpsc::channel();
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let output_limit = limits.output_bytes;
    let stdout_reader = thread::spawn(move || {
        // Past the limit the pipe is closed: writers get SIGPIPE or EPIPE.
        let (bytes, truncated) = read_at_most(&mut stdout, output_limit);
        drop(stdout);
        (bytes, truncated)
    });
    let stderr = child.stderr.take().expect("stderr is piped");
    let stderr_reader = thread::spawn(move || read_head(stderr, STDERR_HEAD_BYTES));
    let raw = Pid::from_raw(i32::try_from(pid).map_err(io::Error::other)?);
    let launcher_start = procfs::start_time(pid);
    thread::spawn(move || {
        // Waits for the exit without reaping: the pid stays ours until `wait` below.
        while waitid(Id::Pid(raw), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT) == Err(Errno::EINTR)
        {
        }
        let _ = events.send(());
    });
    let deadline = limits.wall + LAUNCHER_GRACE;
    let backstop = match inbox.recv_timeout(deadline) {
        Ok(()) | Err(RecvTimeoutError::Disconnected) => false,
        Err(RecvTimeoutError::Timeout) => {
            let _ = kill(raw, Signal::SIGKILL);
            true
        }
    };
    let status = child.wait()?;
    LIVE_LAUNCHERS.lock().unwrap_or_else(PoisonError::into_inner).retain(|&p| p != pid);
    let report = std::fs::read_to_string(&plan.report).unwrap_or_default();
    if report.is_empty() || backstop {
        // The launcher died before it could clean up: end what it left.
        end_orphans(launcher_start);
    }
    let wall = start.elapsed();
    let (stdout, stdout_truncated) = stdout_reader.join().expect("the stdout reader never panics");
    let stderr_head = stderr_reader.join().expect("the stderr reader never panics");
    let mut result = match Report::parse(&report) {
        Ok(report) => RunResult {
            exit: report.exit,
            killed: report.killed,
            cpu: report.cpu,
            wall,
            peak_memory_bytes: report.peak_memory_bytes,
            stdout,
            stdout_truncated,
            stderr_head,
        },
        Err(error) if !report.is_empty() => return Err(io::Error::other(error)),
        Err(_) => {
            let exit = match status.code() {
                Some(code) => Exit::Code(code),
                None => Exit::Signal(status.signal().unwrap_or(0)),
            };
            let mut stderr_head = stderr_head;
            stderr_head
                .extend_from_slice(format!("\nthe launcher ended early ({exit})").as_bytes());
            RunResult {
                exit,
                killed: backstop.then_some(Killed::WallTime),
                cpu: Duration::ZERO,
                wall,
                peak_memory_bytes: 0,
                stdout,
                stdout_truncated,
                stderr_head,
            }
        }
    };
    if result.stdout_truncated {
        // The cause of whatever followed (a solution that ignores the closed pipe runs on
        // until the watchdog), also when it ended by itself just after printing too much.
        result.killed = Some(Killed::Output);
    }
    Ok(result)
}

/// The launcher: `KATA_LAUNCHER` when set, else this executable when it is `kata`, else a
/// `kata` beside this executable or one folder up (where cargo puts the binaries that test
/// executables in `deps/` run with).
///
/// Errors: none of these exists; build it with `cargo build -p kata`.
pub fn launcher_path() -> io::Result<PathBuf> {
    if let Some(path) = std::env::var_os("KATA_LAUNCHER") {
        return Ok(PathBuf::from(path));
    }
    let me = std::env::current_exe()?;
    if me.file_name() == Some(OsStr::new("kata")) {
        return Ok(me);
    }
    me.ancestors()
        .skip(1)
        .take(2)
        .map(|dir| dir.join("kata"))
        .find(|path| path.is_file())
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                "cannot find the judge's launcher `kata` (build it: cargo build -p kata)",
            )
        })
}

/// Copies `program` into `room` (ready for `run_as` to run), or returns it as it is when it is
/// a bare name for `PATH`.
fn copy_into(room: &Path, program: &Path, run_as: Option<(u32, u32)>) -> io::Result<OsString> {
    let Some(name) = program.file_name().filter(|_| program.components().count() > 1) else {
        return Ok(program.as_os_str().to_os_string());
    };
    let target = room.join(name);
    // A hard link where it can be (no file descriptor open for writing, which a concurrent
    // fork could hold at exec time: ETXTBSY), else a copy (another file system).
    if std::fs::hard_link(program, &target).is_err() {
        std::fs::copy(program, &target).map_err(|e| with_path(program, e))?;
    }
    if run_as.is_some() {
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o755))?;
    }
    std::fs::set_permissions(room, std::fs::Permissions::from_mode(0o755))?;
    if let Some((uid, gid)) = run_as {
        let owner = (Some(nix::unistd::Uid::from_raw(uid)), Some(nix::unistd::Gid::from_raw(gid)));
        chown(room, owner.0, owner.1).map_err(io::Error::from)?;
    }
    Ok(PathBuf::from(".").join(name).into_os_string())
}

/// `error` with the path it is about in front.
fn with_path(path: &Path, error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

/// Ends the processes that a dead launcher left: this process's children (orphans come here,
/// a subreaper) started after the launcher, other than live launchers, and all below them.
fn end_orphans(launcher_start: Option<u64>) {
    let me = std::process::id();
    for _ in 0..1000 {
        let live: HashSet<u32> =
            LIVE_LAUNCHERS.lock().unwrap_or_else(PoisonError::into_inner).iter().copied().collect();
        let orphans: Vec<u32> = procfs::children(me)
            .into_iter()
            .filter(|pid| !live.contains(pid))
            .filter(|&pid| procfs::start_time(pid) >= launcher_start)
            .collect();
        if orphans.is_empty() {
            return;
        }
        for &orphan in &orphans {
            let mut tree = procfs::descendants(orphan);
            tree.push(orphan);
            for pid in tree.into_iter().filter_map(|pid| i32::try_from(pid).ok()) {
                let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            }
        }
        for orphan in orphans.into_iter().filter_map(|pid| i32::try_from(pid).ok()) {
            let _ = waitpid(Pid::from_raw(orphan), None);
        }
    }
}

/// Reads up to `limit` bytes; `true` when there was more (the reader then stops reading).
fn read_at_most(source: impl Read, limit: usize) -> (Vec<u8>, bool) {
    let mut bytes = Vec::new();
    let cap = u64::try_from(limit).unwrap_or(u64::MAX).saturating_add(1);
    // A read error (the child killed mid-write) ends the output like an end of file.
    let _ = source.take(cap).read_to_end(&mut bytes);
    let truncated = bytes.len() > limit;
    bytes.truncate(limit);
    (bytes, truncated)
}

/// Reads everything (so the writer never blocks) and keeps the first `keep` bytes.
fn read_head(mut source: impl Read, keep: usize) -> Vec<u8> {
    let mut head = Vec::new();
    let mut chunk = [0u8; 8192];
    while let Ok(n @ 1..) = source.read(&mut chunk) {
        let room = keep.saturating_sub(head.len());
        head.extend_from_slice(&chunk[..n.min(room)]);
    }
    head
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_at_most_cuts_and_flags() {
        assert_eq!(read_at_most(&b"hello"[..], 5), (b"hello".to_vec(), false));
        assert_eq!(read_at_most(&b"hello!"[..], 5), (b"hello".to_vec(), true));
        assert_eq!(read_at_most(&b""[..], 0), (Vec::new(), false));
    }

    #[test]
    fn read_head_keeps_the_start() {
        let long = vec![b'x'; 20_000];
        assert_eq!(read_head(&long[..], 4096).len(), 4096);
        assert_eq!(read_head(&b"ab"[..], 4096), b"ab");
    }
}
