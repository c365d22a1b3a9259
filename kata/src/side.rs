//! A problem's judge side as functions, and the command line that exposes it as the problem's
//! `<slug>-judge` binary, so the workspace tool can generate, validate and certify without
//! depending on any problem crate.

use std::io::Read;
use std::process::ExitCode;

/// The four functions every problem's judge side provides (see the crate's `src/lib.rs`).
#[derive(Clone, Copy)]
pub struct Side {
    /// Strict validator: tokens, ranges, line structure, end of file. The error is one line
    /// naming the line and column.
    pub verify: fn(&str) -> Result<(), String>,
    /// Deterministic, balanced generator.
    pub generate: fn(u64) -> String,
    /// The game's definition (game-tree search); `None` beyond its reach.
    pub naive: fn(&str) -> Option<String>,
    /// An independent second method for every valid input.
    pub second_method: fn(&str) -> String,
    /// For problems with several right answers: `check(input, output, answer)` accepts
    /// `output` when it is right for `input`, given the judged `answer`. `None`: tokens compare.
    pub check: Option<Check>,
}

/// A checker: `check(input, output, answer)`, the reason on rejection.
pub type Check = fn(&str, &str, &str) -> Result<(), String>;

impl Side {
    /// Whether `output` is a right answer to `input` whose judged answer is `answer`: the
    /// checker's word, or equal tokens when there is no checker.
    ///
    /// # Errors
    /// The reason `output` is wrong.
    pub fn accepts(&self, input: &str, output: &str, answer: &str) -> Result<(), String> {
        match self.check {
            Some(check) => check(input, output, answer),
            None => crate::compare::tokens(answer, output),
        }
    }

    /// The certified answer: naive where it reaches, else the second method; where both
    /// reach they must agree (by the checker, when answers may differ).
    ///
    /// # Errors
    /// The two methods disagree (the message names the first differing token).
    pub fn certified(&self, input: &str) -> Result<String, String> {
        let second = (self.second_method)(input);
        match (self.naive)(input) {
            Some(naive) => match self.accepts(input, &second, &naive) {
                Ok(()) => Ok(naive),
                Err(diff) => Err(format!("naive and the second method disagree: {diff}")),
            },
            None => Ok(second),
        }
    }
}

const USAGE: &str = "usage: <slug>-judge generate SEED | verify | naive | second | certified
  generate SEED   print the generator's input for SEED
  verify          check stdin against the statement (exit 1 with the reason)
  naive           answer stdin by the game's definition (exit 3 if beyond its reach)
  second          answer stdin by the second method
  certified       the certified answer (naive where it reaches, else the second method)";

/// The `<slug>-judge` binary's `main`: runs the subcommand in `args` on stdin.
///
/// Exit status: 0 on success, 1 when the input is invalid or the references disagree, 2 on
/// usage errors, 3 when naive cannot reach the input.
pub fn main(side: Side, args: &[String]) -> ExitCode {
    let fail = |code: u8, message: &str| {
        eprintln!("{message}");
        ExitCode::from(code)
    };
    let read_stdin = || {
        let mut input = String::new();
        std::io::stdin().read_to_string(&mut input).map(|_| input)
    };
    match args {
        [command, seed] if command == "generate" => match seed.parse() {
            Ok(seed) => {
                print!("{}", (side.generate)(seed));
                ExitCode::SUCCESS
            }
            Err(_) => fail(2, &format!("generate: SEED must be a whole number, not {seed:?}")),
        },
        [command] => {
            let input = match read_stdin() {
                Ok(input) => input,
                Err(e) => return fail(1, &format!("stdin: {e}")),
            };
            let answer = match ((side.verify)(&input), command.as_str()) {
                (Err(e), _) => Err(e),
                (Ok(()), "verify") => Ok(String::new()),
                (Ok(()), "naive") => match (side.naive)(&input) {
                    Some(answer) => Ok(answer),
                    None => return fail(3, "naive: the input is beyond its reach"),
                },
                (Ok(()), "second") => Ok((side.second_method)(&input)),
                (Ok(()), "certified") => side.certified(&input),
                _ => return fail(2, USAGE),
            };
            match answer {
                Ok(answer) => {
                    print!("{answer}");
                    ExitCode::SUCCESS
                }
                Err(e) => fail(1, &format!("input: {e}")),
            }
        }
        _ => fail(2, USAGE),
    }
}

/// The `main` of a problem's `<slug>-judge` binary: `kata::judge_main!(crate_name);`, or
/// `kata::judge_main!(crate_name, check);` for a problem with a checker.
#[macro_export]
macro_rules! judge_main {
    ($krate:ident $(, $check:ident)?) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::main($crate::side!($krate $(, $check)?), &args)
        }
    };
}

/// The [`Side`] of a problem crate, from its four functions (`side!(krate)`), plus its
/// `check` function for problems with several right answers (`side!(krate, check)`).
#[macro_export]
macro_rules! side {
    ($krate:ident) => {
        $crate::side!(@ $krate, None)
    };
    ($krate:ident, check) => {
        $crate::side!(@ $krate, Some($krate::check))
    };
    (@ $krate:ident, $check:expr) => {
        $crate::side::Side {
            verify: $krate::verify,
            generate: $krate::generate,
            naive: $krate::naive,
            second_method: $krate::second_method,
            check: $check,
        }
    };
}

/// The `<slug>-checker` binary's `main`, testlib's way: `checker INPUT OUTPUT ANSWER` (files);
/// exit 0 accepts, 1 rejects with the reason on stderr, 3 when the checker itself cannot work
/// (unreadable files, usage).
pub fn checker_main(check: Check, args: &[String]) -> ExitCode {
    let [input, output, answer] = args else {
        eprintln!("usage: <slug>-checker INPUT OUTPUT ANSWER");
        return ExitCode::from(3);
    };
    let read = |path: &String| std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"));
    match (read(input), read(output), read(answer)) {
        (Ok(input), Ok(output), Ok(answer)) => match check(&input, &output, &answer) {
            Ok(()) => ExitCode::SUCCESS,
            Err(reason) => {
                eprintln!("{reason}");
                ExitCode::from(1)
            }
        },
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            eprintln!("{e}");
            ExitCode::from(3)
        }
    }
}

/// The `main` of a problem's `<slug>-checker` binary: `kata::checker_main!(crate_name);`.
#[macro_export]
macro_rules! checker_main {
    ($krate:ident) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::checker_main($krate::check, &args)
        }
    };
}
