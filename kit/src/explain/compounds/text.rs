//! The text of a compound's [`Facts`]: two lines, the components with the rule's statistic,
//! then the rule's conclusion and the moves that show it.

use crate::explain::compounds::Compound;
use crate::explain::compounds::facts::{CompoundExplainer, Facts, Step, Verdict, after};
use crate::explain::text::SHOWN_PARTS;
use crate::explain::{Part, Sum, SumGame};

impl<G: SumGame> CompoundExplainer<G> {
    /// The two lines of `compound` with its `facts`.
    pub(super) fn text(&self, compound: &Sum<G::Position>, facts: &Facts<G::Position>) -> String {
        let symbol = self.rule.symbol();
        let parts: Vec<String> = compound
            .parts
            .iter()
            .zip(&facts.values)
            .map(|(part, value)| {
                let shown = self.game.show(&part.position);
                let shown = if shown.starts_with('(') { shown } else { format!("({shown})") };
                format!("{} {shown}: {symbol} = {value}", part.name)
            })
            .collect();
        let label =
            if compound.label.is_empty() { String::new() } else { format!("{}: ", compound.label) };
        let verdict = self.verdict(&compound.parts, facts);
        format!("{label}{}\n  {verdict}\n", listed(&parts, ", ", &format!("{}s", self.noun)))
    }

    /// How the compound move `mv` on `parts` is written: each step as `knight 1: (3, 1) →
    /// (1, 2)`, joined by `and`.
    ///
    /// # Complexity
    /// One [`SumGame::show_move`] per step.
    pub(super) fn move_text(
        &self,
        parts: &[Part<G::Position>],
        mv: &[Step<G::Position>],
    ) -> String {
        let steps: Vec<String> = mv
            .iter()
            .map(|step| {
                let part = &parts[step.part];
                format!("{}: {}", part.name, self.game.show_move(&part.position, &step.to))
            })
            .collect();
        listed(&steps, " and ", "moves")
    }

    /// The rule's conclusion.
    fn verdict(&self, parts: &[Part<G::Position>], facts: &Facts<G::Position>) -> String {
        let noun = self.noun;
        let values = &facts.values;
        let least = values.iter().copied().min().unwrap_or(0);
        let decider =
            values.iter().position(|&v| v == least).map_or("", |i| parts[i].name.as_str());
        match (&facts.verdict, self.rule) {
            (Verdict::Wins(mv), rule) => {
                let how = match rule {
                    Compound::Selective => format!(
                        "some {noun} has g ≠ 0: the player to move wins, moving every {noun} \
                         with g ≠ 0 to g = 0"
                    ),
                    Compound::SomeNotAll => format!(
                        "the values are not all equal: the player to move wins, moving every \
                         {noun} above the least value {least} down to it (one keeps it, so not \
                         all move)"
                    ),
                    Compound::Conjunctive => format!(
                        "least remoteness {least} ({decider}) is odd: the player to move wins, \
                         moving every {noun} to a position of remoteness one less"
                    ),
                };
                format!("{how}: {}", self.move_text(parts, mv))
            }
            (Verdict::Loses { example, reply }, rule) => {
                let why = match rule {
                    Compound::Selective => format!(
                        "every {noun} has g = 0: the player to move loses, as the {noun}s moved \
                         get g ≠ 0"
                    ),
                    Compound::SomeNotAll => format!(
                        "all values equal {least}: the player to move loses, as a move changes \
                         some values but not all"
                    ),
                    Compound::Conjunctive => format!(
                        "least remoteness {least} ({decider}) is even: the player to move loses"
                    ),
                };
                let again = match rule {
                    Compound::Selective => "every g = 0 again",
                    Compound::SomeNotAll => "all equal again",
                    Compound::Conjunctive => "least remoteness even again",
                };
                format!(
                    "{why}: e.g. {}, answered by {} ({again})",
                    self.move_text(parts, example),
                    self.move_text(&after(parts, example), reply)
                )
            }
            (Verdict::Stuck, Compound::Conjunctive) => format!(
                "{decider} has no move (r = 0): the player to move cannot move every {noun} and \
                 loses"
            ),
            (Verdict::Stuck, Compound::SomeNotAll) if parts.len() == 1 => format!(
                "a single {noun}: no move is legal (one must move, and not all may), so the \
                 player to move loses"
            ),
            (Verdict::Stuck, _) => format!("no {noun} can move: the player to move loses"),
        }
    }
}

/// `items` joined by `separator`, the first [`SHOWN_PARTS`] of them and a count of the others.
fn listed(items: &[String], separator: &str, what: &str) -> String {
    let mut text = items[..items.len().min(SHOWN_PARTS)].join(separator);
    if items.len() > SHOWN_PARTS {
        text += &format!(" … and {} more {what}", items.len() - SHOWN_PARTS);
    }
    text
}
