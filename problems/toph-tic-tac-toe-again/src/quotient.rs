//! The second method: a misère quotient of the boards, proved exact here for every sum of
//! boards, with no game-tree search of sums and without the lib.
//!
//! The monoid is the one Plambeck published for Notakto (MathOverflow, "Neutral tic tac
//! toe"; Plambeck and Whitehead, "The secrets of Notakto", arXiv:1301.1672):
//! Q = ⟨a, b, c, d | a² = 1, b³ = b, b²c = c, c³ = ac², b²d = d, cd = ad, d² = c²⟩ with
//! P-portion {a, b², bc, c²}, its table made by `kit::notakto::presented`. It is only a
//! candidate: each board's element is found here by a depth-first search ([`Quotient::new`]),
//! and the whole is then checked by the three conditions under which a map of boards to a
//! monoid predicts every sum's misère outcome ([`Quotient::prove`]). A wrong relation,
//! P-portion or table would fail the check, not give wrong answers.

use std::collections::HashSet;
use std::sync::OnceLock;

use kit::notakto::board::{Board, Classes, FULL};
use kit::notakto::explain::BoardElements;
use kit::notakto::presented::{Element, Presented};

/// A subset of the quotient's elements, bit `x` for element `x` (it has at most 32).
type Set = u32;

/// What a sum X of boards tells of its sums with others: its element x, whether it has a
/// move, and S(X), the elements z such that z·x' is in P for some option X' of X.
type Triple = (u8, bool, Set);

/// The quotient, the element of each board, and the outcome of a sum of boards.
#[derive(Debug, Clone)]
pub struct Quotient {
    /// The presented monoid; element 0 is 1.
    monoid: Presented,
    /// By class of live board: its element.
    phi: Vec<u8>,
    /// By board (all 512): its element, 1 (element 0) for a dead board.
    by_board: Vec<u8>,
}

