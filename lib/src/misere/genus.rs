//! Misère Grundy values g⁻ and Conway's genus of impartial games, with the
//! tame/restive/restless classification and the misère sum rule for tame games.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use crate::impartial::Impartial;
use crate::impartial::game::Memo;
use crate::impartial::nimber::mex;
use crate::outcome::Outcome;

/// Memoised misère Grundy values of an [`Impartial`] game:
/// `g⁻(p) = 1` if `p` has no option, else `mex { g⁻(q) : q an option of p }`.
/// A position is a misère P-position iff `g⁻ = 0`.
///
/// Evaluation is iterative (explicit stack), as for [`crate::impartial::GrundyMemo`].
///
/// # Example
///
/// ```
/// use cgt::{MisereGrundyMemo, OctalCode, Outcome, TakeBreak};
///
/// let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().unwrap());
/// let mut memo = MisereGrundyMemo::new(kayles);
/// assert_eq!(memo.misere_grundy(&vec![]), 1);
/// assert_eq!(memo.misere_grundy(&vec![4]), 0);
/// assert_eq!(memo.outcome(&vec![1]), Outcome::P);
/// ```
pub struct MisereGrundyMemo<G: Impartial> {
    memo: Memo<G, u32>,
}

impl<G: Impartial> MisereGrundyMemo<G> {
    /// An empty memo for `game`.
    ///
    /// # Constraints
    ///
    /// `game` obeys the [`Impartial`] laws.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereGrundyMemo, OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// assert!(MisereGrundyMemo::new(nim).is_empty());
    /// ```
    pub fn new(game: G) -> Self {
        MisereGrundyMemo { memo: Memo::new(game) }
    }

    /// The misère Grundy value g⁻ of `position`.
    ///
    /// # Constraints
    ///
    /// The game obeys the [`Impartial`] laws from `position`.
    ///
    /// # Panics
    ///
    /// If a cycle is met (the game breaks its laws); the memo must not be used after.
    ///
    /// # Complexity
    ///
    /// O(V + E) hash-map operations over the positions V and moves E reachable
    /// from `position` that are not memoised yet.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereGrundyMemo, OctalCode, TakeBreak};
    ///
    /// // Misère Nim: a lone heap of n > 1 has g⁻ = n, a heap of 1 has g⁻ = 0.
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// let mut memo = MisereGrundyMemo::new(nim);
    /// assert_eq!(memo.misere_grundy(&vec![3]), 3);
    /// assert_eq!(memo.misere_grundy(&vec![1]), 0);
    /// assert_eq!(memo.misere_grundy(&vec![1, 1]), 1);
    /// ```
    pub fn misere_grundy(&mut self, position: &G::Position) -> u32 {
        self.memo.evaluate(position, |options| if options.is_empty() { 1 } else { mex(options) })
    }

    /// The misère outcome of `position`: P iff g⁻ is 0.
    ///
    /// # Constraints
    ///
    /// As [`MisereGrundyMemo::misere_grundy`].
    ///
    /// # Panics
    ///
    /// As [`MisereGrundyMemo::misere_grundy`].
    ///
    /// # Complexity
    ///
    /// As [`MisereGrundyMemo::misere_grundy`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereGrundyMemo, OctalCode, Outcome, TakeBreak};
    ///
    /// let dawson = TakeBreak::octal(&"0.07".parse::<OctalCode>().unwrap());
    /// let mut memo = MisereGrundyMemo::new(dawson);
    /// assert_eq!(memo.outcome(&vec![2]), Outcome::P);
    /// assert_eq!(memo.outcome(&vec![4]), Outcome::N);
    /// ```
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        if self.misere_grundy(position) == 0 { Outcome::P } else { Outcome::N }
    }

    /// Number of memoised positions.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{MisereGrundyMemo, OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// let mut memo = MisereGrundyMemo::new(nim);
    /// memo.misere_grundy(&vec![3]);
    /// assert_eq!(memo.len(), 4); // [3], [2], [1], []
    /// ```
    pub fn len(&self) -> usize {
        self.memo.len()
    }

    /// Whether no position is memoised yet.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`MisereGrundyMemo::new`].
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Conway's genus `g^{γ0 γ1 γ2 …}` of an impartial game G: `g` its normal-play
/// Grundy value and `γn = g⁻(G + n·*2)` its misère Grundy value beside `n`
/// copies of `*2` (Winning Ways ch. 13, ONAG ch. 12).
///
/// The γ's are eventually of period 2; a genus is stored and printed with the
/// trailing repeats dropped: the listed γ's end once the last two of them
/// repeat forever, so two genera are equal iff their stored forms are. The
/// γ's print as digits when all are below 10, comma-separated otherwise.
///
/// # Example
///
/// ```
/// use cgt::Genus;
///
/// let zero = Genus::nim_heap(0);
/// assert_eq!(zero.to_string(), "0^{120}");
/// assert_eq!(Genus::nim_heap(2).to_string(), "2^{20}");
/// assert_eq!(zero.gamma(5), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Genus {
    grundy: u32,
    gammas: Vec<u32>,
}

