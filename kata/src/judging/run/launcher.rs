//! The launcher: the small process between the judge and a solution (`kata __launch …`).
//!
//! It makes itself a child subreaper, so every descendant of the solution that loses its parent
//! becomes its child and stays in view; it sets the rlimits that the solution inherits; it
//! starts the solution (as `nobody` when asked); it watches the whole tree's wall time and
//! resident memory; and once the solution has ended it kills and reaps every descendant that is
//! left. Its report — how the solution ended, the CPU time and peak memory of the whole tree —
//! goes to a file the judge named. Safe Rust only: everything a `pre_exec` hook would do is done
//! here, before the solution is started.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::Write;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, ExitCode, ExitStatus};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::prctl;
use nix::sys::resource::{Resource, UsageWho, getrlimit, getrusage, setrlimit};
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;

use crate::judging::procfs;
use crate::judging::run::limits::{Exit, Killed};

/// The hidden subcommand of `kata` that runs the launcher.
pub const SUBCOMMAND: &str = "__launch";

/// How often the tree's wall time and memory are checked.
const POLL: Duration = Duration::from_millis(10);

/// The largest file a solution may write: 64 MiB.
const FILE_BYTES: u64 = 64 << 20;

/// The most processes the `nobody` user may have while a solution runs as it.
const NOBODY_PROCESSES: u64 = 512;

/// What the launcher is asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Where the report goes.
    pub report: PathBuf,
    /// Wall time after which the whole tree is killed.
    pub wall: Duration,
    /// Resident memory of the whole tree past which it is killed, in bytes.
    pub memory_bytes: u64,
    /// The user and group the solution runs as (`None`: the launcher's own).
    pub run_as: Option<(u32, u32)>,
    /// The program to run and its arguments.
    pub command: Vec<OsString>,
}

impl Plan {
    /// The launcher's command line after `kata`: `__launch <report> <wall ms> <memory bytes>
    /// <uid:gid or -> <program> <args…>`.
    ///
    /// # Example
    /// ```
    /// use std::time::Duration;
    /// use kata::judging::run::launcher::Plan;
    /// let plan = Plan { report: "/tmp/r".into(), wall: Duration::from_millis(1700),
    ///     memory_bytes: 1 << 28, run_as: None, command: vec!["./a".into()] };
    /// assert_eq!(Plan::from_args(&plan.to_args()[1..]), Ok(plan));
    /// ```
    pub fn to_args(&self) -> Vec<OsString> {
        let run_as = self.run_as.map_or("-".to_string(), |(uid, gid)| format!("{uid}:{gid}"));
        let mut args: Vec<OsString> = vec![
            SUBCOMMAND.into(),
            self.report.clone().into(),
            self.wall.as_millis().to_string().into(),
            self.memory_bytes.to_string().into(),
            run_as.into(),
        ];
        args.extend(self.command.iter().cloned());
        args
    }

    /// Reads the arguments after `__launch` (see [`Plan::to_args`]).
    ///
    /// Errors: a missing or malformed field, with its name.
    pub fn from_args(args: &[OsString]) -> Result<Plan, String> {
        let field = |index: usize, name: &str| -> Result<String, String> {
            let arg = args.get(index).ok_or(format!("missing {name}"))?;
            arg.to_str().map(str::to_string).ok_or(format!("{name} is not UTF-8"))
        };
        let number = |index: usize, name: &str| -> Result<u64, String> {
            field(index, name)?.parse().map_err(|_| format!("{name} is not a number"))
        };
        let run_as = match field(3, "user")?.as_str() {
            "-" => None,
            pair => {
                let (uid, gid) = pair.split_once(':').ok_or("user is not uid:gid")?;
                let id = |s: &str| s.parse::<u32>().map_err(|_| "user is not uid:gid".to_string());
                Some((id(uid)?, id(gid)?))
            }
        };
        let command = args.get(4..).unwrap_or_default().to_vec();
        if command.is_empty() {
            return Err("missing program".to_string());
        }
        Ok(Plan {
            report: PathBuf::from(args.first().ok_or("missing report")?),
            wall: Duration::from_millis(number(1, "wall time")?),
            memory_bytes: number(2, "memory")?,
            run_as,
            command,
        })
    }
}

/// What the launcher found: how the solution ended and what its whole tree used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// How the solution (the launcher's first child) ended.
    pub exit: Exit,
    /// Set when the launcher killed the tree, with the first reason.
    pub killed: Option<Killed>,
    /// User + system CPU time of the solution and every descendant.
    pub cpu: Duration,
    /// The larger of the tree's summed resident memory (sampled) and any one process's peak.
    pub peak_memory_bytes: u64,
}

