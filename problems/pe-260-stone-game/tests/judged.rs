//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type pe_260_stone_game::StoneGame260);

/// Whether each sorted position `x ≤ y ≤ z ≤ b` is lost by the player to move, by the rules
/// written out here (a move takes k ≥ 1 from each pile of a non-empty set), position by
/// position in order of the stones left.
fn lost_up_to(b: usize) -> std::collections::HashMap<[usize; 3], bool> {
    let mut lost = std::collections::HashMap::new();
    for stones in 0..=3 * b {
        for z in 0..=b {
            for y in 0..=z {
                let Some(x) = stones.checked_sub(y + z).filter(|&x| x <= y) else { continue };
                let piles = [x, y, z];
                let mut reaches_lost = false;
                for set in 1..8usize {
                    let chosen: Vec<usize> = (0..3).filter(|i| set >> i & 1 == 1).collect();
                    let most = chosen.iter().map(|&i| piles[i]).min().unwrap_or(0);
                    for k in 1..=most {
                        let mut next = piles;
                        chosen.iter().for_each(|&i| next[i] -= k);
                        next.sort_unstable();
                        reaches_lost |= lost[&next];
                    }
                }
                lost.insert(piles, !reaches_lost);
            }
        }
    }
    lost
}

/// The explanations' totals and new lost positions hold by the rules written out above.
#[test]
fn explanations_hold_by_search() {
    kit::explain::counting::counting_is_explained::<pe_260_stone_game::StoneGame260>(|&b| {
        let lost = lost_up_to(b);
        let new = (0..=b).flat_map(|y| (0..=y).map(move |x| [x, y, b]));
        Some(new.filter(|p| lost[p]).collect())
    });
}
