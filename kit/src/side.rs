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
    /// The problem's own shrinker, if any: smaller candidate inputs, largest cuts first, for
    /// `cargo stress` to try before the generic ones. Candidates need not be valid (the
    /// validator filters them) but should keep the input's structure.
    pub shrink: Option<Shrink>,
}

/// A checker: `check(input, output, answer)`, the reason on rejection.
pub type Check = fn(&str, &str, &str) -> Result<(), String>;

/// A problem's shrinker: `shrink(input)` gives smaller candidate inputs, largest cuts first.
pub type Shrink = fn(&str) -> Vec<String>;

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

    /// The problem's shrink candidates of `input` (none without a shrinker).
    pub fn shrink_candidates(&self, input: &str) -> Vec<String> {
        self.shrink.map(|shrink| shrink(input)).unwrap_or_default()
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

const USAGE: &str =
    "usage: <slug>-judge generate SEED | verify | naive | second | certified | shrink
  generate SEED   print the generator's input for SEED
  verify          check stdin against the statement (exit 1 with the reason)
  naive           answer stdin by the game's definition (exit 3 if beyond its reach)
  second          answer stdin by the second method
  certified       the certified answer (naive where it reaches, else the second method)
  shrink          the problem's smaller candidates of stdin, largest cuts first, as one JSON
                  array of strings (`[]` when the problem has no shrinker of its own)";

/// The subcommands that read the input on stdin (looked at before stdin is read).
const COMMANDS_ON_STDIN: [&str; 5] = ["verify", "naive", "second", "certified", "shrink"];

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
        [help] if help == "--help" || help == "-h" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        [command] if !COMMANDS_ON_STDIN.contains(&command.as_str()) => fail(2, USAGE),
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
                (Ok(()), "shrink") => {
                    let candidates = side.shrink_candidates(&input);
                    Ok(serde_json::to_string(&candidates).expect("strings serialise") + "\n")
                }
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

/// The `main` of a problem's `<slug>-judge` binary: `kit::judge_main!(crate_name);`, plus
/// the optional parts the crate provides, in any order: `check` for a problem with a checker,
/// `shrink` for its own shrinker (`kit::judge_main!(crate_name, check, shrink);`).
#[macro_export]
macro_rules! judge_main {
    (type $problem:ty) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::main($crate::judged::side::<$problem>(), &args)
        }
    };
    ($krate:ident $(, $part:ident)*) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::main($crate::side!($krate $(, $part)*), &args)
        }
    };
}

/// The [`Side`] of a problem crate, from its four functions (`side!(krate)`), plus the
/// optional functions it names: `check` for problems with several right answers
/// (`side!(krate, check)`), `shrink` for its own shrinker (`side!(krate, shrink)`).
#[macro_export]
macro_rules! side {
    ($krate:ident $(, $part:ident)*) => {{
        #[allow(unused_mut, reason = "only optional parts change it")]
        let mut side = $crate::side::Side {
            verify: $krate::verify,
            generate: $krate::generate,
            naive: $krate::naive,
            second_method: $krate::second_method,
            check: None,
            shrink: None,
        };
        $($crate::side!(@part side, $krate, $part);)*
        side
    }};
    (@part $side:ident, $krate:ident, check) => {
        $side.check = Some($krate::check);
    };
    (@part $side:ident, $krate:ident, shrink) => {
        $side.shrink = Some($krate::shrink);
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

/// The `main` of a problem's `<slug>-checker` binary: `kit::checker_main!(crate_name);`.
#[macro_export]
macro_rules! checker_main {
    (type $problem:ty) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            let check = $crate::judged::side::<$problem>().check.expect("a judged side checks");
            $crate::side::checker_main(check, &args)
        }
    };
    ($krate:ident) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::checker_main($krate::check, &args)
        }
    };
}

#[cfg(test)]
mod tests {
    /// A judge side with every optional part.
    mod full {
        pub fn verify(input: &str) -> Result<(), String> {
            input.trim().parse::<u8>().map(drop).map_err(|e| e.to_string())
        }
        pub fn generate(seed: u64) -> String {
            format!("{}\n", seed % 100)
        }
        pub fn naive(input: &str) -> Option<String> {
            Some(input.to_string())
        }
        pub fn second_method(input: &str) -> String {
            input.to_string()
        }
        pub fn check(_: &str, _: &str, _: &str) -> Result<(), String> {
            Err("checked".into())
        }
        pub fn shrink(input: &str) -> Vec<String> {
            vec![format!("{}\n", input.trim().parse::<u8>().unwrap_or(0) / 2)]
        }
    }

    #[test]
    fn optional_parts_are_named_in_any_order_or_left_out() {
        let bare = crate::side!(full);
        assert!(bare.check.is_none() && bare.shrink.is_none());
        assert!(bare.shrink_candidates("8\n").is_empty());
        assert_eq!(bare.accepts("1\n", "2", "2"), Ok(()));
        let both = crate::side!(full, shrink, check);
        assert_eq!(both.shrink_candidates("8\n"), ["4\n"]);
        assert_eq!(both.accepts("1\n", "2", "2"), Err("checked".to_string()));
        let checked = crate::side!(full, check);
        assert!(checked.check.is_some() && checked.shrink.is_none());
    }
}
