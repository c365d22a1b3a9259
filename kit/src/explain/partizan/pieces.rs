//! Hackenbush pictures as partizan sums: the pieces of a picture (its edges grouped as they
//! hang together above the ground, [`Picture::parts`]) are its components.

use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::hackenbush::play::Hackenbush;
use cgt::partizan::{GameStore, ValueMemo};

use crate::explain::partizan::{Component, Tree};

/// An edge as the statements write it: `0-1 B` (blue, red, green: `B`, `R`, `G`).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::partizan::hackenbush::Colour;
/// assert_eq!(kit::explain::partizan::pieces::edge(&(0, 3, Colour::Green)), "0-3 G");
/// ```
pub fn edge(&(u, v, colour): &(usize, usize, Colour)) -> String {
    let letter = match colour {
        Colour::Blue => 'B',
        Colour::Red => 'R',
        Colour::Green => 'G',
    };
    format!("{u}-{v} {letter}")
}

/// The standing pieces of `picture`, in [`Picture::parts`] order, as edge sets.
fn standing(picture: &Picture) -> Vec<u64> {
    picture.parts(Hackenbush::new(picture).start())
}

/// The standing pieces of `picture` as components `{what} k (edges)` (`piece 1 (0-1 B)`),
/// each edge written by `show`, valued by the lib's Hackenbush ruleset in `store`.
///
/// # Complexity
/// One canonical valuation of each piece (exponential in its edges).
///
/// # Example
/// ```
/// use cgt::partizan::GameStore;
/// use cgt::partizan::hackenbush::picture::Picture;
/// use kit::explain::partizan::pieces::{edge, pieces};
///
/// let picture: Picture = "3 3\n0 1 B\n1 2 R\n0 3 G\n".parse().unwrap();
/// let mut store = GameStore::new();
/// let found = pieces(&picture, &mut store, "piece", edge);
/// assert_eq!(found[0].name, "piece 1 (0-1 B, 1-2 R)");
/// assert_eq!(store.to_notation(found[0].value), "1/2");
/// assert_eq!(store.to_notation(found[1].value), "*");
/// ```
pub fn pieces(
    picture: &Picture,
    store: &mut GameStore,
    what: &str,
    show: impl Fn(&(usize, usize, Colour)) -> String,
) -> Vec<Component> {
    let game = Hackenbush::new(picture);
    let mut memo = ValueMemo::new();
    let parts = standing(picture).into_iter().enumerate();
    parts
        .map(|(i, part)| {
            let edges: Vec<String> = picture.edges_of(part).iter().map(&show).collect();
            let name = format!("{what} {} ({})", i + 1, edges.join(", "));
            Component { name, value: memo.value(&game, store, &part) }
        })
        .collect()
}

/// The standing pieces of `picture`, in the order of [`pieces`], as trees played by the rules
/// (chops and falls, no values).
///
/// # Complexity
/// One visit of each edge set each piece reaches.
///
/// # Example
/// ```
/// use cgt::partizan::hackenbush::picture::Picture;
///
/// let picture: Picture = "2 2\n0 1 B\n0 2 R\n".parse().unwrap();
/// let trees = kit::explain::partizan::pieces::piece_trees(&picture);
/// assert_eq!((trees.len(), trees[0].len()), (2, 2));
/// ```
pub fn piece_trees(picture: &Picture) -> Vec<Tree> {
    let game = Hackenbush::new(picture);
    standing(picture).iter().map(|part| Tree::of(&game, part)).collect()
}
