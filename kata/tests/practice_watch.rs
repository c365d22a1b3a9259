//! `cargo kata watch` driven as a person drives it, through a real pseudo-terminal: keys in,
//! screen out. A planted wrong attempt shows WA and the shrunk input; `h` shows the first
//! hint; saving a right attempt shows SOLVED and the after-solve note; `q` ends it; the
//! progress file records all of it.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::pty::openpty;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A program on the slave side of a pseudo-terminal (its stdin, stdout and stderr), and
/// everything it wrote so far, read from the master side by a thread.
struct Terminal {
    keys: std::fs::File,
    screen: Arc<Mutex<String>>,
    child: Child,
}

impl Terminal {
    fn spawn(mut command: Command) -> Terminal {
        let pty = openpty(None, None).expect("a pseudo-terminal");
        let slave = std::fs::File::from(pty.slave);
        for_each_stdio(&mut command, &slave);
        let child = command.spawn().expect("kata runs");
        drop(slave);
        let master = std::fs::File::from(pty.master);
        let mut reader = master.try_clone().expect("the master side twice");
        let screen = Arc::new(Mutex::new(String::new()));
        let shared = Arc::clone(&screen);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            // EIO once the last slave side is closed: the program ended.
            while let Ok(n @ 1..) = reader.read(&mut buffer) {
                shared.lock().unwrap().push_str(&String::from_utf8_lossy(&buffer[..n]));
            }
        });
        Terminal { keys: master, screen, child }
    }

    /// The screen's text after `from` (a byte offset), once it contains `text`; fails with the
    /// whole screen after `timeout`.
    fn wait_for(&self, from: usize, text: &str, timeout: Duration) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let screen = self.screen.lock().unwrap().clone();
            let after = screen.get(from..).unwrap_or_default();
            if after.contains(text) {
                return after.to_string();
            }
            assert!(
                Instant::now() < deadline,
                "no {text:?} within {timeout:?}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn len(&self) -> usize {
        self.screen.lock().unwrap().len()
    }

    fn press(&mut self, key: &str) {
        self.keys.write_all(key.as_bytes()).unwrap();
    }
}

fn for_each_stdio(command: &mut Command, slave: &std::fs::File) {
    let stdio = || Stdio::from(slave.try_clone().expect("the slave side again"));
    command.stdin(stdio()).stdout(stdio()).stderr(stdio());
}

fn kata(practice: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kata"));
    command.current_dir(root()).env("KATA_PRACTICE_DIR", practice).env("NO_COLOR", "1");
    command
}

#[test]
fn a_practice_session_through_a_terminal() {
    let practice = tempfile::tempdir().unwrap();
    let started = kata(practice.path()).args(["start", "coins-134"]).output().unwrap();
    assert!(started.status.success(), "{}", String::from_utf8_lossy(&started.stderr));
    let attempt = practice.path().join("coins-134.rs");
    assert!(std::fs::read_to_string(&attempt).unwrap().contains("todo!("));
    std::fs::copy(root().join("kata/tests/fixtures/coins-134-planted-bug.rs"), &attempt).unwrap();

    let mut command = kata(practice.path());
    command.args(["watch", "--stress-time", "2"]);
    let mut terminal = Terminal::spawn(command);
    let minutes = Duration::from_secs(240);

    // The planted bug: some case is WA, and the smallest failing input is one misère heap.
    let wrong = terminal.wait_for(0, "keys: [h] hint", minutes);
    assert!(wrong.contains("[2/4] samples   1 of 1 AC"), "{wrong}");
    assert!(wrong.contains(" WA "), "{wrong}");
    let shrunk = wrong.split("the smallest failing input found:").nth(1).expect(&wrong);
    let input = shrunk.split("--- input").nth(1).unwrap().split("---").next().unwrap();
    let lines: Vec<&str> = input.split_whitespace().collect();
    assert_eq!(lines.len(), 3, "one question: {input:?}");
    assert_eq!((lines[0], lines[2]), ("1", "misere"), "{input:?}");
    let heap: u64 = lines[1].parse().unwrap();
    assert!(heap >= 30 && heap % 7 == 3, "the planted bug's heaps only: {heap}");
    // Under it, why the certified answer (Second) is right: a misère P-position.
    let why = shrunk.split("--- why (certified)").nth(1).expect(shrunk);
    assert!(why.contains("a P-position: the player to move loses"), "{why}");

    // `h`: the first hint, from problem.toml.
    let at = terminal.len();
    terminal.press("h");
    let hint = terminal.wait_for(at, "hint 1 of 3 (a nudge)", minutes);
    let spec = kit::problem::Problem::load(&root(), "coins-134").unwrap().spec;
    let nudge = spec.hints.expect("coins-134 has hints").nudge;
    let first_words: String = nudge.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
    terminal.wait_for(at, &first_words, minutes);
    assert!(!hint.contains(&spec.idea), "a hint is not the idea");

    // A right attempt, saved: SOLVED and the after-solve note.
    let at = terminal.len();
    std::fs::copy(root().join("solutions/coins-134.rs"), &attempt).unwrap();
    let solved = terminal.wait_for(at, "next kata", minutes);
    assert!(solved.contains("[4/4] stress"), "{solved}");
    assert!(solved.contains("SOLVED coins-134: every stage passed"), "{solved}");
    assert!(solved.contains(&spec.idea), "the after-solve note shows the idea: {solved}");

    // `q` ends it.
    let at = terminal.len();
    terminal.press("q");
    terminal.wait_for(at, "bye", minutes);
    let deadline = Instant::now() + Duration::from_secs(10);
    while terminal.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "watch did not end after q");
        std::thread::sleep(Duration::from_millis(50));
    }

    let progress = std::fs::read_to_string(practice.path().join("progress.txt")).unwrap();
    let line = progress.lines().find(|l| l.starts_with("coins-134 ")).expect(&progress);
    assert!(line.starts_with("coins-134 SOLVED hints=1 runs=2 started="), "{line}");
    assert!(line.contains(" solved=") && line.contains("/1000ms"), "{line}");
    assert!(progress.contains("current coins-134"), "{progress}");
}
