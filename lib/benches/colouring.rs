//! Criterion benchmarks of Col and Snort, each from an empty store and an empty memo: Snort
//! on the path of 16 vertices and on the 4×4 grid graph, Col on the path of 26 vertices
//! (the positions the `cgt` crate's timings are quoted on).

use cgt::partizan::colouring::{Col, Graph, Position, Snort};
use cgt::partizan::{GameId, GameStore, Partizan, ValueMemo};
use criterion::Criterion;

fn value<G: Partizan<Position = Position>>(game: &G, graph: &Graph) -> (GameStore, GameId) {
    let mut store = GameStore::new();
    let g = ValueMemo::new().value(game, &mut store, &Position::new(graph));
    (store, g)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("colouring");
    group.sample_size(10);
    let (p16, grid, p26) = (Graph::path(16), Graph::grid(4, 4), Graph::path(26));
    group.bench_function("snort_path_16", |b| b.iter(|| value(&Snort, &p16)));
    group.bench_function("snort_grid_4x4", |b| b.iter(|| value(&Snort, &grid)));
    group.bench_function("col_path_26", |b| b.iter(|| value(&Col, &p26)));
    group.finish();
}

fn main() {
    for (name, game_value) in [
        ("Snort P16", value(&Snort, &Graph::path(16))),
        ("Snort 4x4", value(&Snort, &Graph::grid(4, 4))),
        ("Col P26", value(&Col, &Graph::path(26))),
    ] {
        let (mut store, g) = game_value;
        let text = store.to_notation(g);
        eprintln!(
            "{name}: {} stored values, temperature {}, value {}",
            store.len(),
            store.temperature(g),
            if text.len() > 60 { format!("{}…", &text[..60]) } else { text }
        );
    }
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
