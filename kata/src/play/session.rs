//! The turn loop: the position as a picture, the legal moves numbered and in notation, the
//! person's answer read a line at a time (a number or a move), the engine's reply, and at the
//! end one line `winner: you` or `winner: engine`.

use std::io::{BufRead, Write};

use anyhow::Result;
use cgt::{Outcome, Play};

use crate::play::coach::{Record, mark};
use crate::play::engine::{Engine, Ruleset, Side, Value, best_choice_by_stop};

/// How a game is played and shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The engine moves first (`--engine-first`).
    pub engine_first: bool,
    /// Mark every option before the person moves, and say at once when a win is thrown away
    /// (`--coach`); without it, the thrown wins are summed up at the end.
    pub coach: bool,
    /// Pictures in ANSI colours.
    pub colour: bool,
    /// Write each answer read after its prompt (when stdin is not a terminal, so a
    /// transcript shows what was played).
    pub echo: bool,
    /// The person's side (`--as`; Left unless told otherwise, and always in an impartial
    /// ruleset, where the sides have the same moves).
    pub you: Side,
}

/// One option as listed: its notation, where it leads and that position's value for the
/// player who moves there.
struct Listed<P> {
    notation: String,
    position: P,
    value: Value,
}

/// The options of `side` at `position`, in the ruleset's order; moves written the same way
/// (two knights on one square) are listed once.
fn listed<R: Ruleset>(
    engine: &mut Engine<R>,
    position: &R::Position,
    side: Side,
) -> Result<Vec<Listed<R::Position>>> {
    let mut options: Vec<Listed<R::Position>> = Vec::new();
    for choice in engine.choices(position, side)? {
        let notation = engine.ruleset().notation(position, &choice.mv);
        if options.iter().all(|o| o.notation != notation) {
            options.push(Listed { notation, position: choice.position, value: choice.value });
        }
    }
    Ok(options)
}

/// The text with white space removed and letters lowered: how answers and notations compare.
fn normalised(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect()
}

/// The option an answer names: its number (from 1) or its notation, white space and case
/// aside.
///
/// # Complexity
/// O(options · notation length).
///
/// # Example
/// ```
/// let moves = ["heap 1: 3 -> 0".to_string(), "heap 2: 4 -> 1".to_string()];
/// assert_eq!(kata::play::session::answer("2", &moves), Some(1));
/// assert_eq!(kata::play::session::answer(" Heap 2:4->1 ", &moves), Some(1));
/// assert_eq!(kata::play::session::answer("3", &moves), None);
/// assert_eq!(kata::play::session::answer("heap 2: 4 -> 0", &moves), None);
/// ```
pub fn answer(text: &str, notations: &[String]) -> Option<usize> {
    if let Ok(number) = text.trim().parse::<usize>() {
        return (1..=notations.len()).contains(&number).then(|| number - 1);
    }
    let wanted = normalised(text);
    notations.iter().position(|n| normalised(n) == wanted)
}

