//! A problem's judge side as functions, and the command line that exposes it as the problem's
//! `<slug>-judge` binary, so the workspace tool can generate, validate and certify without
//! depending on any problem crate.

use std::io::Read;
use std::process::ExitCode;

/// A problem's judge side on text, made from its [`Judged`](crate::judged::Judged) impl by
/// [`side`](crate::judged::side): what the `<slug>-judge` and `<slug>-checker` binaries serve,
/// separate processes that speak text (the workspace tool runs them). The standard tests do
/// not go through it: they work on the typed [`Judged`](crate::judged::Judged) impl.
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
    /// The certified answer ([`certified`](crate::judged::certified), printed): naive where it
    /// reaches, else the second method, the two agreeing where both reach.
    pub certify: fn(&str) -> Result<String, String>,
    /// `check(input, output, answer)` accepts `output` when it is right for `input`, given
    /// the judged `answer`: the problem's checker, or equal tokens.
    pub check: Check,
    /// The problem's own shrinker: smaller candidate inputs, largest cuts first, for
    /// `cargo stress` to try before the generic ones (none when it has no shrinker).
    /// Candidates need not be valid (the validator filters them).
    pub shrink: Shrink,
    /// The input of the generated case of that name, as text (`None` for a name that has
    /// no generator).
    pub generate_named: fn(&str) -> Option<String>,
    /// Why the certified answer is right, in the game's terms
    /// ([`Judged::explain`](crate::judged::Judged::explain)); `None` beyond the naive
    /// reference's reach or when the problem has no explanation yet.
    pub explain: fn(&str) -> Option<String>,
}

/// A checker: `check(input, output, answer)`, the reason on rejection.
pub type Check = fn(&str, &str, &str) -> Result<(), String>;

/// A problem's shrinker: `shrink(input)` gives smaller candidate inputs, largest cuts first.
pub type Shrink = fn(&str) -> Vec<String>;

impl Side {
    /// The problem's shrink candidates of `input` (none without a shrinker).
    pub fn shrink_candidates(&self, input: &str) -> Vec<String> {
        (self.shrink)(input)
    }

    /// The certified answer to `input`: [`certified`](crate::judged::certified), the one
    /// definition the standard tests use too, on text.
    ///
    /// # Errors
    /// The two methods disagree (the message names the first differing token).
    pub fn certified(&self, input: &str) -> Result<String, String> {
        (self.certify)(input)
    }
}

const USAGE: &str =
    "usage: <slug>-judge generate SEED | generate-named NAME | verify | naive | second
                   | certified | shrink | explain
  generate SEED        print the generator's input for SEED
  generate-named NAME  print the input of the generated case NAME (exit 1 if there is none)
  verify               check stdin against the statement (exit 1 with the reason)
  naive                answer stdin by the game's definition (exit 3 if beyond its reach)
  second               answer stdin by the second method
  certified            the certified answer (naive where it reaches, else the second method)
  shrink               the problem's smaller candidates of stdin, largest cuts first, as one
                       JSON array of strings (`[]` when the problem has no shrinker of its own)
  explain              why the certified answer to stdin is right, in the game's terms (exit 3,
                       printing nothing, beyond naive's reach or when the problem has none)";

/// The subcommands that read the input on stdin (looked at before stdin is read).
const COMMANDS_ON_STDIN: [&str; 6] =
    ["verify", "naive", "second", "certified", "shrink", "explain"];

/// The `<slug>-judge` binary's `main`: runs the subcommand in `args` on stdin.
///
/// Exit status: 0 on success, 1 when the input is invalid or the references disagree, 2 on
/// usage errors, 3 when naive cannot reach the input (and when there is no explanation).
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
        [command, name] if command == "generate-named" => match (side.generate_named)(name) {
            Some(input) => {
                print!("{input}");
                ExitCode::SUCCESS
            }
            None => fail(1, &format!("generate-named: no generator named {name:?}")),
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
                (Ok(()), "explain") => match (side.explain)(&input) {
                    Some(explanation) => Ok(explanation),
                    None => return fail(3, "explain: no explanation of this input"),
                },
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

/// The input of the generated case `name`, built by running the problem's judge binary
/// `judge` as `judge generate-named NAME`: how the workspace tool and the benchmarks build the
/// cache without depending on the problem's crate.
///
/// # Errors
/// One line: the binary cannot start, or fails (no generator of that name), or prints text
/// that is not UTF-8.
///
/// # Complexity
/// The generator's work, plus one process start.
///
/// # Example
/// ```no_run
/// let judge = std::path::Path::new("target/release/game-graph-judge");
/// let input = kit::side::generate_named_by(judge, "max_star_out")?;
/// assert!(input.starts_with("200000 199999\n"));
/// # Ok::<(), String>(())
/// ```
pub fn generate_named_by(judge: &std::path::Path, name: &str) -> Result<String, String> {
    let args = ["generate-named".as_ref(), name.as_ref()];
    let output = crate::pipe::pipe(judge, &args, "").map_err(|e| e.to_string())?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let why = match stderr.trim() {
            "" => output.status.to_string(),
            said => format!("{said} ({})", output.status),
        };
        return Err(format!("{}: {why}", judge.display()));
    }
    String::from_utf8(output.stdout).map_err(|_| format!("{}: output not UTF-8", judge.display()))
}

/// Why the certified answer to `input` is right, by running the problem's judge binary
/// `judge` as `judge explain` (how `cargo stress`, the practice loop and `cargo judge` print
/// it without depending on the problem's crate): `None` when the problem has no explanation
/// of that input (exit 3: beyond naive's reach, or none written).
///
/// # Errors
/// One line: the binary cannot start, rejects the input, fails, or prints text that is not
/// UTF-8.
///
/// # Complexity
/// The explanation's work (a run of the naive reference at least), plus one process start.
///
/// # Example
/// ```no_run
/// let judge = std::path::Path::new("target/release/coins-134-judge");
/// let why = kit::side::explain_by(judge, "1\n31 misere\n")?;
/// assert!(why.is_some_and(|text| text.contains("P-position")));
/// # Ok::<(), String>(())
/// ```
pub fn explain_by(judge: &std::path::Path, input: &str) -> Result<Option<String>, String> {
    let output =
        crate::pipe::pipe(judge, &["explain".as_ref()], input).map_err(|e| e.to_string())?;
    match output.status.code() {
        Some(0) => String::from_utf8(output.stdout)
            .map(Some)
            .map_err(|_| format!("{}: output not UTF-8", judge.display())),
        Some(3) => Ok(None),
        _ => {
            let stderr = String::from_utf8_lossy(&output.stderr);
            let said = stderr.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("");
            Err(format!("{} explain: {said} ({})", judge.display(), output.status))
        }
    }
}

/// The `main` of a problem's `<slug>-judge` binary: `kit::judge_main!(type crate_name::P);`
/// for the problem's [`Judged`](crate::judged::Judged) type `P`.
#[macro_export]
macro_rules! judge_main {
    (type $problem:ty) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::main($crate::judged::side::<$problem>(), &args)
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

/// The `main` of a problem's `<slug>-checker` binary: `kit::checker_main!(type crate_name::P);`.
#[macro_export]
macro_rules! checker_main {
    (type $problem:ty) => {
        fn main() -> ::std::process::ExitCode {
            let args: Vec<String> = ::std::env::args().skip(1).collect();
            $crate::side::checker_main($crate::judged::side::<$problem>().check, &args)
        }
    };
}
