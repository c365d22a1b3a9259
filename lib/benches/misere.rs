//! Criterion benchmarks of misère play: quotients Q_n(0.07) of Dawson's Kayles, the census of
//! misère games born by day 5, and genera of the heaps of 0.312.

use cgt::{GenusMemo, MisereQuotient, MisereStore, OctalCode, TakeBreak};
use criterion::{BenchmarkId, Criterion};

fn octal(code: &str) -> TakeBreak {
    TakeBreak::octal(&code.parse::<OctalCode>().expect("a valid code"))
}

fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("quotient_0.07");
    group.sample_size(10);
    let dawson = octal("0.07");
    // Heap by heap: Q_24 (24 elements) takes milliseconds; from heap 25 on the new heaps are
    // added by levels of their count: Q_25 (144 elements) 0.3 s, Q_27 (176) 0.9 s, Q_30 (360,
    // MisereSolver's figure) 2.4 s, in the exact failure checks and the learner inside level
    // games (release, loaded 2-core machine). Q_30 needs more than the default limit of 256.
    for n in [10, 16, 24, 25, 27, 30] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                MisereQuotient::take_break_with_limit(&dawson, n, 512)
                    .expect("within the limits")
                    .len()
            })
        });
    }
    group.finish();
    // Heaps to 10 of codes whose learner once took seconds (0.377 8 s, 4.132 16 s, 0.336 2.4 s):
    // 62, 114 and 248 elements; 0.015 s, 0.05 s and 0.2 s with levels.
    let mut group = c.benchmark_group("quotient_heaps_10");
    group.sample_size(10);
    for code in ["0.377", "4.132", "0.336"] {
        let game = octal(code);
        group.bench_with_input(BenchmarkId::from_parameter(code), &game, |b, game| {
            b.iter(|| {
                MisereQuotient::take_break_with_limit(game, 10, 2000)
                    .expect("within the limits")
                    .len()
            })
        });
    }
    group.finish();
}

fn census(c: &mut Criterion) {
    let mut group = c.benchmark_group("census");
    group.sample_size(10);
    group.bench_function("day_5", |b| b.iter(|| MisereStore::census(5)));
    group.finish();
}

fn genus(c: &mut Criterion) {
    let mut group = c.benchmark_group("genus_0.312");
    group.sample_size(10);
    let game = octal("0.312");
    for n in [10, 20] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let mut memo = GenusMemo::new(game.clone());
                (1..=n).map(|h| memo.genus(&vec![h]).grundy()).sum::<u32>()
            })
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    quotients(&mut criterion);
    census(&mut criterion);
    genus(&mut criterion);
    criterion.final_summary();
}
