//! Explicit game graphs, possibly cyclic, solved by retrograde analysis.

/// Value of a vertex of a [`GameGraph`] for the player to move there, in
/// normal play (a player with no move loses).
///
/// # Example
///
/// ```
/// use cgt::{GameGraph, Label};
///
/// // 0 -> 1 and a lonely loop at 2.
/// let graph = GameGraph::from_moves(3, &[(0, 1), (2, 2)]);
/// assert_eq!(graph.label(), [Label::Win, Label::Lose, Label::Draw]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Label {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither player can force a win: with best play the game goes on forever.
    Draw,
}

impl std::fmt::Display for Label {
    /// `W`, `L` or `D`, the letters of the retrograde-analysis tables.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::Label;
    /// let letters: String = [Label::Win, Label::Lose, Label::Draw].map(|l| l.to_string()).concat();
    /// assert_eq!(letters, "WLD");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Label::Win => "W",
            Label::Lose => "L",
            Label::Draw => "D",
        })
    }
}

/// A finite game graph on the vertices `0..n`: a move goes from a vertex to
/// another (or the same) vertex; self-loops and repeated moves are allowed.
///
/// On an acyclic graph there are no draws and the labels are the outcome
/// classes: [`Label::Lose`] vertices are exactly the P-positions (the kernel of
/// the graph) and [`Label::Win`] vertices the N-positions.
///
/// # Example
///
/// ```
/// use cgt::{GameGraph, Label};
///
/// let mut graph = GameGraph::new(3);
/// graph.add_move(2, 1);
/// graph.add_move(1, 0);
/// assert_eq!(graph.label(), [Label::Lose, Label::Win, Label::Lose]);
/// assert_eq!(graph.remoteness(), [Some(0), Some(1), Some(2)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameGraph {
    /// Number of moves out of each vertex, with multiplicity.
    out_degree: Vec<usize>,
    /// For each vertex, the origins of the moves into it, with multiplicity.
    predecessors: Vec<Vec<usize>>,
}

impl GameGraph {
    /// A graph on the vertices `0..n` without moves.
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GameGraph, Label};
    ///
    /// assert_eq!(GameGraph::new(2).label(), [Label::Lose, Label::Lose]);
    /// ```
    pub fn new(n: usize) -> Self {
        GameGraph { out_degree: vec![0; n], predecessors: vec![Vec::new(); n] }
    }

    /// A graph on the vertices `0..n` with the given `(from, to)` moves.
    ///
    /// # Constraints
    ///
    /// Every endpoint is `< n`.
    ///
    /// # Panics
    ///
    /// If an endpoint is `>= n`.
    ///
    /// # Complexity
    ///
    /// O(n + moves.len()).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GameGraph, Label};
    ///
    /// let cycle = GameGraph::from_moves(2, &[(0, 1), (1, 0)]);
    /// assert_eq!(cycle.label(), [Label::Draw, Label::Draw]);
    /// ```
    pub fn from_moves(n: usize, moves: &[(usize, usize)]) -> Self {
        let mut graph = GameGraph::new(n);
        for &(from, to) in moves {
            graph.add_move(from, to);
        }
        graph
    }

    /// Adds a move from `from` to `to`.
    ///
    /// # Constraints
    ///
    /// `from < n` and `to < n`.
    ///
    /// # Panics
    ///
    /// If `from` or `to` is not a vertex.
    ///
    /// # Complexity
    ///
    /// Amortised O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GameGraph, Label};
    ///
    /// let mut graph = GameGraph::new(1);
    /// graph.add_move(0, 0);
    /// assert_eq!(graph.label(), [Label::Draw]);
    /// ```
    pub fn add_move(&mut self, from: usize, to: usize) {
        let n = self.out_degree.len();
        assert!(from < n && to < n, "move ({from}, {to}) leaves the vertices 0..{n}");
        self.out_degree[from] += 1;
        self.predecessors[to].push(from);
    }

    /// Win/Lose/Draw label of every vertex for the player to move there.
    ///
    /// By retrograde analysis: a vertex with no move is Lose; a vertex with a
    /// move to a Lose vertex is Win; a vertex all of whose moves go to Win
    /// vertices is Lose (tracked with a counter of moves not yet known to reach
    /// Win); vertices never labelled so are Draw.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for n vertices and m moves.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GameGraph, Label};
    ///
    /// // 0 may escape into the cycle 1 <-> 2 or move to the terminal 3.
    /// let graph = GameGraph::from_moves(4, &[(0, 1), (0, 3), (1, 2), (2, 1)]);
    /// assert_eq!(graph.label(), [Label::Win, Label::Draw, Label::Draw, Label::Lose]);
    /// ```
    pub fn label(&self) -> Vec<Label> {
        self.retrograde().0
    }

    /// Smith's remoteness of every vertex: `None` for Draw vertices; for a
    /// Lose vertex 0 if it has no move, else 1 + the largest remoteness of its
    /// options (all Win); for a Win vertex 1 + the smallest remoteness of its
    /// Lose options. It is the number of moves the game lasts when the winner
    /// hurries and the loser delays.
    ///
    /// Computed in the retrograde pass of [`GameGraph::label`]. Vertices are
    /// labelled from the vertex being processed, with its remoteness plus one,
    /// and processed first in, first out, so (as in breadth-first search) they
    /// are processed in non-decreasing order of remoteness: hence a Win vertex,
    /// labelled when its first Lose option is processed, gets 1 + the least
    /// remoteness of its Lose options, and a Lose vertex, labelled when its last
    /// option is processed, gets 1 + the largest remoteness of its options.
    ///
    /// # Complexity
    ///
    /// O(n + m) time and memory for n vertices and m moves.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::GameGraph;
    ///
    /// // 0 can win at once (to 1) or slowly (to 2 -> 3 -> 1).
    /// let graph = GameGraph::from_moves(4, &[(0, 1), (0, 2), (2, 3), (3, 1), (0, 0)]);
    /// assert_eq!(graph.remoteness(), [Some(1), Some(0), Some(2), Some(1)]);
    /// ```
    pub fn remoteness(&self) -> Vec<Option<u32>> {
        self.retrograde().1
    }

    /// Labels and remoteness of all vertices, by first-in-first-out retrograde
    /// analysis from the terminal vertices.
    fn retrograde(&self) -> (Vec<Label>, Vec<Option<u32>>) {
        let n = self.out_degree.len();
        let mut label = vec![Label::Draw; n];
        let mut remoteness = vec![None; n];
        let mut moves_not_to_win = self.out_degree.clone();
        let mut queue: Vec<usize> = (0..n).filter(|&v| self.out_degree[v] == 0).collect();
        for &v in &queue {
            label[v] = Label::Lose;
            remoteness[v] = Some(0);
        }
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            let next = remoteness[v].map(|r: u32| r + 1);
            for &u in &self.predecessors[v] {
                if label[u] != Label::Draw {
                    continue;
                }
                if label[v] == Label::Lose {
                    label[u] = Label::Win;
                } else {
                    moves_not_to_win[u] -= 1;
                    if moves_not_to_win[u] > 0 {
                        continue;
                    }
                    label[u] = Label::Lose;
                }
                remoteness[u] = next;
                queue.push(u);
            }
        }
        (label, remoteness)
    }
}
