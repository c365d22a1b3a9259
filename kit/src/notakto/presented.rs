//! Notakto's misère quotient as Plambeck published it (MathOverflow, "Neutral tic tac toe";
//! Plambeck and Whitehead, "The secrets of Notakto", arXiv:1301.1672) — generators, relations
//! and P-portion — made into a multiplication table by rewriting monomials to their normal
//! forms. Only the monoid: which element each board is, and why the monoid predicts the sums,
//! is each problem's second method's own.

use std::collections::HashMap;

/// An element of the monoid: its index in [`Presented`]'s table (0 is the identity).
///
/// # Example
/// ```
/// let q = kit::notakto::presented::Presented::new();
/// let one: kit::notakto::presented::Element = q.identity();
/// assert_eq!(one, 0);
/// ```
pub type Element = u8;

/// A monomial `a^i b^j c^k d^l` of the generators, as its exponents `[i, j, k, l]`.
type Monomial = [u8; 4];

/// The published relations `left = right`, each read left to right as a rewriting rule. Every
/// rule lowers a monomial in the order "degree first, then the exponents of d, c, b, a
/// compared in turn", which multiplying both sides by a monomial keeps: rewriting ends.
const RELATIONS: [(Monomial, Monomial); 7] = [
    ([2, 0, 0, 0], [0, 0, 0, 0]), // a² = 1
    ([0, 3, 0, 0], [0, 1, 0, 0]), // b³ = b
    ([0, 2, 1, 0], [0, 0, 1, 0]), // b²c = c
    ([0, 0, 3, 0], [1, 0, 2, 0]), // c³ = ac²
    ([0, 2, 0, 1], [0, 0, 0, 1]), // b²d = d
    ([0, 0, 1, 1], [1, 0, 0, 1]), // cd = ad
    ([0, 0, 0, 2], [0, 0, 2, 0]), // d² = c²
];

/// The published P-portion: a, b², bc, c².
const P_PORTION: [Monomial; 4] = [[1, 0, 0, 0], [0, 2, 0, 0], [0, 1, 1, 0], [0, 0, 2, 0]];

/// The irreducible monomial that every way of rewriting `m` by [`RELATIONS`] ends at.
///
/// # Panics
/// If two ways end at different irreducible monomials (the relations, read as rewriting
/// rules, would not be confluent at `m`).
fn normal_form(m: Monomial) -> Monomial {
    let mut ends = Vec::new();
    let mut seen = vec![m];
    let mut stack = vec![m];
    while let Some(x) = stack.pop() {
        let mut irreducible = true;
        for (left, right) in RELATIONS {
            if (0..4).all(|g| x[g] >= left[g]) {
                irreducible = false;
                let y: Monomial = std::array::from_fn(|g| x[g] - left[g] + right[g]);
                if !seen.contains(&y) {
                    seen.push(y);
                    stack.push(y);
                }
            }
        }
        if irreducible && !ends.contains(&x) {
            ends.push(x);
        }
    }
    assert_eq!(ends.len(), 1, "the relations rewrite {m:?} to several normal forms {ends:?}");
    ends[0]
}

/// The product of two monomials: their exponents added.
fn times(x: Monomial, y: Monomial) -> Monomial {
    std::array::from_fn(|g| x[g] + y[g])
}

/// The commutative monoid presented by the relations above on the generators a, b, c, d,
/// with its P-portion: the elements are the normal forms reached from 1 by multiplying by
/// generators (breadth-first, generators in the order a, b, c, d).
#[derive(Debug, Clone)]
pub struct Presented {
    /// The elements' normal forms; element 0 is 1.
    elements: Vec<Monomial>,
    /// `table[x][y]` = x·y.
    table: Vec<Vec<Element>>,
    /// By element: whether it is in the P-portion.
    p: Vec<bool>,
}

impl Presented {
    /// The monoid, enumerated from the presentation, its table checked.
    ///
    /// # Panics
    /// If the relations are not confluent on a product of two elements, or the table is not
    /// a commutative monoid with identity 1 (see the tests).
    ///
    /// # Complexity
    /// O(|Q|² · r) rewriting steps, with r the monomials one rewriting visits, and O(|Q|³)
    /// to check associativity: well under a millisecond.
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// assert_eq!((q.len(), q.p_len()), (18, 4));
    /// ```
    pub fn new() -> Self {
        let mut elements = vec![[0; 4]];
        let mut next = 0;
        while next < elements.len() {
            for g in 0..4 {
                let mut generator = [0; 4];
                generator[g] = 1;
                let product = normal_form(times(elements[next], generator));
                if !elements.contains(&product) {
                    elements.push(product);
                }
            }
            next += 1;
        }
        let index: HashMap<Monomial, Element> = elements
            .iter()
            .enumerate()
            .map(|(i, &m)| (m, Element::try_from(i).expect("at most 256 elements")))
            .collect();
        let table = elements
            .iter()
            .map(|&x| elements.iter().map(|&y| index[&normal_form(times(x, y))]).collect())
            .collect();
        let p = elements.iter().map(|m| P_PORTION.contains(m)).collect();
        let monoid = Presented { elements, table, p };
        monoid.check_monoid();
        monoid
    }