/// Conway's classes of genera (Winning Ways ch. 13).
///
/// # Example
///
/// ```
/// use cgt::{Genus, GenusClass};
///
/// assert_eq!(Genus::nim_heap(5).class(), GenusClass::Tame);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GenusClass {
    /// The genus of a misère Nim position: `0^{120}`, `1^{031}` (Nim positions
    /// of heaps of size 1 only) or `g^{g(g⊕2)}` for any g, printed `0^{02}`,
    /// `1^{13}`, `2^{20}`, `3^{31}`, ….
    Tame,
    /// Not tame, but the γ's alternate `b, b⊕2` from γ0 on: `g^{b(b⊕2)}` with
    /// `b ≠ g` (e.g. `1^{20}`, the genus of `{{*2}, 0}`).
    Restive,
    /// Neither tame nor restive (e.g. `2^{1420}`, the genus of `{{*2}, *1}`).
    Restless,
}

impl Genus {
    /// The genus of a game whose options have genera `options` (duplicates allowed):
    /// `g = mex` of the options' `g`; `γ0 = 1` without options, else the mex of
    /// the options' γ0; `γn = mex({options' γn} ∪ {γ(n−1), γ(n−1) ⊕ 1})` for
    /// n ≥ 1, since the options of `G + n·*2` are `G' + n·*2`,
    /// `G + (n−1)·*2 + *1` (whose g⁻ is `γ(n−1) ⊕ 1`) and `G + (n−1)·*2`.
    ///
    /// # Panics
    ///
    /// If the γ's do not settle to period 2 within 4096 terms (Conway's theorem
    /// says they always do).
    ///
    /// # Complexity
    ///
    /// O(k · L) for k options whose stored γ's have at most L entries.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// let star2 = Genus::from_options(&[Genus::nim_heap(0), Genus::nim_heap(1)]);
    /// assert_eq!(star2, Genus::nim_heap(2));
    /// let g = Genus::from_options(&[Genus::from_options(&[star2]), Genus::nim_heap(1)]);
    /// assert_eq!(g.to_string(), "2^{1420}");
    /// ```
    pub fn from_options(options: &[Genus]) -> Genus {
        let grundy = mex(options.iter().map(|o| o.grundy));
        let settled_from = options.iter().map(|o| o.gammas.len()).max().unwrap_or(0);
        let mut gammas: Vec<u32> =
            vec![if options.is_empty() { 1 } else { mex(options.iter().map(|o| o.gamma(0))) }];
        loop {
            let n = gammas.len();
            let last = gammas[n - 1];
            let extra = [last, last ^ 1];
            gammas.push(mex(options.iter().map(|o| o.gamma(n)).chain(extra)));
            // Periodic from n0 once γ(n0) = γ(n0−2), γ(n0+1) = γ(n0−1) and the
            // options are periodic from n0 + 2 on.
            let len = gammas.len();
            if len >= 4 {
                let n0 = len - 2;
                if n0 + 2 >= settled_from
                    && gammas[n0] == gammas[n0 - 2]
                    && gammas[n0 + 1] == gammas[n0 - 1]
                {
                    gammas.truncate(n0);
                    break;
                }
            }
            assert!(len < 4096, "the genus did not settle to period 2");
        }
        while gammas.len() > 2 && gammas[gammas.len() - 1] == gammas[gammas.len() - 3] {
            gammas.pop();
        }
        Genus { grundy, gammas }
    }