impl Quotient {
    /// The quotient made once and shared (its search and proof take a few milliseconds).
    ///
    /// # Complexity
    /// [`Quotient::new`]'s the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// let q = toph_tic_tac_toe_again::quotient::Quotient::get();
    /// assert_eq!((q.monoid().len(), q.monoid().p_len()), (18, 4));
    /// ```
    pub fn get() -> &'static Quotient {
        static QUOTIENT: OnceLock<Quotient> = OnceLock::new();
        QUOTIENT.get_or_init(Quotient::new)
    }

    /// The monoid of the presentation, each board's element, checked.
    ///
    /// The monoid's table is [`Presented`]'s (checked there to be a commutative monoid). The
    /// classes of boards are taken in order (more X first, so that a board's moves lead to
    /// classes already placed), and class h is given the first element q that agrees with
    /// play on every sum X + h, X any sum of the classes before it: with (x, m, S) the triple
    /// of X, the sum X + h is lost by the player to move exactly when no option of X gives an
    /// option of X + h in P (q ∉ S) and no move of h does (x·φ(h') ∉ P for each move h' of h,
    /// φ(dead) = 1), and this must be x·q ∈ P. Where no element fits, the choice of an earlier
    /// class is undone (depth-first search). Then [`Quotient::prove`] checks the result on
    /// every sum.
    ///
    /// # Panics
    /// If the presentation's table is not a commutative monoid, if it has more than 32
    /// elements, if no choice of elements fits, or if the proof fails: the candidate would be
    /// wrong.
    ///
    /// # Complexity
    /// At most 46 · 18 candidate tests at each step of the search (one step undone, for
    /// Notakto), each against the triples of the sums so far (at most a few hundred), each
    /// triple built in O(46 · 18): milliseconds.
    ///
    /// # Example
    /// ```
    /// use toph_tic_tac_toe_again::quotient::Quotient;
    ///
    /// let q = Quotient::new();
    /// let name = |board| q.monoid().name(q.element(board));
    /// assert_eq!(name(0o000), "c"); // the empty board
    /// assert_eq!(name(0o020), "c^2"); // an X in the centre: lost, in P
    /// assert_eq!(name(0o777), "1"); // a dead board
    /// ```
    pub fn new() -> Quotient {
        let monoid = Presented::new();
        assert!(monoid.len() <= 32, "{} elements: past a set's bits", monoid.len());
        let mut quotient = Quotient { monoid, phi: Vec::new(), by_board: Vec::new() };
        let classes = Classes::get();
        let mut phi = Vec::with_capacity(classes.len());
        assert!(quotient.place(&mut phi, classes), "no element of Q fits every board");
        quotient.by_board = (0..=FULL).map(|b| classes.class(b).map_or(0, |c| phi[c])).collect();
        quotient.phi = phi;
        if let Err(failure) = quotient.prove() {
            panic!("the quotient does not predict every sum: {failure}");
        }
        quotient
    }

    /// The presented monoid the elements belong to.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = toph_tic_tac_toe_again::quotient::Quotient::get();
    /// let empty = q.element(0o000);
    /// assert_eq!(q.monoid().name(q.monoid().times(empty, empty)), "c^2");
    /// assert!(q.monoid().in_p(q.element(0o020)) && !q.monoid().in_p(empty));
    /// ```
    pub fn monoid(&self) -> &Presented {
        &self.monoid
    }

    /// The product x·y.
    fn times(&self, x: u8, y: u8) -> u8 {
        self.monoid.times(x, y)
    }

    /// Whether `x` is in the P-portion.
    fn in_p(&self, x: u8) -> bool {
        self.monoid.in_p(x)
    }

    /// Every element, as `u8`.
    fn all(&self) -> impl Iterator<Item = u8> + use<> {
        self.monoid.elements()
    }

    /// u⁻¹S = {z : z·u ∈ S}.
    fn divided(&self, set: Set, u: u8) -> Set {
        self.all().filter(|&z| set >> self.times(z, u) & 1 == 1).fold(0, |s, z| s | 1 << z)
    }

    /// The element of a move's result: the class's, or 1 for a move that kills the board.
    fn after(phi: &[u8], next: Option<u8>) -> u8 {
        next.map_or(0, |c| phi[usize::from(c)])
    }

    /// The triple of one board of class `h` with element `q`: (q, true, S) with S the
    /// elements z such that z·φ(h') is in P for a move h' of h.
    fn board_triple(&self, phi: &[u8], classes: &Classes, h: usize, q: u8) -> Triple {
        let moves = classes.moves(h);
        let s = self
            .all()
            .filter(|&z| moves.iter().any(|&next| self.in_p(self.times(z, Self::after(phi, next)))))
            .fold(0, |s, z| s | 1 << z);
        (q, true, s)
    }

    /// The triples of every sum of boards of the classes `0..phi.len()`, by breadth-first
    /// search from the empty sum: the triple of X + h is (x·q, true, q⁻¹S(X) ∪ x⁻¹S(h)),
    /// since the options of X + h are X' + h and X + h'.
    fn triples(&self, phi: &[u8], classes: &Classes) -> HashSet<Triple> {
        let boards: Vec<Triple> =
            (0..phi.len()).map(|h| self.board_triple(phi, classes, h, phi[h])).collect();
        let start: Triple = (0, false, 0);
        let mut seen = HashSet::from([start]);
        let mut queue = vec![start];
        while let Some((x, _, s)) = queue.pop() {
            for &(q, _, s_h) in &boards {
                let t = (self.times(x, q), true, self.divided(s, q) | self.divided(s_h, x));
                if seen.insert(t) {
                    queue.push(t);
                }
            }
        }
        seen
    }

    /// Extends the elements `phi` of the first classes to every class, if some choice fits
    /// (see [`Quotient::new`]); `phi` is left as it was when none does.
    fn place(&self, phi: &mut Vec<u8>, classes: &Classes) -> bool {
        let h = phi.len();
        if h == classes.len() {
            return true;
        }
        let sums = self.triples(phi, classes);
        let moves = classes.moves(h);
        for q in self.all() {
            let fits = sums.iter().all(|&(x, _, s)| {
                let lost = s >> q & 1 == 0
                    && moves.iter().all(|&next| !self.in_p(self.times(x, Self::after(phi, next))));
                self.in_p(self.times(x, q)) == lost
            });
            if fits {
                phi.push(q);
                if self.place(phi, classes) {
                    return true;
                }
                phi.pop();
            }
        }
        false
    }

    /// The proof that the element of a sum predicts its misère outcome (in P exactly when
    /// the player to move loses), for every sum of live boards. Three conditions:
    ///
    /// - the empty sum (no move: the player to move has won) is predicted N: 1 ∉ P;
    /// - no sum predicted P has an option predicted P: for no element x, board h and move
    ///   h' of h are x·φ(h) and x·φ(h') both in P (checked over all of Q, more than the
    ///   elements sums reach);
    /// - no sum predicted N with a move has every option predicted N: no triple (x, m, S) of
    ///   a sum has x ∉ P, m, and 1 ∉ S (the triples of all sums, by `Quotient::triples`).
    ///
    /// Then, by induction on the moves left, a sum predicted P has a move (it is not empty)
    /// and only options predicted N, which are N, so it is P; a sum predicted N is empty
    /// (won at once) or has an option predicted P, which is P, so it is N.
    ///
    /// # Errors
    /// The first condition that fails, with a witness.
    ///
    /// # Complexity
    /// O(|Q| · 46 · 9) for the second condition, the triples' search for the third.
    ///
    /// # Example
    /// ```
    /// assert_eq!(toph_tic_tac_toe_again::quotient::Quotient::get().prove(), Ok(()));
    /// ```
    pub fn prove(&self) -> Result<(), String> {
        let classes = Classes::get();
        if self.in_p(0) {
            return Err("the empty sum is predicted P".to_string());
        }
        for x in self.all() {
            for h in 0..classes.len() {
                for &next in classes.moves(h) {
                    let here = self.times(x, self.phi[h]);
                    let there = self.times(x, Self::after(&self.phi, next));
                    if self.in_p(here) && self.in_p(there) {
                        return Err(format!(
                            "{} times class {h} and its option {next:?} are both in P",
                            self.monoid.name(x)
                        ));
                    }
                }
            }
        }
        let sums = self.triples(&self.phi, classes);
        if let Some(&(x, _, s)) = sums.iter().find(|&&(x, m, s)| m && !self.in_p(x) && s & 1 == 0) {
            return Err(format!(
                "a sum of element {} with a move has no option in P (S = {s:#b})",
                self.monoid.name(x)
            ));
        }
        Ok(())
    }

    /// The element of `board` (1 for a dead board).
    ///
    /// # Panics
    /// If `board` has bits beyond the nine cells.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Quotient::new`].
    pub fn element(&self, board: Board) -> u8 {
        self.by_board[usize::from(board)]
    }

    /// Whether the player to move (Alice) wins the game on `boards`: their product is not
    /// in the P-portion.
    ///
    /// # Complexity
    /// O(number of boards).
    ///
    /// # Example
    /// ```
    /// let q = toph_tic_tac_toe_again::quotient::Quotient::get();
    /// assert!(q.first_wins(&[0]) && !q.first_wins(&[0, 0]) && q.first_wins(&[0; 3]));
    /// ```
    pub fn first_wins(&self, boards: &[Board]) -> bool {
        !self.in_p(self.product(boards))
    }

    /// The element of the sum of `boards`: the product of theirs.
    ///
    /// # Complexity
    /// O(number of boards).
    ///
    /// # Example
    /// ```
    /// let q = toph_tic_tac_toe_again::quotient::Quotient::get();
    /// assert_eq!(q.monoid().name(q.product(&[0o000, 0o020, 0o777])), "ac^2"); // c · c² = c³ = ac²
    /// ```
    pub fn product(&self, boards: &[Board]) -> u8 {
        boards.iter().fold(0, |x, &b| self.times(x, self.element(b)))
    }
}

