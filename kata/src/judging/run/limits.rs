//! What a run may use and how it ended: the limits of one run, its exit, and why the judge
//! killed it.

use std::time::Duration;

use nix::sys::signal::Signal;

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
    /// convention for the watchdog: killed at 1.5 × TL plus 200 ms of wall time. Saturates
    /// instead of overflowing (`problem.toml` bounds the limits long before that).
    ///
    /// # Example
    /// ```
    /// use std::time::Duration;
    /// let limits = kata::judging::run::Limits::new(1000, 256);
    /// assert_eq!(limits.cpu, Duration::from_secs(1));
    /// assert_eq!(limits.wall, Duration::from_millis(1700));
    /// assert_eq!(limits.memory_bytes, 256 << 20);
    /// ```
    pub fn new(time_limit_ms: u64, memory_limit_mb: u64) -> Limits {
        Limits {
            cpu: Duration::from_millis(time_limit_ms),
            wall: Duration::from_millis(
                (time_limit_ms / 2)
                    .saturating_mul(3)
                    .saturating_add(time_limit_ms % 2 * 3 / 2 + 200),
            ),
            memory_bytes: memory_limit_mb.saturating_mul(1 << 20),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exits_display_like_judges() {
        assert_eq!(Exit::Code(101).to_string(), "exit 101");
        assert_eq!(Exit::Signal(11).to_string(), "SIGSEGV");
        assert_eq!(Exit::Signal(9).to_string(), "SIGKILL");
        assert!(Exit::Code(0).success() && !Exit::Signal(6).success());
    }

    #[test]
    fn the_watchdog_is_one_and_a_half_times_the_limit_and_never_overflows() {
        assert_eq!(Limits::new(1, 1).wall, Duration::from_millis(201));
        assert_eq!(Limits::new(2000, 1).wall, Duration::from_millis(3200));
        let huge = Limits::new(u64::MAX, u64::MAX);
        assert!(huge.wall >= Duration::from_millis(u64::MAX / 2));
        assert_eq!(huge.memory_bytes, u64::MAX);
    }
}
