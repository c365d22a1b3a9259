//! `cargo kata play` in a real pseudo-terminal: colours on (off under `NO_COLOR`), answers
//! echoed by the terminal and not again by the program, the game played to `winner: you`.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nix::fcntl::{FcntlArg, OFlag, fcntl};
use nix::pty::openpty;

/// What `kata play nim 1,2` writes to a terminal when the person types `keys`, with
/// `NO_COLOR` set or not.
fn screen(keys: &str, no_color: bool) -> String {
    let pty = openpty(None, None).expect("a pseudo-terminal");
    let slave = std::fs::File::from(pty.slave);
    let stdio = || Stdio::from(slave.try_clone().expect("the slave side again"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_kata"));
    command.args(["play", "nim", "1,2"]).stdin(stdio()).stdout(stdio()).stderr(stdio());
    command.env_remove("NO_COLOR");
    if no_color {
        command.env("NO_COLOR", "1");
    }
    let mut child = command.spawn().expect("kata runs");
    // Only the program may hold the slave side now, so reading ends when it ends.
    drop((command, slave));
    let mut master = std::fs::File::from(pty.master);
    master.write_all(keys.as_bytes()).unwrap();
    // Non-blocking, so a program that never ends fails the test instead of hanging it.
    let flags = OFlag::from_bits_truncate(fcntl(&master, FcntlArg::F_GETFL).unwrap());
    fcntl(&master, FcntlArg::F_SETFL(flags | OFlag::O_NONBLOCK)).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut text = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        match master.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => text.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                assert!(Instant::now() < deadline, "{}", String::from_utf8_lossy(&text));
                std::thread::sleep(Duration::from_millis(20));
            }
            // EIO: the program has ended and the slave side is closed.
            Err(_) => break,
        }
    }
    assert!(child.wait().unwrap().success());
    String::from_utf8_lossy(&text).replace("\r\n", "\n")
}

#[test]
fn a_game_in_a_terminal() {
    let coloured = screen("3\n1\n", false);
    assert!(coloured.contains("\x1b[36m●\x1b[0m"), "heaps in colour:\n{coloured}");
    assert!(coloured.trim_end().ends_with("winner: you"), "{coloured}");
    assert!(coloured.contains("you: heap 2: 2 -> 1\n"), "{coloured}");
    // The terminal echoes each answer once; the program does not write it again.
    assert_eq!(coloured.matches("3\n").count(), 1, "{coloured:?}");
    let plain = screen("3\n1\n", true);
    assert!(!plain.contains('\x1b'), "NO_COLOR:\n{plain}");
    assert!(plain.trim_end().ends_with("winner: you"), "{plain}");
}
