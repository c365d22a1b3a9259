//! Tests for `cgt::periodic`: indexing and counting against unrolling, and
//! the window-recurrence detector against a naive search on long prefixes.

use std::cell::Cell;
use std::hash::{Hash, Hasher};

mod common;

use cgt::{Periodic, detect_window_recurrence};
use common::naive_period;
use proptest::prelude::*;

/// `a(n)` by unrolling the period backwards one step at a time.
fn naive_at<T: Copy>(seq: &Periodic<T>, n: u64) -> T {
    let mut n = n as usize;
    while n >= seq.preperiod() + seq.period() {
        n -= seq.period();
    }
    seq.prefix()[n]
}

/// Random periodic sequences over a small alphabet.
fn periodic() -> impl Strategy<Value = Periodic<u8>> {
    (0usize..6, 1usize..6)
        .prop_flat_map(|(pre, per)| {
            (Just(pre), Just(per), prop::collection::vec(0u8..3, pre + per))
        })
        .prop_map(|(pre, per, prefix)| Periodic::new(pre, per, prefix))
}

/// A random recurrence with window `window` over the alphabet `0..alphabet`:
/// free initial values, then a lookup table indexed by the last window.
#[derive(Debug, Clone)]
struct Recurrence {
    window: usize,
    alphabet: u8,
    initial: Vec<u8>,
    table: Vec<u8>,
}

impl Recurrence {
    fn step(&self, values: &[u8]) -> u8 {
        let n = values.len();
        if n < self.window {
            return self.initial[n];
        }
        let index = values[n - self.window..]
            .iter()
            .fold(0, |index, &v| index * usize::from(self.alphabet) + usize::from(v));
        self.table[index]
    }

    fn values(&self, len: usize) -> Vec<u8> {
        let mut values = Vec::new();
        while values.len() < len {
            values.push(self.step(&values));
        }
        values
    }
}

fn recurrence() -> impl Strategy<Value = Recurrence> {
    (0usize..4, 1u8..4)
        .prop_flat_map(|(window, alphabet)| {
            let states = usize::from(alphabet).pow(window as u32);
            (
                Just(window),
                Just(alphabet),
                prop::collection::vec(0..alphabet, window),
                prop::collection::vec(0..alphabet, states),
            )
        })
        .prop_map(|(window, alphabet, initial, table)| Recurrence {
            window,
            alphabet,
            initial,
            table,
        })
}

/// A value whose hash is constant, so that every window collides.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Colliding(u8);

impl Hash for Colliding {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

#[test]
#[should_panic(expected = "period must be positive")]
fn zero_period_is_rejected() {
    Periodic::<u8>::new(0, 0, Vec::new());
}

#[test]
#[should_panic(expected = "exactly preperiod + period")]
fn short_prefix_is_rejected() {
    Periodic::new(1, 2, vec![0u8, 1]);
}

#[test]
fn at_reaches_u64_max() {
    let seq = Periodic::new(3, 5, (0..8u64).collect());
    assert_eq!(seq.at(u64::MAX), 3 + (u64::MAX - 3) % 5);
}

#[test]
fn counter_modulo_m_needs_m_plus_one_values() {
    // a(n) = (a(n-1) + 1) mod 7 with window 1: period 7 shows at length 8.
    let step = |a: &[u32]| a.last().map_or(0, |x| (x + 1) % 7);
    assert!(detect_window_recurrence(1, 7, step).is_none());
    let seq = detect_window_recurrence(1, 8, step).unwrap();
    assert_eq!((seq.preperiod(), seq.period(), seq.prefix()), (0, 7, &[0, 1, 2, 3, 4, 5, 6][..]));
}

proptest! {
    #[test]
    fn at_matches_unrolling(seq in periodic(), n in 0u64..200) {
        prop_assert_eq!(seq.at(n), naive_at(&seq, n));
    }

    #[test]
    fn at_is_periodic_everywhere(seq in periodic(), n: u64) {
        let start = (seq.preperiod() + seq.period()) as u64;
        prop_assume!(n >= start);
        prop_assert_eq!(seq.at(n), seq.at(n - seq.period() as u64));
    }

    #[test]
    fn count_matches_scanning(seq in periodic(), end in 0u64..60, value in 0u8..3) {
        let naive = (0..end).filter(|&n| naive_at(&seq, n) == value).count() as u64;
        prop_assert_eq!(seq.count(end, &value), naive);
    }

    #[test]
    fn count_splits_additively(seq in periodic(), a in 0u64..1 << 40, b in 0u64..1 << 40, value in 0u8..3) {
        let by_scan = (a..a + 40).filter(|&n| seq.at(n) == value).count() as u64;
        prop_assert_eq!(seq.count(a + 40, &value) - seq.count(a, &value), by_scan);
        prop_assert!(seq.count(a.max(b), &value) >= seq.count(a.min(b), &value));
    }

    #[test]
    fn detector_matches_naive(rec in recurrence()) {
        let values = rec.values(400);
        let (preperiod, period) = naive_period(&values).expect("a period within half the table");
        let needed = preperiod + period + rec.window;
        let calls = Cell::new(0);
        let step = |a: &[u8]| {
            calls.set(calls.get() + 1);
            rec.step(a)
        };
        let seq = detect_window_recurrence(rec.window, needed, step).unwrap();
        prop_assert_eq!(calls.get(), needed);
        prop_assert_eq!((seq.preperiod(), seq.period()), (preperiod, period));
        prop_assert_eq!(seq.prefix(), &values[..preperiod + period]);
        for (n, &v) in values.iter().enumerate() {
            prop_assert_eq!(seq.at(n as u64), v);
        }
        prop_assert!(detect_window_recurrence(rec.window, needed - 1, |a: &[u8]| rec.step(a)).is_none());
    }

    #[test]
    fn detector_verifies_hash_collisions(rec in recurrence()) {
        let plain = detect_window_recurrence(rec.window, usize::MAX, |a: &[u8]| rec.step(a)).unwrap();
        let colliding = detect_window_recurrence(rec.window, usize::MAX, |a: &[Colliding]| {
            let raw: Vec<u8> = a.iter().map(|c| c.0).collect();
            Colliding(rec.step(&raw))
        })
        .unwrap();
        prop_assert_eq!((colliding.preperiod(), colliding.period()), (plain.preperiod(), plain.period()));
        let unwrapped: Vec<u8> = colliding.prefix().iter().map(|c| c.0).collect();
        prop_assert_eq!(unwrapped, plain.prefix());
    }
}
