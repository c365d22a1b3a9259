//! The rule that decides the outcome of a sum from its options': misère
//! play, or a *level game* (see the submodule `levels`).
//!
//! A sum X is P when it is not a winning position, it has a move or
//! terminal positions are P, and no option of X is P. Misère play: no
//! winning positions, terminal positions are N. A level game adds winning
//! positions W recognised by a monoid, the *context*: X is in W when the
//! context's element of X is marked winning.

/// The winning positions of a level game: a monoid (identity 0), the
/// element of each component, and which elements are winning.
#[derive(Debug, Clone)]
struct Context {
    table: Vec<Vec<u32>>,
    phi: Vec<u32>,
    win: Vec<bool>,
}

/// How outcomes follow from options: misère play or a level game.
#[derive(Debug, Clone)]
pub(super) struct Rules {
    context: Option<Context>,
    terminal_p: bool,
}

impl Rules {
    /// Misère play.
    pub fn misere() -> Rules {
        Rules { context: None, terminal_p: false }
    }

    /// The level game whose winning positions are the sums whose element in
    /// the monoid `table` (elements `phi` of the components) is marked in
    /// `win`, and whose terminal positions are P when `terminal_p`.
    pub fn level(table: Vec<Vec<u32>>, phi: Vec<u32>, win: Vec<bool>, terminal_p: bool) -> Rules {
        Rules { context: Some(Context { table, phi, win }), terminal_p }
    }

    /// Whether these are the rules of misère play (the only ones for which
    /// misère simplest forms decide outcomes).
    pub fn is_misere(&self) -> bool {
        self.context.is_none() && !self.terminal_p
    }

    /// Whether a sum without a move (and not winning) is P.
    pub fn terminal_p(&self) -> bool {
        self.terminal_p
    }

    /// The context's element of component `c` (0 without a context).
    pub fn tag_of(&self, c: u32) -> u32 {
        self.context.as_ref().map_or(0, |ctx| ctx.phi[c as usize])
    }

    /// The context's product `x·y`.
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        self.context.as_ref().map_or(0, |ctx| ctx.table[x as usize][y as usize])
    }

    /// The context's element of a sum.
    pub fn tag(&self, sum: &[u32]) -> u32 {
        sum.iter().fold(0, |x, &c| self.mul(x, self.tag_of(c)))
    }

    /// Whether the sums with context element `tag` are winning.
    pub fn wins(&self, tag: u32) -> bool {
        self.context.as_ref().map_or(false, |ctx| ctx.win[tag as usize])
    }
}
