//! The judge's own Grundy table against the game's definition and against the lib.

use cgt::TakeBreak;
use cses_grundys_game::grundy_table;

#[test]
fn the_table_is_the_definition_on_small_heaps() {
    // Past 2048 (the plain prefix) so that the rare-value part is exercised too.
    let len = 5000;
    assert_eq!(grundy_table(len), TakeBreak::grundys_game().naive_sequence(len));
}

#[test]
fn the_table_agrees_with_the_lib_up_to_the_committed_cases() {
    let len = 1_000_001;
    let table = grundy_table(len);
    assert_eq!(table, TakeBreak::grundys_game().nim_sequence(len).values());
    let lost: Vec<usize> = (1..len).filter(|&n| table[n] == 0).collect();
    assert_eq!(lost.len(), 41, "{lost:?}");
    assert_eq!(lost.last(), Some(&1222));
}
