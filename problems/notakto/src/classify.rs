//! The second method: each board's element of the presented quotient, found by game-tree
//! search — the element that agrees with the search on every sum of up to three boards.

use kit::notakto::board::{Board, Classes, FULL, canonical, dead};
use kit::notakto::explain::BoardElements;
use kit::notakto::presented::{Element, Presented};
use kit::notakto::search::Search;

/// Every board's element of [`Presented`], fixed by game-tree search.
///
/// The symmetry classes of live boards are taken in order of their number of X (the empty
/// board first), and each is given the first element q of the presented quotient such that,
/// for every sum t of at most two boards among it and the classes before it, q·φ(t) is in
/// the P-portion exactly when the search says the sum of the board and t is lost by the
/// player to move; a class with no such element sends the choice back to the class before
/// (depth-first search). So every sum of up to three boards gets the search's outcome from
/// the presentation; larger sums rest on the published theorem that the presented monoid is
/// Notakto's misère quotient.
#[derive(Debug, Clone)]
pub struct Classified {
    quotient: Presented,
    /// By board: its element, `None` for a dead board.
    elements: Vec<Option<Element>>,
}

impl Classified {
    /// Classifies every board.
    ///
    /// # Panics
    /// If no assignment agrees with the search (the presentation would be wrong).
    ///
    /// # Complexity
    /// Depth-first over the 46 classes (few choices are undone), each trying the 18 elements
    /// against up to 1 128 sums, with the search of sums of up to three boards memoised
    /// (at most C(49, 3) = 18 424 positions): well under a second in debug builds.
    ///
    /// # Example
    /// ```
    /// let classified = notakto::classify::Classified::new();
    /// let empty = classified.element(0).unwrap();
    /// assert!(!classified.quotient().in_p(empty)); // one empty board: the first player wins
    /// assert_eq!(classified.element(0o777), None);
    /// ```
    pub fn new() -> Self {
        let shared = Classes::get();
        let mut classes: Vec<Board> = (0..shared.len()).map(|c| shared.board(c)).collect();
        classes.sort_by_key(|&b| (b.count_ones(), b));
        let quotient = Presented::new();
        let mut assigner =
            Assigner { quotient: &quotient, classes: &classes, search: Search::new() };
        let mut phi = Vec::with_capacity(classes.len());
        assert!(assigner.extend(&mut phi), "no board assignment agrees with the search");
        let elements = (0..=FULL)
            .map(|b| {
                (!dead(b)).then(|| {
                    let class = classes.iter().position(|&c| c == canonical(b));
                    phi[class.expect("a live board has a class")]
                })
            })
            .collect();
        Classified { quotient, elements }
    }

    /// The presented quotient the elements belong to.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Classified::new`].
    pub fn quotient(&self) -> &Presented {
        &self.quotient
    }

    /// The element of `board`, `None` for a dead board.
    ///
    /// # Panics
    /// If `board` has bits beyond the nine cells.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Classified::new`].
    pub fn element(&self, board: Board) -> Option<Element> {
        self.elements[usize::from(board)]
    }

    /// Whether the player to move wins the sum of `boards`: the product of the live boards'
    /// elements is not in the P-portion.
    ///
    /// # Complexity
    /// O(number of boards).
    ///
    /// # Example
    /// ```
    /// let classified = notakto::classify::Classified::new();
    /// assert!(classified.first_wins(&[0]) && !classified.first_wins(&[0, 0]));
    /// ```
    pub fn first_wins(&self, boards: &[Board]) -> bool {
        let product = boards
            .iter()
            .filter_map(|&b| self.element(b))
            .fold(self.quotient.identity(), |x, y| self.quotient.times(x, y));
        !self.quotient.in_p(product)
    }
}

/// The elements the explanations state: [`Classified::element`], the identity for a dead
/// board.
///
/// # Example
/// ```
/// use kit::notakto::explain::BoardElements;
///
/// let classified = notakto::classify::Classified::new();
/// assert_eq!(BoardElements::element(&classified, 0o777), classified.quotient().identity());
/// assert_eq!(BoardElements::element(&classified, 0), classified.element(0).unwrap());
/// ```
impl BoardElements for Classified {
    fn quotient(&self) -> &Presented {
        &self.quotient
    }

    fn element(&self, board: Board) -> Element {
        self.elements[usize::from(board)].unwrap_or(self.quotient.identity())
    }
}

impl Default for Classified {
    fn default() -> Self {
        Classified::new()
    }
}

/// The depth-first search for the elements of the classes.
struct Assigner<'a> {
    quotient: &'a Presented,
    classes: &'a [Board],
    search: Search,
}

impl Assigner<'_> {
    /// Extends the elements `phi` of the first classes to all classes, if some choice agrees
    /// with the search; `phi` is left as it was when none does.
    fn extend(&mut self, phi: &mut Vec<Element>) -> bool {
        let i = phi.len();
        if i == self.classes.len() {
            return true;
        }
        for q in self.quotient.elements() {
            phi.push(q);
            if self.agrees(phi) && self.extend(phi) {
                return true;
            }
            phi.pop();
        }
        false
    }

    /// Whether the last class's element in `phi` agrees with the search on the sums of that
    /// board and up to two boards of the classes so far.
    fn agrees(&mut self, phi: &[Element]) -> bool {
        let last = phi.len() - 1;
        let q = self.quotient;
        let others = std::iter::once(None)
            .chain((0..=last).map(|x| Some((x, None))))
            .chain((0..=last).flat_map(|x| (x..=last).map(move |y| Some((x, Some(y))))));
        for other in others {
            let mut boards = vec![self.classes[last]];
            let mut element = phi[last];
            if let Some((x, y)) = other {
                for z in std::iter::once(x).chain(y) {
                    boards.push(self.classes[z]);
                    element = q.times(element, phi[z]);
                }
            }
            if q.in_p(element) == self.search.first_wins(&boards) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_boards_have_the_published_outcomes() {
        // Buzzard (MathOverflow, quoted by Plambeck and Whitehead): on one empty board the
        // first player wins by the centre, and every other opening loses.
        let classified = Classified::new();
        let mut search = Search::new();
        for (board, first_wins) in [(0, true), (0o020, false), (0o001, true), (0o002, true)] {
            assert_eq!(classified.first_wins(&[board]), first_wins, "{board:o}");
            assert_eq!(search.first_wins(&[board]), first_wins, "{board:o}");
        }
    }
}
