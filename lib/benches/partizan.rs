//! Criterion benchmarks of the partizan engine: Domineering 5×5 from an empty store, a sum
//! of 24 hot games, and big nimbers and ups (`{0|*4000}`, `*60 + {1|0}`, `^100000 + {1|0}`,
//! each read into a fresh store: before the nimber relations and the translation of hot
//! games by infinitesimals, 0.78 s, 44 ms and a stack overflow), and forms with equal stops
//! plus big ups and stars (`{^9|*7}+^30000`, `{^9|*7}+^1000000`, `{{1|*2}|{*3|-1}}+*4095`,
//! `{{1|*2}|{*3|-1}}+*1048575`, `{{1|*2}|{*3|-1}}+*1048575+v`: before the up shift and
//! remote stars, a stack overflow, a stack overflow, 44 s, hours (about `m^2.7`) and hours;
//! after, about 70 µs, 60 µs, 0.24 ms, 0.23 ms and 0.27 ms, single release runs).
//!
//! The 24 hot games are, for `k = 0, 1, …, 11`, the pair
//! `{k+3 | {k+1 | -(k+1)}}` and `{k+2 | {k | -(k+4)}}`:
//! `{3|{1|-1}} + {2|{0|-4}} + {4|{2|-2}} + {3|{1|-5}} + … + {14|{12|-12}} + {13|{11|-15}}`,
//! added one after another into a canonical form, each run in a fresh store.

use cgt::partizan::{Board, Domineering, GameId, GameStore, ValueMemo};
use criterion::Criterion;

/// The `i`-th game of the hot sum (see the module doc).
fn hot_game(store: &mut GameStore, i: i64) -> GameId {
    let k = i / 2;
    let text = if i % 2 == 0 {
        format!("{{{}|{{{}|{}}}}}", k + 3, k + 1, -(k + 1))
    } else {
        format!("{{{}|{{{}|{}}}}}", k + 2, k, -(k + 4))
    };
    store.parse(&text).expect("a valid game")
}

fn hot_sum() -> (GameStore, GameId) {
    let mut store = GameStore::new();
    let mut acc = store.zero();
    for i in 0..24 {
        let g = hot_game(&mut store, i);
        acc = store.add(acc, g);
    }
    (store, acc)
}

fn domineering_5x5() -> (GameStore, GameId) {
    let mut store = GameStore::new();
    let mut memo = ValueMemo::new();
    let g = memo.value(&Domineering, &mut store, &Board::empty(5, 5));
    (store, g)
}

/// Reads `text` into a fresh store and prints its canonical form.
fn read_and_print(text: &str) -> String {
    let mut store = GameStore::new();
    let g = store.parse(text).expect("a valid game");
    store.to_notation(g)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("partizan");
    group.sample_size(10);
    group.bench_function("domineering_5x5", |b| b.iter(domineering_5x5));
    group.bench_function("hot_sum_24", |b| b.iter(hot_sum));
    for (name, text) in [
        ("zero_or_star4000", "{0|*4000}"),
        ("star60_plus_switch", "*60+{1|0}"),
        ("up100000_plus_switch", "^100000+{1|0}"),
        ("cold_plus_up30000", "{^9|*7}+^30000"),
        ("cold_plus_up1000000", "{^9|*7}+^1000000"),
        ("cold_plus_star4095", "{{1|*2}|{*3|-1}}+*4095"),
        ("cold_plus_star1048575", "{{1|*2}|{*3|-1}}+*1048575"),
        ("cold_big_star_plus_down", "{{1|*2}|{*3|-1}}+*1048575+v"),
    ] {
        group.bench_function(name, |b| b.iter(|| read_and_print(text)));
    }
    group.finish();
}

fn main() {
    let (mut store, g) = domineering_5x5();
    assert_eq!(store.to_notation(g), "0", "Domineering 5x5 is 0");
    let (mut store, g) = hot_sum();
    eprintln!(
        "hot sum of 24: {} stored values, temperature {}, mean {}",
        store.len(),
        store.temperature(g),
        store.mean(g)
    );
    assert_eq!(read_and_print("{0|*4000}"), "^*4001");
    assert_eq!(read_and_print("*60+{1|0}"), "{1*60|*60}");
    assert_eq!(read_and_print("^100000+{1|0}"), "{1^100000|^100000}");
    assert_eq!(read_and_print("{^9|*7}+^1000000"), "{^1000009|^1000000*7}");
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