/// The elements the explanations state: [`Quotient::element`].
///
/// # Example
/// ```
/// use kit::notakto::explain::BoardElements;
/// use toph_tic_tac_toe_again::quotient::Quotient;
///
/// let q = Quotient::get();
/// assert_eq!(BoardElements::element(q, 0o020), q.element(0o020));
/// assert_eq!(q.quotient().name(BoardElements::element(q, 0o777)), "1");
/// ```
impl BoardElements for Quotient {
    fn quotient(&self) -> &Presented {
        &self.monoid
    }

    fn element(&self, board: Board) -> Element {
        Quotient::element(self, board)
    }
}

impl Default for Quotient {
    fn default() -> Self {
        Quotient::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kit::notakto::board::dead;
    use kit::notakto::search::Search;

    #[test]
    fn the_triples_of_all_sums() {
        // The triples of all sums, which the proof's third condition goes through.
        let q = Quotient::get();
        assert_eq!(q.triples(&q.phi, Classes::get()).len(), 144);
    }

    #[test]
    fn the_elements_the_hints_name() {
        let q = Quotient::get();
        let name = |b: Board| q.monoid().name(q.element(b));
        assert_eq!(name(0o000), "c");
        assert_eq!(name(0o020), "c^2");
        for single in [0o001, 0o002, 0o004, 0o010, 0o040, 0o100, 0o200, 0o400] {
            assert_eq!(name(single), "1", "{single:o}");
        }
        // Every live board whose moves all make a line is a (23 boards in 6 classes).
        let kill_only: Vec<Board> = (0..=FULL)
            .filter(|&b| !dead(b))
            .filter(|&b| (0..9).filter(|&c| b >> c & 1 == 0).all(|c| dead(b | 1 << c)))
            .collect();
        assert_eq!(kill_only.len(), 23);
        assert!(kill_only.iter().all(|&b| name(b) == "a"));
    }

    #[test]
    fn the_proof_catches_a_wrong_element() {
        // Give the empty board the element of an X in the centre: the proof must fail.
        let mut wrong = Quotient::get().clone();
        let classes = Classes::get();
        let empty = classes.class(0).unwrap();
        wrong.phi[empty] = wrong.phi[classes.class(0o020).unwrap()];
        assert!(wrong.prove().is_err());
    }

    #[test]
    fn agrees_with_search_on_every_game_of_up_to_three_boards() {
        let classes = Classes::get();
        let q = Quotient::get();
        let mut search = Search::new();
        let mut checked = 0;
        for a in 0..classes.len() {
            for b in a..classes.len() {
                for c in b..classes.len() {
                    let [a, b, c] = [a, b, c].map(|k| classes.board(k));
                    for game in [&[a][..], &[a, b], &[a, b, c]] {
                        assert_eq!(q.first_wins(game), search.first_wins(game), "{game:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 3 * 17_296);
    }

    #[test]
    fn agrees_with_search_on_four_boards_of_few_x() {
        // The largest games naive answers: four boards, here from the empty board and the
        // boards of one X (every class of up to one X, 4 classes: 35 games).
        let classes = Classes::get();
        let few: Vec<Board> =
            (0..classes.len()).map(|k| classes.board(k)).filter(|b| b.count_ones() <= 1).collect();
        assert_eq!(few.len(), 4);
        let q = Quotient::get();
        let mut search = Search::new();
        for a in 0..few.len() {
            for b in a..few.len() {
                for c in b..few.len() {
                    for d in c..few.len() {
                        let game = [few[a], few[b], few[c], few[d]];
                        assert_eq!(q.first_wins(&game), search.first_wins(&game), "{game:?}");
                    }
                }
            }
        }
    }
}
