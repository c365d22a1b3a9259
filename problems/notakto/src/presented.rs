//! Notakto's misère quotient as Plambeck published it — generators, relations and P-portion —
//! made into a multiplication table by rewriting monomials to their normal forms.

use std::collections::HashMap;

/// A monomial `a^i b^j c^k d^l` of the generators, as its exponents `[i, j, k, l]`.
pub type Monomial = [u8; 4];

/// The published relations `left = right`: a² = 1, b³ = b, b²c = c, c³ = ac², b²d = d,
/// cd = ad, d² = c². Read left to right, each lowers (degree, exponent of d, exponent of c)
/// lexicographically, so rewriting ends.
const RELATIONS: [(Monomial, Monomial); 7] = [
    ([2, 0, 0, 0], [0, 0, 0, 0]),
    ([0, 3, 0, 0], [0, 1, 0, 0]),
    ([0, 2, 1, 0], [0, 0, 1, 0]),
    ([0, 0, 3, 0], [1, 0, 2, 0]),
    ([0, 2, 0, 1], [0, 0, 0, 1]),
    ([0, 0, 1, 1], [1, 0, 0, 1]),
    ([0, 0, 0, 2], [0, 0, 2, 0]),
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

/// The commutative monoid presented by [`RELATIONS`] on the generators a, b, c, d, with its
/// P-portion: the elements are the normal forms reached from 1 by multiplying by generators.
#[derive(Debug, Clone)]
pub struct Presented {
    elements: Vec<Monomial>,
    table: Vec<Vec<usize>>,
    p: Vec<bool>,
}

impl Presented {
    /// The monoid, enumerated from the presentation.
    ///
    /// # Panics
    /// If the relations are not confluent on a product of two elements (see the tests).
    ///
    /// # Complexity
    /// O(|Q|² · r) rewriting steps, with r the monomials one rewriting visits: microseconds.
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
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
        let index: HashMap<Monomial, usize> =
            elements.iter().enumerate().map(|(i, &m)| (m, i)).collect();
        let table = elements
            .iter()
            .map(|&x| elements.iter().map(|&y| index[&normal_form(times(x, y))]).collect())
            .collect();
        let p = elements.iter().map(|m| P_PORTION.contains(m)).collect();
        Presented { elements, table, p }
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
    /// assert!(!notakto::presented::Presented::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
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

    /// The identity, the element of the empty sum (and of every sum of dead boards).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
    /// assert_eq!(q.name(q.identity()), "1");
    /// ```
    pub fn identity(&self) -> usize {
        0
    }

    /// The product `x·y`.
    ///
    /// # Panics
    /// If an element is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
    /// let a = q.generator(0);
    /// assert_eq!(q.multiply(a, a), q.identity());
    /// ```
    pub fn multiply(&self, x: usize, y: usize) -> usize {
        self.table[x][y]
    }

    /// Whether `x` is in the P-portion: a sum of element `x` is lost by the player to move.
    ///
    /// # Panics
    /// If `x` is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
    /// assert!(q.is_p(q.generator(0)) && !q.is_p(q.identity()));
    /// ```
    pub fn is_p(&self, x: usize) -> bool {
        self.p[x]
    }

    /// The generator a, b, c or d for `g` = 0, 1, 2 or 3.
    ///
    /// # Panics
    /// If `g > 3`.
    ///
    /// # Complexity
    /// O(|Q|).
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
    /// assert_eq!(q.name(q.generator(3)), "d");
    /// ```
    pub fn generator(&self, g: usize) -> usize {
        let mut m = [0; 4];
        m[g] = 1;
        self.elements.iter().position(|&e| e == m).expect("every generator is an element")
    }

    /// The normal form of `x`, like `ab^2` (`1` for the identity).
    ///
    /// # Panics
    /// If `x` is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let q = notakto::presented::Presented::new();
    /// let b = q.generator(1);
    /// assert_eq!(q.name(q.multiply(b, b)), "b^2");
    /// ```
    pub fn name(&self, x: usize) -> String {
        let mut name = String::new();
        for (g, &e) in self.elements[x].iter().enumerate() {
            if e > 0 {
                name.push(char::from(b'a' + g as u8));
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
        let mut p: Vec<String> = (0..q.len()).filter(|&x| q.is_p(x)).map(|x| q.name(x)).collect();
        p.sort();
        assert_eq!(p, ["a", "b^2", "bc", "c^2"]);
    }

    #[test]
    fn the_table_is_a_commutative_monoid_satisfying_the_relations() {
        let q = Presented::new();
        let n = q.len();
        for x in 0..n {
            assert_eq!(q.multiply(q.identity(), x), x);
            for y in 0..n {
                assert_eq!(q.multiply(x, y), q.multiply(y, x));
                for z in 0..n {
                    assert_eq!(q.multiply(q.multiply(x, y), z), q.multiply(x, q.multiply(y, z)));
                }
            }
        }
        let power = |m: Monomial| {
            (0..4).fold(q.identity(), |acc, g| {
                (0..m[g]).fold(acc, |acc, _| q.multiply(acc, q.generator(g)))
            })
        };
        for (left, right) in RELATIONS {
            assert_eq!(power(left), power(right), "{left:?} = {right:?}");
        }
        // Every element is named by its own normal form, and the names are distinct.
        let names: std::collections::HashSet<String> = (0..n).map(|x| q.name(x)).collect();
        assert_eq!(names.len(), n);
    }

    #[test]
    fn the_p_portion_tells_every_two_elements_apart() {
        // A misère quotient is reduced: for x ≠ y some z has xz in P and yz not, or back.
        let q = Presented::new();
        for x in 0..q.len() {
            for y in 0..x {
                assert!(
                    (0..q.len()).any(|z| q.is_p(q.multiply(x, z)) != q.is_p(q.multiply(y, z))),
                    "{} and {}",
                    q.name(x),
                    q.name(y)
                );
            }
        }
    }
}
