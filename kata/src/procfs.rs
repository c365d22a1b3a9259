//! What Linux's `/proc` tells about a running process.

/// The peak resident set size (`VmHWM`) of a running process, in bytes; `None` when it is
/// gone, a zombie, or `/proc` is not there.
///
/// # Example
/// ```
/// let me = std::process::id();
/// if let Some(peak) = kata::procfs::peak_rss_bytes(me) {
///     assert!(peak > 0);
/// }
/// ```
pub fn peak_rss_bytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    parse_vm_hwm(&status)
}

/// Resets this process's peak resident set size to its current one (`5` into
/// `/proc/self/clear_refs`, Linux 4.0+); without `/proc`, nothing happens.
pub fn reset_own_peak_rss() {
    // Best effort: on failure the peak only stays higher.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The `VmHWM:  1234 kB` line of a `/proc/<pid>/status` text, in bytes.
fn parse_vm_hwm(status: &str) -> Option<u64> {
    let line = status.lines().find_map(|line| line.strip_prefix("VmHWM:"))?;
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
        assert_eq!(parse_vm_hwm(status), Some(1500 * 1024));
        assert_eq!(parse_vm_hwm("Name:\tzombie\nState:\tZ\n"), None);
    }
}
