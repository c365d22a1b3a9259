//! `cargo kata watch [<slug>]`: the practice loop. It judges the attempt at once and again on
//! every save, in stages ([`stages`]); when all pass the kata becomes SOLVED and the
//! after-solve note shows the idea. Single keys: `h` hint, `n` next kata, `l` list, `r`
//! re-run, `q` quit.

pub mod keys;
pub mod saves;
pub mod stages;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use anyhow::{Result, bail};

use crate::practice::catalogue::{self, Kata, shown};
use crate::practice::progress::{self, Progress, Status};
use keys::{Event, SingleKeys};
use stages::{Bench, Outcome, Source};

/// The arguments of `cargo kata watch`.
#[derive(Debug, Clone, clap::Args)]
pub struct WatchArgs {
    /// The kata (the current one when none is named).
    pub slug: Option<String>,
    /// Watch the problem's own `solutions/<slug>.rs` instead of an attempt (for whoever writes
    /// a new problem; no progress is kept).
    #[arg(long)]
    pub solution: bool,
    /// Poll the file for saves instead of using file events.
    #[arg(long)]
    pub poll: bool,
    /// How long the stress stage generates inputs, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 8.0)]
    pub stress_time: f64,
}

/// The keys, as the loop's footer shows them.
const KEYS: &str = "keys: [h] hint  [n] next kata  [l] list  [r] re-run  [q] quit";

/// Runs `cargo kata watch` until `q` (or the end of stdin when it is not a terminal):
/// `Ok(true)` when the last run passed every stage.
///
/// Errors: no kata named and none current, an unknown slug, no attempt yet (with how to start
/// one), a progress file with a bad line, a problem that does not build.
pub fn watch_command(root: &Path, args: &WatchArgs) -> Result<bool> {
    let slug = match &args.slug {
        Some(slug) => slug.clone(),
        None => match Progress::load(&catalogue::progress_file(root))?.current {
            Some(slug) => slug,
            None => bail!(
                "no current kata: start one with `cargo kata start <slug>` (see `cargo kata list`)"
            ),
        },
    };
    let kata = catalogue::kata(root, &slug)?;
    let mut session = Session::open(root, kata, args)?;
    let (sender, events) = mpsc::channel();
    let saves = saves::watch(&session.file(), sender.clone(), args.poll)?;
    let _keys = SingleKeys::start(sender);
    println!("watching {} ({})", shown(root, &session.file()), saves.how);
    let mut passed = session.run_reporting();
    let mut pending = std::collections::VecDeque::new();
    loop {
        let event =
            pending.pop_front().unwrap_or_else(|| events.recv().unwrap_or(Event::InputClosed));
        let done = match event {
            Event::Saved => {
                pending.extend(settle(&events));
                Ok(Some(session.run_reporting()))
            }
            Event::Key('r') => Ok(Some(session.run_reporting())),
            Event::Key('h') => session.hint().map(|()| None),
            Event::Key('l') => session.list().map(|()| None),
            Event::Key('n') => session.next().map(|moved| {
                moved.then(|| {
                    *saves.file.lock().expect("not poisoned") = session.file();
                    session.run_reporting()
                })
            }),
            Event::Key('q') | Event::InputClosed => break,
            Event::Key(key) if key.is_whitespace() => Ok(None),
            Event::Key(key) => {
                println!("no key {key:?}; {KEYS}");
                Ok(None)
            }
        };
        match done {
            Ok(Some(outcome)) => passed = outcome,
            Ok(None) => {}
            // The loop goes on: the person may fix what the line names.
            Err(error) => println!("error: {error:#}"),
        }
    }
    println!("bye: your attempt stays in {}", shown(root, &session.file()));
    Ok(passed)
}

/// Waits until saves stop coming for a moment (an editor may write a file in several steps),
/// dropping the extra save events; the other events that came meanwhile, in order (a key
/// pressed meanwhile is not lost).
fn settle(events: &Receiver<Event>) -> Vec<Event> {
    let mut others = Vec::new();
    while let Ok(event) = events.recv_timeout(Duration::from_millis(150)) {
        if event != Event::Saved {
            others.push(event);
        }
    }
    others
}

/// One kata being watched.
struct Session<'a> {
    root: &'a Path,
    kata: Kata,
    bench: Bench,
    solution_mode: bool,
    stress_time: f64,
}