impl Report {
    /// The report as the launcher writes it: `exit code 0`, `killed none`, `cpu_us 1234`,
    /// `peak_bytes 5678`, one a line.
    ///
    /// # Example
    /// ```
    /// use std::time::Duration;
    /// use kata::judging::run::{Exit, Killed, launcher::Report};
    /// let report = Report { exit: Exit::Signal(9), killed: Some(Killed::Memory),
    ///     cpu: Duration::from_micros(1500), peak_memory_bytes: 1 << 20 };
    /// assert_eq!(Report::parse(&report.to_text()), Ok(report));
    /// assert!(Report::parse("error ./a: not found\n").unwrap_err().contains("not found"));
    /// ```
    pub fn to_text(&self) -> String {
        let exit = match self.exit {
            Exit::Code(code) => format!("code {code}"),
            Exit::Signal(signal) => format!("signal {signal}"),
        };
        let killed = match self.killed {
            None => "none",
            Some(Killed::WallTime) => "wall",
            Some(Killed::Memory) => "memory",
            Some(Killed::Output) => "output",
        };
        format!(
            "exit {exit}\nkilled {killed}\ncpu_us {}\npeak_bytes {}\n",
            self.cpu.as_micros(),
            self.peak_memory_bytes
        )
    }

    /// Reads a report written by [`Report::to_text`].
    ///
    /// Errors: the launcher's own error line (`error …`, e.g. the program could not start),
    /// or a malformed report.
    pub fn parse(text: &str) -> Result<Report, String> {
        if let Some(error) = text.strip_prefix("error ") {
            return Err(error.trim_end().to_string());
        }
        let value = |key: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(key)?.strip_prefix(' '))
                .ok_or(format!("launcher report without {key}: {text:?}"))
        };
        let number = |key: &str| {
            value(key)?.parse::<u64>().map_err(|_| format!("launcher report: bad {key}"))
        };
        let exit = match value("exit")?.split_once(' ') {
            Some(("code", code)) => Exit::Code(code.parse().map_err(|_| "bad exit code")?),
            Some(("signal", signal)) => Exit::Signal(signal.parse().map_err(|_| "bad signal")?),
            _ => return Err(format!("launcher report: bad exit in {text:?}")),
        };
        let killed = match value("killed")? {
            "none" => None,
            "wall" => Some(Killed::WallTime),
            "memory" => Some(Killed::Memory),
            "output" => Some(Killed::Output),
            other => return Err(format!("launcher report: bad kill reason {other:?}")),
        };
        Ok(Report {
            exit,
            killed,
            cpu: Duration::from_micros(number("cpu_us")?),
            peak_memory_bytes: number("peak_bytes")?,
        })
    }
}

/// The launcher's `main`: `args` are those after `__launch`. Writes the report (or `error …`)
/// to the plan's file; exit status 0 once a report is written, 2 when it cannot be.
pub fn launcher_main(args: &[OsString]) -> ExitCode {
    let plan = match Plan::from_args(args) {
        Ok(plan) => plan,
        Err(error) => {
            eprintln!("error: kata {SUBCOMMAND}: {error}");
            return ExitCode::from(2);
        }
    };
    // Opened before anything runs: a solution never sees the file (close-on-exec).
    let Ok(mut file) = File::create(&plan.report) else {
        eprintln!("error: kata {SUBCOMMAND}: cannot write {}", plan.report.display());
        return ExitCode::from(2);
    };
    let text = match supervise(&plan) {
        Ok(report) => report.to_text(),
        Err(error) => format!("error {error}\n"),
    };
    match file.write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(2),
    }
}

