//! Thermographs: the walls of a game as exact piecewise-linear trajectories of the
//! temperature `t >= -1`, with dyadic breakpoints, and the mast above the game's temperature.

use crate::partizan::dyadic::Dyadic;

/// A continuous piecewise-linear function of the temperature `t` on `[-1, ∞)`, with slopes
/// -1, 0 or 1 and dyadic breakpoints.
///
/// Stored as pieces `(start, value at start, slope)`, the first starting at `t = -1`, each
/// running to the next one's start (the last to infinity); adjacent pieces have different
/// slopes.
///
/// # Example
///
/// ```
/// use cgt::partizan::{dyadic::Dyadic, thermograph::Trajectory};
///
/// let wall = Trajectory::constant(Dyadic::from(3));
/// assert_eq!(wall.value_at(&Dyadic::from(10)), Dyadic::from(3));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Trajectory {
    pieces: Vec<(Dyadic, Dyadic, i64)>,
}

fn line_at(start: &Dyadic, value: &Dyadic, slope: i64, t: &Dyadic) -> Dyadic {
    match slope {
        0 => value.clone(),
        1 => &(value + t) - start,
        -1 => &(value - t) + start,
        _ => unreachable!("slopes stay in -1..=1"),
    }
}

impl Trajectory {
    /// The constant function `value`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{dyadic::Dyadic, thermograph::Trajectory};
    ///
    /// assert_eq!(Trajectory::constant(Dyadic::from(2)).pieces().len(), 1);
    /// ```
    pub fn constant(value: Dyadic) -> Trajectory {
        Trajectory { pieces: vec![(Dyadic::from(-1), value, 0)] }
    }

    /// The pieces `(start, value at start, slope)`, the first starting at `t = -1`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{dyadic::Dyadic, thermograph::Trajectory};
    ///
    /// let wall = Trajectory::constant(Dyadic::from(2));
    /// assert_eq!(wall.pieces()[0], (Dyadic::from(-1), Dyadic::from(2), 0));
    /// ```
    pub fn pieces(&self) -> &[(Dyadic, Dyadic, i64)] {
        &self.pieces
    }