impl<'a> Session<'a> {
    fn open(root: &'a Path, kata: Kata, args: &WatchArgs) -> Result<Session<'a>> {
        let slug = kata.slug().to_string();
        if !args.solution {
            let attempt = catalogue::attempt_file(root, &slug);
            if !attempt.is_file() {
                bail!(
                    "{}: no attempt yet; start one with `cargo kata start {slug}`",
                    shown(root, &attempt)
                );
            }
            progress::update(&catalogue::progress_file(root), |progress| {
                progress.current = Some(slug.clone());
                Ok(())
            })?;
        }
        let mut bench = Bench::prepare(root, &kata.problem)?;
        bench.stress_time = Duration::from_secs_f64(args.stress_time.clamp(0.1, 600.0));
        Ok(Session {
            root,
            kata,
            bench,
            solution_mode: args.solution,
            stress_time: args.stress_time,
        })
    }

    fn file(&self) -> PathBuf {
        if self.solution_mode {
            self.root.join("solutions").join(format!("{}.rs", self.kata.slug()))
        } else {
            catalogue::attempt_file(self.root, self.kata.slug())
        }
    }

    /// [`run`](Session::run), an error printed as one line (the loop goes on); whether the
    /// run passed.
    fn run_reporting(&mut self) -> bool {
        self.run().unwrap_or_else(|error| {
            println!("error: {error:#}\n{KEYS}");
            false
        })
    }

    /// Judges the file once, records the run, and prints the outcome; whether it passed.
    fn run(&mut self) -> Result<bool> {
        let slug = self.kata.slug().to_string();
        if std::io::stdout().is_terminal() {
            // A clean screen for each run, as on a terminal a person reads it.
            print!("\x1b[2J\x1b[H");
        }
        println!(
            "── {slug}: {} ── {} ──",
            self.kata.problem.spec.title,
            shown(self.root, &self.file())
        );
        let source = if self.solution_mode { Source::Solution } else { Source::File(self.file()) };
        let outcome = self.bench.judge(&source)?;
        let passed = matches!(outcome, Outcome::Passed { .. });
        if self.solution_mode {
            if passed {
                println!("\nthe solution passes every stage");
            }
        } else {
            let (status, note) = self.record(&outcome)?;
            if let Some(note) = note {
                print!("\n{note}");
            } else {
                println!("\n{slug}: {}", status.word());
            }
        }
        println!("{KEYS}");
        Ok(passed)
    }

    /// Records a run in the progress file; the new status, and the after-solve note when it
    /// passed.
    fn record(&self, outcome: &Outcome) -> Result<(Status, Option<String>)> {
        let slug = self.kata.slug();
        let limit = self.kata.problem.spec.time_limit_ms;
        let status = progress::update(&catalogue::progress_file(self.root), |progress| {
            let entry = progress.entry(slug);
            entry.runs += 1;
            entry.started.get_or_insert_with(progress::today);
            if entry.status == Status::Pending {
                entry.status = Status::Attempted;
            }
            if let Outcome::Passed { slowest, .. } = outcome {
                if entry.status == Status::Attempted {
                    entry.status = Status::Solved;
                }
                entry.solved.get_or_insert_with(progress::today);
                entry.slowest = Some((slowest.cpu.as_millis() as u64, limit));
            }
            Ok(entry.status)
        })?;
        let Outcome::Passed { slowest, reference } = outcome else {
            return Ok((status, None));
        };
        let spec = &self.kata.problem.spec;
        let percent = |ms: u128| ms * 100 / u128::from(limit.max(1));
        let next = match self.next_kata()? {
            Some(next) => format!("{} ({}) — press n", next.slug(), next.problem.spec.title),
            None => "none left on the path: every kata is solved".to_string(),
        };
        let submit = match &spec.url {
            Some(url) => format!(
                "  submit       cargo bundle {slug} --file {} --check, then {url}\n",
                shown(self.root, &self.file())
            ),
            None => String::new(),
        };
        let note = format!(
            "{} {slug}: every stage passed\n  the idea     {}\n  the theory   {} ({})\n  your time    \
             {} {} ms / {limit} ms ({}%); the reference {} ms on it ({}%)\n{submit}  next kata    {next}\n",
            status.word(),
            spec.idea,
            self.kata.topic.title(),
            spec.tags.join(", "),
            slowest.name,
            slowest.cpu.as_millis(),
            percent(slowest.cpu.as_millis()),
            reference.as_millis(),
            percent(reference.as_millis()),
        );
        Ok((status, Some(note)))
    }

    /// The next kata along the path after this one that is not solved nor revealed (from the
    /// start of the path when none follows).
    fn next_kata(&self) -> Result<Option<Kata>> {
        let katas = catalogue::katas(self.root)?;
        let progress = Progress::load(&catalogue::progress_file(self.root))?;
        let here = katas.iter().position(|kata| kata.slug() == self.kata.slug()).unwrap_or(0);
        let open = |kata: &&Kata| {
            kata.slug() != self.kata.slug()
                && matches!(progress.status(kata.slug()), Status::Pending | Status::Attempted)
        };
        let after = katas[here..].iter().find(open).or_else(|| katas[..here].iter().find(open));
        Ok(after.cloned())
    }

    /// `h`: the next hint (recorded unless watching a solution).
    fn hint(&self) -> Result<()> {
        if self.solution_mode {
            let (name, hint) = self.kata.hints.level(1).expect("level 1");
            println!("\nhint 1 ({name}):\n{}", crate::practice::hint::wrap(hint, 92, "  "));
            return Ok(());
        }
        println!("\n{}", crate::practice::hint::open_hint(self.root, &self.kata, None)?);
        Ok(())
    }

    /// `l`: the list of katas.
    fn list(&self) -> Result<()> {
        let katas = catalogue::katas(self.root)?;
        let progress = Progress::load(&catalogue::progress_file(self.root))?;
        println!("\n{}", crate::practice::list::render(&katas, &progress, |_| true));
        Ok(())
    }

    /// `n`: starts the next kata and watches it instead; whether it moved.
    fn next(&mut self) -> Result<bool> {
        if self.solution_mode {
            println!("\n(no next kata when watching a solution)");
            return Ok(false);
        }
        let Some(next) = self.next_kata()? else {
            println!("\nno kata left on the path");
            return Ok(false);
        };
        let message = crate::practice::start::start(self.root, &next)?;
        let args =
            WatchArgs { slug: None, solution: false, poll: false, stress_time: self.stress_time };
        *self = Session::open(self.root, next, &args)?;
        println!("\n{message}");
        Ok(true)
    }
}