/// Plays one game from `start` against the perfect `engine`, reading the person's answers
/// from `input`, one a line, and writing the game to `out`. The person plays
/// [`Settings::you`]; the engine picks by [`best_choice_by_stop`].
///
/// Returns `true` when the game ended (the last line `winner: you` or `winner: engine`),
/// `false` when the input ended first (the last line says so).
///
/// # Errors
/// [`crate::play::engine::TooLarge`] if the start position is too large to search; writing
/// or reading fails.
///
/// # Complexity
/// The engine's search of `start`, then O(options) look-ups a turn.
///
/// # Example
/// ```
/// use cgt::Play;
/// use kata::play::engine::Engine;
/// use kata::play::nim::Nim;
/// use kata::play::session::{Settings, play};
///
/// use kata::play::engine::Side;
///
/// let settings = Settings { engine_first: false, coach: false, colour: false, echo: true, you: Side::Left };
/// let mut engine = Engine::new(Nim::new(Play::Normal));
/// let mut out = Vec::new();
/// let finished = play(&mut engine, vec![1, 2], &settings, &mut "3\n1\n".as_bytes(), &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(finished);
/// assert!(text.ends_with("winner: you\n"), "{text}");
/// ```
pub fn play<R: Ruleset>(
    engine: &mut Engine<R>,
    start: R::Position,
    settings: &Settings,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<bool> {
    let you = settings.you;
    let mut mover = if settings.engine_first { you.other() } else { you };
    engine.solve(&start, mover)?;
    let play = engine.ruleset().play();
    let convention = match play {
        Play::Normal => "normal play: whoever cannot move loses",
        Play::Misere => "misère play: whoever cannot move wins",
    };
    let first = if settings.engine_first { "The engine moves first" } else { "You move first" };
    writeln!(out, "{}; {convention}. {first}.", engine.ruleset().rules())?;
    if !engine.ruleset().impartial() {
        let side = if you == Side::Left { "Left" } else { "Right" };
        writeln!(out, "You play {side}.")?;
    }
    let (mut position, mut turn, mut record) = (start, 0, Record::default());
    loop {
        write!(out, "\n{}", engine.ruleset().picture(&position, settings.colour))?;
        let mut options = listed(engine, &position, mover)?;
        if options.is_empty() {
            break;
        }
        let pick = if mover == you {
            turn += 1;
            let before = engine.solve(&position, you)?;
            let pick = match your_move(engine, &options, you.other(), settings, input, out)? {
                Turn::Move(pick) => pick,
                Turn::Ended => {
                    writeln!(out, "the input ended before the game did")?;
                    return Ok(false);
                }
                Turn::Left => {
                    writeln!(out, "you left the game before its end")?;
                    return Ok(false);
                }
            };
            writeln!(out, "you: {}", options[pick].notation)?;
            let marked: Vec<(String, Value)> =
                options.iter().map(|o| (o.notation.clone(), o.value)).collect();
            if let Some(thrown) =
                record.note(turn, before, &marked, pick).filter(|_| settings.coach)
            {
                writeln!(out, "coach: {}", thrown.line())?;
            }
            pick
        } else {
            let values: Vec<Value> = options.iter().map(|o| o.value).collect();
            let ruleset = engine.ruleset();
            let stop = |i: usize| ruleset.stop(&options[i].position, you);
            let pick = best_choice_by_stop(&values, stop).expect("a position with options");
            writeln!(out, "engine: {}", options[pick].notation)?;
            pick
        };
        position = options.swap_remove(pick).position;
        mover = mover.other();
    }
    let stuck = if mover == you { "you cannot move" } else { "the engine cannot move" };
    writeln!(out, "{stuck} ({convention})")?;
    if !settings.coach {
        for line in record.summary() {
            writeln!(out, "{line}")?;
        }
    }
    let you_win = (mover == you) == (play.terminal_outcome() == Outcome::N);
    writeln!(out, "winner: {}", if you_win { "you" } else { "engine" })?;
    Ok(true)
}

/// How the person's turn ended.
enum Turn {
    /// The option of this index.
    Move(usize),
    /// `q`: the person left the game.
    Left,
    /// The input ended.
    Ended,
}

/// The person's turn: the options listed (marked by the coach if on, for `next` to move at each),
/// then answers read until one names a legal move, `q` (or `quit`, when no move is written
/// so) leaves, or the input ends.
fn your_move<R: Ruleset>(
    engine: &Engine<R>,
    options: &[Listed<R::Position>],
    next: Side,
    settings: &Settings,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Turn> {
    writeln!(out, "your moves:")?;
    let width = options.iter().map(|o| o.notation.chars().count()).max().unwrap_or(0);
    let digits = options.len().to_string().len();
    for (i, option) in options.iter().enumerate() {
        let number = i + 1;
        if settings.coach {
            let theory = engine.ruleset().theory(&option.position, next);
            let note = mark(option.value, &theory);
            writeln!(out, "  {number:>digits$}  {:<width$}   {note}", option.notation)?;
        } else {
            writeln!(out, "  {number:>digits$}  {}", option.notation)?;
        }
    }
    let notations: Vec<String> = options.iter().map(|o| o.notation.clone()).collect();
    let example = &notations[0];
    let (numbers, answers) = match options.len() {
        1 => ("1".to_string(), "1".to_string()),
        n => (format!("1-{n}"), format!("a number from 1 to {n}")),
    };
    let prompt = format!("your move ({numbers}, or a move such as `{example}`): ");
    loop {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(Turn::Ended);
        }
        if settings.echo {
            writeln!(out, "{}", line.trim_end())?;
        }
        match answer(&line, &notations) {
            Some(pick) => return Ok(Turn::Move(pick)),
            None if matches!(line.trim(), "q" | "quit") => return Ok(Turn::Left),
            None => writeln!(
                out,
                "`{}` is not a legal move here: answer {answers}, or a move written as listed, \
                 such as `{example}`\n(q leaves the game)",
                line.trim()
            )?,
        }
    }
}
