//! Ending quietly when stdout is closed (`cargo judge | head -1`), as command-line tools do:
//! the standard library panics on a failed `print!`, and this turns that one panic into a
//! silent exit with status 141 (128 + SIGPIPE), without `unsafe` signal handling.

use std::any::Any;
use std::panic::{self, UnwindSafe};
use std::process::ExitCode;

/// The exit status of a command whose stdout was closed: 128 + SIGPIPE, as a shell reports.
pub const CLOSED_STDOUT: u8 = 141;

/// Runs `command`; a panic from printing to a closed stdout ends it quietly with status
/// [`CLOSED_STDOUT`]; any other panic is reported as usual.
///
/// # Example
/// ```
/// use std::process::ExitCode;
/// let code = kata::commands::closed_stdout::quiet_on_closed_stdout(|| -> ExitCode {
///     std::panic::panic_any("failed printing to stdout: Broken pipe (os error 32)".to_string())
/// });
/// assert_eq!(code, ExitCode::from(141));
/// ```
pub fn quiet_on_closed_stdout(command: impl FnOnce() -> ExitCode + UnwindSafe) -> ExitCode {
    let report = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if !is_closed_stdout(info.payload()) {
            report(info);
        }
    }));
    match panic::catch_unwind(command) {
        Ok(code) => code,
        Err(payload) if is_closed_stdout(payload.as_ref()) => ExitCode::from(CLOSED_STDOUT),
        Err(payload) => panic::resume_unwind(payload),
    }
}

/// Whether a panic's payload is the standard library's report of printing to a closed pipe.
fn is_closed_stdout(payload: &(dyn Any + Send)) -> bool {
    let message = payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("");
    message.starts_with("failed printing to stdout") && message.contains("Broken pipe")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_broken_pipe_panic_is_recognised() {
        let broken = "failed printing to stdout: Broken pipe (os error 32)".to_string();
        assert!(is_closed_stdout(&broken));
        assert!(!is_closed_stdout(&"index out of bounds"));
        assert!(!is_closed_stdout(&"failed printing to stdout: No space left on device"));
    }
}