    /// Panics unless the table is a commutative monoid with identity element 0.
    fn check_monoid(&self) {
        for x in self.elements() {
            assert_eq!(self.times(0, x), x, "1 is not the identity");
            for y in self.elements() {
                assert_eq!(self.times(x, y), self.times(y, x), "not commutative");
                for z in self.elements() {
                    let left = self.times(self.times(x, y), z);
                    assert_eq!(left, self.times(x, self.times(y, z)), "not associative");
                }
            }
        }
    }

    /// The order |Q|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Presented::new`].
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// Never true: the identity is an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert!(!kit::notakto::presented::Presented::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Every element, in order.
    ///
    /// # Complexity
    /// O(1) to make, O(|Q|) to go through.
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// assert_eq!(q.elements().count(), q.len());
    /// ```
    pub fn elements(&self) -> impl Iterator<Item = Element> + use<> {
        0..Element::try_from(self.elements.len()).expect("at most 256 elements")
    }

    /// The number of elements in the P-portion.
    ///
    /// # Complexity
    /// O(|Q|).
    ///
    /// # Example
    /// See [`Presented::new`].
    pub fn p_len(&self) -> usize {
        self.p.iter().filter(|&&p| p).count()
    }

    /// The identity, the element of the empty sum (and of every sum of dead boards): 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// assert_eq!(q.name(q.identity()), "1");
    /// ```
    pub fn identity(&self) -> Element {
        0
    }

    /// The product `x·y`.
    ///
    /// # Panics
    /// If `x` or `y` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// let b2 = q.elements().find(|&x| q.name(x) == "b^2").unwrap();
    /// assert_eq!(q.name(q.times(b2, b2)), "b^2"); // b⁴ = b²
    /// ```
    pub fn times(&self, x: Element, y: Element) -> Element {
        self.table[usize::from(x)][usize::from(y)]
    }

    /// Whether `x` is in the P-portion: a sum of element `x` is lost by the player to move.
    ///
    /// # Panics
    /// If `x` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// let mut p: Vec<String> = q.elements().filter(|&x| q.in_p(x)).map(|x| q.name(x)).collect();
    /// p.sort();
    /// assert_eq!(p, ["a", "b^2", "bc", "c^2"]);
    /// ```
    pub fn in_p(&self, x: Element) -> bool {
        self.p[usize::from(x)]
    }

    /// The normal form of `x`, like `ab^2` (`1` for the identity).
    ///
    /// # Panics
    /// If `x` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = kit::notakto::presented::Presented::new();
    /// let names: Vec<String> = q.elements().take(5).map(|x| q.name(x)).collect();
    /// assert_eq!(names, ["1", "a", "b", "c", "d"]);
    /// ```
    pub fn name(&self, x: Element) -> String {
        let mut name = String::new();
        for (g, &e) in self.elements[usize::from(x)].iter().enumerate() {
            if e > 0 {
                name.push(char::from(b'a' + u8::try_from(g).expect("four generators")));
            }
            if e > 1 {
                name.push_str(&format!("^{e}"));
            }
        }
        if name.is_empty() { "1".to_string() } else { name }
    }
}

impl Default for Presented {
    fn default() -> Self {
        Presented::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_order_and_p_portion() {
        let q = Presented::new();
        assert_eq!((q.len(), q.p_len()), (18, 4));
        let mut p: Vec<String> = q.elements().filter(|&x| q.in_p(x)).map(|x| q.name(x)).collect();
        p.sort();
        assert_eq!(p, ["a", "b^2", "bc", "c^2"]);
        // Every element is named by its own normal form, and the names are distinct.
        let names: std::collections::HashSet<String> = q.elements().map(|x| q.name(x)).collect();
        assert_eq!(names.len(), q.len());
    }

    #[test]
    fn the_table_satisfies_the_relations() {
        let q = Presented::new();
        let generator = |g: usize| {
            let mut m = [0; 4];
            m[g] = 1;
            let at = q.elements.iter().position(|&e| e == m).expect("a generator");
            Element::try_from(at).unwrap()
        };
        let power = |m: Monomial| {
            (0..4).fold(q.identity(), |acc, g| {
                (0..m[g]).fold(acc, |acc, _| q.times(acc, generator(g)))
            })
        };
        for (left, right) in RELATIONS {
            assert_eq!(power(left), power(right), "{left:?} = {right:?}");
        }
    }

    #[test]
    fn the_p_portion_tells_every_two_elements_apart() {
        // A misère quotient is reduced: for x ≠ y some z has xz in P and yz not, or back.
        let q = Presented::new();
        for x in q.elements() {
            for y in q.elements().filter(|&y| y < x) {
                assert!(
                    q.elements().any(|z| q.in_p(q.times(x, z)) != q.in_p(q.times(y, z))),
                    "{} and {}",
                    q.name(x),
                    q.name(y)
                );
            }
        }
    }
}
