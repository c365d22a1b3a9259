//! The text of a sum's [`Facts`]: two lines, the parts with their Grundy values, then who
//! wins and the moves that show it.

use cgt::Play;

use crate::explain::facts::{Explainer, Facts, Move, Verdict, after};
use crate::explain::{Part, Sum, SumGame};

/// At most this many parts (and winning moves) are written out in one line.
pub const SHOWN_PARTS: usize = 8;

impl<G: SumGame> Explainer<G> {
    /// The two lines of `sum` with its `facts`: the parts, then who wins and how.
    ///
    /// # Complexity
    /// Linear in the parts and moves written.
    ///
    /// # Example
    /// ```
    /// use kit::explain::facts::Explainer;
    /// use kit::explain::{Part, Sum};
    /// use kit::heaps::TakeAway;
    ///
    /// let mut explainer = Explainer::new(TakeAway { max_take: Some(3) }, false);
    /// let sum = Sum::normal("heap 7", vec![Part::new("heap", vec![7])]);
    /// let facts = explainer.facts(&sum);
    /// assert_eq!(
    ///     explainer.text(&sum, &facts),
    ///     "heap 7: heap (7): g = 3\n  g = 3 ≠ 0: the player to move wins, e.g. 7 → 4 leaves \
    ///      g = 0\n"
    /// );
    /// ```
    pub fn text(&self, sum: &Sum<G::Position>, facts: &Facts<G::Position>) -> String {
        let parts: Vec<String> = match sum.play {
            Play::Normal => sum
                .parts
                .iter()
                .zip(&facts.values)
                .map(|(part, value)| self.part(part, &format!(": g = {value}")))
                .collect(),
            Play::Misere => vec![self.part(&sum.parts[0], ", misère play (who moves last loses)")],
        };
        let label = if sum.label.is_empty() { String::new() } else { format!("{}: ", sum.label) };
        format!("{label}{}\n  {}\n", listed(&parts, "parts"), self.verdict(sum, facts))
    }

    /// `heap 2 (5): g = 5`, `towers (6) ×3: g = 2 each`, `knight 1 (3, 4): g = 1` (a position
    /// written in parentheses already keeps its own).
    fn part(&self, part: &Part<G::Position>, then: &str) -> String {
        let copies = if part.copies > 1 { format!(" ×{}", part.copies) } else { String::new() };
        let each = if part.copies > 1 { " each" } else { "" };
        let shown = self.game.show(&part.position);
        let shown = if shown.starts_with('(') { shown } else { format!("({shown})") };
        format!("{} {shown}{copies}{then}{each}", part.name)
    }

    /// How `mv` is written: `heap 2: 5 → 3` (the part's name and [`SumGame::show_move`]; no
    /// name when the sum is that part alone).
    ///
    /// # Complexity
    /// One [`SumGame::show_move`].
    ///
    /// # Example
    /// ```
    /// use kit::explain::Part;
    /// use kit::explain::facts::{Explainer, Move};
    /// use kit::heaps::TakeAway;
    ///
    /// let explainer = Explainer::new(TakeAway::NIM, false);
    /// let mv = Move { part: 0, to: vec![3], value: Some(3) };
    /// let parts = [Part::new("heap 1", vec![1]), Part::new("heap 2", vec![5])];
    /// assert_eq!(explainer.move_text(&parts, &Move { part: 1, ..mv.clone() }), "heap 2: 5 → 3");
    /// assert_eq!(explainer.move_text(&parts[1..], &mv), "5 → 3");
    /// ```
    pub fn move_text(&self, parts: &[Part<G::Position>], mv: &Move<G::Position>) -> String {
        let part = &parts[mv.part];
        let shown = self.game.show_move(&part.position, &mv.to);
        if parts.len() == 1 && part.copies == 1 {
            return shown;
        }
        format!("{}: {shown}", part.name)
    }

    fn verdict(&self, sum: &Sum<G::Position>, facts: &Facts<G::Position>) -> String {
        match facts.total {
            Some(total) => self.normal_verdict(&sum.parts, facts, total),
            None => self.misere_verdict(&sum.parts, &facts.verdict),
        }
    }

    /// The nim-sum (`g` for a single part) and its consequence.
    fn normal_verdict(
        &self,
        parts: &[Part<G::Position>],
        facts: &Facts<G::Position>,
        total: u64,
    ) -> String {
        let single = parts.len() == 1 && parts[0].copies == 1;
        let is =
            |value: u64| if single { format!("g = {value}") } else { format!("nim-sum {value}") };
        match &facts.verdict {
            Verdict::Wins(moves) if self.every => {
                let moves: Vec<String> = moves.iter().map(|m| self.move_text(parts, m)).collect();
                format!(
                    "{} ≠ 0: the player to move wins; every move to {}: {}",
                    is(total),
                    is(0),
                    listed(&moves, "moves")
                )
            }
            Verdict::Wins(moves) => format!(
                "{} ≠ 0: the player to move wins, e.g. {} leaves {}",
                is(total),
                self.move_text(parts, &moves[0]),
                is(0)
            ),
            Verdict::Loses { example, reply } => {
                let reply = reply.as_ref().expect("a non-zero nim-sum has a winning reply");
                let left = facts.values[example.part] ^ example.value.expect("normal play");
                let non_zero = if single { "g ≠ 0" } else { "a non-zero nim-sum" };
                format!(
                    "{}: the player to move loses, as every move leaves {non_zero}: e.g. {} \
                     leaves {}, answered by {} back to 0",
                    is(0),
                    self.move_text(parts, example),
                    is(left),
                    self.move_text(&after(parts, example), reply)
                )
            }
            Verdict::Stuck => format!("{} and no move is left: the player to move loses", is(0)),
        }
    }