/// Runs the plan's command under its limits and reports on the whole tree.
fn supervise(plan: &Plan) -> Result<Report, String> {
    // Orphans come to us, not to init; and we die with the judge.
    prctl::set_child_subreaper(true).map_err(|e| format!("cannot become a subreaper: {e}"))?;
    let _ = prctl::set_pdeathsig(Signal::SIGKILL);
    set_limits(plan);
    let program: &OsStr = &plan.command[0];
    let mut command = Command::new(program);
    command.args(&plan.command[1..]);
    if let Some((uid, gid)) = plan.run_as {
        command.uid(uid).gid(gid);
    }
    let start = Instant::now();
    let mut child = command.spawn().map_err(|e| format!("{}: {e}", program.to_string_lossy()))?;
    let (exited, inbox) = mpsc::channel();
    // Only this thread reaps the solution itself; the rest of the tree is reaped after it.
    thread::spawn(move || {
        let _ = exited.send(child.wait());
    });
    let me = std::process::id();
    let mut killed = None;
    let mut peak_sum = 0;
    let status: ExitStatus = loop {
        match inbox.recv_timeout(POLL) {
            Ok(status) => {
                break status.map_err(|e| format!("cannot wait for the solution: {e}"))?;
            }
            Err(RecvTimeoutError::Disconnected) => return Err("the waiter thread died".into()),
            Err(RecvTimeoutError::Timeout) => {}
        }
        if start.elapsed() >= plan.wall {
            killed.get_or_insert(Killed::WallTime);
            signal_tree(me);
            continue;
        }
        let resident: u64 = procfs::descendants(me).into_iter().filter_map(procfs::rss_bytes).sum();
        peak_sum = peak_sum.max(resident);
        if resident > plan.memory_bytes {
            killed.get_or_insert(Killed::Memory);
            signal_tree(me);
        }
    };
    end_tree(me);
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).map_err(|e| format!("getrusage: {e}"))?;
    let micros = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(u64::try_from(t.tv_sec()).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec()).unwrap_or(0))
    };
    let peak_one = u64::try_from(usage.max_rss()).unwrap_or(0) * 1024;
    let exit = match status.code() {
        Some(code) => Exit::Code(code),
        None => Exit::Signal(status.signal().unwrap_or(0)),
    };
    Ok(Report {
        exit,
        killed,
        cpu: micros(usage.user_time()) + micros(usage.system_time()),
        peak_memory_bytes: peak_sum.max(peak_one),
    })
}

/// The rlimits the solution inherits: CPU time at the watchdog (a second chance should the
/// watchdog be late), address space 2 × the memory limit + 1 GiB (so a huge allocation fails
/// at once instead of swapping), the stack raised to the memory limit (as judges do), 64 MiB
/// files, no core dumps; as `nobody`, at most 512 processes of that user.
fn set_limits(plan: &Plan) {
    let set = |resource: Resource, value: u64| {
        let hard = getrlimit(resource).map_or(u64::MAX, |(_, hard)| hard);
        let _ = setrlimit(resource, value.min(hard), hard);
    };
    set(Resource::RLIMIT_CPU, plan.wall.as_secs() + 1);
    set(Resource::RLIMIT_AS, plan.memory_bytes.saturating_mul(2).saturating_add(1 << 30));
    set(Resource::RLIMIT_STACK, plan.memory_bytes);
    set(Resource::RLIMIT_FSIZE, FILE_BYTES);
    set(Resource::RLIMIT_CORE, 0);
    if plan.run_as.is_some() {
        set(Resource::RLIMIT_NPROC, NOBODY_PROCESSES);
    }
}

/// Sends SIGKILL to every process below `root` (no reaping).
fn signal_tree(root: u32) {
    for pid in procfs::descendants(root) {
        if let Ok(pid) = i32::try_from(pid) {
            let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
        }
    }
}

/// Kills every process below `root` and reaps them all: as a subreaper, `root` inherits every
/// orphan, so the tree is gone when `root` has no children left and none shows in `/proc`.
fn end_tree(root: u32) {
    loop {
        signal_tree(root);
        let mut left = false;
        loop {
            match waitpid(None, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => {
                    left = true;
                    break;
                }
                Ok(_) => {}
                Err(Errno::EINTR) => {}
                Err(_) => break,
            }
        }
        if !left && procfs::descendants(root).is_empty() {
            return;
        }
        thread::sleep(Duration::from_millis(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_needs_every_field() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        assert!(Plan::from_args(&args(&["/r", "10", "20", "-"])).unwrap_err().contains("program"));
        assert!(Plan::from_args(&args(&["/r", "x", "20", "-", "a"])).unwrap_err().contains("wall"));
        assert!(Plan::from_args(&args(&["/r", "1", "2", "65534", "a"])).is_err());
        let plan = Plan::from_args(&args(&["/r", "1", "2", "65534:65533", "a", "b"])).unwrap();
        assert_eq!(plan.run_as, Some((65534, 65533)));
        assert_eq!(plan.command, args(&["a", "b"]));
    }

    #[test]
    fn a_malformed_report_is_an_error() {
        assert!(Report::parse("exit code 0\n").is_err());
        assert!(Report::parse("exit code 0\nkilled maybe\ncpu_us 1\npeak_bytes 1\n").is_err());
        let ok = Report::parse("exit signal 9\nkilled wall\ncpu_us 7\npeak_bytes 8\n").unwrap();
        assert_eq!((ok.exit, ok.killed), (Exit::Signal(9), Some(Killed::WallTime)));
    }
}
