//! The keys of `watch`: single keys on a terminal (no Enter, no echo; output and line
//! endings as usual, so cargo's and the judge's lines print as they do elsewhere), or one
//! line at a time when stdin is not a terminal (a script). Ctrl-C and Ctrl-D quit like `q`.

use std::io::{BufRead, IsTerminal, Read};
use std::sync::mpsc::Sender;

use nix::sys::termios::{self, LocalFlags, SetArg, SpecialCharacterIndices, Termios};

/// What the watch loop waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A key pressed (or a character of a line typed, when stdin is not a terminal).
    Key(char),
    /// The watched file was saved.
    Saved,
    /// Stdin ended: no more keys will come.
    InputClosed,
}

/// The terminal in single-key mode while it lives; restored as it was when dropped (also on
/// a panic, which unwinds).
pub struct SingleKeys {
    saved: Option<Termios>,
}

impl SingleKeys {
    /// Puts the terminal on stdin in single-key mode (nothing happens when stdin is not a
    /// terminal) and starts a thread that sends each key to `events`.
    pub fn start(events: Sender<Event>) -> SingleKeys {
        let stdin = std::io::stdin();
        let saved = stdin.is_terminal().then(|| termios::tcgetattr(&stdin).ok()).flatten();
        if let Some(saved) = &saved {
            let mut keys = saved.clone();
            keys.local_flags.remove(LocalFlags::ICANON | LocalFlags::ECHO | LocalFlags::ISIG);
            keys.control_chars[SpecialCharacterIndices::VMIN as usize] = 1;
            keys.control_chars[SpecialCharacterIndices::VTIME as usize] = 0;
            let _ = termios::tcsetattr(&stdin, SetArg::TCSANOW, &keys);
        }
        let single = saved.is_some();
        std::thread::spawn(move || {
            if single {
                read_keys(&events)
            } else {
                read_lines(&events)
            }
            let _ = events.send(Event::InputClosed);
        });
        SingleKeys { saved }
    }
}

impl Drop for SingleKeys {
    fn drop(&mut self) {
        if let Some(saved) = &self.saved {
            let _ = termios::tcsetattr(std::io::stdin(), SetArg::TCSANOW, saved);
        }
    }
}

/// Sends every byte read as a key (Ctrl-C and Ctrl-D as `q`) until stdin ends.
fn read_keys(events: &Sender<Event>) {
    let mut byte = [0u8; 1];
    while let Ok(1) = std::io::stdin().lock().read(&mut byte) {
        let key = match byte[0] {
            0x03 | 0x04 => 'q',
            b => char::from(b),
        };
        if events.send(Event::Key(key)).is_err() {
            return;
        }
    }
}

/// Sends the characters of each line read (not the spaces) until stdin ends.
fn read_lines(events: &Sender<Event>) {
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { return };
        for key in line.chars().filter(|c| !c.is_whitespace()) {
            if events.send(Event::Key(key)).is_err() {
                return;
            }
        }
    }
}
