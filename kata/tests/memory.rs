//! The memory of a run is the program's, not the judge's: a child's `wait4` peak counts what
//! it shared with the judge before its exec, so the judge's own past peak must not leak in.
//! (Alone in its test binary: it makes this process big on purpose.)

mod common;

use common::Fixture;
use kata::judging::run::{Isolation, Limits, run};

#[test]
fn the_judges_past_peak_does_not_count() {
    let ballast = std::hint::black_box(vec![7u8; 400 << 20]);
    drop(ballast);
    let fixture = Fixture::new();
    let input = fixture.root().join("input");
    std::fs::write(&input, "").unwrap();
    let small = fixture.script("small", "echo small");
    let result =
        run(&small, &[], &input, &Limits::new(1000, 256), Isolation::for_solutions()).unwrap();
    assert_eq!(result.stdout, b"small\n");
    assert!(result.peak_memory_bytes < 100 << 20, "{} bytes", result.peak_memory_bytes);
}
