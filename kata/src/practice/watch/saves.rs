//! Noticing saves of the watched file: file events (inotify on Linux, through `notify`), or
//! polling where events do not arrive (network folders, some virtual machines) — found out
//! by a probe file written at the start, and said.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result};
use notify::{EventKind, RecursiveMode, Watcher};

use crate::practice::watch::keys::Event;

/// How often the fallback polls.
const POLL: Duration = Duration::from_millis(500);

/// The name of the probe file written next to the attempts.
const PROBE: &str = ".kata-watch-probe";

/// Watches a folder for saves of one file in it (which file may change while it runs); the
/// watching stops when this is dropped.
pub struct Saves {
    _watcher: Box<dyn Watcher + Send>,
    /// The file whose saves are sent.
    pub file: Arc<Mutex<PathBuf>>,
    /// How saves are noticed, for the person: `file events`, or `polling every 0.5 s (why)`.
    pub how: String,
}

/// Watches `file`'s folder, sending [`Event::Saved`] to `events` for each save of `file`
/// (by writing it, or by renaming another file onto it, as many editors do). Polls instead
/// of using file events when `poll`, when file events cannot be set up, or when a probe
/// written into the folder raises no event within half a second.
///
/// Errors: the folder cannot be watched even by polling.
pub fn watch(file: &Path, events: Sender<Event>, poll: bool) -> Result<Saves> {
    let dir = file.parent().context("the watched file has no folder")?.to_path_buf();
    let watched = Arc::new(Mutex::new(file.to_path_buf()));
    let (probe_tx, probe_rx) = mpsc::channel();
    let handler = {
        let watched = Arc::clone(&watched);
        move |event: notify::Result<notify::Event>| {
            let Ok(event) = event else { return };
            if matches!(event.kind, EventKind::Access(_) | EventKind::Remove(_)) {
                return;
            }
            let name = |path: &PathBuf| path.file_name().map(|n| n.to_os_string());
            let target = watched.lock().map(|file| name(&file)).unwrap_or_default();
            if event.paths.iter().any(|p| name(p) == target) {
                let _ = events.send(Event::Saved);
            }
            if event.paths.iter().any(|p| p.file_name().is_some_and(|n| n == PROBE)) {
                let _ = probe_tx.send(());
            }
        }
    };
    let polling = |handler, why: &str| -> Result<(Box<dyn Watcher + Send>, String)> {
        let config = notify::Config::default().with_poll_interval(POLL);
        let mut watcher = notify::PollWatcher::new(handler, config)
            .with_context(|| format!("{}: cannot watch", dir.display()))?;
        watcher
            .watch(&dir, RecursiveMode::NonRecursive)
            .with_context(|| format!("{}: cannot watch", dir.display()))?;
        Ok((Box::new(watcher), format!("polling every {:.1} s ({why})", POLL.as_secs_f64())))
    };
    let (watcher, how) = if poll {
        polling(handler, "--poll")?
    } else {
        match notify::recommended_watcher(handler.clone()) {
            Err(e) => polling(handler, &format!("no file events: {e}"))?,
            Ok(mut watcher) => match watcher.watch(&dir, RecursiveMode::NonRecursive) {
                Err(e) => polling(handler, &format!("no file events: {e}"))?,
                Ok(()) if events_arrive(&dir, &probe_rx) => {
                    (Box::new(watcher) as Box<dyn Watcher + Send>, "file events".to_string())
                }
                Ok(()) => polling(handler, "file events do not arrive in this folder")?,
            },
        }
    };
    Ok(Saves { _watcher: watcher, file: watched, how })
}

/// Writes the probe file in `dir` and waits up to half a second for its event; the probe is
/// removed again.
fn events_arrive(dir: &Path, probe: &mpsc::Receiver<()>) -> bool {
    let path = dir.join(PROBE);
    if std::fs::write(&path, b"kata watch checks that file events arrive\n").is_err() {
        return false;
    }
    let arrived = probe.recv_timeout(Duration::from_millis(500)).is_ok();
    let _ = std::fs::remove_file(&path);
    arrived
}
