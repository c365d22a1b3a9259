//! Green (impartial) Hackenbush.
//!
//! Rules: a picture of green edges is joined to the ground; either player chops any edge, and
//! whatever is no longer joined to the ground falls; a player with no edge to chop loses.
//! Every picture is a nimber:
//!
//! - **colon principle** (trees): a green edge carrying above it a tree of nimber `v` is
//!   worth `*(v + 1)`, and the trees hanging from one vertex add (their nimbers XOR); so a
//!   stalk of `k` edges is `*k`;
//! - **fusion principle** (any graph): the vertices of a cycle may be fused into one vertex,
//!   its edges becoming loops, without changing the value; a loop is worth `*1`. Fusing every
//!   2-edge-connected component leaves a tree of bridges with loops, valued by the colon
//!   principle.

use crate::partizan::hackenbush::trees::RootedForest;

/// The nimber of the green forest hanging from vertex `root`, by the colon principle:
/// `edges` are `(u, v)` on vertices `0..vertex_count` forming a forest, `root` plays the
/// ground, and edges not joined to `root` count nothing. Computed without recursion.
///
/// # Panics
///
/// If an endpoint or `root` is out of range, or the edges joined to `root` contain a cycle
/// (a loop or parallel edges included; see [`graph_nimber`] for those).
///
/// # Complexity
///
/// O(vertex_count + n) for `n` edges.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::green::tree_nimber;
///
/// // A stalk of 3 edges is *3; a vertex carrying two leaves carries *1 ^ *1 = 0.
/// assert_eq!(tree_nimber(4, &[(0, 1), (1, 2), (2, 3)], 0), 3);
/// assert_eq!(tree_nimber(4, &[(0, 1), (1, 2), (1, 3)], 0), 1);
/// ```
pub fn tree_nimber(vertex_count: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    let forest = RootedForest::new(vertex_count, edges.iter().copied(), root);
    colon_nimber(&forest, &vec![0; vertex_count])
}

/// The colon principle over a rooted forest whose vertex `v` also carries the nimber
/// `own[v]` (its loops): the root's nimber.
fn colon_nimber(forest: &RootedForest, own: &[u64]) -> u64 {
    let mut nimber = own.to_vec();
    for &v in forest.order.iter().rev() {
        match forest.parent[v] {
            Some((parent, _)) => nimber[parent] ^= nimber[v] + 1,
            None => return nimber[v],
        }
    }
    unreachable!("the root is the first vertex of the order")
}

/// The nimber of any green picture joined to the ground at vertex `ground`: `edges` are
/// `(u, v)` on vertices `0..vertex_count`, loops, parallel edges and cycles allowed; edges
/// not joined to `ground` count nothing. By the fusion principle: each 2-edge-connected
/// component is fused to one vertex carrying its inner edges as loops (`*1` each), then the
/// colon principle values the tree of bridges. Computed without recursion.
///
/// # Panics
///
/// If an endpoint or `ground` is out of range.
///
/// # Complexity
///
/// O(vertex_count + n) for `n` edges.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::green::graph_nimber;
///
/// // A triangle through the ground fuses to the ground with three loops: *1 ^ *1 ^ *1 = *1.
/// assert_eq!(graph_nimber(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
/// // A stalk of 2 with a loop on top: the loop is *1, so the stalk carries *1 twice: *3.
/// assert_eq!(graph_nimber(3, &[(0, 1), (1, 2), (2, 2)], 0), 3);
/// ```
pub fn graph_nimber(vertex_count: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
    assert!(ground < vertex_count, "ground {ground} out of range");
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vertex_count];
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(u < vertex_count && v < vertex_count, "edge {i} out of range");
        adjacent[u].push((v, i));
        if u != v {
            adjacent[v].push((u, i));
        }
    }
    let bridge = bridges(&adjacent, edges.len(), ground);
    // Label the 2-edge-connected components of the ground's part: connected without bridges.
    let mut component = vec![usize::MAX; vertex_count];
    let mut count = 0;
    for start in 0..vertex_count {
        if component[start] != usize::MAX {
            continue;
        }
        component[start] = count;
        let mut stack = vec![start];
        while let Some(u) = stack.pop() {
            for &(v, e) in &adjacent[u] {
                if !bridge[e] && component[v] == usize::MAX {
                    component[v] = count;
                    stack.push(v);
                }
            }
        }
        count += 1;
    }
    let mut loops = vec![0u64; count];
    let mut tree_edges = Vec::new();
    for (e, &(u, v)) in edges.iter().enumerate() {
        if bridge[e] {
            tree_edges.push((component[u], component[v]));
        } else if component[u] == component[v] {
            loops[component[u]] ^= 1;
        }
    }
    let forest = RootedForest::new(count, tree_edges.into_iter(), component[ground]);
    colon_nimber(&forest, &loops)
}

/// Which edges are bridges (their removal disconnects their component), by depth-first
/// low-links without recursion; parallel edges and loops are never bridges. Edges outside the
/// component of `start` are reported as non-bridges.
fn bridges(adjacent: &[Vec<(usize, usize)>], edge_count: usize, start: usize) -> Vec<bool> {
    let n = adjacent.len();
    let mut bridge = vec![false; edge_count];
    let mut discovered = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut clock = 0;
    // (vertex, edge it was entered by, next adjacency index)
    let mut stack = vec![(start, usize::MAX, 0usize)];
    discovered[start] = clock;
    low[start] = clock;
    while let Some(top) = stack.last_mut() {
        let (u, via, next) = *top;
        if let Some(&(v, e)) = adjacent[u].get(next) {
            top.2 += 1;
            if e == via {
                continue;
            }
            if discovered[v] == usize::MAX {
                clock += 1;
                discovered[v] = clock;
                low[v] = clock;
                stack.push((v, e, 0));
            } else {
                low[u] = low[u].min(discovered[v]);
            }
        } else {
            stack.pop();
            if let Some(&(parent, _, _)) = stack.last() {
                low[parent] = low[parent].min(low[u]);
                if low[u] > discovered[parent] {
                    bridge[via] = true;
                }
            }
        }
    }
    bridge
}