    /// The outcome of a single part under misère play, and the moves that show it.
    fn misere_verdict(
        &self,
        parts: &[Part<G::Position>],
        verdict: &Verdict<G::Position>,
    ) -> String {
        let move_text = |mv: &Move<G::Position>| self.move_text(parts, mv);
        match verdict {
            Verdict::Wins(moves) if moves.is_empty() => {
                "no move is left, so under misère play the player to move wins".into()
            }
            Verdict::Wins(moves) => {
                let moves: Vec<String> = moves.iter().map(move_text).collect();
                format!(
                    "an N-position: the player to move wins, e.g. {} leaves a P-position",
                    listed(&moves, "moves")
                )
            }
            Verdict::Loses { example, reply } => {
                let lost = "a P-position: the player to move loses, as every move leaves an \
                            N-position";
                match reply {
                    Some(reply) => format!(
                        "{lost}: e.g. {}, answered by {} (a P-position again)",
                        move_text(example),
                        self.move_text(&after(parts, example), reply)
                    ),
                    None => format!(
                        "{lost}: e.g. {} leaves no move, which under misère play wins for the \
                         opponent",
                        move_text(example)
                    ),
                }
            }
            Verdict::Stuck => unreachable!("under misère play a finished game is won"),
        }
    }
}

/// `items` joined by `, `, the first [`SHOWN_PARTS`] of them and a count of the others
/// (`nothing` for none).
fn listed(items: &[String], what: &str) -> String {
    if items.is_empty() {
        return format!("no {what}");
    }
    let mut text = items[..items.len().min(SHOWN_PARTS)].join(", ");
    if items.len() > SHOWN_PARTS {
        text += &format!(" … and {} more {what}", items.len() - SHOWN_PARTS);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::heaps;
    use crate::heaps::{Subtraction, TakeAway};

    /// The second line of the explanation of `sum`.
    fn verdict<G: SumGame>(game: G, every: bool, sum: &Sum<G::Position>) -> String {
        let mut explainer = Explainer::new(game, every);
        let facts = explainer.facts(sum);
        explainer.text(sum, &facts).lines().nth(1).expect("two lines").trim().to_string()
    }

    #[test]
    fn misere_play_is_explained_by_outcomes() {
        let one = Subtraction { moves: vec![1] };
        let heap = |n| Sum::misere("", Part::new("heap", n));
        assert_eq!(
            verdict(one.clone(), false, &heap(0)),
            "no move is left, so under misère play the player to move wins"
        );
        assert_eq!(
            verdict(one.clone(), false, &heap(1)),
            "a P-position: the player to move loses, as every move leaves an N-position: e.g. \
             1 → 0 leaves no move, which under misère play wins for the opponent"
        );
        assert_eq!(
            verdict(one.clone(), false, &heap(2)),
            "an N-position: the player to move wins, e.g. 2 → 1 leaves a P-position"
        );
        assert_eq!(
            verdict(one, false, &heap(3)),
            "a P-position: the player to move loses, as every move leaves an N-position: e.g. \
             3 → 2, answered by 2 → 1 (a P-position again)"
        );
    }

    #[test]
    fn every_winning_move_is_listed_when_asked() {
        let sum = Sum::normal("", heaps("heap", &[3, 5, 7]));
        assert_eq!(
            verdict(TakeAway::NIM, true, &sum),
            "nim-sum 1 ≠ 0: the player to move wins; every move to nim-sum 0: heap 1: 3 → 2, \
             heap 2: 5 → 4, heap 3: 7 → 6"
        );
        assert!(
            verdict(TakeAway::NIM, false, &sum).ends_with("e.g. heap 1: 3 → 2 leaves nim-sum 0")
        );
    }

    #[test]
    fn copies_count_by_their_parity_and_an_empty_sum_is_lost() {
        let mut explainer = Explainer::new(TakeAway::NIM, false);
        let towers = Sum::normal("test 1", vec![Part::new("tower", vec![3]).times(2)]);
        let facts = explainer.facts(&towers);
        assert_eq!(facts.total, Some(0));
        assert_eq!(
            explainer.text(&towers, &facts),
            "test 1: tower (3) ×2: g = 3 each\n  nim-sum 0: the player to move loses, as every \
             move leaves a non-zero nim-sum: e.g. tower: 3 → 2 leaves nim-sum 1, answered by \
             tower: 3 → 2 back to 0\n"
        );
        let empty = Sum::normal("test 2", Vec::new());
        let facts = explainer.facts(&empty);
        assert_eq!(
            explainer.text(&empty, &facts),
            "test 2: no parts\n  nim-sum 0 and no move is left: the player to move loses\n"
        );
    }
}
