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
}

impl Side {
    /// The certified answer: naive where it reaches, else the second method; where both
    /// reach they must agree.
    ///
    /// # Errors
    /// The two methods disagree (the message names the first differing token).
    pub fn certified(&self, input: &str) -> Result<String, String> {
        let second = (self.second_method)(input);
        match (self.naive)(input) {
            Some(naive) => match crate::compare::tokens(&naive, &second) {
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

/// The `main` of a problem's `<slug>-judge` binary: `kata::judge_main!(crate_name);`.
#[macro_export]
macro_rules! judge_main {
    ($krate:ident) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::main($crate::side!($krate), &args)
        }
    };
}

/// The [`Side`] of a problem crate, from its four functions.
#[macro_export]
macro_rules! side {
    ($krate:ident) => {
        $crate::side::Side {
            verify: $krate::verify,
            generate: $krate::generate,
            naive: $krate::naive,
            second_method: $krate::second_method,
        }
    };
}
