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
use kata::judging::judge::{Verdict, classify};
use kata::judging::run::{Isolation, Limits, RunResult, run};
use kit::compare;

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
}

/// Judges the shell script `body` on the input `1 2` (answer `3`) with the limits, under
/// `isolation`; every process it starts carries `marker` in its command line and must be gone
/// when the judge returns, which must be within the watchdog plus 2 s.
fn judge_probe(body: &str, marker: &str, limits: &Limits, isolation: Isolation) -> Judged {
    let fixture = Fixture::new();
    let input = fixture.root().join("case.in");
    std::fs::write(&input, "1 2\n").unwrap();
    // Unique to this test process, so that no other process (a grep of the output, say) has it.
    let marker = &format!("{marker}-{}", std::process::id());
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
        kata::judging::procfs::children(std::process::id()).is_empty(),
        "{marker} ({isolation:?}): a child of the judge is left"
    );
    eprintln!("{marker} {isolation:?}: {verdict:?}, {took:.2?}, {} left", left.len());
    Judged { verdict, ran }
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
    // Without the launcher this hung for the 1000 s of the sleeper.
    expect(probe, "probe-new-group", &second(), Verdict::Accepted);
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

/// A fixed amount of shell work (about 0.1–0.3 s of CPU).
const WORK: &str = "i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done";

/// The CPU time `WORK` takes here, measured on a child of this test.
fn cpu_of_work() -> Duration {
    use nix::sys::resource::{UsageWho, getrusage};
    let cpu = || {
        let usage = getrusage(UsageWho::RUSAGE_CHILDREN).unwrap();
        let micros =
            |t: nix::sys::time::TimeVal| t.tv_sec() as u64 * 1_000_000 + t.tv_usec() as u64;
        Duration::from_micros(micros(usage.user_time()) + micros(usage.system_time()))
    };
    // The least of three runs: contention only ever adds CPU time to the same work.
    (0..3)
        .map(|_| {
            let before = cpu();
            assert!(
                std::process::Command::new("sh").args(["-c", WORK]).status().unwrap().success()
            );
            cpu() - before
        })
        .min()
        .unwrap()
}

#[test]
fn the_cpu_of_an_unreaped_child_counts() {
    // The child does the work, says so, and burns on; the solution exits without reaping it.
    // Whatever the machine's load, most of the work's own CPU time must be in the report.
    let probe = format!(
        "echo 3; sh -c '{WORK}; : > done; while :; do :; done' MARKER & \
         while [ ! -e done ]; do sleep 0.01; done"
    );
    let work = cpu_of_work();
    for judged in expect(&probe, "probe-burner", &Limits::new(20_000, 256), Verdict::Accepted) {
        // Half of it, to leave room for noise: uncounted, it was 1–2 ms.
        assert!(judged.ran.cpu >= work / 2, "{:?} < 0.5 × {work:?}", judged.ran.cpu);
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
    expect(probe, "probe-held-stdout", &second(), Verdict::Accepted);
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
            Isolation::Basic => Verdict::RuntimeError(kata::judging::run::Exit::Signal(9)),
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
