//! Criterion benchmarks of nim-sequences: the sparse-value method against the definition, on
//! Grundy's game and the unsolved octal game 0.161, at growing lengths.

use cgt::{OctalCode, TakeBreak};
use criterion::{BenchmarkId, Criterion};

fn games() -> [(&'static str, TakeBreak); 2] {
    let code: OctalCode = "0.161".parse().expect("a valid code");
    [("grundy", TakeBreak::grundys_game()), ("0.161", TakeBreak::octal(&code))]
}

fn sparse(c: &mut Criterion) {
    let mut group = c.benchmark_group("sparse");
    group.sample_size(10);
    for (name, game) in games() {
        // The scale target: 10^6 values of Grundy's game within 0.4 s.
        for len in [10_000, 100_000, 1_000_000] {
            group.bench_with_input(BenchmarkId::new(name, len), &len, |b, &len| {
                b.iter(|| game.nim_sequence(len))
            });
        }
    }
    group.finish();
}

/// 10^7 values, ten single runs each (Grundy's game's values reach 256 at heap 7 250 049, and
/// from there on the solver runs 16-bit lanes).
fn sparse_far(c: &mut Criterion) {
    let mut group = c.benchmark_group("sparse_far");
    group.sample_size(10);
    group.warm_up_time(std::time::Duration::from_millis(1));
    for (name, game) in games() {
        group.bench_with_input(BenchmarkId::new(name, 10_000_000), &10_000_000, |b, &len| {
            b.iter(|| game.nim_sequence(len))
        });
    }
    group.finish();
}

fn naive(c: &mut Criterion) {
    let mut group = c.benchmark_group("naive");
    group.sample_size(10);
    for (name, game) in games() {
        group.bench_with_input(BenchmarkId::new(name, 10_000), &10_000, |b, &len| {
            b.iter(|| game.naive_sequence(len))
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    sparse(&mut criterion);
    sparse_far(&mut criterion);
    naive(&mut criterion);
    criterion.final_summary();
}
