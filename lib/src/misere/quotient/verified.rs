//! A verified quotient (its table, P-portion, components' elements and
//! context elements) and the reduction of an automaton to one: what the
//! construction component by component (`by_components`) and by levels
//! (`levels`) share, so that neither imports the other's internals.

use std::collections::HashMap;

/// A verified quotient under some rules: its table (identity 0), P-portion,
/// the element of each component, and per element its rules' context
/// element.
#[derive(Debug, Clone)]
pub(super) struct Verified {
    pub table: Vec<Vec<u32>>,
    pub p: Vec<bool>,
    pub phi: Vec<u32>,
    pub tags: Vec<u32>,
}

impl Verified {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// The element of a sum of components.
    pub fn of(&self, sum: &[u32]) -> u32 {
        sum.iter().fold(0, |x, &c| self.table[x as usize][self.phi[c as usize] as usize])
    }
}

/// The quotient of a commutative automaton whose states (state 0 the empty
/// sum) have predictions `p`, context elements `tags`, transitions `delta`
/// per component and products `mul`, the components reaching states `phi`
/// from state 0: states with the same prediction and context element that
/// the transitions cannot tell apart are merged ([`merge`]).
pub(super) fn reduce(
    p: &[bool],
    tags: &[u32],
    delta: &[Vec<u32>],
    phi: &[u32],
    mul: impl Fn(usize, usize) -> u32,
) -> Verified {
    let mut keys: HashMap<(bool, u32), u32> = HashMap::new();
    let initial = p
        .iter()
        .zip(tags)
        .map(|(&prediction, &tag)| {
            let len = keys.len() as u32;
            *keys.entry((prediction, tag)).or_insert(len)
        })
        .collect();
    let (class, rep) = merge(initial, delta);
    let of = |s: u32| class[s as usize];
    Verified {
        table: rep.iter().map(|&x| rep.iter().map(|&y| of(mul(x, y))).collect()).collect(),
        p: rep.iter().map(|&s| p[s]).collect(),
        phi: phi.iter().map(|&s| of(s)).collect(),
        tags: rep.iter().map(|&s| tags[s]).collect(),
    }
}

/// The coarsest partition of states that refines `initial` (a class per
/// state) and that the transitions `delta` respect (Moore): per state its
/// class, classes numbered in order of their first state, and that state.
fn merge(initial: Vec<u32>, delta: &[Vec<u32>]) -> (Vec<u32>, Vec<usize>) {
    let n = initial.len();
    let mut block = initial;
    let mut count = block.iter().copied().max().map_or(0, |m| m as usize + 1);
    loop {
        let mut index: HashMap<(u32, Vec<u32>), u32> = HashMap::new();
        let next: Vec<u32> = (0..n)
            .map(|s| {
                let key = (block[s], delta[s].iter().map(|&t| block[t as usize]).collect());
                let len = index.len() as u32;
                *index.entry(key).or_insert(len)
            })
            .collect();
        block = next;
        if index.len() == count {
            break;
        }
        count = index.len();
    }
    let mut renumber: HashMap<u32, u32> = HashMap::new();
    let mut rep: Vec<usize> = Vec::new();
    let class = block
        .iter()
        .enumerate()
        .map(|(s, &b)| {
            *renumber.entry(b).or_insert_with(|| {
                rep.push(s);
                rep.len() as u32 - 1
            })
        })
        .collect();
    (class, rep)
}
