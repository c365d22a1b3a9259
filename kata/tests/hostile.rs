//! Hostile solutions: programs that start processes of their own, hide them in new process
//! groups and sessions, hold the output pipe, allocate or burn CPU in children, look around
//! for the expected outputs, or kill the launcher. Each is judged with every isolation this
//! machine offers; each must get its verdict, end within the watchdog (1.5 × TL + 0.2 s) plus
//! 2 s, and leave no process behind (checked through `/proc`).

mod common;

use std::ffi::OsStr;
use std::path::Path;
use std::time::{Duration, Instant};

use common::Fixture;
use kata::compare;
use kata::judge::{Verdict, classify};
use kata::run::{Isolation, Limits, RunResult, run};

/// The isolations to try: basic always, `nobody` when this test runs as root.
fn isolations() -> Vec<Isolation> {
    let mut all = vec![Isolation::Basic];
    if nix::unistd::Uid::effective().is_root() {
        all.push(Isolation::Nobody);
    }
    all
}

/// Processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            String::from_utf8_lossy(&cmdline).contains(marker)
        })
        .collect()
}

/// What judging one probe gave.
struct Judged {
    verdict: Verdict,
    ran: RunResult,
    took: Duration,
}

/// Judges the shell script `body` on the input `1 2` (answer `3`) with the limits, under
/// `isolation`; every process it starts carries `marker` in its command line and must be gone
/// when the judge returns, which must be within the watchdog plus 2 s.
fn judge_probe(body: &str, marker: &str, limits: &Limits, isolation: Isolation) -> Judged {
    let fixture = Fixture::new();
    let input = fixture.root().join("case.in");
    std::fs::write(&input, "1 2\n").unwrap();
    let script = fixture.script("solution", &body.replace("MARKER", marker));
    let start = Instant::now();
    let ran = run(&script, &[], &input, limits, isolation).unwrap();
    let took = start.elapsed();
    let verdict = match classify(&ran, limits) {
        Some((verdict, _)) => verdict,
        None => match compare::tokens("3", &String::from_utf8_lossy(&ran.stdout)) {
            Ok(()) => Verdict::Accepted,
            Err(_) => Verdict::WrongAnswer,
        },
    };
    assert!(
        took <= limits.wall + Duration::from_secs(2),
        "{marker} ({isolation:?}): the judge took {took:?}"
    );
    let left = processes_with(marker);
    assert!(left.is_empty(), "{marker} ({isolation:?}): left {left:?} behind");
    assert!(
        kata::procfs::children(std::process::id()).is_empty(),
        "{marker} ({isolation:?}): a child of the judge is left"
    );
    Judged { verdict, ran, took }
}

/// Judges `body` with every isolation and checks the verdict each time.
fn expect(body: &str, marker: &str, limits: &Limits, verdict: Verdict) -> Vec<Judged> {
    isolations()
        .into_iter()
        .map(|isolation| {
            let judged = judge_probe(body, marker, limits, isolation);
            assert_eq!(judged.verdict, verdict, "{marker} ({isolation:?}): {:?}", judged.ran);
            judged
        })
        .collect()
}

fn second() -> Limits {
    Limits::new(1000, 256)
}

#[test]
fn a_sleeper_in_a_new_session_holding_stdout_neither_hangs_nor_survives() {
    let probe = "read a b; echo $((a + b)); setsid sleep 1000.101 MARKER &";
    for judged in expect(probe, "probe-new-group", &second(), Verdict::Accepted) {
        assert!(judged.took < Duration::from_secs(1), "{:?}", judged.took);
    }
}

#[test]
fn a_sleeper_in_a_new_session_with_its_stdio_closed_does_not_survive() {
    let probe =
        "read a b; echo $((a + b)); setsid sleep 1000.102 MARKER </dev/null >/dev/null 2>&1 &";
    expect(probe, "probe-orphan", &second(), Verdict::Accepted);
}

