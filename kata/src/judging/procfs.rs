//! What Linux's `/proc` tells about running processes: their peak and current memory, and
//! which processes descend from which.

use std::collections::HashMap;

/// The peak resident set size (`VmHWM`) of a running process, in bytes; `None` when it is
/// gone, a zombie, or `/proc` is not there.
///
/// # Example
/// ```
/// let me = std::process::id();
/// if let Some(peak) = kata::judging::procfs::peak_rss_bytes(me) {
///     assert!(peak > 0);
/// }
/// ```
pub fn peak_rss_bytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    parse_status_kib(&status, "VmHWM:")
}

/// The current resident set size (`VmRSS`) of a running process, in bytes; `None` when it
/// is gone, a zombie, or `/proc` is not there.
///
/// # Example
/// ```
/// let me = std::process::id();
/// if let Some(rss) = kata::judging::procfs::rss_bytes(me) {
///     assert!(rss > 0);
/// }
/// ```
pub fn rss_bytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    parse_status_kib(&status, "VmRSS:")
}

/// Every process below `root` in the process tree (children, their children, …), parents
/// before their children; empty without `/proc`.
///
/// One pass over `/proc/*/stat`: O(processes on the machine). A process that forks while the
/// pass runs may be missed; callers that kill the tree repeat until it is empty.
///
/// # Example
/// ```
/// let mut child = std::process::Command::new("sleep").arg("5").spawn().unwrap();
/// assert!(kata::judging::procfs::descendants(std::process::id()).contains(&child.id()));
/// child.kill().unwrap();
/// child.wait().unwrap();
/// ```
pub fn descendants(root: u32) -> Vec<u32> {
    let mut children = children_by_parent();
    let mut found = children.remove(&root).unwrap_or_default();
    let mut next = 0;
    while let Some(&pid) = found.get(next) {
        found.extend(children.remove(&pid).unwrap_or_default());
        next += 1;
    }
    found
}

/// The children of `parent`; empty without `/proc`. O(processes on the machine).
///
/// # Example
/// ```
/// assert!(kata::judging::procfs::children(std::process::id()).is_empty());
/// ```
pub fn children(parent: u32) -> Vec<u32> {
    children_by_parent().remove(&parent).unwrap_or_default()
}

/// When a process started, in clock ticks since boot (`/proc/<pid>/stat`'s 22nd field);
/// `None` when it is gone or `/proc` is not there. Later processes have larger (or equal)
/// values.
///
/// # Example
/// ```
/// let me = kata::judging::procfs::start_time(std::process::id());
/// assert!(me.is_none() || me <= kata::judging::procfs::start_time(std::process::id()));
/// ```
pub fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat_field(&stat, 22)?.parse().ok()
}

/// Every process's children, from one pass over `/proc/*/stat`.
fn children_by_parent() -> HashMap<u32, Vec<u32>> {
    let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
    let Ok(entries) = std::fs::read_dir("/proc") else { return children };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|name| name.parse::<u32>().ok()) else {
            continue;
        };
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        if let Some(parent) = stat_field(&stat, 4).and_then(|field| field.parse().ok()) {
            children.entry(parent).or_default().push(pid);
        }
    }
    children
}

/// Field `number` (1-based, as in proc(5)) of a `/proc/<pid>/stat` line, for fields after the
/// command name (which is in parentheses and may itself hold spaces and parentheses).
fn stat_field(stat: &str, number: usize) -> Option<&str> {
    let (_, rest) = stat.rsplit_once(')')?;
    rest.split_whitespace().nth(number.checked_sub(3)?)
}

/// Resets this process's peak resident set size to its current one (`5` into
/// `/proc/self/clear_refs`, Linux 4.0+); without `/proc`, nothing happens.
pub fn reset_own_peak_rss() {
    // Best effort: on failure the peak only stays higher.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// A `<field>  1234 kB` line of a `/proc/<pid>/status` text, in bytes.
fn parse_status_kib(status: &str, field: &str) -> Option<u64> {
    let line = status.lines().find_map(|line| line.strip_prefix(field))?;
    let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_own_peak_can_be_reset() {
        let me = std::process::id();
        let Some(before) = peak_rss_bytes(me) else { return };
        let ballast = vec![1u8; 64 << 20];
        assert!(peak_rss_bytes(me).unwrap() >= before + (60 << 20));
        drop(std::hint::black_box(ballast));
        reset_own_peak_rss();
        assert!(peak_rss_bytes(me).unwrap() < before + (32 << 20));
    }

    #[test]
    fn parses_the_high_water_mark() {
        let status = "Name:\tx\nVmPeak:\t  9000 kB\nVmHWM:\t    1500 kB\nVmRSS:\t 1400 kB\n";
        assert_eq!(parse_status_kib(status, "VmHWM:"), Some(1500 * 1024));
        assert_eq!(parse_status_kib(status, "VmRSS:"), Some(1400 * 1024));
        assert_eq!(parse_status_kib("Name:\tzombie\nState:\tZ\n", "VmHWM:"), None);
    }

    #[test]
    fn parses_the_parent_past_an_awkward_name() {
        assert_eq!(stat_field("42 (a) b) S 7 42 42 0", 4), Some("7"));
        assert_eq!(stat_field("42 (sleep) S 1 42 42 0", 3), Some("S"));
        assert_eq!(stat_field("garbage", 4), None);
    }
}