    /// The value at temperature `t >= -1`.
    ///
    /// # Complexity
    ///
    /// O(number of pieces).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, dyadic::Dyadic};
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{1|-1}").unwrap();
    /// let thermograph = store.thermograph(g);
    /// assert_eq!(thermograph.left_wall().value_at(&Dyadic::new(1, 1)), Dyadic::new(1, 1));
    /// ```
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let i = self.pieces.iter().rposition(|(s, _, _)| s <= t).unwrap_or(0);
        let (s, v, k) = &self.pieces[i];
        line_at(s, v, *k, t)
    }

    pub(crate) fn add_slope(&self, ds: i64) -> Trajectory {
        let pieces = self
            .pieces
            .iter()
            .map(|(s, v, k)| {
                let v = match ds {
                    0 => v.clone(),
                    1 => v + s,
                    -1 => v - s,
                    _ => unreachable!("shifts are by ±t"),
                };
                (s.clone(), v, k + ds)
            })
            .collect();
        Trajectory { pieces }
    }

    fn negate(&self) -> Trajectory {
        Trajectory { pieces: self.pieces.iter().map(|(s, v, k)| (s.clone(), -v, -k)).collect() }
    }

    fn push(pieces: &mut Vec<(Dyadic, Dyadic, i64)>, piece: (Dyadic, Dyadic, i64)) {
        if let Some(last) = pieces.last() {
            if last.2 == piece.2 {
                return;
            }
            if last.0 == piece.0 {
                pieces.pop();
                Trajectory::push(pieces, piece);
                return;
            }
        }
        pieces.push(piece);
    }

    fn starts(a: &Trajectory, b: &Trajectory) -> Vec<Dyadic> {
        let mut starts: Vec<Dyadic> =
            a.pieces.iter().chain(&b.pieces).map(|(s, _, _)| s.clone()).collect();
        starts.sort();
        starts.dedup();
        starts
    }

    /// The pointwise maximum of two trajectories.
    pub(crate) fn max(a: &Trajectory, b: &Trajectory) -> Trajectory {
        let starts = Trajectory::starts(a, b);
        let mut pieces = Vec::new();
        for (i, s) in starts.iter().enumerate() {
            let end = starts.get(i + 1);
            let (va, ka) = (a.value_at(s), a.slope_at(s));
            let (vb, kb) = (b.value_at(s), b.slope_at(s));
            let a_first = va > vb || (va == vb && ka >= kb);
            let (top, other) = if a_first { ((va, ka), (vb, kb)) } else { ((vb, kb), (va, ka)) };
            Trajectory::push(&mut pieces, (s.clone(), top.0.clone(), top.1));
            if other.1 > top.1 {
                // The other line overtakes at s + gap / (slope difference).
                let gap = &top.0 - &other.0;
                let dt = if other.1 - top.1 == 2 { gap.halve() } else { gap };
                let cross = s + &dt;
                if end.is_none_or(|e| &cross < e) {
                    let v = line_at(s, &other.0, other.1, &cross);
                    Trajectory::push(&mut pieces, (cross, v, other.1));
                }
            }
        }
        Trajectory { pieces }
    }

    /// The pointwise minimum of two trajectories.
    pub(crate) fn min(a: &Trajectory, b: &Trajectory) -> Trajectory {
        Trajectory::max(&a.negate(), &b.negate()).negate()
    }

    pub(crate) fn slope_at(&self, t: &Dyadic) -> i64 {
        let i = self.pieces.iter().rposition(|(s, _, _)| s <= t).unwrap_or(0);
        self.pieces[i].2
    }

    /// A wall of `x + g`, `g` a non-zero infinitesimal number-up-star: constant `x`, or with
    /// `slope` (±1) below `t = 0` and constant `x` from 0 on.
    pub(crate) fn infinitesimal_wall(x: &Dyadic, slope: i64) -> Trajectory {
        if slope == 0 {
            return Trajectory::constant(x.clone());
        }
        let at_minus_one = if slope < 0 { x + &Dyadic::from(1) } else { x - &Dyadic::from(1) };
        Trajectory {
            pieces: vec![(Dyadic::from(-1), at_minus_one, slope), (Dyadic::zero(), x.clone(), 0)],
        }
    }

    /// This trajectory up to `t`, constant at its value there from `t` on.
    pub(crate) fn mast_from(&self, t: &Dyadic) -> Trajectory {
        let value = self.value_at(t);
        let mut pieces: Vec<_> = self.pieces.iter().filter(|(s, _, _)| s < t).cloned().collect();
        Trajectory::push(&mut pieces, (t.clone(), value, 0));
        Trajectory { pieces }
    }
}

/// The thermograph of a game: its left and right walls over `t >= -1`, which meet at the
/// temperature and continue as a vertical mast at the mean.
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, dyadic::Dyadic};
///
/// let mut store = GameStore::new();
/// let g = store.parse("{3|-1}").unwrap();
/// let thermograph = store.thermograph(g);
/// assert_eq!(thermograph.temperature(), &Dyadic::from(2));
/// assert_eq!(thermograph.mast(), &Dyadic::from(1));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Thermograph {
    pub(crate) left: Trajectory,
    pub(crate) right: Trajectory,
    pub(crate) temperature: Dyadic,
    pub(crate) mast: Dyadic,
}

impl Thermograph {
    /// The left wall: the left stop of the game cooled by `t`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, dyadic::Dyadic};
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{3|-1}").unwrap();
    /// assert_eq!(store.thermograph(g).left_wall().value_at(&Dyadic::from(0)), Dyadic::from(3));
    /// ```
    pub fn left_wall(&self) -> &Trajectory {
        &self.left
    }

    /// The right wall: the right stop of the game cooled by `t`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, dyadic::Dyadic};
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{3|-1}").unwrap();
    /// assert_eq!(store.thermograph(g).right_wall().value_at(&Dyadic::from(1)), Dyadic::from(0));
    /// ```
    pub fn right_wall(&self) -> &Trajectory {
        &self.right
    }

    /// The temperature: where the walls meet and the mast begins.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, dyadic::Dyadic};
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("*").unwrap();
    /// assert_eq!(store.thermograph(g).temperature(), &Dyadic::from(0));
    /// ```
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }

    /// The mast's position: the mean value of the game.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, dyadic::Dyadic};
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{2|-1/2}").unwrap();
    /// assert_eq!(store.thermograph(g).mast().to_string(), "3/4");
    /// ```
    pub fn mast(&self) -> &Dyadic {
        &self.mast
    }
}