#[test]
fn a_waited_child_past_the_memory_limit_is_mle() {
    // 1025 MiB against 128 MiB, in a child the solution waits for.
    let probe = "perl -e '$x = \"a\" x (1025 * 1024 * 1024); sleep 5' MARKER; echo 3";
    let limits = Limits::new(20_000, 128);
    for judged in expect(probe, "probe-child-memory", &limits, Verdict::MemoryLimitExceeded) {
        assert!(judged.ran.peak_memory_bytes > 128 << 20, "{:?}", judged.ran);
    }
}

#[test]
fn the_cpu_of_an_unreaped_child_counts() {
    // The child burns CPU while the solution sleeps 0.3 s, then is left running.
    let probe = "sh -c 'while :; do :; done' MARKER & sleep 0.3; echo 3";
    for judged in expect(probe, "probe-burner", &second(), Verdict::Accepted) {
        assert!(judged.ran.cpu >= Duration::from_millis(100), "{:?}", judged.ran.cpu);
    }
}

#[test]
fn the_run_sees_an_empty_room_and_a_clean_environment() {
    // Prints the answer only when it finds no snapshots, no other file and no stray variable.
    let probe = "env | grep -qv '^PATH=\\|^LANG=\\|^PWD=\\|^SHLVL=\\|^_=' && exit 3; \
                 [ \"$(ls -A | wc -l)\" = 1 ] || exit 4; \
                 ls ../snapshots ../../snapshots \"$(dirname \"$0\")/snapshots\" 2>/dev/null && exit 5; \
                 [ -z \"$RUST_BACKTRACE\" ] || exit 6; \
                 read a b; echo $((a + b)) # MARKER";
    expect(probe, "probe-peek", &second(), Verdict::Accepted);
}

#[test]
fn a_fork_then_exit_leaves_nothing() {
    let probe = "(sleep 1000.103 MARKER) & echo 3";
    expect(probe, "probe-fork", &second(), Verdict::Accepted);
}

#[test]
fn a_double_fork_into_a_new_session_leaves_nothing() {
    let probe = "(setsid sh -c 'sleep 1000.104 MARKER & exit 0' &); echo 3";
    expect(probe, "probe-double-fork", &second(), Verdict::Accepted);
}

#[test]
fn a_child_holding_stdout_does_not_hold_the_judge() {
    let probe = "sleep 1000.105 MARKER & echo 3";
    for judged in expect(probe, "probe-held-stdout", &second(), Verdict::Accepted) {
        assert!(judged.took < Duration::from_secs(1), "{:?}", judged.took);
    }
}

#[test]
fn a_child_allocating_past_the_limit_is_mle() {
    let probe = "perl -e '$x = \"a\" x (200 * 1024 * 1024); sleep 5' MARKER & sleep 6; echo 3";
    let limits = Limits::new(10_000, 64);
    expect(probe, "probe-child-alloc", &limits, Verdict::MemoryLimitExceeded);
}

#[test]
fn fifty_sleepers_end_with_the_case() {
    let probe = "for i in $(seq 50); do sleep 1000.106 MARKER & done; echo 3";
    expect(probe, "probe-sleepers", &second(), Verdict::Accepted);
}

#[test]
fn a_solution_that_kills_its_launcher_is_caught() {
    // As `nobody` it may not; as the judge's own user it may, and that is a runtime error.
    let probe = "sleep 1000.107 MARKER & kill -9 $PPID; sleep 0.2; echo 3";
    for isolation in isolations() {
        let judged = judge_probe(probe, "probe-kill-launcher", &second(), isolation);
        let expected = match isolation {
            Isolation::Nobody => Verdict::Accepted,
            Isolation::Basic => Verdict::RuntimeError(kata::run::Exit::Signal(9)),
        };
        assert_eq!(judged.verdict, expected, "{isolation:?}: {:?}", judged.ran);
    }
}

#[test]
fn a_program_that_cannot_start_is_an_error_not_a_verdict() {
    let fixture = Fixture::new();
    let input = fixture.root().join("case.in");
    std::fs::write(&input, "").unwrap();
    let missing =
        run(Path::new("/nonexistent/x"), &[OsStr::new("a")], &input, &second(), Isolation::Basic);
    assert!(missing.is_err());
}