    /// The genus of the nim heap `*n`: `0^{120}`, `1^{031}`, and `n^{n(n⊕2)}` for n ≥ 2.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// assert_eq!(Genus::nim_heap(1).to_string(), "1^{031}");
    /// assert_eq!(Genus::nim_heap(3).to_string(), "3^{31}");
    /// ```
    pub fn nim_heap(n: u32) -> Genus {
        let gammas = match n {
            0 => vec![1, 2, 0],
            1 => vec![0, 3, 1],
            _ => vec![n, n ^ 2],
        };
        Genus { grundy: n, gammas }
    }

    /// The normal-play Grundy value g.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// assert_eq!(Genus::nim_heap(7).grundy(), 7);
    /// ```
    pub fn grundy(&self) -> u32 {
        self.grundy
    }

    /// `γn = g⁻(G + n·*2)`, for any n.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// // *1 + *2 + *2 + *2 is a misère Nim position of nim-sum 3.
    /// assert_eq!(Genus::nim_heap(1).gamma(3), 3);
    /// assert_eq!(Genus::nim_heap(1).gamma(1000), 1);
    /// ```
    pub fn gamma(&self, n: usize) -> u32 {
        let len = self.gammas.len();
        if n < len { self.gammas[n] } else { self.gammas[len - 2 + (n - len) % 2] }
    }

    /// The γ's up to the point where the last two repeat forever (at least two).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// assert_eq!(Genus::nim_heap(0).gammas(), [1, 2, 0]);
    /// ```
    pub fn gammas(&self) -> &[u32] {
        &self.gammas
    }

    /// The misère outcome of the game: P iff γ0 = g⁻ = 0.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Genus, Outcome};
    ///
    /// assert_eq!(Genus::nim_heap(1).misere_outcome(), Outcome::P);
    /// assert_eq!(Genus::nim_heap(0).misere_outcome(), Outcome::N);
    /// ```
    pub fn misere_outcome(&self) -> Outcome {
        if self.gammas[0] == 0 { Outcome::P } else { Outcome::N }
    }

    /// Tame, restive or restless (see [`GenusClass`]).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Genus, GenusClass};
    ///
    /// let star2 = Genus::nim_heap(2);
    /// let restive = Genus::from_options(&[Genus::from_options(&[star2.clone()]), Genus::nim_heap(0)]);
    /// assert_eq!(restive.to_string(), "1^{20}");
    /// assert_eq!(restive.class(), GenusClass::Restive);
    /// ```
    pub fn class(&self) -> GenusClass {
        if self.is_tame() {
            GenusClass::Tame
        } else if self.gammas.len() == 2 && self.gammas[1] == self.gammas[0] ^ 2 {
            GenusClass::Restive
        } else {
            GenusClass::Restless
        }
    }

    /// Whether the genus is tame: that of a misère Nim position.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Genus;
    ///
    /// assert!(Genus::nim_heap(0).is_tame());
    /// let star2 = Genus::nim_heap(2);
    /// assert!(!Genus::from_options(&[Genus::from_options(&[star2]), Genus::nim_heap(1)]).is_tame());
    /// ```
    pub fn is_tame(&self) -> bool {
        let g = self.grundy;
        self.gammas == [g, g ^ 2] || (g <= 1 && *self == Genus::nim_heap(g))
    }

