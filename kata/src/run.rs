//! Running one executable on one input under limits, as a judge does: stdin from a file,
//! stdout and stderr captured, CPU time and peak memory measured, killed when it runs too long,
//! grows too big or prints too much.
//!
//! The child gets a process group of its own, and the whole group is killed (SIGKILL), so a
//! shell script's children end with it. Only the thread that calls [`run`] ever kills or reaps,
//! and it kills only before reaping: a recycled pid is never hit. Linux (or FreeBSD) only: the
//! exit is awaited with `waitid(WNOWAIT)`, the peak memory polled in `/proc`.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::resource::{Resource, getrlimit, setrlimit};
use nix::sys::signal::{Signal, killpg};
use nix::sys::wait::{Id, WaitPidFlag, waitid};
use nix::unistd::Pid;
use wait4::Wait4;

use crate::procfs;

/// How often the peak memory of a running child is sampled (to kill it when over the limit).
const POLL: Duration = Duration::from_millis(10);

/// How much of the child's stderr is kept.
pub const STDERR_HEAD_BYTES: usize = 4096;

/// The limits of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// CPU time (user + system) allowed; the verdict's business, the run is not cut at it.
    pub cpu: Duration,
    /// Wall-clock time after which the child is killed (the watchdog).
    pub wall: Duration,
    /// Peak resident memory, in bytes, beyond which the child is killed.
    pub memory_bytes: u64,
    /// Output (stdout) beyond which the child is killed.
    pub output_bytes: usize,
}

impl Limits {
    /// The default output limit: 64 MiB.
    pub const OUTPUT_BYTES: usize = 64 << 20;

    /// Limits for a problem's time limit (ms) and memory limit (MiB), with the Kattis
    /// convention for the watchdog: killed at 1.5 × TL plus 200 ms of wall time.
    ///
    /// # Example
    /// ```
    /// use std::time::Duration;
    /// let limits = kata::run::Limits::new(1000, 256);
    /// assert_eq!(limits.cpu, Duration::from_secs(1));
    /// assert_eq!(limits.wall, Duration::from_millis(1700));
    /// assert_eq!(limits.memory_bytes, 256 << 20);
    /// ```
    pub fn new(time_limit_ms: u64, memory_limit_mb: u64) -> Limits {
        Limits {
            cpu: Duration::from_millis(time_limit_ms),
            wall: Duration::from_millis(time_limit_ms * 3 / 2 + 200),
            memory_bytes: memory_limit_mb << 20,
            output_bytes: Limits::OUTPUT_BYTES,
        }
    }
}

/// How the child ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// It was killed by this signal (its number).
    Signal(i32),
}

impl Exit {
    /// Whether it exited with code 0.
    pub fn success(self) -> bool {
        self == Exit::Code(0)
    }
}

impl std::fmt::Display for Exit {
    /// `exit 101`, or the signal's name: `SIGSEGV` (`signal 99` when unknown).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Exit::Code(code) => write!(f, "exit {code}"),
            Exit::Signal(number) => match Signal::try_from(number) {
                Ok(signal) => f.write_str(signal.as_str()),
                Err(_) => write!(f, "signal {number}"),
            },
        }
    }
}

/// Why the judge killed the child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Killed {
    /// It ran past the wall-clock limit.
    WallTime,
    /// Its resident memory grew past the memory limit.
    Memory,
    /// It printed more than the output limit.
    Output,
}

/// What one run did.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// How it ended.
    pub exit: Exit,
    /// Set when the judge killed it, with the first reason.
    pub killed: Option<Killed>,
    /// User + system CPU time of the child (and of the descendants it waited for).
    pub cpu: Duration,
    /// Wall-clock time from spawn to exit.
    pub wall: Duration,
    /// Peak resident set size, in bytes.
    pub peak_memory_bytes: u64,
    /// Its standard output, at most the output limit.
    pub stdout: Vec<u8>,
    /// Whether the output went past the limit (and was cut).
    pub stdout_truncated: bool,
    /// The first [`STDERR_HEAD_BYTES`] bytes of its standard error.
    pub stderr_head: Vec<u8>,
}

enum Event {
    Exited,
    OutputLimit,
}

/// Runs `program args…` with stdin from `input` under `limits`, and waits for it.
///
/// Before spawning, the soft stack limit of this process (inherited by the child) is raised to
/// the memory limit, as judges do. The child is killed (its whole process group) when the wall
/// time passes `limits.wall`, when its resident memory (sampled every 10 ms) passes
/// `limits.memory_bytes`, or when its output passes `limits.output_bytes`; `killed` says which
/// came first. Memory use of the judge: the output kept plus 4 KiB of stderr.
///
/// The peak memory is `wait4`'s, which counts the memory the child had before its exec, shared
/// with this process: so this process's own peak is reset to its current memory first (Linux
/// 4.0+), and a run's peak has a floor of a few MiB, the judge's own memory.
///
/// Errors: the program cannot be spawned, or the input cannot be opened.
///
/// # Example
/// ```no_run
/// use std::path::Path;
/// use kata::run::{Limits, run};
/// let result = run(Path::new("target/release/coins-134"), &[], Path::new("case.in"),
///     &Limits::new(1000, 256))?;
/// println!("{:?} in {:?}", result.exit, result.cpu);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn run(
    program: &Path,
    args: &[&OsStr],
    input: &Path,
    limits: &Limits,
) -> io::Result<RunResult> {
    let stdin = File::open(input)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", input.display())))?;
    raise_stack_limit(limits.memory_bytes);
    // The child's peak counts this process's memory before its exec: let that be the current
    // memory, not the peak of all the runs before.
    procfs::reset_own_peak_rss();
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", program.display())))?;
    let pid = Pid::from_raw(i32::try_from(child.id()).map_err(io::Error::other)?);
    let (events, inbox) = mpsc::channel();

    let mut stdout = child.stdout.take().expect("stdout is piped");
    let output_limit = limits.output_bytes;
    let output_events = events.clone();
    let stdout_reader = thread::spawn(move || {
        let (bytes, truncated) = read_at_most(&mut stdout, output_limit);
        if truncated {
            // Sent before the pipe closes (and the child dies of SIGPIPE). A failed send only
            // means the run already ended.
            let _ = output_events.send(Event::OutputLimit);
        }
        drop(stdout);
        (bytes, truncated)
    });
    let stderr = child.stderr.take().expect("stderr is piped");
    let stderr_reader = thread::spawn(move || read_head(stderr, STDERR_HEAD_BYTES));
    thread::spawn(move || {
        // Waits for the exit without reaping: the pid stays ours until `wait4` below.
        while waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT) == Err(Errno::EINTR)
        {
        }
        let _ = events.send(Event::Exited);
    });

    let mut killed = None;
    let mut peak_polled = 0;
    let kill = |reason: Killed, killed: &mut Option<Killed>| {
        killed.get_or_insert(reason);
        // ESRCH (already gone) is fine: the group leader is not reaped yet, the id is ours.
        let _ = killpg(pid, Signal::SIGKILL);
    };
    loop {
        let left = limits.wall.saturating_sub(start.elapsed());
        match inbox.recv_timeout(left.min(POLL)) {
            Ok(Event::Exited) | Err(RecvTimeoutError::Disconnected) => break,
            Ok(Event::OutputLimit) => kill(Killed::Output, &mut killed),
            Err(RecvTimeoutError::Timeout) => {
                if start.elapsed() >= limits.wall {
                    kill(Killed::WallTime, &mut killed);
                } else if let Some(peak) = procfs::peak_rss_bytes(child.id()) {
                    peak_polled = peak_polled.max(peak);
                    if peak > limits.memory_bytes {
                        kill(Killed::Memory, &mut killed);
                    }
                }
            }
        }
    }
    let wall = start.elapsed();
    // Ends what the child left behind in its group (they would hold the pipes open).
    let _ = killpg(pid, Signal::SIGKILL);
    let usage = child.wait4()?;
    let (stdout, stdout_truncated) = stdout_reader.join().expect("the stdout reader never panics");
    if stdout_truncated {
        // Also when the child ended by itself just after printing too much.
        killed.get_or_insert(Killed::Output);
    }
    let stderr_head = stderr_reader.join().expect("the stderr reader never panics");
    let status = usage.status;
    let exit = match status.code() {
        Some(code) => Exit::Code(code),
        None => Exit::Signal(status.signal().unwrap_or(0)),
    };
    Ok(RunResult {
        exit,
        killed,
        cpu: usage.rusage.utime + usage.rusage.stime,
        wall,
        peak_memory_bytes: usage.rusage.maxrss.max(peak_polled),
        stdout,
        stdout_truncated,
        stderr_head,
    })
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

/// Raises the soft stack limit to `bytes` (capped by the hard limit), never lowering it.
fn raise_stack_limit(bytes: u64) {
    if let Ok((soft, hard)) = getrlimit(Resource::RLIMIT_STACK)
        && soft < bytes
    {
        let _ = setrlimit(Resource::RLIMIT_STACK, bytes.min(hard), hard);
    }
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

    #[test]
    fn exits_display_like_judges() {
        assert_eq!(Exit::Code(101).to_string(), "exit 101");
        assert_eq!(Exit::Signal(11).to_string(), "SIGSEGV");
        assert_eq!(Exit::Signal(9).to_string(), "SIGKILL");
        assert!(Exit::Code(0).success() && !Exit::Signal(6).success());
    }
}