    /// The genus of a sum of tame games, from their genera, by the misère Nim
    /// rule: if every genus is `0^{120}` or `1^{031}` the sum is `0^{120}` or
    /// `1^{031}` by the nim-sum of the g's; otherwise it is `g^{g(g⊕2)}` with
    /// `g` the nim-sum. The sum's misère outcome is then
    /// [`Genus::misere_outcome`]. `None` if some genus is not tame.
    ///
    /// # Constraints
    ///
    /// The games summed are tame in Conway's sense: every follower of each
    /// (itself included) has a tame genus.
    ///
    /// # Complexity
    ///
    /// O(number of genera).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Genus, Outcome};
    ///
    /// // *2 + *2 + *1 + *1 + *1: a misère Nim position of nim-sum 1.
    /// let heaps = [2, 2, 1, 1, 1].map(Genus::nim_heap);
    /// let sum = Genus::tame_sum(&heaps).unwrap();
    /// assert_eq!(sum.to_string(), "1^{13}");
    /// assert_eq!(sum.misere_outcome(), Outcome::N);
    /// assert_eq!(Genus::tame_sum(&[1, 1, 1].map(Genus::nim_heap)).unwrap().misere_outcome(), Outcome::P);
    /// ```
    pub fn tame_sum(genera: &[Genus]) -> Option<Genus> {
        if !genera.iter().all(Genus::is_tame) {
            return None;
        }
        let g = genera.iter().fold(0, |sum, genus| sum ^ genus.grundy);
        let small = genera.iter().all(|genus| genus.grundy <= 1 && genus.gammas.len() == 3);
        Some(if small { Genus::nim_heap(g) } else { Genus { grundy: g, gammas: vec![g, g ^ 2] } })
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.gammas.iter().all(|&gamma| gamma < 10);
        let parts: Vec<String> = self.gammas.iter().map(u32::to_string).collect();
        let gammas = parts.join(if digits { "" } else { "," });
        write!(f, "{}^{{{}}}", self.grundy, gammas)
    }
}

/// Memoised genera of the positions of an [`Impartial`] game, computed from
/// the options' genera by [`Genus::from_options`]. Evaluation is iterative;
/// distinct genera are stored once.
///
/// # Example
///
/// ```
/// use cgt::{GenusMemo, OctalCode, TakeBreak};
///
/// let game = TakeBreak::octal(&"0.312".parse::<OctalCode>().unwrap());
/// let mut memo = GenusMemo::new(game);
/// assert_eq!(memo.genus(&vec![4]).to_string(), "2^{1420}");
/// ```
pub struct GenusMemo<G: Impartial> {
    memo: Memo<G, usize>,
    table: RefCell<GenusTable>,
}

/// Distinct genera, each stored once, and their indices.
#[derive(Default)]
struct GenusTable {
    genera: Vec<Genus>,
    index: HashMap<Genus, usize>,
}

impl GenusTable {
    fn intern(&mut self, genus: Genus) -> usize {
        if let Some(&i) = self.index.get(&genus) {
            return i;
        }
        self.genera.push(genus.clone());
        self.index.insert(genus, self.genera.len() - 1);
        self.genera.len() - 1
    }
}

impl<G: Impartial> GenusMemo<G> {
    /// An empty memo for `game`.
    ///
    /// # Constraints
    ///
    /// `game` obeys the [`Impartial`] laws.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GenusMemo, OctalCode, TakeBreak};
    ///
    /// let nim = TakeBreak::octal(&"0.333".parse::<OctalCode>().unwrap());
    /// assert_eq!(GenusMemo::new(nim).genus(&vec![]).to_string(), "0^{120}");
    /// ```
    pub fn new(game: G) -> Self {
        GenusMemo { memo: Memo::new(game), table: RefCell::new(GenusTable::default()) }
    }

    /// The genus of `position`.
    ///
    /// # Constraints
    ///
    /// The game obeys the [`Impartial`] laws from `position`.
    ///
    /// # Panics
    ///
    /// If a cycle is met (the game breaks its laws); the memo must not be used after.
    ///
    /// # Complexity
    ///
    /// O(V + E) hash-map operations over the positions V and moves E reachable
    /// and not memoised yet, each move costing O(L) for genera of L stored γ's.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GenusClass, GenusMemo, OctalCode, TakeBreak};
    ///
    /// let game = TakeBreak::octal(&"0.312".parse::<OctalCode>().unwrap());
    /// let mut memo = GenusMemo::new(game);
    /// assert_eq!(memo.genus(&vec![2]).to_string(), "2^{20}");
    /// assert_eq!(memo.genus(&vec![4]).class(), GenusClass::Restless);
    /// ```
    pub fn genus(&mut self, position: &G::Position) -> Genus {
        let table = &self.table;
        let index = self.memo.evaluate(position, |options| {
            let mut table = table.borrow_mut();
            let genera: Vec<Genus> = options.iter().map(|&i| table.genera[i].clone()).collect();
            table.intern(Genus::from_options(&genera))
        });
        self.table.borrow().genera[index].clone()
    }
}
